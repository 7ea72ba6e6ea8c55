import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import QRCode from 'qrcode';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { registerLetteringFonts } from '../../platform/text-shaping/lettering-fonts';
import { syntheticSurface } from '../../pieces/samples/synthetic-surfaces';
import { boardDrawing } from '../board-drawing';
import type { Drawing } from '../drawing';
import { jobSheetPdf, LABEL_BAND_MM, packShelves, sheetDxf, sheetLayers, sheetSvg, type BatchPiece } from './batch';
import { LASER_COLOURS } from './laser-svg';
import { preflightDxf, preflightSvg } from './preflight';

const BED = { widthMm: 600, heightMm: 400 };
const board = (i: number, w = 304.8, h = 203.2): BatchPiece => ({
  lineId: `line-${i}`,
  label: `KG-1004${i}-1`,
  size: { widthMm: w, heightMm: h },
});

describe('the shelf packer', () => {
  it('keeps every piece on the bed, apart by the gap, and opens a sheet when the bed is full', () => {
    const pieces = [board(1), board(2, 150, 100), board(3, 150, 100), board(4), board(5, 200, 150)];
    const sheets = packShelves(pieces, BED, 5);
    expect(sheets.flatMap((s) => s.pieces.map((p) => p.lineId)).sort()).toEqual(pieces.map((p) => p.lineId).sort());
    for (const sheet of sheets) {
      for (const p of sheet.pieces) {
        expect(p.x).toBeGreaterThanOrEqual(5);
        expect(p.y).toBeGreaterThanOrEqual(5);
        expect(p.x + p.size.widthMm).toBeLessThanOrEqual(BED.widthMm - 5);
        expect(p.y + p.size.heightMm).toBeLessThanOrEqual(BED.heightMm - 5);
        for (const q of sheet.pieces)
          if (q !== p) {
            const apart =
              p.x + p.size.widthMm + 5 <= q.x + 1e-9 ||
              q.x + q.size.widthMm + 5 <= p.x + 1e-9 ||
              p.y + p.size.heightMm + 5 <= q.y + 1e-9 ||
              q.y + q.size.heightMm + 5 <= p.y + 1e-9;
            expect(apart, `${p.label} and ${q.label}`).toBe(true);
          }
      }
      expect(sheet.utilisation).toBeLessThanOrEqual(1);
    }
    // Two 12 x 8 in boards side by side need 619.6 mm with the gaps: one per shelf.
    expect(sheets.length).toBeGreaterThan(1);
  });

  it('refuses a piece larger than the bed by name, never scaling it', () => {
    expect(() => packShelves([board(1), board(9, 900, 300)], BED, 5)).toThrow(
      'KG-10049-1 (900 x 300 mm) is larger than the 600 x 400 mm bed',
    );
  });

  it('fills most of the bed with small pieces', () => {
    const pieces = Array.from({ length: 40 }, (_, i) => board(i, 90, 60));
    const [first] = packShelves(pieces, BED, 5);
    // 6 x 6 fit within the gaps: 36 x 5400 mm² of 240000 mm².
    expect(first!.pieces.length).toBe(36);
    expect(first!.utilisation).toBeGreaterThan(0.8);
  });
});

describe('a batch sheet and its job sheet', () => {
  it("engraves each piece's reference in the band below it, outside its cut, and packs the band in", () => {
    const pieces = [0, 1, 2].map((i) => ({ ...board(i, 200, 120), lineId: `line-${i}` }));
    const [sheet] = packShelves(pieces, { widthMm: 420, heightMm: 400 }, 5, LABEL_BAND_MM);
    const placed = sheet!.pieces;
    // The third piece goes on a second shelf, below the first shelf's references.
    const below = placed.find((p) => p.y > 5)!;
    expect(below.y).toBeGreaterThanOrEqual(5 + 120 + LABEL_BAND_MM + 5);
    const bare = sheetLayers(sheet!, drawings, { cut: true, score: true, engrave: true }, false);
    const layers = sheetLayers(sheet!, drawings, { cut: true, score: true, engrave: true });
    const labels = layers.engrave.slice(bare.engrave.length);
    expect(labels.length).toBeGreaterThan(0);
    for (const p of placed) {
      const mine = layers.engrave.filter((shape) =>
        shape.every((l) =>
          l.points.every(
            ([x, y]) => y > p.y + 120 && y <= p.y + 120 + LABEL_BAND_MM && x >= p.x - 1e-6 && x <= p.x + 200,
          ),
        ),
      );
      expect(mine.length, p.label).toBeGreaterThan(0);
    }
    // Without an engrave layer, the reference is scored.
    const scored = sheetLayers(sheet!, drawings, { cut: true, score: true, engrave: false });
    expect(scored.engrave).toHaveLength(0);
  });

  const drawings = new Map<string, Drawing>();
  beforeAll(async () => {
    await registerLetteringFonts();
    const area = (await syntheticSurface('teak-board')).printArea;
    const names = ['அன்பு இல்லம்', 'شرما نواس', 'শর্মা ভবন'];
    for (let i = 0; i < names.length; i++)
      drawings.set(
        `line-${i}`,
        await boardDrawing(area, { primary: names[i]!, secondary: '42' }, { widthMm: 200, heightMm: 120 }, `KG-${i}`),
      );
  }, 120_000);

  it('writes the sheet as a laser SVG and a DXF that pass the preflight at the bed size, and an A4 job sheet', async () => {
    const pieces = [0, 1, 2].map((i) => ({ ...board(i, 200, 120), lineId: `line-${i}` }));
    const [sheet, more] = packShelves(pieces, BED, 5);
    expect(more).toBeUndefined();
    const layers = sheetLayers(sheet!, drawings, { cut: true, score: true, engrave: true });
    expect(layers.cut).toHaveLength(3);
    const svg = sheetSvg('Laser batch', BED, layers, 'lightburn');
    expect(preflightSvg(svg, BED, LASER_COLOURS.lightburn)).toMatchObject({ ok: true });
    // The DXF's cut extent is the packed pieces, not the bed: checked for units, layers and closure.
    const dxf = preflightDxf(sheetDxf(BED, layers), BED, false);
    expect(dxf).toMatchObject({ ok: true });
    expect(preflightSvg(svg, BED, LASER_COLOURS.lightburn).problems).toEqual([]);
    const pdf = await jobSheetPdf(
      'Laser batch 28 Nov',
      pieces.map((p, i) => ({
        label: p.label,
        name: ['அன்பு இல்லம்', 'شرما نواس', 'শর্মা ভবন'][i]!,
        size: p.size,
        material: 'Sheesham wood',
        neededBy: '2026-12-01',
        url: `https://shop.example/admin/orders/order-${p.lineId}`,
        drawing: drawings.get(p.lineId)!,
      })),
      new Date('2026-11-28T10:00:00Z'),
    );
    const dir = mkdtempSync(join(tmpdir(), 'kaarigar-jobsheet-'));
    const text = () => execFileSync('pdftotext', [join(dir, 'job.pdf'), '-']).toString();
    try {
      writeFileSync(join(dir, 'job.pdf'), pdf);
      const info = execFileSync('pdfinfo', [join(dir, 'job.pdf')]).toString();
      expect(info).toMatch(/Page size:\s+595\.2\d* x 841\.8\d* pts \(A4\)/);
      expect(text()).toContain('Needed by: 2026-12-01');
      expect(text()).toContain('200 x 120 mm');
      // The first line's QR code, drawn to pixels by poppler, module by module: it sits 166 mm from
      // the left and 24 mm from the top, 32 mm square.
      execFileSync('pdftoppm', [
        '-r',
        '300',
        '-f',
        '1',
        '-l',
        '1',
        '-gray',
        '-png',
        join(dir, 'job.pdf'),
        join(dir, 'page'),
      ]);
      const { data, info: px } = await sharp(join(dir, 'page-1.png'))
        .greyscale()
        .raw()
        .toBuffer({ resolveWithObject: true });
      const qr = QRCode.create('https://shop.example/admin/orders/order-line-0', { errorCorrectionLevel: 'M' });
      const n = qr.modules.size;
      const perMm = px.width / 210;
      let wrong = 0;
      for (let r = 0; r < n; r++)
        for (let c = 0; c < n; c++) {
          const at = (mm: number) => Math.round(mm * perMm);
          const v = data[at(24 + ((r + 0.5) * 32) / n) * px.width + at(166 + ((c + 0.5) * 32) / n)]!;
          if (v < 128 !== Boolean(qr.modules.get(r, c))) wrong++;
        }
      expect(wrong).toBe(0);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }, 60_000);
});
