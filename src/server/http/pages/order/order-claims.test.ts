import sharp from 'sharp';
import { eq } from 'drizzle-orm';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import type { ClaimPanel } from '../../../claims/claim-panel';
import { ClaimPanelView } from './claim-panel-view';
import { CLAIM_STRINGS } from './claim-strings';
import { ORDER_PAGE_STRINGS } from './strings';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderPageToken } from '../../../orders/order-link';
import { findOrderByCart } from '../../../orders/place-order';
import { claims } from '../../../platform/db/schema';
import { signInAs, type StaffSession } from '../../../testing/admin-kit';
import { deliverTestOrder, placeTestOrder } from '../../../testing/order-kit';
import { buildTestApp, testBackends, type TestApp } from '../../../testing/test-app';
import { multipart, type Part } from '../../../testing/multipart-body';

const jpeg = (colour: string) =>
  sharp({ create: { width: 80, height: 60, channels: 3, background: colour } })
    .jpeg()
    .toBuffer();

describe.each(testBackends)('reporting a problem from the order page on $name', (backend) => {
  let t: TestApp;
  let owner: StaffSession;
  let token: string;
  let orderId: string;
  let lineId: string;

  beforeAll(async () => {
    t = await buildTestApp(backend);
    owner = await signInAs(t.app, 'asha-owner');
    const cartId = await placeTestOrder(t.app, { fullName: 'Priya Nair', mobile: '9876543210' });
    const order = await findOrderByCart(t.app.db, cartId);
    if (!order?.lines[0]) throw new Error('no order');
    orderId = order.id;
    lineId = order.lines[0].id;
    await deliverTestOrder(t.app, owner, orderId);
    token = await orderPageToken(t.app.db, orderId);
  });
  afterAll(() => t.close());

  const post = (path: string, parts: Part[]) => t.app.inject({ method: 'POST', url: path, ...multipart(parts) });

  it('offers the form on a delivered order, in both languages', async () => {
    const page = await t.app.inject({ method: 'GET', url: `/order/${token}` });
    expect(page.body).toContain('Report a problem');
    expect(page.body).toMatch(/enctype="multipart\/form-data"/i);
    const hindi = await t.app.inject({ method: 'GET', url: `/order/${token}?lang=hi` });
    expect(hindi.body).toContain('समस्या बताएँ');
  });

  it('lets a stranger with only the order number do nothing', async () => {
    const wrong = 'A'.repeat(24);
    const res = await post(`/order/${wrong}/claim`, [
      { name: 'lineId', value: lineId },
      { name: 'reason', value: 'damaged' },
    ]);
    expect(res.statusCode).toBe(404);
    expect(await t.app.db.select().from(claims).where(eq(claims.orderId, orderId))).toEqual([]);
  });

  it('refuses a PDF as a photo at its field, in Hindi for a Hindi page, and keeps what was typed', async () => {
    const res = await post(`/order/${token}/claim`, [
      { name: 'lang', value: 'hi' },
      { name: 'lineId', value: lineId },
      { name: 'reason', value: 'damaged' },
      { name: 'note', value: 'डिब्बा टूटा था' },
      { name: 'photos', filename: 'crack.jpg', type: 'image/jpeg', body: Buffer.from('%PDF-1.7\n%%EOF') },
    ]);
    expect(res.statusCode).toBe(415);
    expect(res.body).toContain('फ़ोटो 1 फ़ोटो नहीं है');
    expect(res.body).toContain('id="claim-photos-error" role="alert"');
    expect(res.body).toContain('डिब्बा टूटा था');
  });

  it('takes a report with two photos and shows its state on the page', async () => {
    const res = await post(`/order/${token}/claim`, [
      { name: 'lineId', value: lineId },
      { name: 'reason', value: 'damaged' },
      { name: 'note', value: 'The board arrived cracked in two.' },
      { name: 'photos', filename: 'a.jpg', type: 'image/jpeg', body: await jpeg('#a33') },
      { name: 'photos', filename: 'b.jpg', type: 'image/jpeg', body: await jpeg('#3a3') },
    ]);
    expect(res.statusCode).toBe(303);
    expect(res.headers.location).toBe(`/order/${token}?claim=sent#claims`);
    const [claim] = await t.app.db.select().from(claims).where(eq(claims.orderId, orderId));
    expect(claim?.evidenceKeys).toHaveLength(2);
    const page = await t.app.inject({ method: 'GET', url: `/order/${token}?claim=sent` });
    expect(page.body).toContain('We received your report and will reply soon.');
    const again = await post(`/order/${token}/claim`, [
      { name: 'lineId', value: lineId },
      { name: 'reason', value: 'quality' },
    ]);
    expect(again.statusCode).toBe(409);
    expect(again.body).toContain('You have already reported a problem with this piece.');
  });

  it('shows the remade piece beside the claim, and the original timeline unchanged', async () => {
    const [claim] = await t.app.db.select().from(claims).where(eq(claims.orderId, orderId));
    const before = await t.app.inject({ method: 'GET', url: `/order/${token}` });
    await t.app.claims.decide(
      claim?.id ?? '',
      { decision: 'remake', fault: 'courier' },
      { name: 'asha', userId: null },
    );
    const page = await t.app.inject({ method: 'GET', url: `/order/${token}` });
    expect(page.body).toContain('We are making your piece again, at no charge.');
    // The remake's own state beside its number: approved, so it waits in the maker queue.
    expect(page.body).toMatch(/Your new piece: order KG-\d+ — <span data-testid="remake-status">Approved<\/span>/);
    const steps = (html: string) => html.match(/<span class="dot"/g)?.length;
    expect(steps(page.body)).toBe(steps(before.body));
  });

  it('refuses a fifth photo', async () => {
    const photo = await jpeg('#333');
    const res = await post(`/order/${token}/claim`, [
      { name: 'lineId', value: lineId },
      { name: 'reason', value: 'other' },
      ...Array.from({ length: 5 }, (_, i) => ({
        name: 'photos',
        filename: `${i}.jpg`,
        type: 'image/jpeg',
        body: photo,
      })),
    ]);
    expect(res.statusCode).toBe(413);
    expect(res.body).toContain('Choose at most 4 photos.');
  });
});

/** Issue 45 item 7: the pieces to choose from say the seed's variant words in Hindi; the title stays as typed. */
describe('the report form’s pieces', () => {
  const panel: ClaimPanel = {
    offered: true,
    windowDays: 7,
    pieces: [
      { lineId: 'a', title: 'Sheesham Wood House Name Board', variant: '12 x 8 in / Sheesham / With House Number' },
      { lineId: 'b', title: 'Blue Pottery Mug', variant: 'Blue Pottery / 11oz' },
    ],
    claims: [],
  };
  const render = (language: 'en' | 'hi') =>
    renderToStaticMarkup(
      createElement(ClaimPanelView, {
        panel,
        token: 'x',
        t: CLAIM_STRINGS[language],
        page: ORDER_PAGE_STRINGS[language],
      }),
    );

  it('are in Hindi on a Hindi page and as the seed writes them in English', () => {
    const hindi = render('hi');
    expect(hindi).toContain(
      '<option value="a">Sheesham Wood House Name Board (12 x 8 इंच / शीशम / मकान नंबर के साथ)</option>',
    );
    expect(hindi).toContain('<option value="b">Blue Pottery Mug (ब्लू पॉटरी / 11 औंस)</option>');
    expect(render('en')).toContain('<option value="b">Blue Pottery Mug (Blue Pottery / 11oz)</option>');
  });
});
