import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { afterAll, describe, expect, it } from 'vitest';

const migrationsFolder = new URL('../platform/db/migrations', import.meta.url).pathname;

/**
 * Migration 0007 on a database that already has rows: the razorpay_webhooks queue moves to
 * payment_webhooks as 'razorpay' (tries, back-off and reasons kept), and each order's
 * payment_provider is filled from what its row said.
 */
describe('the payment seam migration', () => {
  const dirs: string[] = [];
  afterAll(async () => {
    for (const dir of dirs) await rm(dir, { recursive: true, force: true });
  });

  it('moves queued deliveries and fills payment_provider from the payment method', async () => {
    // The migrations up to 0006, as a database made before this change has them.
    const before = await mkdtemp(join(tmpdir(), 'kaarigar-migrations-'));
    dirs.push(before);
    await cp(migrationsFolder, before, { recursive: true });
    const journalPath = join(before, 'meta', '_journal.json');
    const journal = JSON.parse(await readFile(journalPath, 'utf8')) as { entries: { idx: number; tag: string }[] };
    const seam = journal.entries.find((e) => e.tag.endsWith('_payment_seam'));
    if (!seam) throw new Error('no payment seam migration in the journal');
    journal.entries = journal.entries.filter((e) => e.idx < seam.idx);
    await writeFile(journalPath, JSON.stringify(journal));

    const client = new PGlite();
    try {
      const db = drizzle(client);
      await migrate(db, { migrationsFolder: before });
      await client.exec(`
        INSERT INTO carts (id, expires_at) VALUES ('c1', now()), ('c2', now()), ('c3', now()), ('c4', now());
        INSERT INTO orders (cart_id, contact, payment_method, total_amount) VALUES
          ('c1', '{}', 'online', 100), ('c2', '{}', 'advance_online', 100),
          ('c3', '{}', 'cash_on_delivery', 100), ('c4', '{}', 'shopify', 100);
        INSERT INTO razorpay_webhooks (event_id, event, payload, attempts, next_attempt_at, last_error, processed_at, ignored_reason) VALUES
          ('evt_1', 'payment_link.paid', '{"event":"payment_link.paid"}', 6, '2026-11-26T10:00:00Z', 'no payment pay_1 recorded yet', NULL, NULL),
          ('evt_2', 'refund.created', '{"event":"refund.created"}', 0, NULL, NULL, '2026-11-26T09:00:00Z', 'refund.created is not an event this shop acts on');
      `);

      await migrate(db, { migrationsFolder });

      const providers = await client.query<{ cart_id: string; payment_provider: string }>(
        'SELECT cart_id, payment_provider FROM orders ORDER BY cart_id',
      );
      expect(providers.rows).toEqual([
        { cart_id: 'c1', payment_provider: 'razorpay' },
        { cart_id: 'c2', payment_provider: 'razorpay' },
        { cart_id: 'c3', payment_provider: 'pay_on_delivery' },
        { cart_id: 'c4', payment_provider: 'shopify' },
      ]);
      const queued = await client.query<Record<string, unknown>>(
        `SELECT provider, event_id, event, attempts, next_attempt_at IS NOT NULL AS backed_off, last_error,
                processed_at IS NOT NULL AS done, ignored_reason
           FROM payment_webhooks ORDER BY event_id`,
      );
      expect(queued.rows).toEqual([
        {
          provider: 'razorpay',
          event_id: 'evt_1',
          event: 'payment_link.paid',
          attempts: 6,
          backed_off: true,
          last_error: 'no payment pay_1 recorded yet',
          done: false,
          ignored_reason: null,
        },
        {
          provider: 'razorpay',
          event_id: 'evt_2',
          event: 'refund.created',
          attempts: 0,
          backed_off: false,
          last_error: null,
          done: true,
          ignored_reason: 'refund.created is not an event this shop acts on',
        },
      ]);
      const old = await client.query("SELECT to_regclass('razorpay_webhooks') AS t");
      expect(old.rows).toEqual([{ t: null }]);
    } finally {
      await client.close();
    }
    // A fresh PGlite engine and every migration twice: slow on a busy machine.
  }, 180_000);
});
