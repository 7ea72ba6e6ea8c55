import type * as fontkit from 'fontkit';
import sharp from 'sharp';
import { letteringChain } from '../platform/text-shaping/lettering-fonts';
import { shapeText, type ShapedGlyph } from '../platform/text-shaping/shape-text';
import type { FontRole } from './prompt';
import { blank, crop, inkBounds, toRaster, type Raster, type Rect } from './raster';

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
 * joined forms, an Indic conjunct as one shape, indexed by the letter's place in the word. A
 * cluster HarfBuzz shapes across several letters (ರ್ಮಾ) goes to the first of them; a letter left
 * with no glyph of its own has no outline. The preview's letters (renderLetters) are these.
 */
export function outlineLetters(text: string, role: FontRole, tracking: number): Outline[] {
  const starts: number[] = [];
  for (const { index } of new Intl.Segmenter(undefined, { granularity: 'grapheme' }).segment(text)) starts.push(index);
  const letterAt = (offset: number) => {
    let i = 0;
    while (i + 1 < starts.length && (starts[i + 1] ?? Infinity) <= offset) i++;
    return i;
  };
  const groupOf = (glyph: ShapedGlyph) => letterAt(glyph.cluster);
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

/**
 * The map that stretches an outline's ink to fill `target` exactly, as the preview stretches the
 * line's drawing into the whole-pixel box the fit gave it (fitLines): the box's width and height
 * are each rounded down, so its shape can differ from the ink's by a pixel either way, and an
 * outline fitted whole (fitInto) would come out up to 3% narrower than the name the shopper saw.
 */
export function fillInto(outline: Outline, target: Rect): Matrix {
  const { bounds } = outline;
  const kx = target.width / Math.max(bounds.width, 1e-6);
  const ky = target.height / Math.max(bounds.height, 1e-6);
  return [kx, 0, 0, ky, target.x - bounds.x * kx, target.y - bounds.y * ky];
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

/** An outline drawn to pixels: its ink, and where the ink's top-left corner is, in pixels of the outline's own origin. */
export interface OutlineRaster {
  mask: Raster;
  x: number;
  y: number;
}

/**
 * The outline's ink at `pxPerEm` pixels to the em, as a tight one-channel mask (librsvg's
 * antialiasing). The preview draws its lettering from these very outlines, so the proof the
 * shopper approves and the file the maker cuts are one drawing at two sizes (issue 45): no
 * second shaper, no hinting, no fontconfig lookup that a fresh process could get wrong.
 */
export async function rasterOutline(outline: Outline, pxPerEm: number): Promise<OutlineRaster> {
  const { bounds } = outline;
  if (!outline.commands.length || bounds.width <= 0 || bounds.height <= 0) return { mask: blank(1, 1, 1), x: 0, y: 0 };
  const x0 = Math.floor(bounds.x * pxPerEm) - 1;
  const y0 = Math.floor(bounds.y * pxPerEm) - 1;
  const width = Math.ceil((bounds.x + bounds.width) * pxPerEm) + 1 - x0;
  const height = Math.ceil((bounds.y + bounds.height) * pxPerEm) + 1 - y0;
  const d = pathData(outline, [pxPerEm, 0, 0, pxPerEm, -x0, -y0]);
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><path d="${d}" fill="#fff"/></svg>`;
  const mask = await toRaster(sharp(Buffer.from(svg), { limitInputPixels: false }).ensureAlpha().extractChannel(3));
  const ink = inkBounds(mask);
  if (!ink) return { mask: blank(1, 1, 1), x: 0, y: 0 };
  return { mask: crop(mask, ink), x: x0 + ink.x, y: y0 + ink.y };
}

/**
 * The outline's ink stretched to fill a `width` x `height` mask exactly (fillInto), drawn at that
 * size: the preview's line in its fitted box, drawn from the vector rather than shrunk from a
 * larger drawing, so its strokes land on the pixels the file's own strokes cover.
 */
export async function rasterFilled(outline: Outline, width: number, height: number): Promise<Raster> {
  if (!outline.commands.length || outline.bounds.width <= 0 || outline.bounds.height <= 0)
    return blank(width, height, 1);
  const d = pathData(outline, fillInto(outline, { x: 0, y: 0, width, height }));
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><path d="${d}" fill="#fff"/></svg>`;
  return toRaster(sharp(Buffer.from(svg), { limitInputPixels: false }).ensureAlpha().extractChannel(3));
}
