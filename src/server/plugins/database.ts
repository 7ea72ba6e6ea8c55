import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { AppConfig } from '../config';
import type { Database, DatabaseHandle, PgliteTemplate } from '../db/client';
import { createDatabase } from '../db/create-database';

declare module 'fastify' {
  interface FastifyInstance {
    db: Database;
    dbKind: DatabaseHandle['kind'];
  }
}

/** Opens the database (PGlite or PostgreSQL), applies migrations, closes it on shutdown. */
export default fp(
  async function database(
    app: FastifyInstance,
    opts: { config: AppConfig; pgliteDir?: string; pgliteTemplate?: PgliteTemplate },
  ) {
    const handle = await createDatabase(opts.config, opts.pgliteDir, opts.pgliteTemplate);
    app.decorate('db', handle.db);
    app.decorate('dbKind', handle.kind);
    app.addHook('onClose', async () => handle.close());
  },
  { name: 'database' },
);
