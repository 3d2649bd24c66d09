/**
 * How the outbox sends a report (kind 'report/submit'): its photos and voice notes are stored by
 * the outbox (each once), then the report goes with its `local:` media replaced by the stored
 * items (POST /reports/submit). The server's answer must confirm every media item (`mediaCount`);
 * anything less is a refusal, never a success. The server is idempotent by localId (the item's
 * key), so a retry after a lost answer never makes a second report.
 */
import {
  type OutboxItem,
  type OutboxKind,
  OutboxRefusal,
  REPORT_SUBMIT_KIND,
  bus,
  mediaOf,
  registerOutboxKind,
  reportSchema,
  startOutbox,
  submitReport,
} from 'shared-contracts';
import { LOCAL_MEDIA_PREFIX, mapMedia } from '../report/rules/report-draft';

const facilityOf = (item: OutboxItem) => item.subject ?? '';

export const reportKind: OutboxKind = {
  kind: REPORT_SUBMIT_KIND,
  async send({ item, stored, signal }) {
    // Parsed for its type only: the stored body is what goes out, unchanged.
    const report = reportSchema.parse(item.body);
    const missing = mediaOf(report).find((media) => media.path.startsWith(LOCAL_MEDIA_PREFIX) && !stored.has(media.path.slice(LOCAL_MEDIA_PREFIX.length)));
    if (missing) throw new OutboxRefusal(`A photo or voice note of this report is missing on this device (${missing.name}).`);
    const body = mapMedia(report, (media) =>
      media.path.startsWith(LOCAL_MEDIA_PREFIX) ? (stored.get(media.path.slice(LOCAL_MEDIA_PREFIX.length)) ?? media) : media,
    );
    const answer = await submitReport(body, { signal });
    if (!answer.status) throw new OutboxRefusal(answer.message ?? 'The server refused the report.');
    const expected = mediaOf(body).length;
    if (answer.mediaCount !== expected) throw new OutboxRefusal(`The server stored ${answer.mediaCount ?? 0} of ${expected} photos and voice notes.`);
  },
  onDone: (item) => bus.emit('report/uploaded', { localId: item.key, facilityId: facilityOf(item) }),
  onNeedsAttention: (item, message) => bus.emit('report/failed', { localId: item.key, facilityId: facilityOf(item), message }),
  onDiscarded: (item) => bus.emit('report/failed', { localId: item.key, facilityId: facilityOf(item), message: 'discarded' }),
};

/** Tells the outbox how reports are sent (before anything drains: the start, an online submit). */
export function registerReportKind(): void {
  registerOutboxKind(reportKind);
}

/** mf-reporting's background work (its route module's `start`): the outbox's triggers, once per page. */
export function startReportSync(): void {
  registerReportKind();
  startOutbox();
}
