import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp, { type OverlayOptions } from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import type { FontRole } from '../../../contracts/lettering-layout';
import { crop, inkBounds, toRaster, type Raster } from '../../pieces/raster';
import { fitInto, outlineText, pathData } from '../../pieces/glyph-outlines';
import { REF_PX } from '../../pieces/text-fit';
import { fontFor } from './bundled-fonts';
import { letteringChain, letteringRuns, pangoFace, registerLetteringFonts } from './lettering-fonts';
import { openFont, shapeText } from './shape-text';

/**
 * The reference sheet of issue 30: one real name per script, drawn by Pango (a second, independent
 * shaper and bidi, which the previews once drew with) and as the outlines the preview and the
 * production file both draw (HarfBuzz, glyph-outlines.ts), checked against the glyph sequence the engine gives
 * for the name in that font. The sequences below were read from HarfBuzz and agree with fontkit's
 * own Indic, USE and Arabic shapers where fontkit does not throw (Noto Sans Malayalam, Baloo
 * Bhaina 2): no dotted circle, no .notdef, no matra left where it was typed.
 *
 * REFERENCE_SHEET=1 also writes a contact sheet PNG (preview over file, per script) to a temp dir.
 */
const NAMES: {
  script: string;
  name: string;
  font: Record<'serif' | 'playful', string>;
  ids: Record<'serif' | 'playful', number[]>;
}[] = [
  {
    script: 'Devanagari',
    name: 'शर्मा निवास',
    font: { serif: 'Poppins_600SemiBold', playful: 'Baloo2_800ExtraBold' },
    ids: { serif: [65, 60, 21, 146, 3, 640, 55, 64, 21, 67], playful: [827, 819, 1457, 3, 836, 813, 826, 835, 829] },
  },
  {
    script: 'Tamil',
    name: 'சர்மா இல்லம்',
    font: { serif: 'NotoSansTamil_700Bold', playful: 'BalooThambi2_800ExtraBold' },
    ids: { serif: [20, 90, 29, 41, 3, 8, 92, 33, 88], playful: [759, 830, 768, 780, 3, 747, 832, 772, 828] },
  },
  {
    script: 'Bengali',
    name: 'শর্মা ভবন',
    font: { serif: 'NotoSerifBengali_700Bold', playful: 'BalooDa2_800ExtraBold' },
    ids: { serif: [53, 49, 124, 478, 5, 48, 47, 44], playful: [816, 812, 1208, 822, 3, 811, 810, 807] },
  },
  {
    script: 'Gujarati',
    name: 'શર્મા નિવાસ',
    font: { serif: 'NotoSansGujarati_700Bold', playful: 'BalooBhai2_800ExtraBold' },
    ids: { serif: [51, 45, 57, 131, 3, 626, 40, 50, 57, 53], playful: [819, 813, 1088, 3, 826, 808, 818, 825, 821] },
  },
  {
    script: 'Gurmukhi',
    name: 'ਸ਼ਰਮਾ ਨਿਵਾਸ',
    font: { serif: 'NotoSansGurmukhi_700Bold', playful: 'BalooPaaji2_800ExtraBold' },
    ids: { serif: [47, 43, 41, 51, 3, 52, 36, 46, 51, 48], playful: [816, 812, 810, 820, 3, 821, 805, 815, 820, 817] },
  },
  {
    script: 'Kannada',
    name: 'ಶರ್ಮಾ ನಿವಾಸ',
    font: { serif: 'NotoSansKannada_700Bold', playful: 'BalooTamma2_800ExtraBold' },
    ids: { serif: [54, 158, 60, 93, 3, 225, 163, 60, 56], playful: [821, 1045, 983, 3, 1075, 1051, 823] },
  },
  {
    script: 'Malayalam',
    name: 'ശർമ്മ നിവാസ്',
    font: { serif: 'NotoSansMalayalam_700Bold', playful: 'BalooChettan2_800ExtraBold' },
    ids: {
      serif: [56, 118, 215, 3, 42, 65, 55, 64, 58, 77],
      playful: [823, 869, 905, 3, 809, 830, 822, 829, 825, 842],
    },
  },
  {
    script: 'Odia',
    name: 'ଶର୍ମା ନିବାସ',
    font: { serif: 'NotoSansOriya_700Bold', playful: 'BalooBhaina2_800ExtraBold' },
    ids: { serif: [50, 44, 81, 59, 3, 39, 60, 42, 59, 52], playful: [818, 812, 1042, 824, 3, 807, 825, 810, 824, 820] },
  },
  {
    script: 'Telugu',
    name: 'శర్మ నివాసం',
    font: { serif: 'NotoSerifTelugu_700Bold', playful: 'BalooTammudu2_800ExtraBold' },
    ids: { serif: [55, 49, 728, 3, 196, 171, 57, 6], playful: [793, 787, 861, 3, 930, 906, 795, 745] },
  },
  {
    script: 'Urdu',
    name: 'شرما نواس',
    font: { serif: 'NotoNastaliqUrdu_700Bold', playful: 'NotoNaskhArabic_700Bold' },
    ids: {
      // Nastaliq's own glyphs: the seen and alef words, waw's final form after a dot-less beh
      // (its dot a glyph of its own), sp0 the font's zero-width join helper.
      serif: [234, 218, 356, 11, 966, 324, 3, 255, 966, 304, 282, 13, 254],
      playful: [32, 8, 96, 287, 19, 3, 9, 77, 29, 298, 35],
    },
  },
];
const ROLES = ['serif', 'playful'] as const satisfies readonly FontRole[];

/** The production outline of a line, rasterised into a box the size of `like`, as one channel. */
const escapeMarkup = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** The line drawn by Pango, each run in its chain's face by name, as a tight ink mask at REF_PX. */
async function renderLine({ text, role }: { text: string; role: FontRole }): Promise<Raster> {
  const markup = letteringRuns(text, role)
    .map((run) => `<span font="${escapeMarkup(pangoFace(run.fontFile))} ${REF_PX}">${escapeMarkup(run.text)}</span>`)
    .join('');
  const { face, file } = fontFor(role);
  const mask = await toRaster(
    sharp({ text: { text: markup, font: `${face} ${REF_PX}`, fontfile: file, dpi: 72 } }).extractChannel(0),
  );
  const ink = inkBounds(mask);
  return ink ? crop(mask, ink) : mask;
}

async function outlineMask(text: string, role: FontRole, like: Raster): Promise<Raster> {
  const outline = outlineText(text, role);
  const m = fitInto(outline, { x: 0, y: 0, width: like.width, height: like.height });
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${like.width}" height="${like.height}"><rect width="100%" height="100%" fill="#000"/><path d="${pathData(outline, m)}" fill="#fff"/></svg>`;
  return toRaster(sharp(Buffer.from(svg)).extractChannel(0));
}

/** Overlap of two masks' ink (above half), as intersection over union. */
function overlap(a: Raster, b: Raster): number {
  let both = 0;
  let either = 0;
  for (let i = 0; i < a.data.length; i++) {
    const x = (a.data[i] ?? 0) > 127;
    const y = (b.data[i] ?? 0) > 127;
    if (x && y) both++;
    if (x || y) either++;
  }
  return either ? both / either : 0;
}

describe('reference sheet: a real name in each script', () => {
  beforeAll(() => registerLetteringFonts(), 120_000);

  describe.each(ROLES)('in the %s role', (role) => {
    it.each(NAMES)(
      '$script: $name is shaped into the known glyphs, in order, in its own font',
      ({ name, font, ids }) => {
        const runs = shapeText(name, letteringChain(role));
        expect(runs).toHaveLength(1);
        const [run] = runs;
        expect(path.basename(run!.fontFile, '.ttf')).toBe(font[role]);
        const got = run!.glyphs.map((g) => g.id);
        expect(got).toEqual(ids[role]);
        expect(got).not.toContain(0);
        const dotted = openFont(run!.fontFile).glyphForCodePoint(0x25cc);
        if (dotted.id !== 0) expect(got).not.toContain(dotted.id);
      },
    );
  });

  it.each(NAMES)(
    '$script: Pango draws the very glyphs the outlines cut',
    async ({ name }) => {
      const preview = await renderLine({ text: name, role: 'serif' });
      const file = await outlineMask(name, 'serif', preview);
      expect(overlap(preview, file)).toBeGreaterThan(0.8);
    },
    60_000,
  );

  it.each(['serif', 'script'] as const)(
    'Urdu in Nastaliq (%s): the preview keeps the whole stacked word, as tall as the file cuts it',
    async (role) => {
      // Nastaliq stacks a word's letters down to the right, reaching 1.9 em above the baseline: a
      // preview clipped to a Naskh-sized line box would lose the tops and change the ink's shape.
      const name = 'صدیقی ہاؤس 42';
      const preview = await renderLine({ text: name, role });
      const { bounds } = outlineText(name, role);
      expect(preview.width / preview.height).toBeCloseTo(bounds.width / bounds.height, 1);
      const file = await outlineMask(name, role, preview);
      expect(overlap(preview, file)).toBeGreaterThan(0.8);
    },
    60_000,
  );

  it('tells the names apart: a Tamil preview does not match the Malayalam file', async () => {
    const preview = await renderLine({ text: 'சர்மா இல்லம்', role: 'serif' });
    const other = await outlineMask('ശർമ്മ നിവാസ്', 'serif', preview);
    expect(overlap(preview, other)).toBeLessThan(0.6);
  }, 60_000);

  it('draws a name mixing scripts with each run in its own font, in reading order', () => {
    const runs = shapeText('Priya சர்மா', letteringChain('serif'));
    expect(runs.map((r) => [path.basename(r.fontFile, '.ttf'), r.text])).toEqual([
      ['PlayfairDisplay_700Bold', 'Priya '],
      ['NotoSansTamil_700Bold', 'சர்மா'],
    ]);
    // Urdu reads from the right: the Latin word it ends with is drawn on the left.
    const urdu = shapeText('شرما Nair', letteringChain('sans'));
    expect(urdu.map((r) => r.text)).toEqual(['Nair', 'شرما ']);
  });

  it.each([
    ['an Urdu name with a house number', 'شرما ہاؤس 42'],
    ['an Urdu name with a Latin word nested in it', 'شرما Sharma 42 ہاؤس'],
    ['a Latin name with an Urdu run in it', 'Villa شرما ہاؤس 7'],
  ])(
    '%s: Pango (its own bidi) and the outlines (bidi-js) put the runs in one order',
    async (_, name) => {
      for (const role of ['serif', 'sans'] as const) {
        const preview = await renderLine({ text: name, role });
        const file = await outlineMask(name, role, preview);
        expect(overlap(preview, file), `${role}: ${name}`).toBeGreaterThan(0.8);
      }
    },
    60_000,
  );

  it.runIf(process.env.REFERENCE_SHEET === '1')(
    'writes the contact sheet',
    async () => {
      const W = 900;
      const ROW = 110;
      const tiles: OverlayOptions[] = [];
      for (const [i, { name }] of NAMES.entries()) {
        for (const [j, role] of ROLES.entries()) {
          const preview = await renderLine({ text: name, role });
          const k = Math.min((W / 4 - 20) / preview.width, (ROW / 2 - 8) / preview.height);
          const size = {
            width: Math.max(1, Math.round(preview.width * k)),
            height: Math.max(1, Math.round(preview.height * k)),
          };
          const file = await outlineMask(name, role, { ...preview, ...size, data: Buffer.alloc(0) });
          const top = i * ROW + 4;
          const left = j * (W / 2) + 10;
          const png = (r: Raster) =>
            sharp(r.data, { raw: { width: r.width, height: r.height, channels: r.channels as 1 } })
              .negate()
              .png()
              .toBuffer();
          const shown = await sharp(await png(preview))
            .resize(size.width, size.height)
            .toBuffer();
          tiles.push({ input: shown, top, left }, { input: await png(file), top, left: left + W / 4 });
        }
      }
      const dir = mkdtempSync(path.join(tmpdir(), 'reference-sheet-'));
      const out = path.join(dir, 'contact-sheet.png');
      const sheet = await sharp({ create: { width: W, height: NAMES.length * ROW, channels: 3, background: '#fff' } })
        .composite(tiles)
        .png()
        .toBuffer();
      writeFileSync(out, sheet);
      console.log(`contact sheet: ${out} (columns: serif preview, serif file, playful preview, playful file)`);
    },
    300_000,
  );
});
