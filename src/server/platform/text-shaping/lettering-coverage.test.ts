import { describe, expect, it } from 'vitest';
import { FONT_ROLES } from '../../../contracts/lettering-layout';
import { DRAWABLE_RANGES } from '../../../contracts/lettering-coverage-data';
import { undrawableCharacter } from '../../../contracts/lettering-coverage';
import { drawableRanges } from './lettering-coverage';
import { letteringChain } from './lettering-fonts';
import { openFont, shapeText } from './shape-text';

// Spaces, joiners and variation selectors shape with their neighbours and need no glyph of their own.
const INVISIBLE = /^(?:\s|\u200c|\u200d|[\ufe00-\ufe0f])$/u;

describe('the coverage rule and the fonts it stands for', () => {
  it('lists exactly what every role’s fonts draw (re-run lettering-coverage.ts after changing a font)', () => {
    expect(DRAWABLE_RANGES.map(([a, b]) => [a, b])).toEqual(drawableRanges());
  });

  it.each(FONT_ROLES)('draws every accepted character in the %s role without a box', (role) => {
    const sample = DRAWABLE_RANGES.flatMap(([a, b]) => [a, Math.floor((a + b) / 2), b]);
    // Each character on its own between spaces, as a mark cannot start a name's letter.
    const text = sample.map((cp) => String.fromCodePoint(cp)).join(' ');
    expect(undrawableCharacter(text)).toBeNull();
    const boxed: string[] = [];
    for (const run of shapeText(text, letteringChain(role))) {
      const font = openFont(run.fontFile);
      for (const ch of run.text)
        if (!INVISIBLE.test(ch) && !font.hasGlyphForCodePoint(ch.codePointAt(0)!)) boxed.push(ch);
    }
    expect(boxed.map((ch) => ch.codePointAt(0)!.toString(16))).toEqual([]);
  });
});
