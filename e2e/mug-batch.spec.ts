import type { APIRequestContext } from '@playwright/test';
import sharp from 'sharp';
import staff from './staff-accounts.json' with { type: 'json' };
import { useOwnServer } from './own-server';
import { expect, test } from './fixtures';
import { kept, lookedAt } from './evidence';
import { addToNewCart, ownerHeaders, placeApprovedOrder } from './order-kit';

/**
 * Issue 42's mugs: three shoppers' photo mugs are approved, the owner lays them out for the
 * sublimation printer (A4, mirrored, 2 mm bleed, 3 mm gap): two wraps on the first sheet and one
 * on the second, each sheet a 300 DPI PNG with a passed preflight, then downloads the first sheet
 * and the job sheet and marks the three made together. The downloaded sheet is kept beside the
 * screenshots to be opened as a picture.
 */

// Its three orders would join the shared store's new-order counts and queue: a store of its own.
const own = useOwnServer('scripts/e2e-server.mjs');
// eslint-disable-next-line no-empty-pattern
test.use({ baseURL: async ({}, use) => use(own.base) });

const MUG = 'Khurja Blue Pottery Photo Mug';

/** A shopper's photo mug through the hosted checkout; the owner sends the proof and the shopper approves it. */
async function approvedMug(
  request: APIRequestContext,
  headers: Record<string, string>,
  fullName: string,
  caption: string,
) {
  const mugs = (await (await request.get('/api/products?category=Mugs')).json()) as {
    id: string;
    title: string;
    images: { url: string }[];
    variants: { id: string; available: boolean }[];
  }[];
  const mug = mugs.find((p) => p.title === MUG)!;
  const photo = await (await request.get('/images/catalog/caricature-mug-red/640.webp')).body();
  const upload = await request.post('/api/products/upload-user-image', {
    data: { imageBase64: photo.toString('base64'), filename: 'family.webp' },
  });
  expect(upload.ok(), await upload.text()).toBe(true);
  const { imageUrl: userImageUrl } = (await upload.json()) as { imageUrl: string };
  const cartId = await addToNewCart(request, {
    product: { id: mug.id, selectedVariantId: mug.variants.find((v) => v.available)!.id },
    customization: { line1: caption, style: 'pixar', userImageUrl },
    quantity: 1,
    clientItemId: `mug-batch-${Date.now()}-${Math.random()}`,
  });
  return placeApprovedOrder(request, headers, cartId, {
    fullName,
    mobile: '9876501234',
    email: 'buyer@example.com',
    address1: '12 MG Road',
    city: 'Jaipur',
    state: 'Rajasthan',
    pincode: '302001',
  });
}

test('three approved mugs go onto two mirrored A4 sublimation sheets and are made together', async ({
  page,
  request,
}, info) => {
  test.setTimeout(300_000);
  const tag = `${info.project.name} ${Date.now().toString(36)}`;
  const headers = await ownerHeaders(request);
  const batch = [
    await approvedMug(request, headers, `Meena ${tag}`, 'Best Nani'),
    await approvedMug(request, headers, `Anbu ${tag}`, 'அம்மா'),
    await approvedMug(request, headers, `Kavya ${tag}`, 'पापा'),
  ];

  await page.goto('/admin/login?next=%2Fadmin%2Fqueue%2Fbatch');
  await page.getByRole('textbox', { name: 'Username' }).fill(staff.owner.username);
  await page.getByLabel('Password').fill(staff.owner.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('heading', { level: 1, name: "Today's batch" })).toBeVisible();
  const machine = page.getByRole('combobox', { name: 'Machine' });
  await machine.selectOption({ label: 'Mug sublimation printer' });
  // Its paper's size is said under the select (its description), where a phone does not cut it off.
  await expect(machine).toHaveAccessibleDescription('Paper 297 x 210 mm');
  // Boards are not offered for the sublimation printer: only the three mugs.
  await page.getByRole('checkbox', { name: /^Everything approved for the Mug sublimation printer \(3\)$/ }).check();
  for (const order of batch)
    await expect(page.getByRole('checkbox', { name: new RegExp(`^${order.reference} · ${MUG}`) })).toBeChecked();
  await expect(page.getByRole('checkbox', { name: 'Print each order reference small beside its wrap' })).toBeChecked();
  await page.getByRole('button', { name: 'Lay out 3 pieces' }).click();

  const first = page.getByRole('figure', { name: /^Sheet 1/ });
  await expect(first).toContainText('2 pieces on 297 x 210 mm', { timeout: 120_000 });
  await expect(page.getByRole('figure', { name: /^Sheet 2/ })).toContainText('1 piece on 297 x 210 mm');
  await expect(page.getByText('2 sheets; by area alone no layout could use fewer than 2.')).toBeVisible();
  await expect(page.getByText('Preflight passed')).toHaveCount(2);
  const picture = first.getByRole('img', { name: /^Sheet 1: KG-/ });
  // The sheet itself, an A4 PNG at 300 DPI (several MB), drawn by the browser.
  await expect
    .poll(() => picture.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0), { timeout: 60_000 })
    .toBe(true);
  await lookedAt(page, info, 'mug-batch-sheets');

  const [sheetDownload] = await Promise.all([
    page.waitForEvent('download'),
    first.getByRole('link', { name: 'Download Sheet 1 (PNG)' }).click(),
  ]);
  expect(sheetDownload.suggestedFilename()).toBe('batch-sublimation-sheet-1.png');
  const png = await kept(sheetDownload, info);
  const meta = await sharp(png).metadata();
  expect([meta.width, meta.height, meta.density]).toEqual([3508, 2480, 300]);
  // A small copy to look at: the full sheet is 3508 px wide.
  await sharp(png)
    .flatten({ background: '#ffffff' })
    .resize({ width: 1200 })
    .toFile(info.outputPath(`${info.project.name}-sheet-1-small.png`));
  const [jobDownload] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('link', { name: 'Download the job sheet (A4 PDF)' }).click(),
  ]);
  expect((await kept(jobDownload, info)).subarray(0, 5).toString()).toBe('%PDF-');

  await page.getByRole('button', { name: 'Mark these 3 made' }).click();
  await expect(page.getByTestId('toast')).toContainText('3 lines marked made');
  for (const order of batch)
    await expect(page.getByRole('checkbox', { name: new RegExp(`^${order.reference} `) })).toHaveCount(0);
  await expect(page.getByRole('status').filter({ hasText: 'No mugs to print right now' })).toBeVisible();
  await lookedAt(page, info, 'mug-batch-made');

  // The two sheets' preflights are counted in the insights, as a table.
  await page.goto('/admin/insights');
  const checks = page.getByRole('region', { name: 'Machine file checks' });
  await expect(checks).toContainText('2 files preflighted: 2 passed, 0 failed.');
  await expect(
    checks.getByRole('table', { name: 'By machine' }).getByRole('row', { name: /Mug sublimation printer/ }),
  ).toContainText('2');
  await checks.scrollIntoViewIfNeeded();
  await lookedAt(page, info, 'preflight-insights');
});
