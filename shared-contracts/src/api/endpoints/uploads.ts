/** Upload calls: multipart field `media`; failures are only logged by callers (spec 000 §7). */
import { apiRequest } from '../api-client';
import { statusAnswerSchema, uploadAnswerSchema, type StatusAnswer, type UploadAnswer } from '../../schemas';

/** A file to upload: a Blob with the file name to send. */
export interface UploadFile {
  blob: Blob;
  name: string;
}

/** POST /uploads (multipart, field media): the stored items (name, path, type). */
export function uploadMedia(files: readonly (UploadFile | File)[], options: { signal?: AbortSignal } = {}): Promise<UploadAnswer> {
  const form = new FormData();
  for (const file of files) {
    if ('blob' in file) form.append('media', file.blob, file.name);
    else form.append('media', file, file.name);
  }
  return apiRequest('/uploads', { method: 'POST', body: form, schema: uploadAnswerSchema, signal: options.signal });
}

/** DELETE /uploads/{name}. */
export function deleteUpload(name: string): Promise<StatusAnswer> {
  return apiRequest(`/uploads/${encodeURIComponent(name)}`, { method: 'DELETE', schema: statusAnswerSchema });
}
