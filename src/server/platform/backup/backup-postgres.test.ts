import { randomBytes } from 'node:crypto';
import { readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { buildApp } from '../../app';
import { issueInvoice } from '../../invoices/invoice-service';
import { findOrderByCart } from '../../orders/place-order';
import { saveShopSettings } from '../../shop-settings/settings-service';
import { createDatabaseFrom, databaseUrl, dropDatabase } from '../../testing/database-templates';
import { placeTestOrder } from '../../testing/order-kit';
import { TEST_CATALOG_IMAGE_DIR } from '../../testing/paths';
import { TEST_SETTINGS } from '../../testing/shop-settings-kit';
import { loadConfig, type AppConfig } from '../config';
import type { Database } from '../db/client';
import { unpackArchive } from './archive';
import { createBackup, restoreBackup } from './backup';

/**
 * The backup and restore of docs/operations.md on a real PostgreSQL pool: a shop with orders,
 * invoices and stored files, backed up, restored into an empty database and folder, and found
 * the same: every table's rows, the files byte for byte, and the next order and invoice numbers.
 * Each database here is created by the test and dropped after it.
 */
const adminUrl = process.env.TEST_DATABASE_URL;
const rows = <T>(result: unknown) => (result as { rows: T[] }).rows;

describe.skipIf(!adminUrl || !inject('postgresTemplate'))('back up, restore (PostgreSQL)', () => {
  const databases: string[] = [];
  const dirs: string[] = [];
  let source: AppConfig;
  let target: AppConfig;
  let archive: Buffer;

  async function freshShop(template: string | undefined): Promise<AppConfig> {
    const name = await createDatabaseFrom(adminUrl!, template);
    databases.push(name);
    const dataDir = join(tmpdir(), `kaarigar-pg-backup-${randomBytes(6).toString('hex')}`);
    dirs.push(dataDir);
    return loadConfig(
      {},
      {
        NODE_ENV: 'test',
        LOG_LEVEL: 'silent',
        DATA_DIR: dataDir,
        CATALOG_IMAGE_DIR: TEST_CATALOG_IMAGE_DIR,
        DATABASE_URL: databaseUrl(adminUrl!, name),
        ORDER_RATE_LIMIT: 100_000,
        ORDER_PHONE_RATE_LIMIT: 100_000,
      },
    );
  }

  /** Every table of the shop with its row count. */
  async function tableCounts(db: Database): Promise<Record<string, number>> {
    const tables = rows<{ name: string }>(
      await db.execute(sql`select tablename as name from pg_tables where schemaname = 'public' order by 1`),
    );
    const counts: Record<string, number> = {};
    for (const { name } of tables) {
      const [row] = rows<{ n: number }>(await db.execute(sql`select count(*)::int as n from ${sql.identifier(name)}`));
      counts[name] = row?.n ?? 0;
    }
    return counts;
  }

  /** Every file of a shop's object folder, by key. */
  async function files(config: AppConfig): Promise<Map<string, Buffer>> {
    const found = new Map<string, Buffer>();
    for (const entry of await readdir(config.objectDir, { recursive: true, withFileTypes: true })) {
      if (!entry.isFile()) continue;
      const path = join(entry.parentPath, entry.name);
      found.set(relative(config.objectDir, path), await readFile(path));
    }
    return found;
  }

  /** Places one more order and invoices it: its order number and invoice number. */
  async function nextNumbers(config: AppConfig): Promise<{ order: number; invoice: string }> {
    const app = await buildApp(config, { logger: false });
    try {
      const cartId = await placeTestOrder(app, { fullName: 'Meena Iyer', mobile: '9988776655' });
      const order = await findOrderByCart(app.db, cartId);
      const invoice = await issueInvoice(app, order!.id);
      return { order: order!.number, invoice: invoice.number };
    } finally {
      await app.close();
    }
  }

  let before: { counts: Record<string, number>; invoices: string[]; files: Map<string, Buffer> };

  beforeAll(async () => {
    source = await freshShop(inject('postgresTemplate'));
    target = await freshShop(undefined);
    const app = await buildApp(source, { logger: false });
    try {
      await saveShopSettings(app.db, TEST_SETTINGS);
      for (const [i, shopper] of [
        { fullName: 'Asha Verma', mobile: '9876543210' },
        { fullName: 'Ravi Kumar', mobile: '9123456780' },
        { fullName: 'Farah Khan', mobile: '9000012345' },
      ].entries()) {
        const cartId = await placeTestOrder(app, shopper, { quantity: i + 1 });
        const order = await findOrderByCart(app.db, cartId);
        if (i < 2) await issueInvoice(app, order!.id);
      }
      // A preview, its notice, a shopper's upload and a production file: the kinds of file a shop keeps.
      await app.objectStore.put('ai-generated/pg-backup-preview-0001.webp', randomBytes(5000), 'image/webp');
      await app.objectStore.put('ai-generated/pg-backup-preview-0001.json', Buffer.from('{"notice":null}'), '');
      await app.objectStore.put('uploads/pg-backup-upload-0001.webp', randomBytes(12_000), 'image/webp');
      await app.objectStore.put('production/v1/pg-backup-line-0001.svg', Buffer.from('<svg/>'), 'image/svg+xml');
      before = {
        counts: await tableCounts(app.db),
        invoices: rows<{ number: string }>(await app.db.execute(sql`select number from invoices order by 1`)).map(
          (r) => r.number,
        ),
        files: await files(source),
      };
    } finally {
      await app.close();
    }
    archive = (await createBackup(source)).archive;
  }, 180_000);

  afterAll(async () => {
    for (const name of databases) await dropDatabase(adminUrl!, name);
    await Promise.all(dirs.map((d) => rm(d, { recursive: true, force: true })));
  });

  it('writes a manifest of a PostgreSQL shop with every table and file', () => {
    const { manifest } = unpackArchive(archive);
    expect(manifest.database).toBe('postgres');
    expect(manifest.counts.tables).toStrictEqual(before.counts);
    expect(manifest.counts.tables.orders).toBe(3);
    expect(manifest.counts.tables.invoices).toBe(2);
    expect(manifest.counts.objects).toBe(before.files.size);
  });

  it(
    'restores into an empty database the same rows, files, and next order and invoice numbers',
    {
      timeout: 180_000,
    },
    async () => {
      await restoreBackup(target, archive);
      const app = await buildApp(target, { logger: false });
      try {
        expect(await tableCounts(app.db)).toStrictEqual(before.counts);
        const invoices = rows<{ number: string }>(await app.db.execute(sql`select number from invoices order by 1`));
        expect(invoices.map((r) => r.number)).toStrictEqual(before.invoices);
        // Every serial column's sequence carries on after the highest restored value.
        const serials = rows<{ t: string; c: string }>(
          await app.db.execute(
            sql`select table_name as t, column_name as c from information_schema.columns
              where table_schema = 'public' and column_default like 'nextval(%'`,
          ),
        );
        expect(serials.length).toBeGreaterThan(0);
        for (const { t, c } of serials) {
          const [seq] = rows<{ next: string; top: string | null }>(
            await app.db.execute(
              sql`select nextval(pg_get_serial_sequence(${t}, ${c}))::text as next,
                  (select max(${sql.identifier(c)}) from ${sql.identifier(t)})::text as top`,
            ),
          );
          expect(Number(seq?.next), `${t}.${c}`).toBeGreaterThan(Number(seq?.top ?? 0));
        }
      } finally {
        await app.close();
      }
      const restored = await files(target);
      expect([...restored.keys()].sort()).toStrictEqual([...before.files.keys()].sort());
      for (const [key, body] of before.files) expect(restored.get(key)?.equals(body), key).toBe(true);
      // The restored shop and the original give the next order and invoice the same numbers.
      const [fromSource, fromRestored] = [await nextNumbers(source), await nextNumbers(target)];
      expect(fromRestored).toStrictEqual(fromSource);
      expect(fromRestored.invoice).not.toBe(before.invoices.at(-1));
    },
  );

  it('refuses to replace a PostgreSQL shop with orders unless forced', { timeout: 180_000 }, async () => {
    await expect(restoreBackup(target, archive)).rejects.toThrow(/not empty \(4 orders, \d+ files\): pass --force/);
    await restoreBackup(target, archive, { force: true });
    const app = await buildApp(target, { logger: false });
    try {
      expect(await tableCounts(app.db)).toStrictEqual(before.counts);
    } finally {
      await app.close();
    }
  });
});
