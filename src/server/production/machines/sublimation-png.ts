import sharp from 'sharp';
import type { SublimationProfile } from '../../../contracts/machines';
import { pixelsAt } from '../../catalog/piece-size';
import { PRINT_DPI } from '../mug-file';

/** Room outside the bleed where the registration marks go. */
export const MARGIN_MM = 5;
const MARK_MM = 4;

export interface SublimationLayout {
  /** Pixels of the whole file, the bleed and the margin. */
  width: number;
  height: number;
  bleedPx: number;
  marginPx: number;
}

export function sublimationLayout(
  wrapPx: { width: number; height: number },
  profile: Pick<SublimationProfile, 'bleedMm'>,
): SublimationLayout {
  const bleedPx = pixelsAt(profile.bleedMm, PRINT_DPI);
  const marginPx = pixelsAt(MARGIN_MM, PRINT_DPI);
  return {
    width: wrapPx.width + 2 * (bleedPx + marginPx),
    height: wrapPx.height + 2 * (bleedPx + marginPx),
    bleedPx,
    marginPx,
  };
}

/**
 * The mug's transfer for a sublimation printer, from the wrap the preview drew (mug-file.ts):
 * its edges carried `bleed` mm outwards (the edge pixels repeated, so a slightly short press
 * leaves no white line), mirrored when the profile prints mirrored, and a thin black
 * registration cross at each corner of the print area, outside the bleed, to line the
 * transfer up on the mug. 300 DPI in the PNG's pHYs chunk.
 */
export async function sublimationPng(
  wrap: Buffer,
  profile: Pick<SublimationProfile, 'bleedMm' | 'mirror'>,
): Promise<Buffer> {
  const meta = await sharp(wrap).metadata();
  const layout = sublimationLayout({ width: meta.width, height: meta.height }, profile);
  const { bleedPx, marginPx, width, height } = layout;
  const bled = await sharp(wrap)
    .ensureAlpha()
    .extend({ top: bleedPx, bottom: bleedPx, left: bleedPx, right: bleedPx, extendWith: 'copy' })
    .raw()
    .toBuffer();
  const markPx = pixelsAt(MARK_MM, PRINT_DPI);
  const line = Math.max(1, Math.round(PRINT_DPI / 127)); // about 0.2 mm
  const crosses: string[] = [];
  for (const cx of [marginPx / 2, width - marginPx / 2])
    for (const cy of [marginPx / 2, height - marginPx / 2]) {
      const h = Math.min(markPx, marginPx) / 2;
      crosses.push(
        `<path d="M${cx - h} ${cy}H${cx + h}M${cx} ${cy - h}V${cy + h}" stroke="#000" stroke-width="${line}"/>`,
        `<circle cx="${cx}" cy="${cy}" r="${h * 0.6}" fill="none" stroke="#000" stroke-width="${line}"/>`,
      );
    }
  const marks = Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">${crosses.join('')}</svg>`,
  );
  let image = sharp({
    create: { width, height, channels: 4, background: { r: 255, g: 255, b: 255, alpha: 0 } },
  }).composite([
    {
      input: bled,
      raw: { width: width - 2 * marginPx, height: height - 2 * marginPx, channels: 4 },
      left: marginPx,
      top: marginPx,
    },
    { input: marks, left: 0, top: 0 },
  ]);
  if (profile.mirror) image = sharp(await image.png().toBuffer()).flop();
  return image
    .toColourspace('srgb')
    .withIccProfile('srgb')
    .withDensity(PRINT_DPI)
    .png({ compressionLevel: 6 })
    .toBuffer();
}
