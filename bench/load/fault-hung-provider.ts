import { randomBytes } from 'node:crypto';
import { fakePng, openAiSuccess, startFakeOpenAi } from '../../src/server/previews/openai/testing/fake-openai-server';
import type { FaultResult } from './fault-postgres-restart';
import { startServer } from './processes';
import { check, firstNameplate, previewNameplate } from './store-api';

const TIMEOUT_MS = 3000;
/** "Fails within ~3-5 s": the timeout plus a little slack for the request around it. */
const FAIL_WITHIN_MS = 5500;

/**
 * (b) The AI provider hangs. With PREVIEW_TIMEOUT_MS=3000 and no fallback the preview call ends
 * with a 502 and success:false (the shopper sees "Generation Failed"); once the provider answers
 * again, the shopper's next try with the same text succeeds. Run twice: rendering in the server
 * process (no Redis), and through the Redis queue as deployed (docs/deploy.md).
 */
export async function hungProviderFault(env: { DATABASE_URL: string; REDIS_URL: string }): Promise<FaultResult> {
  const fake = await startFakeOpenAi({ apiKey: 'sk-test' });
  const success = openAiSuccess(await fakePng());
  const figures: string[] = [];
  let ok = true;
  try {
    for (const mode of ['in-process', 'queue'] as const) {
      console.log(
        `\n(b) AI provider hangs, renders ${mode === 'queue' ? 'through the Redis queue' : 'in the server process'}`,
      );
      fake.reply('hang');
      const server = await startServer(`hung-${mode}`, {
        DATABASE_URL: env.DATABASE_URL,
        REDIS_URL: mode === 'queue' ? env.REDIS_URL : '',
        PREVIEW_PROVIDER: 'openai',
        OPENAI_API_KEY: 'sk-test',
        OPENAI_BASE_URL: fake.baseUrl,
        PREVIEW_TIMEOUT_MS: String(TIMEOUT_MS),
        PREVIEW_FALLBACK: 'none',
        PREVIEW_RATE_LIMIT: '100000',
        CART_RATE_LIMIT: '100000',
        EVENT_RATE_LIMIT: '100000',
        ORDER_RATE_LIMIT: '100000',
        ORDER_PHONE_RATE_LIMIT: '100000',
      });
      const board = await firstNameplate(server.baseUrl);
      const name = `Hang ${randomBytes(2).toString('hex')}`;
      const before = fake.received.length;
      const failed = await previewNameplate(server.baseUrl, name, board.imageUrl);
      const failedOk = failed.status === 502 && failed.body?.success === false && failed.ms <= FAIL_WITHIN_MS;
      ok =
        check(
          `${mode}: the hung preview fails fast with 502 and success:false`,
          failedOk,
          `${failed.status} after ${failed.ms.toFixed(0)} ms, "${failed.body?.error ?? ''}", provider called ${fake.received.length - before}x`,
        ) && ok;

      fake.reply(success);
      // The shopper presses "try again" with the same text; report a few tries so a stuck state shows.
      const tries: string[] = [];
      let firstRetryOk = false;
      for (let attempt = 1; attempt <= 3; attempt++) {
        const retry = await previewNameplate(server.baseUrl, name, board.imageUrl);
        if (attempt === 1)
          firstRetryOk = retry.status === 200 && retry.body?.success === true && Boolean(retry.body.imageUrl);
        tries.push(
          `try ${attempt}: ${retry.status} in ${retry.ms.toFixed(0)} ms${retry.status === 200 ? '' : ` "${retry.body?.error ?? ''}"`}`,
        );
        if (retry.status === 200) break;
      }
      ok = check(`${mode}: the next try succeeds once the provider answers`, firstRetryOk, tries.join('; ')) && ok;
      figures.push(
        `${mode}: failed in ${(failed.ms / 1000).toFixed(1)} s (${failed.status}), retry ${firstRetryOk ? 'OK' : 'FAILED'}`,
      );
      await server.stop();
    }
  } finally {
    await fake.close();
  }
  return { ok, figures: figures.join('; ') };
}
