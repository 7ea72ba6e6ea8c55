import DxfParser from 'dxf-parser';
import { XMLParser } from 'fast-xml-parser';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import type { PrintArea } from '../../../contracts/print-area';
import { registerLetteringFonts } from '../../platform/text-shaping/lettering-fonts';
import { boardLayout, fitBoardLettering } from '../../pieces/board-layout';
import { blank, crop, inkBounds, toRaster, type Raster } from '../../pieces/raster';
import { syntheticSurface } from '../../pieces/samples/synthetic-surfaces';
import { BOARD_MARGIN, boardDrawing } from '../board-drawing';
import { placeArea } from '../drawing';
import { BOARD_SIZE, SCRIPT_NAMES } from '../testing/fresh-lettering/cases';
import { drawingToDxf } from './dxf-file';
import { laserLayers, laserSvg } from './laser-svg';

/**
 * Issue 42: a Tamil, Bengali, Urdu and Devanagari name come out of the laser SVG and the DXF
 * shaped as the preview shaped them. Each file is read back by its own reader (an XML parser,
 * dxf-parser), its engrave shapes drawn to pixels on the print area's grid, and compared with the
 * preview's lettering mask (the Pango raster the shopper saw), both cropped to their ink and
 * scaled to the same size: intersection over union at least 0.9.
 */
const SCRIPTS = ['Tamil', 'Bengali', 'Urdu', 'Devanagari'] as const;
let area: PrintArea;

beforeAll(async () => {
  await registerLetteringFonts();
  area = (await syntheticSurface('teak-board')).printArea;
}, 120_000);

function iou(a: Raster, b: Raster): number {
  let both = 0;
  let either = 0;
  for (let i = 0; i < a.data.length; i++) {
    const x = (a.data[i] ?? 0) > 127;
    const y = (b.data[i] ?? 0) > 127;
    if (x && y) both++;
    if (x || y) either++;
  }
  return either ? both / either : 0;
}

/** Polylines (mm, y down) filled on the print area's pixel grid, as their alpha. */
async function rasterise(paths: string[], on: { x: number; y: number; mmPerPx: number }): Promise<Raster> {
  const view = `${on.x} ${on.y} ${area.width * on.mmPerPx} ${area.height * on.mmPerPx}`;
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${area.width}" height="${area.height}" viewBox="${view}">${paths.map((d) => `<path d="${d}" fill="#fff"/>`).join('')}</svg>`;
  return toRaster(sharp(Buffer.from(svg)).ensureAlpha().extractChannel(3));
}

async function compare(file: Raster, preview: Raster): Promise<number> {
  const [fileInk, previewInk] = [inkBounds(file, 96)!, inkBounds(preview, 96)!];
  const fileCrop = await toRaster(
    sharp(crop(file, fileInk).data, { raw: { width: fileInk.width, height: fileInk.height, channels: 1 } })
      .resize(previewInk.width, previewInk.height, { fit: 'fill' })
      .extractChannel(0),
  );
  return iou(fileCrop, crop(preview, previewInk));
}

describe.each(SCRIPTS)('%s lettering in the laser SVG and the DXF', (script) => {
  it('matches the preview lettering mask, IoU >= 0.9', async () => {
    const { name } = SCRIPT_NAMES.find((s) => s.script === script)!;
    // The name alone, no ornament: the lettering is what is compared.
    const input = { primary: name, secondary: '', font: 'sans' };
    const lettering = await fitBoardLettering(area, boardLayout(area, input));
    const preview = blank(area.width, area.height, 1);
    const box = lettering.fitted.lines[0]!;
    const at = lettering.lines[0]!;
    const piece = crop(lettering.fitted.mask, box);
    for (let y = 0; y < piece.height; y++)
      preview.data.set(piece.data.subarray(y * piece.width, (y + 1) * piece.width), (at.y + y) * preview.width + at.x);

    const drawing = await boardDrawing(area, input, BOARD_SIZE, script);
    const layers = laserLayers(drawing, { cut: true, score: true, engrave: true });
    const on = placeArea(area, BOARD_SIZE, BOARD_MARGIN);

    // The SVG, read back with an XML parser: its engrave group's paths.
    const svg = laserSvg(drawing, layers, 'lightburn');
    const parsed = new XMLParser({ ignoreAttributes: false, attributeNamePrefix: '' }).parse(svg) as {
      svg: {
        g:
          | { id: string; path: { d: string } | { d: string }[] }[]
          | { id: string; path: { d: string } | { d: string }[] };
      };
    };
    const groups = [parsed.svg.g].flat();
    const engrave = groups.find((g) => g.id === 'engrave')!;
    const svgPaths = [engrave.path].flat().map((p) => p.d);
    const fromSvg = await compare(await rasterise(svgPaths, on), preview);

    // The DXF, read back with dxf-parser: ENGRAVE polylines, y flipped back to the layout's.
    const dxf = new DxfParser().parseSync(drawingToDxf(BOARD_SIZE, layers))!;
    const polylines = (dxf.entities as unknown as { layer: string; vertices: { x: number; y: number }[] }[])
      .filter((e) => e.layer === 'ENGRAVE')
      .map((e) => `M${e.vertices.map((v) => `${v.x} ${BOARD_SIZE.heightMm - v.y}`).join('L')}Z`);
    const fromDxf = await compare(await rasterise([polylines.join('')], on), preview);

    expect(fromSvg, `SVG ${script}`).toBeGreaterThanOrEqual(0.9);
    expect(fromDxf, `DXF ${script}`).toBeGreaterThanOrEqual(0.9);
  }, 60_000);
});
