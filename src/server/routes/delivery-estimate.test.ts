import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deliveryEstimateSchema, type DeliverySettings } from '../../contracts/delivery';
import { products, variants } from '../db/schema';
import { arrivesBy } from '../shipping/delivery-dates';
import {
  shiprocketSettings,
  startFakeShiprocket,
  type FakeShiprocket,
} from '../shipping/shiprocket/testing/fake-shiprocket';
import { signInAs, type StaffSession } from '../testing/admin-kit';
import { buildTestApp, type TestApp } from '../testing/test-app';

const SETTINGS: DeliverySettings = {
  pickupPincode: '302001',
  zoneDays: { local: 1, regional: 2, zonal: 4, national: 5, special: 9 },
  notServiceablePrefixes: ['744'],
  noCodPrefixes: ['78'],
};

async function setUp(t: TestApp, owner: StaffSession, settings: DeliverySettings = SETTINGS) {
  const saved = await t.app.inject({
    method: 'PUT',
    url: '/api/admin/delivery-settings',
    headers: owner.headers,
    payload: settings,
  });
  expect(saved.statusCode).toBe(200);
}

/** A board that takes 4 working days to make, packed at 1.2 kg. */
async function board(t: TestApp) {
  const product = t.app.catalog.list('Nameplates')[0]!;
  await t.app.db.update(products).set({ makingDays: 4 }).where(eq(products.id, product.id));
  await t.app.db.update(variants).set({ packedWeightGrams: 1200 }).where(eq(variants.productId, product.id));
  return product.id;
}

const ask = (t: TestApp, query: string) => t.app.inject({ method: 'GET', url: `/api/delivery-estimate?${query}` });
const estimateOf = async (t: TestApp, query: string) => {
  const res = await ask(t, query);
  expect(res.statusCode, res.body).toBe(200);
  return deliveryEstimateSchema.parse(res.json());
};

// The date is counted from today in India; a run across IST midnight would see two days.
const expectedDate = (making: number, courier: number) => arrivesBy(new Date(), making, courier);

describe('delivery estimate with the manual courier (the zone table) on PGlite', () => {
  let t: TestApp;
  let owner: StaffSession;
  let productId: string;
  beforeAll(async () => {
    t = await buildTestApp({ name: 'pglite' });
    owner = await signInAs(t.app, 'owner-meera');
    productId = await board(t);
  });
  afterAll(async () => t?.close());

  it('gives no date before the owner has set a pickup pincode', async () => {
    const e = await estimateOf(t, `product=${productId}&pincode=302039`);
    expect(e).toMatchObject({ status: 'unknown', arrivesBy: null, makingDays: 4, codAvailable: true });
  });

  it('refuses settings with a pickup pincode that is not 6 digits, naming the field', async () => {
    const res = await t.app.inject({
      method: 'PUT',
      url: '/api/admin/delivery-settings',
      headers: owner.headers,
      payload: { ...SETTINGS, pickupPincode: '30200' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.body).toContain('Enter a 6-digit PIN code');
    const shopper = await t.app.inject({ method: 'PUT', url: '/api/admin/delivery-settings', payload: SETTINGS });
    expect(shopper.statusCode).toBe(401);
  });

  it('adds the making days to the zone days: same city, same circle, far north-east', async () => {
    await setUp(t, owner);
    const local = await estimateOf(t, `product=${productId}&pincode=302039`);
    expect(local).toMatchObject({ status: 'ok', makingDays: 4, courierDays: 1, codAvailable: true });
    expect(local.arrivesBy).toBe(expectedDate(4, 1));
    expect(await estimateOf(t, `product=${productId}&pincode=305001`)).toMatchObject({ courierDays: 2 });
    const northEast = await estimateOf(t, `product=${productId}&pincode=781001`);
    expect(northEast).toMatchObject({ status: 'ok', courierDays: 9, codAvailable: false });
    expect(northEast.arrivesBy).toBe(expectedDate(4, 9));
  });

  it('says a pincode the owner does not serve is not serviceable, with no COD', async () => {
    expect(await estimateOf(t, `product=${productId}&pincode=744101`)).toEqual({
      pincode: '744101',
      status: 'not_serviceable',
      codAvailable: false,
      makingDays: 4,
      courierDays: null,
      arrivesBy: null,
    });
  });

  it('answers 400 for a pincode that is not 6 digits and 404 for an unknown product', async () => {
    const bad = await ask(t, `product=${productId}&pincode=30203`);
    expect(bad.statusCode).toBe(400);
    expect(bad.body).toContain('Enter a 6-digit PIN code');
    expect((await ask(t, `pincode=302039`)).statusCode).toBe(400);
    expect((await ask(t, `product=00000000-0000-4000-8000-000000000000&pincode=302039`)).statusCode).toBe(404);
    expect((await ask(t, `product=not-a-product&pincode=302039`)).statusCode).toBe(404);
  });

  it('estimates a cart by its slowest piece', async () => {
    const product = t.app.catalog.list('Mugs')[0]!;
    await t.app.db.update(products).set({ makingDays: 1 }).where(eq(products.id, product.id));
    const board = t.app.catalog.list('Nameplates')[0]!;
    let cartId: string | undefined;
    for (const p of [product, board]) {
      const added = await t.app.inject({
        method: 'POST',
        url: '/api/cart/add',
        payload: {
          product: { id: p.id, selectedVariantId: p.variants[0]!.id },
          customization: { name: 'Asha' },
          quantity: 1,
          clientItemId: `item-${p.id}`,
          ...(cartId ? { cartId } : {}),
        },
      });
      cartId = added.json<{ cart?: { id: string } }>().cart?.id ?? cartId;
    }
    const e = await estimateOf(t, `cart=${cartId}&pincode=302039`);
    expect(e).toMatchObject({ status: 'ok', makingDays: 4, courierDays: 1 });
  });
});

describe('delivery estimate with Shiprocket (the fake, as published) on PGlite', () => {
  let t: TestApp;
  let fake: FakeShiprocket;
  let productId: string;
  beforeAll(async () => {
    fake = await startFakeShiprocket();
    t = await buildTestApp({ name: 'pglite' }, shiprocketSettings(fake));
    await setUp(t, await signInAs(t.app, 'owner-ravi'));
    productId = await board(t);
  });
  afterAll(async () => {
    await t?.close();
    await fake?.close();
  });

  it('asks serviceability with the pickup, the pincode and the packed weight, and promises the recommended courier’s days', async () => {
    const e = await estimateOf(t, `product=${productId}&pincode=682001`);
    expect(fake.state.serviceability.at(-1)).toMatchObject({
      pickup_postcode: '302001',
      delivery_postcode: '682001',
      weight: '1.2',
      cod: '0',
    });
    // The recommended courier takes 4 days; the quicker one (3 days) is not the one booked.
    expect(e).toMatchObject({ status: 'ok', courierDays: 4, codAvailable: true });
    expect(e.arrivesBy).toBe(expectedDate(4, 4));
  });

  it('says not serviceable when no courier serves the pincode, and no COD where no courier collects cash', async () => {
    expect(await estimateOf(t, `product=${productId}&pincode=990001`)).toMatchObject({
      status: 'not_serviceable',
      codAvailable: false,
    });
    expect(await estimateOf(t, `product=${productId}&pincode=980001`)).toMatchObject({
      status: 'ok',
      codAvailable: false,
    });
  });

  it('keeps the owner’s own prefixes, and gives no date while Shiprocket is down', async () => {
    expect(await estimateOf(t, `product=${productId}&pincode=781001`)).toMatchObject({ codAvailable: false });
    fake.state.down = true;
    try {
      expect(await estimateOf(t, `product=${productId}&pincode=682001`)).toMatchObject({
        status: 'unknown',
        arrivesBy: null,
        codAvailable: true,
      });
    } finally {
      fake.state.down = false;
    }
  });
});
