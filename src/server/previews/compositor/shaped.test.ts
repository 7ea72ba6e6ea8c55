import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { mappingOf, type Point } from '../../../contracts/template-geometry';
import type { PrintArea } from '../../../contracts/print-area';
import { createCompositorRenderer } from './index';
import { registerFonts } from '../../platform/text-shaping/bundled-fonts';
import { blank, toRaster, type Raster } from '../../pieces/raster';
import { flattenFace, occlude, warpOnto } from './primitives/template-warp';
import { angledBoardPhoto, mugPhoto, type AngledPhoto } from './samples/angled-photos';

const renderer = createCompositorRenderer();
let board: AngledPhoto;

beforeAll(async () => {
  await registerFonts();
  board = await angledBoardPhoto('from-left');
});

const raw = (image: Buffer) => toRaster(sharp(image).removeAlpha());

/** Pixels that differ from the photo by more than a rounding. */
function changed(photo: Raster, out: Raster): Point[] {
  const points: Point[] = [];
  for (let i = 0; i < photo.width * photo.height; i++) {
    const d = Math.max(...[0, 1, 2].map((k) => Math.abs(photo.data[i * 3 + k]! - out.data[i * 3 + k]!)));
    if (d > 24) points.push([i % photo.width, Math.floor(i / photo.width)]);
  }
  return points;
}

describe('a name board photographed at an angle (quad template)', () => {
  it('letters inside the marked quad only, foreshortened like the board', async () => {
    const area: PrintArea = {
      ...mappingOf(board.face).bounds,
      surface: 'board',
      surfaceColor: '#8a5a32',
      material: 'mango',
      shape: board.face,
    };
    const { image } = await renderer.render({
      kind: 'nameplate',
      surface: { image: board.image, productTitle: 'Board', printArea: area },
      name: 'HHHHHHHH',
      houseNumber: '',
    });
    const photo = await raw(board.image);
    const ink = changed(photo, await raw(image));
    expect(ink.length).toBeGreaterThan(2000);
    const mapping = mappingOf(board.face);
    // A pixel's centre may sit half a pixel outside where its neighbour's sample was inside.
    const outside = ink.filter(
      ([x, y]) => !mapping.inverse(x + 0.5, y + 0.5) && !mapping.inverse(x, y) && !mapping.inverse(x + 1, y + 1),
    );
    expect(outside.length).toBeLessThan(ink.length * 0.01);
    // The board's far (right) side is shorter on the photo, and so is the lettering there.
    const xs = ink.map(([x]) => x);
    const [left, right] = [Math.min(...xs), Math.max(...xs)];
    const spanAt = (from: number, to: number) => {
      const ys = ink.filter(([x]) => x >= from && x < to).map(([, y]) => y);
      return Math.max(...ys) - Math.min(...ys);
    };
    const band = (right - left) * 0.15;
    expect(spanAt(left, left + band)).toBeGreaterThan(spanAt(right - band, right + 1) * 1.1);
  });
});

describe('a mug (cylinder template)', () => {
  it('curves a straight row of the flat design with the rim: lower in the middle than at the ends', async () => {
    const mug = await mugPhoto();
    const photo = await raw(mug.image);
    const area: PrintArea = {
      ...mappingOf(mug.body).bounds,
      surface: 'mug-wrap',
      surfaceColor: '#f4f3ef',
      shape: mug.body,
    };
    const face = flattenFace(photo, area);
    const drawn: Raster = { ...face.pixels, data: Buffer.from(face.pixels.data) };
    const row = Math.round(face.pixels.height * 0.8);
    for (let x = 0; x < drawn.width; x++)
      for (let dy = 0; dy < 4; dy++)
        drawn.data.fill(0, ((row + dy) * drawn.width + x) * 3, ((row + dy) * drawn.width + x) * 3 + 3);
    const out = warpOnto({ ...photo, data: Buffer.from(photo.data) }, photo, face, drawn, 0);
    const ink = changed(photo, out);
    const xs = ink.map(([x]) => x);
    const yAt = (x: number) => {
      const ys = ink.filter(([px]) => Math.abs(px - x) <= 2).map(([, y]) => y);
      return ys.reduce((a, b) => a + b, 0) / ys.length;
    };
    const middle = yAt(mug.body.axisX);
    expect(middle).toBeGreaterThan(yAt(Math.min(...xs) + 5) + 20);
    expect(middle).toBeGreaterThan(yAt(Math.max(...xs) - 5) + 20);
  });

  it('keeps the handle in front of the design when an occluder is set', async () => {
    const mug = await mugPhoto();
    const photo = await raw(mug.image);
    const out: Raster = { ...photo, data: Buffer.alloc(photo.data.length) }; // all black: "design everywhere"
    const mask = blank(photo.width, photo.height, 1);
    mask.data.fill(255, 0, photo.width * 10);
    occlude(out, photo, mask);
    expect(out.data.subarray(0, photo.width * 30).equals(photo.data.subarray(0, photo.width * 30))).toBe(true);
    expect(out.data[photo.width * 30 + 3]).toBe(0);

    const area: PrintArea = {
      ...mappingOf(mug.body).bounds,
      surface: 'mug-wrap',
      surfaceColor: '#f4f3ef',
      shape: mug.body,
    };
    const request = (printArea: PrintArea) =>
      renderer.render({
        kind: 'mug',
        surface: { image: mug.image, productTitle: 'Mug', printArea },
        userImage: mug.image,
        caption: 'Best Amma Ever',
        style: 'ghibli',
      });
    const without = await raw((await request(area)).image);
    const withHandle = await raw((await request({ ...area, occluder: mug.handle })).image);
    const inside = (x: number, y: number) => pointInPolygon([x, y], mug.handle);
    let coveredWithout = 0;
    let coveredWith = 0;
    for (const [x, y] of changed(photo, without)) if (inside(x, y)) coveredWithout++;
    for (const [x, y] of changed(photo, withHandle)) if (inside(x, y)) coveredWith++;
    expect(coveredWithout).toBeGreaterThan(500); // the design does reach under the handle
    expect(coveredWith).toBeLessThan(coveredWithout * 0.05);
  }, 30_000);
});

describe('a front-on template (a plain rectangle)', () => {
  it('keeps its occluder in front too, as the live draft shows it', async () => {
    const front = await angledBoardPhoto('front-on');
    const box = mappingOf(front.face).bounds;
    const area: PrintArea = { ...box, surface: 'board', surfaceColor: '#8a5a32', material: 'mango' };
    // Something standing in front of the board's left half.
    const inFront: Point[] = [
      [box.x - 10, box.y - 10],
      [box.x + box.width / 2, box.y - 10],
      [box.x + box.width / 2, box.y + box.height + 10],
      [box.x - 10, box.y + box.height + 10],
    ];
    const render = async (printArea: PrintArea) =>
      raw(
        (
          await renderer.render({
            kind: 'nameplate',
            surface: { image: front.image, productTitle: 'Board', printArea },
            name: 'HHHHHHHH',
            houseNumber: '',
          })
        ).image,
      );
    const photo = await raw(front.image);
    // The area's left half, a pixel or two in from the occluder's edge (its mask is anti-aliased).
    const leftHalf = ([x, y]: Point) =>
      x < box.x + box.width / 2 - 2 && x >= box.x && y >= box.y && y < box.y + box.height;
    const without = changed(photo, await render(area));
    const withOccluder = changed(photo, await render({ ...area, occluder: inFront }));
    expect(without.filter(leftHalf).length).toBeGreaterThan(1000); // the name does reach there
    expect(withOccluder.filter(leftHalf)).toEqual([]);
    expect(withOccluder.length).toBeGreaterThan(1000); // and still shows on the right
  }, 30_000);
});

function pointInPolygon([x, y]: Point, polygon: Point[]): boolean {
  let inside = false;
  for (let i = 0, j = polygon.length - 1; i < polygon.length; j = i++) {
    const [xi, yi] = polygon[i]!;
    const [xj, yj] = polygon[j]!;
    if (yi > y !== yj > y && x < ((xj - xi) * (y - yi)) / (yj - yi) + xi) inside = !inside;
  }
  return inside;
}
