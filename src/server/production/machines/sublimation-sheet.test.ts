import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_MACHINE_SETTINGS, type SublimationProfile } from '../../../contracts/machines';
import { pixelsAt } from '../../catalog/piece-size';
import { registerLetteringFonts } from '../../platform/text-shaping/lettering-fonts';
import { PRINT_DPI } from '../mug-file';
import { pngDpi, preflightSublimationSheet, type SheetExpectation } from './preflight';
import {
  bledWrap,
  packWraps,
  SHEET_BAND_MM,
  sheetSlots,
  sublimationSheetPng,
  wrapShare,
  type WrapArt,
} from './sublimation-sheet';
import type { Sheet } from './batch';

const A4 = DEFAULT_MACHINE_SETTINGS.profiles.find((p) => p.kind === 'sublimation') as SublimationProfile;
/** An 11 oz wrap, 8.5 x 3.5 in, at 300 DPI. */
const WRAP = { width: 2550, height: 1050 };

/** A wrap that reads differently mirrored or moved: a dark block at its left end, a light one right of the middle, top half only. */
async function wrap(i: number, size = WRAP): Promise<WrapArt> {
  const block = (w: number, colour: string, h = size.height) =>
    sharp({ create: { width: w, height: h, channels: 4, background: colour } })
      .png()
      .toBuffer();
  const png = await sharp({ create: { ...size, channels: 4, background: { r: 0, g: 0, b: 0, alpha: 0 } } })
    .composite([
      { input: await block(Math.round(size.width / 5), '#1d3f8a'), left: 0, top: 0 },
      {
        input: await block(Math.round(size.width / 4), '#e0a040', Math.round(size.height / 2)),
        left: Math.round(size.width / 2),
        top: 0,
      },
    ])
    .png()
    .toBuffer();
  return { lineId: `line-${i}`, label: `KG-1004${i}-1`, ...(await bledWrap(png, A4)) };
}

const expectation = (sheet: Sheet, paper: SheetExpectation['paper'], arts: Map<string, WrapArt>, mirror: boolean) => ({
  paper,
  dpi: PRINT_DPI,
  mirror,
  bleedPx: pixelsAt(A4.bleedMm, PRINT_DPI),
  pieces: sheetSlots(sheet).map((s) => ({ ...s, raw: arts.get(s.lineId)!.raw })),
});

let arts: Map<string, WrapArt>;
beforeAll(async () => {
  await registerLetteringFonts();
  arts = new Map((await Promise.all([0, 1, 2].map((i) => wrap(i)))).map((a) => [a.lineId, a]));
}, 60_000);

describe('mugs packed onto the sublimation paper', () => {
  it('puts two 11 oz wraps on A4 and turns A3 for a fourth, against the area bound', () => {
    const three = [...arts.values()];
    const a4 = packWraps(three, A4);
    expect(a4.sheets.map((s) => s.pieces.length)).toEqual([2, 1]);
    // The area bound: a slot is (215.9 + 2 x 2 + 2 x 3) x (88.9 + 4 + 6) mm; A4 holds floor(62370 / 22342) = 2.
    expect(a4.paper).toEqual({ widthMm: 297, heightMm: 210 });
    const a3 = packWraps([...three, ...three.map((a) => ({ ...a, lineId: `${a.lineId}b` }))], {
      ...A4,
      paperWidthMm: 420,
      paperHeightMm: 297,
    });
    // Landscape A3 holds two rows of one; portrait holds four rows, where the area bound is 5.
    expect(a3.paper).toEqual({ widthMm: 297, heightMm: 420 });
    expect(a3.sheets[0]!.pieces).toHaveLength(4);
    expect(wrapShare(a3.sheets[0]!, a3.paper)).toBeGreaterThan(0.65);
    for (const { slot } of sheetSlots(a3.sheets[0]!)) {
      expect(slot.left).toBeGreaterThanOrEqual(pixelsAt(A4.gapMm, PRINT_DPI) - 1);
      expect(slot.top + slot.height).toBeLessThanOrEqual(pixelsAt(420 - A4.gapMm, PRINT_DPI) + 1);
    }
  });

  it('refuses a wrap larger than the paper by name, never scaling it', () => {
    const big = { lineId: 'x', label: 'KG-10049-1', width: 4000, height: 1050 };
    expect(() => packWraps([big], A4)).toThrow(/^KG-10049-1 \(.+ mm\) is larger than the 297 x 210 mm paper$/);
  });
});

describe('a sheet of transfers and its preflight', () => {
  it('writes the paper at 300 DPI with each wrap mirrored in its slot, its marks and its reference, and passes', async () => {
    const { paper, sheets } = packWraps([...arts.values()], A4);
    const sheet = sheets[0]!;
    const png = await sublimationSheetPng(sheet, paper, arts, A4, true);
    expect(pngDpi(png)).toBeCloseTo(300, 0);
    const meta = await sharp(png).metadata();
    expect([meta.width, meta.height]).toEqual([3508, 2480]);
    const preflight = await preflightSublimationSheet(png, expectation(sheet, paper, arts, true));
    expect(preflight).toEqual({ ok: true, problems: [], checkedWith: 'PNG chunks and pixels (sharp)' });
    // The dark block, at the wrap's left end as drawn, is at its right end on the paper.
    const { data, info } = await sharp(png).raw().toBuffer({ resolveWithObject: true });
    const at = (x: number, y: number) => data.subarray((y * info.width + x) * 4, (y * info.width + x) * 4 + 4);
    const [first] = sheetSlots(sheet);
    const mid = first!.art.top + Math.round(first!.art.height / 2);
    expect(at(first!.art.left + first!.art.width - 40, mid)[2]).toBeGreaterThan(100);
    expect(at(first!.art.left + 40, mid)[3]).toBe(0);
    // The reference is printed in the band below the wrap, unmirrored, beside the bottom-left cross.
    const band = pixelsAt(SHEET_BAND_MM, PRINT_DPI);
    const referenceInk = (pixels: Buffer) => {
      let inked = 0;
      for (let y = first!.art.top + first!.art.height; y < first!.slot.top + first!.slot.height; y++)
        for (let x = first!.art.left + 12; x < first!.art.left + pixelsAt(30, PRINT_DPI); x++)
          if (pixels[(y * info.width + x) * 4 + 3]! > 128) inked++;
      return inked;
    };
    expect(referenceInk(data)).toBeGreaterThan(band);
    // Without references the band holds only the crosses, which sit outside that stretch.
    const bare = await sublimationSheetPng(sheet, paper, arts, A4, false);
    expect(referenceInk(await sharp(bare).raw().toBuffer())).toBe(0);
  }, 60_000);

  it('fails a sheet printed unmirrored, without pHYs, off the paper or with wraps overlapping', async () => {
    const { paper, sheets } = packWraps([...arts.values()], A4);
    const sheet = sheets[0]!;
    const plain = await sublimationSheetPng(sheet, paper, arts, { mirror: false }, true);
    expect((await preflightSublimationSheet(plain, expectation(sheet, paper, arts, true))).problems).toEqual([
      'KG-10040-1 is not mirrored',
      'KG-10041-1 is not mirrored',
    ]);
    const at72 = await sharp(plain).withMetadata({ density: 72 }).png().toBuffer();
    const dpi = await preflightSublimationSheet(at72, expectation(sheet, paper, arts, false));
    // At 72 DPI the printer would print it 4.2 times too big, and says so.
    expect(dpi.problems).toEqual([
      '72 DPI, not 300',
      'The sheet is 1237.39 mm x 874.78 mm, the paper is 297 mm x 210 mm',
    ]);
    // The second wrap moved up onto the first: it covers it, and the two slots overlap.
    const overlapping: Sheet = {
      ...sheet,
      pieces: sheet.pieces.map((p, i) => (i === 1 ? { ...p, y: p.y - 40 } : p)),
    };
    const covered = await sublimationSheetPng(overlapping, paper, arts, A4, true);
    const problems = (await preflightSublimationSheet(covered, expectation(overlapping, paper, arts, true))).problems;
    expect(problems).toContain('KG-10040-1 and KG-10041-1 overlap');
    expect(problems).toContain('KG-10040-1 is not on the sheet as drawn, or is covered');
    const off: Sheet = { ...sheet, pieces: sheet.pieces.map((p, i) => (i === 1 ? { ...p, x: p.x + 100 } : p)) };
    const offPng = await sublimationSheetPng(sheet, paper, arts, A4, true);
    expect((await preflightSublimationSheet(offPng, expectation(off, paper, arts, true))).problems).toContain(
      'KG-10041-1 runs off the paper',
    );
  }, 60_000);
});
