import { readFile, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Product } from '../../../../contracts/products';
import type { FakeStorefront } from '../testing/fake-storefront';
import { startShopifyTestStore, type ShopifyTestStore } from '../testing/shopify-test-store';
import { testBackends, type TestApp } from '../../../testing/test-app';
import { catalogObjectKey } from '../../../catalog/cdn-images';
import type { StudioProduct } from '../../../../contracts/admin-products';
import { signInAs } from '../../../testing/admin-kit';

const TOKEN = 'sync-test-token';

describe.each(testBackends)('the catalogue from Shopify ($name)', (backend) => {
  let shop: ShopifyTestStore;
  let fake: FakeStorefront;
  let store: TestApp;
  let imageDir: string;
  let collections: ShopifyTestStore['collections'];
  beforeAll(async () => {
    shop = await startShopifyTestStore(backend, {
      token: TOKEN,
      productsPerCollection: 5,
      env: { SHOPIFY_SYNC_PAGE_SIZE: 2 },
    });
    ({ fake, store, imageDir, collections } = shop);
  }, 120_000);
  afterAll(() => shop?.close());

  const list = async (category: string) =>
    (await store.app.inject({ url: `/api/products?category=${encodeURIComponent(category)}` })).json<Product[]>();

  it('lists every product of the three collections, read page by page, with Shopify’s ids', async () => {
    for (const category of ['Mugs', 'Nameplates', 'Kids Buntings']) {
      const products = await list(category);
      expect(products.map((p) => p.title.replace(/^.* (\d+)$/, '$1'))).toStrictEqual(['1', '2', '3', '4', '5']);
    }
    const [mug] = await list('Mugs');
    expect(mug).toMatchObject({
      id: 'gid://shopify/Product/7000000',
      handle: 'mugs-1',
      rating: 4.6,
      badges: ['Bestseller'],
      collections: ['Mugs'],
    });
    expect(mug?.variants.map((v) => [v.id, v.title, v.price, v.available])).toStrictEqual([
      ['gid://shopify/ProductVariant/70000000', 'Small', '449.00', true],
      ['gid://shopify/ProductVariant/70000001', 'Large', '549.00', true],
      ['gid://shopify/ProductVariant/70000002', 'Gift box', '649.00', false],
    ]);
    // 5 products at 2 a page: 3 pages for each collection, none read twice.
    const pages = fake.seen.filter((s) => s.operation === 'getCollectionProducts');
    expect(pages.map((p) => [p.variables.handle, p.variables.after === null])).toStrictEqual(
      ['mugs', 'nameplates', 'kids-buntings'].flatMap((h) => [
        [h, true],
        [h, false],
        [h, false],
      ]),
    );
    expect(fake.invalid).toStrictEqual([]);
  });

  it('serves the product images from its own copies, with the owner’s print area', async () => {
    const [mug] = await list('Mugs');
    const image = mug?.images[0];
    expect(image?.url).toMatch(/^\/images\/catalog\/shopify-[0-9a-f]{24}\/640\.webp$/);
    const served = await store.app.inject({ url: image?.url ?? '' });
    expect([served.statusCode, served.headers['content-type']]).toStrictEqual([200, 'image/webp']);
    const key = image?.url.split('/')[3] ?? '';
    expect(store.app.catalog.findImageByKey(key)?.printArea).toStrictEqual({
      x: 262,
      y: 312,
      width: 500,
      height: 400,
      surface: 'mug-wrap',
      surfaceColor: '#f4efe6',
    });
    // Two distinct image URLs per collection: each fetched once, however many products share it.
    expect(new Set(fake.cdnRequests).size).toBe(fake.cdnRequests.length);
  });

  it('keeps the copies in the object store, so a server that did not sync fills its folder from there', async () => {
    const [mug] = await list('Mugs');
    const url = mug?.images[0]?.url ?? '';
    const key = url.split('/')[3] ?? '';
    expect(await store.app.objectStore.exists(catalogObjectKey(key, 'master.png'))).toBe(true);
    // Another server behind the balancer (or this one on a new disk): its folder lacks the image.
    await rm(join(imageDir, key), { recursive: true, force: true });
    const fetched = fake.cdnRequests.length;
    await store.app.catalog.load();
    const served = await store.app.inject({ url });
    expect([served.statusCode, served.headers['content-type']]).toStrictEqual([200, 'image/webp']);
    expect(await readFile(join(imageDir, key, 'master.png'))).toStrictEqual(
      (await store.app.objectStore.get(catalogObjectKey(key, 'master.png')))?.body,
    );
    expect(fake.cdnRequests.length).toBe(fetched);
  });

  it('keeps the last good catalogue when a sync fails, and picks up changes on the next one', async () => {
    const before = (await store.app.inject({ url: '/api/products' })).body;
    fake.failNext({ kind: 'status', status: 500 });
    expect(await store.app.syncCatalogue?.()).toBe(false);
    expect((await store.app.inject({ url: '/api/products' })).body).toBe(before);

    collections[0]!.products[0]!.variants[0]!.price = 479;
    expect(await store.app.syncCatalogue?.()).toBe(true);
    const [mug] = await list('Mugs');
    expect(mug?.variants[0]?.price).toBe('479.00');
  });

  it('keeps a template drawn in the studio over the metafield, sync after sync, and keeps the product read-only', async () => {
    const owner = await signInAs(store.app, 'sync-studio-owner', 'owner');
    const { products } = (await store.app.inject({ url: '/api/admin/products', headers: owner.headers })).json<{
      products: StudioProduct[];
    }>();
    const board = products.find((p) => p.category === 'Nameplates')!;
    expect(board.shopify?.id).toMatch(/^gid:\/\/shopify\/Product\//);
    const image = board.images[0]!;
    const corners: [number, number][] = [
      [200, 300],
      [800, 340],
      [800, 640],
      [200, 700],
    ];
    const put = await store.app.inject({
      method: 'PUT',
      url: `/api/admin/products/${board.id}/images/${image.id}/template`,
      headers: owner.headers,
      payload: {
        area: { kind: 'quad', corners },
        surface: 'board',
        surfaceColor: '#8a5a32',
        fonts: ['script'],
        limits: { name: 9 },
      },
    });
    expect(put.statusCode, put.body).toBe(200);
    expect(await store.app.syncCatalogue?.()).toBe(true);
    const listed = (await list('Nameplates')).find((p) => p.handle === board.handle);
    expect(listed?.images[0]?.printArea?.shape).toEqual({ kind: 'quad', corners });
    // The lettering choices are the template's too, and hold a Shopify cart line as any other.
    expect(listed?.images[0]?.printArea).toMatchObject({ fonts: ['script'], limits: { name: 9 } });
    const variant = listed!.variants.find((v) => (v.image?.url ?? listed!.images[0]?.url) === image.url)!;
    const line = await store.app.inject({
      method: 'POST',
      url: '/api/cart/add',
      payload: {
        product: { id: listed!.id, selectedVariantId: variant.id },
        customization: { name: 'Sharma', font: 'serif' },
        clientItemId: 'sync-choices-line',
      },
    });
    expect(line.statusCode).toBe(400);
    expect(line.json<{ error: string }>().error).toBe('Font must be Script for this product');

    const edit = await store.app.inject({
      method: 'PATCH',
      url: `/api/admin/products/${board.id}`,
      headers: owner.headers,
      payload: { title: 'Renamed here' },
    });
    expect(edit.statusCode).toBe(409);
    expect(edit.json<{ error: string }>().error).toContain('Shopify admin');
  });
});
