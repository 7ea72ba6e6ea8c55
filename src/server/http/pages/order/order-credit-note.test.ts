import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { issueInvoice } from '../../../invoices/invoice-service';
import { orderPageToken } from '../../../orders/order-link';
import { findOrderByCart } from '../../../orders/place-order';
import { saveShopSettings } from '../../../shop-settings/settings-service';
import { signInAs } from '../../../testing/admin-kit';
import { deliverTestOrder, placeTestOrder } from '../../../testing/order-kit';
import { pdfPageLines } from '../../../testing/pdf-text';
import { TEST_SETTINGS } from '../../../testing/shop-settings-kit';
import { buildTestApp, type TestApp } from '../../../testing/test-app';

const OWNER = { name: 'asha-owner', userId: null };

/**
 * Issue 44: a claim refunded against a tax invoice has its GST credit note, and the shopper finds it
 * on their order page, in their language, and downloads it with the page's token: nobody else can.
 */
describe("the credit note on the shopper's order page", () => {
  let t: TestApp;
  let token: string;
  let otherToken: string;
  let claimId: string;

  beforeAll(async () => {
    t = await buildTestApp({ name: 'pglite' });
    const owner = await signInAs(t.app, 'asha-owner');
    await saveShopSettings(t.app.db, TEST_SETTINGS);
    const order = await findOrderByCart(
      t.app.db,
      await placeTestOrder(t.app, { fullName: 'Priya Nair', mobile: '9876543210' }),
    );
    const other = await findOrderByCart(
      t.app.db,
      await placeTestOrder(t.app, { fullName: 'Ravi Kumar', mobile: '9876543211' }),
    );
    if (!order?.lines[0] || !other) throw new Error('no order');
    await deliverTestOrder(t.app, owner, order.id);
    await issueInvoice(t.app, order.id);
    token = await orderPageToken(t.app.db, order.id);
    otherToken = await orderPageToken(t.app.db, other.id);
    claimId = await t.app.claims.open({
      orderId: order.id,
      lineId: order.lines[0].id,
      reason: 'damaged',
      note: 'Cracked across the name',
      photos: [
        await sharp({ create: { width: 80, height: 60, channels: 3, background: '#a33' } })
          .jpeg()
          .toBuffer(),
      ],
      arrivesBy: null,
    });
  });
  afterAll(() => t.close());

  const link = (tok: string, id = claimId) => `/api/orders/${tok}/claims/${id}/credit-note.pdf`;

  it('shows no credit note while the claim waits, and none can be fetched', async () => {
    const page = await t.app.inject({ url: `/order/${token}` });
    expect(page.body).not.toContain('Credit note');
    expect((await t.app.inject({ url: link(token) })).statusCode).toBe(404);
  });

  it('links the refund’s credit note in English and Hindi, and its PDF names the number and the amount', async () => {
    await t.app.claims.decide(
      claimId,
      { decision: 'refund', fault: 'courier', refundPaise: 40000, payout: { method: 'upi', reference: 'UPI77712345' } },
      OWNER,
    );
    const page = await t.app.inject({ url: `/order/${token}` });
    const number = /Credit note (CN\/\d{2}-\d{2}\/\d{5}): this refund, set against your invoice\./.exec(page.body)?.[1];
    expect(number).toBeDefined();
    expect(page.body).toContain(`href="${link(token)}" download=""`);
    expect(page.body).toContain(`aria-describedby="credit-note-${claimId}">Download credit note (PDF)</a>`);
    const hindi = await t.app.inject({ url: `/order/${token}?lang=hi` });
    expect(hindi.body).toContain(`क्रेडिट नोट ${number}: यह रिफ़ंड, आपके इनवॉइस के सामने दर्ज।`);
    expect(hindi.body).toContain('क्रेडिट नोट डाउनलोड करें (PDF)');

    const pdf = await t.app.inject({ url: link(token) });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.headers['cache-control']).toBe('no-store');
    expect(pdf.headers['content-disposition']).toBe(
      `attachment; filename="credit-note-${number!.replaceAll('/', '-')}.pdf"`,
    );
    const text = (await pdfPageLines(pdf.rawPayload)).flat().join('\n');
    expect(text).toContain(`No. ${number}`);
    expect(text).toContain('Total credited | ₹400.00');
  });

  it('answers 404 to a wrong token, another order’s token, and a made-up claim id', async () => {
    expect((await t.app.inject({ url: link('not-the-token-at-all') })).statusCode).toBe(404);
    expect(
      (await t.app.inject({ url: link(`${token.slice(0, -1)}${token.endsWith('x') ? 'y' : 'x'}`) })).statusCode,
    ).toBe(404);
    expect((await t.app.inject({ url: link(otherToken) })).statusCode).toBe(404);
    expect((await t.app.inject({ url: link(token, 'not-a-uuid') })).statusCode).toBe(404);
    expect((await t.app.inject({ url: link(token, '00000000-0000-4000-8000-000000000000') })).statusCode).toBe(404);
  });
});
