import { blank, type Raster } from '../../pieces/raster';
import type { Box } from './models';

/**
 * The caricature's big head: a radial bulge centred on the head, as a displacement map. An
 * output pixel at distance r < R from the centre samples the source at r·(1 − a·(1 − (r/R)²)²),
 * which magnifies the centre 1/(1 − a) times and meets the identity at r = R with a matching
 * slope, so the neck and shoulders taper smoothly into the body. The radial map is monotonic
 * for a < 1, so nothing folds or tears.
 */
export function bulgeSource(
  x: number,
  y: number,
  centre: { x: number; y: number },
  radius: number,
  amount: number,
): [number, number] {
  const dx = x - centre.x;
  const dy = y - centre.y;
  const t2 = (dx * dx + dy * dy) / (radius * radius);
  if (t2 >= 1) return [x, y];
  const k = 1 - amount * (1 - t2) ** 2;
  return [centre.x + dx * k, centre.y + dy * k];
}

export interface Framing {
  /** The source window (photo pixels) that maps onto the output. */
  window: { x: number; y: number; width: number; height: number };
  /** The head's centre and the bulge radius, in output pixels. */
  centre: { x: number; y: number };
  radius: number;
}

/**
 * Frames the subject for a print of `width` × `height`: the head centred across, near the top
 * (room left above it for the enlarged head), the body down to about three head heights below,
 * so the figure fills the print area. The window may reach past the photo; that is backdrop.
 */
export function frameHead(
  head: Box,
  photoW: number,
  photoH: number,
  width: number,
  height: number,
  closeUp = false,
): Framing {
  const hx = (head.x + head.width / 2) * photoW;
  const hy = (head.y + head.height / 2) * photoH;
  const headH = head.height * photoH;
  let top = hy - headH * 1.25;
  const bottom = Math.min(photoH, hy + headH * 3.2);
  let winH = Math.max(headH * 2.5, bottom - top);
  let winW = (winH * width) / height;
  let left = hx - winW / 2;
  if (closeUp) {
    // The photo already cuts the subject (a close-up pet): the whole photo is framed, a little
    // backdrop round it, so the whole head shows (cover-cropping it left an eye and a nose).
    winH = Math.max(photoH, (photoW * height) / width) * 1.08;
    winW = (winH * width) / height;
    left = (photoW - winW) / 2;
    top = (photoH - winH) / 2;
  }
  const window = { x: left, y: top, width: winW, height: winH };
  const scale = height / winH;
  return {
    window,
    centre: { x: (hx - left) * scale, y: (hy - top) * scale },
    radius: headH * scale * 1.45,
  };
}

/**
 * Renders the framed, bulged subject: RGB from the photo and coverage from its mask, in one
 * bilinear pass through the warp and the window. Outside the photo the coverage is zero.
 */
export function warpSubject(
  photo: Raster,
  mask: Raster,
  framing: Framing,
  width: number,
  height: number,
  amount: number,
): { rgb: Raster; alpha: Raster } {
  const rgb = blank(width, height, 3);
  const alpha = blank(width, height, 1);
  const { window, centre, radius } = framing;
  const sx = window.width / width;
  const sy = window.height / height;
  const mx = mask.width / photo.width;
  const my = mask.height / photo.height;
  const fade = Math.max(2, Math.min(photo.width, photo.height) * 0.06);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const [bx, by] = bulgeSource(x + 0.5, y + 0.5, centre, radius, amount);
      const px = window.x + bx * sx - 0.5;
      const py = window.y + by * sy - 0.5;
      const i = y * width + x;
      if (px < -0.5 || py < -0.5 || px > photo.width - 0.5 || py > photo.height - 0.5) continue;
      bilinear(photo, px, py, rgb.data, i * 3);
      const m = [0];
      bilinearInto(mask, px * mx, py * my, m);
      // A subject cut by the photo's own edge fades out there instead of ending in a straight line.
      const edge = Math.min(px + 0.5, py + 0.5, photo.width - 0.5 - px, photo.height - 0.5 - py) / fade;
      alpha.data[i] = Math.round((m[0] ?? 0) * Math.min(1, edge));
    }
  }
  return { rgb, alpha };
}

function bilinear(src: Raster, x: number, y: number, into: Buffer, at: number): void {
  const acc = [0, 0, 0];
  bilinearInto(src, x, y, acc);
  into[at] = Math.round(acc[0] ?? 0);
  into[at + 1] = Math.round(acc[1] ?? 0);
  into[at + 2] = Math.round(acc[2] ?? 0);
}

/** Adds the bilinear sample of each of `acc.length` channels, edges clamped. */
function bilinearInto(src: Raster, x: number, y: number, acc: number[]): void {
  const cx = Math.min(src.width - 1, Math.max(0, x));
  const cy = Math.min(src.height - 1, Math.max(0, y));
  const x0 = Math.floor(cx);
  const y0 = Math.floor(cy);
  const x1 = Math.min(src.width - 1, x0 + 1);
  const y1 = Math.min(src.height - 1, y0 + 1);
  const tx = cx - x0;
  const ty = cy - y0;
  const c = src.channels;
  for (let k = 0; k < acc.length; k++) {
    const a = src.data[(y0 * src.width + x0) * c + k] ?? 0;
    const b = src.data[(y0 * src.width + x1) * c + k] ?? 0;
    const d = src.data[(y1 * src.width + x0) * c + k] ?? 0;
    const e = src.data[(y1 * src.width + x1) * c + k] ?? 0;
    acc[k] = (acc[k] ?? 0) + (a + (b - a) * tx) * (1 - ty) + (d + (e - d) * tx) * ty;
  }
}

/**
 * The coverage of a close-up pet: a soft oval over the photo's own area, as a cameo portrait.
 * The person model's mask, clipped to the pet, follows neither ears nor fur well at this scale
 * (it cut the cat fixture's ear and kept a patch of wall as a square block).
 */
export function cameo(framing: Framing, photoW: number, photoH: number, width: number, height: number): Raster {
  const { window } = framing;
  const scale = height / window.height;
  const cx = (photoW / 2 - window.x) * scale;
  const cy = (photoH / 2 - window.y) * scale;
  const rx = (photoW / 2) * scale;
  // A little taller than the photo: the ears at its top edge stay, faded by the photo's edge.
  const ry = (photoH / 2) * scale * 1.08;
  const out = blank(width, height, 1);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const d = Math.hypot((x + 0.5 - cx) / rx, (y + 0.5 - cy) / ry);
      out.data[y * width + x] = Math.round(255 * Math.min(1, Math.max(0, (1 - d) / 0.08)));
    }
  }
  return out;
}
