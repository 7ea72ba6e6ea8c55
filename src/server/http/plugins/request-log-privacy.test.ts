import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { productListSchema } from '../../../contracts/products';
import { startRealServer, type RealServer } from '../../testing/real-server';

/**
 * docs/operations.md, Logs: no phone number, address, email or name reaches a log line. A real
 * server logging at its most verbose takes a shopper's whole journey (the product list, the cart,
 * a checkout refused once for a bad PIN code and then placed, the order page, an invoice not issued
 * yet, the workspace's search without a session), and its output is scanned for what the shopper typed.
 */
const SHOPPER = {
  fullName: 'Kavya Raghunathan',
  mobile: '9812398123',
  email: 'kavya.raghu@example.org',
  address1: '77 Lavelle Road',
  address2: 'Opposite Cubbon Park',
  city: 'Bengaluru',
  state: 'Karnataka',
  pincode: '560001',
};

describe('request logs on a shopper journey', () => {
  let server: RealServer;
  let origin: string;
  const call = (path: string, init: RequestInit = {}) =>
    fetch(`${origin}${path}`, { redirect: 'manual', ...init, headers: { origin, ...init.headers } });

  beforeAll(async () => {
    server = await startRealServer({ LOG_LEVEL: 'trace', ORDER_RATE_LIMIT: '1000', ORDER_PHONE_RATE_LIMIT: '1000' });
    origin = `http://127.0.0.1:${server.port}`;
  }, 180_000);
  afterAll(() => server?.dispose());

  it('never holds the shopper’s name, phone, email or address', { timeout: 120_000 }, async () => {
    const listed = productListSchema.parse(await (await call('/api/products?category=Nameplates')).json());
    const product = listed.find((p) => p.variants.some((v) => v.available))!;
    const added = await call('/api/cart/add', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        product: { id: product.id, selectedVariantId: product.variants.find((v) => v.available)!.id },
        customization: { name: 'Raghunathan Nilaya', houseNumber: '77', font: 'Cinzel' },
        quantity: 1,
        clientItemId: 'log-scan-item',
      }),
    });
    const { cart } = (await added.json()) as { cart: { id: string } };
    const page = await (await call(`/checkout/${cart.id}`)).text();
    const cartVersion = /name="cartVersion" value="([^"]+)"/.exec(page)?.[1] ?? '';
    const checkout = (form: Record<string, string>) =>
      call(`/checkout/${cart.id}`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ cartVersion, ...SHOPPER, ...form }),
      });
    // A PIN code that does not exist: the form comes back with what was typed.
    expect((await checkout({ pincode: '000000' })).status).toBe(422);
    const placed = await checkout({});
    expect(placed.status).toBe(303);
    const orderPage = new URL(placed.headers.get('location')!, origin);
    expect((await call(orderPage.pathname)).status).toBe(200);
    const token = orderPage.pathname.split('/').at(-1);
    expect((await call(`/api/orders/${token}/invoice.pdf`)).status).toBeGreaterThanOrEqual(400);
    // A query with the shopper's number and email, refused without a session.
    const search = `/api/admin/orders?q=${SHOPPER.mobile}&email=${encodeURIComponent(SHOPPER.email)}`;
    expect((await call(search)).status).toBe(401);

    // A request's line is written once its answer is sent: wait for the last one.
    const logged = () =>
      server.output
        .join('')
        .split('\n')
        .filter((line) => line.startsWith('{'))
        .map((line) => JSON.parse(line) as { route?: string; status?: number });
    await expect.poll(() => logged().some((r) => r.route === '/api/admin/orders' && r.status === 401)).toBe(true);
    // The journey was logged, one line per request with its route pattern and status.
    expect(
      logged()
        .filter((r) => r.route === '/checkout/:cartId')
        .map((r) => r.status),
    ).toEqual(expect.arrayContaining([200, 422, 303]));
    const output = server.output.join('');
    const secrets = [
      SHOPPER.fullName,
      'Raghunathan',
      SHOPPER.mobile,
      SHOPPER.mobile.slice(-6),
      SHOPPER.email,
      encodeURIComponent(SHOPPER.email),
      SHOPPER.address1,
      SHOPPER.address2,
      'Lavelle',
      cart.id,
      token!,
    ];
    for (const secret of secrets) expect(output, secret).not.toContain(secret);
  });
});
