import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { AppConfig } from '../config';
import { createObjectStore } from '../storage/create-object-store';
import type { ObjectStore } from '../storage/types';

declare module 'fastify' {
  interface FastifyInstance {
    objectStore: ObjectStore;
  }
}

export default fp(
  async function storage(app: FastifyInstance, opts: { config: AppConfig }) {
    app.decorate('objectStore', createObjectStore(opts.config));
  },
  { name: 'storage' },
);
