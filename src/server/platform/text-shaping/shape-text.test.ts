import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { fontRuns, openFont, shapeRun, shapeText } from './shape-text';

const require = createRequire(import.meta.url);
const POPPINS = require.resolve('@expo-google-fonts/poppins/400Regular/Poppins_400Regular.ttf');
const EMOJI = require.resolve('@expo-google-fonts/noto-emoji/400Regular/NotoEmoji_400Regular.ttf');
const CHAIN = [POPPINS, EMOJI];
const NASKH = require.resolve('@expo-google-fonts/noto-naskh-arabic/600SemiBold/NotoNaskhArabic_600SemiBold.ttf');
const MIXED = [POPPINS, NASKH, EMOJI];

const idsOf = (file: string, text: string) =>
  openFont(file)
    .layout(text)
    .glyphs.map((g) => g.id);

describe('shapeText', () => {
  it.each(['शर्मा निवास', 'क्षितिज'])('shapes %s as fontkit does, with no dotted circle and no .notdef', (text) => {
    const runs = shapeText(text, CHAIN);
    expect(runs.map((r) => r.fontFile)).toEqual([POPPINS]);
    const ids = runs[0]!.glyphs.map((g) => g.id);
    expect(ids).toEqual(idsOf(POPPINS, text));
    expect(ids).not.toContain(0);
    expect(ids).not.toContain(openFont(POPPINS).glyphForCodePoint(0x25cc).id);
  });

  it('gives Latin and Devanagari their own runs, so the Devanagari is shaped as Devanagari', () => {
    const runs = shapeText('Priya शर्मा', CHAIN);
    expect(runs.map((r) => r.text)).toEqual(['Priya ', 'शर्मा']);
    expect(runs[1]!.glyphs.map((g) => g.id)).toEqual(idsOf(POPPINS, 'शर्मा'));
    // In one call fontkit takes the first script for the whole line: no reph, the wrong order.
    expect(idsOf(POPPINS, 'Priya शर्मा').slice(-4)).not.toEqual(idsOf(POPPINS, 'शर्मा').slice(-4));
  });

  it('takes a character the text font lacks from the next font, whole emoji sequences included', () => {
    expect(fontRuns('Priya 🌸 👨‍👩‍👧 Nair', CHAIN)).toEqual([
      { fontFile: POPPINS, text: 'Priya ' },
      { fontFile: EMOJI, text: '🌸 👨‍👩‍👧 ' },
      { fontFile: POPPINS, text: 'Nair' },
    ]);
    const [, emoji] = shapeText('Priya 🌸 👨‍👩‍👧 Nair', CHAIN);
    expect(emoji!.glyphs.map((g) => g.id)).toEqual(idsOf(EMOJI, '🌸 👨‍👩‍👧 '));
    expect(emoji!.glyphs.map((g) => g.id)).not.toContain(0);
  });

  it('measures a line in em, as the sum of fontkit’s advances', () => {
    const [run] = shapeText('क्षितिज', CHAIN);
    const font = openFont(POPPINS);
    const advance = font.layout('क्षितिज').positions.reduce((sum, p) => sum + p.xAdvance, 0);
    expect(run!.width).toBeCloseTo(advance / font.unitsPerEm, 9);
  });

  describe('bidi (UAX #9): nested right-to-left and left-to-right runs', () => {
    /** Each run's text and glyphs, in the order they are drawn from the left. */
    const drawn = (text: string) =>
      shapeText(text, MIXED).map((r) => ({ text: r.text, ids: r.glyphs.map((g) => g.id) }));
    /** HarfBuzz's own glyphs for one run in one direction. */
    const hbIds = (text: string, file: string, rtl: boolean) => shapeRun(text, file, rtl).map((g) => g.id);

    it('an Urdu name with a house number: the digits on the left, read left to right', () => {
      const runs = drawn('شرما ہاؤس 42');
      expect(runs.map((r) => r.text)).toEqual(['42', 'شرما ہاؤس ']);
      expect(runs[0]!.ids).toEqual(hbIds('42', NASKH, false));
      expect(runs[1]!.ids).toEqual(hbIds('شرما ہاؤس ', NASKH, true));
      // "4" is drawn before "2": shaped as one right-to-left run the number would read 24.
      const four = openFont(NASKH).glyphForCodePoint(0x34).id;
      const two = openFont(NASKH).glyphForCodePoint(0x32).id;
      expect(runs[0]!.ids).toEqual([four, two]);
      expect(drawn('شرما ہاؤس 42').flatMap((r) => r.ids)).not.toEqual(hbIds('شرما ہاؤس 42', NASKH, true));
    });

    it('an Urdu name with a Latin word and number nested in it', () => {
      // Right-to-left paragraph; "Sharma 42" is one left-to-right run (level 2) inside it.
      const runs = drawn('شرما Sharma 42 ہاؤس');
      expect(runs.map((r) => r.text)).toEqual(['ہاؤس', ' ', 'Sharma 42', 'شرما ']);
      expect(runs[2]!.ids).toEqual(hbIds('Sharma 42', POPPINS, false));
      expect(runs[3]!.ids).toEqual(hbIds('شرما ', NASKH, true));
    });

    it('a Latin name with an Urdu run in it: the Urdu reads from the right, the rest from the left', () => {
      const runs = drawn('Villa شرما ہاؤس Pune');
      // The space after the Urdu keeps the Urdu font but reads left to right (level 0): a run of its own.
      expect(runs.map((r) => r.text)).toEqual(['Villa ', 'شرما ہاؤس', ' ', 'Pune']);
      expect(runs[0]!.ids).toEqual(hbIds('Villa ', POPPINS, false));
      expect(runs[1]!.ids).toEqual(hbIds('شرما ہاؤس', NASKH, true));
      // Digits after an Urdu word in a Latin line are Arabic numbers (rule W2): left of the Urdu.
      expect(drawn('Villa شرما 42').map((r) => r.text)).toEqual(['Villa ', '42', 'شرما ']);
    });

    it('an emoji before an Urdu name has no direction: the line still reads from the right', () => {
      // bidi-js alone classes each half of the emoji's UTF-16 pair as a left-to-right letter.
      expect(drawn('🌸 شرما').map((r) => r.text)).toEqual(['شرما', '🌸 ']);
    });
  });
});
