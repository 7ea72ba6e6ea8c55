import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { boardLayout, fitBoardLettering, type FlatTextInput } from '../pieces/board-layout';
import { registerLetteringFonts } from '../platform/text-shaping/lettering-fonts';
import { syntheticSurface } from '../pieces/samples/synthetic-surfaces';
import type { PrintArea } from '../../contracts/print-area';
import { BOARD_MARGIN, boardDrawing } from './board-drawing';
import { placeArea } from './drawing';
import { drawingToSvg } from './svg-file';

const SIZE = { widthMm: 304.8, heightMm: 203.2 };
let area: PrintArea;

beforeAll(async () => {
  // Every lettering font, as the compositor registers them, so Pango finds the Urdu faces by name.
  await registerLetteringFonts();
  area = (await syntheticSurface('teak-board')).printArea;
}, 120_000);

/** The drawing's artwork layer rasterised on the preview's own print-area pixel grid. */
async function artworkInk(input: FlatTextInput) {
  const svg = drawingToSvg(await boardDrawing(area, input, SIZE, 'test'));
  const on = placeArea(area, SIZE, BOARD_MARGIN);
  const artwork = svg.slice(svg.indexOf('<g id="artwork"'), svg.lastIndexOf('</svg>'));
  const view = `${on.x} ${on.y} ${area.width * on.mmPerPx} ${area.height * on.mmPerPx}`;
  const cropped = `<svg xmlns="http://www.w3.org/2000/svg" xmlns:inkscape="http://www.inkscape.org/namespaces/inkscape" width="${area.width}" height="${area.height}" viewBox="${view}">${artwork}</svg>`;
  const { data, info } = await sharp(Buffer.from(cropped))
    .extractChannel(3)
    .raw()
    .toBuffer({ resolveWithObject: true });
  let [x0, y0, x1, y1] = [info.width, info.height, -1, -1];
  for (let y = 0; y < info.height; y++)
    for (let x = 0; x < info.width; x++)
      if ((data[y * info.width + x] ?? 0) > 96)
        [x0, y0, x1, y1] = [Math.min(x0, x), Math.min(y0, y), Math.max(x1, x), Math.max(y1, y)];
  return { x: x0, y: y0, width: x1 - x0 + 1, height: y1 - y0 + 1 };
}

describe('a board production file draws the preview layout', () => {
  it.each([
    { primary: 'Sharma Niwas', secondary: '42A' },
    { primary: 'Kapoor', secondary: '', font: 'script' },
    { primary: 'आनंद भवन', secondary: '7', prompt: 'minimal' },
    // Nastaliq's stacked words stand 1.9 em tall: the file's outline keeps what the preview drew.
    { primary: 'شرما ہاؤس 42', secondary: '' },
    { primary: 'صدیقی ہاؤس', secondary: '7', font: 'script' },
  ])('puts the lettering of $primary where the preview fitted it', async (input) => {
    const lettering = await fitBoardLettering(area, boardLayout(area, input));
    const x0 = Math.min(...lettering.lines.map((r) => r.x));
    const y0 = Math.min(...lettering.lines.map((r) => r.y));
    const x1 = Math.max(...lettering.lines.map((r) => r.x + r.width));
    const y1 = Math.max(...lettering.lines.map((r) => r.y + r.height));
    const ink = await artworkInk(input);
    // Within 2% of the print area: outlines and Pango's hinted raster differ by a pixel or two.
    const tolerance = area.width * 0.02;
    expect(Math.abs(ink.x - x0)).toBeLessThan(tolerance);
    expect(Math.abs(ink.y - y0)).toBeLessThan(tolerance);
    expect(Math.abs(ink.x + ink.width - x1)).toBeLessThan(tolerance);
    expect(Math.abs(ink.y + ink.height - y1)).toBeLessThan(tolerance);
  });

  it('draws the flourish, sprigs and border the prompt asked for as vector shapes', async () => {
    const input = { primary: 'Sharma Niwas', secondary: '42A', prompt: 'elegant flourish with leaves and a border' };
    const svg = drawingToSvg(await boardDrawing(area, input, SIZE, 'test'));
    const plain = drawingToSvg(await boardDrawing(area, { primary: 'Sharma Niwas', secondary: '42A' }, SIZE, 'test'));
    const count = (s: string) => (s.match(/<path /g) ?? []).length;
    // Two sprigs of six leaves and a stem, a flourish of two arms, two dots and a diamond, a double frame.
    expect(count(svg) - count(plain)).toBe(2 * 7 + 5 + 2);
    expect(svg).not.toMatch(/<text[\s>]/);
  });
});
