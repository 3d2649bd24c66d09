/**
 * Where uploaded files live (issue 22): a folder on the api's machine (the default, one node) or
 * an S3-compatible object store (several api nodes share it). Names are the api's own unguessable
 * `<24 hex>.<ext>`; what a name may be and who may read it is decided in routes/uploads.ts, not here.
 */
import type { Readable } from 'node:stream';

export interface UploadStore {
  readonly kind: 'local' | 's3';
  /** Stores a new file; fails when the name is taken (names are never reused). */
  put(name: string, bytes: Buffer, contentType: string): Promise<void>;
  /** The file as a stream, or null when there is none. */
  open(name: string): Promise<Readable | null>;
  /** Removes the file; nothing happens when there is none. */
  remove(name: string): Promise<void>;
}

export interface UploadStoreConfig {
  driver: 'local' | 's3';
  /** local: the folder. */
  dir: string;
  /** s3: bucket, key prefix, endpoint (for a store other than AWS), region. */
  bucket?: string;
  prefix?: string;
  endpoint?: string;
  region?: string;
}

/** The store configuration from the environment: UPLOAD_STORE=s3 with S3_BUCKET (and S3_PREFIX, S3_ENDPOINT, S3_REGION). */
export function uploadStoreConfigFromEnv(env: NodeJS.ProcessEnv, dir: string): UploadStoreConfig {
  const driver = env.UPLOAD_STORE ?? 'local';
  if (driver !== 'local' && driver !== 's3') throw new Error(`UPLOAD_STORE must be local or s3, not ${driver}.`);
  if (driver === 's3' && !env.S3_BUCKET) throw new Error('UPLOAD_STORE=s3 needs S3_BUCKET.');
  return { driver, dir, bucket: env.S3_BUCKET, prefix: env.S3_PREFIX, endpoint: env.S3_ENDPOINT, region: env.S3_REGION };
}
