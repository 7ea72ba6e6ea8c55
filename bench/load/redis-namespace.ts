import { Redis } from 'ioredis';

/** The machine's Redis; each run claims one of its numbered databases. */
const REDIS_BASE_URL = process.env.LOAD_REDIS_URL ?? 'redis://127.0.0.1:6379';
const CLAIM_KEY = 'kaarigar-ops-claim';

export interface RedisNamespace {
  url: string;
  db: number;
  release(): Promise<void>;
}

/**
 * An empty numbered Redis database for this run. The queue name and the rate-limit prefix are
 * fixed in the server, so a separate database is what keeps our jobs away from other people's
 * workers and our counters away from theirs (and from the previous run's one-minute window).
 */
export async function claimRedisNamespace(): Promise<RedisNamespace> {
  const candidates = [8, 9, 10, 11, 12, 13, 14, 15].sort(() => Math.random() - 0.5);
  for (const db of candidates) {
    const redis = new Redis(`${REDIS_BASE_URL}/${db}`, { lazyConnect: true, maxRetriesPerRequest: 1 });
    await redis.connect();
    try {
      if ((await redis.dbsize()) !== 0) continue;
      // NX: two runs starting together must not share a database.
      if ((await redis.set(CLAIM_KEY, String(process.pid), 'EX', 3600, 'NX')) !== 'OK') continue;
      return { url: `${REDIS_BASE_URL}/${db}`, db, release: () => emptyClaimed(db) };
    } finally {
      redis.disconnect();
    }
  }
  throw new Error('No empty Redis database among 8-15 to run in');
}

/** Deletes only what our processes write there: the BullMQ queue, the rate-limit counters, the claim. */
async function emptyClaimed(db: number): Promise<void> {
  const redis = new Redis(`${REDIS_BASE_URL}/${db}`, { maxRetriesPerRequest: 1 });
  try {
    for (const pattern of ['bull:kaarigar-previews:*', 'kaarigar-rl-*']) {
      let cursor = '0';
      let rounds = 0;
      do {
        const [next, keys] = await redis.scan(cursor, 'MATCH', pattern, 'COUNT', 500);
        if (keys.length > 0) await redis.del(...keys);
        cursor = next;
      } while (cursor !== '0' && ++rounds < 10_000);
    }
    await redis.del(CLAIM_KEY);
  } finally {
    redis.disconnect();
  }
}
