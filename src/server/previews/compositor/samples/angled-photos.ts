/**
 * Product photos as a shop's camera would take them, made from code (no product photographs can
 * be downloaded here): a board drawn flat, then put at an angle onto a real photograph of a wooden
 * table with a shadow and falling light; a mug with its handle in front. The corners are known, so
 * tests can check a preview's lettering lands inside them.
 */
import { readFile } from 'node:fs/promises';
import sharp from 'sharp';
import { MASTER_SIZE } from '../../../../contracts/print-area';
import { mappingOf, type CylinderShape, type Point, type QuadShape } from '../../../../contracts/template-geometry';
import { clamp255 } from '../../../pieces/color';
import { toRaster, type Raster } from '../../../pieces/raster';

const TABLE = new URL('../../caricature/fixtures/coffee.png', import.meta.url);

/** Outer corners of the board on the photo; the face (where the name goes) is inset 10% / 16%. */
export const BOARD_ANGLES = {
  'from-left': [
    [150, 250],
    [880, 330],
    [880, 690],
    [150, 780],
  ],
  'from-right': [
    [140, 320],
    [860, 230],
    [860, 800],
    [140, 700],
  ],
  'from-below': [
    [230, 300],
    [800, 300],
    [900, 700],
    [130, 700],
  ],
  'front-on': [
    [130, 300],
    [894, 300],
    [894, 700],
    [130, 700],
  ],
} satisfies Record<string, QuadShape['corners']>;
export type BoardAngle = keyof typeof BOARD_ANGLES;

const FACE_INSET = { u: 0.1, v: 0.16 };

export interface AngledPhoto {
  image: Buffer;
  /** Where the name goes, in the photo's pixels. */
  face: QuadShape;
}

async function tablePhoto(): Promise<Raster> {
  return toRaster(
    sharp(await readFile(TABLE))
      .resize(MASTER_SIZE, MASTER_SIZE, { fit: 'cover' })
      .removeAlpha(),
  );
}

/** A mango-wood board (the table's own grain, warmed and framed), flat. */
async function flatBoard(width: number, height: number): Promise<Raster> {
  const grain = await sharp(await readFile(TABLE))
    .extract({ left: 450, top: 0, width: 150, height: 100 })
    .resize(width, height, { fit: 'fill' })
    .modulate({ brightness: 1.25, saturation: 0.8 })
    .toBuffer();
  const frame = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><rect x="14" y="14" width="${width - 28}" height="${height - 28}" rx="10" fill="none" stroke="#3b2410" stroke-opacity="0.55" stroke-width="10"/></svg>`;
  return toRaster(
    sharp(grain)
      .composite([{ input: Buffer.from(frame) }])
      .removeAlpha(),
  );
}

export async function angledBoardPhoto(angle: BoardAngle): Promise<AngledPhoto> {
  const corners = BOARD_ANGLES[angle] as QuadShape['corners'];
  const photo = await tablePhoto();
  const board = await flatBoard(900, 450);
  await shadow(photo, corners);
  const mapping = mappingOf({ kind: 'quad', corners });
  const { bounds } = mapping;
  for (let y = bounds.y; y < bounds.y + bounds.height; y++) {
    for (let x = bounds.x; x < bounds.x + bounds.width; x++) {
      const uv = mapping.inverse(x + 0.5, y + 0.5);
      if (!uv) continue;
      // Light falls from the top left: the far side of the board is a little darker.
      const light = 1.08 - 0.25 * uv[0] * 0.6 - 0.15 * uv[1];
      const sx = Math.min(board.width - 1, Math.floor(uv[0] * board.width));
      const sy = Math.min(board.height - 1, Math.floor(uv[1] * board.height));
      const from = (sy * board.width + sx) * 3;
      const to = (y * MASTER_SIZE + x) * 3;
      for (let k = 0; k < 3; k++) photo.data[to + k] = clamp255((board.data[from + k] ?? 0) * light);
    }
  }
  const image = await sharp(photo.data, { raw: { width: MASTER_SIZE, height: MASTER_SIZE, channels: 3 } })
    .png()
    .toBuffer();
  const inset = (u: number, v: number): Point => mapping.forward(u, v);
  const { u, v } = FACE_INSET;
  const face: QuadShape = {
    kind: 'quad',
    corners: [inset(u, v), inset(1 - u, v), inset(1 - u, 1 - v), inset(u, 1 - v)].map(
      ([x, y]) => [Math.round(x), Math.round(y)] as Point,
    ) as QuadShape['corners'],
  };
  return { image, face };
}

/** A soft shadow below and right of the board, multiplied into the table. */
async function shadow(photo: Raster, corners: QuadShape['corners']): Promise<void> {
  const points = corners.map(([x, y]) => `${x + 14},${y + 22}`).join(' ');
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${MASTER_SIZE}" height="${MASTER_SIZE}"><rect width="100%" height="100%" fill="#000"/><polygon points="${points}" fill="#fff"/></svg>`;
  const mask = await toRaster(sharp(Buffer.from(svg)).blur(12).toColourspace('b-w').extractChannel(0));
  for (let i = 0; i < mask.data.length; i++) {
    const dark = 1 - 0.55 * ((mask.data[i] ?? 0) / 255);
    for (let k = 0; k < 3; k++) photo.data[i * 3 + k] = Math.round((photo.data[i * 3 + k] ?? 0) * dark);
  }
}

export interface MugPhoto {
  image: Buffer;
  body: CylinderShape;
  /** The handle's outline, in front of the body's left side. */
  handle: Point[];
}

/** A white mug on the table, seen a little from above, its handle turned towards the camera on the left. */
export async function mugPhoto(): Promise<MugPhoto> {
  const body: CylinderShape = { kind: 'cylinder', axisX: 560, top: 300, bottom: 760, radius: 250, rim: 55, arc: 150 };
  const { axisX: cx, top, bottom, radius: r, rim } = body;
  const handle = ring(cx - r + 40, (top + bottom) / 2, 150, 95);
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${MASTER_SIZE}" height="${MASTER_SIZE}">
    <defs><linearGradient id="g" x1="0" x2="1"><stop offset="0" stop-color="#9d9a94"/><stop offset="0.35" stop-color="#fbfaf6"/><stop offset="0.6" stop-color="#ecebe6"/><stop offset="1" stop-color="#85827c"/></linearGradient></defs>
    <ellipse cx="${cx + 30}" cy="${bottom + 30}" rx="${r + 40}" ry="${rim + 20}" fill="#000" fill-opacity="0.35"/>
    <path d="M ${cx - r} ${top} L ${cx - r} ${bottom} A ${r} ${rim} 0 0 0 ${cx + r} ${bottom} L ${cx + r} ${top} Z" fill="url(#g)"/>
    <ellipse cx="${cx}" cy="${top}" rx="${r}" ry="${rim}" fill="#d9d6cf" stroke="#f7f6f2" stroke-width="8"/>
    <ellipse cx="${cx}" cy="${top + 6}" rx="${r - 16}" ry="${rim - 10}" fill="#6b4a2e"/>
    <polygon points="${handle.map(([x, y]) => `${x},${y}`).join(' ')}" fill="url(#g)" stroke="#8d8a84" stroke-width="3"/>
  </svg>`;
  const image = await sharp(
    await sharp((await tablePhoto()).data, { raw: { width: MASTER_SIZE, height: MASTER_SIZE, channels: 3 } })
      .png()
      .toBuffer(),
  )
    .composite([{ input: Buffer.from(svg) }])
    .removeAlpha()
    .png()
    .toBuffer();
  return { image, body, handle };
}

/** A C-shaped handle, open to the right, as a polygon (outer arc out, inner arc back). */
function ring(cx: number, cy: number, outer: number, inner: number): Point[] {
  const steps = 14;
  const angle = (i: number) => ((60 + (240 * i) / steps) * Math.PI) / 180;
  const arc = (radius: number) =>
    Array.from({ length: steps + 1 }, (_, i): Point => [
      Math.round(cx + radius * Math.cos(angle(i))),
      Math.round(cy - radius * Math.sin(angle(i)) * 0.9),
    ]);
  return [...arc(outer), ...arc(inner).reverse()];
}
