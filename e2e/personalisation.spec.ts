import { readFile } from 'node:fs/promises';
import sharp from 'sharp';
import type { APIResponse, Locator, Page } from '@playwright/test';
import { STARTER_DESIGNS } from '../src/contracts/personalisation-starters';
import { mugPhoto } from '../src/server/previews/compositor/samples/angled-photos';
import staff from './staff-accounts.json' with { type: 'json' };
import { shopperWithSheet, useOwnServer } from './own-server';
import { expect, test } from './fixtures';
import { lookedAt } from './evidence';
import { openOrderByShopper } from './workspace-pages';

/**
 * Issue 41's shopper journey: the owner sells a couple's mug whose design asks for two names and
 * a date (made through the studio's API, so the seed's catalogue stays as every other journey
 * expects it) and sees the server's preview of it on the cup in the studio, in two scripts. A
 * shopper fills in one name in Tamil, picks a date and a font, sees the live draft redraw at every
 * keystroke and choice, then the server's preview change with the font, orders it, and the owner's
 * order and production file carry the names and the date.
 */

// The owner's new mug joins the Mugs grid, so this journey runs against a store of its own: on the
// shared one, journeys that open the first mug would open this one.
const own = useOwnServer('scripts/e2e-server.mjs');
// Playwright reads a fixture's first parameter as an object pattern; this one needs no other fixture.
// eslint-disable-next-line no-empty-pattern
test.use({ baseURL: async ({}, use) => use(own.base) });

async function ok(res: APIResponse): Promise<unknown> {
  expect(res.ok(), `${res.url()}: ${res.status()} ${await res.text()}`).toBe(true);
  return (await res.json()) as unknown;
}

async function signInOwner(page: Page) {
  await page.goto('/admin/login');
  await page.getByRole('textbox', { name: 'Username' }).fill(staff.owner.username);
  await page.getByLabel('Password').fill(staff.owner.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Orders' })).toBeVisible();
  const { csrfToken } = (await ok(await page.request.get('/api/admin/session'))) as { csrfToken: string };
  return (method: 'POST' | 'PUT', url: string, data: unknown) =>
    page.request.fetch(url, { method, data, headers: { 'x-csrf-token': csrfToken } }).then(ok);
}

/** The live draft canvas as an image, to tell one drawing from the next. */
function draftPixels(sheet: Locator): Promise<string> {
  return sheet.getByTestId('live-draft').evaluate((canvas: HTMLCanvasElement) => canvas.toDataURL());
}

async function download(page: Page, line: Locator, kind: 'SVG' | 'PDF' | 'PNG'): Promise<Buffer> {
  const link = line.getByRole('link', { name: new RegExp(`^Download ${kind} for`) });
  const [file] = await Promise.all([page.waitForEvent('download'), link.click()]);
  return readFile(await file.path());
}

test("a shopper personalises a couple's mug the owner designed, and the order carries the names and the date", async ({
  page,
  browser,
}, info) => {
  test.setTimeout(180_000);
  const title = `Couple Mug With Date ${info.project.name}`;
  const send = await signInOwner(page);
  const mug = await mugPhoto();
  const { product } = (await send('POST', '/api/admin/products', {
    title,
    category: 'Mugs',
    status: 'active',
    variants: [{ title: 'Standard', price: '599.00', available: true }],
  })) as { product: { id: string } };
  const { image: photo } = (await send('POST', `/api/admin/products/${product.id}/images`, {
    imageBase64: mug.image.toString('base64'),
    alt: 'A white mug with its handle on the left',
  })) as { image: { id: string } };
  await send('PUT', `/api/admin/products/${product.id}/images/${photo.id}/template`, {
    area: mug.body,
    surface: 'mug-wrap',
    surfaceColor: '#f4f2ec',
  });
  const couple = STARTER_DESIGNS.find((s) => s.key === 'couple-mug')!.design;
  await send('PUT', `/api/admin/products/${product.id}/design`, couple);

  // The studio's phone frame draws the real preview on the owner's own cup, in Latin, then Devanagari.
  await page.goto(`/admin/products/${product.id}`);
  const phone = page.getByRole('region', { name: 'What the shopper personalises' }).getByTestId('design-phone');
  const studioPreview = phone.getByTestId('design-server-preview');
  await phone.getByRole('button', { name: 'Draw the preview on this photo' }).click();
  await expect(studioPreview).toHaveAttribute('src', /^\/objects\/ai-generated\//, { timeout: 60_000 });
  await expect(phone.getByRole('status').first()).toHaveText("The server's preview, with the English samples.");
  const latinPreview = await studioPreview.getAttribute('src');
  await page.getByText('हिन्दी', { exact: true }).click();
  await expect(phone.getByText('The design or the samples changed since this preview.')).toBeVisible();
  await phone.getByRole('button', { name: 'Draw the preview again' }).click();
  await expect(studioPreview).not.toHaveAttribute('src', latinPreview!, { timeout: 60_000 });
  await expect(studioPreview).toHaveAttribute('alt', "The server's preview of this design with the Hindi samples");
  await expect(studioPreview).toHaveJSProperty('complete', true);
  await phone.scrollIntoViewIfNeeded();
  await lookedAt(page, info, 'studio-server-preview');
  await phone.screenshot({ path: info.outputPath(`${info.project.name}-studio-phone-frame.png`) });

  const { context: shopper, page: shop, sheet } = await shopperWithSheet(browser, info, own.base, 'Mugs', title);
  // The design's own fields, in its order, with its limits; the seed mug's photo form is not asked.
  const first = sheet.getByRole('textbox', { name: 'First name' });
  await expect(first).toBeVisible();
  await expect(sheet.getByText('Upload a photo')).toHaveCount(0);
  // The live draft: every keystroke redraws the names on the cup in the browser, no preview call.
  const previewCalls: string[] = [];
  shop.on('request', (req) => {
    if (new URL(req.url()).pathname.startsWith('/api/products/customize/')) previewCalls.push(req.url());
  });
  const draft = sheet.getByTestId('live-draft');
  let typed = '';
  let before = await draftPixels(sheet);
  // The drawing once drawn (a face still loading clears it first), to tell from the one before.
  const redrawn = async () => ((await draft.getAttribute('data-drawn')) === 'true' ? draftPixels(sheet) : before);
  for (const key of 'Asha') {
    await first.press(key);
    typed += key;
    await expect(first).toHaveValue(typed);
    await expect.poll(redrawn, { message: `the draft after "${typed}"` }).not.toBe(before);
    before = await draftPixels(sheet);
  }
  await expect(sheet.getByText('Live draft')).toBeVisible();
  await expect(sheet.getByText('4/15')).toBeVisible();
  await sheet.getByRole('textbox', { name: 'Second name' }).fill('கவின்');
  await expect.poll(redrawn).not.toBe(before);
  before = await draftPixels(sheet);
  await sheet.getByLabel('Date', { exact: true }).fill('2099-12-12');
  await expect.poll(redrawn).not.toBe(before);
  before = await draftPixels(sheet);
  await lookedAt(shop, info, 'design-draft-typing');
  await sheet.screenshot({ path: info.outputPath(`${info.project.name}-design-draft-sheet.png`) });
  // A font choice redraws the draft at once, in the chosen font.
  await sheet.getByText('Script', { exact: true }).click();
  await expect.poll(redrawn).not.toBe(before);
  expect(previewCalls).toEqual([]);

  const preview = sheet.getByTestId('preview-image');
  await sheet.getByRole('button', { name: 'Generate Preview' }).click();
  await expect(preview).toHaveAttribute('src', /^\/objects\/ai-generated\//, { timeout: 60_000 });
  // The server's preview replaces the draft.
  await expect(sheet.getByText('Live draft')).toHaveCount(0);
  await expect(draft).toHaveCount(0);
  const inScript = await preview.getAttribute('src');
  await lookedAt(shop, info, 'design-preview');
  // Another font: the next render draws it.
  await sheet.getByText('Serif', { exact: true }).click();
  await sheet
    .getByRole('button', { name: /Regenerate|Generate/ })
    .first()
    .click();
  await expect(preview).not.toHaveAttribute('src', inScript!, { timeout: 60_000 });
  await expect(preview).toHaveAttribute('src', /^\/objects\/ai-generated\//);

  await sheet.getByRole('button', { name: 'Add to Cart' }).click();
  await expect(shop.getByTestId('toast').getByText('Added to cart')).toBeVisible();
  await shop.getByRole('button', { name: /^Open cart/ }).click();
  await shop
    .getByRole('dialog', { name: /^Shopping Cart/ })
    .getByRole('button', { name: 'Proceed to Checkout' })
    .click();
  await shop.waitForURL(/\/checkout\/c_/);
  const shopperName = `Asha Design ${info.project.name} ${Date.now().toString(36)}`;
  await shop.getByLabel('Full name').fill(shopperName);
  await shop.getByLabel(/Mobile number/).fill('98765 43210');
  await shop.getByLabel('House, building and street').fill('7, Temple Road');
  await shop.getByLabel('City').fill('Madurai');
  await shop.getByLabel('PIN code').fill('625001');
  await shop.getByLabel('State').selectOption('Tamil Nadu');
  await shop.getByRole('button', { name: /^Place order/ }).click();
  await expect(shop.getByRole('heading', { name: 'Thank you, your order is placed' })).toBeVisible();
  await lookedAt(shop, info, 'design-order-placed');
  await shopper.close();

  // The owner's order names the fields; the production file letters three lines where the preview did.
  await openOrderByShopper(page, shopperName);
  const line = page.getByRole('article', { name: title });
  const attributes = line.getByTestId('line-attributes');
  await expect(attributes).toContainText('Asha');
  await expect(attributes).toContainText('கவின்');
  // The date as the piece writes it (the couple's mug's format), not as the date input sent it.
  await expect(attributes).toContainText('12 Dec 2099');
  await expect(attributes).not.toContainText('2099-12-12');
  await lookedAt(page, info, 'design-owner-order');
  // A design on a mug is made as a seed mug is: its 300 DPI printable wrap (PNG with its pHYs
  // chunk), with ink in the two names' slots side by side and in the date's band below them.
  const png = await download(page, line, 'PNG');
  const phys = png.indexOf('pHYs');
  expect(phys).toBeGreaterThan(0);
  expect(png.readUInt32BE(phys + 4)).toBe(11811); // pixels per metre at 300 DPI
  const { data, info: px } = await sharp(png).greyscale().raw().toBuffer({ resolveWithObject: true });
  const inked = (x0: number, y0: number, x1: number, y1: number) => {
    let dark = 0;
    for (let y = Math.round(y0 * px.height); y < Math.round(y1 * px.height); y++)
      for (let x = Math.round(x0 * px.width); x < Math.round(x1 * px.width); x++)
        if (data[y * px.width + x]! < 128) dark++;
    return dark / ((x1 - x0) * px.width * (y1 - y0) * px.height);
  };
  expect(inked(0, 0.1, 0.5, 0.6)).toBeGreaterThan(0.005);
  expect(inked(0.5, 0.1, 1, 0.6)).toBeGreaterThan(0.005);
  expect(inked(0, 0.6, 1, 0.95)).toBeGreaterThan(0.005);
});
