import type { Page, TestInfo } from '@playwright/test';
import { angledBoardPhoto } from '../src/server/previews/compositor/samples/angled-photos';
import staff from './staff-accounts.json' with { type: 'json' };
import { seriousViolations } from './axe';
import { expect, test } from './fixtures';

/**
 * Issue 19's studio journey on a phone: the owner creates a name board with two sizes, uploads a
 * photo of a board at an angle (drawn onto a real wooden table with known corners), drags the
 * template's corners onto the board's face, watches the sample name follow, saves, publishes,
 * and the shopper's Nameboards tab lists the board within 5 s.
 */

const TITLE = 'Carved Mango Wood Name Board';

async function checked(page: Page, info: TestInfo, name: string) {
  await page.screenshot({ path: info.outputPath(`${info.project.name}-${name}.png`), fullPage: true });
  expect(await seriousViolations(page), `axe on ${name}`).toEqual([]);
}

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
  test.setTimeout(120_000);
  await page.goto('/admin/login');
  await page.getByRole('textbox', { name: 'Username' }).fill(staff.owner.username);
  await page.getByLabel('Password').fill(staff.owner.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Orders' })).toBeVisible();

  await page.getByRole('link', { name: 'Products' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Products' })).toBeVisible();
  await checked(page, info, 'studio-list');
  await page.getByRole('link', { name: 'Add product' }).click();

  // A bad price is refused at its field and nothing is created.
  await page.getByLabel('Title').fill(TITLE);
  await page.getByLabel('Description').fill('Hand-carved mango wood, oiled, for the gate or the door.');
  await page.getByLabel('Category').selectOption('Nameplates');
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
  await checked(page, info, 'studio-form');
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

  await page.getByLabel('Material').selectOption('mango');
  await page.getByRole('button', { name: 'Save template' }).click();
  await expect(page.getByText('Template saved')).toBeVisible();
  // The server's own preview beside the live one, drawn through the saved template.
  await page.getByRole('button', { name: 'Render a proof' }).click();
  await expect(page.getByTestId('server-proof')).toHaveAttribute('src', /^\/objects\//, { timeout: 30_000 });
  await page.getByTestId('template-stage').scrollIntoViewIfNeeded();
  await checked(page, info, 'studio-editor');

  await page.getByRole('button', { name: 'Publish', exact: true }).click();
  await expect(page.getByText('Published: shoppers see it.')).toBeVisible();
  const publishedAt = Date.now();

  const shopper = await browser.newContext({
    baseURL: info.project.use.baseURL,
    viewport: { width: 390, height: 844 },
  });
  const shop = await shopper.newPage();
  await shop.goto('/');
  await shop.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
  await shop.getByRole('tab', { name: 'Nameboards' }).click();
  await expect(shop.getByRole('button', { name: `Customize ${TITLE}` }).first()).toBeVisible({
    timeout: Math.max(500, 5_000 - (Date.now() - publishedAt)),
  });
  await shopper.close();
});
