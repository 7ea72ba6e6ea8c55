import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_MACHINE_SETTINGS, type MachineProfile, type MachineSettings } from '../../../contracts/machines';
import type { DesignInput } from '../../../contracts/personalisation-design';
import type { Product } from '../../../contracts/products';
import { DESIGN_ATTRIBUTE_KEYS } from '../../personalisation/cart-line';
import { saveDesign } from '../../personalisation/design-store';
import { mugPhotoStyling } from '../../previews/compositor/kinds/mug';
import { MachineFilesService } from '../../production/machines/machine-files';
import { placeLine, uploadPhoto, variantOn } from '../../production/production-test-kit';
import { SCRIPT_NAMES } from '../../production/testing/fresh-lettering/cases';
import { buildTestApp, type TestApp } from '../../testing/test-app';

/**
 * Issue 41 with issue 42's machines: a line made with a product's own design gets every file its
 * machines take, drawn from the version the line names, and each passes the same preflight as a
 * seed piece's: a photo-and-name board on each laser program, the router's DXF and the print shop;
 * a photo-and-name mug on the sublimation printer and the print shop. In Latin and Indian scripts.
 */
const run = promisify(execFile);
const BOARD_DESIGN: DesignInput = {
  slots: [
    { id: 'name', kind: 'text', x: 0.05, y: 0.15, width: 0.55, height: 0.4 },
    { id: 'number', kind: 'text', x: 0.05, y: 0.6, width: 0.55, height: 0.3 },
    { id: 'photo', kind: 'photo', x: 0.65, y: 0.08, width: 0.3, height: 0.84 },
  ],
  fields: [
    { kind: 'text', id: 'name', label: { en: 'Name', hi: 'नाम' }, slot: 'name', maxChars: 20, required: true },
    { kind: 'number', id: 'number', label: { en: 'House number', hi: 'मकान नंबर' }, slot: 'number', maxChars: 10 },
    { kind: 'photo', id: 'photo', label: { en: 'Family photo', hi: 'परिवार की फ़ोटो' }, slot: 'photo', crop: 'circle' },
  ],
};
const MUG_DESIGN: DesignInput = {
  slots: [
    { id: 'photo', kind: 'photo', x: 0.05, y: 0.05, width: 0.9, height: 0.65 },
    { id: 'name', kind: 'text', x: 0.05, y: 0.75, width: 0.9, height: 0.2 },
  ],
  fields: [
    { kind: 'photo', id: 'photo', label: { en: 'Photo', hi: 'फ़ोटो' }, slot: 'photo', required: true },
    { kind: 'text', id: 'name', label: { en: 'Name', hi: 'नाम' }, slot: 'name', maxChars: 20, required: true },
  ],
};

const LASERS: MachineProfile[] = (['xtool', 'glowforge', 'svg'] as const).map((software) => ({
  id: `laser-${software}`,
  kind: 'laser',
  name: `Laser (${software})`,
  software,
  bedWidthMm: 600,
  bedHeightMm: 400,
  operations: { cut: true, score: true, engrave: true },
  gapMm: 5,
}));

describe("machine files for a product's own design", () => {
  let t: TestApp;
  let files: MachineFilesService;
  let board: ReturnType<typeof variantOn>;
  let mug: ReturnType<typeof variantOn>;
  let settings: MachineSettings;
  let dir: string;
  const versions = new Map<string, number>();
  beforeAll(async () => {
    t = await buildTestApp({ name: 'pglite' });
    dir = await mkdtemp(join(tmpdir(), 'kaarigar-design-machines-'));
    files = new MachineFilesService({
      db: t.app.db,
      catalog: t.app.catalog,
      store: t.app.objectStore,
      mugPhotos: mugPhotoStyling,
    });
    board = variantOn(t.app, 'board');
    mug = variantOn(t.app, 'mug-wrap');
    for (const [found, design] of [
      [board, BOARD_DESIGN],
      [mug, MUG_DESIGN],
    ] as const)
      versions.set(found.product.handle, (await saveDesign(t.app.db, found.product.id, design)).version);
    settings = {
      ...DEFAULT_MACHINE_SETTINGS,
      profiles: [...DEFAULT_MACHINE_SETTINGS.profiles, ...LASERS],
      products: {
        [board.product.handle]: ['laser', ...LASERS.map((l) => l.id), 'router', 'print-shop'],
        [mug.product.handle]: ['sublimation', 'print-shop'],
      },
    };
  }, 180_000);
  afterAll(async () => {
    await t?.close();
    if (dir) await rm(dir, { recursive: true, force: true });
  });

  const designedLine = (found: { product: Product } & ReturnType<typeof variantOn>, values: Record<string, string>) =>
    placeLine(t.app, found, {
      Name: values.name ?? '',
      [DESIGN_ATTRIBUTE_KEYS.version]: String(versions.get(found.product.handle)),
      [DESIGN_ATTRIBUTE_KEYS.values]: JSON.stringify(values),
    });

  const pdfImages = async (pdf: Buffer) => {
    const file = join(dir, 'images.pdf');
    await writeFile(file, pdf);
    return (await run('pdfimages', ['-list', file])).stdout.split('\n').slice(2).filter(Boolean);
  };

  it.each(['Latin', 'Devanagari', 'Tamil'] as const)(
    'a %s board: every laser program, the DXF and the print shop, all preflighted',
    async (script) => {
      const names = SCRIPT_NAMES.find((s) => s.script === script)!;
      const photo = await uploadPhoto(t.app, 1200, 1600);
      const { orderId, lineId } = await designedLine(board, { name: names.name, number: '42A', photo });
      const line = await files.line(orderId, lineId);
      expect(line.piece.kind).toBe('designed');
      const made = await files.files(line, settings);
      expect(made.map((f) => f.profile.id)).toEqual(settings.products[board.product.handle]);
      for (const f of made) {
        expect(f.preflight.problems, `${script} on ${f.profile.id}`).toEqual([]);
        expect(f.preflight.ok).toBe(true);
        expect(f.filename).toMatch(new RegExp(`^${line.reference}-1-board\\.(svg|dxf|pdf)$`));
      }
      const laser = made.find((f) => f.profile.id === 'laser')!.body.toString();
      // The lettering is engraved; the photo is for the files that print, not the laser's.
      expect(laser).toMatch(/<g id="engrave"[^>]*><path d="M/);
      expect(laser).not.toContain('<image');
      expect(made.find((f) => f.profile.kind === 'cnc')!.body.toString()).toContain('ENGRAVE');
      // The print shop's PDF carries the photo, in CMYK (poppler lists its images).
      const printed = await pdfImages(made.find((f) => f.profile.kind === 'print-shop')!.body);
      expect(printed).toHaveLength(1);
      expect(printed[0]!.trim().split(/\s+/)[5]).toBe('cmyk');

      // The shop's own SVG and PDF (the order page's downloads) carry it too.
      const svg = await t.app.production.file(orderId, lineId, 'svg');
      expect(svg.body.toString()).toContain('<image ');
      const pdf = await t.app.production.file(orderId, lineId, 'pdf');
      expect(await pdfImages(pdf.body)).not.toHaveLength(0);
      expect(await t.app.production.describe(orderId, lineId)).toMatchObject({
        formats: ['svg', 'pdf'],
        lowResolution: false,
      });
    },
    300_000,
  );

  it.each(['Latin', 'Bengali'] as const)(
    'a %s mug: the sublimation transfer and the print shop, with the photo at 300 DPI',
    async (script) => {
      const names = SCRIPT_NAMES.find((s) => s.script === script)!;
      const photo = await uploadPhoto(t.app, 1600, 1200);
      const { orderId, lineId } = await designedLine(mug, { photo, name: names.kids });
      const line = await files.line(orderId, lineId);
      const made = await files.files(line, settings);
      expect(made.map((f) => f.profile.kind)).toEqual(['sublimation', 'print-shop']);
      for (const f of made) {
        expect(f.preflight.problems, `${script} on ${f.profile.id}`).toEqual([]);
        expect(f.filename).toMatch(new RegExp(`^${line.reference}-1-mug\\.(png|pdf)$`));
      }
      const transfer = await sharp(made[0]!.body).metadata();
      expect(transfer.density).toBe(300);
      // The shop's own download is the mug's wrap, 300 DPI, as a seed mug's is.
      const wrap = await t.app.production.file(orderId, lineId, 'png');
      const meta = await sharp(wrap.body).metadata();
      expect([meta.format, meta.density]).toEqual(['png', 300]);
      expect(await t.app.production.describe(orderId, lineId)).toMatchObject({
        formats: ['png'],
        lowResolution: false,
      });
    },
    300_000,
  );

  it('flags a photo below 150 DPI on the order page and in the transfer preflight', async () => {
    const photo = await uploadPhoto(t.app, 240, 180);
    const { orderId, lineId } = await designedLine(mug, { photo, name: 'Asha' });
    const described = await t.app.production.describe(orderId, lineId);
    expect(described.lowResolution).toBe(true);
    expect(described.photoDpi).toBeLessThan(150);
    const [transfer] = await files.files(await files.line(orderId, lineId), settings, 'sublimation');
    expect(transfer!.preflight.ok).toBe(false);
    expect(transfer!.preflight.problems).toContain(`The photo prints at ${described.photoDpi} DPI, below 150 DPI`);
  }, 120_000);

  it('draws an old line from the version it names, after the owner saves a new design', async () => {
    const photo = await uploadPhoto(t.app, 1200, 1600);
    const { orderId, lineId } = await designedLine(board, { name: 'Asha', photo });
    await saveDesign(t.app.db, board.product.id, {
      ...BOARD_DESIGN,
      fields: BOARD_DESIGN.fields.filter((f) => f.kind !== 'photo'),
      slots: BOARD_DESIGN.slots.filter((s) => s.kind !== 'photo'),
    });
    const line = await files.line(orderId, lineId);
    expect(line.piece.kind === 'designed' && line.piece.photoKey).toBe(photo.slice('/objects/'.length));
    const [print] = await files.files(line, settings, 'print-shop');
    expect(print!.preflight.ok).toBe(true);
    expect(await pdfImages(print!.body)).toHaveLength(1);
  }, 120_000);
});
