import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  fakePng,
  openAiSuccess,
  startFakeOpenAi,
  type FakeOpenAi,
} from '../../previews/openai/testing/fake-openai-server';
import { buildTestApp, type TestApp } from '../../testing/test-app';

/** The AI provider chosen by env, end to end through the preview route, against a local OpenAI. */
describe('previews with PREVIEW_PROVIDER=openai', () => {
  let openai: FakeOpenAi;
  beforeAll(async () => {
    openai = await startFakeOpenAi({ apiKey: 'sk-test-key' });
  });
  afterAll(async () => openai?.close());

  // A short deadline where the hang is what is tested; the compositor's first render after a failed
  // call (fonts loaded once per process) can take longer than that on a busy CI machine.
  const withApp = async (fallback: 'compositor' | 'none', run: (t: TestApp) => Promise<void>, timeoutMs = 1500) => {
    const t = await buildTestApp(
      { name: 'pglite' },
      {
        PREVIEW_PROVIDER: 'openai',
        OPENAI_API_KEY: 'sk-test-key',
        OPENAI_BASE_URL: openai.baseUrl,
        PREVIEW_TIMEOUT_MS: timeoutMs,
        PREVIEW_FALLBACK: fallback,
      },
    );
    try {
      await run(t);
    } finally {
      await t.close();
    }
  };
  const board = (t: TestApp, name: string) => ({
    name,
    houseNumber: '7',
    productImageUrl: t.app.catalog.list('Nameplates')[0]!.images[0]!.url,
  });

  it('sends the product image and the shopper text to the image edit API', async () => {
    openai.reply(openAiSuccess(await fakePng()));
    const before = openai.received.length;
    await withApp('none', async (t) => {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/products/customize/nameplate',
        payload: board(t, 'Kapoor Kutir'),
      });
      expect(res.statusCode).toBe(200);
      expect(res.json().imageUrl).toMatch(/^\/objects\/ai-generated\//);
    });
    expect(openai.received.length).toBe(before + 1);
    expect(JSON.stringify(openai.received.at(-1))).toContain('Kapoor Kutir');
  });

  it('a hanging provider fails within the timeout, and the next try can succeed', async () => {
    await withApp('none', async (t) => {
      openai.reply('hang');
      const started = Date.now();
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/products/customize/nameplate',
        payload: board(t, 'Hang House'),
      });
      expect(res.statusCode).toBe(502);
      expect(res.json()).toMatchObject({ success: false, error: 'The preview took too long. Please try again.' });
      expect(Date.now() - started).toBeLessThan(5000);
      openai.reply(openAiSuccess(await fakePng()));
      const retry = await t.app.inject({
        method: 'POST',
        url: '/api/products/customize/nameplate',
        payload: board(t, 'Hang House'),
      });
      expect(retry.statusCode).toBe(200);
    });
  });

  it('falls back to the compositor when so configured', async () => {
    await withApp(
      'compositor',
      async (t) => {
        openai.reply({ status: 500, json: { error: { message: 'server error', type: 'server_error', code: null } } });
        const res = await t.app.inject({
          method: 'POST',
          url: '/api/products/customize/nameplate',
          payload: board(t, 'Fallback Home'),
        });
        expect(res.statusCode).toBe(200);
        expect(res.json().imageUrl).toMatch(/^\/objects\/ai-generated\//);
      },
      20_000,
    );
  });
});
