import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app';
import { findOrderByCart } from '../orders/place-order';
import { invoices } from '../platform/db/schema';
import { saveShopSettings } from '../shop-settings/settings-service';
import { placeTestOrder } from '../testing/order-kit';
import { TEST_SETTINGS } from '../testing/shop-settings-kit';
import { buildTestApp, type TestApp } from '../testing/test-app';
import { issueInvoice } from './invoice-service';

const ORDERS = 50;

// Several servers on one PostgreSQL database, as a scaled-out shop runs: PGlite allows one process.
describe.skipIf(!process.env.TEST_DATABASE_URL)('invoice numbers under concurrency on postgres', () => {
  let t: TestApp;
  const others: FastifyInstance[] = [];
  const orderIds: string[] = [];
  beforeAll(async () => {
    t = await buildTestApp({ name: 'postgres' });
    for (let i = 0; i < 2; i++) {
      const app = await buildApp(t.config, { logger: false });
      await app.ready();
      others.push(app);
    }
    await saveShopSettings(t.app.db, TEST_SETTINGS);
    for (let i = 0; i < ORDERS; i++) {
      const cartId = await placeTestOrder(t.app, { fullName: `Shopper ${i}`, mobile: '9876543210' });
      const order = await findOrderByCart(t.app.db, cartId);
      if (order) orderIds.push(order.id);
    }
  }, 120_000);
  afterAll(async () => {
    await Promise.all(others.map((app) => app.close()));
    await t?.close();
  });

  it('gives 50 orders invoiced at once on three servers the numbers 1 to 50, each once', async () => {
    const apps = [t.app, ...others];
    // Every order is issued twice at once, on different servers: one invoice each all the same.
    const issued = await Promise.all(
      [...orderIds, ...orderIds].map((id, i) => issueInvoice(apps[i % apps.length]!, id)),
    );
    expect(issued).toHaveLength(ORDERS * 2);
    const rows = await t.app.db.select({ number: invoices.number }).from(invoices);
    const sequence = rows.map((r) => Number(r.number.split('/')[2])).sort((a, b) => a - b);
    expect(sequence).toEqual(Array.from({ length: ORDERS }, (_, i) => i + 1));
    for (const r of rows) expect(r.number.length).toBeLessThanOrEqual(16);
  }, 60_000);
});
