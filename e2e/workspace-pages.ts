import type { Page } from '@playwright/test';
import { expect } from './fixtures';

/**
 * Opens the owner's page for a shopper's order, found by the shopper's name. A phone lists orders
 * as cards named for the shopper, a desktop as table rows whose link is the order's number, so the
 * search narrows the list first and the first order link is theirs.
 */
export async function openOrderByShopper(page: Page, shopperName: string): Promise<void> {
  await page.goto('/admin/orders');
  await page.getByRole('searchbox', { name: 'Search' }).fill(shopperName);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/q=/);
  // The list keeps the previous page's orders on screen while the search loads (keepPreviousData):
  // click the order in the row or card that names this shopper, not whatever is first.
  await page
    .locator('li, tr')
    .filter({ hasText: shopperName })
    .getByRole('link', { name: /KG-\d+/ })
    .first()
    .click();
  await expect(page.getByRole('heading', { level: 1, name: /^Order KG-/ })).toBeVisible();
}
