import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLocalObjectStore } from '../platform/storage/local-store';
import { catalogObjectKey, copyShopifyImage, mirrorShopifyImages, shopifyImageKey } from './cdn-images';

const PUBLISHED = ['1024.avif', '1024.webp', '320.avif', '320.webp', '640.avif', '640.webp', 'master.png'];

describe('copying product images from Shopify’s CDN', () => {
  let dir: string;
  let store: ReturnType<typeof createLocalObjectStore>;
  const asked: string[] = [];
  let answer: () => Response = () => new Response(null, { status: 404 });
  const fetchImpl: typeof fetch = async (input) => {
    asked.push(input instanceof Request ? input.url : input.toString());
    return answer();
  };
  const copy = (url: string) => copyShopifyImage(url, { store, fetchImpl });
  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'kaarigar-cdn-'));
    store = createLocalObjectStore(join(dir, 'objects'));
  });
  afterAll(() => rm(dir, { recursive: true, force: true }));

  it('copies an image from cdn.shopify.com into the object store as a 1024-pixel master and the published sizes', async () => {
    const png = await sharp({ create: { width: 800, height: 600, channels: 3, background: '#336699' } })
      .png()
      .toBuffer();
    answer = () => new Response(png, { headers: { 'content-type': 'image/png' } });
    const url = 'https://cdn.shopify.com/s/files/1/mug.png?v=1';
    const key = await copy(url);
    expect(key).toBe(shopifyImageKey(url));
    expect((await readdir(join(dir, 'objects', 'catalog', key))).sort()).toStrictEqual(PUBLISHED);
    const stored = await store.get(catalogObjectKey(key, '640.avif'));
    expect(stored?.contentType).toBe('image/avif');
    const master = await sharp((await store.get(catalogObjectKey(key, 'master.png')))?.body).metadata();
    expect([master.width, master.height]).toStrictEqual([1024, 1024]);
    const count = asked.length;
    await copy(url);
    expect(asked.length).toBe(count);
  });

  it.each([
    ['another host', 'https://images.example.com/mug.png'],
    ['a look-alike host', 'https://cdn.shopify.com.example.net/mug.png'],
    ['plain http', 'http://cdn.shopify.com/s/files/mug.png'],
    ['another port', 'https://cdn.shopify.com:8443/s/files/mug.png'],
    ['credentials in the URL', 'https://user@cdn.shopify.com/s/files/mug.png'],
  ])('refuses %s without asking it', async (_, url) => {
    const count = asked.length;
    await expect(copy(url)).rejects.toThrow(/not on https:\/\/cdn\.shopify\.com/);
    expect(asked.length).toBe(count);
  });

  it('does not follow a redirect, and refuses what is not a picture or is too big', async () => {
    answer = () => new Response(null, { status: 302, headers: { location: 'http://169.254.169.254/' } });
    await expect(copy('https://cdn.shopify.com/s/files/a.png')).rejects.toThrow(/302 \(a redirect: not followed\)/);
    answer = () => new Response('<html>hello</html>', { headers: { 'content-type': 'image/png' } });
    await expect(copy('https://cdn.shopify.com/s/files/b.png')).rejects.toThrow();
    answer = () => new Response('x', { headers: { 'content-length': String(50 * 1024 * 1024) } });
    await expect(copy('https://cdn.shopify.com/s/files/c.png')).rejects.toThrow(/larger than/);
  });

  it('mirrors stored images into a server’s own folder once, and names one the store does not hold', async () => {
    const png = await sharp({ create: { width: 64, height: 64, channels: 3, background: '#aa5500' } })
      .png()
      .toBuffer();
    answer = () => new Response(png, { headers: { 'content-type': 'image/png' } });
    const key = await copy('https://cdn.shopify.com/s/files/1/board.png?v=2');
    const folder = join(dir, 'server-b');
    const absent = shopifyImageKey('https://cdn.shopify.com/s/files/1/never-synced.png');
    const warned: string[] = [];
    const mirror = () => mirrorShopifyImages(store, folder, [key, absent, 'seeded-mug-1', key], (m) => warned.push(m));
    expect(await mirror()).toBe(1);
    expect((await readdir(join(folder, key))).filter((f) => !f.startsWith('.')).sort()).toStrictEqual(PUBLISHED);
    expect(await readFile(join(folder, key, '640.webp'))).toStrictEqual(
      (await store.get(catalogObjectKey(key, '640.webp')))?.body,
    );
    expect(warned).toStrictEqual([expect.stringContaining(`image ${absent} is not in the object store`)]);
    expect(await mirror()).toBe(0);
  });
});
