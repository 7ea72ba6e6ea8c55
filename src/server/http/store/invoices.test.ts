import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findOrderByCart } from '../../orders/place-order';
import { invoices, shopSettings } from '../../platform/db/schema';
import { orderPageToken } from '../../orders/order-link';
import { signInAs, type StaffSession } from '../../testing/admin-kit';
import { deliverTestOrder, placeTestOrder } from '../../testing/order-kit';
import { pdfTextLines } from '../../testing/pdf-text';
import { TEST_SETTINGS } from '../../testing/shop-settings-kit';
import { buildTestApp, testBackends, type TestApp } from '../../testing/test-app';

describe.each(testBackends)('invoices on $name', (backend) => {
  let t: TestApp;
  let owner: StaffSession;
  beforeAll(async () => {
    t = await buildTestApp(backend);
    owner = await signInAs(t.app, 'owner-invoices');
  });
  afterAll(async () => t?.close());

  const saveSettings = (body: unknown) =>
    t.app.inject({ method: 'PUT', url: '/api/admin/settings', headers: owner.headers, payload: body as object });

  async function deliveredOrder(state: string, category: 'Mugs' | 'Nameplates', quantity: number) {
    const cartId = await placeTestOrder(
      t.app,
      { fullName: 'Priya Nair', mobile: '9876543210' },
      { category, quantity, form: { state } },
    );
    const order = await findOrderByCart(t.app.db, cartId);
    if (!order) throw new Error('no order');
    const before = await t.app.inject({ url: `/api/admin/orders/${order.id}/invoice.pdf`, headers: owner.headers });
    expect(before.statusCode).toBe(404);
    await deliverTestOrder(t.app, owner, order.id);
    await t.app.backgroundWork.settled();
    return order;
  }

  async function readInvoice(orderId: string) {
    const res = await t.app.inject({ url: `/api/admin/orders/${orderId}/invoice.pdf`, headers: owner.headers });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['cache-control']).toBe('no-store');
    return pdfTextLines(res.rawPayload);
  }

  it('refuses a GSTIN with a wrong check character or a state not on the list, naming the field', async () => {
    const badGstin = await saveSettings({ ...TEST_SETTINGS, gstin: '29AAGCB7383J1Z5' });
    expect(badGstin.statusCode).toBe(400);
    expect(badGstin.json<{ error: string }>().error).toMatch(/^gstin: .*typing mistake/);
    const badState = await saveSettings({ ...TEST_SETTINGS, state: 'Atlantis' });
    expect(badState.statusCode).toBe(400);
    expect(badState.json<{ error: string }>().error).toMatch(/^state: /);
    const saved = await saveSettings(TEST_SETTINGS);
    expect(saved.statusCode).toBe(200);
    const read = await t.app.inject({ url: '/api/admin/settings', headers: owner.headers });
    expect(read.json()).toEqual({ settings: TEST_SETTINGS });
  });

  it('issues a tax invoice with CGST and SGST when the order stays in the shop’s state', async () => {
    await saveSettings(TEST_SETTINGS);
    const order = await deliveredOrder('Karnataka', 'Mugs', 3);
    const lines = await readInvoice(order.id);
    const line = order.lines[0]!;
    const gross = Math.round(Number(line.unitPrice) * 100) * 3;
    // CGST and SGST at 2.5 % each are equal; the taxable value is what is left (issue 39 item 6).
    const cgst = Math.round((gross * 2.5) / 105);
    const taxable = gross - 2 * cgst;
    const rupees = (p: number) => `₹${(p / 100).toLocaleString('en-IN', { minimumFractionDigits: 2 })}`;
    expect(lines[0]).toMatch(/^Tax invoice \| No\. KG\/\d\d-\d\d\/\d{5}$/);
    expect(lines).toContain('Kaarigar Crafts Private Limited | Priya Nair');
    expect(lines.join('\n')).toContain('GSTIN 29AAGCB7383J1Z4');
    expect(lines.join('\n')).toContain('Place of supply: Karnataka (29)');
    expect(lines).toContain(`Taxable value | ${rupees(taxable)}`);
    expect(lines).toContain(`CGST | ${rupees(cgst)}`);
    expect(lines).toContain(`SGST | ${rupees(cgst)}`);
    expect(lines).toContain(`Total | ${rupees(gross)}`);
    expect(lines.join('\n')).toContain('6912');
    expect(lines.join('\n')).not.toContain('IGST');
  });

  it('charges IGST when the order goes to another state, and numbers invoices consecutively', async () => {
    await saveSettings(TEST_SETTINGS);
    const first = await deliveredOrder('Maharashtra', 'Nameplates', 1);
    const second = await deliveredOrder('Kerala', 'Nameplates', 2);
    const lines = await readInvoice(second.id);
    expect(lines.join('\n')).toContain('Place of supply: Kerala (32)');
    expect(lines.some((l) => l.startsWith('IGST | ₹'))).toBe(true);
    expect(lines.join('\n')).not.toMatch(/CGST|SGST/);
    const numbers = await t.app.db.select({ n: invoices.number, o: invoices.orderId }).from(invoices);
    const seq = (id: string) => Number(numbers.find((r) => r.o === id)?.n.split('/')[2]);
    expect(seq(second.id)).toBe(seq(first.id) + 1);
  });

  it('issues a bill of supply with no tax lines when the shop has no GSTIN', async () => {
    await saveSettings({ ...TEST_SETTINGS, gstin: '' });
    const order = await deliveredOrder('Karnataka', 'Nameplates', 1);
    const lines = await readInvoice(order.id);
    expect(lines[0]).toMatch(/^Bill of supply \| No\. /);
    expect(lines.join('\n')).not.toMatch(/CGST|SGST|IGST|Taxable value|\d%/);
    expect(lines.join('\n')).toContain('Not registered under GST');
    expect(lines.some((l) => l.startsWith('Total | ₹'))).toBe(true);
    await saveSettings(TEST_SETTINGS);
  });

  it('gives the shopper the same PDF through their order page’s token, and nothing for an unknown one', async () => {
    const [invoice] = await t.app.db.select().from(invoices).limit(1);
    const token = await orderPageToken(t.app.db, invoice!.orderId);
    const res = await t.app.inject({ url: `/api/orders/${token}/invoice.pdf` });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    expect((await pdfTextLines(res.rawPayload))[0]).toContain(invoice!.number);
    const unknown = await t.app.inject({ url: `/api/orders/${'A'.repeat(24)}/invoice.pdf` });
    expect(unknown.statusCode).toBe(404);
    const malformed = await t.app.inject({ url: '/api/orders/not-a-token/invoice.pdf' });
    expect(malformed.statusCode).toBe(404);
  });

  it('offers the invoice on the shopper’s order page only once the order is invoiced, in their language', async () => {
    await saveSettings(TEST_SETTINGS);
    const cartId = await placeTestOrder(
      t.app,
      { fullName: 'Priya Nair', mobile: '9876543210' },
      { form: { state: 'Karnataka', language: 'hi' } },
    );
    const order = (await findOrderByCart(t.app.db, cartId))!;
    const token = await orderPageToken(t.app.db, order.id);
    const link = `/api/orders/${token}/invoice.pdf`;
    const before = await t.app.inject({ url: `/order/${token}` });
    expect(before.statusCode).toBe(200);
    expect(before.body).not.toContain(link);
    expect(before.body).not.toContain('इनवॉइस डाउनलोड करें');
    expect((await t.app.inject({ url: link })).statusCode).toBe(404);
    await deliverTestOrder(t.app, owner, order.id);
    await t.app.backgroundWork.settled();
    const after = await t.app.inject({ url: `/order/${token}` });
    expect(after.body).toContain(`href="${link}"`);
    expect(after.body).toContain('इनवॉइस डाउनलोड करें');
    expect((await t.app.inject({ url: `/order/${token}?lang=en` })).body).toMatch(
      new RegExp(`href="${link}"[^>]*>Download invoice</a>`),
    );
    const pdf = await t.app.inject({ url: link });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.headers['cache-control']).toBe('no-store');
    const [number] = await t.app.db.select({ n: invoices.number }).from(invoices).where(eq(invoices.orderId, order.id));
    expect((await pdfTextLines(pdf.rawPayload))[0]).toContain(number!.n);
  });

  it('never issues an order twice', async () => {
    const [invoice] = await t.app.db.select().from(invoices).limit(1);
    await t.app.orderEvents.emit({ event: 'paid', orderId: invoice!.orderId });
    await t.app.backgroundWork.settled();
    const rows = await t.app.db.select().from(invoices).where(eq(invoices.orderId, invoice!.orderId));
    expect(rows.map((r) => r.number)).toEqual([invoice!.number]);
  });
});

describe.each(testBackends)('an order delivered before the shop settings were filled in, on $name', (backend) => {
  let t: TestApp;
  let owner: StaffSession;
  beforeAll(async () => {
    t = await buildTestApp(backend);
    owner = await signInAs(t.app, 'owner-late-settings');
  });
  afterAll(async () => t?.close());

  const issue = (orderId: string, headers: Record<string, string> = owner.headers) =>
    t.app.inject({ method: 'POST', url: `/api/admin/orders/${orderId}/invoice`, headers });
  const place = async () => {
    const cartId = await placeTestOrder(t.app, { fullName: 'Priya Nair', mobile: '9876543210' }, { category: 'Mugs' });
    const order = await findOrderByCart(t.app.db, cartId);
    if (!order) throw new Error('no order');
    return order.id;
  };

  it('has no invoice yet, says why, and is issued by the owner once the settings are in, once', async () => {
    const orderId = await place();
    expect((await issue(orderId)).json()).toMatchObject({ error: expect.stringMatching(/paid or delivered/) });
    await deliverTestOrder(t.app, owner, orderId);
    await t.app.backgroundWork.settled();
    expect(
      (await t.app.inject({ url: `/api/admin/orders/${orderId}/invoice`, headers: owner.headers })).statusCode,
    ).toBe(404);

    const early = await issue(orderId);
    expect(early.statusCode).toBe(409);
    expect(early.json<{ error: string }>().error).toBe('Fill in the shop settings before invoices can be issued.');

    const saved = await t.app.inject({
      method: 'PUT',
      url: '/api/admin/settings',
      headers: owner.headers,
      payload: TEST_SETTINGS,
    });
    expect(saved.statusCode).toBe(200);
    const issued = await issue(orderId);
    expect(issued.statusCode).toBe(200);
    expect(issued.headers['cache-control']).toBe('no-store');
    const { number } = issued.json<{ number: string }>();
    expect(number).toMatch(/^KG\/\d{2}-\d{2}\/\d{5}$/);
    expect((await issue(orderId)).json()).toMatchObject({ number });
    const rows = await t.app.db.select().from(invoices).where(eq(invoices.orderId, orderId));
    expect(rows).toHaveLength(1);
  });

  it("refuses another state's GSTIN at the field, and an invoice while an older saved one disagrees", async () => {
    const maharashtra = '27AAPFU0939F1ZV';
    const refused = await t.app.inject({
      method: 'PUT',
      url: '/api/admin/settings',
      headers: owner.headers,
      payload: { ...TEST_SETTINGS, gstin: maharashtra },
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({
      error:
        'gstin: This GSTIN is registered in Maharashtra (27), not Karnataka (29). Enter the GSTIN for Karnataka, or choose Maharashtra as the state.',
      issues: [{ path: 'gstin' }],
    });
    // Saved before the form refused it: still shown to the owner to correct, never printed on an invoice.
    const older = { ...TEST_SETTINGS, gstin: maharashtra };
    await t.app.db
      .insert(shopSettings)
      .values({ id: 1, data: older })
      .onConflictDoUpdate({ target: shopSettings.id, set: { data: older } });
    expect((await t.app.inject({ url: '/api/admin/settings', headers: owner.headers })).json()).toEqual({
      settings: older,
    });
    const orderId = await place();
    await deliverTestOrder(t.app, owner, orderId);
    await t.app.backgroundWork.settled();
    const blocked = await issue(orderId);
    expect(blocked.statusCode).toBe(409);
    expect(blocked.json<{ error: string }>().error).toMatch(
      /^Correct the shop settings before invoices can be issued\. This GSTIN is registered in Maharashtra \(27\), not Karnataka \(29\)/,
    );
    expect(await t.app.db.select().from(invoices).where(eq(invoices.orderId, orderId))).toEqual([]);
  });

  it('is the owner’s alone to issue, with the CSRF token', async () => {
    const orderId = await place();
    expect((await issue(orderId, {})).statusCode).toBe(401);
    const maker = await signInAs(t.app, 'maker-late-settings', 'maker');
    expect((await issue(orderId, maker.headers)).statusCode).toBe(403);
    expect((await issue(orderId, { cookie: owner.cookie })).statusCode).toBe(403);
    expect((await issue('00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
  });
});
