import type { APIRequestContext } from '@playwright/test';
import staff from './staff-accounts.json' with { type: 'json' };
import { expect, test } from './fixtures';
import { kept, lookedAt } from './evidence';
import { addToNewCart, ownerHeaders, placeApprovedOrder } from './order-kit';

/**
 * Issue 42's journey: the owner describes their laser in Settings (a zero bed refused at its
 * field), three shoppers' name boards are approved, one line's laser SVG and router DXF come with a
 * passed preflight, and the three boards are laid out on one sheet of the laser's bed: the sheet
 * and the A4 job sheet download, and the batch is marked made together. The downloaded files are
 * kept beside the screenshots (test-results) to be opened as pictures.
 */

const BOARD = 'Sheesham Wood House Name Board';
const LASER = '9060 CO2 laser';

/** A shopper's name board through the hosted checkout; the owner sends the proof and the shopper approves it. */
async function approvedBoard(
  request: APIRequestContext,
  headers: Record<string, string>,
  fullName: string,
  name: string,
) {
  const boards = (await (await request.get('/api/products?category=Nameplates')).json()) as Array<{
    id: string;
    title: string;
    variants: Array<{ id: string; title: string; available: boolean }>;
  }>;
  const board = boards.find((p) => p.title === BOARD)!;
  const variant = board.variants.find((v) => v.available && v.title.includes('12 x 8 in'))!;
  const cartId = await addToNewCart(request, {
    product: { id: board.id, selectedVariantId: variant.id },
    customization: { name, houseNumber: '7', font: 'Cinzel' },
    quantity: 1,
    clientItemId: `machines-${Date.now()}-${Math.random()}`,
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

test('the owner sets a laser; a line gets its checked SVG and DXF; three boards go on one sheet and are made together', async ({
  page,
  request,
}, info) => {
  test.setTimeout(240_000);
  const tag = `${info.project.name} ${Date.now().toString(36)}`;

  // The owner signs in and describes the workshop's laser: a zero bed is refused at its field.
  await page.goto('/admin/login?next=%2Fadmin%2Fsettings');
  await page.getByRole('textbox', { name: 'Username' }).fill(staff.owner.username);
  await page.getByLabel('Password').fill(staff.owner.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Shop settings' })).toBeVisible();
  const form = page.getByRole('form', { name: 'Machines' });
  const laser = form.getByRole('list', { name: 'Your machines' }).getByRole('listitem').first();
  await laser.getByRole('textbox', { name: 'Name' }).fill(LASER);
  await laser.getByRole('combobox', { name: 'Laser software' }).selectOption('LightBurn');
  await laser.getByRole('spinbutton', { name: 'Bed width (mm)' }).fill('900');
  await laser.getByRole('spinbutton', { name: 'Bed height (mm)' }).fill('0');
  await form.getByRole('button', { name: 'Save machines' }).click();
  await expect(laser.getByText('Bed height must be more than 0 mm')).toBeVisible();
  await expect(laser.getByRole('spinbutton', { name: 'Bed height (mm)' })).toHaveAttribute('aria-invalid', 'true');
  await laser.getByRole('spinbutton', { name: 'Bed height (mm)' }).fill('600');
  await expect(form.getByRole('checkbox', { name: LASER }).first()).toBeChecked();
  await form.getByRole('button', { name: 'Save machines' }).click();
  await expect(form.getByRole('status')).toHaveText('Saved. New files are drawn for these machines.');
  await form.scrollIntoViewIfNeeded();
  await lookedAt(page, info, '01-machines-saved');

  // Three shoppers' boards, one in Tamil and one in Devanagari, each approved by its shopper.
  const headers = await ownerHeaders(request);
  const first = await approvedBoard(request, headers, `Meena ${tag}`, 'Sharma Niwas');
  const second = await approvedBoard(request, headers, `Anbu ${tag}`, 'அன்பு இல்லம்');
  const third = await approvedBoard(request, headers, `Kavya ${tag}`, 'शर्मा निवास');

  // The line's files for the laser and the router, each with the preflight's answer beside it.
  await page.goto(`/admin/orders/${first.id}`);
  const files = page.getByRole('article', { name: BOARD }).getByRole('region', { name: `Machine files for ${BOARD}` });
  const svgLink = files.getByRole('link', { name: `Download Laser SVG for ${LASER}, ${BOARD}` });
  const dxfLink = files.getByRole('link', { name: `Download DXF for CNC router, ${BOARD}` });
  await expect(svgLink).toBeVisible({ timeout: 20_000 });
  await expect(files.getByTestId('preflight').filter({ hasText: 'Preflight passed' })).toHaveCount(3);
  await files.scrollIntoViewIfNeeded();
  await lookedAt(page, info, '02-line-machine-files');
  const [svgDownload] = await Promise.all([page.waitForEvent('download'), svgLink.click()]);
  expect(svgDownload.suggestedFilename()).toBe(`${first.reference}-1-board.svg`);
  const svg = (await kept(svgDownload, info)).toString();
  expect(svg).toContain('width="304.8mm" height="203.2mm"');
  expect(svg).not.toContain('<text');
  const [dxfDownload] = await Promise.all([page.waitForEvent('download'), dxfLink.click()]);
  expect(dxfDownload.suggestedFilename()).toBe(`${first.reference}-1-board.dxf`);
  expect((await kept(dxfDownload, info)).toString()).toMatch(/\$INSUNITS\r?\n\s*70\r?\n\s*4\r?\n/);

  // The day's batch: the three boards for the laser, packed onto one sheet of its 900 x 600 mm bed.
  await page.goto('/admin/queue');
  await page.getByRole('link', { name: 'Make a batch' }).click();
  await expect(page.getByRole('heading', { level: 1, name: "Today's batch" })).toBeVisible();
  const machine = page.getByRole('combobox', { name: 'Machine' });
  await machine.selectOption({ label: LASER });
  await expect(machine).toHaveAccessibleDescription('Sheet 900 x 600 mm');
  const batch = [first, second, third];
  for (const order of batch)
    await page.getByRole('checkbox', { name: new RegExp(`^${order.reference} · ${BOARD}`) }).check();
  await page.getByRole('button', { name: 'Lay out 3 pieces' }).click();
  const sheet = page.getByRole('figure', { name: /^Sheet 1/ });
  await expect(sheet).toContainText('3 pieces on 900 x 600 mm');
  await expect(page.getByRole('figure')).toHaveCount(1);
  await expect(sheet.getByText('Preflight passed')).toBeVisible();
  const picture = sheet.getByRole('img', { name: `Sheet 1: ${first.reference}-1` });
  // The sheet's own SVG, drawn by the browser (the screenshot shows the file, not a placeholder).
  await expect.poll(() => picture.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
  await lookedAt(page, info, '03-batch-sheet');
  const [sheetDownload] = await Promise.all([
    page.waitForEvent('download'),
    sheet.getByRole('link', { name: 'Download Sheet 1 (SVG)' }).click(),
  ]);
  const sheetSvg = (await kept(sheetDownload, info)).toString();
  expect(sheetSvg).toContain('width="900mm" height="600mm"');
  const [jobDownload] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('link', { name: 'Download the job sheet (A4 PDF)' }).click(),
  ]);
  expect((await kept(jobDownload, info)).subarray(0, 5).toString()).toBe('%PDF-');

  // Made together: all three lines leave the queue.
  await page.getByRole('button', { name: 'Mark these 3 made' }).click();
  await expect(page.getByTestId('toast')).toContainText('3 lines marked made');
  for (const order of batch)
    await expect(page.getByRole('checkbox', { name: new RegExp(`^${order.reference} `) })).toHaveCount(0);
  await lookedAt(page, info, '04-batch-made');
});
