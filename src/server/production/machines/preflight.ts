import { execFile } from 'node:child_process';
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import DxfParser from 'dxf-parser';
import { XMLParser } from 'fast-xml-parser';
import sharp from 'sharp';
import type { Preflight } from '../../../contracts/machines';
import type { PieceSize } from '../../catalog/piece-size';
import { MM_PER_INCH } from '../../catalog/piece-size';
import { withScratchDir } from '../../platform/scratch/scratch-dir';

const run = promisify(execFile);
/** Sizes must match the piece this closely (mm). */
export const SIZE_TOLERANCE_MM = 0.1;
export const MAX_CUT_STROKE_MM = 0.1;

const result = (checkedWith: string, problems: string[]): Preflight => ({
  ok: problems.length === 0,
  problems,
  checkedWith,
});
const mm = (v: number) => `${Math.round(v * 100) / 100} mm`;

type XmlNode = Record<string, unknown>;
const FORBIDDEN = [
  'text',
  'tspan',
  'textPath',
  'clipPath',
  'mask',
  'image',
  'use',
  'foreignObject',
  'style',
  'pattern',
];

/**
 * A laser SVG read back with an XML parser: real size in mm, no text, clipping, masks or
 * images, only the profile's colours, cut and score strokes no wider than 0.1 mm, and every cut
 * and engrave path closed.
 */
export function preflightSvg(
  svg: string,
  size: PieceSize,
  colours: { cut: string; score: string; engrave: string },
): Preflight {
  const problems: string[] = [];
  let doc: XmlNode;
  try {
    doc = new XMLParser({ ignoreAttributes: false, attributeNamePrefix: '', preserveOrder: true }).parse(
      svg,
      true,
    ) as XmlNode;
  } catch (e) {
    return result('XML parser', [`Not well-formed XML: ${(e as Error).message}`]);
  }
  const allowed = new Set(Object.values(colours).map((c) => c.toLowerCase()));
  let root: { attrs: Record<string, string> } | null = null;
  const visit = (nodes: unknown) => {
    if (!Array.isArray(nodes)) return;
    for (const node of nodes as XmlNode[]) {
      const tag = Object.keys(node).find((k) => k !== ':@');
      if (!tag) continue;
      const attrs = (node[':@'] ?? {}) as Record<string, string>;
      const local = tag.replace(/^.*:/, '');
      if (local === 'svg' && !root) root = { attrs };
      if (FORBIDDEN.includes(local)) problems.push(`Has a <${local}> element, which the laser software cannot use`);
      if (attrs['clip-path'] || attrs.mask || attrs.style || attrs.filter)
        problems.push(`A <${local}> has a clip-path, mask, filter or style attribute`);
      if (['path', 'rect', 'circle', 'ellipse', 'polygon', 'polyline', 'line'].includes(local))
        checkShape(local, attrs);
      visit(node[tag]);
    }
  };
  const checkShape = (tag: string, a: Record<string, string>) => {
    const fill = (a.fill ?? 'black').toLowerCase();
    const stroke = (a.stroke ?? 'none').toLowerCase();
    if (fill !== 'none' && !allowed.has(fill)) problems.push(`A ${tag} is filled in ${fill}, not a layer colour`);
    if (stroke !== 'none' && !allowed.has(stroke))
      problems.push(`A ${tag} is stroked in ${stroke}, not a layer colour`);
    if (stroke !== 'none' && Number(a['stroke-width'] ?? 1) > MAX_CUT_STROKE_MM)
      problems.push(`A ${stroke} line is ${a['stroke-width'] ?? 1} mm wide, more than ${MAX_CUT_STROKE_MM} mm`);
    const mustClose = stroke === colours.cut.toLowerCase() || fill !== 'none';
    if (tag === 'path' && mustClose && !subpathsClosed(a.d ?? ''))
      problems.push(`A ${stroke === 'none' ? 'filled' : stroke} path is not closed`);
    if ((tag === 'polyline' || tag === 'line') && mustClose) problems.push(`A ${tag} cannot be closed`);
  };
  visit(doc);
  const r = root as { attrs: Record<string, string> } | null;
  if (!r) return result('XML parser', ['No <svg> root']);
  for (const [attr, want] of [
    ['width', size.widthMm],
    ['height', size.heightMm],
  ] as const) {
    const v = r.attrs[attr] ?? '';
    const m = /^([\d.]+)mm$/.exec(v);
    if (!m) problems.push(`The ${attr} "${v}" is not in mm`);
    else if (Math.abs(Number(m[1]) - want) > SIZE_TOLERANCE_MM)
      problems.push(`The ${attr} is ${m[1]} mm, the piece is ${mm(want)}`);
  }
  const vb = (r.attrs.viewBox ?? '').split(/[\s,]+/).map(Number);
  if (
    vb.length !== 4 ||
    Math.abs(vb[2]! - size.widthMm) > SIZE_TOLERANCE_MM ||
    Math.abs(vb[3]! - size.heightMm) > SIZE_TOLERANCE_MM
  )
    problems.push('The viewBox is not the piece in millimetres');
  return result('XML parser (fast-xml-parser)', [...new Set(problems)]);
}

/** Every subpath of path data ends in Z. */
function subpathsClosed(d: string): boolean {
  const parts = d.split(/(?=[Mm])/).filter((p) => p.trim());
  return parts.length > 0 && parts.every((p) => /[Zz]\s*$/.test(p));
}

/**
 * A DXF read back with dxf-parser: millimetre units ($INSUNITS 4), CUT and ENGRAVE layers in
 * their colours, only polylines, the cut and engrave ones closed, and the cut outline's extent
 * the piece's size within 0.1 mm.
 */
export function preflightDxf(text: string, size: PieceSize, expectCut: boolean): Preflight {
  const problems: string[] = [];
  let dxf: ReturnType<DxfParser['parseSync']>;
  try {
    dxf = new DxfParser().parseSync(text);
  } catch (e) {
    return result('dxf-parser', [`dxf-parser cannot read it: ${(e as Error).message}`]);
  }
  if (!dxf) return result('dxf-parser', ['Empty DXF']);
  const units = (dxf.header as Record<string, unknown>).$INSUNITS;
  if (units !== 4) problems.push(`$INSUNITS is ${typeof units === 'number' ? units : 'missing'}, not 4 (millimetres)`);
  const layers =
    (dxf.tables as { layer?: { layers?: Record<string, { color?: number; colorIndex?: number }> } }).layer?.layers ??
    {};
  for (const [name, colour] of [
    ['CUT', 1],
    ['ENGRAVE', 5],
  ] as const) {
    const layer = layers[name];
    if (!layer) problems.push(`No ${name} layer`);
    else if (layer.colorIndex !== colour)
      problems.push(`The ${name} layer is colour ${layer.colorIndex}, not ${colour}`);
  }
  let [minX, minY, maxX, maxY] = [Infinity, Infinity, -Infinity, -Infinity];
  let cuts = 0;
  let drawn = 0;
  for (const e of dxf.entities as {
    type: string;
    layer: string;
    shape?: boolean;
    vertices?: { x: number; y: number }[];
  }[]) {
    if (e.type !== 'LWPOLYLINE' && e.type !== 'POLYLINE') {
      problems.push(`A ${e.type} entity: only polylines are written`);
      continue;
    }
    if (!(e.layer in layers)) problems.push(`A polyline on an undeclared layer ${e.layer}`);
    if ((e.layer === 'CUT' || e.layer === 'ENGRAVE') && !e.shape) problems.push(`An open polyline on ${e.layer}`);
    drawn++;
    for (const v of e.vertices ?? []) {
      if (e.layer === 'CUT') {
        minX = Math.min(minX, v.x);
        minY = Math.min(minY, v.y);
        maxX = Math.max(maxX, v.x);
        maxY = Math.max(maxY, v.y);
      }
    }
    if (e.layer === 'CUT') cuts++;
  }
  if (drawn === 0) problems.push('Nothing is drawn');
  if (expectCut) {
    if (cuts === 0) problems.push('No cut outline');
    else {
      const [w, h] = [maxX - minX, maxY - minY];
      if (Math.abs(w - size.widthMm) > SIZE_TOLERANCE_MM || Math.abs(h - size.heightMm) > SIZE_TOLERANCE_MM)
        problems.push(
          `The cut outline is ${mm(w)} x ${mm(h)}, the piece is ${mm(size.widthMm)} x ${mm(size.heightMm)}`,
        );
      if (Math.abs(minX) > SIZE_TOLERANCE_MM || Math.abs(minY) > SIZE_TOLERANCE_MM)
        problems.push('The cut outline does not start at the origin');
    }
  }
  return result('dxf-parser', [...new Set(problems)]);
}

/** The PNG's own pHYs chunk, read from its bytes: pixels per inch, or null without one in metres. */
export function pngDpi(png: Buffer): number | null {
  if (png.subarray(1, 4).toString('latin1') !== 'PNG') return null;
  let at = 8;
  while (at + 8 <= png.length) {
    const length = png.readUInt32BE(at);
    const type = png.subarray(at + 4, at + 8).toString('latin1');
    if (type === 'pHYs') {
      const x = png.readUInt32BE(at + 8);
      const unit = png.readUInt8(at + 16);
      return unit === 1 ? (x * MM_PER_INCH) / 1000 : null;
    }
    if (type === 'IDAT') return null;
    at += 12 + length;
  }
  return null;
}

/**
 * A sublimation PNG checked by its pixels: 300 DPI in pHYs, the size the wrap plus bleed plus
 * margin should be, every inked pixel on the trim edge carried into the bleed, and the
 * registration marks inked outside it.
 */
export async function preflightPng(
  png: Buffer,
  expect: { width: number; height: number; bleedPx: number; marginPx: number; dpi: number },
): Promise<Preflight> {
  const problems: string[] = [];
  const dpi = pngDpi(png);
  if (dpi === null) problems.push('No pHYs chunk: the printer cannot tell its size');
  else if (Math.abs(dpi - expect.dpi) > 0.5) problems.push(`${Math.round(dpi)} DPI, not ${expect.dpi}`);
  let raw: { data: Buffer; info: { width: number; height: number } };
  try {
    raw = await sharp(png).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  } catch (e) {
    return result('PNG reader', [...problems, `Not a readable PNG: ${(e as Error).message}`]);
  }
  const { width, height } = raw.info;
  if (width !== expect.width || height !== expect.height)
    problems.push(`${width} x ${height} px, not ${expect.width} x ${expect.height} px`);
  else {
    const alpha = (x: number, y: number) => raw.data[(y * width + x) * 4 + 3]!;
    const edge = expect.marginPx + expect.bleedPx;
    const [right, bottom] = [width - 1 - edge, height - 1 - edge];
    let unbled = 0;
    for (let x = edge; x <= right; x += 3) {
      if (alpha(x, edge) > 0 && alpha(x, expect.marginPx) === 0) unbled++;
      if (alpha(x, bottom) > 0 && alpha(x, height - 1 - expect.marginPx) === 0) unbled++;
    }
    for (let y = edge; y <= bottom; y += 3) {
      if (alpha(edge, y) > 0 && alpha(expect.marginPx, y) === 0) unbled++;
      if (alpha(right, y) > 0 && alpha(width - 1 - expect.marginPx, y) === 0) unbled++;
    }
    if (unbled > 0) problems.push('The artwork stops at the trim: no bleed');
    const m = expect.marginPx;
    let marks = 0;
    for (const [x0, y0] of [
      [0, 0],
      [width - m, 0],
      [0, height - m],
      [width - m, height - m],
    ] as const) {
      let inked = false;
      for (let y = y0; y < y0 + m && !inked; y++) for (let x = x0; x < x0 + m && !inked; x++) inked = alpha(x, y) > 128;
      if (inked) marks++;
    }
    if (marks < 4) problems.push(`${marks} of 4 registration marks`);
  }
  return result('PNG chunks and pixels (sharp)', problems);
}

/**
 * A print-shop PDF read with poppler, which did not write it: `pdfinfo -box` for the trim and
 * bleed boxes, `pdffonts` for live fonts, `pdfimages -list` for RGB images, and `pdftops` (its
 * PostScript names every colour space the page paints in) for RGB or grey vector colour.
 */
export async function preflightPdf(pdf: Buffer, size: PieceSize, bleedMm: number): Promise<Preflight> {
  const problems: string[] = [];
  return withScratchDir('kaarigar-preflight-', async (dir) => {
    const file = join(dir, 'file.pdf');
    await writeFile(file, pdf);
    let info: string;
    try {
      info = (await run('pdfinfo', ['-box', file])).stdout;
    } catch (e) {
      return result('poppler', [`pdfinfo cannot read it: ${(e as Error).message.split('\n')[0]}`]);
    }
    const boxOf = (name: string) => {
      const m = new RegExp(`^${name}:\\s+([-\\d.]+)\\s+([-\\d.]+)\\s+([-\\d.]+)\\s+([-\\d.]+)`, 'm').exec(info);
      return m ? m.slice(1, 5).map((v) => (Number(v) * MM_PER_INCH) / 72) : null;
    };
    const [media, trim, bleed] = [boxOf('MediaBox'), boxOf('TrimBox'), boxOf('BleedBox')];
    if (!trim || !bleed || !media) problems.push('No page boxes');
    else {
      const [tw, th] = [trim[2]! - trim[0]!, trim[3]! - trim[1]!];
      if (Math.abs(tw - size.widthMm) > SIZE_TOLERANCE_MM || Math.abs(th - size.heightMm) > SIZE_TOLERANCE_MM)
        problems.push(`The TrimBox is ${mm(tw)} x ${mm(th)}, the piece is ${mm(size.widthMm)} x ${mm(size.heightMm)}`);
      const sides = [trim[0]! - bleed[0]!, trim[1]! - bleed[1]!, bleed[2]! - trim[2]!, bleed[3]! - trim[3]!];
      if (Math.min(...sides) < bleedMm - 0.05)
        problems.push(`The bleed is ${mm(Math.min(...sides))}, the print shop wants ${mm(bleedMm)}`);
      if (media[0]! > trim[0]! - bleedMm - 2 || media[2]! < trim[2]! + bleedMm + 2)
        problems.push('No room outside the bleed for crop marks');
    }
    const fonts = (await run('pdffonts', [file])).stdout.split('\n').slice(2).filter(Boolean);
    for (const line of fonts) {
      const cols = line.trim().split(/\s+/);
      // name type [encoding] emb sub uni object ID: emb is the fifth column from the end.
      if (cols[cols.length - 5] !== 'yes') problems.push(`The font ${cols[0]} is not embedded`);
    }
    const images = (await run('pdfimages', ['-list', file])).stdout.split('\n').slice(2).filter(Boolean);
    for (const line of images) {
      const colour = line.trim().split(/\s+/)[5];
      if (colour && colour !== 'cmyk') problems.push(`An image is in ${colour}, not CMYK`);
    }
    const ps = (await run('pdftops', ['-level3', file, '-'], { maxBuffer: 256 * 1024 * 1024 })).stdout
      // Poppler opens every page in its default state, black in DeviceGray, before the page's own content.
      .replaceAll('/DeviceGray {} cs\n[0] sc\n/DeviceGray {} CS\n[0] SC\n', '');
    const spaces = new Set([...ps.matchAll(/\/(Device\w+|ICCBased|CalRGB|Lab) \{\} cs/g)].map((m) => m[1]));
    const notCmyk = [...spaces].filter((s) => s !== 'DeviceCMYK');
    if (notCmyk.length > 0) problems.push(`Colour in ${notCmyk.join(', ')}, not CMYK`);
    if (!spaces.has('DeviceCMYK')) problems.push('Nothing is painted in CMYK');
    const edgeInk = await inkStopsAtTrim(file, dir, media, trim, bleedMm);
    if (edgeInk) problems.push('The artwork stops at the trim: no bleed');
    return result('poppler (pdfinfo, pdffonts, pdfimages, pdftops, pdftoppm)', problems);
  });
}

/** Renders the page with pdftoppm and looks for ink at the trim edge with none just outside it. */
async function inkStopsAtTrim(
  file: string,
  dir: string,
  media: number[] | null,
  trim: number[] | null,
  bleedMm: number,
): Promise<boolean> {
  if (!media || !trim) return false;
  const dpi = 50;
  await run('pdftoppm', ['-r', String(dpi), '-gray', '-singlefile', '-png', file, join(dir, 'page')]);
  const { data, info } = await sharp(join(dir, 'page.png')).greyscale().raw().toBuffer({ resolveWithObject: true });
  const px = (v: number) => Math.round((v * dpi) / MM_PER_INCH);
  const pageH = media[3]! - media[1]!;
  // Trim in image pixels (y down), and points half a bleed inside and outside it.
  const left = px(trim[0]! - media[0]!);
  const right = px(trim[2]! - media[0]!);
  const top = px(pageH - (trim[3]! - media[1]!));
  const bottom = px(pageH - (trim[1]! - media[1]!));
  const d = Math.max(1, px(bleedMm / 2));
  const inked = (x: number, y: number) => (data[y * info.width + x] ?? 255) < 250;
  let stops = 0;
  for (let x = left + d; x < right - d; x += 2) {
    if (inked(x, top + d) && !inked(x, top - d)) stops++;
    if (inked(x, bottom - d) && !inked(x, bottom + d)) stops++;
  }
  for (let y = top + d; y < bottom - d; y += 2) {
    if (inked(left + d, y) && !inked(left - d, y)) stops++;
    if (inked(right - d, y) && !inked(right + d, y)) stops++;
  }
  return stops > 2;
}

/** What a sublimation sheet should hold: its paper, and each wrap's place and pixels (unmirrored). */
export interface SheetExpectation {
  /** The paper in mm, either way round. */
  paper: PieceSize;
  dpi: number;
  mirror: boolean;
  bleedPx: number;
  pieces: {
    label: string;
    slot: { left: number; top: number; width: number; height: number };
    art: { left: number; top: number; width: number; height: number };
    raw: Buffer;
  }[];
}

/** Mean difference per channel between the sheet's pixels over a wrap and the wrap's, on a 4 px grid. */
function regionDifference(
  sheet: Buffer,
  sheetWidth: number,
  at: { left: number; top: number; width: number; height: number },
  raw: Buffer,
  mirrored: boolean,
): number {
  let sum = 0;
  let n = 0;
  for (let y = 0; y < at.height; y += 4)
    for (let x = 0; x < at.width; x += 4) {
      const sx = mirrored ? at.width - 1 - x : x;
      const a = ((at.top + y) * sheetWidth + at.left + x) * 4;
      const b = (y * at.width + sx) * 4;
      const alphaA = sheet[a + 3]!;
      const alphaB = raw[b + 3]!;
      sum += Math.abs(alphaA - alphaB);
      // Colour only counts where something is printed.
      if (alphaA > 0 || alphaB > 0) for (let c = 0; c < 3; c++) sum += Math.abs(sheet[a + c]! - raw[b + c]!);
      n += 4;
    }
  return n === 0 ? 0 : sum / n;
}

/**
 * A sheet of mug transfers read back from its PNG: 300 DPI in pHYs, the paper's size in mm
 * within 0.1 mm, every slot on the paper and none overlapping another, and in the pixels: each
 * wrap where it was placed (mirrored when the profile prints mirrored, and not covered by
 * another), its edges carried into the bleed, and a registration mark at each corner of its slot.
 */
export async function preflightSublimationSheet(png: Buffer, expect: SheetExpectation): Promise<Preflight> {
  const problems: string[] = [];
  const dpi = pngDpi(png);
  if (dpi === null) problems.push('No pHYs chunk: the printer cannot tell its size');
  else if (Math.abs(dpi - expect.dpi) > 0.5) problems.push(`${Math.round(dpi)} DPI, not ${expect.dpi}`);
  let decoded: { data: Buffer; info: { width: number; height: number } };
  try {
    decoded = await sharp(png).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  } catch (e) {
    return result('PNG reader', [...problems, `Not a readable PNG: ${(e as Error).message}`]);
  }
  const { data, info } = decoded;
  const { width, height } = info;
  const perMm = (dpi ?? expect.dpi) / MM_PER_INCH;
  const [wMm, hMm] = [width / perMm, height / perMm];
  const near = (a: number, b: number) => Math.abs(a - b) <= SIZE_TOLERANCE_MM;
  const { paper } = expect;
  if (
    !(near(wMm, paper.widthMm) && near(hMm, paper.heightMm)) &&
    !(near(wMm, paper.heightMm) && near(hMm, paper.widthMm))
  )
    problems.push(`The sheet is ${mm(wMm)} x ${mm(hMm)}, the paper is ${mm(paper.widthMm)} x ${mm(paper.heightMm)}`);
  const inside = (r: { left: number; top: number; width: number; height: number }) =>
    r.left >= 0 && r.top >= 0 && r.left + r.width <= width && r.top + r.height <= height;
  const overlap = (
    a: { left: number; top: number; width: number; height: number },
    b: { left: number; top: number; width: number; height: number },
  ) => a.left < b.left + b.width && b.left < a.left + a.width && a.top < b.top + b.height && b.top < a.top + a.height;
  expect.pieces.forEach((p, i) => {
    if (!inside(p.slot)) {
      problems.push(`${p.label} runs off the paper`);
      return;
    }
    for (const q of expect.pieces.slice(i + 1))
      if (overlap(p.slot, q.slot)) problems.push(`${p.label} and ${q.label} overlap`);
    const toMirrored = regionDifference(data, width, p.art, p.raw, true);
    const toPlain = regionDifference(data, width, p.art, p.raw, false);
    const close = 3;
    if (Math.min(toMirrored, toPlain) > close) problems.push(`${p.label} is not on the sheet as drawn, or is covered`);
    else if (Math.abs(toMirrored - toPlain) > close && toMirrored < toPlain !== expect.mirror)
      problems.push(
        expect.mirror ? `${p.label} is not mirrored` : `${p.label} is mirrored, the printer does not want it`,
      );
    const alpha = (x: number, y: number) => data[(y * width + x) * 4 + 3]!;
    const { art } = p;
    const edge = expect.bleedPx;
    const [right, bottom] = [art.left + art.width - 1, art.top + art.height - 1];
    let unbled = 0;
    for (let x = art.left + edge; x <= right - edge; x += 3) {
      if (alpha(x, art.top + edge) > 0 && alpha(x, art.top) === 0) unbled++;
      if (alpha(x, bottom - edge) > 0 && alpha(x, bottom) === 0) unbled++;
    }
    for (let y = art.top + edge; y <= bottom - edge; y += 3) {
      if (alpha(art.left + edge, y) > 0 && alpha(art.left, y) === 0) unbled++;
      if (alpha(right - edge, y) > 0 && alpha(right, y) === 0) unbled++;
    }
    if (unbled > 0) problems.push(`${p.label}: the artwork stops at the trim, no bleed`);
    const band = art.left - p.slot.left;
    let marks = 0;
    for (const [x0, y0] of [
      [p.slot.left, p.slot.top],
      [p.slot.left + p.slot.width - band, p.slot.top],
      [p.slot.left, p.slot.top + p.slot.height - band],
      [p.slot.left + p.slot.width - band, p.slot.top + p.slot.height - band],
    ] as const) {
      let inked = false;
      for (let y = y0; y < y0 + band && !inked; y++)
        for (let x = x0; x < x0 + band && !inked; x++) inked = alpha(x, y) > 128;
      if (inked) marks++;
    }
    if (marks < 4) problems.push(`${p.label}: ${marks} of 4 registration marks`);
  });
  return result('PNG chunks and pixels (sharp)', [...new Set(problems)]);
}
