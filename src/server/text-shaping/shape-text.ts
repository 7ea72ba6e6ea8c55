import * as fontkit from 'fontkit';

/** One glyph of a shaped run, in visual order; lengths in em (font units / units per em). */
export interface ShapedGlyph {
  id: number;
  /** The characters the glyph draws: several for a conjunct (क्ष) or a ligature. */
  codePoints: number[];
  advance: number;
  xOffset: number;
  yOffset: number;
}

/** A stretch of a line in one font and one script, shaped as a whole. */
export interface ShapedRun {
  fontFile: string;
  font: fontkit.Font;
  text: string;
  glyphs: ShapedGlyph[];
  /** The run's advance, in em. */
  width: number;
}

const opened = new Map<string, fontkit.Font>();

export function openFont(file: string): fontkit.Font {
  let font = opened.get(file);
  if (!font) {
    const loaded = fontkit.openSync(file);
    if (!('layout' in loaded)) throw new Error(`${file} is a font collection, not one font`);
    font = loaded;
    opened.set(file, font);
  }
  return font;
}

// Joiners and variation selectors shape with their neighbours and draw nothing of their own.
const isInvisible = (cp: number) =>
  cp === 0x200c || cp === 0x200d || (cp >= 0xfe00 && cp <= 0xfe0f) || (cp >= 0xe0100 && cp <= 0xe01ef);
const NEUTRAL = /^[\p{Script=Common}\p{Script=Inherited}]+$/u;
// fontkit picks one shaper per call from the first script it meets, so "Priya शर्मा" shaped in one
// call would leave the Devanagari unshaped: every script gets its own run.
const SCRIPTS = [
  'Latin',
  'Devanagari',
  'Bengali',
  'Gurmukhi',
  'Gujarati',
  'Oriya',
  'Tamil',
  'Telugu',
  'Kannada',
  'Malayalam',
  'Arabic',
].map((name) => ({ name, pattern: new RegExp(`\\p{Script=${name}}`, 'u') }));
const graphemes = new Intl.Segmenter('en', { granularity: 'grapheme' });

function scriptOf(cluster: string): string | null {
  if (NEUTRAL.test(cluster)) return null;
  return SCRIPTS.find((s) => s.pattern.test(cluster))?.name ?? 'other';
}

function draws(font: fontkit.Font, cluster: string): boolean {
  return [...cluster].every((ch) => {
    const cp = ch.codePointAt(0) ?? 0;
    return isInvisible(cp) || font.hasGlyphForCodePoint(cp);
  });
}

/**
 * Splits a line into runs of one font and one script. Each user-perceived character (a grapheme
 * cluster, so a conjunct or an emoji sequence is never split) takes the first font of `files` that
 * draws all of it; spaces and punctuation stay in the run they are in when its font has them. A
 * character no font has stays with the first font, whose .notdef box at least shows a gap.
 */
export function fontRuns(text: string, files: readonly string[]): { fontFile: string; text: string }[] {
  const runs: { fontFile: string; script: string | null; text: string }[] = [];
  for (const { segment } of graphemes.segment(text)) {
    const last = runs.at(-1);
    const script = scriptOf(segment);
    if (last && (script === null || script === last.script) && draws(openFont(last.fontFile), segment)) {
      last.text += segment;
      last.script ??= script;
      continue;
    }
    const fontFile = files.find((file) => draws(openFont(file), segment)) ?? files[0];
    if (!fontFile) throw new Error('fontRuns needs at least one font');
    if (last && last.fontFile === fontFile && (script === null || last.script === null || script === last.script)) {
      last.text += segment;
      last.script ??= script;
    } else runs.push({ fontFile, script, text: segment });
  }
  return runs.map(({ fontFile, text: t }) => ({ fontFile, text: t }));
}

/**
 * Shapes a line with fontkit (the engine the production files use): kerning, ligatures,
 * Devanagari conjuncts, reph and matra placement, emoji sequences, with per-run font fallback.
 */
export function shapeText(text: string, files: readonly string[]): ShapedRun[] {
  return fontRuns(text, files).map(({ fontFile, text: runText }) => {
    const font = openFont(fontFile);
    const em = font.unitsPerEm;
    const layout = font.layout(runText);
    const glyphs = layout.glyphs.map((glyph, i) => {
      const pos = layout.positions[i];
      return {
        id: glyph.id,
        codePoints: [...glyph.codePoints],
        advance: (pos?.xAdvance ?? 0) / em,
        xOffset: (pos?.xOffset ?? 0) / em,
        yOffset: (pos?.yOffset ?? 0) / em,
      };
    });
    return { fontFile, font, text: runText, glyphs, width: glyphs.reduce((sum, g) => sum + g.advance, 0) };
  });
}

/** The width of a line in em, as shapeText lays it out. */
export function textWidth(text: string, files: readonly string[]): number {
  return shapeText(text, files).reduce((sum, run) => sum + run.width, 0);
}
