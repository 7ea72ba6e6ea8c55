import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderDetailSchema } from '../../../../contracts/admin';
import type { DateFormat } from '../../../../contracts/personalisation-design';
import { STARTER_DESIGNS } from '../../../../contracts/personalisation-starters';
import { saveDesign } from '../../../personalisation/design-store';
import { orderLines, orders } from '../../../platform/db/schema';
import { shopperOrderLink } from '../../../orders/order-link';
import { signInAs, type StaffSession } from '../../../testing/admin-kit';
import { placeTestOrder } from '../../../testing/order-kit';
import { buildTestApp, type TestApp } from '../../../testing/test-app';

const shopper = { fullName: 'Kavin Raj', mobile: '9812345671' };
const couple = STARTER_DESIGNS.find((s) => s.key === 'couple-mug')!.design;

/**
 * Issue 41: a design's date reads on both order pages as the piece writes it (the design's
 * format), not as the sheet's date input sent it (2099-12-12).
 */
describe("a design's date on the order pages", { timeout: 120_000 }, () => {
  let t: TestApp;
  let owner: StaffSession;
  beforeAll(async () => {
    t = await buildTestApp({ name: 'pglite' });
    owner = await signInAs(t.app, 'owner-asha');
  });
  afterAll(async () => t?.close());

  it.each([
    ['d MMM yyyy', '12 Dec 2099'],
    ['dd.MM.yyyy', '12.12.2099'],
    ['hindi-numerals', '१२.१२.२०९९'],
  ] as [DateFormat, string][])('%s: %s', async (format, onThePiece) => {
    // The mug placeTestOrder orders, made a couple's mug whose date is in this format.
    const mug = t.app.catalog.list('Mugs').find((p) => p.variants.some((v) => v.available))!;
    await saveDesign(t.app.db, mug.id, {
      ...couple,
      fields: couple.fields.map((f) => (f.kind === 'date' ? { ...f, format } : f)),
    });
    await placeTestOrder(t.app, shopper, {
      category: 'Mugs',
      customization: { fields: { firstName: 'கவின்', secondName: 'Asha', date: '2099-12-12', font: 'serif' } },
    });
    const [order] = await t.app.db.select().from(orders).orderBy(desc(orders.createdAt)).limit(1);

    const path = new URL(await shopperOrderLink(t.app.db, order!.id, 'http://shop.test')).pathname;
    const page = (await t.app.inject({ method: 'GET', url: path })).body;
    expect(page).toContain(`<li>Date: ${onThePiece}</li>`);
    expect(page).toContain('<li>First name: கவின்</li>');
    expect(page).not.toContain('2099-12-12');

    const detail = await t.app.inject({
      method: 'GET',
      url: `/api/admin/orders/${order!.id}`,
      headers: { cookie: owner.cookie },
    });
    const attributes = orderDetailSchema.parse(detail.json()).lines[0]!.attributes;
    expect(attributes.find((a) => a.key === 'Date')?.value).toBe(onThePiece);
    // The file is drawn from the values as typed (cart-designs.test.ts); the owner never reads those.
    expect(attributes.map((a) => a.value)).not.toContain('2099-12-12');
  });

  it('shows a date stored as typed, before dates were kept readable, in the design version’s format', async () => {
    const mug = t.app.catalog.list('Mugs').find((p) => p.variants.some((v) => v.available))!;
    await saveDesign(t.app.db, mug.id, {
      ...couple,
      fields: couple.fields.map((f) => (f.kind === 'date' ? { ...f, format: 'dd.MM.yyyy' as const } : f)),
    });
    await placeTestOrder(t.app, shopper, {
      category: 'Mugs',
      customization: { fields: { firstName: 'Asha', secondName: 'Ravi', date: '2099-12-12', font: 'serif' } },
    });
    const [order] = await t.app.db.select().from(orders).orderBy(desc(orders.createdAt)).limit(1);
    const [line] = await t.app.db.select().from(orderLines).where(eq(orderLines.orderId, order!.id));
    // The line as an order placed before then was stored: its readable Date as the date input sent it.
    const stored = (design: string) =>
      line!.attributes.map((a) =>
        a.key === 'Date' ? { ...a, value: '2099-12-12' } : a.key === '_design' ? { ...a, value: design } : a,
      );
    await t.app.db
      .update(orderLines)
      .set({ attributes: stored(line!.attributes.find((a) => a.key === '_design')!.value) })
      .where(eq(orderLines.id, line!.id));
    // The owner saved another design since: the line's own version still says how its date reads.
    await saveDesign(t.app.db, mug.id, couple);

    const path = new URL(await shopperOrderLink(t.app.db, order!.id, 'http://shop.test')).pathname;
    const page = (await t.app.inject({ method: 'GET', url: path })).body;
    expect(page).toContain('<li>Date: 12.12.2099</li>');
    expect(page).not.toContain('2099-12-12');
    const detail = await t.app.inject({ url: `/api/admin/orders/${order!.id}`, headers: owner.headers });
    const dateOf = (attributes: { key: string; value: string }[]) => attributes.find((a) => a.key === 'Date')?.value;
    expect(dateOf(orderDetailSchema.parse(detail.json()).lines[0]!.attributes)).toBe('12.12.2099');
    // What the file is drawn from is left as typed.
    const [kept] = await t.app.db.select().from(orderLines).where(eq(orderLines.id, line!.id));
    expect(JSON.parse(kept!.attributes.find((a) => a.key === '_fields')!.value)).toMatchObject({ date: '2099-12-12' });

    // A version that cannot be found: the studio's first format, never the input's.
    await t.app.db
      .update(orderLines)
      .set({ attributes: stored('99') })
      .where(eq(orderLines.id, line!.id));
    const fallback = await t.app.inject({ url: `/api/admin/orders/${order!.id}`, headers: owner.headers });
    expect(dateOf(orderDetailSchema.parse(fallback.json()).lines[0]!.attributes)).toBe('12 Dec 2099');
  });
});
