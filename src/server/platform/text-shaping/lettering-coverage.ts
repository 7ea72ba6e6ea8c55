import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { FONT_ROLES } from '../../../contracts/lettering-layout';
import { letteringChain } from './lettering-fonts';
import { openFont } from './shape-text';

/**
 * Control characters and noncharacters are never lettering, whatever a font's cmap says (a
 * format 4 cmap ends with a segment at U+FFFF that maps to .notdef).
 */
const isControl = (cp: number) =>
  cp < 0x20 || (cp >= 0x7f && cp < 0xa0) || (cp >= 0xfdd0 && cp <= 0xfdef) || (cp & 0xfffe) === 0xfffe;

/**
 * The code points every role can draw with some font of its chain: the shopper may switch the
 * lettering after typing, so a name is accepted only if each of its characters draws in all of
 * them. Worked out from the fonts' own cmaps, as [first, last] ranges.
 */
export function drawableRanges(): [number, number][] {
  const perRole = FONT_ROLES.map((role) => {
    const drawn = new Set<number>();
    for (const file of letteringChain(role))
      for (const cp of openFont(file).characterSet) if (!isControl(cp)) drawn.add(cp);
    return drawn;
  });
  const sorted = [...(perRole[0] ?? [])].filter((cp) => perRole.every((drawn) => drawn.has(cp))).sort((a, b) => a - b);
  const ranges: [number, number][] = [];
  for (const cp of sorted) {
    const last = ranges.at(-1);
    if (last && last[1] === cp - 1) last[1] = cp;
    else ranges.push([cp, cp]);
  }
  return ranges;
}

const hex = (cp: number) => `0x${cp.toString(16).toUpperCase().padStart(4, '0')}`;

/** The contract's data module, written from the fonts (run this file after changing a font). */
export function coverageModule(): string {
  const ranges = drawableRanges();
  const lines = ranges.map(([a, b]) => `  [${hex(a)}, ${hex(b)}],`);
  return [
    '// Written by `node --import tsx src/server/platform/text-shaping/lettering-coverage.ts` from the lettering',
    "// fonts' cmaps; lettering-coverage.test.ts fails when the fonts and this list disagree.",
    '/** The code points every lettering role draws, as [first, last] ranges in ascending order. */',
    'export const DRAWABLE_RANGES: readonly (readonly [number, number])[] = [',
    ...lines,
    '];',
    '',
  ].join('\n');
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const target = fileURLToPath(new URL('../../../contracts/lettering-coverage-data.ts', import.meta.url));
  writeFileSync(target, coverageModule());
  console.log(`wrote ${target}`);
}
