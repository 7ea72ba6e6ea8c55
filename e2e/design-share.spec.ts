import type { APIResponse } from '@playwright/test';
import { STARTER_DESIGNS } from '../src/contracts/personalisation-starters';
import { mugPhoto } from '../src/server/previews/compositor/samples/angled-photos';
import staff from './staff-accounts.json' with { type: 'json' };
import { shopperWithSheet, useOwnServer } from './own-server';
import { expect, test } from './fixtures';
import { lookedAt } from './evidence';

/**
 * Issue 41: a product's own design is shared as the seed's previews are. A shopper fills in the
 * owner's couple's mug (a Tamil name), draws the preview, taps Share this design, and the link
 * opens the sheet on another page with the same names and the same preview; the link's page is
 * kept out of search indexes. On a store of its own: the owner's new mug joins the Mugs grid.
 */
const own = useOwnServer('scripts/e2e-server.mjs');
// eslint-disable-next-line no-empty-pattern
test.use({ baseURL: async ({}, use) => use(own.base) });

async function ok(res: APIResponse): Promise<unknown> {
  expect(res.ok(), `${res.url()}: ${res.status()} ${await res.text()}`).toBe(true);
  return (await res.json()) as unknown;
}

test("a shopper shares the couple's mug they personalised, and the link reopens it", async ({
  page,
  browser,
}, info) => {
  test.setTimeout(180_000);
  const title = `Shared Couple Mug ${info.project.name}`;
  await page.goto('/admin/login');
  await page.getByRole('textbox', { name: 'Username' }).fill(staff.owner.username);
  await page.getByLabel('Password').fill(staff.owner.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Orders' })).toBeVisible();
  const { csrfToken } = (await ok(await page.request.get('/api/admin/session'))) as { csrfToken: string };
  const send = (method: 'POST' | 'PUT', url: string, data: unknown) =>
    page.request.fetch(url, { method, data, headers: { 'x-csrf-token': csrfToken } }).then(ok);
  const mug = await mugPhoto();
  const { product } = (await send('POST', '/api/admin/products', {
    title,
    category: 'Mugs',
    status: 'active',
    variants: [{ title: 'Standard', price: '599.00', available: true }],
  })) as { product: { id: string } };
  const { image } = (await send('POST', `/api/admin/products/${product.id}/images`, {
    imageBase64: mug.image.toString('base64'),
    alt: 'A white mug with its handle on the left',
  })) as { image: { id: string } };
  await send('PUT', `/api/admin/products/${product.id}/images/${image.id}/template`, {
    area: mug.body,
    surface: 'mug-wrap',
    surfaceColor: '#f4f2ec',
  });
  await send(
    'PUT',
    `/api/admin/products/${product.id}/design`,
    STARTER_DESIGNS.find((s) => s.key === 'couple-mug')!.design,
  );

  const { context, page: shop, sheet } = await shopperWithSheet(browser, info, own.base, 'Mugs', title);
  await sheet.getByRole('textbox', { name: 'First name' }).fill('Asha');
  await sheet.getByRole('textbox', { name: 'Second name' }).fill('கவின்');
  await sheet.getByLabel('Date', { exact: true }).fill('2099-12-12');
  await sheet.getByRole('button', { name: 'Generate Preview' }).click();
  const preview = sheet.getByTestId('preview-image');
  await expect(preview).toHaveAttribute('src', /^\/objects\/ai-generated\//, { timeout: 60_000 });
  const previewPath = new URL((await preview.getAttribute('src'))!, shop.url()).pathname;

  // The button is ready at once: no "Regenerate to share" for a design's own preview.
  await expect(sheet.getByText(/Tap Regenerate to share/)).toHaveCount(0);
  await sheet.getByRole('button', { name: 'Share this design' }).click();
  const field = sheet.getByRole('textbox', { name: 'Link to this design' });
  await expect(field).toHaveValue(/\/d\/[A-Za-z0-9_-]{22}$/);
  await field.scrollIntoViewIfNeeded();
  await lookedAt(shop, info, 'design-shared');
  const link = await field.inputValue();

  const other = await context.newPage();
  await other.goto(link);
  const shared = other.getByRole('dialog', { name: title });
  await expect(shared).toBeVisible();
  await expect(shared.getByRole('textbox', { name: 'First name' })).toHaveValue('Asha');
  await expect(shared.getByRole('textbox', { name: 'Second name' })).toHaveValue('கவின்');
  await expect(shared.getByLabel('Date', { exact: true })).toHaveValue('2099-12-12');
  const sharedPreview = shared.getByTestId('preview-image');
  await expect(sharedPreview).toBeVisible();
  expect(new URL((await sharedPreview.getAttribute('src'))!, other.url()).pathname).toBe(previewPath);
  await lookedAt(other, info, 'design-link-opened');
  const html = await (await other.request.get(new URL(link).pathname)).text();
  expect(html).toContain('<meta name="robots" content="noindex">');
  expect(html).not.toContain('கவின்');
  await context.close();
});
