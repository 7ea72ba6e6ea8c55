import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_MACHINE_SETTINGS } from '../../../contracts/machines';
import { orderLines, orders } from '../../platform/db/schema';
import { mugPhotoStyling } from '../../previews/compositor/kinds/mug';
import { buildTestApp, type TestApp } from '../../testing/test-app';
import { BOARD_ATTRIBUTES, placeLine, variantOn } from '../../production/production-test-kit';
import { MachineFilesService } from '../../production/machines/machine-files';

/**
 * Issue 42's bad input: a line whose template changed after the shopper approved the proof gets
 * its files from the approved layout, not the studio's new one.
 */
describe('files drawn from the approved proof, not the current template', () => {
  let t: TestApp;
  let files: MachineFilesService;
  beforeAll(async () => {
    t = await buildTestApp({ name: 'pglite' });
    files = new MachineFilesService({
      db: t.app.db,
      catalog: t.app.catalog,
      store: t.app.objectStore,
      mugPhotos: mugPhotoStyling,
    });
  }, 180_000);
  afterAll(() => t.close());

  const laserSvg = async (orderId: string, lineId: string) => {
    const [file] = await files.files(await files.line(orderId, lineId), DEFAULT_MACHINE_SETTINGS, 'laser');
    return file!.body.toString();
  };

  it('keeps the layout at approval, so a template edited afterwards changes nothing', async () => {
    const found = variantOn(t.app, 'board', '12 x 8 in');
    // Lines written without their layout, as lines placed before checkout kept it.
    const approved = await placeLine(t.app, found, BOARD_ATTRIBUTES);
    const waiting = await placeLine(t.app, found, BOARD_ATTRIBUTES);
    await t.app.db.update(orders).set({ status: 'proof_sent' }).where(eq(orders.id, approved.orderId));
    expect(await t.app.orders.approveProof(approved.orderId)).toBe(true);
    const [kept] = await t.app.db.select().from(orderLines).where(eq(orderLines.id, approved.lineId));
    expect(kept!.printArea).toEqual(t.app.catalog.printAreaFor(found));
    expect(kept!.sizeMm).toEqual(found.variant.sizeMm);
    const before = await laserSvg(approved.orderId, approved.lineId);

    // The owner moves and narrows the template's print area after the approval.
    const catalog = t.app.catalog;
    const original = catalog.printAreaFor.bind(catalog);
    catalog.printAreaFor = (v) => {
      const area = original(v)!;
      return { ...area, x: area.x + 40, width: area.width * 0.6 };
    };
    try {
      expect(await laserSvg(approved.orderId, approved.lineId)).toBe(before);
      // The line not yet approved follows the template, which shows the edit reaches the files at all.
      expect(await laserSvg(waiting.orderId, waiting.lineId)).not.toBe(before);
    } finally {
      catalog.printAreaFor = original;
    }
  }, 120_000);
});
