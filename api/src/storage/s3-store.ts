/**
 * Uploads in an S3-compatible object store (AWS S3, MinIO, Ceph, s3rver in the tests), so any api
 * node reads what another stored. Credentials come the SDK's usual way (AWS_ACCESS_KEY_ID and
 * AWS_SECRET_ACCESS_KEY, a profile or an instance role); a custom endpoint uses path-style addresses.
 */
import { DeleteObjectCommand, GetObjectCommand, NoSuchKey, PutObjectCommand, S3Client, S3ServiceException } from '@aws-sdk/client-s3';
import { Readable } from 'node:stream';
import type { UploadStore } from './upload-store';

export interface S3StoreOptions {
  bucket: string;
  prefix?: string;
  endpoint?: string;
  region?: string;
  /** For tests: credentials instead of the SDK's default chain. */
  credentials?: { accessKeyId: string; secretAccessKey: string };
}

export function s3UploadStore(options: S3StoreOptions): UploadStore {
  const client = new S3Client({
    region: options.region ?? 'us-east-1',
    endpoint: options.endpoint,
    forcePathStyle: Boolean(options.endpoint),
    credentials: options.credentials,
  });
  const prefix = options.prefix ? `${options.prefix.replace(/\/+$/, '')}/` : '';
  const keyOf = (name: string) => `${prefix}${name}`;
  return {
    kind: 's3',
    async put(name, bytes, contentType) {
      await client.send(new PutObjectCommand({ Bucket: options.bucket, Key: keyOf(name), Body: bytes, ContentType: contentType }));
    },
    async open(name) {
      try {
        const answer = await client.send(new GetObjectCommand({ Bucket: options.bucket, Key: keyOf(name) }));
        return answer.Body instanceof Readable ? answer.Body : null;
      } catch (error) {
        if (error instanceof NoSuchKey || (error instanceof S3ServiceException && error.$metadata.httpStatusCode === 404)) return null;
        throw error;
      }
    },
    async remove(name) {
      await client.send(new DeleteObjectCommand({ Bucket: options.bucket, Key: keyOf(name) }));
    },
  };
}
