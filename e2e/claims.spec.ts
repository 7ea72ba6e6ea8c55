import type { APIRequestContext, Page, TestInfo } from '@playwright/test';
import staff from './staff-accounts.json' with { type: 'json' };
import { seriousViolations } from './axe';
import { expect, test } from './fixtures';
import { addToNewCart, checkoutCart, findOrder, ownerHeaders } from './order-kit';
import { TEST_SETTINGS } from '../src/server/testing/shop-settings-kit';
import { useOwnServer } from './own-server';

/**
 * Issue 44: a piece arrives cracked. The shopper reports it from their order page with two photos;
 * the owner sees it in the workspace beside the proof and the packing photo taken at dispatch, and
 * remakes it: the remake goes through the maker queue, is booked with the (fake) courier and picked
 * up, the shopper's page shows both parcels, and the claim's messages and the remake's dispatch
 * message wait in the outbox. A second piece
 * is refunded in part (pay on delivery: paid out by UPI, with its reference), and a third declined.
 */
type Listed = Array<{ id: string; handle: string; title: string; variants: Array<{ id: string; available: boolean }> }>;

const PHOTOS = ['/work/shared/fixtures/photos/coffee.png', '/work/shared/fixtures/photos/chelsea.png'];

/** An order placed through the hosted checkout as a shopper's browser posts it; its id. */
async function placeOrder(request: APIRequestContext, fullName: string) {
  const listed = (await (await request.get('/api/products?category=Nameplates')).json()) as Listed;
  const product = listed.find((p) => p.variants.some((v) => v.available))!;
  const cartId = await addToNewCart(request, {
    product: { id: product.id, selectedVariantId: product.variants.find((v) => v.available)!.id },
    customization: { name: 'Priya Niwas', houseNumber: '12', font: 'Cinzel' },
    quantity: 1,
    clientItemId: `claim-${Date.now()}-${Math.random().toString(36).slice(2)}`,
  });
  await checkoutCart(request, cartId, {
    fullName,
    mobile: '9876501234',
    email: 'priya@example.com',
    address1: '12 MG Road',
    city: 'Pune',
    state: 'Maharashtra',
    pincode: '411001',
  });
  return (await findOrder(request, fullName)).id;
}

async function move(request: APIRequestContext, headers: Record<string, string>, orderId: string, statuses: string[]) {
  for (const status of statuses) {
    const data =
      status === 'dispatched'
        ? { status, shipment: { courier: 'delhivery', trackingNumber: `88${Date.now().toString().slice(-11)}` } }
        : { status };
    const moved = await request.post(`/api/admin/orders/${orderId}/status`, { headers, data });
    expect(moved.ok(), await moved.text()).toBe(true);
  }
}

async function orderPageUrl(request: APIRequestContext, orderId: string) {
  return ((await (await request.get(`/api/admin/orders/${orderId}`)).json()) as { orderPageUrl: string }).orderPageUrl;
}

async function signIn(page: Page) {
  await page.goto('/admin/login');
  await page.getByRole('textbox', { name: 'Username' }).fill(staff.owner.username);
  await page.getByLabel('Password').fill(staff.owner.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Orders' })).toBeVisible();
}

const shot = (page: Page, info: TestInfo, name: string) =>
  page.screenshot({ path: info.outputPath(`${name}.png`), fullPage: true });

/** The shopper's report on their order page: what happened, a note, photos; no script needed. */
async function report(page: Page, url: string, reason: string, note: string, photos: string[]) {
  await page.goto(url);
  const panel = page.getByRole('region', { name: 'Report a problem' });
  await panel.getByRole('radio', { name: reason }).check();
  await panel.getByRole('textbox', { name: 'Tell us more' }).fill(note);
  if (photos.length) await panel.getByLabel('Photos (up to 4)').setInputFiles(photos);
  await panel.getByRole('button', { name: 'Send report' }).click();
  await expect(page.getByText('Thank you. We received your report and will reply soon.')).toBeVisible();
}

/*
 * The remake journey books its parcel with the courier, so it runs against a store of its own in
 * Shiprocket mode, pointed at the fake Shiprocket (as e2e/shipping.spec.ts does); its page and
 * request fixtures take that store as their base URL, and the helpers above stay as they are.
 */
test.describe('remake', () => {
  const own = useOwnServer('scripts/e2e-shipping-server.mjs', { controlPortEnv: 'FAKE_SHIPROCKET_CONTROL_PORT' });
  // Playwright reads a fixture's first parameter as an object pattern; this one needs no other fixture.
  // eslint-disable-next-line no-empty-pattern
  test.use({ baseURL: async ({}, use) => use(own.base) });

  /** Every name board's variants get their packed parcel, which a booking sends the courier. */
  async function giveBoardsTheirParcel(request: APIRequestContext, headers: Record<string, string>) {
    const boards = (await (await request.get('/api/products?category=Nameplates')).json()) as Listed;
    for (const board of boards) {
      const studio = (await (await request.get(`/api/admin/products/${board.id}`)).json()) as {
        product: { variants: { id: string; title: string; price: string; available: boolean }[] };
      };
      const saved = await request.patch(`/api/admin/products/${board.id}`, {
        headers,
        data: {
          variants: studio.product.variants.map((v) => ({
            id: v.id,
            title: v.title,
            price: v.price,
            available: v.available,
            packedWeightGrams: 650,
            boxCm: { length: 32, breadth: 22, height: 4 },
          })),
        },
      });
      expect(saved.status(), await saved.text()).toBe(200);
    }
  }

  /** The courier's day: a scan at the fake, which sends Shiprocket's webhook to the store. */
  async function courierScan(awb: string, code: number, location: string) {
    const res = await fetch(`${own.control}/scan`, { method: 'POST', body: JSON.stringify({ awb, code, location }) });
    expect(((await res.json()) as { status: number }).status).toBe(200);
  }

  test('a cracked board: packing photo, the shopper’s report with two photos, the remake made, booked and on the original’s page', async ({
    page,
    request,
  }, info) => {
    test.setTimeout(240_000);
    const headers = await ownerHeaders(request);
    await giveBoardsTheirParcel(request, headers);
    const shopper = `Priya Crack ${info.project.name} ${Date.now().toString(36)}`;
    const orderId = await placeOrder(request, shopper);
    expect((await request.post(`/api/admin/orders/${orderId}/proof`, { headers })).ok()).toBe(true);
    await move(request, headers, orderId, ['approved', 'in_production']);

    // At dispatch the workspace asks for the packed parcel's photo, from the phone's camera.
    await signIn(page);
    await page.goto(`/admin/orders/${orderId}`);
    const packing = page.getByRole('region', { name: 'Packing photo' });
    await packing.getByLabel('Take the packing photo').setInputFiles(PHOTOS[1]!);
    await expect(packing.getByRole('img', { name: 'The packed parcel, with its AWB label' })).toBeVisible();
    // The original went by hand with its own AWB, before the courier was booked from the workspace.
    const originalAwb = `88${Date.now().toString().slice(-11)}`;
    const dispatched = await request.post(`/api/admin/orders/${orderId}/status`, {
      headers,
      data: { status: 'dispatched', shipment: { courier: 'delhivery', trackingNumber: originalAwb } },
    });
    expect(dispatched.ok(), await dispatched.text()).toBe(true);
    await move(request, headers, orderId, ['delivered']);

    const url = await orderPageUrl(request, orderId);
    await report(page, url, 'Arrived damaged', 'The board came cracked across the name.', PHOTOS);
    await expect(page.getByTestId('claim-state')).toHaveText('We received your report and will reply soon.');

    // The owner: new first, with its age and the courier's deadline.
    await page.goto('/admin/claims');
    await expect(page.getByRole('heading', { level: 1, name: 'Claims' })).toBeVisible();
    const card = page.getByTestId('claim-card').filter({ hasText: 'Arrived damaged' }).first();
    await expect(card).toContainText('New');
    await expect(card).toContainText('Reported today');
    await expect(card).toContainText(/Courier dispute: \d days? left|File the courier dispute today/);
    // The list fits a phone's width: a long product name is cut short, not the page widened.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      page.viewportSize()!.width,
    );
    await shot(page, info, 'claims-list');
    await card.click();
    await expect(page.getByRole('heading', { level: 1, name: /^Claim on KG-\d+$/ })).toBeVisible();
    const evidence = page.getByRole('region', { name: 'Evidence' });
    await expect(evidence.getByRole('img', { name: /The shopper’s photo \d of 2/ })).toHaveCount(2);
    await expect(evidence.getByRole('img', { name: 'The proof the shopper approved' })).toBeVisible();
    await expect(
      evidence.getByRole('img', { name: 'The packed parcel at dispatch, with its AWB label' }),
    ).toBeVisible();
    // Every photo loads through its signed link.
    for (const img of await evidence.getByRole('img').all())
      await expect.poll(() => img.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth > 0)).toBe(true);
    const pack = await page.request.get(
      (await page.getByRole('link', { name: 'Download the courier dispute pack (PDF)' }).getAttribute('href'))!,
    );
    expect(pack.headers()['content-type']).toBe('application/pdf');
    expect(await seriousViolations(page)).toEqual([]);
    await shot(page, info, 'claim-open');

    const form = page.getByRole('form', { name: 'Decide' });
    await form.getByRole('radio', { name: 'Remake', exact: true }).check({ force: true });
    await form.getByRole('radio', { name: 'Courier' }).check({ force: true });
    await form.getByLabel(/Cost of the remake/).fill('450');
    await form.getByRole('button', { name: 'Save decision' }).click();
    const decided = page.getByRole('region', { name: 'Remake' });
    await expect(decided).toContainText('Fault: Courier');
    await expect(decided).toContainText('Cost to the shop: ₹450.00');
    const remakeLink = decided.getByRole('link', { name: /^order KG-\d+$/ });
    const remakeRef = ((await remakeLink.textContent()) ?? '').replace('order ', '');
    await shot(page, info, 'claim-remade');

    // The remake names its original, and the original names its remake.
    await remakeLink.click();
    await expect(page.getByRole('heading', { level: 1, name: `Order ${remakeRef}` })).toBeVisible();
    const remakeId = /\/admin\/orders\/([\w-]+)$/.exec(new URL(page.url()).pathname)![1]!;
    await expect(page.getByTestId('remake-of')).toContainText('A remake, at no charge, of order KG-');
    await page.getByTestId('remake-of').getByRole('link').click();
    await expect(
      page.getByRole('region', { name: 'Claims' }).getByRole('link', { name: `order ${remakeRef}` }),
    ).toBeVisible();
    await shot(page, info, 'original-order');

    // It waits in the maker queue like any approved order.
    await page.goto('/admin/queue');
    const remakeCard = page.getByRole('article', { name: new RegExp(`^${remakeRef}:`) });
    await expect(remakeCard).toBeVisible();
    // Made and packed: the maker photographs the parcel from the queue, then marks it made.
    await remakeCard.getByLabel('Take the packing photo').setInputFiles(PHOTOS[1]!);
    await expect(remakeCard.getByRole('status')).toHaveText('Packing photo kept');
    await remakeCard.getByRole('button', { name: 'Mark made' }).click();
    await expect(remakeCard).toHaveCount(0);

    // Booked with the courier from the remake's own page, like any order; its pickup scan dispatches it.
    // The queue's "Mark made" marks the line; the order moves on from its own page's next step.
    await page.goto(`/admin/orders/${remakeId}`);
    await page.getByRole('button', { name: 'Start production' }).click();
    await expect(page.getByText('In production').first()).toBeVisible();
    const courier = page.getByRole('region', { name: 'Courier' });
    await courier.getByRole('button', { name: 'Book shipment' }).click();
    await expect(courier.getByText(/Delhivery Surface · AWB \d{14}/)).toBeVisible();
    const awb = /AWB (\d{14})/.exec((await courier.textContent()) ?? '')![1]!;
    await courierScan(awb, 42, 'Bengaluru_Hub (Karnataka)');

    // The shopper's page: the decision, the original's parcel, and the new piece's with its AWB.
    await page.goto(url);
    await expect(page.getByTestId('claim-state')).toHaveText('We are making your piece again, at no charge.');
    await expect(page.getByTestId('order-status')).toHaveText('Delivered');
    await expect(page.getByText(originalAwb)).toBeVisible();
    const parcel = page.getByTestId('remake-parcel');
    await expect(parcel).toContainText(`Your new piece: order ${remakeRef} — Dispatched`);
    await expect(parcel).toContainText(`Shiprocket · Tracking number: ${awb}`);
    expect(await seriousViolations(page)).toEqual([]);
    await shot(page, info, 'shopper-remake');

    // The messages went out through the outbox: the report received and the decision on the
    // original, and the remake's dispatch (the dispatch message, with the new AWB) on the remake.
    const sent = async () =>
      (
        (await (await request.get('/api/admin/outbox')).json()) as {
          messages: Array<{ orderId: string | null; event: string; text: string }>;
        }
      ).messages;
    await expect
      .poll(async () =>
        (await sent())
          .filter((m) => m.orderId === orderId)
          .map((m) => m.event)
          .sort(),
      )
      .toEqual(expect.arrayContaining(['claim_decided', 'claim_received']));
    await expect
      .poll(async () => (await sent()).some((m) => m.orderId === remakeId && m.text.includes(awb)))
      .toBe(true);
  });
});

test('a partial refund paid out by UPI with its reference, and a declined report the shopper reads', async ({
  page,
  request,
}, info) => {
  const headers = await ownerHeaders(request);
  // A GST-registered shop: the delivered order is invoiced, so its refund has a credit note.
  const settings = await request.put('/api/admin/settings', { headers, data: TEST_SETTINGS });
  expect(settings.ok(), await settings.text()).toBe(true);
  const suffix = `${info.project.name} ${Date.now().toString(36)}`;
  const refunded = await placeOrder(request, `Asha Refund ${suffix}`);
  const declined = await placeOrder(request, `Ravi Decline ${suffix}`);
  for (const id of [refunded, declined]) {
    expect((await request.post(`/api/admin/orders/${id}/proof`, { headers })).ok()).toBe(true);
    await move(request, headers, id, ['approved', 'in_production', 'dispatched', 'delivered']);
  }
  const refundUrl = await orderPageUrl(request, refunded);
  const declineUrl = await orderPageUrl(request, declined);
  await report(page, refundUrl, 'A quality problem', 'The polish is patchy on one side.', [PHOTOS[0]!]);
  await report(page, declineUrl, 'Wrong name or text', 'It says Ravi, I wanted Ravee.', []);

  await signIn(page);
  await page.goto('/admin/claims');
  await page.getByTestId('claim-card').filter({ hasText: 'Quality problem' }).first().click();
  const form = page.getByRole('form', { name: 'Decide' });
  await form.getByRole('radio', { name: 'Refund', exact: true }).check({ force: true });
  await form.getByRole('radio', { name: 'Part' }).check({ force: true });
  const amount = form.getByRole('textbox', { name: 'Amount to refund, ₹' });
  await amount.fill('99999');
  await form.getByRole('button', { name: 'Save decision' }).click();
  await expect(form.getByText(/^At most ₹[\d.]+ is left to refund for this piece\.$/)).toBeVisible();
  await expect(amount).toHaveAttribute('aria-invalid', 'true');
  await amount.fill('150');
  await form.getByRole('button', { name: 'Save decision' }).click();
  const reference = form.getByRole('textbox', { name: 'Payout reference (UTR or transaction id)' });
  await expect(reference).toBeFocused();
  await reference.fill('UPI412345678901');
  await shot(page, info, 'refund-form');
  await form.getByRole('button', { name: 'Save decision' }).click();
  const done = page.getByRole('region', { name: 'Refund' });
  await expect(done).toContainText('Refund ₹150.00 by UPI, reference UPI412345678901');
  // Its GST credit note, against the invoice, opens as a PDF.
  const note = done.getByRole('link', { name: /^Credit note CN\/\d{2}-\d{2}\/\d{5} \(PDF\)$/ });
  const pdf = await page.request.get((await note.getAttribute('href'))!);
  expect(pdf.headers()['content-type']).toBe('application/pdf');
  expect((await pdf.body()).subarray(0, 5).toString()).toBe('%PDF-');
  await shot(page, info, 'refund-decided');

  await page.goto('/admin/claims');
  await page.getByTestId('claim-card').filter({ hasText: 'Wrong personalisation' }).first().click();
  const decline = page.getByRole('form', { name: 'Decide' });
  await decline.getByRole('radio', { name: 'Decline' }).check({ force: true });
  await decline.getByRole('radio', { name: 'Shopper' }).check({ force: true });
  await decline
    .getByRole('textbox', { name: 'Why, in words the shopper reads' })
    .fill('The proof you approved read Ravi.');
  await decline.getByRole('button', { name: 'Save decision' }).click();
  await expect(page.getByRole('region', { name: 'Declined' })).toContainText('The proof you approved read Ravi.');

  await page.goto(refundUrl);
  await expect(page.getByTestId('claim-state')).toHaveText('We are refunding ₹150.00.');
  await shot(page, info, 'shopper-refund');
  await page.goto(declineUrl);
  await expect(page.getByTestId('claim-state')).toHaveText(
    'We could not accept this report: The proof you approved read Ravi.',
  );

  // Insights count them on today's India day, as tables.
  await page.goto('/admin/insights');
  const insights = page.getByRole('region', { name: 'Claims' });
  await expect(
    insights.getByRole('table', { name: 'By reason' }).getByRole('row', { name: /Quality problem/ }),
  ).toBeVisible();
  await expect(
    insights.getByRole('table', { name: 'By fault (decided claims)' }).getByRole('row', { name: /Shopper/ }),
  ).toBeVisible();
  await expect(insights.getByRole('table', { name: 'Cost of claims by month decided' })).toContainText('₹');
  await insights.scrollIntoViewIfNeeded();
  await insights.screenshot({ path: info.outputPath('insights.png') });
});

/**
 * A real recording, made in the browser the way a phone's does it: a canvas with the parcel's AWB
 * on it, filmed for two seconds by MediaRecorder (a WebM with no Duration and clusters of unknown
 * size, as Chrome writes them). Returned as bytes for the file input.
 */
async function recordUnboxing(page: Page, awb: string): Promise<Buffer> {
  const base64 = await page.evaluate(async (label) => {
    const canvas = document.createElement('canvas');
    canvas.width = 320;
    canvas.height = 240;
    const ctx = canvas.getContext('2d')!;
    const recorder = new MediaRecorder(canvas.captureStream(15), { mimeType: 'video/webm;codecs=vp8' });
    const chunks: Blob[] = [];
    recorder.ondataavailable = (e) => chunks.push(e.data);
    const stopped = new Promise((done) => (recorder.onstop = done));
    recorder.start();
    const start = performance.now();
    while (performance.now() - start < 2000) {
      const t = (performance.now() - start) / 2000;
      ctx.fillStyle = '#f4e9d8';
      ctx.fillRect(0, 0, 320, 240);
      ctx.fillStyle = '#8b4513';
      ctx.fillRect(40 + t * 60, 60, 200, 120);
      ctx.fillStyle = '#1f1a17';
      ctx.font = 'bold 20px sans-serif';
      ctx.fillText(`AWB ${label}`, 50, 40);
      await new Promise((r) => setTimeout(r, 60));
    }
    recorder.stop();
    await stopped;
    const bytes = new Uint8Array(await new Blob(chunks, { type: 'video/webm' }).arrayBuffer());
    let text = '';
    for (const b of bytes) text += String.fromCharCode(b);
    return btoa(text);
  }, awb);
  return Buffer.from(base64, 'base64');
}

test('an unboxing video instead of photos: chosen on the order page, played in the workspace, carried in the dispute pack', async ({
  page,
  request,
}, info) => {
  test.setTimeout(120_000);
  const headers = await ownerHeaders(request);
  const orderId = await placeOrder(request, `Nisha Video ${info.project.name} ${Date.now().toString(36)}`);
  expect((await request.post(`/api/admin/orders/${orderId}/proof`, { headers })).ok()).toBe(true);
  await move(request, headers, orderId, ['approved', 'in_production', 'dispatched', 'delivered']);
  const url = await orderPageUrl(request, orderId);

  await page.goto(url);
  const video = await recordUnboxing(page, '88123456789');
  expect(video.subarray(0, 4).equals(Buffer.from([0x1a, 0x45, 0xdf, 0xa3]))).toBe(true);
  const panel = page.getByRole('region', { name: 'Report a problem' });
  await panel.getByRole('radio', { name: 'Arrived damaged' }).check();
  await panel.getByRole('textbox', { name: 'Tell us more' }).fill('Filmed opening it: the board is cracked.');
  // Record now opens the back camera on a phone; the shopper here chooses the clip already filmed.
  await expect(panel.getByLabel('Record a video now')).toHaveAttribute('capture', 'environment');
  const choose = panel.getByLabel('Or choose a video you recorded');
  await choose.setInputFiles({ name: 'unboxing.webm', mimeType: 'video/webm', buffer: video });
  await choose.scrollIntoViewIfNeeded();
  expect(await seriousViolations(page)).toEqual([]);
  await panel.screenshot({ path: info.outputPath('claim-form-video.png') });
  await panel.getByRole('button', { name: 'Send report' }).click();
  await expect(page.getByText('Thank you. We received your report and will reply soon.')).toBeVisible();

  await signIn(page);
  await page.goto('/admin/claims');
  await page.getByTestId('claim-card').filter({ hasText: 'Arrived damaged' }).first().click();
  const evidence = page.getByRole('region', { name: 'Evidence' });
  await expect(evidence.getByText('The shopper’s video', { exact: true })).toBeVisible();
  const player = evidence.getByLabel('The shopper’s video of the piece and the parcel');
  await expect(player).toHaveAttribute('controls', '');
  // Its signed link serves the kept recording, and the browser decodes its first picture.
  await player.evaluate((el: HTMLVideoElement) => {
    el.preload = 'auto';
    el.load();
  });
  await expect
    .poll(() => player.evaluate((el: HTMLVideoElement) => el.readyState), { timeout: 20_000 })
    .toBeGreaterThanOrEqual(2);
  expect(await player.evaluate((el: HTMLVideoElement) => el.videoWidth)).toBe(320);
  const pack = await page.request.get(
    (await page
      .getByRole('link', { name: 'Download the courier dispute pack (ZIP: the PDF and the video)' })
      .getAttribute('href'))!,
  );
  expect(pack.headers()['content-type']).toBe('application/zip');
  expect((await pack.body()).subarray(0, 4).equals(Buffer.from('PK\x03\x04', 'latin1'))).toBe(true);
  expect(await seriousViolations(page)).toEqual([]);
  await shot(page, info, 'claim-video');

  // The remake's cost comes from the variant's material cost, which the owner sets in the studio.
  const listed = (await (await request.get('/api/products?category=Nameplates')).json()) as Listed;
  const board = listed.find((p) => p.variants.some((v) => v.available))!;
  await page.goto(`/admin/products/${board.id}`);
  const cost = page.getByLabel('Variant 1 material cost (₹)');
  await expect(cost).toBeVisible();
  await cost.scrollIntoViewIfNeeded();
  await page.screenshot({ path: info.outputPath('studio-material-cost.png') });
});

/*
 * The Claims tab's count and the shopper's credit note. On a store of its own: the count is every
 * undecided claim in the shop, and other journeys' claims would be counted on the shared one.
 */
test.describe('credit note and the Claims tab', () => {
  const own = useOwnServer('scripts/e2e-server.mjs');
  // eslint-disable-next-line no-empty-pattern
  test.use({ baseURL: async ({}, use) => use(own.base) });

  test('two new claims on the Claims tab, one refunded in part: the shopper downloads its credit note', async ({
    page,
    request,
  }, info) => {
    test.setTimeout(180_000);
    const headers = await ownerHeaders(request);
    const settings = await request.put('/api/admin/settings', { headers, data: TEST_SETTINGS });
    expect(settings.ok(), await settings.text()).toBe(true);
    const suffix = `${info.project.name} ${Date.now().toString(36)}`;
    const first = await placeOrder(request, `Lata Note ${suffix}`);
    const second = await placeOrder(request, `Omar Wait ${suffix}`);
    for (const id of [first, second]) {
      expect((await request.post(`/api/admin/orders/${id}/proof`, { headers })).ok()).toBe(true);
      await move(request, headers, id, ['approved', 'in_production', 'dispatched', 'delivered']);
    }
    const url = await orderPageUrl(request, first);
    await report(page, url, 'Arrived damaged', 'One corner is chipped.', [PHOTOS[0]!]);
    await report(page, await orderPageUrl(request, second), 'A quality problem', 'The letters are faint.', []);

    // The workspace's tab counts them, with a name a screen reader says whole.
    await signIn(page);
    const nav = page.getByRole('navigation', { name: 'Workspace' });
    const claimsTab = nav.getByRole('link', { name: 'Claims, 2 new' });
    await expect(claimsTab).toBeVisible();
    await expect(claimsTab).toHaveText('Claims2');
    await claimsTab.scrollIntoViewIfNeeded();
    await page.locator('header').screenshot({ path: info.outputPath('nav-claims-badge.png') });

    // Decided: one fewer at once, not at the next poll.
    await claimsTab.click();
    await page.getByTestId('claim-card').filter({ hasText: 'Arrived damaged' }).first().click();
    const form = page.getByRole('form', { name: 'Decide' });
    await form.getByRole('radio', { name: 'Refund', exact: true }).check({ force: true });
    await form.getByRole('radio', { name: 'Part' }).check({ force: true });
    await form.getByRole('radio', { name: 'Courier' }).check({ force: true });
    await form.getByRole('textbox', { name: 'Amount to refund, ₹' }).fill('200');
    await form.getByRole('button', { name: 'Save decision' }).click();
    await form.getByRole('textbox', { name: 'Payout reference (UTR or transaction id)' }).fill('UPI498765432101');
    await form.getByRole('button', { name: 'Save decision' }).click();
    await expect(page.getByRole('region', { name: 'Refund' })).toContainText('Refund ₹200.00 by UPI');
    await expect(nav.getByRole('link', { name: 'Claims, 1 new' })).toBeVisible({ timeout: 5_000 });

    // The shopper's page: the credit note, its PDF through the page's token, in English and Hindi.
    await page.goto(url);
    const note = page.getByTestId('credit-note');
    await expect(note).toContainText(/^Credit note CN\/\d{2}-\d{2}\/\d{5}: this refund, set against your invoice\./);
    const number = /CN\/\d{2}-\d{2}\/\d{5}/.exec((await note.textContent()) ?? '')![0];
    const link = note.getByRole('link', { name: 'Download credit note (PDF)' });
    await expect(link).toHaveAccessibleDescription(`Credit note ${number}: this refund, set against your invoice.`);
    const href = (await link.getAttribute('href'))!;
    const pdf = await page.request.get(href);
    expect(pdf.status()).toBe(200);
    expect(pdf.headers()['content-type']).toBe('application/pdf');
    expect((await pdf.body()).subarray(0, 5).toString()).toBe('%PDF-');
    // Someone without this page's token gets nothing.
    const token = /\/api\/orders\/([^/]+)\//.exec(href)![1]!;
    const wrong = href.replace(token, `${token.slice(0, -2)}${token.endsWith('zz') ? 'yy' : 'zz'}`);
    expect((await page.request.get(wrong)).status()).toBe(404);
    await expect(page.getByText('Paid on delivery')).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    await note.scrollIntoViewIfNeeded();
    await shot(page, info, 'shopper-credit-note');
    await page.goto(`${url}?lang=hi`);
    await expect(
      page.getByTestId('credit-note').getByRole('link', { name: 'क्रेडिट नोट डाउनलोड करें (PDF)' }),
    ).toHaveAccessibleDescription(`क्रेडिट नोट ${number}: यह रिफ़ंड, आपके इनवॉइस के सामने दर्ज।`);
  });
});
