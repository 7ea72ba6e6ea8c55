import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import sharp, { type Sharp } from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PrintArea } from '../../../../contracts/print-area';
import { registerFonts } from '../../../platform/text-shaping/bundled-fonts';
import type { DesignPieceInput } from '../../../pieces/design-layout';
import { syntheticSurface, type SyntheticKind } from '../../../pieces/samples/synthetic-surfaces';
import { createCompositorRenderer } from '../index';
import type { PieceSize } from '../../../catalog/piece-size';
import { DEFAULT_MUG_WRAP } from '../../../catalog/piece-size';
import { designDrawing, designPhotoDpi, designWrapPng } from '../../../production/design-drawing';
import { placeArea } from '../../../production/drawing';
import { drawingToPdf } from '../../../production/pdf-file';
import { drawingToSvg } from '../../../production/svg-file';
import { MIN_PHOTO_DPI } from '../../../production/mug-file';

/**
 * Issue 41: a design's photo slot in the production file. The shopper's photo lands where the
 * preview drew it, cropped to the same shape: the preview's photo pixels and the file's, in the
 * print area scaled to one size, overlap by IoU >= 0.9, in the SVG, the PDF (read by poppler, which
 * did not write it) and a mug's 300 DPI wrap. The photo is half magenta, half green, so a crop
 * about another centre or a slot in another place fails.
 */
const run = promisify(execFile);
let dir: string;
let photo: Buffer;
const renderer = createCompositorRenderer();

beforeAll(async () => {
  await registerFonts();
  dir = await mkdtemp(path.join(tmpdir(), 'kaarigar-design-photo-'));
  const half = (colour: string, x: number) => `<rect x="${x}" y="0" width="800" height="1000" fill="${colour}"/>`;
  photo = await sharp(
    Buffer.from(
      `<svg xmlns="http://www.w3.org/2000/svg" width="1600" height="1000">${half('#ff00ff', 0)}${half('#00ff00', 800)}</svg>`,
    ),
  )
    .jpeg({ quality: 95 })
    .toBuffer();
}, 60_000);

afterAll(async () => {
  if (dir) await rm(dir, { recursive: true, force: true });
});

type Colour = 'magenta' | 'green';
const IS: Record<Colour, (r: number, g: number, b: number) => boolean> = {
  magenta: (r, g, b) => r > 180 && g < 90 && b > 180,
  green: (r, g, b) => r < 90 && g > 180 && b < 90,
};

/** Which of the image's pixels are the photo's colour, in a width x height grid. */
async function maskOf(image: Sharp, width: number, height: number, colour: Colour): Promise<Uint8Array> {
  const { data, info } = await image
    .flatten({ background: '#ffffff' })
    .resize(width, height, { fit: 'fill', kernel: 'nearest' })
    .raw()
    .toBuffer({ resolveWithObject: true });
  const mask = new Uint8Array(width * height);
  for (let i = 0; i < mask.length; i++) {
    const at = i * info.channels;
    mask[i] = IS[colour](data[at]!, data[at + 1]!, data[at + 2]!) ? 1 : 0;
  }
  return mask;
}

function iou(a: Uint8Array, b: Uint8Array): number {
  let both = 0;
  let either = 0;
  for (let i = 0; i < a.length; i++) {
    if (a[i] && b[i]) both++;
    if (a[i] || b[i]) either++;
  }
  return either ? both / either : 0;
}

/** The preview's print area, cut out of the rendered product image. */
async function previewArea(kind: SyntheticKind, input: DesignPieceInput) {
  const surface = await syntheticSurface(kind);
  const { image } = await renderer.render({ kind: 'design', surface, ...input, userImage: photo });
  const { x, y, width, height } = surface.printArea;
  return { area: surface.printArea, image: sharp(image).extract({ left: x, top: y, width, height }) };
}

/** The print area's place on a raster of the piece drawn at `pxPerMm`. */
function areaOnRaster(area: PrintArea, size: PieceSize, pxPerMm: number) {
  const on = placeArea(area, size, { x: 0, y: 0 });
  return {
    left: Math.round(on.x * pxPerMm),
    top: Math.round(on.y * pxPerMm),
    width: Math.round(area.width * on.mmPerPx * pxPerMm),
    height: Math.round(area.height * on.mmPerPx * pxPerMm),
  };
}

async function expectSamePhoto(preview: Sharp, file: Buffer, area: PrintArea, size: PieceSize, pxPerMm: number) {
  const region = areaOnRaster(area, size, pxPerMm);
  for (const colour of ['magenta', 'green'] as const) {
    const a = await maskOf(preview.clone(), area.width, area.height, colour);
    const b = await maskOf(sharp(file).extract(region), area.width, area.height, colour);
    expect(
      a.reduce((n, v) => n + v, 0),
      `the preview shows the photo's ${colour}`,
    ).toBeGreaterThan(500);
    expect(iou(a, b), colour).toBeGreaterThanOrEqual(0.9);
  }
}

const BOARD = { widthMm: 304.8, heightMm: 203.2 };
const CASES: { name: string; kind: SyntheticKind; size: PieceSize; input: DesignPieceInput }[] = [
  {
    name: 'a rectangle on a board',
    kind: 'teak-board',
    size: BOARD,
    input: {
      texts: [{ box: { x: 0.05, y: 0.1, width: 0.5, height: 0.35 }, lines: ['Asha'] }],
      photo: { box: { x: 0.6, y: 0.05, width: 0.35, height: 0.9 }, crop: 'rectangle' },
    },
  },
  {
    name: 'a circle on a board',
    kind: 'teak-board',
    size: BOARD,
    input: {
      texts: [{ box: { x: 0.05, y: 0.6, width: 0.5, height: 0.3 }, lines: ['அம்மா'] }],
      photo: { box: { x: 0.55, y: 0.1, width: 0.4, height: 0.8 }, crop: 'circle' },
    },
  },
];

describe("a design's photo in the production file (issue 41)", () => {
  it.each(CASES)(
    '$name: the SVG and the PDF put it where the preview did',
    async ({ kind, size, input }) => {
      const preview = await previewArea(kind, input);
      const drawing = await designDrawing(preview.area, input, size, 'KG-1 design', photo);
      expect(drawing.photos).toHaveLength(1);
      const pxPerMm = 4;
      const svg = drawingToSvg(drawing);
      expect(svg).toContain('<image ');
      expect(svg).not.toMatch(/Exif|GPS/);
      const svgRaster = await sharp(
        Buffer.from(
          drawingToSvg(drawing, {
            width: Math.round(size.widthMm * pxPerMm),
            height: Math.round(size.heightMm * pxPerMm),
          }),
        ),
      )
        .png()
        .toBuffer();
      await writeFile(path.join(dir, 'file.svg.png'), svgRaster);
      await expectSamePhoto(preview.image, svgRaster, preview.area, size, pxPerMm);

      const pdf = path.join(dir, 'file.pdf');
      await writeFile(pdf, await drawingToPdf(drawing, new Date('2026-11-28T10:00:00Z')));
      await run('pdftoppm', ['-r', String(pxPerMm * 25.4), '-singlefile', '-png', pdf, path.join(dir, 'pdf')]);
      await expectSamePhoto(preview.image, await readFile(path.join(dir, 'pdf.png')), preview.area, size, pxPerMm);
    },
    120_000,
  );

  it("a mug's wrap carries it at 300 DPI where the preview drew it", async () => {
    const input: DesignPieceInput = {
      texts: [{ box: { x: 0.05, y: 0.75, width: 0.9, height: 0.2 }, lines: ['Happy Diwali'] }],
      photo: { box: { x: 0.05, y: 0.05, width: 0.9, height: 0.65 }, crop: 'circle' },
    };
    const preview = await previewArea('white-mug', input);
    const drawing = await designDrawing(preview.area, input, DEFAULT_MUG_WRAP, 'KG-2 mug', photo);
    const wrap = await designWrapPng(drawing);
    const meta = await sharp(wrap.png).metadata();
    expect([meta.width, meta.height, meta.density]).toEqual([wrap.width, wrap.height, 300]);
    expect(wrap.width).toBe(Math.round((DEFAULT_MUG_WRAP.widthMm / 25.4) * 300));
    await expectSamePhoto(preview.image, wrap.png, preview.area, DEFAULT_MUG_WRAP, 300 / 25.4);
  }, 120_000);

  it('says how sharp the photo prints, and a small one is below 150 DPI', async () => {
    const { input, size } = CASES[0]!;
    const area = (await syntheticSurface('teak-board')).printArea;
    const small = await sharp(photo).resize(160, 100).jpeg().toBuffer();
    const smallDpi = await designPhotoDpi(area, input, size, small);
    const largeDpi = await designPhotoDpi(area, input, size, photo);
    expect(smallDpi).toBeLessThan(MIN_PHOTO_DPI);
    expect(largeDpi).toBeGreaterThan(smallDpi!);
    const drawn = await designDrawing(area, input, size, 'KG-3', small);
    expect(drawn.photos?.[0]?.dpi).toBe(smallDpi);
    // Never enlarged: the small photo is embedded at its own pixels, not blown up to 300 DPI.
    expect(drawn.photos?.[0]?.pixels.height).toBeLessThanOrEqual(100);
    expect(await designPhotoDpi(area, { texts: input.texts }, size, photo)).toBeNull();
  });
});
