import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OrderListResponse } from '../../../contracts/admin';
import { shopperOrderSchema } from '../../../contracts/order-page';
import { deliverOrdersCreate, ordersCreatePayload } from '../../commerce/shopify/testing/orders-create-payload';
import { startShopifyTestStore, type ShopifyTestStore } from '../../commerce/shopify/testing/shopify-test-store';
import { messages } from '../../platform/db/schema';
import { shopperOrderLink } from '../../orders/order-link';
import { signInAs, type StaffSession } from '../../testing/admin-kit';
import { testBackends, type TestApp } from '../../testing/test-app';

const SECRET = 'shpss_order-page-test-secret';
const PUBLIC_URL = 'https://kaarigar.example/';

/*
 * Issue 20, "Works in Shopify mode too": Shopify takes the payment, and an order that arrived by
 * Shopify's orders/create webhook gets the same order page, proof message link and dispatch
 * tracking as one from our own checkout.
 */
describe.each(testBackends)('a Shopify order’s page for the shopper ($name)', (backend) => {
  let shop: ShopifyTestStore;
  let store: TestApp;
  let owner: StaffSession;
  let orderId: string;
  let path: string;

  beforeAll(async () => {
    shop = await startShopifyTestStore(backend, {
      token: 'order-page-test-token',
      productsPerCollection: 1,
      env: { SHOPIFY_WEBHOOK_SECRET: SECRET, PUBLIC_URL },
    });
    store = shop.store;
    owner = await signInAs(store.app, 'asha-owner');
    await store.app.objectStore.put('ai-generated/preview-4001.webp', Buffer.from('RIFF'), 'image/webp');
    const delivered = await deliverOrdersCreate(store.app, ordersCreatePayload(4001), {
      secret: SECRET,
      webhookId: 'order-page-delivery-4001',
    });
    expect(delivered.statusCode).toBe(200);
    const list = await store.app.inject({ url: '/api/admin/orders', headers: owner.headers });
    orderId = list.json<OrderListResponse>().orders.find((o) => o.shopperName === 'Asha Rao')?.id ?? '';
    expect(orderId).not.toBe('');
    path = new URL(await shopperOrderLink(store.app.db, orderId, PUBLIC_URL)).pathname;
  }, 120_000);
  afterAll(() => shop?.close());

  const move = (payload: object) =>
    store.app.inject({ method: 'POST', url: `/api/admin/orders/${orderId}/status`, headers: owner.headers, payload });

  it('shows its lines as paid to Shopify, asking for nothing more, with no-store', async () => {
    const page = await store.app.inject({ url: path });
    expect([page.statusCode, page.headers['cache-control']]).toStrictEqual([200, 'no-store']);
    expect(page.body).toContain('Mug 1');
    expect(page.body).toContain('Name board 1');
    expect(page.body).toContain('Paid online');
    expect(page.body).not.toContain('To pay on delivery');
    expect(page.body).not.toContain('Due now');
    expect(page.body).not.toContain('/pay"');
    const api = await store.app.inject({ url: `/api/orders/${path.split('/').at(-1)}` });
    expect(api.headers['cache-control']).toBe('no-store');
    expect(shopperOrderSchema.parse(api.json())).toMatchObject({
      status: 'placed',
      paymentStatus: 'paid',
      totalAmount: '2098.00',
      paidAmount: '2098.00',
      dueNowAmount: '0.00',
      dueOnDeliveryAmount: '0.00',
    });
  });

  it('links the order page from PUBLIC_URL in the shopper’s proof email', async () => {
    const sent = await store.app.inject({
      method: 'POST',
      url: `/api/admin/orders/${orderId}/proof`,
      headers: owner.headers,
    });
    expect(sent.statusCode).toBe(200);
    await store.app.backgroundWork.settled();
    const rows = await store.app.db
      .select()
      .from(messages)
      .where(and(eq(messages.orderId, orderId), eq(messages.channel, 'email')));
    const proofEmail = rows.find((r) => r.event === 'proof_sent');
    expect(proofEmail).toMatchObject({ to: 'asha@example.com' });
    expect(proofEmail?.text).toContain(`https://kaarigar.example${path}`);
  });

  it('shows the Delhivery tracking link once dispatched', async () => {
    const approved = await store.app.inject({ method: 'POST', url: `${path}/approve` });
    expect(approved.statusCode).toBe(303);
    expect((await move({ status: 'in_production' })).statusCode).toBe(200);
    const dispatched = await move({
      status: 'dispatched',
      shipment: { courier: 'delhivery', trackingNumber: '1234567890123' },
    });
    expect(dispatched.statusCode).toBe(200);
    const page = await store.app.inject({ url: path });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('href="https://www.delhivery.com/track/package/1234567890123"');
    expect(page.body).toContain('1234567890123');
  });
});
