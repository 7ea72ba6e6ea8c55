import sharp, { type OverlayOptions } from 'sharp';
import type { SublimationProfile } from '../../../contracts/machines';
import { MM_PER_INCH, pixelsAt, type PieceSize } from '../../catalog/piece-size';
import { DomainError } from '../../platform/errors';
import { fitInto, outlineText, pathData } from '../../pieces/glyph-outlines';
import { PRINT_DPI } from '../mug-file';
import { packShelves, type Sheet } from './batch';

/**
 * A day's mugs on the sublimation printer's paper (issue 42): each wrap with its bleed, in a slot
 * with a 3 mm band around it for the registration crosses at its corners (and its order
 * reference, printed small in the band below it), the slots packed onto the paper with the
 * profile's gap by the same shelf packer as the laser's sheets. The wraps are mirrored in their
 * slots when the profile prints mirrored; the references are not, so they read on the paper.
 */

/** The band round each wrap on a sheet: the registration crosses sit in its corners. */
export const SHEET_BAND_MM = 3;
/** The reference's letters in the band below its wrap. */
const REFERENCE_MM = 2;

const px = (mm: number) => pixelsAt(mm, PRINT_DPI);
const toMm = (pixels: number) => (pixels / PRINT_DPI) * MM_PER_INCH;

/** One mug's wrap with its bleed carried out, unmirrored, as raw RGBA pixels at 300 DPI. */
export interface WrapArt {
  lineId: string;
  /** e.g. KG-10042-1. */
  label: string;
  width: number;
  height: number;
  raw: Buffer;
}

/** The wrap's edges carried out by the profile's bleed (the edge pixels repeated, as the single file does). */
export async function bledWrap(
  wrap: Buffer,
  profile: Pick<SublimationProfile, 'bleedMm'>,
): Promise<Pick<WrapArt, 'raw' | 'width' | 'height'>> {
  const bleed = px(profile.bleedMm);
  const { data, info } = await sharp(wrap)
    .ensureAlpha()
    .extend({ top: bleed, bottom: bleed, left: bleed, right: bleed, extendWith: 'copy' })
    .raw()
    .toBuffer({ resolveWithObject: true });
  return { raw: data, width: info.width, height: info.height };
}

/** A piece on a sheet in pixels: its slot (band included) and the wrap inside it. */
export interface SheetSlot {
  lineId: string;
  label: string;
  slot: { left: number; top: number; width: number; height: number };
  art: { left: number; top: number; width: number; height: number };
}

export interface WrapSheets {
  /** The paper as laid out: the profile's size, or turned when that takes fewer sheets. */
  paper: PieceSize;
  sheets: Sheet[];
}

/**
 * The wraps packed onto the paper, slot by slot. The paper is tried both ways round (a printer
 * takes A4 either way) and the way that needs fewer sheets is kept; on a tie, the profile's own.
 * A wrap larger than the paper either way is refused by name.
 */
export function packWraps(
  wraps: Pick<WrapArt, 'lineId' | 'label' | 'width' | 'height'>[],
  profile: Pick<SublimationProfile, 'paperWidthMm' | 'paperHeightMm' | 'gapMm'>,
): WrapSheets {
  const band = px(SHEET_BAND_MM);
  const pieces = wraps.map((w) => ({
    lineId: w.lineId,
    label: w.label,
    size: { widthMm: toMm(w.width + 2 * band), heightMm: toMm(w.height + 2 * band) },
  }));
  const asGiven = { widthMm: profile.paperWidthMm, heightMm: profile.paperHeightMm };
  const turned = { widthMm: profile.paperHeightMm, heightMm: profile.paperWidthMm };
  const tryPack = (paper: PieceSize) => {
    try {
      return { paper, sheets: packShelves(pieces, paper, profile.gapMm, 0, 'paper') };
    } catch (e) {
      if (e instanceof DomainError) return { paper, error: e };
      throw e;
    }
  };
  const first = tryPack(asGiven);
  const second = asGiven.widthMm === asGiven.heightMm ? first : tryPack(turned);
  if (first.sheets && (!second.sheets || first.sheets.length <= second.sheets.length))
    return { paper: first.paper, sheets: first.sheets };
  if (second.sheets) return { paper: second.paper, sheets: second.sheets };
  throw first.error!;
}

/** Each placed wrap's slot and art in pixels (the slot's mm place rounded; sizes are whole pixels already). */
export function sheetSlots(sheet: Sheet): SheetSlot[] {
  const band = px(SHEET_BAND_MM);
  return sheet.pieces.map((p) => {
    const left = px(p.x);
    const top = px(p.y);
    const width = px(p.size.widthMm);
    const height = px(p.size.heightMm);
    return {
      lineId: p.lineId,
      label: p.label,
      slot: { left, top, width, height },
      art: { left: left + band, top: top + band, width: width - 2 * band, height: height - 2 * band },
    };
  });
}

/** Mirrors raw RGBA pixels left to right. */
export function mirrorRaw(raw: Buffer, width: number, height: number): Buffer {
  const out = Buffer.alloc(raw.length);
  for (let y = 0; y < height; y++)
    for (let x = 0; x < width; x++)
      raw.copy(out, (y * width + (width - 1 - x)) * 4, (y * width + x) * 4, (y * width + x + 1) * 4);
  return out;
}

/** The crosses at a slot's four corners and its reference, as one SVG in the sheet's pixels. */
function marksSvg(slots: SheetSlot[], size: { width: number; height: number }, labels: boolean): string {
  const band = px(SHEET_BAND_MM);
  const line = Math.max(1, Math.round(PRINT_DPI / 127)); // about 0.2 mm
  const h = (band / 2) * 0.9;
  const parts: string[] = [];
  for (const { slot, art, label } of slots) {
    for (const cx of [slot.left + band / 2, slot.left + slot.width - band / 2])
      for (const cy of [slot.top + band / 2, slot.top + slot.height - band / 2])
        parts.push(
          `<path d="M${cx - h} ${cy}H${cx + h}M${cx} ${cy - h}V${cy + h}" stroke="#000" stroke-width="${line}"/>`,
          `<circle cx="${cx}" cy="${cy}" r="${h * 0.6}" fill="none" stroke="#000" stroke-width="${line}"/>`,
        );
    if (!labels) continue;
    const outline = outlineText(label, 'sans');
    const box = {
      x: art.left + px(1),
      y: art.top + art.height + (band - px(REFERENCE_MM)) / 2,
      width: Math.min(px(60), art.width - px(2)),
      height: px(REFERENCE_MM),
    };
    const m = fitInto(outline, box);
    // fitInto centres it; the reference starts at the wrap's left, beside the cross.
    const drawn = outline.bounds.width * m[0];
    const d = pathData(outline, [m[0], m[1], m[2], m[3], m[4] - (box.width - drawn) / 2, m[5]]);
    if (d) parts.push(`<path d="${d}" fill="#000"/>`);
  }
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${size.width}" height="${size.height}">${parts.join('')}</svg>`;
}

/**
 * One sheet as the printer takes it: the paper at 300 DPI (pHYs), transparent where nothing is
 * printed, each wrap (mirrored when the profile says so) in its slot with its crosses and reference.
 */
export async function sublimationSheetPng(
  sheet: Sheet,
  paper: PieceSize,
  arts: Map<string, WrapArt>,
  profile: Pick<SublimationProfile, 'mirror'>,
  labels: boolean,
): Promise<Buffer> {
  const size = { width: px(paper.widthMm), height: px(paper.heightMm) };
  const slots = sheetSlots(sheet);
  const layers: OverlayOptions[] = [];
  for (const s of slots) {
    const art = arts.get(s.lineId);
    if (!art) continue;
    layers.push({
      input: profile.mirror ? mirrorRaw(art.raw, art.width, art.height) : art.raw,
      raw: { width: art.width, height: art.height, channels: 4 },
      left: s.art.left,
      top: s.art.top,
    });
  }
  layers.push({ input: Buffer.from(marksSvg(slots, size, labels)), left: 0, top: 0 });
  return sharp({ create: { ...size, channels: 4, background: { r: 255, g: 255, b: 255, alpha: 0 } } })
    .composite(layers)
    .toColourspace('srgb')
    .withIccProfile('srgb')
    .withDensity(PRINT_DPI)
    .png({ compressionLevel: 6 })
    .toBuffer();
}

/** Share of the paper the wraps themselves (bleed included) cover. */
export function wrapShare(sheet: Sheet, paper: PieceSize): number {
  const band = toMm(px(SHEET_BAND_MM));
  const area = sheet.pieces.reduce((a, p) => a + (p.size.widthMm - 2 * band) * (p.size.heightMm - 2 * band), 0);
  return area / (paper.widthMm * paper.heightMm);
}
