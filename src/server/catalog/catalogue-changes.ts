import { sql } from 'drizzle-orm';
import { Redis } from 'ioredis';
import pg from 'pg';
import type { Database } from '../platform/db/client';

/** The channel a catalogue change is announced on in PostgreSQL (one shop's database); Redis names its own (redisNames). */
export const CATALOGUE_CHANNEL = 'catalogue_changed';

export interface CatalogueChanges {
  readonly via: 'redis' | 'postgres' | 'local';
  /** Tells every server and worker (this one included) to read the catalogue again. */
  publish(): Promise<void>;
  close(): Promise<void>;
}

interface Options {
  /** Redis and the channel there (redisNames(config).catalogueChannel), when REDIS_URL is set. */
  redis?: { url: string; channel: string };
  databaseUrl?: string;
  db: Database;
  onChange: () => void;
  warn: (message: string) => void;
}

/**
 * How a change made in the studio reaches every process within a second or two, with no polling:
 * Redis pub/sub when REDIS_URL is set (servers and preview workers share it already), else
 * PostgreSQL's LISTEN/NOTIFY, else nothing to tell (the embedded database is one process's alone).
 * A listener that loses its connection reads the catalogue again once it is back, since a notice
 * sent meanwhile is lost.
 */
export async function createCatalogueChanges(options: Options): Promise<CatalogueChanges> {
  if (options.redis) return redisChanges(options.redis, options);
  if (options.databaseUrl) return postgresChanges(options.databaseUrl, options);
  return { via: 'local', publish: async () => options.onChange(), close: async () => undefined };
}

async function redisChanges(
  { url, channel }: { url: string; channel: string },
  { onChange, warn }: Options,
): Promise<CatalogueChanges> {
  const publisher = new Redis(url, { maxRetriesPerRequest: 1 });
  const subscriber = new Redis(url);
  subscriber.on('message', () => onChange());
  subscriber.on('error', (err: Error) => warn(`catalogue change listener: ${err.message}`));
  // ioredis subscribes again by itself after a reconnect; what was said meanwhile is read now.
  let first = true;
  subscriber.on('ready', () => {
    if (!first) onChange();
    first = false;
  });
  await subscriber.subscribe(channel);
  return {
    via: 'redis',
    publish: async () => void (await publisher.publish(channel, String(Date.now()))),
    close: async () => {
      subscriber.disconnect();
      publisher.disconnect();
    },
  };
}

async function postgresChanges(url: string, { db, onChange, warn }: Options): Promise<CatalogueChanges> {
  let client: pg.Client | undefined;
  let closed = false;
  let retry: NodeJS.Timeout | undefined;
  const listen = async (again: boolean): Promise<void> => {
    const next = new pg.Client({ connectionString: url, connectionTimeoutMillis: 5000 });
    next.on('notification', (msg) => {
      if (msg.channel === CATALOGUE_CHANNEL) onChange();
    });
    next.on('error', (err) => {
      warn(`catalogue change listener: ${err.message}; listening again shortly`);
      reconnect();
    });
    await next.connect();
    await next.query(`LISTEN ${CATALOGUE_CHANNEL}`);
    client = next;
    if (again) onChange();
  };
  const reconnect = () => {
    void client?.end().catch(() => undefined);
    client = undefined;
    if (closed || retry) return;
    retry = setTimeout(() => {
      retry = undefined;
      listen(true).catch(() => reconnect());
    }, 1000);
    retry.unref();
  };
  await listen(false);
  return {
    via: 'postgres',
    publish: async () => void (await db.execute(sql`select pg_notify(${CATALOGUE_CHANNEL}, '')`)),
    close: async () => {
      closed = true;
      clearTimeout(retry);
      await client?.end().catch(() => undefined);
    },
  };
}
