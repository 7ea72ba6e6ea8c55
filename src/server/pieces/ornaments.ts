import sharp from 'sharp';
import type { Motif } from './prompt';
import { toRaster, type Raster } from './raster';

/**
 * Small vector ornaments drawn as one-channel masks, so they take the same finish as the
 * lettering (an engraved flourish is engraved too). SVG holds only shapes, no text, so librsvg
 * needs no fonts.
 */
export async function svgMask(width: number, height: number, body: string): Promise<Raster> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">${body}</svg>`;
  return toRaster(sharp(Buffer.from(svg)).extractChannel(3));
}

const f = (n: number) => n.toFixed(1);

/** A symmetrical swash with a diamond at its centre, for a family name board. */
export function flourishMask(width: number, height: number, stroke: number): Promise<Raster> {
  return svgMask(width, height, flourishSvg(width, height, stroke));
}

/** The flourish as SVG shapes in a width x height box, painted in `paint`. */
export function flourishSvg(width: number, height: number, stroke: number, paint = '#fff'): string {
  const cx = width / 2;
  const cy = height / 2;
  const arm = width * 0.46;
  const curl = height * 0.42;
  const side = (dir: 1 | -1) => {
    const x = (k: number) => f(cx + dir * arm * k);
    return (
      `<path d="M${x(0.06)},${f(cy)} C${x(0.3)},${f(cy - curl)} ${x(0.55)},${f(cy + curl)} ${x(0.8)},${f(cy)} ` +
      `S${x(1)},${f(cy - curl * 0.9)} ${x(0.9)},${f(cy - curl * 0.2)}" fill="none" stroke="${paint}" stroke-width="${f(stroke)}" stroke-linecap="round"/>` +
      `<circle cx="${x(0.93)}" cy="${f(cy + curl * 0.35)}" r="${f(stroke * 0.9)}" fill="${paint}"/>`
    );
  };
  const d = Math.max(stroke * 2.2, height * 0.28);
  const diamond = `<path d="M${f(cx)},${f(cy - d)} L${f(cx + d * 0.7)},${f(cy)} L${f(cx)},${f(cy + d)} L${f(cx - d * 0.7)},${f(cy)} Z" fill="${paint}"/>`;
  return side(1) + side(-1) + diamond;
}

/** A thin rounded frame just inside the box, with a second hairline inside it. */
export function borderMask(width: number, height: number, stroke: number): Promise<Raster> {
  return svgMask(width, height, borderSvg(width, height, stroke));
}

/** The frame as SVG shapes in a width x height box, painted in `paint`. */
export function borderSvg(width: number, height: number, stroke: number, paint = '#fff'): string {
  const inset = stroke * 1.5;
  const r = Math.min(width, height) * 0.08;
  const rect = (k: number, w: number) =>
    `<rect x="${f(inset * k)}" y="${f(inset * k)}" width="${f(width - 2 * inset * k)}" height="${f(height - 2 * inset * k)}" rx="${f(r)}" fill="none" stroke="${paint}" stroke-width="${f(w)}"/>`;
  return rect(1, stroke) + rect(3.2, stroke * 0.45);
}

/** A motif shape centred on (x, y), `size` across, turned by `angle` degrees. */
export function motifShape(motif: Motif, x: number, y: number, size: number, angle: number): string {
  const s = size / 2;
  const t = `transform="translate(${f(x)},${f(y)}) rotate(${f(angle)}) scale(${f(s / 10)})"`;
  switch (motif) {
    case 'stars':
      return `<path ${t} d="M0,-10 L2.9,-4 9.5,-3.1 4.7,1.5 5.9,8.1 0,5 -5.9,8.1 -4.7,1.5 -9.5,-3.1 -2.9,-4 Z" fill="#fff"/>`;
    case 'hearts':
      return `<path ${t} d="M0,9 C-12,0 -9,-10 -2,-8 C-1,-7.5 0,-6 0,-5 C0,-6 1,-7.5 2,-8 C9,-10 12,0 0,9 Z" fill="#fff"/>`;
    case 'leaves':
      return `<g ${t}><path d="M0,10 Q-8,0 0,-10 Q8,0 0,10 Z" fill="#fff"/><path d="M0,10 L0,14" stroke="#fff" stroke-width="1.6"/></g>`;
  }
}

/**
 * A laurel-like sprig for either side of a name: a gently curving stem with almond leaves
 * alternating above and below it, pointing away from the name. `mirrored` is the left one.
 */
export function sprigMask(width: number, height: number, mirrored: boolean): Promise<Raster> {
  return svgMask(width, height, sprigSvg(width, height, mirrored));
}

/** The sprig as SVG shapes in a width x height box, painted in `paint`. */
export function sprigSvg(width: number, height: number, mirrored: boolean, paint = '#fff'): string {
  const midY = height / 2;
  const stemY = (t: number) => midY + height * 0.08 * Math.sin(t * Math.PI);
  const parts: string[] = [];
  const count = 6;
  for (let k = 0; k < count; k++) {
    const t = 0.08 + (0.84 * k) / (count - 1);
    const x = width * t;
    const y = stemY(t);
    const length = height * (0.46 - 0.18 * t);
    const up = k % 2 === 0 ? -1 : 1;
    const leaf = `M0,0 Q${f(length * 0.5)},${f(-length * 0.3)} ${f(length)},0 Q${f(length * 0.5)},${f(length * 0.3)} 0,0 Z`;
    parts.push(`<path transform="translate(${f(x)},${f(y)}) rotate(${f(up * 38)})" d="${leaf}" fill="${paint}"/>`);
  }
  const stroke = f(Math.max(1.5, height * 0.05));
  const stem = `<path d="M0,${f(stemY(0))} Q${f(width * 0.5)},${f(stemY(0.5) + height * 0.06)} ${f(width)},${f(stemY(1))}" fill="none" stroke="${paint}" stroke-width="${stroke}" stroke-linecap="round"/>`;
  // Drawn pointing right (away from a name on its left); the left sprig is the mirror image.
  return `<g ${mirrored ? `transform="translate(${width},0) scale(-1,1)"` : ''}>${stem}${parts.join('')}</g>`;
}
