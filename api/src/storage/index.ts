import { localUploadStore } from './local-store';
import type { UploadStore, UploadStoreConfig } from './upload-store';

export type { UploadStore, UploadStoreConfig } from './upload-store';
export { uploadStoreConfigFromEnv } from './upload-store';
export { localUploadStore } from './local-store';

/** The configured store; the AWS SDK is loaded only when S3 is chosen. */
export async function openUploadStore(config: UploadStoreConfig): Promise<UploadStore> {
  if (config.driver === 's3') {
    if (!config.bucket) throw new Error('The S3 upload store needs a bucket.');
    const { s3UploadStore } = await import('./s3-store');
    return s3UploadStore({ bucket: config.bucket, prefix: config.prefix, endpoint: config.endpoint, region: config.region });
  }
  return localUploadStore(config.dir);
}
