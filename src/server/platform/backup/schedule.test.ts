import { readdir, readFile, rm, writeFile, mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backupScheduleSchema } from '../../../contracts/backup-schedule';
import { signInAs, type StaffSession } from '../../testing/admin-kit';
import { placeTestOrder } from '../../testing/order-kit';
import { buildTestApp, type TestApp } from '../../testing/test-app';
import { unpackArchive } from './archive';
import { backupFolder, runScheduledBackup } from './schedule';

const DAY = 24 * 60 * 60 * 1000;

describe('the daily backup, a shop setting', () => {
  let t: TestApp;
  let owner: StaffSession;
  const run = (at: Date) =>
    runScheduledBackup({ database: { db: t.app.db, kind: t.app.dbKind }, config: t.config }, at);
  const setting = async () =>
    backupScheduleSchema.parse(
      (await t.app.inject({ url: '/api/admin/backup-schedule', headers: owner.headers })).json(),
    );
  const save = (body: object) =>
    t.app.inject({ method: 'PUT', url: '/api/admin/backup-schedule', headers: owner.headers, payload: body });

  beforeAll(async () => {
    t = await buildTestApp({ name: 'pglite' });
    owner = await signInAs(t.app, 'owner-backups');
    await placeTestOrder(t.app, { fullName: 'Asha Verma', mobile: '9876543210' });
  });
  afterAll(async () => t?.close());

  it('is off until the owner turns it on, and only the owner sees it', async () => {
    expect(await setting()).toMatchObject({ enabled: false, keep: 7, last: null, unavailable: null });
    expect(await run(new Date())).toBe('off');
    expect((await t.app.inject({ url: '/api/admin/backup-schedule' })).statusCode).toBe(401);
    expect((await save({ enabled: true, keep: 0 })).statusCode).toBe(400);
    expect((await save({ enabled: true, keep: 61 })).statusCode).toBe(400);
  });

  it('writes one archive a day, keeps the newest N, and shows the last one', async () => {
    expect((await save({ enabled: true, keep: 2 })).statusCode).toBe(200);
    const start = new Date('2026-12-01T02:00:00Z');
    expect(await run(start)).toBe('written');
    expect(await run(new Date(start.getTime() + 60 * 60 * 1000))).toBe('not due');
    expect(await run(new Date(start.getTime() + DAY))).toBe('written');
    expect(await run(new Date(start.getTime() + 2 * DAY))).toBe('written');
    const folder = backupFolder(t.config);
    const kept = (await readdir(folder)).sort();
    expect(kept).toStrictEqual(['shop-2026-12-02T02-00-00Z.kgb', 'shop-2026-12-03T02-00-00Z.kgb']);
    // Each is a whole backup of the running shop, as `npm run restore` takes it.
    const { manifest } = unpackArchive(await readFile(join(folder, kept[1]!)));
    expect(manifest.counts.tables.orders).toBe(1);
    expect((await setting()).last).toStrictEqual({
      at: '2026-12-03T02:00:00.000Z',
      ok: true,
      message: 'shop-2026-12-03T02-00-00Z.kgb',
    });
  });

  it('records a failed run for the owner, and tries again at the next check', async () => {
    const folder = backupFolder(t.config);
    await rm(folder, { recursive: true, force: true });
    await mkdir(t.config.dataDir, { recursive: true });
    await writeFile(folder, 'not a folder');
    const later = new Date('2026-12-05T02:00:00Z');
    expect(await run(later)).toBe('failed');
    expect((await setting()).last).toMatchObject({ at: later.toISOString(), ok: false });
    await rm(folder);
    expect(await run(new Date(later.getTime() + 60 * 60 * 1000))).toBe('written');
    expect((await setting()).last?.ok).toBe(true);
  });
});
