/**
 * The one IndexedDB database of the platform. Only this file declares its schema; every version
 * is listed, and changes are additive so that an older remote never breaks a newer database.
 */
import Dexie, { type EntityTable } from 'dexie';

/**
 * Dexie's liveQuery for screens that watch stored data (outbox/live-outbox.ts): loaded with this
 * module, from the same Dexie as the database, never on the sign-in page. (Dexie's static, which
 * Dexie's CommonJS build under Jest also has.)
 */
export function liveQuery<T>(querier: () => T | Promise<T>) {
  return Dexie.liveQuery(querier);
}
import type { StoredEvent } from '../bus/event-bus';
import { adoptLegacyQueue } from '../outbox/legacy-queue';
import type { OutboxItem } from '../outbox/outbox-item';

/** A cached GET answer (the "api cache"), keyed by user, organisation and URL. */
export interface ApiCacheEntry {
  key: string;
  data: unknown;
  fetchedAt: number;
}

export type QueuedReportState = 'queued' | 'uploading' | 'failed';

/** A photo or voice note kept on the device until it is uploaded. */
export interface LocalMediaBlob {
  key: string;
  name: string;
  type: string;
  blob: Blob;
}

/**
 * Version 1's queue of reports (table `reportCache`), replaced by the outbox in version 2: its
 * rows move into the outbox when the database is upgraded (and if an older build wrote one since).
 */
export interface QueuedReport {
  localId: string;
  userId: string;
  organizationId: string;
  facilityId: string;
  state: QueuedReportState;
  /** The report body as it will be submitted (media referenced as `local:<key>` paths). */
  report: unknown;
  media: LocalMediaBlob[];
  /** Facility name and report time, to list the queue without parsing the report. */
  facilityName?: string;
  queuedAt: number;
  attempts: number;
  lastError?: string;
}

/** Version 1's record of sent reports (table `uploaded`); moved into the outbox as done items. */
export interface UploadedReport {
  localId: string;
  uploadedAt: number;
}

/** The report being filled in, so a reload resumes where the user left off. */
export interface DraftReport {
  key: string;
  userId: string;
  organizationId: string;
  facilityId: string;
  report: unknown;
  /** Photos and voice notes taken so far (not indexed: adding it needed no new version). */
  media?: LocalMediaBlob[];
  updatedAt: number;
}

export interface Setting {
  key: string;
  value: unknown;
}

export const DATABASE_NAME = 'facilityops';

export class AppDb extends Dexie {
  apiCache!: EntityTable<ApiCacheEntry, 'key'>;
  /** Version 1's queue: kept so an older build still opens the database; emptied into `outbox`. */
  reportCache!: EntityTable<QueuedReport, 'localId'>;
  /** Version 1's sent records: kept for the same reason; emptied into `outbox`. */
  uploaded!: EntityTable<UploadedReport, 'localId'>;
  /** Every write waiting for the server (outbox/), and a record of each one sent. */
  outbox!: EntityTable<OutboxItem, 'id'>;
  drafts!: EntityTable<DraftReport, 'key'>;
  events!: EntityTable<StoredEvent, 'id'>;
  settings!: EntityTable<Setting, 'key'>;

  constructor(name = DATABASE_NAME) {
    super(name);
    this.version(1).stores({
      apiCache: 'key, fetchedAt',
      reportCache: 'localId, [userId+organizationId], facilityId, state, queuedAt',
      uploaded: 'localId, uploadedAt',
      drafts: 'key, [userId+organizationId]',
      events: '++id, type, at',
      settings: 'key',
    });
    // The outbox: one item per kind and idempotency key (its id); listed per owner, oldest first.
    this.version(2)
      .stores({ outbox: 'id, [userId+organizationId], state, subject, createdAt' })
      .upgrade((tx) => adoptLegacyQueue(tx.table('reportCache'), tx.table('uploaded'), tx.table('outbox')));
  }
}
