import type { FaultResult } from './fault-postgres-restart';
import { sleep, startServer, startWorker, tempDataDir } from './processes';
import { startSlowOpenAi } from './slow-openai';
import { check, firstNameplate, previewNameplate, request } from './store-api';

const RENDER_DELAY_MS = 4000;

/**
 * (c) A preview worker SIGKILLed while it holds a job (its render takes 4 s at a slow provider):
 * a new worker must get the job back (BullMQ stalled-job recovery, lock 30 s in
 * startPreviewWorker) and the shopper's request must still end with the preview.
 */
export async function workerKillFault(env: { DATABASE_URL: string; REDIS_URL: string }): Promise<FaultResult> {
  console.log('\n(c) preview worker killed mid-job');
  const slow = await startSlowOpenAi(RENDER_DELAY_MS);
  try {
    const shared = {
      DATABASE_URL: env.DATABASE_URL,
      REDIS_URL: env.REDIS_URL,
      // Stands in for the bucket the server and the workers share.
      DATA_DIR: tempDataDir('worker-kill-objects'),
      PREVIEW_PROVIDER: 'openai',
      OPENAI_API_KEY: 'sk-test',
      OPENAI_BASE_URL: slow.baseUrl,
      PREVIEW_FALLBACK: 'none',
      PREVIEW_RATE_LIMIT: '100000',
      CART_RATE_LIMIT: '100000',
      EVENT_RATE_LIMIT: '100000',
      ORDER_RATE_LIMIT: '100000',
      ORDER_PHONE_RATE_LIMIT: '100000',
    };
    const server = await startServer('kill-server', { ...shared, PREVIEW_EMBEDDED_WORKER: 'false' });
    const first = await startWorker('worker-1', shared);
    const board = await firstNameplate(server.baseUrl);

    const asked = Date.now();
    const pending = previewNameplate(server.baseUrl, 'Killed Worker', board.imageUrl);
    for (let i = 0; i < 200 && slow.received.length === 0; i++) await sleep(50);
    if (slow.received.length === 0) throw new Error('worker-1 never called the provider');
    await sleep(500);
    const killedAt = Date.now();
    await first.stop('SIGKILL');
    const second = await startWorker('worker-2', shared);
    const secondReadyMs = Date.now() - killedAt;
    const answer = await pending;
    const answeredAt = Date.now();
    const image = answer.body?.imageUrl
      ? await request<unknown>(`${server.baseUrl}${answer.body.imageUrl}`)
      : undefined;
    const retriedAt = slow.received[1];

    console.log(
      `job picked up ${slow.received[0]! - asked} ms after the request; worker-1 killed ${killedAt - asked} ms after it; worker-2 ready ${secondReadyMs} ms after the kill; ` +
        `job handed to worker-2 ${retriedAt ? `${((retriedAt - killedAt) / 1000).toFixed(1)} s` : 'never'} after the kill; provider called ${slow.received.length}x`,
    );
    const ok = check(
      'the shopper still gets the preview',
      answer.status === 200 && answer.body?.success === true && image?.status === 200,
      `${answer.status} after ${((answeredAt - asked) / 1000).toFixed(1)} s (${((answeredAt - killedAt) / 1000).toFixed(1)} s after the kill)${answer.status === 200 ? '' : ` "${answer.body?.error ?? answer.networkError ?? ''}"`}`,
    );
    if (answer.status !== 200) {
      // Not part of the verdict: whether the job finished after the server stopped waiting, so a new try is a cache hit.
      for (let i = 0; i < 100 && slow.received.length < 2; i++) await sleep(100);
      await sleep(RENDER_DELAY_MS + 1000);
      const again = await previewNameplate(server.baseUrl, 'Killed Worker', board.imageUrl);
      console.log(`NOTE  the shopper's next try: ${again.status} in ${again.ms.toFixed(0)} ms`);
    }
    await Promise.all([server.stop(), second.stop()]);
    return {
      ok,
      figures: `recovered ${retriedAt ? `${((retriedAt - killedAt) / 1000).toFixed(1)} s` : 'never'} after the kill, answer ${answer.status} after ${((answeredAt - asked) / 1000).toFixed(1)} s`,
    };
  } finally {
    await slow.close();
  }
}
