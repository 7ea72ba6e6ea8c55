import { readFileSync } from 'node:fs';
import * as fontkit from 'fontkit';
import bidiFactory from 'bidi-js';
import * as hb from 'harfbuzzjs';

/** One glyph of a shaped run, in visual order; lengths in em (font units / units per em). */
export interface ShapedGlyph {
  id: number;
  /** The characters the glyph draws: several for a conjunct (क्ष) or a ligature. */
  codePoints: number[];
  advance: number;
  xOffset: number;
  yOffset: number;
  /** UTF-16 offset of the glyph's cluster (its first character): in the run from shapeRun, in the line from shapeText. */
  cluster: number;
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

/** A font opened by HarfBuzz, once per file: the engine every server drawing of text shapes with. */
const hbFonts = new Map<string, hb.Font>();

export function openHbFont(file: string): hb.Font {
  let font = hbFonts.get(file);
  if (!font) {
    font = new hb.Font(new hb.Face(new hb.Blob(readFileSync(file))));
    hbFonts.set(file, font);
  }
  return font;
}

const bidi = bidiFactory();

/** A character of the same bidi class in the Basic Multilingual Plane, for the classes emoji and symbols have. */
const BMP_OF_CLASS: Partial<Record<string, string>> = {
  L: 'a',
  R: '\u05d0',
  AL: '\u0627',
  EN: '0',
  ON: '!',
  NSM: '\u0300',
  BN: '\u200b',
  WS: ' ',
};

/**
 * The text as bidi-js reads it: bidi-js classifies each UTF-16 unit, so both halves of an emoji
 * (ON, neutral) would count as strong left-to-right letters and turn "🌸 شرما" into a
 * left-to-right line. Each half of a pair is given a character of the pair's own class instead;
 * offsets stay the same.
 */
function forBidi(text: string): string {
  let out = '';
  for (const ch of text) {
    if (ch.length === 1) out += ch;
    else out += (BMP_OF_CLASS[bidi.getBidiCharTypeName(ch)] ?? 'a').repeat(ch.length);
  }
  return out;
}

/** A run of one font, one script and one bidi embedding level, at its place in the text. */
interface LevelRun {
  fontFile: string;
  text: string;
  /** The run's UBA embedding level: odd reads right to left. */
  level: number;
  /** UTF-16 offset of the run in the line. */
  start: number;
}

/**
 * The line's runs of one font and one embedding level, in visual order (left to right), by the
 * Unicode Bidirectional Algorithm (bidi-js, UAX #9) with the paragraph direction taken from the
 * first strong letter (rules P2-P3), as Pango orders the preview's line: an Urdu name with a Latin
 * word or digits in it ("شرما ہاؤس 42"), or a Latin name with an Urdu word, nested either way.
 */
export function bidiRuns(text: string, files: readonly string[]): LevelRun[] {
  const units = forBidi(text);
  const embedding = bidi.getEmbeddingLevels(units, 'auto');
  const { levels } = embedding;
  const runs: LevelRun[] = [];
  let offset = 0;
  for (const run of fontRuns(text, files)) {
    const end = offset + run.text.length;
    let from = offset;
    for (let i = offset + 1; i <= end; i++) {
      if (i === end || levels[i] !== levels[from]) {
        runs.push({ fontFile: run.fontFile, text: text.slice(from, i), level: levels[from] ?? 0, start: from });
        from = i;
      }
    }
    offset = end;
  }
  if (text.length === 0) return runs;
  // Rule L2 (bidi-js): the character order on screen; a run's characters stay together, so its
  // place is that of its first character seen.
  const visual = bidi.getReorderedIndices(units, embedding, 0, text.length - 1);
  const seenAt = new Array<number>(text.length);
  visual.forEach((index, at) => (seenAt[index] = at));
  const placeOf = (run: LevelRun) => {
    let first = Infinity;
    for (let i = run.start; i < run.start + run.text.length; i++) first = Math.min(first, seenAt[i] ?? Infinity);
    return first;
  };
  return runs
    .map((run) => ({ run, at: placeOf(run) }))
    .sort((a, b) => a.at - b.at)
    .map(({ run }) => run);
}

/** UTF-16 offset of each code point start -> the code points up to the next cluster start. */
function clusterCodePoints(text: string, clusters: number[]): Map<number, number[]> {
  const starts = [...new Set(clusters)].sort((a, b) => a - b);
  const out = new Map<number, number[]>();
  starts.forEach((start, i) => {
    const end = starts[i + 1] ?? text.length;
    out.set(
      start,
      [...text.slice(start, end)].map((ch) => ch.codePointAt(0) ?? 0),
    );
  });
  return out;
}

/**
 * Shapes one run with HarfBuzz (the WASM build of the engine browsers and Pango use; fontkit
 * measured wrong on Malayalam and Odia, see docs/lettering-scripts.md). Glyphs come in visual
 * order; a cluster's characters go with its first glyph so a PDF can map the glyphs back to text.
 */
export function shapeRun(text: string, fontFile: string, rtl?: boolean): ShapedGlyph[] {
  const font = openHbFont(fontFile);
  const em = openFont(fontFile).unitsPerEm;
  const buffer = new hb.Buffer();
  {
    buffer.addText(text);
    buffer.guessSegmentProperties();
    // The bidi level decides the direction: "42" inside an Urdu name is a left-to-right run.
    if (rtl !== undefined) buffer.setDirection(rtl ? hb.Direction.RTL : hb.Direction.LTR);
    hb.shape(font, buffer);
    const infos = buffer.getGlyphInfos();
    const positions = buffer.getGlyphPositions();
    const chars = clusterCodePoints(
      text,
      infos.map((g) => g.cluster),
    );
    const given = new Set<number>();
    return infos.map((info, i) => {
      const pos = positions[i];
      const first = !given.has(info.cluster);
      given.add(info.cluster);
      return {
        id: info.codepoint,
        codePoints: first ? (chars.get(info.cluster) ?? []) : [],
        advance: (pos?.xAdvance ?? 0) / em,
        xOffset: (pos?.xOffset ?? 0) / em,
        yOffset: (pos?.yOffset ?? 0) / em,
        cluster: info.cluster,
      };
    });
  }
}

/**
 * Shapes a line with HarfBuzz (the engine the previews, production files and invoice share):
 * kerning, ligatures, Indic conjuncts, reph and matra placement, Arabic joining, emoji
 * sequences, with per-run font fallback. Runs come in visual order, left to right.
 */
export function shapeText(text: string, files: readonly string[]): ShapedRun[] {
  return bidiRuns(text, files).map(({ fontFile, text: runText, level, start }) => {
    const glyphs = shapeRun(runText, fontFile, level % 2 === 1).map((g) => ({ ...g, cluster: start + g.cluster }));
    return {
      fontFile,
      font: openFont(fontFile),
      text: runText,
      glyphs,
      width: glyphs.reduce((sum, g) => sum + g.advance, 0),
    };
  });
}

/** The width of a line in em, as shapeText lays it out. */
export function textWidth(text: string, files: readonly string[]): number {
  return shapeText(text, files).reduce((sum, run) => sum + run.width, 0);
}
