import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { Redis } from 'ioredis';
import type { Database } from '../db/client';
import { appliedMigrationLevel, shippedMigrationLevel } from '../db/migration-level';
import type { ObjectStore } from '../storage/types';
import { NotReady, type ReadinessCheck } from './readiness';

/** Reachable, and migrated to exactly this release's level. */
export function databaseCheck(db: Database): ReadinessCheck {
  return {
    name: 'database',
    async check() {
      try {
        await db.execute(sql`select 1`);
      } catch {
        throw new NotReady('unreachable');
      }
      const applied = await appliedMigrationLevel(db);
      const shipped = shippedMigrationLevel();
      if (applied.when < shipped.when)
        throw new NotReady(`not migrated: ${applied.count} of ${shipped.count} migrations applied`);
      if (applied.when > shipped.when) throw new NotReady('migrated by a newer release than this one');
    },
  };
}

/**
 * Redis answers PING. The probe has a connection of its own that never queues commands while
 * disconnected (a probe must fail fast, not wait) and reconnects by itself after a restart.
 */
export function redisCheck(url: string): ReadinessCheck & { close(): Promise<void> } {
  let client: Redis | undefined;
  return {
    name: 'redis',
    async check() {
      client ??= new Redis(url, {
        lazyConnect: true,
        enableOfflineQueue: false,
        maxRetriesPerRequest: 0,
        connectTimeout: 1_000,
        retryStrategy: (times) => Math.min(times * 200, 2_000),
      });
      if (client.listenerCount('error') === 0) client.on('error', () => undefined);
      if (client.status === 'wait') await client.connect().catch(() => undefined);
      try {
        await client.ping();
      } catch {
        throw new NotReady('unreachable');
      }
    },
    async close() {
      client?.disconnect();
    },
  };
}

/** A probe object written, read back and removed (an unguessable key in the uploads area). */
export function objectStoreCheck(store: ObjectStore): ReadinessCheck {
  return {
    name: 'object store',
    async check() {
      const key = `uploads/readyz-${randomBytes(12).toString('hex')}.png`;
      const body = randomBytes(16);
      try {
        await store.put(key, body, 'image/png');
        const back = await store.get(key);
        if (!back || !back.body.equals(body)) throw new NotReady('not writable: probe read back differently');
      } catch (err) {
        if (err instanceof NotReady) throw err;
        throw new NotReady('not writable');
      } finally {
        await store.delete(key).catch(() => undefined);
      }
    },
  };
}

/** The catalogue is in memory with at least one product. */
export function catalogueCheck(productCount: () => number): ReadinessCheck {
  return {
    name: 'catalogue',
    async check() {
      if (productCount() === 0) throw new NotReady('not loaded');
    },
  };
}
