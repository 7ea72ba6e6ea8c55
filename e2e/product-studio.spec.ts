import { readFile } from 'node:fs/promises';
import type { Locator, Page, TestInfo } from '@playwright/test';
import { PDFDocument } from 'pdf-lib';
import { angledBoardPhoto } from '../src/server/previews/compositor/samples/angled-photos';
import staff from './staff-accounts.json' with { type: 'json' };
import { seriousViolations } from './axe';
import { expect, test } from './fixtures';
import { lookedAt } from './evidence';
import { openOrderByShopper } from './workspace-pages';
import { changedPixels, distanceOutside, quadHeightAt, verticalExtent, type Corners } from './preview-pixels';

/**
 * Issue 19's studio journey on a phone: the owner creates a name board with two sizes, uploads a
 * photo of a board at an angle (drawn onto a real wooden table with known corners), drags the
 * template's corners onto the board's face, watches the sample name follow, saves, publishes,
 * and the shopper's Nameboards tab lists the board within 5 s. Then to the end: a shopper names
 * the board, the server's preview has the lettering inside the owner's quad and foreshortened as
 * it is, the shopper orders the larger size, and the owner's production SVG and PDF are flat at
 * the millimetres typed for that size.
 */

const TITLE = 'Carved Mango Wood Name Board';

/** Drags a handle by pointer to a point in the photo's 1024-pixel master. */
async function dragHandle(page: Page, name: RegExp, to: [number, number]) {
  const stage = page.getByTestId('template-stage');
  await stage.scrollIntoViewIfNeeded();
  const box = (await stage.boundingBox())!;
  const scale = box.width / 1024;
  const handle = page.getByRole('button', { name });
  const from = (await handle.boundingBox())!;
  await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
  await page.mouse.down();
  await page.mouse.move(box.x + to[0] * scale, box.y + to[1] * scale, { steps: 6 });
  await page.mouse.up();
}

test('an owner adds a name board, places the name on an angled photo and publishes it', async ({
  page,
  browser,
}, info) => {
  test.skip(info.project.name !== 'phone', 'the studio journey runs on the phone');
  test.setTimeout(240_000);
  await page.goto('/admin/login');
  await page.getByRole('textbox', { name: 'Username' }).fill(staff.owner.username);
  await page.getByLabel('Password').fill(staff.owner.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Orders' })).toBeVisible();

  await page.getByRole('link', { name: 'Products' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Products' })).toBeVisible();
  await lookedAt(page, info, 'studio-list');
  await page.getByRole('link', { name: 'Add product' }).click();

  // A bad price is refused at its field and nothing is created.
  await page.getByLabel('Title').fill(TITLE);
  await page.getByLabel('Description').fill('Hand-carved mango wood, oiled, for the gate or the door.');
  await page.getByLabel('Category').selectOption('Nameplates');
  await page.getByLabel('Rating (out of 5)').fill('4.8');
  await page.getByLabel('Variant 1 options').fill('12 x 8 in');
  await page.getByLabel('Variant 1 price (₹)').fill('-5');
  await page.getByRole('button', { name: 'Create draft' }).click();
  const priceField = page.getByLabel('Variant 1 price (₹)');
  await expect(priceField).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByText(/Enter the price in rupees/).first()).toBeVisible();
  await expect(page.getByRole('alert').filter({ hasText: 'Not saved' })).toBeVisible();

  await priceField.fill('1499.00');
  await page.getByLabel('Variant 1 size width (mm)').fill('305');
  await page.getByLabel('Variant 1 size height (mm)').fill('203');
  await page.getByRole('button', { name: 'Add variant' }).click();
  await page.getByLabel('Variant 2 options').fill('18 x 12 in');
  await page.getByLabel('Variant 2 price (₹)').fill('2199.50');
  await page.getByLabel('Variant 2 size width (mm)').fill('457');
  await page.getByLabel('Variant 2 size height (mm)').fill('305');
  await lookedAt(page, info, 'studio-form');
  await page.getByRole('button', { name: 'Create draft' }).click();
  await expect(page.getByRole('heading', { level: 1, name: TITLE })).toBeVisible();

  // The photo: a board photographed from the left, on a real wooden table.
  const photo = await angledBoardPhoto('from-left');
  await page
    .getByLabel(/^Photo \(JPEG/)
    .setInputFiles({ name: 'board.png', mimeType: 'image/png', buffer: photo.image });
  await page.getByLabel('Describe the photo').fill('A carved mango wood name board on a table');
  await page.getByRole('button', { name: 'Upload photo' }).click();
  await expect(page.getByText('Photo added')).toBeVisible({ timeout: 20_000 });
  await expect(page.getByTestId('template-stage')).toBeVisible();

  await page.getByRole('radio', { name: 'Four corners (at an angle)' }).check();
  const sample = page.getByTestId('live-sample');
  const before = await sample.evaluate((el) => (el as HTMLElement).style.transform);
  expect(before).toMatch(/^matrix3d\(/);
  const names = [/^Top-left corner/, /^Top-right corner/, /^Bottom-right corner/, /^Bottom-left corner/];
  for (const [i, name] of names.entries()) await dragHandle(page, name, photo.face.corners[i]!);
  const after = await sample.evaluate((el) => (el as HTMLElement).style.transform);
  expect(after).not.toBe(before);
  // The sample follows the face's perspective: the matrix has a projective (non-zero w) part.
  const m = after.slice('matrix3d('.length, -1).split(',').map(Number);
  expect(Math.abs(m[3]!) + Math.abs(m[7]!)).toBeGreaterThan(1e-6);

  // The arrow keys nudge the focused corner.
  const topLeft = page.getByRole('button', { name: names[0] });
  const label = await topLeft.getAttribute('aria-label');
  await topLeft.focus();
  await page.keyboard.press('Shift+ArrowRight');
  await expect(topLeft).not.toHaveAttribute('aria-label', label!);
  await page.keyboard.press('Shift+ArrowLeft');
  await expect(topLeft).toHaveAttribute('aria-label', label!);

  await page.getByLabel('Material', { exact: true }).selectOption('mango');
  await page.getByRole('button', { name: 'Save template' }).click();
  await expect(page.getByText('Template saved')).toBeVisible();
  // The server's own preview beside the live one, drawn through the saved template.
  await page.getByRole('button', { name: 'Render a proof' }).click();
  await expect(page.getByTestId('server-proof')).toHaveAttribute('src', /^\/objects\//, { timeout: 30_000 });
  await page.getByTestId('template-stage').scrollIntoViewIfNeeded();
  await lookedAt(page, info, 'studio-editor');

  await page.getByRole('button', { name: 'Publish', exact: true }).click();
  await expect(page.getByText('Published: shoppers see it.')).toBeVisible();
  const publishedAt = Date.now();
  // The shop lists it within 5 s: timed on the list the Nameboards tab reads, not on a phone page
  // loading on a busy test machine, which is no part of the promise.
  await expect
    .poll(
      async () => (await page.request.get('/api/products?category=Nameplates').then((r) => r.text())).includes(TITLE),
      { intervals: [100], timeout: 5_000 },
    )
    .toBe(true);
  expect(Date.now() - publishedAt).toBeLessThan(5_000);

  const shopper = await browser.newContext({
    baseURL: info.project.use.baseURL,
    viewport: { width: 390, height: 844 },
  });
  const shop = await shopper.newPage();
  await shop.goto('/');
  await shop.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
  await shop.getByRole('tab', { name: 'Nameboards' }).click();
  await expect(shop.getByRole('button', { name: `Customize ${TITLE}` }).first()).toBeVisible();

  // The shopper personalises the new board; the server draws the name through the owner's quad.
  const productId = new URL(page.url()).pathname.split('/').at(-1)!;
  const studio = (await (await page.request.get(`/api/admin/products/${productId}`)).json()) as {
    product: { rating: number | null; images: { printArea?: { shape?: { kind: string; corners?: Corners } } }[] };
  };
  expect(studio.product.rating).toBe(4.8);
  const quad = studio.product.images[0]?.printArea?.shape;
  expect(quad?.kind).toBe('quad');
  const corners = quad!.corners!;
  const preview = await personalise(shop, 'SHARMA NIWAS');
  await lookedAt(shop, info, 'shopper-preview');
  await shop.getByTestId('preview-image').screenshot({ path: info.outputPath('shopper-preview-image.png') });
  await expectLetteringThroughQuad(shop, preview, corners, info);

  // The shopper orders the larger size in the embedded checkout.
  const shopperName = `Meera Journey ${Date.now().toString(36)}`;
  const reference = await orderSize(shop, '18 x 12 in', shopperName);
  await lookedAt(shop, info, 'shopper-order-placed');

  // The same preview at desktop width, looked at too.
  const desktop = await browser.newContext({
    baseURL: info.project.use.baseURL,
    viewport: { width: 1280, height: 800 },
  });
  const wide = await desktop.newPage();
  await wide.goto('/');
  await wide.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
  await wide.getByRole('tab', { name: 'Nameboards' }).click();
  await personalise(wide, 'SHARMA NIWAS');
  await wide.screenshot({ path: info.outputPath('desktop-shopper-preview.png') });
  expect(await seriousViolations(wide), 'axe on the desktop preview').toEqual([]);
  await desktop.close();
  await shopper.close();

  // The owner's production files for the line are flat, at the size typed for that variant.
  await openOrderByShopper(page, shopperName);
  await expect(page.getByRole('heading', { level: 1, name: `Order ${reference}` })).toBeVisible();
  const line = page.getByRole('article', { name: TITLE });
  await expect(line.getByTestId('line-attributes')).toContainText('SHARMA NIWAS');
  await lookedAt(page, info, 'owner-order');
  const svg = (await download(page, line, 'SVG')).toString('utf8');
  const root = /<svg\b[^>]*>/.exec(svg)?.[0] ?? '';
  const attribute = (name: string) => new RegExp(`\\s${name}="([^"]+)"`).exec(root)?.[1];
  expect(attribute('width')).toBe('457mm');
  expect(attribute('height')).toBe('305mm');
  expect(attribute('viewBox')).toBe('0 0 457 305');
  const pdf = await PDFDocument.load(await download(page, line, 'PDF'));
  expect(pdf.getPageCount()).toBe(1);
  const box = pdf.getPage(0).getMediaBox();
  expect(box.x).toBe(0);
  expect(box.y).toBe(0);
  expect(box.width).toBeCloseTo((457 / 25.4) * 72, 2);
  expect(box.height).toBeCloseTo((305 / 25.4) * 72, 2);

  // The owner moves the board one place down the shop's order, in one call, by keyboard.
  await page.goto('/admin/products');
  const list = page.getByRole('list', { name: 'Products in shop order' });
  const titles = () => list.getByRole('listitem').getByRole('link').allTextContents();
  await expect(list.getByRole('link', { name: TITLE })).toBeVisible();
  const listed = await titles();
  const reorders: string[] = [];
  page.on('request', (req) => {
    if (new URL(req.url()).pathname.startsWith('/api/admin/products/')) reorders.push(`${req.method()} ${req.url()}`);
  });
  const down = page.getByRole('button', { name: `Move ${TITLE} down` });
  await down.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('status').filter({ hasText: `${TITLE} moved down` })).toBeAttached();
  const at = listed.indexOf(TITLE);
  expect(await titles()).toEqual([...listed.slice(0, at), listed[at + 1], TITLE, ...listed.slice(at + 2)]);
  expect(reorders).toEqual([expect.stringMatching(/^PUT .*\/api\/admin\/products\/order$/)]);
  await expect(down).toBeFocused();
});

/** Opens the board's sheet, types a name and generates the server's preview; returns its URL. */
async function personalise(shop: Page, name: string): Promise<{ previewUrl: string; photoUrl: string }> {
  await shop
    .getByRole('button', { name: `Customize ${TITLE}` })
    .first()
    .click();
  const sheet = shop.getByRole('dialog', { name: TITLE });
  const image = sheet.getByTestId('preview-image');
  await expect(image).toHaveAttribute('src', /^\/images\/catalog\//);
  const photoUrl = (await image.getAttribute('src'))!.replace(/\/\d+\.webp$/, '/1024.webp');
  await sheet.getByRole('textbox', { name: 'Name', exact: true }).fill(name);
  await sheet.getByRole('button', { name: 'Generate Preview' }).click();
  await expect(image).toHaveAttribute('src', /^\/objects\/ai-generated\//, { timeout: 30_000 });
  await expect(sheet.getByText('Your preview')).toBeVisible();
  return { previewUrl: (await image.getAttribute('src'))!, photoUrl };
}

/**
 * The lettering lies inside the marked quad, and is foreshortened as the quad is: its height on
 * the board's far side, against its near side, shrinks about as the quad's own height does there.
 */
async function expectLetteringThroughQuad(
  shop: Page,
  urls: { previewUrl: string; photoUrl: string },
  corners: Corners,
  info: TestInfo,
) {
  const fetched = async (url: string) => {
    const response = await shop.request.get(url);
    expect(response.ok(), url).toBe(true);
    return response.body();
  };
  const changed = await changedPixels(await fetched(urls.previewUrl), await fetched(urls.photoUrl));
  // A name in letters tens of pixels tall changes thousands of pixels: an empty render fails here.
  expect(changed.length).toBeGreaterThan(2_000);
  // Anti-aliasing and the engraving's shaded wall may reach a pixel or two past the ink.
  const outside = changed.filter((p) => distanceOutside(corners, p) > 2);
  expect(outside, `changed pixels outside the quad, e.g. ${JSON.stringify(outside.slice(0, 5))}`).toEqual([]);

  const xs = changed.map(([x]) => x);
  const left = Math.min(...xs);
  const right = Math.max(...xs) + 1;
  const band = (right - left) / 5;
  const nearHeight = verticalExtent(changed, left, left + band);
  const farHeight = verticalExtent(changed, right - band, right);
  const quadNear = quadHeightAt(corners, left + band / 2);
  const quadFar = quadHeightAt(corners, right - band / 2);
  info.annotations.push({
    type: 'foreshortening',
    description: `lettering ${nearHeight}px → ${farHeight}px; quad ${quadNear.toFixed(1)}px → ${quadFar.toFixed(1)}px`,
  });
  // The photo is taken from the left: the quad is shorter on the right, and so is the name.
  expect(quadFar).toBeLessThan(quadNear * 0.9);
  expect(farHeight).toBeLessThan(nearHeight);
  // Within 15% of the quad's own ratio (letters differ a little in height from one to the next).
  expect(farHeight / nearHeight).toBeGreaterThan((quadFar / quadNear) * 0.85);
  expect(farHeight / nearHeight).toBeLessThan((quadFar / quadNear) * 1.15);
}

/** Adds the board in one size to the cart and places the order; returns its reference. */
async function orderSize(shop: Page, size: string, fullName: string): Promise<string> {
  const sheet = shop.getByRole('dialog', { name: TITLE });
  await sheet.getByRole('button', { name: 'Select Options' }).click();
  const options = shop.getByRole('dialog', { name: 'Complete Your Selection' });
  await options.getByRole('radio', { name: size }).check();
  await options.getByRole('button', { name: 'Add to Cart' }).click();
  await expect(shop.getByTestId('toast').getByText('Added to cart')).toBeVisible();
  await shop.getByRole('button', { name: /^Open cart/ }).click();
  await shop
    .getByRole('dialog', { name: /^Shopping Cart/ })
    .getByRole('button', { name: 'Proceed to Checkout' })
    .click();
  await shop.waitForURL(/\/checkout\/c_/);
  await shop.getByLabel('Full name').fill(fullName);
  await shop.getByLabel(/Mobile number/).fill('98765 43210');
  await shop.getByLabel('House, building and street').fill('7, Temple Road');
  await shop.getByLabel('City').fill('Mysuru');
  await shop.getByLabel('PIN code').fill('570001');
  await shop.getByLabel('State').selectOption('Karnataka');
  await shop.getByRole('button', { name: /^Place order/ }).click();
  await expect(shop.getByRole('heading', { name: 'Thank you, your order is placed' })).toBeVisible();
  return (await shop.getByTestId('order-reference').textContent())!;
}

async function download(page: Page, line: Locator, kind: 'SVG' | 'PDF'): Promise<Buffer> {
  const link = line.getByRole('link', { name: new RegExp(`^Download ${kind} for`) });
  const [file] = await Promise.all([page.waitForEvent('download'), link.click()]);
  expect(file.suggestedFilename().toLowerCase()).toMatch(new RegExp(`\\.${kind.toLowerCase()}$`));
  return readFile(await file.path());
}
