import { randomBytes } from 'node:crypto';
import { afterEach, describe, expect, it } from 'vitest';
import { redisNames } from '../config';
import { DomainError } from '../errors';
import { PreviewError } from '../../previews/types';
import { createBullJobs } from './bullmq-jobs';
import { redisKeysUnder, removeRedisKeysUnder, testRedisPrefix } from '../../testing/redis-prefix';
import type { Jobs } from './types';

const redisUrl = process.env.TEST_REDIS_URL;

interface Item {
  name: string;
  key: string;
}
const job = (name: string): Item => ({ name, key: `ai-generated/${randomBytes(16).toString('hex')}.webp` });
const parse = (data: unknown) => data as Item;

describe.runIf(redisUrl)('jobs on BullMQ and the real Redis', () => {
  const open: { close(): Promise<void> }[] = [];
  const shops: string[] = [];
  afterEach(async () => {
    await Promise.all(open.splice(0).map((c) => c.close()));
    for (const shop of shops.splice(0)) expect(await removeRedisKeysUnder(redisUrl!, shop)).toEqual([]);
  });
  /**
   * A caller that does not work the queue, and a worker process that does, under a
   * REDIS_KEY_PREFIX of the test's own (a colon inside BullMQ's prefix: shop:bull).
   */
  const setup = async (
    handler: (item: Item) => Promise<void>,
    lockDuration?: number,
    log?: { warn(obj: object, msg: string): void },
  ) => {
    const shop = testRedisPrefix();
    shops.push(shop);
    const redis = { url: redisUrl!, prefix: redisNames({ REDIS_KEY_PREFIX: shop }).queuePrefix };
    const queueName = `kaarigar-test-${randomBytes(6).toString('hex')}`;
    const base = { queueName, handler, parse, concurrency: 2, lockDuration };
    const queue = await createBullJobs<Item>(redis, { ...base, consume: false });
    const worker = await createBullJobs<Item>(redis, { ...base, consume: true, log });
    open.push(queue, worker);
    return { queue, worker, base, redis, shop };
  };
  const run = (queue: Jobs<Item>, item: Item, timeoutMs: number) => queue.run(item.key, item, timeoutMs);

  it("keeps every key the queue makes under the shop's prefix", async () => {
    const done: string[] = [];
    const { queue, base, shop } = await setup(async (item) => void done.push(item.key));
    const item = job('Meera');
    await run(queue, item, 10_000);
    expect(done).toEqual([item.key]);
    expect(await redisKeysUnder(redisUrl!, shop)).toContain(`${shop}:bull:${base.queueName}:meta`);
    expect(await redisKeysUnder(redisUrl!, `bull:${base.queueName}`)).toEqual([]);
  });

  it('runs a job on a worker and resolves when it is done', async () => {
    const done: string[] = [];
    const { queue } = await setup(async (item) => {
      done.push(item.key);
    });
    const item = job('Asha');
    await run(queue, item, 10_000);
    expect(done).toEqual([item.key]);
  });

  it('shares one run between identical jobs', async () => {
    let calls = 0;
    const { queue } = await setup(async () => {
      calls++;
      await new Promise((r) => setTimeout(r, 200));
    });
    const item = job('Same');
    await Promise.all([run(queue, item, 10_000), run(queue, item, 10_000)]);
    expect(calls).toBe(1);
  });

  it('retries a failed attempt', async () => {
    let calls = 0;
    const { queue } = await setup(async () => {
      calls++;
      if (calls === 1) throw new Error('renderer hiccup');
    });
    await run(queue, job('Retry'), 15_000);
    expect(calls).toBe(2);
  });

  it('passes a failure meant for the shopper back as such, code and all, once, and a later try runs afresh', async () => {
    let calls = 0;
    const { queue } = await setup(async () => {
      calls++;
      if (calls === 1) throw new PreviewError('The preview took too long. Please try again.');
      if (calls === 2) throw new DomainError('invalid_input', 'The product image is not one of ours');
    });
    const item = job('Timeout');
    const failure = await run(queue, item, 10_000).catch((err: unknown) => err);
    expect(failure).toBeInstanceOf(DomainError);
    expect((failure as DomainError).code).toBe('upstream_failed');
    expect((failure as Error).message).toBe('The preview took too long. Please try again.');
    expect(calls).toBe(1);
    const refused = await run(queue, item, 10_000).catch((err: unknown) => err);
    expect([(refused as DomainError).code, (refused as Error).message]).toEqual([
      'invalid_input',
      'The product image is not one of ours',
    ]);
    expect(calls).toBe(2);
    await run(queue, item, 10_000);
    expect(calls).toBe(3);
  });

  it('passes every quick refusal back with its words, however fast the worker ends and removes it', async () => {
    // A worker that refuses at once may fail and remove the job before the caller looks it up;
    // the caller then still owes the shopper the refusal, never "Missing key for job".
    const { queue } = await setup(async () => {
      throw new DomainError('invalid_input', 'The product image is not one of ours');
    });
    const answers = await Promise.all(
      Array.from({ length: 4 }, async (_, caller) => {
        const got: string[] = [];
        for (let i = 0; i < 50; i++) {
          const refused = await run(queue, job(`Quick ${caller}-${i}`), 10_000).catch((err: unknown) => err);
          got.push(`${(refused as DomainError).code}: ${(refused as Error).message}`);
        }
        return got;
      }),
    );
    expect(new Set(answers.flat())).toEqual(new Set(['invalid_input: The product image is not one of ours']));
  });

  it("logs why a job failed on the worker, not only the shopper's words (issue 39)", async () => {
    const logged: { obj: object; msg: string }[] = [];
    const reason = new Error('text: invalid value (typically too big) for the size of the input');
    const { queue } = await setup(
      async () => {
        throw new PreviewError('Could not draw this preview. Please try again.', { cause: reason });
      },
      undefined,
      { warn: (obj, msg) => void logged.push({ obj, msg }) },
    );
    const failure = await run(queue, job('Cause'), 10_000).catch((err: unknown) => err);
    expect((failure as Error).message).toBe('Could not draw this preview. Please try again.');
    await expect.poll(() => logged.length).toBe(1);
    const { obj, msg } = logged[0]!;
    expect(msg).toBe('job failed');
    // The logger's error serializer follows `cause` (pino's "caused by"): the renderer's reason is there.
    const err = (obj as { err: Error }).err;
    expect((err.cause as Error).cause).toBe(reason);
  });

  it('gives a job from a worker killed mid-run to another worker', async () => {
    let firstStarted: () => void = () => undefined;
    const started = new Promise<void>((r) => (firstStarted = r));
    const { queue, worker, base, redis } = await setup(async () => {
      firstStarted();
      await new Promise(() => undefined); // hangs, as a worker would that died mid-job
    }, 1000);
    const item = job('Killed');
    const finished = run(queue, item, 30_000);
    await started;
    await worker.abandon();
    const rescued: string[] = [];
    const second = await createBullJobs<Item>(redis, {
      ...base,
      handler: async (i) => void rescued.push(i.key),
      concurrency: 1,
      consume: true,
    });
    open.push(second);
    await finished;
    expect(rescued).toEqual([item.key]);
  }, 40_000);
});
