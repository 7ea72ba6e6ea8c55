import type { AppConfig } from '../config';
import { createLocalObjectStore } from './local-store';
import { createS3ObjectStore } from './s3-store';
import type { ObjectStore } from './types';

/** The object store STORAGE_DRIVER names: a folder under DATA_DIR, or an S3-compatible bucket. */
export function createObjectStore(config: AppConfig): ObjectStore {
  return config.STORAGE_DRIVER === 's3'
    ? createS3ObjectStore({
        bucket: config.S3_BUCKET ?? '',
        endpoint: config.S3_ENDPOINT,
        region: config.S3_REGION,
        accessKeyId: config.S3_ACCESS_KEY_ID ?? '',
        secretAccessKey: config.S3_SECRET_ACCESS_KEY ?? '',
      })
    : createLocalObjectStore(config.objectDir);
}
