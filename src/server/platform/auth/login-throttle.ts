import type { Redis } from 'ioredis';

/** Issue 10: 5 failed sign-ins for a username from one IP in 15 minutes lock it for 15 minutes. */
export const LOGIN_MAX_FAILURES = 5;
export const LOGIN_WINDOW_SECONDS = 15 * 60;

export interface LoginThrottle {
  /** Seconds until the key may try again; 0 when it may now. */
  lockedFor(key: string): Promise<number>;
  recordFailure(key: string): Promise<void>;
  reset(key: string): Promise<void>;
}

export const throttleKey = (ip: string, username: string) => `${ip}|${username.trim().toLowerCase()}`;

/** Shared by every server process: the counters live in Redis with their own expiry. */
export class RedisLoginThrottle implements LoginThrottle {
  constructor(
    private readonly redis: Redis,
    /** redisNames(config).loginThrottle: the store's sign-in locks, apart from another shop's. */
    private readonly prefix: string,
  ) {}

  async lockedFor(key: string): Promise<number> {
    const ttl = await this.redis.ttl(`${this.prefix}lock:${key}`);
    return ttl > 0 ? ttl : 0;
  }

  async recordFailure(key: string): Promise<void> {
    const failures = `${this.prefix}fail:${key}`;
    const [[, count]] = (await this.redis
      .multi()
      .incr(failures)
      .expire(failures, LOGIN_WINDOW_SECONDS, 'NX')
      .exec()) as [[unknown, number], [unknown, number]];
    if (count >= LOGIN_MAX_FAILURES) {
      await this.redis.multi().set(`${this.prefix}lock:${key}`, '1', 'EX', LOGIN_WINDOW_SECONDS).del(failures).exec();
    }
  }

  async reset(key: string): Promise<void> {
    await this.redis.del(`${this.prefix}fail:${key}`);
  }
}

/**
 * One process's memory. Without REDIS_URL the store runs as one process (the embedded
 * database allows no other), and the per-IP rate limits already live in memory there too.
 */
export class MemoryLoginThrottle implements LoginThrottle {
  private readonly failures = new Map<string, number[]>();
  private readonly locks = new Map<string, number>();

  constructor(private readonly now: () => number = Date.now) {}

  lockedFor(key: string): Promise<number> {
    const until = this.locks.get(key) ?? 0;
    if (until <= this.now()) this.locks.delete(key);
    return Promise.resolve(Math.max(0, Math.ceil((until - this.now()) / 1000)));
  }

  recordFailure(key: string): Promise<void> {
    const since = this.now() - LOGIN_WINDOW_SECONDS * 1000;
    const recent = (this.failures.get(key) ?? []).filter((t) => t > since);
    recent.push(this.now());
    if (recent.length >= LOGIN_MAX_FAILURES) {
      this.locks.set(key, this.now() + LOGIN_WINDOW_SECONDS * 1000);
      this.failures.delete(key);
    } else {
      this.failures.set(key, recent);
    }
    this.prune(since);
    return Promise.resolve();
  }

  reset(key: string): Promise<void> {
    this.failures.delete(key);
    return Promise.resolve();
  }

  /** Keeps a flood of distinct usernames from growing the maps for ever. */
  private prune(since: number): void {
    if (this.failures.size < 10_000) return;
    for (const [key, times] of this.failures) if (times.every((t) => t <= since)) this.failures.delete(key);
    for (const [key, until] of this.locks) if (until <= this.now()) this.locks.delete(key);
  }
}
