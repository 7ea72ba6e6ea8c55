import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { catalogueText } from '../../../../contracts/catalogue-words';
import { shopperOrderSchema } from '../../../../contracts/order-page';
import { orders, products } from '../../../platform/db/schema';
import { shopperOrderLink } from '../../../orders/order-link';
import { arrivesBy } from '../../../shipping/delivery-dates';
import { saveDeliverySettings } from '../../../shipping/delivery-settings';
import { placeTestOrder } from '../../../testing/order-kit';
import { buildTestApp, type TestApp } from '../../../testing/test-app';

const shopper = { fullName: 'Arjun Mehta', mobile: '9812345670' };

/**
 * Issue 45 item 5: the order page said "Colour: #8B4513", "Font: serif" and "Style: minimal" (never
 * chosen on a name board), and showed only the total. It says what the shopper chose, in the
 * words of the sheet's chips, with the subtotal, delivery, total and the arrives-by date.
 */
describe("the order page's line details and amounts", { timeout: 120_000 }, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ name: 'pglite' });
  });
  afterAll(async () => t?.close());

  const orderWith = async (customization: Record<string, string>, form: Record<string, string> = {}) => {
    await placeTestOrder(t.app, shopper, { customization, form });
    const [order] = await t.app.db.select().from(orders).orderBy(desc(orders.createdAt)).limit(1);
    const path = new URL(await shopperOrderLink(t.app.db, order!.id, 'http://shop.test')).pathname;
    return { order: order!, path };
  };

  it('names the font and colour as the sheet does, and leaves out a style a board never offers', async () => {
    const { path } = await orderWith({
      name: 'Sharma Niwas',
      houseNumber: 'B-12',
      font: 'serif',
      color: '#8B4513',
      style: 'minimal',
    });
    const page = (await t.app.inject({ method: 'GET', url: path })).body;
    expect(page).toContain('<li>Name: Sharma Niwas</li>');
    expect(page).toContain('<li>Font: Serif</li>');
    expect(page).toContain('<li>Text colour: Brown</li>');
    expect(page).not.toMatch(/#8B4513|Style|minimal|Font: serif/);

    const hindi = (await t.app.inject({ method: 'GET', url: `${path}?lang=hi` })).body;
    expect(hindi).toContain('<li>अक्षरों का रंग: भूरा</li>');
    expect(hindi).toContain('<li>नाम: Sharma Niwas</li>');
    expect(hindi).not.toMatch(/Colour|Name:/);

    // The seed's own option values in Hindi too ('मकान नंबर के साथ', not 'With House Number').
    const api = shopperOrderSchema.parse((await t.app.inject({ url: `/api/orders/${path.split('/').at(-1)}` })).json());
    const variant = api.lines[0]!.variantTitle;
    expect(catalogueText('hi', variant)).not.toBe(variant);
    expect(hindi).toContain(`${catalogueText('hi', variant)} · `);
    expect(hindi).not.toContain(variant);
    expect(page).toContain(`${variant} · `);
  });

  it('shows a mug its art style by name and no lettering it could not choose', async () => {
    await placeTestOrder(t.app, shopper, {
      category: 'Mugs',
      customization: { line1: 'Chai time', font: 'serif', color: '#8B4513', style: 'oil-painting' },
    });
    const [order] = await t.app.db.select().from(orders).orderBy(desc(orders.createdAt)).limit(1);
    const path = new URL(await shopperOrderLink(t.app.db, order!.id, 'http://shop.test')).pathname;
    const page = (await t.app.inject({ method: 'GET', url: path })).body;
    expect(page).toContain('<li>Caption: Chai time</li>');
    expect(page).toContain('<li>Art style: Oil painting</li>');
    expect(page).not.toMatch(/Font:|Text colour:|#8B4513/);
  });

  it('adds up the subtotal, delivery and total, and says when it arrives once that is known', async () => {
    const before = await orderWith({ name: 'Sharma Niwas' });
    const api = shopperOrderSchema.parse(
      (await t.app.inject({ url: `/api/orders/${before.path.split('/').at(-1)}` })).json(),
    );
    expect(api.subtotalAmount).toBe(api.totalAmount);
    expect(api.deliveryAmount).toBe('0.00');
    const page = (await t.app.inject({ method: 'GET', url: before.path })).body;
    expect(page).toMatch(/<span>Subtotal<\/span><span>₹[\d,]+\.\d\d<\/span>/);
    expect(page).toContain('<span>Delivery</span><span>Free</span>');
    // No pickup PIN code yet: no date is known, none is promised.
    expect(page).not.toContain('order-arrives-by');

    await saveDeliverySettings(t.app.db, {
      pickupPincode: '411001',
      zoneDays: { local: 1, regional: 2, zonal: 4, national: 5, special: 9 },
      notServiceablePrefixes: [],
      noCodPrefixes: [],
    });
    const { order, path } = await orderWith({ name: 'Sharma Niwas' });
    const [row] = await t.app.db.select().from(orders).where(eq(orders.id, order.id));
    const product = t.app.catalog.list('Nameplates').find((p) => p.variants.some((v) => v.available))!;
    const [made] = await t.app.db.select().from(products).where(eq(products.handle, product.handle));
    const making = made!.makingDays;
    const expected = arrivesBy(row!.createdAt, making, 1);
    const dated = (await t.app.inject({ method: 'GET', url: path })).body;
    expect(dated).toMatch(/data-testid="order-arrives-by">Arrives by [A-Z][a-z]{2}, \d{1,2} [A-Z][a-z]{2}</);
    const [y, m, d] = expected.split('-');
    expect(dated).toContain(
      ` ${Number(d)} ${new Date(Date.UTC(+y!, +m! - 1, 1)).toLocaleString('en-IN', { month: 'short', timeZone: 'UTC' })}<`,
    );
  });
  it('says the state in Hindi on a Hindi page, while the order keeps the name its place of supply is keyed by', async () => {
    const { order, path } = await orderWith(
      { name: 'Sharma Niwas' },
      { state: 'Tamil Nadu', city: 'Chennai', pincode: '600001' },
    );
    expect(order.contact.state).toBe('Tamil Nadu');
    const hindi = (await t.app.inject({ method: 'GET', url: `${path}?lang=hi` })).body;
    expect(hindi).toContain('<div>12 MG Road</div><div>Near the temple</div><div>Chennai, तमिलनाडु, 600001</div>');
    expect(hindi).not.toContain('Tamil Nadu');
    const page = (await t.app.inject({ method: 'GET', url: path })).body;
    expect(page).toContain('<div>Chennai, Tamil Nadu, 600001</div>');
    const api = shopperOrderSchema.parse((await t.app.inject({ url: `/api/orders/${path.split('/').at(-1)}` })).json());
    expect(api.delivery.place).toEqual({ city: 'Chennai', state: 'Tamil Nadu', pincode: '600001' });
  });
});
