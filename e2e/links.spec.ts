import { expect, test } from './fixtures';

/**
 * Issue 29 items 1 and 2 on a phone: a product's own link opens the shop with its sheet up, and a
 * design shared from the sheet opens, on another page, with the same personalisation and preview.
 */
const TITLE = 'Sheesham Wood House Name Board';
const HANDLE = 'sheesham-wood-house-name-board';

test('a product link opens its sheet; a shared design opens with the same preview', async ({ page, context }) => {
  await page.goto(`/p/${HANDLE}`);
  const sheet = page.getByRole('dialog', { name: TITLE });
  await expect(sheet).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/p/${HANDLE}$`));

  await sheet.getByRole('textbox', { name: 'Name', exact: true }).fill('Iyer');
  await sheet.getByRole('button', { name: 'Generate Preview' }).click();
  const preview = sheet.locator('img[src*="/objects/ai-generated/"]').first();
  await expect(preview).toBeVisible({ timeout: 60_000 });
  const previewPath = new URL((await preview.getAttribute('src'))!, page.url()).pathname;

  await sheet.getByRole('button', { name: 'Share this design' }).click();
  const field = sheet.getByRole('textbox', { name: 'Link to this design' });
  await expect(field).toHaveValue(/\/d\/[A-Za-z0-9_-]{22}$/);
  const link = await field.inputValue();

  const other = await context.newPage();
  await other.goto(link);
  const shared = other.getByRole('dialog', { name: TITLE });
  await expect(shared).toBeVisible();
  await expect(shared.getByRole('textbox', { name: 'Name', exact: true })).toHaveValue('Iyer');
  const sharedPreview = shared.locator('img[src*="/objects/ai-generated/"]').first();
  await expect(sharedPreview).toBeVisible();
  expect(new URL((await sharedPreview.getAttribute('src'))!, other.url()).pathname).toBe(previewPath);
  // The link's own preview for WhatsApp is that picture, as a JPEG.
  const token = link.split('/d/')[1]!;
  const html = await (await other.request.get(`/d/${token}`)).text();
  expect(html).toContain(`/og/d/${token}.jpg`);
  await other.close();

  // Closing the sheet takes the address back to the shop.
  await sheet.getByRole('button', { name: 'Close customization' }).click();
  await expect(sheet).toHaveCount(0);
  await expect(page).toHaveURL(/\/$/);
});

test('a card pushes its link, and Back closes the sheet', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('tab', { name: 'Nameboards' }).click();
  await page.getByRole('button', { name: `Customize ${TITLE}` }).click();
  await expect(page.getByRole('dialog', { name: TITLE })).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/p/${HANDLE}$`));
  await page.goBack();
  await expect(page.getByRole('dialog', { name: TITLE })).toHaveCount(0);
  await expect(page).toHaveURL(/\/$/);
});

test('an unknown design link says so', async ({ page }) => {
  await page.goto('/d/AAAAAAAAAAAAAAAAAAAAAA');
  await expect(page.getByRole('heading', { name: 'This design link has expired or does not exist' })).toBeVisible();
});
