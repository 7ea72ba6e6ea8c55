import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ordersCreatePayload } from '../../commerce/shopify/testing/orders-create-payload';
import { startShopifyTestStore, type ShopifyTestStore } from '../../commerce/shopify/testing/shopify-test-store';
import { signForShopify } from '../../commerce/shopify/webhooks/verify-hmac';
import { orderLines, orders, shopifyWebhooks } from '../../platform/db/schema';
import { orderIdForLine } from '../../commerce/shopify/orders/shopify-orders';
import { testBackends, type TestApp } from '../../testing/test-app';

const SECRET = 'shpss_app-client-secret-for-tests';
const URL = '/api/webhooks/shopify/orders-create';

describe.each(testBackends)('Shopify orders/create webhook ($name)', (backend) => {
  let shop: ShopifyTestStore;
  let store: TestApp;
  beforeAll(async () => {
    shop = await startShopifyTestStore(backend, {
      token: 'webhook-test-token',
      productsPerCollection: 1,
      env: { SHOPIFY_WEBHOOK_SECRET: SECRET },
    });
    store = shop.store;
    // The previews the payloads name were rendered here: a line may only point at what exists.
    for (const n of [1002, 1003])
      await store.app.objectStore.put(`ai-generated/preview-${n}.webp`, Buffer.from('RIFF'), 'image/webp');
  }, 120_000);
  afterAll(() => shop?.close());

  const deliver = (body: string, headers: Record<string, string>) =>
    store.app.inject({
      method: 'POST',
      url: URL,
      payload: body,
      headers: { 'content-type': 'application/json', ...headers },
    });
  const stored = async () => ({
    orders: (await store.app.db.select({ n: count() }).from(orders))[0]?.n,
    deliveries: (await store.app.db.select({ n: count() }).from(shopifyWebhooks))[0]?.n,
  });

  it('refuses unsigned, wrongly signed and tampered deliveries with 401 and stores nothing', async () => {
    const before = await stored();
    const body = JSON.stringify(ordersCreatePayload(1001));
    const id = { 'x-shopify-webhook-id': 'delivery-refused', 'x-shopify-topic': 'orders/create' };
    const unsigned = await deliver(body, id);
    const wrongKey = await deliver(body, { ...id, 'x-shopify-hmac-sha256': signForShopify(body, 'another-secret') });
    const tampered = await deliver(body.replace('"2098.00"', '"1.00"'), {
      ...id,
      'x-shopify-hmac-sha256': signForShopify(body, SECRET),
    });
    const garbage = await deliver(body, { ...id, 'x-shopify-hmac-sha256': 'not base64 at all!' });
    for (const response of [unsigned, wrongKey, tampered, garbage]) {
      expect([response.statusCode, response.json()]).toStrictEqual([
        401,
        { success: false, error: 'The webhook signature does not match.', code: 'unauthenticated' },
      ]);
    }
    expect(await stored()).toStrictEqual(before);
  });

  it('records a signed order once, with each line’s personalisation, beside local orders', async () => {
    const before = await stored();
    const payload = ordersCreatePayload(1002);
    const body = JSON.stringify(payload);
    const headers = {
      'x-shopify-hmac-sha256': signForShopify(body, SECRET),
      'x-shopify-webhook-id': 'delivery-1002',
      'x-shopify-topic': 'orders/create',
    };
    const first = await deliver(body, headers);
    expect([first.statusCode, first.json()]).toStrictEqual([200, { success: true, duplicate: false }]);
    const again = await deliver(body, headers);
    expect([again.statusCode, again.json()]).toStrictEqual([200, { success: true, duplicate: true }]);
    expect(await stored()).toStrictEqual({
      orders: (before.orders ?? 0) + 1,
      deliveries: (before.deliveries ?? 0) + 1,
    });

    const [delivery] = await store.app.db
      .select()
      .from(shopifyWebhooks)
      .where(eq(shopifyWebhooks.webhookId, 'delivery-1002'));
    const [order] = await store.app.db
      .select()
      .from(orders)
      .where(eq(orders.id, delivery?.orderId ?? ''));
    expect(order).toMatchObject({
      paymentMethod: 'shopify',
      totalAmount: '2098.00',
      contact: expect.objectContaining({ source: 'shopify', shopifyOrder: '#1002', email: 'asha@example.com' }),
    });
    const lines = await store.app.db
      .select()
      .from(orderLines)
      .where(eq(orderLines.orderId, order?.id ?? ''));
    const mugVariant = store.app.catalog.findVariant('gid://shopify/ProductVariant/70000000');
    expect(lines.map((l) => [l.productTitle, l.variantTitle, l.unitPrice, l.quantity])).toStrictEqual([
      ['Mug 1', 'Small', '449.00', 2],
      ['Name board 1', 'Large', '1200.00', 1],
    ]);
    expect(lines[0]?.attributes).toStrictEqual(
      payload.line_items[0]?.properties.map((p) => ({ key: p.name, value: p.value })),
    );
    expect(lines[0]?.previewImageUrl).toBe('/objects/ai-generated/preview-1002.webp');
    expect(mugVariant).toBeDefined();

    // The `_proof` link each Shopify line carries finds this order (shown in the workspace).
    expect(await orderIdForLine(store.app.db, 'item-1002-b')).toBe(order?.id);
    expect(await orderIdForLine(store.app.db, 'item-never-ordered')).toBeNull();
  });

  it('drops image properties that climb out of our folders or name nothing we hold', async () => {
    const payload = ordersCreatePayload(1003);
    const [mug, board] = payload.line_items;
    mug!.properties.push({ name: '_userImage', value: '/objects/uploads/%2e%2e/%2e%2e/api/admin/session' });
    board!.properties.push(
      { name: '_previewImage', value: '/objects/ai-generated/%2e%2e/%2e%2e/api/admin/session' },
      { name: '_userImage', value: '/objects/uploads/neveruploaded.webp' },
    );
    const body = JSON.stringify(payload);
    const res = await deliver(body, {
      'x-shopify-hmac-sha256': signForShopify(body, SECRET),
      'x-shopify-webhook-id': 'delivery-1003',
      'x-shopify-topic': 'orders/create',
    });
    expect(res.statusCode).toBe(200);
    const [delivery] = await store.app.db
      .select()
      .from(shopifyWebhooks)
      .where(eq(shopifyWebhooks.webhookId, 'delivery-1003'));
    const lines = await store.app.db
      .select()
      .from(orderLines)
      .where(eq(orderLines.orderId, delivery?.orderId ?? ''));
    const images = lines.flatMap((l) => l.attributes.filter((a) => a.key.startsWith('_') && a.key !== '_clientItemId'));
    expect(images).toStrictEqual([{ key: '_previewImage', value: '/objects/ai-generated/preview-1003.webp' }]);
    expect(JSON.stringify(lines)).not.toContain('%2e');
  });
});
