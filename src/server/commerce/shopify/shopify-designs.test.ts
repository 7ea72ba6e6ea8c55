import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OrderDetail } from '../../../contracts/admin';
import { cartResponseSchema, type CartAttribute } from '../../../contracts/cart';
import { STARTER_DESIGNS } from '../../../contracts/personalisation-starters';
import type { Product } from '../../../contracts/products';
import { products, shopifyWebhooks } from '../../platform/db/schema';
import { signInAs, type StaffSession } from '../../testing/admin-kit';
import { testBackends } from '../../testing/test-app';
import { deliverOrdersCreate, ordersCreatePayload } from './testing/orders-create-payload';
import { startShopifyTestStore, type ShopifyTestStore } from './testing/shopify-test-store';

const SECRET = 'shpss_designs-test-secret';
const nameMug = STARTER_DESIGNS.find((s) => s.key === 'name-mug')!.design;
/** Shopify's numeric id, as the REST webhook payload carries it, from a GID. */
const numericId = (gid: string) => Number(gid.split('/').pop());

/*
 * Issue 41 item 5: in Shopify mode the design lives here, the cart line's attributes carry the
 * values with readable names (and the values themselves, hidden), Shopify hands them back as the
 * order's line item properties in orders/create, and production draws only what the design
 * version allows: properties are the shopper's to write (the Storefront API is public).
 */
describe.each(testBackends)('a designed product bought through Shopify ($name)', (backend) => {
  let shop: ShopifyTestStore;
  let owner: StaffSession;
  let mug: Product;
  let orders = 0;

  beforeAll(async () => {
    shop = await startShopifyTestStore(backend, {
      token: 'designs-test-token',
      productsPerCollection: 1,
      env: { SHOPIFY_WEBHOOK_SECRET: SECRET },
    });
    owner = await signInAs(shop.store.app, 'owner-designs');
    mug = shop.store.app.catalog.list('Mugs')[0]!;
    // The owner designs the synced mug in the studio: a name mug (its row, as the studio lists it).
    const [row] = await shop.store.app.db
      .select({ id: products.id })
      .from(products)
      .where(eq(products.handle, mug.handle));
    const saved = await shop.store.app.inject({
      method: 'PUT',
      url: `/api/admin/products/${row!.id}/design`,
      headers: owner.headers,
      payload: nameMug,
    });
    expect(saved.statusCode, saved.body).toBe(200);
  }, 120_000);
  afterAll(() => shop?.close());

  /** Adds the mug to a Shopify cart as the sheet does; the line's attributes as Shopify keeps them. */
  async function addToShopifyCart(fields: Record<string, string>): Promise<CartAttribute[]> {
    const res = await shop.store.app.inject({
      method: 'POST',
      url: '/api/cart/add',
      payload: {
        product: { id: mug.id, selectedVariantId: mug.variants[0]!.id },
        customization: { fields },
        quantity: 1,
        clientItemId: `item-${Math.random()}`,
      },
    });
    expect(res.statusCode, res.body).toBe(200);
    return cartResponseSchema.parse(res.json()).cart!.lines[0]!.attributes;
  }

  /** Shopify's orders/create for one line of the mug carrying these properties; the order's detail. */
  async function orderWith(properties: CartAttribute[]): Promise<OrderDetail> {
    orders += 1;
    const payload = ordersCreatePayload(4000 + orders);
    const [line] = payload.line_items;
    payload.line_items = [
      {
        ...line!,
        product_id: numericId(mug.id),
        variant_id: numericId(mug.variants[0]!.id),
        title: mug.title,
        quantity: 1,
        properties: properties.map((a) => ({ name: a.key, value: a.value })),
      },
    ];
    const res = await deliverOrdersCreate(shop.store.app, payload, {
      secret: SECRET,
      webhookId: `designs-delivery-${orders}`,
    });
    expect(res.statusCode, res.body).toBe(200);
    const [delivered] = await shop.store.app.db
      .select({ orderId: shopifyWebhooks.orderId })
      .from(shopifyWebhooks)
      .where(eq(shopifyWebhooks.webhookId, `designs-delivery-${orders}`));
    const id = delivered?.orderId;
    const found = (await shop.store.app.inject({ url: `/api/admin/orders/${id}`, headers: owner.headers })).json();
    return found as OrderDetail;
  }
  const production = async (order: OrderDetail) =>
    (
      await shop.store.app.inject({
        url: `/api/admin/orders/${order.id}/lines/${order.lines[0]!.id}/production`,
        headers: owner.headers,
      })
    ).json<{ files: { kind: string }[]; unavailable?: string }>();

  it('carries the values to Shopify with readable names, and the order back to the design’s files', async () => {
    const attributes = await addToShopifyCart({ name: 'கவின்', font: 'script', addDate: 'yes', date: '2099-12-12' });
    const byKey = Object.fromEntries(attributes.map((a) => [a.key, a.value]));
    // What Shopify's checkout and admin show: the field's names, a choice by its name, the date as the piece writes it.
    expect(byKey).toMatchObject({ Name: 'கவின்', Font: 'Script', 'Add a date?': 'Yes', Date: '12 Dec 2099' });
    // Hidden ('_' keys Shopify does not show at checkout): the version and the values as typed.
    // Version 1: a synced product has no seed form before the owner's design.
    expect(byKey._design).toBe('1');
    expect(JSON.parse(byKey._fields!)).toEqual({ name: 'கவின்', font: 'script', addDate: 'yes', date: '2099-12-12' });

    const order = await orderWith(attributes);
    expect(order.lines[0]!.attributes).toEqual(
      expect.arrayContaining([
        { key: 'Name', value: 'கவின்' },
        { key: 'Date', value: '12 Dec 2099' },
      ]),
    );
    // Drawn from the design's layout: on a mug that is the printable wrap at 300 DPI (as a seed
    // mug's), lettered from the checked values; a line whose values fail gets no file (below).
    expect(await production(order)).toMatchObject({ files: [{ kind: 'png' }] });
    const png = await shop.store.app.inject({
      url: `/api/admin/orders/${order.id}/lines/${order.lines[0]!.id}/production.png`,
      headers: owner.headers,
    });
    expect(png.statusCode).toBe(200);
    expect(png.rawPayload.subarray(1, 4).toString()).toBe('PNG');
  });

  it('makes nothing from values the design does not allow, whatever the readable names say', async () => {
    const attributes = await addToShopifyCart({ name: 'Asha', font: 'serif' });
    // Written on the way by someone with the public Storefront token: a name over its 20 characters.
    const forged = attributes.map((a) =>
      a.key === '_fields'
        ? { key: a.key, value: JSON.stringify({ name: 'A'.repeat(40), font: 'serif' }) }
        : a.key === 'Name'
          ? { key: a.key, value: 'A'.repeat(40) }
          : a,
    );
    const order = await orderWith(forged);
    const refused = await production(order);
    expect(refused.files).toEqual([]);
    expect(refused.unavailable).toContain('Name must be at most 20 characters');
    // A version the product never had, and values that are not a list of fields: the same.
    const unknownVersion = await orderWith(attributes.map((a) => (a.key === '_design' ? { ...a, value: '9' } : a)));
    expect((await production(unknownVersion)).files).toEqual([]);
    const garbled = await orderWith(attributes.map((a) => (a.key === '_fields' ? { ...a, value: '{"name":' } : a)));
    expect((await production(garbled)).files).toEqual([]);
  });
});
