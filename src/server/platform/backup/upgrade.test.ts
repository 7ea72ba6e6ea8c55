import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderDetailSchema, orderListResponseSchema } from '../../../contracts/admin';
import { orderReference } from '../../../contracts/order-reference';
import { buildApp } from '../../app';
import { signIn, TEST_PASSWORD, type StaffSession } from '../../testing/admin-kit';
import { TEST_CATALOG_IMAGE_DIR } from '../../testing/paths';
import { loadConfig } from '../config';
import { appliedMigrationLevel, shippedMigrationLevel } from '../db/migration-level';
import { unpackArchive } from './archive';
import { restoreBackup } from './backup';

/**
 * Upgrades keep the data (docs/operations.md, Upgrade): a shop filled by an earlier release, kept
 * as that release's backup at its migration level (fixtures/release-0019.kgb, made by
 * scripts/make-upgrade-fixture.mjs from that release's own code), is restored and migrated to this
 * release, and this release's app serves every order, customer, invoice and file in it.
 */
const fixture = readFileSync(join(import.meta.dirname, 'fixtures/release-0019.kgb'));
const { manifest, entries } = unpackArchive(fixture);
const table = <T>(name: string) => JSON.parse(entries.get(`db/${name}.json`)!.toString('utf8')) as T[];

interface OrderRow {
  id: string;
  number: number;
  status: string;
  total_amount: number;
  contact: { fullName: string; mobile: string; email?: string; address1: string; city: string; pincode: string };
}
const oldOrders = table<OrderRow>('orders');
const oldInvoices = table<{ order_id: string; number: string; kind: string }>('invoices');

describe('a shop from an earlier release, upgraded', () => {
  const dataDir = join(tmpdir(), `kaarigar-upgrade-${randomBytes(6).toString('hex')}`);
  let app: FastifyInstance;
  let owner: StaffSession;
  const counts: Record<string, number | undefined> = {};

  beforeAll(async () => {
    const config = loadConfig(
      {},
      { NODE_ENV: 'test', LOG_LEVEL: 'silent', DATA_DIR: dataDir, CATALOG_IMAGE_DIR: TEST_CATALOG_IMAGE_DIR },
    );
    await restoreBackup(config, fixture);
    app = await buildApp(config, { logger: false });
    await app.ready();
    for (const name of Object.keys(manifest.counts.tables)) {
      const found = await app.db.execute(sql`select count(*)::int as n from ${sql.identifier(name)}`);
      counts[name] = (found as { rows: { n: number }[] }).rows[0]?.n;
    }
    // The owner the earlier release made signs in with the same password.
    owner = await signIn(app, 'owner', TEST_PASSWORD);
  }, 180_000);
  afterAll(async () => {
    await app?.close();
    await rm(dataDir, { recursive: true, force: true });
  });

  it('is a fixture from an older migration level, with orders, invoices, an offer and a review', () => {
    expect(manifest.migration.count).toBeLessThan(shippedMigrationLevel().count);
    expect(oldOrders).toHaveLength(3);
    expect(oldInvoices).toHaveLength(2);
    for (const name of ['coupons', 'coupon_redemptions', 'reviews', 'users', 'products', 'variants'])
      expect(manifest.counts.tables[name], name).toBeGreaterThan(0);
  });

  it('is migrated to this release, every row of the earlier release still there', async () => {
    const applied = await appliedMigrationLevel(app.db);
    expect(applied).toStrictEqual({ count: shippedMigrationLevel().count, when: shippedMigrationLevel().when });
    // Counted once the upgraded app had started, before anything here wrote to it.
    expect(counts).toStrictEqual(manifest.counts.tables);
  });

  it('lists and opens every order with its customer, total and status', async () => {
    const list = orderListResponseSchema.parse(
      (await app.inject({ url: '/api/admin/orders?pageSize=100', headers: owner.headers })).json(),
    );
    expect(list.orders.map((o) => o.id).sort()).toStrictEqual(oldOrders.map((o) => o.id).sort());
    for (const old of oldOrders) {
      const res = await app.inject({ url: `/api/admin/orders/${old.id}`, headers: owner.headers });
      expect(res.statusCode, old.id).toBe(200);
      const order = orderDetailSchema.parse(res.json());
      expect(order.reference).toBe(orderReference(old.number));
      expect(Number(order.totalAmount)).toBe(Number(old.total_amount));
      expect(order.status).toBe(old.status);
      expect(order.shopperName).toBe(old.contact.fullName);
      expect(order.mobile).toContain(old.contact.mobile.slice(-4));
      expect(order.delivery).toMatchObject({
        fullName: old.contact.fullName,
        email: old.contact.email || null,
        address1: old.contact.address1,
        city: old.contact.city,
        pincode: old.contact.pincode,
      });
    }
    // Searching by the customer's name still finds their order.
    const found = orderListResponseSchema.parse(
      (await app.inject({ url: '/api/admin/orders?q=Farah', headers: owner.headers })).json(),
    );
    expect(found.orders.map((o) => o.shopperName)).toStrictEqual(['Farah Khan']);
  });

  it('serves every invoice, as JSON and as a PDF', async () => {
    for (const old of oldInvoices) {
      const res = await app.inject({ url: `/api/admin/orders/${old.order_id}/invoice`, headers: owner.headers });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ number: old.number });
      const pdf = await app.inject({ url: `/api/admin/orders/${old.order_id}/invoice.pdf`, headers: owner.headers });
      expect(pdf.statusCode).toBe(200);
      expect(pdf.headers['content-type']).toBe('application/pdf');
      expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    }
  });

  it('keeps the shoppers’ files byte for byte', async () => {
    const files = [...entries].filter(([name]) => name.startsWith('objects/'));
    expect(files.length).toBeGreaterThan(0);
    for (const [name, body] of files) {
      const stored = await app.objectStore.get(name.slice('objects/'.length));
      expect(stored?.body.equals(body), name).toBe(true);
    }
  });
});
