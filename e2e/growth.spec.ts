import type { Page } from '@playwright/test';
import staff from './staff-accounts.json' with { type: 'json' };
import { expect, test } from './fixtures';

const BOARD = 'Sheesham Wood House Name Board';

/** A name board personalised with a real preview, put in the cart. */
async function personaliseAndAdd(page: Page, name: string) {
  await page.goto('/');
  await page.getByRole('tab', { name: 'Nameboards' }).click();
  await page.getByRole('button', { name: `Customize ${BOARD}` }).click();
  const sheet = page.getByRole('dialog', { name: BOARD });
  await sheet.getByRole('textbox', { name: 'Name', exact: true }).fill(name);
  await sheet.getByRole('textbox', { name: 'House number' }).fill('B-12');
  await sheet.getByRole('button', { name: /^(Generate Preview|Regenerate)$/ }).click();
  await expect(sheet.getByTestId('preview-image')).toHaveAttribute('src', /^\/objects\/ai-generated\//, {
    timeout: 20_000,
  });
  await sheet.getByRole('button', { name: 'Select Options' }).click();
  const dialog = page.getByRole('dialog', { name: 'Complete Your Selection' });
  await dialog.getByRole('radio', { name: '12 x 8 in' }).check();
  await dialog.getByRole('button', { name: 'Add to Cart' }).click();
  await expect(page.getByTestId('toast').getByText('Added to cart')).toBeVisible();
}

async function openCart(page: Page) {
  await page.getByRole('button', { name: /^Open cart/ }).click();
  const drawer = page.getByRole('dialog', { name: /^Shopping Cart \(\d+\)$/ });
  await expect(drawer).toBeVisible();
  return drawer;
}

test.describe('issue 29: codes and designs', () => {
  test('a cart line reopens its design in the product sheet', async ({ page }) => {
    await personaliseAndAdd(page, 'Sharma Niwas');
    const drawer = await openCart(page);
    const preview = await drawer.getByTestId('cart-line').getByRole('img').getAttribute('src');
    await drawer.getByRole('button', { name: BOARD, exact: true }).click();
    await expect(drawer).toBeHidden();
    const sheet = page.getByRole('dialog', { name: BOARD });
    await expect(sheet.getByRole('textbox', { name: 'Name', exact: true })).toHaveValue('Sharma Niwas');
    await expect(sheet.getByRole('textbox', { name: 'House number' })).toHaveValue('B-12');
    await expect(sheet.getByTestId('preview-image')).toHaveAttribute('src', preview!);
    await expect(page).toHaveURL(/\/p\/[\w-]+$/);
  });

  test('editing a reopened cart line makes a new line and a new design; its shared link stays as it was', async ({
    page,
  }) => {
    await page.goto('/');
    await page.getByRole('tab', { name: 'Nameboards' }).click();
    await page.getByRole('button', { name: `Customize ${BOARD}` }).click();
    let sheet = page.getByRole('dialog', { name: BOARD });
    await sheet.getByRole('textbox', { name: 'Name', exact: true }).fill('Sharma Niwas');
    await sheet.getByRole('button', { name: 'Generate Preview' }).click();
    const preview = sheet.getByTestId('preview-image');
    await expect(preview).toHaveAttribute('src', /^\/objects\/ai-generated\//, { timeout: 20_000 });
    await sheet.getByRole('button', { name: 'Share this design' }).click();
    const first = await sheet.getByRole('textbox', { name: 'Link to this design' }).inputValue();
    expect(first).toMatch(/\/d\/[\w-]{22}$/);
    await sheet.getByRole('button', { name: 'Select Options' }).click();
    let dialog = page.getByRole('dialog', { name: 'Complete Your Selection' });
    await dialog.getByRole('radio', { name: '12 x 8 in' }).check();
    await dialog.getByRole('button', { name: 'Add to Cart' }).click();
    await expect(page.getByTestId('toast').getByText('Added to cart')).toBeVisible();

    let drawer = await openCart(page);
    await drawer.getByRole('button', { name: BOARD, exact: true }).click();
    sheet = page.getByRole('dialog', { name: BOARD });
    // The reopened line has no saved design of its own: a link only comes from a new preview.
    const share = sheet.getByRole('button', { name: 'Share this design' });
    await expect(share).toBeDisabled();
    await expect(share).toHaveAccessibleDescription(/Tap Regenerate to share this design/);
    const before = await preview.getAttribute('src');
    await sheet.getByRole('textbox', { name: 'Name', exact: true }).fill('Verma Niwas');
    await sheet.getByRole('button', { name: 'Regenerate' }).click();
    await expect(preview).not.toHaveAttribute('src', before!, { timeout: 20_000 });
    await expect(share).toBeEnabled();
    await share.click();
    const second = await sheet.getByRole('textbox', { name: 'Link to this design' }).inputValue();
    expect(second).toMatch(/\/d\/[\w-]{22}$/);
    expect(second).not.toBe(first);

    const add = sheet.getByRole('button', { name: /^(Add to Cart|Select Options)$/ });
    if ((await add.textContent()) === 'Select Options') {
      await add.click();
      dialog = page.getByRole('dialog', { name: 'Complete Your Selection' });
      await dialog.getByRole('button', { name: 'Add to Cart' }).click();
    } else await add.click();
    await expect(page.getByTestId('toast').getByText('Added to cart').last()).toBeVisible();
    drawer = await openCart(page);
    const lines = drawer.getByTestId('cart-line');
    await expect(lines).toHaveCount(2);
    await expect(lines.nth(0)).toContainText('Name: Sharma Niwas');
    await expect(lines.nth(1)).toContainText('Name: Verma Niwas');

    // The first link still opens the design as it was shared.
    const saved = async (link: string) =>
      (await (await page.request.get(`/api/designs/${link.split('/d/')[1]}`)).json()) as { fields: { name: string } };
    expect((await saved(first)).fields.name).toBe('Sharma Niwas');
    expect((await saved(second)).fields.name).toBe('Verma Niwas');
  });

  test('a code applied at checkout shows its discount and lowers the total', async ({ page, request }) => {
    const code = `GROW${Date.now().toString(36).toUpperCase().slice(-6)}`;
    const session = await request.post('/api/admin/session', { data: staff.owner });
    expect(session.ok()).toBe(true);
    const { csrfToken } = (await session.json()) as { csrfToken: string };
    const made = await request.post('/api/admin/coupons', {
      data: { code, title: 'Journey offer', kind: 'percent', percentOff: 10 },
      headers: { 'x-csrf-token': csrfToken },
    });
    expect(made.status()).toBe(201);

    await personaliseAndAdd(page, 'Rao Villa');
    const drawer = await openCart(page);
    await drawer.getByRole('button', { name: 'Proceed to Checkout' }).click();
    await page.waitForURL(/\/checkout\/c_/);
    const total = async () => Number((await page.getByTestId('checkout-total').textContent())!.replace(/[^\d.]/g, ''));
    const before = await total();

    await page.getByLabel('Coupon code').fill('NOPE-NOPE');
    await page.getByRole('button', { name: 'Apply' }).click();
    await expect(page.locator('#couponCode-error')).toContainText('NOPE-NOPE is not a code we know.');
    expect(await total()).toBe(before);

    await page.getByLabel('Coupon code').fill(code.toLowerCase());
    // Enter in the code's field applies it, as Apply does.
    await page.getByLabel('Coupon code').press('Enter');
    await expect(page.getByRole('status').filter({ hasText: `${code} applied: you save` })).toBeVisible();
    await expect(page.getByTestId('checkout-discount')).toBeVisible();
    expect(await total()).toBeCloseTo(before - Math.floor((before * 100 * 10 + 50) / 100) / 100, 2);

    // Enter in a delivery field sends the order, not a code: the empty form says what it needs.
    await page.getByLabel('Full name').press('Enter');
    await expect(page.locator('#fullName-error')).toBeVisible();
    await expect(page.locator('#couponCode-error')).toHaveCount(0);
    await expect(page.getByRole('status').filter({ hasText: `${code} applied: you save` })).toBeVisible();
  });
});
