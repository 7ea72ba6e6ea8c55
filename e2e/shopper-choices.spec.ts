import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';

const PLATE = 'Cloud Kids Name Plate';
// Kept with the test's own results (test-results/), which Playwright clears on the next run.
const shot = (page: Page, name: string) =>
  page.screenshot({ path: test.info().outputPath(`${name}-${page.viewportSize()!.width}.png`), fullPage: false });

/**
 * Issue 45 items 5, 6 and 8, on a phone and a desktop: a kids plate previewed as Space and bought
 * as Unicorn goes in the cart with a Unicorn preview; the order page says what the shopper chose
 * in their words with the amounts added up; the product sheet shares the product itself.
 */
test.describe('what the shopper chose, as they chose it', () => {
  test('a theme chosen after the preview redraws it before the cart, and the order page names the choices', async ({
    page,
  }) => {
    test.setTimeout(120_000);
    await page.goto('/');
    await page.getByRole('tab', { name: 'Kids Name Plates' }).click();
    await page.getByRole('button', { name: `Customize ${PLATE}` }).click();
    const sheet = page.getByRole('dialog', { name: PLATE });
    await sheet.getByRole('textbox', { name: "Child's name" }).fill('Aarav');
    await sheet.getByRole('button', { name: 'Generate Preview' }).click();
    const preview = sheet.getByTestId('preview-image');
    await expect(preview).toHaveAttribute('src', /^\/objects\/ai-generated\//, { timeout: 20_000 });
    const spacePreview = (await preview.getAttribute('src'))!.replace(/\?.*$/, '');

    // The theme is asked in the selection dialog, after the preview, named as a theme.
    await sheet.getByRole('button', { name: 'Select Options' }).click();
    const dialog = page.getByRole('dialog', { name: 'Complete Your Selection' });
    await expect(dialog.getByRole('group', { name: /^Theme/ })).toBeVisible();
    await dialog.getByRole('radio', { name: 'Unicorn' }).check();
    await dialog.getByRole('radio', { name: 'A4' }).check();
    await page.keyboard.press('Escape');
    const stale = sheet.getByTestId('preview-out-of-date');
    await expect(stale).toContainText('This preview shows another option');
    await expect(stale.getByRole('button', { name: 'Redraw preview' })).toBeVisible();
    await shot(page, 'stale-preview');

    // Add to Cart draws the Unicorn preview first: the line never carries the Space one.
    await sheet.getByRole('button', { name: 'Add to Cart' }).click();
    await expect(page.getByTestId('toast').getByText('Added to cart')).toBeVisible({ timeout: 30_000 });
    const line = await page.evaluate(
      () =>
        JSON.parse(localStorage.getItem('kaarigar.storefront.cart')!) as {
          items: { selectedVariant: { title: string }; customization: { previewImage: string; style: string } }[];
        },
    );
    expect(line.items[0]!.selectedVariant.title).toBe('Unicorn / A4');
    expect(line.items[0]!.customization.previewImage).toMatch(/^\/objects\/ai-generated\//);
    expect(line.items[0]!.customization.previewImage).not.toBe(spacePreview);
    expect(line.items[0]!.customization.style).toBe('');

    await page.getByRole('button', { name: /^Open cart/ }).click();
    await page.getByRole('button', { name: 'Proceed to Checkout' }).click();
    await page.waitForURL(/\/checkout\/c_/);
    await page.getByLabel('Full name').fill('Asha Sharma');
    await page.getByLabel(/Mobile number/).fill('98765 43210');
    await page.getByLabel('House, building and street').fill('12, MG Road');
    await page.getByLabel('City').fill('Pune');
    await page.getByLabel('PIN code').fill('411001');
    await page.getByLabel('State').selectOption('Maharashtra');
    await page.getByRole('button', { name: /^Place order/ }).click();
    await expect(page.getByRole('heading', { name: 'Thank you, your order is placed' })).toBeVisible();
    const orderPath = await page.locator('a[href^="/order/"]').first().getAttribute('href');
    await page.goto(orderPath!.replace(/\/pay$/, ''));

    const items = page.getByRole('region', { name: 'What you ordered' });
    await expect(items.getByText('Unicorn / A4 · Qty 1')).toBeVisible();
    await expect(items.getByText('Text colour: Brown', { exact: true })).toBeVisible();
    await expect(items.getByText('Font: Serif', { exact: true })).toBeVisible();
    await expect(items).not.toContainText('#8B4513');
    await expect(items).not.toContainText('Style');
    const amounts = page.getByRole('region', { name: 'Payment' });
    await expect(amounts).toContainText('Subtotal');
    await expect(amounts).toContainText('DeliveryFree');
    await items.scrollIntoViewIfNeeded();
    await shot(page, 'order-page');
  });

  test('the product sheet shares the product’s own page', async ({ page, context, baseURL }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    // A phone's share sheet is the browser's own: recorded here, as a shopper's phone would open it.
    await page.addInitScript(() => {
      const w = window as unknown as { shared?: ShareData[] };
      if (matchMedia('(pointer: coarse)').matches)
        navigator.share = async (data?: ShareData) => void (w.shared ??= []).push(data!);
    });
    await page.goto('/');
    await page.getByRole('tab', { name: 'Kids Name Plates' }).click();
    await page.getByRole('button', { name: `Customize ${PLATE}` }).click();
    const sheet = page.getByRole('dialog', { name: PLATE });
    const share = sheet.getByRole('button', { name: `Share ${PLATE}` });
    await expect(share).toBeVisible();
    await shot(page, 'share-product');
    await share.click();
    const link = `${baseURL}/p/cloud-kids-name-plate`;
    const coarse = await page.evaluate(() => matchMedia('(pointer: coarse)').matches);
    if (coarse) {
      await expect
        .poll(() => page.evaluate(() => (window as unknown as { shared?: ShareData[] }).shared?.[0]?.url))
        .toBe(link);
    } else {
      await expect(page.getByTestId('toast').getByText('Link copied')).toBeVisible();
      expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(link);
    }
    // The link's preview: the product's own title and picture.
    const meta = await (await page.request.get('/p/cloud-kids-name-plate')).text();
    expect(meta).toContain('og:image');
    expect(meta).toContain(PLATE);
  });
});
