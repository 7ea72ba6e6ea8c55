import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { StudioProduct } from '../../../contracts/admin-products';
import { DEFAULT_MACHINE_SETTINGS } from '../../../contracts/machines';
import { ATTRIBUTE_KEYS } from '../../commerce/line-attributes';
import { angledBoardPhoto } from '../../previews/compositor/samples/angled-photos';
import { mugPhotoStyling } from '../../previews/compositor/kinds/mug';
import { MachineFilesService } from '../../production/machines/machine-files';
import { placeLine } from '../../production/production-test-kit';
import { SCRIPT_NAMES } from '../../production/testing/fresh-lettering/cases';
import { signInAs, type StaffSession } from '../../testing/admin-kit';
import { buildTestApp, type TestApp } from '../../testing/test-app';

/**
 * Issue 42's "done when", the studio half: a product the owner makes in the product studio, its
 * photo taken at an angle and its template a quad (four corners, drawn in perspective), sold with a
 * Tamil, Bengali, Urdu and Devanagari name. Every default profile's file for each line passes the
 * preflight, each read back by a reader that did not write it.
 */
const SCRIPTS = ['Tamil', 'Bengali', 'Urdu', 'Devanagari'] as const;

describe('the preflight over a studio product on a quad template', () => {
  let t: TestApp;
  let owner: StaffSession;
  let files: MachineFilesService;
  let imageDir: string;
  beforeAll(async () => {
    // Uploaded photos are mirrored into the catalogue image folder: this test's own, removed after.
    imageDir = await mkdtemp(join(tmpdir(), 'quad-machine-'));
    t = await buildTestApp({ name: 'pglite' }, { CATALOG_IMAGE_DIR: imageDir, LOG_LEVEL: 'error' });
    owner = await signInAs(t.app, 'quad-owner', 'owner');
    files = new MachineFilesService({
      db: t.app.db,
      catalog: t.app.catalog,
      store: t.app.objectStore,
      mugPhotos: mugPhotoStyling,
    });
  }, 180_000);
  afterAll(async () => {
    await t?.close();
    await rm(imageDir, { recursive: true, force: true });
  });

  const call = (method: 'POST' | 'PUT' | 'PATCH', url: string, payload: object) =>
    t.app.inject({ method, url, payload, headers: owner.headers });

  /** A product made as the studio makes it: created, photographed at an angle, its template a quad. */
  async function studioProduct(surface: 'board' | 'plate', angle: 'from-left' | 'from-below') {
    const created = await call('POST', '/api/admin/products', {
      title: `Quad ${surface} ${angle}`,
      category: 'Nameplates',
      status: 'draft',
      hsn: '4420',
      gstRate: 12,
      variants: [
        { title: '12 x 8 in', price: '1499.00', available: true, sizeMm: { widthMm: 304.8, heightMm: 203.2 } },
      ],
    });
    expect(created.statusCode, created.body).toBe(201);
    const { product } = created.json<{ product: StudioProduct }>();
    const photo = await angledBoardPhoto(angle);
    const uploaded = await call('POST', `/api/admin/products/${product.id}/images`, {
      imageBase64: photo.image.toString('base64'),
      alt: `A ${surface} on a table`,
    });
    expect(uploaded.statusCode, uploaded.body).toBe(201);
    const { image } = uploaded.json<{ image: { id: string } }>();
    const template = { area: photo.face, surface, surfaceColor: '#8a5a32', material: 'mango' };
    const put = await call('PUT', `/api/admin/products/${product.id}/images/${image.id}/template`, template);
    expect(put.statusCode, put.body).toBe(200);
    const published = await call('PATCH', `/api/admin/products/${product.id}`, { status: 'active' });
    expect(published.statusCode, published.body).toBe(200);

    const sold = t.app.catalog.list().find((p) => p.handle === product.handle);
    const variant = sold?.variants[0];
    const found = variant?.image && t.app.catalog.findImageByUrl(variant.image.url);
    if (!sold || !variant || !found) throw new Error(`${product.handle} is not in the catalogue with its image`);
    expect(found.printArea.shape, 'the template the line is drawn on is the quad').toEqual(photo.face);
    expect(photo.face.kind).toBe('quad');
    return { product: sold, variant, image: found };
  }

  it.each([
    ['board', 'from-left'],
    ['plate', 'from-below'],
  ] as const)(
    'passes for a %s photographed %s, in four scripts, on every machine',
    async (surface, angle) => {
      const sold = await studioProduct(surface, angle);
      const checked: string[] = [];
      for (const script of SCRIPTS) {
        const names = SCRIPT_NAMES.find((s) => s.script === script);
        if (!names) throw new Error(`no ${script} name`);
        const { orderId, lineId } = await placeLine(t.app, sold, {
          [ATTRIBUTE_KEYS.name]: names.name,
          [ATTRIBUTE_KEYS.houseNumber]: names.number,
          [ATTRIBUTE_KEYS.childName]: names.kids,
        });
        const line = await files.line(orderId, lineId);
        expect(line.piece.kind).toBe(surface);
        expect(line.piece.kind !== 'none' && line.piece.area.shape?.kind, 'drawn on the quad').toBe('quad');
        const made = await files.files(line, DEFAULT_MACHINE_SETTINGS);
        expect(made.length, script).toBeGreaterThan(0);
        for (const f of made) {
          expect(f.preflight.problems, `${script} on ${f.profile.id}`).toEqual([]);
          expect(f.preflight.ok).toBe(true);
          checked.push(`${script}:${f.profile.kind}`);
        }
      }
      // Boards go to the laser, the router and the print shop; plates to the laser and the print shop.
      const kinds = surface === 'board' ? ['laser', 'cnc', 'print-shop'] : ['laser', 'print-shop'];
      expect(new Set(checked)).toEqual(new Set(SCRIPTS.flatMap((s) => kinds.map((k) => `${s}:${k}`))));
    },
    600_000,
  );
});
