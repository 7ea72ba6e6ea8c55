import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { saveCodSettings } from '../payments/cod-settings-store';
import { messages, orders } from '../platform/db/schema';
import { placeTestOrder } from '../testing/order-kit';
import { buildTestApp, testBackends, type TestApp } from '../testing/test-app';
import { UNCONFIRMED_EMAILS_PER_DAY } from './outbox-store';

/**
 * Issue 39 item 12: the request to confirm a pay-on-delivery order goes by email to whatever address
 * was typed. However many orders name one address (here placed at once, on two servers when the
 * database is PostgreSQL, or TEST_DATABASE_URL set), it hears at most UNCONFIRMED_EMAILS_PER_DAY
 * such requests in a day.
 */
describe.each(testBackends)('requests to confirm emailed to one address on $name', (backend) => {
  let t: TestApp;
  let apps: FastifyInstance[];
  beforeAll(async () => {
    // The per-address order limit is not what is tested here: the daily bound on emails is.
    t = await buildTestApp(backend, { ORDER_RATE_LIMIT: 500, ORDER_PHONE_RATE_LIMIT: 100 });
    apps = [t.app];
    if (backend.name === 'postgres') {
      const second = await buildApp(t.config, { logger: false });
      await second.ready();
      apps.push(second);
    }
    await saveCodSettings(
      t.app.db,
      {
        confirmEnabled: true,
        confirmHours: 24,
        limitRupees: null,
        blockedPhones: [],
        blockedPincodes: [],
        prepaidDiscountPercent: 0,
      },
      null,
    );
  }, 120_000);
  afterAll(async () => {
    await Promise.all(apps.slice(1).map((app) => app.close()));
    await t?.close();
  });

  const confirmEmailsTo = async (address: string) => {
    const rows = await t.app.db
      .select({ to: messages.to })
      .from(messages)
      .where(and(eq(messages.event, 'cod_confirm'), eq(messages.channel, 'email')));
    return rows.filter((r) => r.to.toLowerCase() === address.toLowerCase()).length;
  };

  it('emails one address a few requests a day, whatever the orders, servers or case', async () => {
    const address = 'stranger@example.com';
    const placed = await Promise.all(
      Array.from({ length: 8 }, (_, i) =>
        placeTestOrder(apps[i % apps.length]!, {
          fullName: 'Kavya Menon',
          mobile: `98111${String(20_000 + i)}`,
          email: i % 2 ? address.toUpperCase() : address,
        }),
      ),
    );
    await Promise.all(apps.map((app) => app.backgroundWork.settled()));
    expect(placed).toHaveLength(8);
    // Every order is placed and waits for its answer; only the first few ask by email.
    const statuses = await t.app.db.select({ status: orders.status }).from(orders);
    expect(statuses.filter((s) => s.status === 'to_confirm').length).toBeGreaterThanOrEqual(8);
    expect(await confirmEmailsTo(address)).toBe(UNCONFIRMED_EMAILS_PER_DAY);

    // Another address is asked as before.
    await placeTestOrder(t.app, { fullName: 'Asha Rao', mobile: '9811130000', email: 'asha@example.com' });
    await t.app.backgroundWork.settled();
    expect(await confirmEmailsTo('asha@example.com')).toBe(1);
  }, 120_000);
});
