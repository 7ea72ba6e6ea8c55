import { randomUUID } from 'node:crypto';
import type { Redis } from 'ioredis';

/**
 * Which server runs a periodic task this time (issue 40): the first to claim a task's name holds
 * it for the claimed time, and the others skip their runs until it lapses. Nothing releases a
 * claim early: a run claims its whole period, so the fleet runs the task once a period, and a
 * server that stops mid-run leaves a claim that lapses on its own.
 */
export interface RunLock {
  /** True when this server may run `name` now (and holds it for `forMs`); false when another does. */
  claim(name: string, forMs: number): Promise<boolean>;
}

/** Claims in Redis (`SET key NX PX`), shared by every server of the shop. */
export function redisRunLock(redis: Pick<Redis, 'set'>, keyPrefix: string): RunLock {
  const holder = randomUUID();
  return {
    async claim(name, forMs) {
      const answer = await redis.set(`${keyPrefix}${name}`, holder, 'PX', Math.max(1, Math.round(forMs)), 'NX');
      return answer === 'OK';
    },
  };
}
