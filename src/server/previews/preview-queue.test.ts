import { randomBytes } from 'node:crypto';
import { afterEach, describe, expect, it } from 'vitest';
import type { Worker } from 'bullmq';
import { PreviewQueue, startPreviewWorker, type QueuedPreview } from './preview-queue';
import { PreviewError } from './types';

const redisUrl = process.env.TEST_REDIS_URL;

const job = (name: string): QueuedPreview => ({
  job: { kind: 'nameplate', imageKey: 'board', name, houseNumber: '' },
  key: `ai-generated/${randomBytes(16).toString('hex')}.webp`,
});

describe.runIf(redisUrl)('preview queue on the real Redis', () => {
  const open: { close(): Promise<void> }[] = [];
  afterEach(async () => {
    await Promise.all(open.splice(0).map((c) => c.close()));
  });
  const setup = async (render: (item: QueuedPreview) => Promise<void>, lockDuration?: number) => {
    const queueName = `kaarigar-test-${randomBytes(6).toString('hex')}`;
    const queue = new PreviewQueue(redisUrl!, queueName);
    await queue.ready();
    const worker = startPreviewWorker(redisUrl!, render, { concurrency: 2, queueName, lockDuration });
    open.push(queue, worker);
    return { queue, worker, queueName };
  };

  it('runs a render on a worker and resolves when it is done', async () => {
    const done: string[] = [];
    const { queue } = await setup(async (item) => {
      done.push(item.key);
    });
    const item = job('Asha');
    await queue.run(item, 10_000);
    expect(done).toEqual([item.key]);
  });

  it('shares one render between identical requests', async () => {
    let calls = 0;
    const { queue } = await setup(async () => {
      calls++;
      await new Promise((r) => setTimeout(r, 200));
    });
    const item = job('Same');
    await Promise.all([queue.run(item, 10_000), queue.run(item, 10_000)]);
    expect(calls).toBe(1);
  });

  it('retries a failed attempt', async () => {
    let calls = 0;
    const { queue } = await setup(async () => {
      calls++;
      if (calls === 1) throw new Error('renderer hiccup');
    });
    await queue.run(job('Retry'), 15_000);
    expect(calls).toBe(2);
  });

  it('passes a failure meant for the shopper back as such, once, and a later try renders afresh', async () => {
    let calls = 0;
    const { queue } = await setup(async () => {
      calls++;
      if (calls === 1) throw new PreviewError('The preview took too long. Please try again.');
    });
    const item = job('Timeout');
    const failure = await queue.run(item, 10_000).catch((err: unknown) => err);
    expect(failure).toBeInstanceOf(PreviewError);
    expect((failure as Error).message).toBe('The preview took too long. Please try again.');
    expect(calls).toBe(1);
    await queue.run(item, 10_000);
    expect(calls).toBe(2);
  });

  it('gives a job from a worker killed mid-render to another worker', async () => {
    let firstStarted: () => void = () => undefined;
    const started = new Promise<void>((r) => (firstStarted = r));
    const { queue, worker, queueName } = await setup(async () => {
      firstStarted();
      await new Promise(() => undefined); // hangs, as a worker would that died mid-job
    }, 1000);
    const item = job('Killed');
    const finished = queue.run(item, 30_000);
    await started;
    await (worker as Worker).close(true);
    const rescued: string[] = [];
    const second = startPreviewWorker(redisUrl!, async (i) => void rescued.push(i.key), {
      concurrency: 1,
      queueName,
      lockDuration: 1000,
    });
    open.push(second);
    await finished;
    expect(rescued).toEqual([item.key]);
  }, 40_000);
});
