import type { Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures';

/** Presses Tab until the target has focus, proving it is reachable by keyboard (and not too far). */
async function tabTo(page: Page, target: Locator, max = 60) {
  for (let i = 0; i < max; i++) {
    if (await target.evaluate((el) => el === document.activeElement).catch(() => false)) return;
    await page.keyboard.press('Tab');
  }
  throw new Error(`Could not reach ${target.toString()} with Tab`);
}

const BOARD = 'Sheesham Wood House Name Board';

test('keyboard only: from the home page to a placed order', async ({ page }) => {
  test.skip(test.info().project.name === 'phone', 'a keyboard journey is a desktop journey');
  await page.goto('/');
  await expect(page.getByTestId('product-card').first()).toBeVisible();

  await tabTo(page, page.getByRole('tab', { name: 'Mugs' }));
  await page.keyboard.press('ArrowRight');
  await expect(page.getByRole('tab', { name: 'Nameboards' })).toHaveAttribute('aria-selected', 'true');
  await tabTo(page, page.getByRole('button', { name: `Customize ${BOARD}` }));
  await page.keyboard.press('Enter');
  const sheet = page.getByRole('dialog', { name: BOARD });
  await expect(sheet).toBeVisible();

  await tabTo(page, sheet.getByRole('textbox', { name: 'Name', exact: true }));
  await page.keyboard.type('Sharma Niwas');
  await tabTo(page, sheet.getByRole('textbox', { name: 'House number' }));
  await page.keyboard.type('B-12');
  await tabTo(page, sheet.getByRole('button', { name: 'Generate Preview' }));
  await page.keyboard.press('Enter');
  await expect(sheet.getByTestId('final-price')).toBeVisible({ timeout: 20_000 });

  await tabTo(page, sheet.getByRole('button', { name: 'Select Options' }));
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Complete Your Selection' });
  await expect(dialog).toBeVisible();
  await tabTo(page, dialog.getByRole('radio', { name: '12 x 8 in' }));
  await page.keyboard.press('Space');
  await expect(dialog.getByRole('radio', { name: '12 x 8 in' })).toBeChecked();
  await tabTo(page, dialog.getByRole('button', { name: 'Add to Cart' }));
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('cart-badge')).toHaveText('1');

  // Focus returns to the page once the sheet closes; the cart button is reachable from there.
  await tabTo(page, page.getByRole('button', { name: /^Open cart/ }), 120);
  await page.keyboard.press('Enter');
  const drawer = page.getByRole('dialog', { name: 'Shopping Cart (1)' });
  await expect(drawer).toBeVisible();
  await tabTo(page, drawer.getByRole('button', { name: 'Proceed to Checkout' }));
  await page.keyboard.press('Enter');
  await page.waitForURL(/\/checkout\/c_/);

  const fields: [string | RegExp, string][] = [
    ['Full name', 'Asha Sharma'],
    [/Mobile number/, '9876543210'],
    ['House, building and street', '12, MG Road'],
    ['City', 'Pune'],
    ['PIN code', '411001'],
  ];
  for (const [label, value] of fields) {
    await tabTo(page, page.getByLabel(label));
    await page.keyboard.type(value);
  }
  await tabTo(page, page.getByLabel('State'));
  await page.keyboard.type('Maharashtra');
  await expect(page.getByLabel('State')).toHaveValue('Maharashtra');
  await tabTo(page, page.getByRole('button', { name: /^Place order/ }));
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { name: 'Thank you, your order is placed' })).toBeVisible();
});
