import { uploadStoreConfigFromEnv } from './upload-store';

describe('the upload store configuration', () => {
  it('is the local folder unless UPLOAD_STORE=s3 names a bucket', () => {
    expect(uploadStoreConfigFromEnv({}, '/data/uploads')).toMatchObject({ driver: 'local', dir: '/data/uploads' });
    expect(uploadStoreConfigFromEnv({ UPLOAD_STORE: 's3', S3_BUCKET: 'b', S3_PREFIX: 'p', S3_ENDPOINT: 'http://minio:9000' }, '/d')).toMatchObject({
      driver: 's3',
      bucket: 'b',
      prefix: 'p',
      endpoint: 'http://minio:9000',
    });
  });

  it('refuses an unknown driver and S3 without a bucket, so a node never starts writing to the wrong place', () => {
    expect(() => uploadStoreConfigFromEnv({ UPLOAD_STORE: 'ftp' }, '/d')).toThrow('UPLOAD_STORE must be local or s3, not ftp.');
    expect(() => uploadStoreConfigFromEnv({ UPLOAD_STORE: 's3' }, '/d')).toThrow('UPLOAD_STORE=s3 needs S3_BUCKET.');
  });
});
