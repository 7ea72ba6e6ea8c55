import { readFile } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { previewResponseSchema } from '../../../contracts/previews';
import type { Product } from '../../../contracts/products';
import { CLEAR_FACE_HINT } from '../../previews/caricature/caricature';
import { createPreviewService, type PreviewServiceHandle } from '../../previews/create-preview-service';
import { removeRedisKeysUnder, testRedisPrefix } from '../../testing/redis-prefix';
import { buildTestApp, type TestApp } from '../../testing/test-app';

const fixture = (name: string) =>
  readFile(new URL(`../../previews/caricature/fixtures/${name}.png`, import.meta.url)).then((b) =>
    b.toString('base64'),
  );

/** Issue 14: a photo with no person or pet is still styled, and the shopper is told why it may look plain. */
describe('the mug preview notice', { timeout: 120_000 }, () => {
  let t: TestApp;
  let mug: Product;
  beforeAll(async () => {
    t = await buildTestApp({ name: 'pglite' });
    mug = t.app.catalog.list('Mugs')[0]!;
  });
  afterAll(async () => t?.close());

  const generate = async (photo: string) => {
    const upload = await t.app.inject({
      method: 'POST',
      url: '/api/products/upload-user-image',
      payload: { imageBase64: await fixture(photo), filename: `${photo}.png` },
    });
    const userImageUrl = upload.json<{ imageUrl: string }>().imageUrl;
    const body = { productImageUrl: mug.images[0]!.url, userImageUrl, caption: 'Chai time', caricatureStyle: 'ghibli' };
    const ask = async () => {
      const res = await t.app.inject({ method: 'POST', url: '/api/products/customize/mug', payload: body });
      expect(res.statusCode).toBe(200);
      return previewResponseSchema.parse(res.json());
    };
    return { fresh: await ask(), repeat: await ask() };
  };

  it('tells the shopper a clear face works best when the cup photo has no one in it, fresh and cached', async () => {
    const { fresh, repeat } = await generate('coffee');
    expect(fresh.success).toBe(true);
    // Drawn from the shopper's photo: a signed link to a preview named so (issue 39).
    expect(fresh.imageUrl).toMatch(/^\/objects\/ai-generated\/photo-[0-9a-f]{40}\.webp\?e=\d+&s=[\w-]+$/);
    expect(fresh.notice).toBe(CLEAR_FACE_HINT);
    expect(CLEAR_FACE_HINT).toMatch(/clear face/);
    expect(repeat).toEqual(fresh);
    // The sidecar holding the notice is not served as an object.
    const sidecar = fresh.imageUrl!.split('?')[0]!.replace(/\.webp$/, '.json');
    expect((await t.app.inject({ method: 'GET', url: sidecar })).statusCode).toBe(404);
  });

  it('says nothing extra for the portrait, fresh and cached', async () => {
    const { fresh, repeat } = await generate('astronaut');
    expect(fresh.success).toBe(true);
    // Drawn from the shopper's photo: a signed link to a preview named so (issue 39).
    expect(fresh.imageUrl).toMatch(/^\/objects\/ai-generated\/photo-[0-9a-f]{40}\.webp\?e=\d+&s=[\w-]+$/);
    expect(fresh).not.toHaveProperty('notice');
    expect(repeat).toEqual(fresh);
  });

  it('keeps the notice when the result is rendered by the job seam and answered again from storage', async () => {
    const photoKey = 'uploads/notice-test-coffee.webp';
    await t.app.objectStore.put(photoKey, Buffer.from(await fixture('coffee'), 'base64'), 'image/png');
    const job = {
      kind: 'mug' as const,
      imageKey: t.app.catalog.findImageByUrl(mug.images[0]!.url)!.key,
      userImageKey: photoKey,
      caption: 'Seam',
      style: 'pixar' as const,
    };
    const first = await t.app.previews.preview(job);
    expect(first).toMatchObject({ cached: false, notice: CLEAR_FACE_HINT });
    const again = await t.app.previews.preview(job);
    expect(again).toEqual({ ...first, cached: true });
  });
});

/** The same through the shared queue: a server that only enqueues, a worker that renders. */
describe.runIf(process.env.TEST_REDIS_URL)('the mug preview notice through BullMQ', { timeout: 120_000 }, () => {
  let t: TestApp;
  // The production queue name under a REDIS_KEY_PREFIX of the test's own.
  const shop = testRedisPrefix();
  const handles: PreviewServiceHandle[] = [];
  beforeAll(async () => {
    t = await buildTestApp({ name: 'pglite' });
  });
  afterAll(async () => {
    await Promise.all(handles.map((h) => h.close()));
    expect(await removeRedisKeysUnder(process.env.TEST_REDIS_URL!, shop)).toEqual([]);
    await t?.close();
  });

  it('answers the notice the worker stored, fresh and cached', async () => {
    const config = { ...t.config, REDIS_URL: process.env.TEST_REDIS_URL, REDIS_KEY_PREFIX: shop };
    const deps = { store: t.app.objectStore, catalog: t.app.catalog, log: { warn: () => undefined } };
    const server = await createPreviewService(config, deps, { consume: false });
    handles.push(server, await createPreviewService(config, deps, { consume: true }));
    const photoKey = 'uploads/notice-queue-coffee.webp';
    await t.app.objectStore.put(photoKey, Buffer.from(await fixture('coffee'), 'base64'), 'image/png');
    const mug = t.app.catalog.list('Mugs')[0]!;
    const job = {
      kind: 'mug' as const,
      imageKey: t.app.catalog.findImageByUrl(mug.images[0]!.url)!.key,
      userImageKey: photoKey,
      caption: 'Queued',
      style: 'disney' as const,
    };
    const first = await server.service.preview(job);
    expect(first).toMatchObject({ cached: false, notice: CLEAR_FACE_HINT });
    expect(await server.service.preview(job)).toEqual({ ...first, cached: true });
  });
});
