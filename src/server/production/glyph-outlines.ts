import type * as fontkit from 'fontkit';
import { letteringChain } from '../platform/text-shaping/lettering-fonts';
import { shapeText, type ShapedGlyph } from '../platform/text-shaping/shape-text';
import type { FontRole } from '../pieces/prompt';
import type { Rect } from '../pieces/raster';

/** One path command with absolute points, y growing downwards as in SVG. */
export interface PathCommand {
  op: 'M' | 'L' | 'Q' | 'C' | 'Z';
  points: number[];
}

/** Text as glyph outlines in em units, with the extent of its ink. */
export interface Outline {
  commands: PathCommand[];
  bounds: Rect;
}

const OPS: Record<fontkit.PathCommand['command'], PathCommand['op']> = {
  moveTo: 'M',
  lineTo: 'L',
  quadraticCurveTo: 'Q',
  bezierCurveTo: 'C',
  closePath: 'Z',
};

/**
 * Shapes a line with HarfBuzz, each run of one script in the font the role's lettering chain
 * gives it (the preview's Pango draws the same runs in the same files), and returns its glyphs
 * as outlines, so a file needs no fonts to be cut or printed. `tracking` is extra space per
 * letter, in em, put between clusters (never between a letter and its marks) and not in Urdu,
 * whose letters join, as in the preview.
 */
export function outlineText(text: string, role: FontRole, tracking = 0): Outline {
  return outlinesOf(text, role, tracking, () => 0, 1)[0]!;
}

/**
 * Each letter (grapheme) of a word as it is drawn inside the shaped word: Urdu letters in their
 * joined forms, an Indic conjunct as one shape, as the preview's word rendering draws them
 * (renderLetters), indexed by the letter's place in the word. A cluster HarfBuzz shapes across
 * several letters (ರ್ಮಾ) goes to the one of them the preview gave its ink to (`inked`).
 */
export function outlineLetters(
  text: string,
  role: FontRole,
  tracking: number,
  inked: (index: number) => boolean,
): Outline[] {
  const starts: number[] = [];
  for (const { index } of new Intl.Segmenter(undefined, { granularity: 'grapheme' }).segment(text)) starts.push(index);
  const letterAt = (offset: number) => {
    let i = 0;
    while (i + 1 < starts.length && (starts[i + 1] ?? Infinity) <= offset) i++;
    return i;
  };
  const lengths = new Map<number, number>();
  const groupOf = (glyph: ShapedGlyph) => {
    if (glyph.codePoints.length > 0) lengths.set(glyph.cluster, String.fromCodePoint(...glyph.codePoints).length);
    const first = letterAt(glyph.cluster);
    const last = letterAt(glyph.cluster + Math.max(1, lengths.get(glyph.cluster) ?? 1) - 1);
    for (let i = last; i > first; i--) if (inked(i)) return i;
    return first;
  };
  return outlinesOf(text, role, tracking, groupOf, starts.length);
}

function outlinesOf(
  text: string,
  role: FontRole,
  tracking: number,
  groupOf: (glyph: ShapedGlyph) => number,
  groups: number,
): Outline[] {
  const all = Array.from({ length: groups }, () => ({
    commands: [] as PathCommand[],
    x0: Infinity,
    y0: Infinity,
    x1: -Infinity,
    y1: -Infinity,
  }));
  let penX = 0;
  let started = false;
  for (const run of shapeText(text, letteringChain(role))) {
    const font = run.font;
    const em = font.unitsPerEm;
    const spaced = ARABIC.test(run.text) ? 0 : tracking;
    for (const glyph of run.glyphs) {
      // Pango adds letter spacing after every cluster; so does this, before the next one.
      if (started && glyph.codePoints.length > 0) penX += spaced;
      started = true;
      const drawn = font.getGlyph(glyph.id);
      const gx = penX + glyph.xOffset;
      const gy = glyph.yOffset;
      const out = all[groupOf(glyph)];
      penX += glyph.advance;
      if (!out) continue;
      const { commands } = out;
      for (const c of drawn.path.commands) {
        const points: number[] = [];
        for (let k = 0; k + 1 < c.args.length; k += 2) {
          points.push(gx + (c.args[k] ?? 0) / em, -(gy + (c.args[k + 1] ?? 0) / em));
        }
        commands.push({ op: OPS[c.command], points });
      }
      // The exact ink box (curves evaluated), not the control points', as the preview measured ink.
      if (drawn.path.commands.length > 0) {
        const box = drawn.bbox;
        out.x0 = Math.min(out.x0, gx + box.minX / em);
        out.x1 = Math.max(out.x1, gx + box.maxX / em);
        out.y0 = Math.min(out.y0, -(gy + box.maxY / em));
        out.y1 = Math.max(out.y1, -(gy + box.minY / em));
      }
    }
  }
  return all.map(({ commands, x0, y0, x1, y1 }) =>
    Number.isFinite(x0)
      ? { commands, bounds: { x: x0, y: y0, width: x1 - x0, height: y1 - y0 } }
      : { commands: [], bounds: { x: 0, y: 0, width: 0, height: 0 } },
  );
}

const ARABIC = /\p{Script=Arabic}/u;

/** A 2D affine map [a, b, c, d, e, f]: (x, y) -> (a x + c y + e, b x + d y + f), as in SVG. */
export type Matrix = [number, number, number, number, number, number];

/**
 * The map that sets an outline's ink centred in `target` at the largest size that fits, then
 * turns it by `angle` degrees about the target's centre. The preview measured the same line's
 * ink there, so the outline lands where the shopper saw the letters.
 */
export function fitInto(outline: Outline, target: Rect, angle = 0): Matrix {
  const { bounds } = outline;
  const k = Math.min(target.width / Math.max(bounds.width, 1e-6), target.height / Math.max(bounds.height, 1e-6));
  const cx = target.x + target.width / 2;
  const cy = target.y + target.height / 2;
  const bx = bounds.x + bounds.width / 2;
  const by = bounds.y + bounds.height / 2;
  const rad = (angle * Math.PI) / 180;
  const cos = Math.cos(rad) * k;
  const sin = Math.sin(rad) * k;
  // Translate the ink's centre to the origin, scale and turn, then move to the target's centre.
  return [cos, sin, -sin, cos, cx - (cos * bx - sin * by), cy - (sin * bx + cos * by)];
}

const num = (v: number) => String(Math.round(v * 1000) / 1000);

/** SVG path data for an outline under a map, to 0.001 units. */
export function pathData(outline: Outline, m: Matrix): string {
  return outline.commands
    .map(({ op, points }) => {
      const mapped: string[] = [];
      for (let k = 0; k + 1 < points.length; k += 2) {
        const x = points[k] ?? 0;
        const y = points[k + 1] ?? 0;
        mapped.push(`${num(m[0] * x + m[2] * y + m[4])} ${num(m[1] * x + m[3] * y + m[5])}`);
      }
      return mapped.length ? `${op}${mapped.join(' ')}` : op;
    })
    .join('');
}
