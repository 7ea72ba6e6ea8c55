import { seriousViolations } from './axe';
import { expect, test } from './fixtures';

const BOARD = 'Sheesham Wood House Name Board';

test.describe('accessibility (axe: no serious or critical violations)', () => {
  test('home page', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByTestId('product-card').first()).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
  });

  test('the open sheet and the selection dialog', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('tab', { name: 'Nameboards' }).click();
    await page.getByRole('button', { name: `Customize ${BOARD}` }).click();
    const sheet = page.getByRole('dialog', { name: BOARD });
    await expect(sheet).toBeVisible();
    await page.waitForTimeout(400);
    expect(await seriousViolations(page, '[role="dialog"]')).toEqual([]);
    await sheet.getByRole('textbox', { name: 'Name', exact: true }).fill('Sharma Niwas');
    await sheet.getByRole('button', { name: /^(Generate Preview|Regenerate)$/ }).click();
    await expect(sheet.getByTestId('final-price')).toBeVisible({ timeout: 20_000 });
    await sheet.getByRole('button', { name: 'Select Options' }).click();
    await expect(page.getByRole('dialog', { name: 'Complete Your Selection' })).toBeVisible();
    await page.waitForTimeout(300);
    expect(await seriousViolations(page, '[role="dialog"]')).toEqual([]);
  });

  test('the cart drawer and the checkout pages', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('button', { name: /^Open cart/ }).click();
    await expect(page.getByRole('dialog', { name: /^Shopping Cart/ })).toBeVisible();
    await page.waitForTimeout(300);
    expect(await seriousViolations(page, '[role="dialog"]')).toEqual([]);

    const products = (await (await page.request.get('/api/products?category=Nameplates')).json()) as {
      id: string;
      variants: { id: string; available: boolean }[];
    }[];
    const variant = products[0]!.variants.find((v) => v.available)!;
    const added = await page.request.post('/api/cart/add', {
      data: {
        product: { id: products[0]!.id, selectedVariantId: variant.id },
        customization: { name: 'Axe House' },
        clientItemId: 'axe-1',
      },
    });
    const { cart } = (await added.json()) as { cart: { checkoutUrl: string } };
    await page.goto(cart.checkoutUrl);
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByRole('button', { name: /^Place order/ }).click();
    await expect(page.getByRole('alert')).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
  });
});
