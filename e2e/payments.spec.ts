import type { APIRequestContext, Page, TestInfo } from '@playwright/test';
import staff from './staff-accounts.json' with { type: 'json' };
import { seriousViolations } from './axe';
import { expect, test } from './fixtures';
import { useOwnServer } from './own-server';

/*
 * Local mode with Razorpay, against the fake Razorpay (scripts/e2e-payments-server.mjs, started
 * here on free ports so it needs none of the suite's fixed ones): a shopper pays on the hosted
 * page, follows the order page through proof, approval and dispatch; a payment that fails leaves
 * the order awaiting payment and out of the maker's queue. One journey, on a phone.
 */
test.describe.configure({ mode: 'serial' });
test.skip(({ isMobile }) => !isMobile, 'the payments journey runs on the phone project');

const own = useOwnServer('scripts/e2e-payments-server.mjs');

async function shoot(page: Page, info: TestInfo, name: string) {
  await page.screenshot({ path: info.outputPath(`${name}.png`), fullPage: true });
}

/** A cart with one name board, made through the store's cart API as the SPA makes it. */
async function cartWithBoard(request: APIRequestContext): Promise<string> {
  const products = (await (await request.get(`${own.base}/api/products?category=Nameplates`)).json()) as {
    id: string;
    variants: { id: string; available: boolean }[];
  }[];
  const product = products.find((p) => p.variants.some((v) => v.available))!;
  const variant = product.variants.find((v) => v.available)!;
  const added = await request.post(`${own.base}/api/cart/add`, {
    data: {
      product: { id: product.id, selectedVariantId: variant.id },
      customization: { name: 'Iyer Residence', houseNumber: '7A', font: 'Cinzel' },
      quantity: 1,
      clientItemId: `e2e-${Date.now()}`,
    },
  });
  return ((await added.json()) as { cart: { id: string } }).cart.id;
}

async function checkout(page: Page, cartId: string, name: string) {
  await page.goto(`${own.base}/checkout/${cartId}`);
  await expect(page.getByTestId('payment-due')).toContainText('Nothing to pay on delivery');
  await page.getByLabel('Full name').fill(name);
  await page.getByLabel(/Mobile number/).fill('98765 43210');
  await page.getByLabel('House, building and street').fill('7A, Lake View Road');
  await page.getByLabel('City').fill('Chennai');
  await page.getByLabel('PIN code').fill('600001');
  await page.getByLabel('State').selectOption('Tamil Nadu');
  await page.getByRole('button', { name: /^Place order/ }).click();
  await expect(page.getByRole('heading', { name: 'Your order is waiting for payment' })).toBeVisible();
  return (await page.getByTestId('order-reference').textContent())!.trim();
}

async function ownerPage(page: Page) {
  await page.goto(`${own.base}/admin/login`);
  await page.getByRole('textbox', { name: 'Username' }).fill(staff.owner.username);
  await page.getByLabel('Password').fill(staff.owner.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('heading', { name: 'Orders' })).toBeVisible();
}

async function orderId(page: Page, reference: string): Promise<string> {
  const list = (await (await page.request.get(`${own.base}/api/admin/orders?q=${reference}`)).json()) as {
    orders: { id: string }[];
  };
  return list.orders[0]!.id;
}

test('pay on the hosted page, then follow the order to dispatch with tracking', async ({ page, browser }, info) => {
  test.setTimeout(180_000);
  const cartId = await cartWithBoard(page.request);
  const reference = await checkout(page, cartId, 'Lakshmi Iyer');
  await shoot(page, info, 'awaiting-payment');

  await page.getByRole('link', { name: /^Pay ₹[\d,.]+ now$/ }).click();
  await expect(page.getByRole('heading', { name: 'Fake Razorpay' })).toBeVisible();
  await shoot(page, info, 'hosted-page');
  await page.getByRole('button', { name: /^Pay ₹/ }).click();

  // Back on the confirmation, which links to the order page.
  await expect(page.getByRole('heading', { name: 'Thank you, your order is placed' })).toBeVisible();
  await expect(page.getByTestId('payment-line')).toContainText('Paid ₹');
  await shoot(page, info, 'confirmation-paid');
  await page.getByRole('link', { name: 'Track your order' }).click();
  await expect(page).toHaveURL(/\/order\/[\w-]{24}$/);
  const orderPage = page.url();
  await expect(page.getByTestId('order-status')).toHaveText('Paid');
  await expect(page.getByText('Paid online')).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await shoot(page, info, 'order-page-paid');

  // The owner sends the proof from the workspace.
  const ownerContext = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const owner = await ownerContext.newPage();
  await ownerPage(owner);
  const id = await orderId(owner, reference);
  await owner.goto(`${own.base}/admin/orders/${id}`);
  await expect(owner.getByTestId('payment-status')).toHaveText('Paid online');
  await owner.getByRole('button', { name: 'Send proof' }).click();
  await expect(owner.getByRole('button', { name: 'Send proof again' })).toBeVisible();

  // The shopper approves it on the order page.
  await page.goto(orderPage);
  await expect(page.getByRole('heading', { name: 'Your proof' })).toBeVisible();
  await expect(page.getByRole('img', { name: /^Proof of / })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await shoot(page, info, 'order-page-proof');
  await page.getByRole('button', { name: 'Approve proof' }).click();
  await expect(page.getByText('You approved the proof. We are making your piece.')).toBeVisible();

  // The owner makes it and dispatches it with Delhivery and an AWB.
  await owner.reload();
  await owner.getByRole('button', { name: 'Start production' }).click();
  await owner.getByLabel('Courier').selectOption('delhivery');
  await owner.getByLabel('AWB / tracking number').fill('1490812345678');
  await owner.getByRole('button', { name: 'Mark dispatched' }).click();
  await expect(owner.getByText('Delhivery ·')).toBeVisible();
  expect(await seriousViolations(owner)).toEqual([]);
  await owner.screenshot({ path: info.outputPath('workspace-dispatched.png'), fullPage: true });

  await page.goto(orderPage);
  await expect(page.getByTestId('order-status')).toHaveText('Dispatched');
  await expect(page.getByRole('link', { name: 'Track with Delhivery' })).toHaveAttribute(
    'href',
    'https://www.delhivery.com/track/package/1490812345678',
  );
  expect(await seriousViolations(page)).toEqual([]);
  await shoot(page, info, 'order-page-dispatched');
  await page.setViewportSize({ width: 1280, height: 800 });
  await shoot(page, info, 'order-page-dispatched-desktop');
  // The owner's payment policy page.
  await owner.getByRole('link', { name: 'Payments' }).click();
  await expect(owner.getByRole('radio', { name: /Prepaid only/ })).toBeChecked();
  expect(await seriousViolations(owner)).toEqual([]);
  await ownerContext.close();
});

test('a failed payment leaves the order awaiting payment and out of the maker queue', async ({
  page,
  browser,
}, info) => {
  test.setTimeout(120_000);
  const cartId = await cartWithBoard(page.request);
  const reference = await checkout(page, cartId, 'Ravi Kumar');
  await page.getByRole('link', { name: /^Pay ₹[\d,.]+ now$/ }).click();
  await page.getByRole('button', { name: 'Fail payment' }).click();
  await expect(page.getByRole('alert')).toHaveText('Payment failed. No money was taken.');
  await page.goto(`${own.base}/checkout/${cartId}`);
  await page.getByRole('link', { name: 'Track your order' }).click();
  await expect(page.getByTestId('order-status')).toHaveText('Due now');
  await expect(page.getByRole('link', { name: /^Pay ₹[\d,.]+ now$/ })).toBeVisible();
  await shoot(page, info, 'order-page-unpaid');

  const ownerContext = await browser.newContext();
  const owner = await ownerContext.newPage();
  await ownerPage(owner);
  const id = await orderId(owner, reference);
  const detail = (await (await owner.request.get(`${own.base}/api/admin/orders/${id}`)).json()) as {
    status: string;
    paymentStatus: string;
  };
  expect(detail).toMatchObject({ status: 'awaiting_payment', paymentStatus: 'unpaid' });
  const queue = await (await owner.request.get(`${own.base}/api/admin/queue`)).text();
  expect(queue).not.toContain(id);
  await ownerContext.close();
});
