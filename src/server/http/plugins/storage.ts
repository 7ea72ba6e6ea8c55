import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { AppConfig } from '../../platform/config';
import { sessionSecret } from '../../platform/auth/session-secret';
import { createObjectStore } from '../../platform/storage/create-object-store';
import { createPhotoLinks, type PhotoLinks } from '../../platform/storage/photo-links';
import type { ObjectStore } from '../../platform/storage/types';

declare module 'fastify' {
  interface FastifyInstance {
    objectStore: ObjectStore;
    /** Short-lived signed links to shopper uploads (issue 39 item 13). */
    photoLinks: PhotoLinks;
  }
}

export default fp(
  async function storage(app: FastifyInstance, opts: { config: AppConfig }) {
    app.decorate('objectStore', createObjectStore(opts.config));
    app.decorate('photoLinks', createPhotoLinks(sessionSecret(opts.config.SESSION_SECRET, opts.config.dataDir)));
  },
  { name: 'storage' },
);
