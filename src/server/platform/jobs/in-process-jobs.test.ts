import { describe, expect, it } from 'vitest';
import { DomainError } from '../errors';
import { createJobs } from './create-jobs';

const options = (handler: (name: string) => Promise<void>) => ({
  queueName: 'unused',
  handler,
  parse: (data: unknown) => data as string,
  concurrency: 1,
  consume: false,
});

describe('jobs in this process', () => {
  it('is what createJobs gives without REDIS_URL, and runs the job here, even when not told to consume', async () => {
    const done: string[] = [];
    const jobs = await createJobs(
      {},
      options(async (name) => void done.push(name)),
    );
    expect(jobs.kind).toBe('in-process');
    await jobs.run('a', 'Asha', 1000);
    expect(done).toEqual(['Asha']);
  });

  it('shares one run between identical jobs in flight, and runs a later one afresh', async () => {
    let calls = 0;
    const jobs = await createJobs(
      {},
      options(async () => {
        calls++;
        await new Promise((r) => setTimeout(r, 50));
      }),
    );
    await Promise.all([jobs.run('same', 'x', 1000), jobs.run('same', 'x', 1000)]);
    expect(calls).toBe(1);
    await jobs.run('same', 'x', 1000);
    expect(calls).toBe(2);
  });

  it('passes a domain error back as it was thrown, and waits for running jobs on close', async () => {
    let finished = false;
    const jobs = await createJobs(
      {},
      options(async (name) => {
        if (name === 'bad') throw new DomainError('invalid_input', 'The product image is not one of ours');
        await new Promise((r) => setTimeout(r, 50));
        finished = true;
      }),
    );
    const failure = await jobs.run('bad', 'bad', 1000).catch((err: unknown) => err);
    expect([(failure as DomainError).code, (failure as Error).message]).toEqual([
      'invalid_input',
      'The product image is not one of ours',
    ]);
    const pending = jobs.run('slow', 'slow', 1000);
    await jobs.close();
    expect(finished).toBe(true);
    await pending;
  });
});
