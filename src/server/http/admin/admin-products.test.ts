import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { RATING_MESSAGE, type StudioProduct } from '../../../contracts/admin-products';
import { TEMPLATE_MESSAGES } from '../../../contracts/template-validity';
import { angledBoardPhoto } from '../../previews/compositor/samples/angled-photos';
import { signInAs, type StaffSession } from '../../testing/admin-kit';
import { buildTestApp, testBackends, type TestApp } from '../../testing/test-app';

const board = {
  title: 'Carved Mango Wood Name Board',
  category: 'Nameplates',
  status: 'draft',
  hsn: '4420',
  gstRate: 12,
  variants: [
    { title: '12 x 8 in', price: '1499.00', available: true, sizeMm: { widthMm: 304.8, heightMm: 203.2 } },
    { title: '18 x 12 in', price: '2199.50', available: true, sizeMm: { widthMm: 457.2, heightMm: 304.8 } },
  ],
};

describe.each(testBackends)('the product studio API on $name', (backend) => {
  let t: TestApp;
  let owner: StaffSession;
  let maker: StaffSession;
  let imageDir: string;
  let photo: Awaited<ReturnType<typeof angledBoardPhoto>>;

  beforeAll(async () => {
    // Uploaded photos are mirrored into the catalogue image folder: this test's own, removed after.
    imageDir = await mkdtemp(join(tmpdir(), 'studio-images-'));
    t = await buildTestApp(backend, { CATALOG_IMAGE_DIR: imageDir, LOG_LEVEL: 'error' });
    owner = await signInAs(t.app, 'studio-owner', 'owner');
    maker = await signInAs(t.app, 'studio-maker', 'maker');
    photo = await angledBoardPhoto('from-left');
  });
  afterAll(async () => {
    await t?.close();
    await rm(imageDir, { recursive: true, force: true });
    await rm(t?.config.dataDir ?? '', { recursive: true, force: true });
  });

  const call = (method: 'GET' | 'POST' | 'PATCH' | 'PUT', url: string, payload?: object, s = owner) =>
    t.app.inject({ method, url, payload, headers: s.headers });
  const count = async () => (await call('GET', '/api/admin/products')).json<{ products: unknown[] }>().products.length;
  const create = async (body: object = board) => {
    const res = await call('POST', '/api/admin/products', body);
    expect(res.statusCode, res.body).toBe(201);
    return res.json<{ product: StudioProduct }>().product;
  };
  const shopperList = async () =>
    (await t.app.inject({ url: '/api/products?category=Nameplates' })).json<{ products: { handle: string }[] }>();

  it('creates a draft no shopper sees, and lists it when published', async () => {
    const product = await create();
    expect(product).toMatchObject({
      handle: 'carved-mango-wood-name-board',
      status: 'draft',
      hsn: '4420',
      gstRate: 12,
    });
    expect(product.variants.map((v) => v.price)).toEqual(['1499.00', '2199.50']);
    expect(JSON.stringify(await shopperList())).not.toContain(product.handle);

    const res = await call('PATCH', `/api/admin/products/${product.id}`, { status: 'active' });
    expect(res.statusCode, res.body).toBe(200);
    const listed = JSON.stringify(await shopperList());
    expect(listed).toContain(product.handle);
    expect(listed).toContain('"hsn":"4420"');
    expect(listed).toContain('"sizeMm":{"widthMm":457.2,"heightMm":304.8}');
  });

  it('refuses a maker and a request without the CSRF token', async () => {
    expect((await call('POST', '/api/admin/products', board, maker)).statusCode).toBe(403);
    const noToken = await t.app.inject({
      method: 'POST',
      url: '/api/admin/products',
      payload: board,
      headers: { cookie: owner.cookie },
    });
    expect(noToken.statusCode).toBe(403);
  });

  it.each([
    ['a negative price', { variants: [{ title: 'One', price: '-5.00', available: true }] }, 'variants.0.price'],
    ['a non-numeric price', { variants: [{ title: 'One', price: 'cheap', available: true }] }, 'variants.0.price'],
    ['HTML in a title', { title: '<script>alert(1)</script> Board' }, 'title'],
    ['a rating above 5', { rating: 5.5 }, 'rating'],
    ['a negative rating', { rating: -1 }, 'rating'],
    ['a rating with three decimals', { rating: 4.555 }, 'rating'],
    ['a rating that is not a number', { rating: '4.5' }, 'rating'],
    [
      'two identical option combinations',
      {
        variants: [
          { title: '12 x 8 in / Mango', price: '1.00', available: true },
          { title: '12 x 8 in /  mango', price: '2.00', available: true },
        ],
      },
      'variants.1.title',
    ],
  ])('refuses %s at its field and saves nothing', async (_what, change, path) => {
    const before = await count();
    const res = await call('POST', '/api/admin/products', { ...board, ...change });
    expect(res.statusCode).toBe(400);
    expect(res.json<{ issues: { path: string }[] }>().issues.map((i) => i.path)).toContain(path);
    expect(await count()).toBe(before);
  });

  it('keeps the rating given on create and on every change, and clears it with null', async () => {
    const product = await create({ ...board, title: 'Rated Board', rating: 4.8 });
    expect(product.rating).toBe(4.8);
    const patch = (rating: number | null) => call('PATCH', `/api/admin/products/${product.id}`, { rating });
    expect((await patch(3.25)).json<{ product: StudioProduct }>().product.rating).toBe(3.25);
    const refused = await patch(7);
    expect(refused.statusCode).toBe(400);
    expect(refused.json<{ issues: { path: string; message: string }[] }>().issues[0]).toMatchObject({
      path: 'rating',
      message: RATING_MESSAGE,
    });
    expect((await patch(null)).json<{ product: StudioProduct }>().product.rating).toBeNull();
  });

  it('refuses a duplicate handle at the handle field, and changes nothing else of the product', async () => {
    const a = await create({ ...board, title: 'Handle One', handle: 'handle-one' });
    const b = await create({ ...board, title: 'Handle Two', handle: 'handle-two' });
    expect((await call('POST', '/api/admin/products', { ...board, handle: 'handle-one' })).statusCode).toBe(409);
    const res = await call('PATCH', `/api/admin/products/${b.id}`, { title: 'Renamed', handle: a.handle });
    expect(res.statusCode).toBe(409);
    expect(res.json<{ issues: { path: string }[] }>().issues[0]?.path).toBe('handle');
    const after = (await call('GET', `/api/admin/products/${b.id}`)).json<{ product: StudioProduct }>().product;
    expect(after.title).toBe('Handle Two');
  });

  it('publishes an uploaded photo upright, square, without EXIF, at every published size', async () => {
    const product = await create({ ...board, title: 'Photo Board' });
    // Left half red, right half blue, stored sideways: EXIF orientation 6 turns it 90° clockwise.
    const sideways = await sharp({ create: { width: 400, height: 200, channels: 3, background: '#ff0000' } })
      .composite([
        { input: { create: { width: 200, height: 200, channels: 3, background: '#0000ff' } }, left: 200, top: 0 },
      ])
      .jpeg()
      .withMetadata({ orientation: 6 })
      .toBuffer();
    const res = await call('POST', `/api/admin/products/${product.id}/images`, {
      imageBase64: sideways.toString('base64'),
      alt: 'A test board',
      fit: 'pad',
    });
    expect(res.statusCode, res.body).toBe(201);
    const { image } = res.json<{ image: { id: string; url: string } }>();
    expect(image.id).toMatch(/^studio-[0-9a-f]{24}$/);
    const stored = await t.app.objectStore.get(`catalog/${image.id}/master.png`);
    const meta = await sharp(stored!.body).metadata();
    expect([meta.width, meta.height, meta.exif]).toEqual([1024, 1024, undefined]);
    const { data } = await sharp(stored!.body).raw().toBuffer({ resolveWithObject: true });
    const at = (x: number, y: number) => [...data.subarray((y * 1024 + x) * 3, (y * 1024 + x) * 3 + 3)];
    expect(at(512, 350)[0]).toBeGreaterThan(200); // red on top
    expect(at(512, 700)[2]).toBeGreaterThan(200); // blue below
    for (const file of ['320.webp', '640.avif', '1024.webp'])
      expect(await t.app.objectStore.exists(`catalog/${image.id}/${file}`)).toBe(true);
    const served = await t.app.inject({ url: image.url });
    expect(served.statusCode).toBe(200);
  });

  it('refuses a file that is not an image, and one over the size limit, at the photo field', async () => {
    const product = await create({ ...board, title: 'Refusals Board' });
    const upload = (bytes: Buffer) =>
      call('POST', `/api/admin/products/${product.id}/images`, { imageBase64: bytes.toString('base64'), alt: 'x' });
    const text = await upload(Buffer.from('%PDF-1.7 not a photo at all'));
    expect(text.statusCode).toBe(415);
    expect(text.json<{ issues: { path: string }[] }>().issues[0]?.path).toBe('imageBase64');
    const huge = await upload(Buffer.concat([Buffer.from([0xff, 0xd8, 0xff]), Buffer.alloc(10 * 1024 * 1024 + 10)]));
    expect(huge.statusCode).toBe(413);
    const after = (await call('GET', `/api/admin/products/${product.id}`)).json<{ product: StudioProduct }>().product;
    expect(after.images).toEqual([]);
  });

  it('keeps a quad template, refuses a crossing, a sliver or a corner off the photo, and never serves an old preview for it', async () => {
    const product = await create({ ...board, title: 'Template Board', status: 'active' });
    const res = await call('POST', `/api/admin/products/${product.id}/images`, {
      imageBase64: photo.image.toString('base64'),
      alt: 'Mango board on a table',
    });
    const { image } = res.json<{ image: { id: string; url: string } }>();
    const url = `/api/admin/products/${product.id}/images/${image.id}/template`;
    const template = { area: photo.face, surface: 'board', surfaceColor: '#8a5a32', material: 'mango' };
    const [a, b, c, d] = photo.face.corners;
    for (const [corners, message] of [
      [[a, c, b, d], TEMPLATE_MESSAGES.crossing],
      [[a, [a[0] + 300, a[1]], [a[0] + 300, a[1] + 2], [a[0], a[1] + 2]], TEMPLATE_MESSAGES.tooSmall],
      [[a, b, c, [-40, d[1]]], TEMPLATE_MESSAGES.outside],
    ] as const) {
      const bad = await call('PUT', url, { ...template, area: { kind: 'quad', corners } });
      expect(bad.statusCode).toBe(400);
      expect(bad.json<{ issues: { path: string; message: string }[] }>().issues[0]).toEqual({ path: 'area', message });
    }

    const preview = async () => {
      const answer = await t.app.inject({
        method: 'POST',
        url: '/api/products/customize/nameplate',
        payload: { name: 'Sharma Niwas', houseNumber: '', productImageUrl: image.url },
      });
      expect(answer.statusCode, answer.body).toBe(200);
      return answer.json<{ imageUrl: string }>().imageUrl;
    };
    const flat = await preview();
    const put = await call('PUT', url, template);
    expect(put.statusCode, put.body).toBe(200);
    expect(put.json<{ image: { printArea: { shape: unknown } } }>().image.printArea.shape).toEqual(photo.face);
    const warped = await preview();
    expect(warped).not.toBe(flat);
    expect(await preview()).toBe(warped);
  });
  it('puts every product in a new order in one call, or refuses the whole list and changes nothing', async () => {
    const list = async () => (await call('GET', '/api/admin/products')).json<{ products: StudioProduct[] }>().products;
    const order = async () => (await list()).map((p) => [p.id, p.position]);
    const before = await list();
    const reversed = before.map((p) => p.id).reverse();
    const published = vi.spyOn(t.app, 'publishCatalogueChange');
    try {
      const res = await call('PUT', '/api/admin/products/order', { ids: reversed });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json<{ products: StudioProduct[] }>().products.map((p) => p.id)).toEqual(reversed);
      expect(await order()).toEqual(reversed.map((id, position) => [id, position]));
      expect(published).toHaveBeenCalledTimes(1);
      // Shoppers see the new order at once: the live change went out before the answer.
      const handleOf = new Map(before.map((p) => [p.id, p]));
      const shown = reversed
        .map((id) => handleOf.get(id)!)
        .filter((p) => p.status === 'active' && p.category === 'Nameplates')
        .map((p) => p.handle);
      const shopper = await t.app.inject({ url: '/api/products?category=Nameplates' });
      expect(shopper.json<{ handle: string }[]>().map((p) => p.handle)).toEqual(shown);

      const settled = await order();
      const last = reversed.length - 1;
      const unknown = '00000000-0000-4000-8000-000000000000';
      for (const [ids, path] of [
        [[...reversed.slice(0, last), unknown], `ids.${last}`],
        [[...reversed.slice(0, last), reversed[0]], `ids.${last}`],
        [reversed.slice(0, last), 'ids'],
        [['not-a-product', ...reversed.slice(1)], 'ids.0'],
        [[], 'ids'],
      ] as const) {
        const refused = await call('PUT', '/api/admin/products/order', { ids });
        expect(refused.statusCode, JSON.stringify(ids)).toBe(400);
        expect(refused.json<{ issues: { path: string }[] }>().issues.map((i) => i.path)).toContain(path);
        expect(await order()).toEqual(settled);
      }
      expect((await call('PUT', '/api/admin/products/order', {})).statusCode).toBe(400);
      expect(published).toHaveBeenCalledTimes(1);
    } finally {
      published.mockRestore();
    }
  });

  it('lets only a signed-in owner, with the CSRF token, reorder the shop', async () => {
    const ids = (await call('GET', '/api/admin/products'))
      .json<{ products: StudioProduct[] }>()
      .products.map((p) => p.id);
    const put = (headers: Record<string, string>) =>
      t.app.inject({ method: 'PUT', url: '/api/admin/products/order', payload: { ids }, headers });
    expect((await put({})).statusCode).toBe(401);
    expect((await put(maker.headers)).statusCode).toBe(403);
    expect((await put({ cookie: owner.cookie })).statusCode).toBe(403);
    expect((await put(owner.headers)).statusCode).toBe(200);
  });
});
