import { readFileSync } from 'node:fs';
import * as fontkit from 'fontkit';
import * as hb from 'harfbuzzjs';

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

const RTL = /[\p{Script=Arabic}\p{Script=Hebrew}\p{Script=Syriac}\p{Script=Thaana}\p{Script=Nko}]/u;
const STRONG = /[\p{L}]/u;

/** Whether a run reads right to left: its first letter is of a right-to-left script. */
function isRtl(text: string): boolean {
  for (const ch of text) if (STRONG.test(ch)) return RTL.test(ch);
  return false;
}

/**
 * Runs in the order they are seen, left to right: a line whose first letter is right-to-left
 * (an Urdu name) reads from the right, so its runs go in reverse, except that a stretch of
 * left-to-right runs inside it (a Latin word) keeps its own order; in a left-to-right line a
 * stretch of right-to-left runs is reversed likewise. Enough for a name (no nested embeddings).
 */
function visualOrder<T extends { text: string }>(runs: T[]): T[] {
  if (runs.length < 2) return runs;
  const lineRtl = isRtl(runs.map((r) => r.text).join(''));
  const groups: T[][] = [];
  for (const run of runs) {
    const rtl = isRtl(run.text) || (!STRONG.test(run.text) && lineRtl);
    const last = groups.at(-1);
    const lastRtl = last ? isRtl(last[0]!.text) || (!STRONG.test(last[0]!.text) && lineRtl) : null;
    if (last && lastRtl === rtl) last.push(run);
    else groups.push([run]);
  }
  const ordered = groups.map((g) => (isRtl(g[0]!.text) || (!STRONG.test(g[0]!.text) && lineRtl) ? g.reverse() : g));
  return (lineRtl ? ordered.reverse() : ordered).flat();
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
export function shapeRun(text: string, fontFile: string): ShapedGlyph[] {
  const font = openHbFont(fontFile);
  const em = openFont(fontFile).unitsPerEm;
  const buffer = new hb.Buffer();
  {
    buffer.addText(text);
    buffer.guessSegmentProperties();
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
  return visualOrder(fontRuns(text, files)).map(({ fontFile, text: runText }) => {
    const glyphs = shapeRun(runText, fontFile);
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
