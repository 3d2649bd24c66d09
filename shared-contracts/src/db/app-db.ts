/**
 * The one IndexedDB database of the platform. Only this file declares its schema; every version
 * is listed, and changes are additive so that an older remote never breaks a newer database.
 */
import Dexie, { type EntityTable } from 'dexie';
import type { StoredEvent } from '../bus/event-bus';

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

/** A report waiting to be sent, with its media blobs. Read-only once queued. */
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
  reportCache!: EntityTable<QueuedReport, 'localId'>;
  uploaded!: EntityTable<UploadedReport, 'localId'>;
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
  }
}
