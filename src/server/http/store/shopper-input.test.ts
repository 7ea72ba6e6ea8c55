import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cartResponseSchema } from '../../../contracts/cart';
import type { Product } from '../../../contracts/products';
import { analyticsEvents, carts, orders } from '../../platform/db/schema';
import { zeroPng } from '../../previews/testing/zero-png';
import { buildTestApp, testBackends, type TestApp } from '../../testing/test-app';

const FAMILY = '👨‍👩‍👧‍👦';
const ZERO_WIDTH_ONLY = '\u200b\u200c\u2060';

/**
 * Issue 11's probe: text the shopper can type but we cannot store or draw must be refused with a
 * 400 and a message, before anything is written; lengths count what the shopper sees.
 */
describe.each(testBackends)('shopper input at every boundary on $name', (backend) => {
  let t: TestApp;
  let board: Product;
  let other: Product;
  beforeAll(async () => {
    t = await buildTestApp(backend);
    board = t.app.catalog.list('Nameplates').find((p) => p.variants.some((v) => v.available))!;
    other = t.app.catalog.list('Mugs')[0]!;
  });
  afterAll(async () => t?.close());

  const variantId = () => board.variants.find((v) => v.available)!.id;
  const add = (customization: Record<string, string>, extra: Record<string, unknown> = {}) =>
    t.app.inject({
      method: 'POST',
      url: '/api/cart/add',
      payload: {
        product: { id: board.id, selectedVariantId: variantId() },
        customization,
        quantity: 1,
        clientItemId: `item-${Math.random()}`,
        ...extra,
      },
    });
  const cartCount = async () => (await t.app.db.select({ id: carts.id }).from(carts)).length;

  it('refuses NUL and unpaired surrogates in a cart line with 400 and leaves no cart behind', async () => {
    const before = await cartCount();
    const nul = await add({ name: 'a\u0000b' });
    expect(nul.statusCode).toBe(400);
    expect(nul.json().error).toContain('control character');
    const surrogate = await add({ name: 'a\ud800b' });
    expect(surrogate.statusCode).toBe(400);
    expect(surrogate.json().error).toContain('broken character');
    const prompt = await add({ aiPrompt: 'gold\u0000' });
    expect(prompt.statusCode).toBe(400);
    expect(await cartCount()).toBe(before);
  });

  it('refuses a name of only invisible characters and counts emoji as the shopper sees them', async () => {
    const invisible = await add({ name: ZERO_WIDTH_ONLY });
    expect(invisible.statusCode).toBe(400);
    expect(invisible.json().error).toContain('Please enter some visible text');
    const family = await add({ name: FAMILY.repeat(3) });
    expect(family.statusCode).toBe(200);
    const tooMany = await add({ name: 'x'.repeat(21) });
    expect(tooMany.statusCode).toBe(400);
    // A prompt typed in a textarea keeps its line breaks.
    expect((await add({ aiPrompt: 'gold\nbrass' })).statusCode).toBe(200);
  });

  it('creates no cart when the first line cannot be written', async () => {
    const before = await cartCount();
    // Past the contract (as a worker or a future caller might be): the database refuses NUL in jsonb.
    await expect(
      t.app.commerce.addLine({ variantId: variantId(), quantity: 1, attributes: [{ key: 'Name', value: 'a\u0000b' }] }),
    ).rejects.toThrow();
    expect(await cartCount()).toBe(before);
  });

  it('refuses a product id that does not own the variant', async () => {
    const res = await add({ name: 'Ok' }, { product: { id: other.id, selectedVariantId: variantId() } });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toBe('This product option is not in our catalogue.');
  });

  it('answers every cart call with Cache-Control: no-store', async () => {
    const added = await add({ name: 'Private' });
    expect(added.headers['cache-control']).toBe('no-store');
    const cart = cartResponseSchema.parse(added.json()).cart!;
    const read = await t.app.inject({ method: 'GET', url: `/api/cart?cartId=${cart.id}` });
    expect(read.headers['cache-control']).toBe('no-store');
    const missing = await t.app.inject({ method: 'GET', url: '/api/cart?cartId=c_nopenopenopenope' });
    expect(missing.statusCode).toBe(404);
    expect(missing.headers['cache-control']).toBe('no-store');
    const checkout = await t.app.inject({ method: 'POST', url: '/api/checkout/create', payload: { cartId: cart.id } });
    expect(checkout.headers['cache-control']).toBe('no-store');
  });

  it('refuses invisible, control and over-long text in previews before drawing', async () => {
    const url = board.images[0]!.url;
    const post = (payload: object) =>
      t.app.inject({ method: 'POST', url: '/api/products/customize/nameplate', payload });
    const invisible = await post({ name: ZERO_WIDTH_ONLY, productImageUrl: url });
    expect(invisible.statusCode).toBe(400);
    expect(invisible.json().error).toContain('Please enter some visible text');
    const nul = await post({ name: 'a\u0000b', productImageUrl: url });
    expect(nul.statusCode).toBe(400);
    const kids = await t.app.inject({
      method: 'POST',
      url: '/api/products/customize/kids',
      payload: { childName: '\u200d\u200d', productImageUrl: t.app.catalog.list('Kids Buntings')[0]!.images[0]!.url },
    });
    expect(kids.statusCode).toBe(400);
    expect(kids.json().error).toContain('Please enter some visible text');
    const family = await post({ name: FAMILY.repeat(3), productImageUrl: url });
    expect(family.statusCode).toBe(200);
  });

  it("refuses the probe's 1 x 39,000,000 PNG upload by its shape, at once", async () => {
    const strip = zeroPng(1, 39_000_000);
    const started = Date.now();
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/products/upload-user-image',
      payload: { imageBase64: strip.toString('base64') },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toContain('too long and thin');
    expect(Date.now() - started).toBeLessThan(2000);
  }, 60_000);

  it('refuses NUL and impossible times in events with 400 and stores nothing', async () => {
    const send = (event: Record<string, unknown>) =>
      t.app.inject({
        method: 'POST',
        url: '/api/events',
        payload: { sessionId: 'session-probe', events: [{ name: 'page_view', path: '/', at: Date.now(), ...event }] },
      });
    expect((await send({ path: '/a\u0000b' })).statusCode).toBe(400);
    expect((await send({ props: { q: 'a\u0000b' } })).statusCode).toBe(400);
    expect((await send({ props: { 'a\u0000b': 'x' } })).statusCode).toBe(400);
    expect((await send({ at: 9007199254740991 })).statusCode).toBe(400);
    expect((await send({ at: -1 })).statusCode).toBe(400);
    const rows = await t.app.db.select().from(analyticsEvents).where(eq(analyticsEvents.sessionId, 'session-probe'));
    expect(rows).toHaveLength(0);
  });

  it('refuses NUL in the checkout form beside the field, and places no order', async () => {
    const cart = cartResponseSchema.parse((await add({ name: 'Form' })).json()).cart!;
    const page = await t.app.inject({ method: 'GET', url: `/checkout/${cart.id}` });
    const version = /name="cartVersion" value="([^"]+)"/.exec(page.body)?.[1] ?? '';
    const res = await t.app.inject({
      method: 'POST',
      url: `/checkout/${cart.id}`,
      payload: {
        cartVersion: version,
        fullName: 'Asha\u0000Sharma',
        mobile: '98765 43210',
        address1: '12 MG Road\u200b',
        city: '\u200b',
        state: 'Maharashtra',
        pincode: '411001',
      },
    });
    expect(res.statusCode).toBe(422);
    expect(res.body).toContain('Full name contains a control character');
    expect(res.body).toContain('Please enter some visible text');
    expect(await t.app.db.select().from(orders).where(eq(orders.cartId, cart.id))).toHaveLength(0);
  });
});
