import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { unpackPgliteTemplate } from '../testing/database-templates';
import { placeTestOrder } from '../testing/order-kit';
import { startRealServer, type RealServer } from '../testing/real-server';
import { buildTestApp, testBackends, type TestApp } from '../testing/test-app';
import { findOrderByCart } from './place-order';

/**
 * Issue 45 item 14: after a restart the next order number jumped from KG-10002 to KG-10034. The
 * column's sequence is logged 32 values ahead, and the embedded database of a store that did not
 * shut down cleanly comes back at the logged value. Orders are numbered one past the highest
 * stored, under a lock (orders/order-number.ts).
 */
const numberOf = (reference: string) => Number(reference.replace('KG-', ''));

describe.each(testBackends)('order numbers on $name', (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp(backend);
  });
  afterAll(async () => t?.close());

  it('are distinct and follow one another when orders are placed at once', async () => {
    const shoppers = Array.from({ length: 12 }, (_, i) => ({
      fullName: `Shopper ${i}`,
      mobile: `98111${String(20_000 + i).padStart(5, '0')}`,
    }));
    const carts = await Promise.all(shoppers.map((s) => placeTestOrder(t.app, s)));
    const numbers = await Promise.all(
      carts.map(async (cartId) => numberOf((await findOrderByCart(t.app.db, cartId))!.reference)),
    );
    const sorted = [...numbers].sort((a, b) => a - b);
    expect(new Set(numbers).size).toBe(12);
    expect(sorted.at(-1)! - sorted[0]!).toBe(11);
  });
});

/** The store as `npm start` runs it, killed (no clean shutdown) and started again on its own data folder. */
describe('order numbers across a restart of the embedded database', () => {
  let dataDir: string;
  let server: RealServer | undefined;
  beforeAll(() => {
    dataDir = mkdtempSync(join(tmpdir(), 'kaarigar-order-number-'));
    unpackPgliteTemplate(inject('pgliteTemplateFile'), join(dataDir, 'pglite'));
  });
  afterAll(() => {
    server?.dispose();
    rmSync(dataDir, { recursive: true, force: true });
  });

  /** Places one order over HTTP as a shopper's browser does; its reference from the confirmation page. */
  async function placeOrder(port: number, mobile: string): Promise<string> {
    const base = `http://127.0.0.1:${port}`;
    const products = (await (await fetch(`${base}/api/products?category=Nameplates`)).json()) as {
      id: string;
      variants: { id: string; available: boolean }[];
    }[];
    const product = products.find((p) => p.variants.some((v) => v.available))!;
    const added = (await (
      await fetch(`${base}/api/cart/add`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          product: { id: product.id, selectedVariantId: product.variants.find((v) => v.available)!.id },
          customization: { name: 'Sharma Niwas' },
          quantity: 1,
          clientItemId: `restart-${mobile}`,
        }),
      })
    ).json()) as { cart: { id: string } };
    const checkout = `${base}/checkout/${added.cart.id}`;
    const form = await (await fetch(checkout)).text();
    const cartVersion = /name="cartVersion" value="([^"]+)"/.exec(form)?.[1] ?? '';
    const placed = await fetch(checkout, {
      method: 'POST',
      redirect: 'manual',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        cartVersion,
        fullName: 'Asha Rao',
        mobile,
        address1: '12 MG Road',
        city: 'Pune',
        state: 'Maharashtra',
        pincode: '411001',
      }).toString(),
    });
    expect(placed.status, await placed.text()).toBe(303);
    const page = await (await fetch(checkout)).text();
    return /data-testid="order-reference">(KG-\d+)</.exec(page)?.[1] ?? `no reference in ${page.slice(0, 200)}`;
  }

  it('the next order after a killed store takes the next number, not 32 further on', async () => {
    server = await startRealServer({}, { dataDir });
    const first = await placeOrder(server.port, '9811130001');
    const second = await placeOrder(server.port, '9811130002');
    expect(numberOf(second)).toBe(numberOf(first) + 1);
    // Killed, as a crash, an out-of-memory kill or a second Ctrl-C stops it: no clean shutdown.
    server.child.kill('SIGKILL');
    await server.exited;
    server = await startRealServer({}, { dataDir });
    const third = await placeOrder(server.port, '9811130003');
    expect(third).toBe(`KG-${numberOf(second) + 1}`);
  }, 240_000);
});
