/**
 * Sends one report: uploads its photos and voice notes one by one (POST /uploads, field media),
 * replaces the `local:` media with the uploaded items and submits (POST /reports/submit). The
 * server's answer must confirm every media item; anything less is a failure, never a success.
 * Used by the submit screen and by the queue, so both send exactly the same way.
 */
import { type LocalMediaBlob, type MediaItem, type Report, type SubmitReportAnswer, mediaOf, submitReport, uploadMedia } from 'shared-contracts';
import { LOCAL_MEDIA_PREFIX, mapMedia } from '../report/rules/report-draft';

export type SendFailure = 'refused' | 'media-mismatch' | 'missing-media';

/** The server answered, and the answer says the report was not (fully) stored. */
export class SendError extends Error {
  override readonly name = 'SendError';
  constructor(
    readonly reason: SendFailure,
    message: string,
  ) {
    super(message);
  }
}

export type Progress = (done: number, total: number) => void;

export async function sendReport(report: Report, media: readonly LocalMediaBlob[], onProgress: Progress = () => undefined): Promise<SubmitReportAnswer> {
  const blobs = new Map(media.map((item) => [`${LOCAL_MEDIA_PREFIX}${item.key}`, item]));
  const local = mediaOf(report).filter((item) => item.path.startsWith(LOCAL_MEDIA_PREFIX));
  const uploaded = new Map<string, MediaItem>();
  onProgress(0, local.length);
  for (const item of local) {
    const blob = blobs.get(item.path);
    if (!blob) throw new SendError('missing-media', `A photo or voice note of this report is missing on this device (${item.name}).`);
    const [stored] = await uploadMedia([{ blob: blob.blob, name: blob.name }]);
    if (!stored) throw new SendError('refused', `The server did not store ${item.name}.`);
    uploaded.set(item.path, stored);
    onProgress(uploaded.size, local.length);
  }
  const body = mapMedia(report, (item) => uploaded.get(item.path) ?? item);
  const answer = await submitReport(body);
  if (!answer.status) throw new SendError('refused', answer.message ?? 'The server refused the report.');
  const expected = mediaOf(body).length;
  if (answer.mediaCount !== expected) {
    throw new SendError('media-mismatch', `The server stored ${answer.mediaCount ?? 0} of ${expected} photos and voice notes.`);
  }
  return answer;
}
