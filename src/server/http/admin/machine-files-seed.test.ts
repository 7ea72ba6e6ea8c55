import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_MACHINE_SETTINGS } from '../../../contracts/machines';
import { mugPhotoStyling } from '../../previews/compositor/kinds/mug';
import { ATTRIBUTE_KEYS } from '../../commerce/line-attributes';
import { buildTestApp, type TestApp } from '../../testing/test-app';
import { placeLine, uploadPhoto } from '../../production/production-test-kit';
import { MachineFilesService } from '../../production/machines/machine-files';

/**
 * Issue 42's "done when": every seed product's files, for every machine the default set sends its
 * kind to, pass the preflight (each read back by a reader that did not write it). One variant per
 * product image surface, so every template the seed has is drawn.
 */
describe('the preflight over every seed product', () => {
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

  it('passes for each seed product on each of its machines', async () => {
    // A photo large enough to print at 150 DPI on an 8.5 in wrap: the mugs' check is of the file, not the photo.
    const photo = await uploadPhoto(t.app, 1600, 700);
    const checked: string[] = [];
    for (const product of t.app.catalog.list()) {
      const variant = product.variants.find((v) => v.available) ?? product.variants[0]!;
      const image = variant.image && t.app.catalog.findImageByUrl(variant.image.url);
      if (!image) continue;
      const attributes: Record<string, string> = {
        [ATTRIBUTE_KEYS.name]: 'शर्मा निवास',
        [ATTRIBUTE_KEYS.houseNumber]: '42A',
        [ATTRIBUTE_KEYS.childName]: 'Anaya',
        [ATTRIBUTE_KEYS.line1]: 'Best Nani',
        [ATTRIBUTE_KEYS.userImageUrl]: photo,
      };
      const { orderId, lineId } = await placeLine(t.app, { product, variant, image }, attributes);
      const line = await files.line(orderId, lineId);
      if (line.piece.kind === 'none') continue;
      const made = await files.files(line, DEFAULT_MACHINE_SETTINGS);
      expect(made.length, product.handle).toBeGreaterThan(0);
      for (const f of made) {
        expect(f.preflight.problems, `${product.handle} on ${f.profile.id}`).toEqual([]);
        expect(f.preflight.ok).toBe(true);
        checked.push(`${line.piece.kind}:${f.profile.kind}`);
      }
    }
    // Boards and plates on the laser, router and print shop; mugs on the sublimation printer.
    expect(new Set(checked)).toEqual(
      new Set(['board:laser', 'board:cnc', 'board:print-shop', 'plate:laser', 'plate:print-shop', 'mug:sublimation']),
    );
  }, 600_000);
});
