import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { fontRuns, openFont, shapeText } from './shape-text';

const require = createRequire(import.meta.url);
const POPPINS = require.resolve('@expo-google-fonts/poppins/400Regular/Poppins_400Regular.ttf');
const EMOJI = require.resolve('@expo-google-fonts/noto-emoji/400Regular/NotoEmoji_400Regular.ttf');
const CHAIN = [POPPINS, EMOJI];

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
});
