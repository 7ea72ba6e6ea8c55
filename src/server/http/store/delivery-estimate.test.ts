import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deliveryEstimateSchema, type DeliverySettings } from '../../../contracts/delivery';
import { products, variants } from '../../platform/db/schema';
import { arrivesBy } from '../../shipping/delivery-dates';
import {
  shiprocketSettings,
  startFakeShiprocket,
  type FakeShiprocket,
} from '../../shipping/shiprocket/testing/fake-shiprocket';
import { FRESH_MS, KEEP_MS, createServiceabilityCache, memoryAnswers } from '../../shipping/serviceability-cache';
import { createShiprocketCourier } from '../../shipping/shiprocket/shiprocket-courier';
import { signInAs, type StaffSession } from '../../testing/admin-kit';
import { redisKeysUnder, removeRedisKeysUnder, testRedisPrefix } from '../../testing/redis-prefix';
import { buildTestApp, type TestApp } from '../../testing/test-app';

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
    // Asked for the packed weight's 0.5 kg band (1.2 kg: up to 1.5 kg), whose answer is kept for
    // every parcel in the band (issue 39; it asked for 1.2).
    expect(fake.state.serviceability.at(-1)).toMatchObject({
      pickup_postcode: '302001',
      delivery_postcode: '682001',
      weight: '1.5',
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

  it('asks Shiprocket once per pincode and weight band, whoever asks, and counts checkout views in the same budget', async () => {
    const calls = () => fake.state.serviceability.length;
    const before = calls();
    for (let i = 0; i < 5; i++) await estimateOf(t, `product=${productId}&pincode=400001`);
    expect(calls() - before).toBe(1);

    // One address: its checkout views and its estimate questions share 30 courier questions a minute.
    const ip = `198.18.${Math.floor(Math.random() * 250)}.${1 + Math.floor(Math.random() * 250)}`;
    const cartId = await openCart(t);
    const view = (pincode: string) =>
      t.app.inject({
        url: `/checkout/${cartId}`,
        remoteAddress: ip,
        headers: { cookie: `kaarigar_pincode=${pincode}` },
      });
    for (let i = 0; i < 20; i++) expect((await view(`4110${String(i).padStart(2, '0')}`)).statusCode).toBe(200);
    for (let i = 0; i < 10; i++) {
      const res = await t.app.inject({
        url: `/api/delivery-estimate?product=${productId}&pincode=4220${String(i).padStart(2, '0')}`,
        remoteAddress: ip,
      });
      expect(res.statusCode).toBe(200);
    }
    const spent = calls();
    const refused = await t.app.inject({
      url: `/api/delivery-estimate?product=${productId}&pincode=433001`,
      remoteAddress: ip,
    });
    expect(refused.statusCode).toBe(429);
    // Past the budget the page still answers, from the shop's own rules, and asks Shiprocket nothing.
    const page = await view('444001');
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('We will confirm delivery to this PIN.');
    expect(calls()).toBe(spent);
  });

  // Issue 39: it said 'unknown' with no date while Shiprocket was down, and took COD anywhere. Now
  // the last answer kept decides service and COD, the owner's zone days give a date, unconfirmed.
  it('keeps the owner’s own prefixes, and while Shiprocket is down falls back on the last answer and the zone days', async () => {
    expect(await estimateOf(t, `product=${productId}&pincode=781001`)).toMatchObject({ codAvailable: false });
    fake.state.down = true;
    try {
      // Asked before: the kept answer (Shiprocket's couriers collect no cash at 98...).
      expect(await estimateOf(t, `product=${productId}&pincode=980001`)).toMatchObject({
        status: 'ok',
        codAvailable: false,
      });
      expect(await estimateOf(t, `product=${productId}&pincode=990001`)).toMatchObject({
        status: 'not_serviceable',
      });
      // Never asked: the owner's zone table (302001 to 560001 is national, 5 days), not a promise.
      const never = await estimateOf(t, `product=${productId}&pincode=560001`);
      expect(never).toMatchObject({ status: 'ok', courierDays: 5, codAvailable: true, confirmed: false });
      expect(never.arrivesBy).toBe(expectedDate(4, 5));
    } finally {
      fake.state.down = false;
    }
  });
});

/** A cart with one piece in it, not checked out: its checkout page is open. */
async function openCart(t: TestApp): Promise<string> {
  const p = t.app.catalog.list('Nameplates')[0]!;
  const added = await t.app.inject({
    method: 'POST',
    url: '/api/cart/add',
    payload: {
      product: { id: p.id, selectedVariantId: p.variants[0]!.id },
      customization: { name: 'Asha' },
      quantity: 1,
      clientItemId: `item-${p.id}`,
    },
  });
  return added.json<{ cart: { id: string } }>().cart.id;
}

/**
 * Issue 39: the courier's answers kept per (pickup, pincode, weight band, COD) for hours, and the
 * last one given while Shiprocket does not answer; shared by every server through Redis.
 */
describe('the courier’s answers, kept', () => {
  let fake: FakeShiprocket;
  beforeAll(async () => {
    fake = await startFakeShiprocket();
  });
  afterAll(async () => fake?.close());
  const log = { warn: () => undefined };
  const query = { pickupPincode: '302001', deliveryPincode: '980001', grams: 650, cod: false };

  it('answers from the kept answer for hours, asks again after, and gives the last one while Shiprocket is down', async () => {
    let clock = Date.parse('2026-11-28T10:00:00Z');
    const courier = createShiprocketCourier({
      email: fake.email,
      password: fake.password,
      pickupLocation: 'Workshop',
      webhookToken: undefined,
      apiUrl: fake.url,
    });
    const cache = createServiceabilityCache({ courier, store: memoryAnswers(() => clock), log, now: () => clock });
    const calls = () => fake.state.serviceability.length;
    const before = calls();
    const first = await cache.quote(query);
    expect(first?.fresh).toBe(true);
    expect(first?.options.some((o) => o.cod)).toBe(false);
    // Five shoppers at once in the same band (0.5 to 1 kg): one call.
    await Promise.all([1, 2, 3, 4, 5].map((n) => cache.quote({ ...query, grams: 600 + n * 50 })));
    expect(calls() - before).toBe(1);
    clock += FRESH_MS + 1;
    fake.state.down = true;
    try {
      const last = await cache.quote(query);
      expect(last).toMatchObject({ fresh: false });
      expect(last?.options.some((o) => o.cod)).toBe(false);
      // Down: not asked again at once for every shopper.
      await cache.quote(query);
      expect(fake.state.calls.filter((c) => c.includes('serviceability'))).toHaveLength(2);
      // Never answered, nothing kept: no answer.
      expect(await cache.quote({ ...query, deliveryPincode: '560001' })).toBeNull();
    } finally {
      fake.state.down = false;
    }
    clock += 60_000;
    expect(await cache.quote(query)).toMatchObject({ fresh: true });
    expect(calls() - before).toBe(2);
    clock += FRESH_MS + KEEP_MS + 1;
    expect(await cache.quote(query, { mayCall: false })).toBeNull();
  });

  it.skipIf(!process.env.TEST_REDIS_URL)(
    'shares the answers between servers through Redis, under the shop’s prefix',
    async () => {
      const url = process.env.TEST_REDIS_URL!;
      const prefix = testRedisPrefix();
      const env = { ...shiprocketSettings(fake), REDIS_URL: url, REDIS_KEY_PREFIX: prefix };
      const a = await buildTestApp({ name: 'pglite' }, env);
      const b = await buildTestApp({ name: 'pglite' }, env);
      try {
        for (const app of [a, b]) await setUp(app, await signInAs(app.app, 'owner-redis'));
        const productId = await board(a);
        const other = await board(b);
        const calls = () => fake.state.serviceability.filter((q) => q.delivery_postcode === '682016').length;
        await estimateOf(a, `product=${productId}&pincode=682016`);
        await estimateOf(b, `product=${other}&pincode=682016`);
        expect(calls()).toBe(1);
        expect((await redisKeysUnder(url, prefix)).some((k) => k.startsWith(`${prefix}:kaarigar-courier:`))).toBe(true);
      } finally {
        await a.close();
        await b.close();
        expect(await removeRedisKeysUnder(url, prefix)).toEqual([]);
      }
    },
    120_000,
  );
});
