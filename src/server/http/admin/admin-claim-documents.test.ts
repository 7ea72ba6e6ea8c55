import sharp from 'sharp';
import { PDFDocument } from 'pdf-lib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderClaimsSchema } from '../../../contracts/claims';
import { issueInvoice } from '../../invoices/invoice-service';
import { findOrderByCart } from '../../orders/place-order';
import { saveShopSettings } from '../../shop-settings/settings-service';
import { signInAs, type StaffSession } from '../../testing/admin-kit';
import { deliverTestOrder, placeTestOrder } from '../../testing/order-kit';
import { pdfPageLines } from '../../testing/pdf-text';
import { TEST_SETTINGS } from '../../testing/shop-settings-kit';
import { buildTestApp, type TestApp } from '../../testing/test-app';

const OWNER = { name: 'asha-owner', userId: null };
const jpeg = (colour: string) =>
  sharp({ create: { width: 120, height: 90, channels: 3, background: colour } })
    .jpeg()
    .toBuffer();

describe('packing photo, credit note and dispute pack', () => {
  let t: TestApp;
  let owner: StaffSession;
  let maker: StaffSession;
  let orderId: string;
  let claimId: string;

  beforeAll(async () => {
    t = await buildTestApp({ name: 'pglite' });
    owner = await signInAs(t.app, 'asha-owner');
    maker = await signInAs(t.app, 'ravi-maker', 'maker');
    await saveShopSettings(t.app.db, TEST_SETTINGS);
    const cartId = await placeTestOrder(t.app, { fullName: 'Priya Nair', mobile: '9876543210' });
    const order = await findOrderByCart(t.app.db, cartId);
    if (!order?.lines[0]) throw new Error('no order');
    orderId = order.id;
    await deliverTestOrder(t.app, owner, orderId);
    await issueInvoice(t.app, orderId);
    claimId = await t.app.claims.open({
      orderId,
      lineId: order.lines[0].id,
      reason: 'damaged',
      note: 'The board came cracked in two',
      photos: [await jpeg('#a33'), await jpeg('#3a3')],
      arrivesBy: null,
    });
  });
  afterAll(() => t.close());

  const put = (who: StaffSession | null, body: object) =>
    t.app.inject({
      method: 'PUT',
      url: `/api/admin/orders/${orderId}/packing-photo`,
      headers: who?.headers ?? {},
      payload: body,
    });

  it('keeps the packing photo from the maker or the owner, re-encoded and private, and refuses a PDF at its field', async () => {
    expect((await put(null, { imageBase64: 'x' })).statusCode).toBe(401);
    const pdf = Buffer.from('%PDF-1.7\n1 0 obj <<>> endobj\n%%EOF').toString('base64');
    const refused = await put(maker, { imageBase64: pdf });
    expect(refused.statusCode).toBe(415);
    expect(refused.json<{ issues?: { path: string }[] }>().issues?.[0]?.path).toBe('imageBase64');
    // An order not yet approved has nothing packed to photograph.
    const early = await findOrderByCart(
      t.app.db,
      await placeTestOrder(t.app, { fullName: 'Ravi Early', mobile: '9876543211' }),
    );
    const tooSoon = await t.app.inject({
      method: 'PUT',
      url: `/api/admin/orders/${early?.id ?? ''}/packing-photo`,
      headers: maker.headers,
      payload: { imageBase64: (await jpeg('#335')).toString('base64') },
    });
    expect(tooSoon.statusCode).toBe(409);
    const kept = await put(maker, { imageBase64: `data:image/jpeg;base64,${(await jpeg('#335')).toString('base64')}` });
    expect(kept.statusCode).toBe(200);
    const url = kept.json<{ url: string }>().url;
    expect(url).toMatch(/^\/objects\/uploads\/[\w-]+\.webp\?e=\d+&s=[\w-]+$/);
    expect((await t.app.inject({ method: 'GET', url: url.split('?')[0] ?? '' })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(200);
  });

  it("shows the order's claims with the packing photo and the parcel's AWB", async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/admin/orders/${orderId}/claims`,
      headers: owner.headers,
    });
    const page = orderClaimsSchema.parse(res.json());
    expect(page.remakeOf).toBeNull();
    expect(page.claims.map((c) => c.id)).toEqual([claimId]);
    expect(page.claims[0]?.packingPhotoUrl).toMatch(/^\/objects\/uploads\//);
    expect(page.claims[0]).toMatchObject({ trackingNumber: '1234567890123', courierName: 'Delhivery' });
    expect(page.packingPhotoUrl).not.toBeNull();
  });

  it('assembles the dispute pack: AWB, dates and history, the packing photo, the two photos, the invoice', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/admin/claims/${claimId}/dispute-pack.pdf`,
      headers: owner.headers,
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['cache-control']).toBe('no-store');
    const pages = await pdfPageLines(res.rawPayload);
    expect(pages.length).toBeGreaterThanOrEqual(5);
    const first = pages[0]?.join('\n') ?? '';
    expect(first).toContain('AWB 1234567890123');
    expect(first).toMatch(/Dispatched \d.* · delivered \d/);
    expect(first).toContain('File the dispute by');
    expect(first).toContain('The board came cracked in two');
    // Typed by hand, this parcel has no courier scans: the pack says so rather than offer our own timeline.
    expect(first).toContain("No courier scans: this parcel's courier and AWB were typed by hand.");
    expect(pages[1]?.join(' ')).toContain('Packing photo');
    expect(pages[2]?.join(' ')).toContain("The shopper's photo 1 of 2");
    expect(pages[4]?.join(' ')).toContain('Tax invoice');
    const doc = await PDFDocument.load(res.rawPayload);
    expect(doc.getPageCount()).toBe(pages.length);
    expect(
      (
        await t.app.inject({
          method: 'GET',
          url: `/api/admin/claims/${claimId}/dispute-pack.pdf`,
          headers: maker.headers,
        })
      ).statusCode,
    ).toBe(403);
  });

  it('draws the credit note of a partial refund: its number, the invoice it reduces, the GST reversed', async () => {
    const none = await t.app.inject({
      method: 'GET',
      url: `/api/admin/claims/${claimId}/credit-note.pdf`,
      headers: owner.headers,
    });
    expect(none.statusCode).toBe(404);
    const decided = await t.app.claims.decide(
      claimId,
      { decision: 'both', fault: 'courier', refundPaise: 50000, payout: { method: 'upi', reference: 'UPI55512345' } },
      OWNER,
    );
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/admin/claims/${claimId}/credit-note.pdf`,
      headers: owner.headers,
    });
    expect(res.statusCode).toBe(200);
    const [page] = await pdfPageLines(res.rawPayload);
    const text = page?.join('\n') ?? '';
    expect(text).toMatch(/Credit note \| No\. CN\/\d{2}-\d{2}\/\d{5}/);
    expect(text).toMatch(/Against tax invoice \S+ of/);
    expect(text).toMatch(/CGST \d+(\.\d+)?% reversed|IGST \d+% reversed/);
    expect(text).toContain('Total credited | ₹500.00');
    // The remake's page names the order it remakes.
    const remake = await t.app.inject({
      method: 'GET',
      url: `/api/admin/orders/${decided.remakeOrderId ?? ''}/claims`,
      headers: owner.headers,
    });
    expect(orderClaimsSchema.parse(remake.json()).remakeOf).toEqual({
      orderId,
      reference: expect.stringMatching(/^KG-/) as string,
    });
  });
});
