import type { Page } from '@playwright/test';
import sharp from 'sharp';

/**
 * Reading a rendered preview against the bare product photo, in Node: where the lettering landed
 * and how tall it is across the board. Both images are decoded at the 1024-pixel master size the
 * template's corners are given in.
 */

/** An extent in master pixels: the first and last column and row. */
export interface Box {
  x0: number;
  y0: number;
  x1: number;
  y1: number;
}

export type Corner = readonly [number, number];
export type Corners = readonly [Corner, Corner, Corner, Corner];

const SIZE = 1024;
/** Summed RGB difference well above WebP's own noise between two encodings of one photo. */
const CHANGED = 90;

async function rgb(image: Buffer): Promise<Buffer> {
  return sharp(image).resize(SIZE, SIZE, { fit: 'fill' }).removeAlpha().raw().toBuffer();
}

/** The pixels where the preview differs clearly from the photo, as [x, y] in master pixels. */
export async function changedPixels(preview: Buffer, photo: Buffer): Promise<Array<[number, number]>> {
  const [p, q] = await Promise.all([rgb(preview), rgb(photo)]);
  const changed: Array<[number, number]> = [];
  for (let i = 0; i < SIZE * SIZE; i++) {
    const diff =
      Math.abs(p[i * 3]! - q[i * 3]!) +
      Math.abs(p[i * 3 + 1]! - q[i * 3 + 1]!) +
      Math.abs(p[i * 3 + 2]! - q[i * 3 + 2]!);
    if (diff > CHANGED) changed.push([i % SIZE, Math.floor(i / SIZE)]);
  }
  return changed;
}

/**
 * How far a point lies outside a convex quad (corners clockwise on screen, y down), in pixels;
 * 0 or less is inside.
 */
export function distanceOutside(corners: Corners, [x, y]: readonly [number, number]): number {
  let worst = -Infinity;
  for (let i = 0; i < 4; i++) {
    const [ax, ay] = corners[i]!;
    const [bx, by] = corners[(i + 1) % 4]!;
    const length = Math.hypot(bx - ax, by - ay);
    // Positive on the outer side of the edge a→b for a clockwise (y down) polygon.
    const outside = ((bx - ax) * (ay - y) - (by - ay) * (ax - x)) / length;
    worst = Math.max(worst, outside);
  }
  return worst;
}

const yOnEdge = (a: Corner, b: Corner, x: number) => a[1] + ((b[1] - a[1]) * (x - a[0])) / (b[0] - a[0]);

/** The quad's height on the vertical line at x: from its top edge down to its bottom edge. */
export function quadHeightAt(corners: Corners, x: number): number {
  const [tl, tr, br, bl] = corners;
  return yOnEdge(bl, br, x) - yOnEdge(tl, tr, x);
}

/** The vertical extent (bottom minus top) of the points whose x lies in [x0, x1). */
export function verticalExtent(points: Array<[number, number]>, x0: number, x1: number): number {
  let top = Infinity;
  let bottom = -Infinity;
  for (const [x, y] of points)
    if (x >= x0 && x < x1) {
      top = Math.min(top, y);
      bottom = Math.max(bottom, y);
    }
  return bottom >= top ? bottom - top + 1 : 0;
}

/**
 * Where a rendered preview differs clearly from the bare product photo, in the 1024 master's
 * pixels, decoded by the page's own browser (as the shopper's screen decodes them); null when
 * nothing changed.
 */
export function changedExtent(page: Page, previewUrl: string, productUrl: string): Promise<Box | null> {
  return page.evaluate(
    async ([a, b]) => {
      const pixels = async (url: string) => {
        const bitmap = await createImageBitmap(await (await fetch(url)).blob());
        const canvas = new OffscreenCanvas(1024, 1024);
        const ctx = canvas.getContext('2d')!;
        ctx.drawImage(bitmap, 0, 0, 1024, 1024);
        return ctx.getImageData(0, 0, 1024, 1024).data;
      };
      const [p, q] = await Promise.all([pixels(a), pixels(b)]);
      const box = { x0: 1024, y0: 1024, x1: -1, y1: -1 };
      for (let y = 0; y < 1024; y++)
        for (let x = 0; x < 1024; x++) {
          const i = (y * 1024 + x) * 4;
          const diff =
            Math.abs((p[i] ?? 0) - (q[i] ?? 0)) +
            Math.abs((p[i + 1] ?? 0) - (q[i + 1] ?? 0)) +
            Math.abs((p[i + 2] ?? 0) - (q[i + 2] ?? 0));
          // Well above WebP's own noise between two encodings of the same photo.
          if (diff > 90) {
            box.x0 = Math.min(box.x0, x);
            box.x1 = Math.max(box.x1, x);
            box.y0 = Math.min(box.y0, y);
            box.y1 = Math.max(box.y1, y);
          }
        }
      return box.x1 < 0 ? null : box;
    },
    [previewUrl, productUrl] as const,
  );
}

/**
 * How many pixels of each column (0..1023) of the 1024 master differ clearly from the bare photo:
 * the lettering's profile from left to right, to compare the order of its words with a draft's.
 */
export function changedColumns(page: Page, previewUrl: string, productUrl: string): Promise<number[]> {
  return page.evaluate(
    async ([a, b]) => {
      const pixels = async (url: string) => {
        const bitmap = await createImageBitmap(await (await fetch(url)).blob());
        const canvas = new OffscreenCanvas(1024, 1024);
        const ctx = canvas.getContext('2d')!;
        ctx.drawImage(bitmap, 0, 0, 1024, 1024);
        return ctx.getImageData(0, 0, 1024, 1024).data;
      };
      const [p, q] = await Promise.all([pixels(a), pixels(b)]);
      const columns = new Array<number>(1024).fill(0);
      for (let y = 0; y < 1024; y++)
        for (let x = 0; x < 1024; x++) {
          const i = (y * 1024 + x) * 4;
          const diff =
            Math.abs((p[i] ?? 0) - (q[i] ?? 0)) +
            Math.abs((p[i + 1] ?? 0) - (q[i + 1] ?? 0)) +
            Math.abs((p[i + 2] ?? 0) - (q[i + 2] ?? 0));
          if (diff > 90) columns[x]! += 1;
        }
      return columns;
    },
    [previewUrl, productUrl] as const,
  );
}

/** Pearson correlation of two equally long profiles: 1 for the same shape, near 0 for unrelated ones. */
export function correlation(a: readonly number[], b: readonly number[]): number {
  const n = Math.min(a.length, b.length);
  const mean = (v: readonly number[]) => v.slice(0, n).reduce((s, x) => s + x, 0) / n;
  const ma = mean(a);
  const mb = mean(b);
  let ab = 0;
  let aa = 0;
  let bb = 0;
  for (let i = 0; i < n; i++) {
    const x = (a[i] ?? 0) - ma;
    const y = (b[i] ?? 0) - mb;
    ab += x * y;
    aa += x * x;
    bb += y * y;
  }
  return aa && bb ? ab / Math.sqrt(aa * bb) : 0;
}
