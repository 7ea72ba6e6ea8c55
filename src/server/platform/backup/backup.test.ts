import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gunzipSync, gzipSync } from 'node:zlib';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { placeTestOrder } from '../../testing/order-kit';
import { TEST_CATALOG_IMAGE_DIR } from '../../testing/paths';
import { loadConfig, type AppConfig } from '../config';
import { orderLines, orders } from '../db/schema';
import { ArchiveRefused, packArchive, unpackArchive } from './archive';
import { createBackup, restoreBackup } from './backup';

const dirs: string[] = [];
function shopConfig(): AppConfig {
  const dataDir = join(tmpdir(), `kaarigar-backup-${randomBytes(6).toString('hex')}`);
  dirs.push(dataDir);
  return loadConfig(
    {},
    { NODE_ENV: 'test', LOG_LEVEL: 'silent', DATA_DIR: dataDir, CATALOG_IMAGE_DIR: TEST_CATALOG_IMAGE_DIR },
  );
}

async function readShop(config: AppConfig) {
  const app = await buildApp(config, { logger: false });
  try {
    const all = await app.db.select().from(orders);
    const lines = await app.db.select().from(orderLines);
    const preview = await app.objectStore.get(PREVIEW_KEY);
    return { all, lines, preview: preview?.body };
  } finally {
    await app.close();
  }
}

const PREVIEW_KEY = 'ai-generated/backup-test-preview-0001.webp';
const previewBytes = randomBytes(4096);

describe('back up, wipe, restore (PGlite on disk)', () => {
  let source: AppConfig;
  let archive: Buffer;
  let before: Awaited<ReturnType<typeof readShop>>;

  beforeAll(async () => {
    source = shopConfig();
    const app = await buildApp(source, { logger: false });
    await placeTestOrder(app, { fullName: 'Asha Verma', mobile: '9876543210' });
    await placeTestOrder(app, { fullName: 'Ravi Kumar', mobile: '9123456780' }, { quantity: 2 });
    await app.objectStore.put(PREVIEW_KEY, previewBytes, 'image/webp');
    await app.close();
    before = await readShop(source);
    archive = (await createBackup(source)).archive;
  }, 180_000);
  afterAll(async () => {
    await Promise.all(dirs.map((d) => rm(d, { recursive: true, force: true })));
  });

  it('writes a manifest with the version, migration level, counts and a checksum per entry', () => {
    const { manifest } = unpackArchive(archive);
    expect(manifest.database).toBe('pglite');
    expect(manifest.counts.tables.orders).toBe(2);
    expect(manifest.counts.tables.order_lines).toBe(before.lines.length);
    expect(manifest.counts.objects).toBeGreaterThanOrEqual(1);
    expect(manifest.entries[`objects/${PREVIEW_KEY}`]?.size).toBe(previewBytes.length);
    expect(manifest.migration.count).toBeGreaterThan(0);
  });

  it('restores the same orders, numbers, lines and files into a fresh shop', { timeout: 180_000 }, async () => {
    const target = shopConfig();
    await restoreBackup(target, archive);
    const after = await readShop(target);
    const key = (o: (typeof before.all)[number]) => `${o.number} ${o.id} ${o.totalAmount} ${o.status}`;
    expect(after.all.map(key).sort()).toStrictEqual(before.all.map(key).sort());
    expect(after.lines.map((l) => l.id).sort()).toStrictEqual(before.lines.map((l) => l.id).sort());
    expect(after.preview?.equals(previewBytes)).toBe(true);
    // The order numbers carry on after the restored ones.
    const app = await buildApp(target, { logger: false });
    try {
      await placeTestOrder(app, { fullName: 'Meena Iyer', mobile: '9988776655' });
      const numbers = (await app.db.select({ n: orders.number }).from(orders)).map((r) => r.n);
      expect(Math.max(...numbers)).toBe(Math.max(...before.all.map((o) => o.number)) + 1);
    } finally {
      await app.close();
    }
  });

  it(
    'refuses to overwrite a shop with orders unless forced, then replaces it and keeps the old data aside',
    {
      timeout: 180_000,
    },
    async () => {
      await expect(restoreBackup(source, archive)).rejects.toThrow(/not empty \(2 orders, \d+ files\): pass --force/);
      const { keptAside } = await restoreBackup(source, archive, { force: true });
      expect(keptAside.length).toBe(2);
      const after = await readShop(source);
      expect(after.all.length).toBe(2);
      const [first] = before.all;
      expect(after.all.find((o) => o.id === first?.id)?.number).toBe(first?.number);
      const app = await buildApp(source, { logger: false });
      try {
        expect((await app.db.select().from(orders).where(eq(orders.id, first!.id))).length).toBe(1);
      } finally {
        await app.close();
      }
    },
  );

  const refusals: [string, () => Buffer, RegExp][] = [
    ['a truncated archive', () => archive.subarray(0, Math.floor(archive.length / 2)), /cut short/],
    [
      'a tampered archive',
      () => {
        const raw = Buffer.from(gunzipSync(archive));
        const at = raw.indexOf(previewBytes.subarray(0, 16));
        raw[at + 5] = raw[at + 5]! ^ 0xff;
        return gzipSync(raw);
      },
      /does not match its checksum/,
    ],
    ['a foreign file', () => gzipSync(Buffer.from('{"orders": []}\n')), /not a Kaarigar backup/],
    ['a file that is not gzip', () => Buffer.from('PK\u0003\u0004 a zip file'), /not a Kaarigar backup/],
    [
      'an archive from a newer migration level',
      () => {
        const { manifest, entries } = unpackArchive(archive);
        return packArchive(entries, {
          ...manifest,
          migration: { count: manifest.migration.count + 1, when: manifest.migration.when + 1, tag: '9999_future' },
        });
      },
      /newer release/,
    ],
    [
      'an archive with a path outside the store',
      () => {
        const { manifest, entries } = unpackArchive(archive);
        return packArchive(new Map([...entries, ['objects/../../etc/cron.d/x', Buffer.from('x')]]), manifest);
      },
      /an entry this shop does not write/,
    ],
  ];
  it.each(refusals)('refuses %s before writing anything', async (_what, make, reason) => {
    const target = shopConfig();
    const refused = restoreBackup(target, make(), { force: true });
    await expect(refused).rejects.toBeInstanceOf(ArchiveRefused);
    await expect(restoreBackup(target, make(), { force: true })).rejects.toThrow(reason);
    expect(existsSync(target.dataDir)).toBe(false);
  });
});
