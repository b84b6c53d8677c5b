import { join } from 'node:path';
import { LocalFolderStorage } from './local-folder.storage.js';
import type { ObjectStorage } from './object-storage.js';
import { S3Storage } from './s3.storage.js';

export * from './object-storage.js';
export { LocalFolderStorage } from './local-folder.storage.js';
export { S3Storage, type S3StorageOptions } from './s3.storage.js';

/** S3 when a bucket is configured, else `DATA_DIR/objects`. */
export function openObjectStorage(
  config: { S3_BUCKET?: string; S3_REGION?: string; S3_ENDPOINT?: string; S3_ACCESS_KEY_ID?: string; S3_SECRET_ACCESS_KEY?: string },
  dataDir: string,
): ObjectStorage {
  if (!config.S3_BUCKET) return new LocalFolderStorage(join(dataDir, 'objects'));
  return new S3Storage({
    bucket: config.S3_BUCKET,
    region: config.S3_REGION ?? 'us-east-1',
    endpoint: config.S3_ENDPOINT,
    accessKeyId: config.S3_ACCESS_KEY_ID,
    secretAccessKey: config.S3_SECRET_ACCESS_KEY,
  });
}
