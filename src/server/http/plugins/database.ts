import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { AppConfig } from '../../platform/config';
import type { Database, DatabaseHandle } from '../../platform/db/client';
import { createDatabase } from '../../platform/db/create-database';

declare module 'fastify' {
  interface FastifyInstance {
    db: Database;
    dbKind: DatabaseHandle['kind'];
    /** PostgreSQL's pool figures for the metrics; undefined on PGlite. */
    dbPoolStats: DatabaseHandle['poolStats'];
  }
}

/**
 * Opens the database (PGlite or PostgreSQL), applies migrations, closes it on shutdown. A `lent`
 * database is used as it is and left open: whoever lent it closes it.
 */
export default fp(
  async function database(
    app: FastifyInstance,
    opts: { config: AppConfig; pgliteDir?: string; lent?: DatabaseHandle },
  ) {
    const handle = opts.lent ?? (await createDatabase(opts.config, opts.pgliteDir));
    app.decorate('db', handle.db);
    app.decorate('dbKind', handle.kind);
    app.decorate('dbPoolStats', handle.poolStats);
    if (!opts.lent) app.addHook('onClose', async () => handle.close());
  },
  { name: 'database' },
);
