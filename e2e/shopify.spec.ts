import { createHmac } from 'node:crypto';
import type { APIRequestContext, Page } from '@playwright/test';
import staff from './staff-accounts.json' with { type: 'json' };
import { seriousViolations } from './axe';
import { expect, test } from './fixtures';

/*
 * The store with COMMERCE_PROVIDER=shopify against the schema-validating fake Storefront API
 * (scripts/e2e-shopify-server.mjs): its catalogue synced from three collections at 2 products a
 * page, a shopper's cart made of Shopify variant GIDs, Shopify's checkoutUrl, and the order
 * coming back through a signed orders/create webhook.
 */
const shopifyPort = Number(process.env.E2E_PORT ?? 5055) + 1;
const STOREFRONT = `http://127.0.0.1:${shopifyPort + 1}/api/2026-07/graphql.json`;
const SECRET = 'e2e-shopify-app-secret';
const BOARD = 'Name board 2';

type ShopifyLine = { attributes: Array<{ key: string; value: string }>; merchandise: { id: string } };

/** Asks the fake Storefront API what Shopify holds for the cart. */
async function shopifyCart(request: APIRequestContext, cartId: string) {
  const response = await request.post(STOREFRONT, {
    headers: { 'x-shopify-storefront-access-token': 'e2e-storefront-token' },
    data: {
      query: `query c($id: ID!) { cart(id: $id) { checkoutUrl lines(first: 10) { nodes { attributes { key value } merchandise { ... on ProductVariant { id } } } } } }`,
      variables: { id: cartId },
    },
  });
  const body = (await response.json()) as { data: { cart: { checkoutUrl: string; lines: { nodes: ShopifyLine[] } } } };
  return body.data.cart;
}

async function personaliseAndAdd(page: Page) {
  await page.goto('/');
  await page.getByRole('tab', { name: 'Nameboards' }).click();
  await page.getByRole('button', { name: `Customize ${BOARD}` }).click();
  const sheet = page.getByRole('dialog', { name: BOARD });
  await sheet.getByRole('textbox', { name: 'Name', exact: true }).fill('Rao Residence');
  await sheet.getByRole('textbox', { name: 'House number' }).fill('12');
  await sheet.getByRole('textbox', { name: 'Your idea' }).fill('Warm wood with cream lettering');
  await sheet.getByRole('button', { name: /^(Generate Preview|Regenerate)$/ }).click();
  await expect(sheet.getByTestId('preview-image')).toHaveAttribute('src', /^\/objects\/ai-generated\//, {
    timeout: 30_000,
  });
  await sheet.getByRole('button', { name: 'Select Options' }).click();
  const dialog = page.getByRole('dialog', { name: 'Complete Your Selection' });
  await dialog.getByRole('radio', { name: 'Large' }).check();
  await dialog.getByRole('button', { name: 'Add to Cart' }).click();
  await expect(page.getByTestId('toast').getByText('Added to cart')).toBeVisible();
}

function ordersCreate(line: ShopifyLine, n: number) {
  return {
    id: 5_700_000_000 + n,
    admin_graphql_api_id: `gid://shopify/Order/${5_700_000_000 + n}`,
    name: `#${n}`,
    email: 'asha@example.com',
    currency: 'INR',
    total_price: '1399.00',
    financial_status: 'paid',
    created_at: '2026-11-23T16:00:00+05:30',
    shipping_address: { name: 'Asha Rao', address1: '12 MG Road', city: 'Bengaluru', zip: '560001', country: 'India' },
    line_items: [
      {
        id: 14_000_000_000 + n,
        variant_id: Number(line.merchandise.id.split('/').pop()),
        title: BOARD,
        variant_title: 'Large',
        quantity: 1,
        price: '1399.00',
        properties: line.attributes.map(({ key, value }) => ({ name: key, value })),
      },
    ],
  };
}

test('a Shopify store: synced catalogue, a cart of Shopify variants, Shopify checkout, the order by webhook', async ({
  page,
  request,
}, testInfo) => {
  // Every page of every collection is synced (the first sync runs beside start-up): 5 products each at 2 a page.
  type Listed = Array<{ variants: Array<{ id: string }> }>;
  const list = async (category: string) =>
    (await (await request.get(`/api/products?category=${encodeURIComponent(category)}`)).json()) as Listed;
  await expect.poll(async () => (await list('Kids Buntings')).length, { timeout: 90_000 }).toBe(5);
  for (const category of ['Mugs', 'Nameplates', 'Kids Buntings']) {
    const products = await list(category);
    expect(products).toHaveLength(5);
    for (const v of products.flatMap((p) => p.variants)) expect(v.id).toMatch(/^gid:\/\/shopify\/ProductVariant\/\d+$/);
  }

  await personaliseAndAdd(page);
  const stored = await page.evaluate(
    () => JSON.parse(localStorage.getItem('kaarigar.storefront.cart') ?? 'null') as { cartId: string },
  );
  expect(stored.cartId).toMatch(/^gid:\/\/shopify\/Cart\//);
  const cart = await shopifyCart(request, stored.cartId);
  const [line] = cart.lines.nodes;
  expect(line?.merchandise.id).toBe('gid://shopify/ProductVariant/70010011');
  const attribute = (key: string) => line?.attributes.find((a) => a.key === key)?.value;
  expect(attribute('Name')).toBe('Rao Residence');
  expect(attribute('_clientItemId')).toBeTruthy();
  expect(attribute('_proof')).toMatch(/\/admin\/orders\/by-line\//);

  // Checkout goes to the cart's own checkoutUrl at Shopify.
  await page.route('https://fake-store.myshopify.com/**', (route) =>
    route.fulfill({ contentType: 'text/html', body: '<title>Shopify checkout</title><h1>Checkout</h1>' }),
  );
  await page.getByRole('button', { name: /^Open cart/ }).click();
  await page.getByRole('button', { name: /checkout/i }).click();
  await page.waitForURL(cart.checkoutUrl);

  // Shopify then sends orders/create; only a correctly signed one is recorded.
  const body = JSON.stringify(ordersCreate(line!, 2001));
  const deliver = (signature: string | null) =>
    request.post('/api/webhooks/shopify/orders-create', {
      headers: {
        'content-type': 'application/json',
        'x-shopify-topic': 'orders/create',
        'x-shopify-webhook-id': 'e2e-delivery-2001',
        ...(signature ? { 'x-shopify-hmac-sha256': signature } : {}),
      },
      data: body,
    });
  const proofLink = new URL(attribute('_proof') ?? '').pathname;
  expect((await deliver(null)).status()).toBe(401);
  expect((await deliver(createHmac('sha256', 'wrong-secret').update(body).digest('base64'))).status()).toBe(401);

  // Staff follow the line's link from Shopify admin, signing in on the way. Followed before
  // Shopify has sent the order, it says so and can look again.
  await page.goto(proofLink);
  await expect(page).toHaveURL(`/admin/login?next=${encodeURIComponent(proofLink)}`);
  await page.getByRole('textbox', { name: 'Username' }).fill(staff.owner.username);
  await page.getByLabel('Password').fill(staff.owner.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(proofLink);
  await expect(page.getByRole('status').getByText('This order has not arrived yet')).toBeVisible();
  await expect(page.getByText('Shopify sends orders a moment after payment.')).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await page.screenshot({ path: testInfo.outputPath('order-not-arrived.png'), fullPage: true });

  const signed = await deliver(createHmac('sha256', SECRET).update(body).digest('base64'));
  expect(await signed.json()).toStrictEqual({ success: true, duplicate: false });

  // Once it has, the same page moves on to the order, whose line is worked like a local
  // order's: its preview, what was written, its files.
  await page.getByRole('button', { name: 'Look again' }).click();
  await expect(page).toHaveURL(/\/admin\/orders\/[0-9a-f-]{36}$/);
  const board = page.getByRole('article', { name: BOARD });
  await expect(board.getByRole('img', { name: `Preview of ${BOARD}` })).toHaveAttribute('src', /^\/objects\//);
  await expect(board.getByTestId('line-attributes')).toContainText('Rao Residence');
  for (const kind of ['SVG', 'PDF'])
    await expect(board.getByRole('link', { name: `Download ${kind} for ${BOARD}` })).toBeVisible();
  await expect(page.getByText('12 MG Road')).toBeVisible();
  const svg = await page.request.get(
    (await board.getByRole('link', { name: `Download SVG for ${BOARD}` }).getAttribute('href')) ?? '',
  );
  expect([svg.status(), svg.headers()['content-type']]).toStrictEqual([200, 'image/svg+xml']);
});

test('the cart’s code field shows Shopify’s answer: an unknown code does not apply, a known one lowers the total', async ({
  page,
  request,
}, testInfo) => {
  await personaliseAndAdd(page);
  await page.getByRole('button', { name: /^Open cart/ }).click();
  const drawer = page.getByRole('dialog', { name: /^Shopping Cart \(\d+\)$/ });
  const rupees = (text: string | null) => Number((text ?? '').replace(/[^\d.]/g, ''));
  const total = rupees(await drawer.getByTestId('cart-total').textContent());
  const field = drawer.getByRole('textbox', { name: 'Discount code' });
  const result = drawer.getByTestId('discount-result');

  await field.fill('nope-nope');
  await drawer.getByRole('button', { name: 'Apply' }).click();
  // Shopify keeps a code it will not apply on the cart, marked not applicable: not an error.
  await expect(result).toHaveText('NOPE-NOPE does not apply to your cart.');
  await expect(field).toHaveAttribute('aria-invalid', 'true');
  expect(rupees(await drawer.getByTestId('cart-total').textContent())).toBe(total);

  await field.fill('diwali10');
  await drawer.getByRole('button', { name: 'Apply' }).click();
  const off = Math.round(total * 100 * 0.1) / 100;
  await expect(result).toHaveText(
    `DIWALI10 applied: you save ₹${off.toLocaleString('en-IN', { minimumFractionDigits: 2 })}.`,
  );
  // The cart's Total is Shopify's total after the code.
  await expect(drawer.getByTestId('cart-total')).toHaveText(
    `₹${(total - off).toLocaleString('en-IN', { minimumFractionDigits: 2 })}`,
  );

  // The code is on Shopify's own cart, so its checkout takes it off too.
  const stored = await page.evaluate(
    () => JSON.parse(localStorage.getItem('kaarigar.storefront.cart') ?? 'null') as { cartId: string },
  );
  const answer = await request.post(STOREFRONT, {
    headers: { 'x-shopify-storefront-access-token': 'e2e-storefront-token' },
    data: {
      query: `query c($id: ID!) { cart(id: $id) { discountCodes { code applicable } cost { totalAmount { amount } } } }`,
      variables: { id: stored.cartId },
    },
  });
  const cart = (
    (await answer.json()) as { data: { cart: { discountCodes: unknown; cost: { totalAmount: { amount: string } } } } }
  ).data.cart;
  expect(cart.discountCodes).toEqual([{ code: 'DIWALI10', applicable: true }]);
  expect(Number(cart.cost.totalAmount.amount)).toBeCloseTo(total - off, 2);

  // A second board: Shopify works the code out again, and the Total and the saving follow it.
  const inRupees = (n: number) => `₹${n.toLocaleString('en-IN', { minimumFractionDigits: 2 })}`;
  await drawer.getByRole('button', { name: 'Increase quantity' }).click();
  await expect(result).toHaveText(`DIWALI10 applied: you save ${inRupees(off * 2)}.`);
  await expect(drawer.getByTestId('cart-total')).toHaveText(inRupees(2 * (total - off)));
  await page.screenshot({ path: testInfo.outputPath('shopify-code-two-boards.png') });

  await drawer.getByRole('button', { name: 'Remove code' }).click();
  await expect(result).toHaveText('Code removed.');
  expect(rupees(await drawer.getByTestId('cart-total').textContent())).toBe(2 * total);
});
