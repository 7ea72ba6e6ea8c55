import { readFile } from 'node:fs/promises';
import type { Page, TestInfo } from '@playwright/test';
import staff from './staff-accounts.json' with { type: 'json' };
import { seriousViolations } from './axe';
import { expect, test } from './fixtures';
import { openOrderByShopper } from './workspace-pages';
import { pdfTextLines } from '../src/server/testing/pdf-text';

/**
 * Issue 21's journey: the owner fills the shop settings; the store's footer names the seller and
 * links the policies; a delivered order's invoice downloads from the workspace and reads back as
 * a tax invoice. The shopper, who chose Hindi at checkout, downloads the same invoice from their
 * order page (issue 20's), reached from the checkout's confirmation, in Hindi.
 */

async function shoot(page: Page, info: TestInfo, name: string) {
  await page.screenshot({ path: info.outputPath(`${info.project.name}-${name}.png`), fullPage: true });
  expect(await seriousViolations(page), `axe on ${name}`).toEqual([]);
}

async function waitForApp(page: Page) {
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
}

/**
 * A name board ordered through the hosted checkout, opted in to WhatsApp and in Hindi, delivered in
 * Kerala. Returns the shopper's order page, as the confirmation links to it.
 */
async function placeOrder(page: Page, shopper: string): Promise<string> {
  const boards = (await (await page.request.get('/api/products?category=Nameplates')).json()) as {
    id: string;
    variants: { id: string; available: boolean }[];
  }[];
  const board = boards.find((p) => p.variants.some((v) => v.available))!;
  const added = await page.request.post('/api/cart/add', {
    data: {
      product: { id: board.id, selectedVariantId: board.variants.find((v) => v.available)!.id },
      customization: { name: 'Menon House', houseNumber: '7', font: 'Cinzel' },
      clientItemId: `invoice-journey-${Date.now()}`,
    },
  });
  const { cart } = (await added.json()) as { cart: { checkoutUrl: string } };
  await page.goto(cart.checkoutUrl);
  await page.getByLabel('Full name').fill(shopper);
  await page.getByLabel(/Mobile number/).fill('98765 43210');
  await page.getByLabel('House, building and street').fill('3 Marine Drive');
  await page.getByLabel('City').fill('Kochi');
  await page.getByLabel('PIN code').fill('682031');
  await page.getByLabel('State').selectOption('Kerala');
  await expect(page.getByRole('checkbox', { name: 'Send me order updates on WhatsApp' })).not.toBeChecked();
  await page.getByRole('checkbox', { name: 'Send me order updates on WhatsApp' }).check();
  await page.getByRole('radio', { name: /Hindi/ }).check();
  await expect(page.getByRole('link', { name: 'cancellation and refund' })).toHaveAttribute(
    'href',
    '/policies/cancellation',
  );
  await page.getByRole('button', { name: /^Place order/ }).click();
  await expect(page.getByRole('heading', { name: 'Thank you, your order is placed' })).toBeVisible();
  const orderPage = await page.getByRole('link', { name: 'Track your order' }).getAttribute('href');
  expect(orderPage).toMatch(/^\/order\/[\w-]{24}$/);
  return orderPage!;
}

test('the owner’s shop details reach the footer, the policies and the invoice', async ({ page }, info) => {
  test.setTimeout(180_000);
  await page.goto('/admin/login');
  await page.getByRole('textbox', { name: 'Username' }).fill(staff.owner.username);
  await page.getByLabel('Password').fill(staff.owner.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.getByRole('link', { name: 'Settings' }).first().click();
  await expect(page.getByRole('heading', { name: 'Shop settings' })).toBeVisible();

  await page.getByLabel('Legal name').fill('Kaarigar Crafts Private Limited');
  await page.getByLabel('Address').fill('14 Residency Road, Bengaluru 560025');
  await page.getByLabel('State').selectOption('Karnataka');
  await page.getByLabel('GSTIN').fill('29AAGCB7383J1Z5');
  await page.getByLabel('Customer care phone').fill('+91 80 4567 8910');
  await page.getByLabel('Customer care email').fill('care@kaarigar.example');
  await page.getByLabel('Grievance officer').fill('Anita Rao, grievance@kaarigar.example');
  await page
    .getByLabel('Shipping and delivery policy')
    .fill('Made to order; dispatched within 5 working days of approval.');
  await page.getByLabel('Cancellation and refund policy').fill('Cancel free until you approve the proof.');
  await page.getByLabel('Privacy policy').fill('Your details are used only for your order.');
  await page.getByRole('button', { name: 'Save settings' }).click();
  // A mistyped GSTIN is caught by its check character before anything is saved.
  await expect(page.getByText('This GSTIN has a typing mistake')).toBeVisible();
  await page.getByLabel('GSTIN').fill('29AAGCB7383J1Z4');
  await page.getByRole('button', { name: 'Save settings' }).click();
  await expect(page.getByText('Saved. The store shows the new details now.')).toBeVisible();
  await shoot(page, info, 'settings');

  await page.goto('/');
  await waitForApp(page);
  const footer = page.getByRole('contentinfo');
  await expect(footer.getByText('Kaarigar Crafts Private Limited')).toBeVisible();
  await expect(footer.getByText(/Grievance officer: Anita Rao/)).toBeVisible();
  await footer.getByRole('link', { name: 'Cancellation and refunds' }).click();
  await expect(page.getByRole('heading', { name: 'Cancellation and refunds' })).toBeVisible();
  await expect(page.getByText('Cancel free until you approve the proof.')).toBeVisible();
  await shoot(page, info, 'policy');

  const shopper = `Kavya ${info.project.name} ${Date.now().toString(36)}`;
  const orderPage = await placeOrder(page, shopper);
  // The shopper's page speaks Hindi, and offers no invoice before there is one.
  await page.goto(orderPage);
  await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
  await expect(page.getByRole('heading', { name: 'आपका ऑर्डर', level: 1 })).toBeVisible();
  await expect(page.getByRole('link', { name: 'इनवॉइस डाउनलोड करें' })).toHaveCount(0);

  // The owner takes it to delivered through the workspace's API, as the order page's buttons do.
  await openOrderByShopper(page, shopper);
  const orderId = page.url().split('/').at(-1)!;
  const session = (await (await page.request.get('/api/admin/session')).json()) as { csrfToken: string };
  const headers = { 'x-csrf-token': session.csrfToken };
  expect((await page.request.post(`/api/admin/orders/${orderId}/proof`, { headers })).ok()).toBe(true);
  // A dispatch names its courier and AWB (issue 20), as the workspace's dispatch form sends them.
  const shipment = { courier: 'delhivery', trackingNumber: '1234567890123' };
  for (const status of ['approved', 'in_production', 'dispatched', 'delivered']) {
    const data = status === 'dispatched' ? { status, shipment } : { status };
    expect((await page.request.post(`/api/admin/orders/${orderId}/status`, { headers, data })).ok()).toBe(true);
  }
  await page.reload();
  const download = page.waitForEvent('download');
  await page.getByRole('link', { name: 'Download invoice' }).click();
  const file = await (await download).path();
  await shoot(page, info, 'order-invoice');
  const lines = await pdfTextLines(await readFile(file));
  expect(lines[0]).toMatch(/^Tax invoice \| No\. KG\/\d\d-\d\d\/\d{5}$/);
  expect(lines.join('\n')).toContain('Place of supply: Kerala (32)');
  expect(lines.some((l) => l.startsWith('IGST | ₹'))).toBe(true);

  await page.getByRole('link', { name: 'Messages' }).first().click();
  await expect(page.getByRole('heading', { name: 'Messages' })).toBeVisible();
  await expect(page.getByText('Not sent: send by hand').first()).toBeVisible();
  await shoot(page, info, 'messages');

  // The shopper downloads the same invoice from their order page.
  await page.goto(orderPage);
  await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
  await expect(page.getByText('Delhivery', { exact: true })).toBeVisible();
  const shopperDownload = page.waitForEvent('download');
  await page.getByRole('link', { name: 'इनवॉइस डाउनलोड करें' }).click();
  const shopperLines = await pdfTextLines(await readFile(await (await shopperDownload).path()));
  expect(shopperLines[0]).toBe(lines[0]);
  await shoot(page, info, 'shopper-order-hindi');
  await page.getByRole('link', { name: 'View in English' }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en-IN');
  await expect(page.getByRole('link', { name: 'Download invoice' })).toHaveAttribute(
    'href',
    `/api/orders/${orderPage.split('/').at(-1)}/invoice.pdf`,
  );
});
