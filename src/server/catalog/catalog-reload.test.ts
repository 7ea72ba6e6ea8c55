import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { loadPgliteTemplate } from '../testing/database-templates';
import { borrowPgliteDatabase, type LentDatabase } from '../testing/pglite-engines';
import { CatalogService } from './catalog-service';

/**
 * The preview worker loads the catalogue at start and does not sync it: a server that has just
 * synced a new product sends it jobs naming images it has not loaded.
 */
describe('a catalogue held by a process that does not sync it', () => {
  let lent: LentDatabase;
  beforeAll(async () => {
    lent = await borrowPgliteDatabase(await loadPgliteTemplate(inject('pgliteTemplateFile')));
  });
  afterAll(() => lent.giveBack());

  const addImage = (key: string) =>
    lent.handle.db.execute(sql`
      UPDATE products SET images = images || jsonb_build_array(jsonb_build_object(
        'key', ${key}::text, 'alt', 'New in the shop', 'printArea', jsonb_build_object('x', 100, 'y', 100, 'width', 400, 'height', 200)))
      WHERE handle = 'sheesham-wood-house-name-board'`);

  it('reads the catalogue again for an image it does not know, and then knows it', async () => {
    const catalog = new CatalogService(lent.handle.db);
    await catalog.load();
    await addImage('synced-a-moment-ago');
    expect(catalog.findImageByKey('synced-a-moment-ago')).toBeUndefined();
    const found = await catalog.findImageByKeyReloading('synced-a-moment-ago', 0);
    expect(found).toMatchObject({
      key: 'synced-a-moment-ago',
      printArea: { x: 100, y: 100, width: 400, height: 200 },
      productTitle: 'Sheesham Wood House Name Board',
    });
  });

  it('does not read it again for unknown keys while its last load is recent', async () => {
    const catalog = new CatalogService(lent.handle.db);
    await catalog.load();
    const version = catalog.version;
    await addImage('synced-just-now');
    expect(await catalog.findImageByKeyReloading('synced-just-now', 60_000)).toBeUndefined();
    expect(await catalog.findImageByKeyReloading('no-such-image', 0)).toBeUndefined();
    expect(catalog.version).toBe(version + 1);
    expect(catalog.findImageByKey('synced-just-now')).toBeDefined();
  });

  it('joins a reload already under way instead of reading the catalogue twice', async () => {
    const catalog = new CatalogService(lent.handle.db);
    await catalog.load();
    const version = catalog.version;
    await Promise.all([catalog.reload(), catalog.reload(), catalog.findImageByKeyReloading('no-such-key', 0)]);
    expect(catalog.version).toBe(version + 1);
  });
});
