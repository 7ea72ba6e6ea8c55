import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { AppConfig } from '../config';
import { createLocalObjectStore } from '../storage/local-store';
import { createS3ObjectStore } from '../storage/s3-store';
import type { ObjectStore } from '../storage/types';

declare module 'fastify' {
  interface FastifyInstance {
    objectStore: ObjectStore;
  }
}

export default fp(
  async function storage(app: FastifyInstance, opts: { config: AppConfig }) {
    const { config } = opts;
    const store =
      config.STORAGE_DRIVER === 's3'
        ? createS3ObjectStore({
            bucket: config.S3_BUCKET ?? '',
            endpoint: config.S3_ENDPOINT,
            region: config.S3_REGION,
            accessKeyId: config.S3_ACCESS_KEY_ID ?? '',
            secretAccessKey: config.S3_SECRET_ACCESS_KEY ?? '',
          })
        : createLocalObjectStore(config.objectDir);
    app.decorate('objectStore', store);
  },
  { name: 'storage' },
);
