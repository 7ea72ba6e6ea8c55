import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { previewResponseSchema } from '../../../contracts/previews';
import type { Product } from '../../../contracts/products';
import { buildTestApp, type TestApp } from '../../testing/test-app';

async function photoBase64(withGps = false): Promise<string> {
  let img = sharp({
    create: { width: 640, height: 480, channels: 3, background: { r: 200, g: 120, b: 60 } },
  }).composite([
    { input: Buffer.from('<svg width="640" height="480"><circle cx="320" cy="240" r="150" fill="#2a6"/></svg>') },
  ]);
  if (withGps)
    img = img.withExif({
      IFD0: { Make: 'SpyCam', Model: 'GPS-1' },
      IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '18/1 31/1 0/1' },
    });
  return (await img.jpeg().toBuffer()).toString('base64');
}

describe('preview and upload API', () => {
  let t: TestApp;
  let mug: Product;
  let board: Product;
  let kids: Product;
  beforeAll(async () => {
    t = await buildTestApp({ name: 'pglite' });
    mug = t.app.catalog.list('Mugs')[0]!;
    board = t.app.catalog.list('Nameplates')[0]!;
    kids = t.app.catalog.list('Kids Buntings')[0]!;
  });
  afterAll(async () => t?.close());

  const post = (url: string, payload: unknown) =>
    t.app.inject({ method: 'POST', url: `/api/products/${url}`, payload: payload as object });

  it('renders a name board preview, stores it and answers the same request from storage', async () => {
    const body = {
      name: 'Sharma Niwas',
      houseNumber: 'B-12',
      productImageUrl: board.images[0]!.url,
      prompt: 'brass lettering',
    };
    const first = await post('customize/nameplate', body);
    expect(first.statusCode).toBe(200);
    const { success, imageUrl } = previewResponseSchema.parse(first.json());
    expect(success).toBe(true);
    expect(imageUrl).toMatch(/^\/objects\/ai-generated\/[0-9a-f]{40}\.webp$/);
    const image = await t.app.inject({ method: 'GET', url: imageUrl! });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/webp');
    expect(image.headers['cache-control']).toContain('immutable');
    const started = Date.now();
    const again = await post('customize/nameplate', body);
    expect(again.json().imageUrl).toBe(imageUrl);
    expect(Date.now() - started).toBeLessThan(1000);
  });

  it('enforces the spec limits on the server too', async () => {
    const long = await post('customize/nameplate', {
      name: 'x'.repeat(21),
      houseNumber: '',
      productImageUrl: board.images[0]!.url,
    });
    expect(long.statusCode).toBe(400);
    expect(long.json().error).toContain('Name must be at most 20 characters');
    const house = await post('customize/nameplate', {
      name: 'A',
      houseNumber: '12345678901',
      productImageUrl: board.images[0]!.url,
    });
    expect(house.json().error).toContain('House number must be at most 10 characters');
    const child = await post('customize/kids', { childName: 'x'.repeat(13), productImageUrl: kids.images[0]!.url });
    expect(child.json().error).toContain('Child name must be at most 12 characters');
    const empty = await post('customize/nameplate', {
      name: ' ',
      houseNumber: '',
      productImageUrl: board.images[0]!.url,
    });
    expect(empty.statusCode).toBe(400);
  });

  it('renders a kids preview', async () => {
    const res = await post('customize/kids', { childName: 'Aarav', productImageUrl: kids.images[0]!.url });
    expect(res.statusCode).toBe(200);
    expect(res.json().imageUrl).toMatch(/^\/objects\/ai-generated\//);
  });

  it('refuses product images that are not ours, without fetching them', async () => {
    for (const productImageUrl of [
      'https://169.254.169.254/latest/meta-data',
      'http://127.0.0.1:5432/',
      'file:///etc/passwd',
      '/images/catalog/../../package.json',
      '/objects/uploads/whatever.webp',
    ]) {
      const res = await post('customize/nameplate', { name: 'A', productImageUrl });
      expect(res.statusCode, productImageUrl).toBe(400);
      expect(res.json().error).toBe('productImageUrl must be one of our product images');
    }
  });

  it('uploads a photo: sniffed, re-encoded, EXIF and GPS stripped, stored under a random id', async () => {
    const res = await post('upload-user-image', {
      imageBase64: `data:image/jpeg;base64,${await photoBase64(true)}`,
      filename: 'holiday.jpg',
    });
    expect(res.statusCode).toBe(200);
    const { imageUrl } = res.json<{ imageUrl: string }>();
    // A short-lived signed link to it (issue 39): the photo is the shopper's, not public.
    expect(imageUrl).toMatch(/^\/objects\/uploads\/[\w-]{22}\.webp\?e=\d+&s=[\w-]+$/);
    const stored = await t.app.inject({ method: 'GET', url: imageUrl });
    const meta = await sharp(stored.rawPayload).metadata();
    expect(meta.format).toBe('webp');
    expect(meta.exif).toBeUndefined();
  });

  it('refuses non-images whatever their name, bad base64, bombs and oversized bodies', async () => {
    const html = await post('upload-user-image', {
      imageBase64: Buffer.from('<html><script>alert(1)</script></html>').toString('base64'),
      filename: 'cat.jpg',
    });
    expect(html.statusCode).toBe(415);
    const notBase64 = await post('upload-user-image', { imageBase64: '%%%not base64%%%' });
    expect(notBase64.statusCode).toBe(400);
    // 10000 x 10000 pixels of one colour compress to almost nothing but would decode to 300 MB.
    const bomb = await sharp({ create: { width: 10_000, height: 10_000, channels: 3, background: '#fff' } })
      .png({ compressionLevel: 9 })
      .toBuffer();
    const bombRes = await post('upload-user-image', { imageBase64: bomb.toString('base64') });
    expect(bombRes.statusCode).toBe(413);
    expect(bombRes.json().error).toContain('too many pixels');
    const huge = await post('upload-user-image', { imageBase64: 'A'.repeat(15 * 1024 * 1024) });
    expect(huge.statusCode).toBe(413);
    expect(huge.json().error).toBe('The request is too large');
  });

  it('makes a mug preview from an uploaded photo, in each style, and from inline base64', async () => {
    const upload = await post('upload-user-image', { imageBase64: await photoBase64() });
    const userImageUrl = upload.json<{ imageUrl: string }>().imageUrl;
    const urls = new Set<string>();
    for (const caricatureStyle of ['ghibli', 'disney', 'pixar', 'oil-painting']) {
      const res = await post('customize/mug', {
        productImageUrl: mug.images[0]!.url,
        userImageUrl,
        caption: 'Best Dad',
        caricatureStyle,
      });
      expect(res.statusCode, caricatureStyle).toBe(200);
      urls.add(res.json().imageUrl as string);
    }
    expect(urls.size).toBe(4);
    const inline = await post('customize/mug', {
      productImageUrl: mug.images[0]!.url,
      userImageBase64: await photoBase64(),
    });
    expect(inline.statusCode).toBe(200);
  });

  it('asks for a photo first and refuses photos that are not our uploads', async () => {
    const none = await post('customize/mug', { productImageUrl: mug.images[0]!.url, caption: 'Hi' });
    expect(none.statusCode).toBe(400);
    expect(none.json().error).toBe('Please upload an image first');
    const foreign = await post('customize/mug', {
      productImageUrl: mug.images[0]!.url,
      userImageUrl: 'https://evil.example/x.webp',
    });
    expect(foreign.statusCode).toBe(400);
    const style = await post('customize/mug', {
      productImageUrl: mug.images[0]!.url,
      userImageUrl: '/objects/uploads/abcdefghijkl.webp',
      caricatureStyle: 'cubism',
    });
    expect(style.statusCode).toBe(400);
  });

  it('serves no object outside the store', async () => {
    for (const url of [
      '/objects/../package.json',
      '/objects/uploads/..%2f..%2fpackage.json',
      '/objects/ai-generated/nothere0000000000000000000000000000000000.webp',
    ]) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(404);
    }
  });
});

describe('preview rate limit', () => {
  it('limits each IP per minute on the costly calls', async () => {
    const t = await buildTestApp({ name: 'pglite' }, { PREVIEW_RATE_LIMIT: 3 });
    try {
      const board = t.app.catalog.list('Nameplates')[0]!;
      const codes: number[] = [];
      for (let i = 0; i < 5; i++) {
        const res = await t.app.inject({
          method: 'POST',
          url: '/api/products/customize/nameplate',
          payload: { name: `N${i}`, productImageUrl: board.images[0]!.url },
        });
        codes.push(res.statusCode);
        if (res.statusCode === 429)
          expect(res.json()).toMatchObject({ success: false, error: expect.stringContaining('Too many requests') });
      }
      expect(codes).toEqual([200, 200, 200, 429, 429]);
      // A client that writes its own X-Forwarded-For is not a trusted proxy: it stays one IP.
      const spoofed: number[] = [];
      for (let i = 0; i < 5; i++) {
        const res = await t.app.inject({
          method: 'POST',
          url: '/api/products/customize/nameplate',
          remoteAddress: '203.0.113.9',
          headers: { 'x-forwarded-for': `198.51.100.${i}` },
          payload: { name: `S${i}`, productImageUrl: board.images[0]!.url },
        });
        spoofed.push(res.statusCode);
      }
      expect(spoofed).toEqual([200, 200, 200, 429, 429]);
    } finally {
      await t.close();
    }
  });
});
