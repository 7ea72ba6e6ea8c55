import { eq, isNotNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cartResponseSchema } from '../../../../contracts/cart';
import { formatDeliveryDate } from '../../../../contracts/delivery';
import { orders, products } from '../../../platform/db/schema';
import { indiaDate } from '../../../../contracts/india-days';
import { addWorkingDays, arrivesBy } from '../../../shipping/delivery-dates';
import { saveDeliverySettings } from '../../../shipping/delivery-settings';
import { signInAs } from '../../../testing/admin-kit';
import { buildTestApp, type TestApp } from '../../../testing/test-app';
import { orderDetailSchema, queueResponseSchema } from '../../../../contracts/admin';

const FORM = {
  fullName: 'Kavya Rao',
  mobile: '98765 43210',
  email: '',
  address1: '4 Lake Road',
  address2: '',
  city: 'Jaipur',
  state: 'Rajasthan',
  pincode: '302039',
};

describe('the checkout’s delivery date, pay on delivery by pincode and "needed by" (PGlite)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ name: 'pglite' });
    await saveDeliverySettings(t.app.db, {
      pickupPincode: '302001',
      zoneDays: { local: 2, regional: 3, zonal: 5, national: 6, special: 8 },
      notServiceablePrefixes: ['744'],
      noCodPrefixes: ['78'],
    });
    await t.app.db.update(products).set({ makingDays: 3 }).where(isNotNull(products.id));
  });
  afterAll(async () => t?.close());

  async function openCheckout(cookie?: string) {
    const product = t.app.catalog.list('Nameplates')[0]!;
    const added = await t.app.inject({
      method: 'POST',
      url: '/api/cart/add',
      payload: {
        product: { id: product.id, selectedVariantId: product.variants[0]!.id },
        customization: { name: 'Rao Niwas', houseNumber: '4', font: 'Cinzel' },
        quantity: 1,
        clientItemId: `item-${Math.random()}`,
      },
    });
    const cart = cartResponseSchema.parse(added.json()).cart!;
    const page = await t.app.inject({ method: 'GET', url: `/checkout/${cart.id}`, headers: cookie ? { cookie } : {} });
    const cartVersion = /name="cartVersion" value="([^"]+)"/.exec(page.body)?.[1] ?? '';
    const submit = (fields: Record<string, string>) =>
      t.app.inject({ method: 'POST', url: `/checkout/${cart.id}`, payload: { cartVersion, ...FORM, ...fields } });
    const order = async () => (await t.app.db.select().from(orders).where(eq(orders.cartId, cart.id)))[0];
    return { page, submit, order };
  }

  const date = (making: number, courier: number) => formatDeliveryDate(arrivesBy(new Date(), making, courier), 'en-IN');

  it('fills in the pincode the shopper typed in the store and says when it arrives', async () => {
    const { page } = await openCheckout('kaarigar_pincode=302039');
    expect(page.body).toContain('value="302039"');
    expect(page.body).toContain(`Made in 3 days, arrives by ${date(3, 2)}`);
  });

  it('"Check delivery date" shows the date for the typed pincode without placing the order, and remembers it', async () => {
    const { submit, order } = await openCheckout();
    const res = await submit({ pincode: '560001', intent: 'estimate' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain(`Made in 3 days, arrives by ${date(3, 6)}`);
    expect(String(res.headers['set-cookie'])).toContain('kaarigar_pincode=560001');
    expect(await order()).toBeUndefined();
  });

  it('refuses pay on delivery for a pincode where it is not taken, and places nothing', async () => {
    const { submit, order } = await openCheckout();
    const res = await submit({ pincode: '781001', state: 'Assam', payment: 'on_delivery' });
    expect(res.statusCode).toBe(422);
    expect(res.body).toContain('Pay on delivery is not available for PIN code 781001.');
    expect(await order()).toBeUndefined();
  });

  it('refuses a pincode nobody delivers to', async () => {
    const { submit, order } = await openCheckout();
    const res = await submit({ pincode: '744101', state: 'Andaman and Nicobar Islands' });
    expect(res.statusCode).toBe(422);
    expect(res.body).toContain('Sorry, we cannot deliver to PIN code 744101 yet.');
    expect(await order()).toBeUndefined();
  });

  it('stores "needed by" on the order', async () => {
    const { submit, order } = await openCheckout();
    const later = addWorkingDays(indiaDate(new Date()), 30);
    const res = await submit({ neededBy: later });
    expect(res.statusCode).toBe(303);
    expect((await order())?.neededBy).toBe(later);
  });

  it('warns once when "needed by" is before the piece can arrive, then places it with the date', async () => {
    const { submit, order } = await openCheckout();
    const tomorrow = addWorkingDays(indiaDate(new Date()), 1);
    const warned = await submit({ neededBy: tomorrow });
    expect(warned.statusCode).toBe(200);
    expect(warned.body).toContain(`This is before the piece can reach you (${date(3, 2)})`);
    expect(await order()).toBeUndefined();
    const placed = await submit({ neededBy: tomorrow, neededByWarned: tomorrow });
    expect(placed.statusCode).toBe(303);
    expect((await order())?.neededBy).toBe(tomorrow);
  });

  it('refuses a "needed by" date that has passed or is no date, at its field', async () => {
    const { submit, order } = await openCheckout();
    const past = await submit({ neededBy: '2020-01-01' });
    expect(past.statusCode).toBe(422);
    expect(past.body).toContain('The date has passed: choose today or a later day');
    expect(past.body).toContain('aria-describedby="neededBy-error"');
    const junk = await submit({ neededBy: '31-02-2027' });
    expect(junk.body).toContain('Enter the date as dd-mm-yyyy, or leave it empty');
    expect(await order()).toBeUndefined();
  });

  it('shows "needed by" to the maker and puts the earliest first in the queue, orders without one after', async () => {
    const owner = await signInAs(t.app, 'owner-kiran');
    const maker = await signInAs(t.app, 'maker-lalit', 'maker');
    const today = indiaDate(new Date());
    const dates = [null, addWorkingDays(today, 40), addWorkingDays(today, 20)];
    const ids: string[] = [];
    for (const neededBy of dates) {
      const { submit, order } = await openCheckout();
      expect((await submit(neededBy ? { neededBy } : {})).statusCode).toBe(303);
      const id = (await order())!.id;
      ids.push(id);
      await t.app.inject({ method: 'POST', url: `/api/admin/orders/${id}/proof`, headers: owner.headers });
      const approved = await t.app.inject({
        method: 'POST',
        url: `/api/admin/orders/${id}/status`,
        headers: owner.headers,
        payload: { status: 'approved' },
      });
      expect(approved.statusCode).toBe(200);
    }
    const detail = await t.app.inject({ method: 'GET', url: `/api/admin/orders/${ids[2]}`, headers: owner.headers });
    expect(orderDetailSchema.parse(detail.json()).neededBy).toBe(dates[2]);
    const queue = queueResponseSchema.parse(
      (await t.app.inject({ method: 'GET', url: '/api/admin/queue', headers: maker.headers })).json(),
    );
    const mine = queue.items.filter((i) => ids.includes(i.orderId));
    expect(mine.map((i) => [i.orderId, i.neededBy])).toEqual([
      [ids[2], dates[2]],
      [ids[1], dates[1]],
      [ids[0], null],
    ]);
  });
});
