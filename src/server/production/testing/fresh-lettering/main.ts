/**
 * Draws the lettering of every case in cases.ts in a process of its own, as one side of the
 * fresh-process lettering test (issue 45), and writes each piece's ink as a PNG mask (alpha) into
 * `<dir>/<side>/`, with `<dir>/<side>.json` giving each mask's millimetres per pixel.
 *
 *   node --import tsx main.ts production <dir>   the production files, drawn first, nothing
 *                                                registered: a restarted store or a web server
 *                                                whose previews run in other workers
 *   node --import tsx main.ts preview <dir>      the preview's lettering, after a real preview
 *
 * Boards give one mask per line and plates one for the name, both on the print area's pixel grid;
 * mugs give the caption box's ink (the print's pixels for the file, the preview's for the preview).
 */
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { boardLayout, fitBoardLettering } from '../../../pieces/board-layout';
import { kidsLettering, placeKidsLetters } from '../../../pieces/kids-layout';
import { drawCaption, mugArtLayout } from '../../../pieces/mug-layout';
import { flatHeight } from '../../../pieces/mug-wrap';
import { renderLetters } from '../../../pieces/letter-split';
import { interpretPrompt } from '../../../pieces/prompt';
import { blank, crop, type Raster } from '../../../pieces/raster';
import { syntheticSurface } from '../../../pieces/samples/synthetic-surfaces';
import { parseHex, WHITE } from '../../../pieces/color';
import type { PrintArea } from '../../../../contracts/print-area';
import { designLayout, fitDesignLettering, type DesignPieceInput } from '../../../pieces/design-layout';
import { BOARD_MARGIN, boardDrawing } from '../../board-drawing';
import { designDrawing } from '../../design-drawing';
import { placeArea, type Shape } from '../../drawing';
import { mugWrapLayout, mugWrapPng, PRINT_DPI } from '../../mug-file';
import { PLATE_MARGIN, plateDrawing } from '../../plate-drawing';
import {
  BOARD_SIZE,
  boardInput,
  coupleMugInput,
  DESK_PLATE_SIZE,
  deskPlateInput,
  MUG_WRAP,
  mugInput,
  PLATE_SIZE,
  plateInput,
  SCRIPT_NAMES,
} from './cases';

const [side, dir] = process.argv.slice(2);
if ((side !== 'production' && side !== 'preview') || !dir) throw new Error('usage: main.ts production|preview <dir>');
const out = path.join(dir, side);
await mkdir(out, { recursive: true });
const scales: Record<string, number> = {};

async function save(id: string, mask: Raster, mmPerPx: number) {
  scales[id] = mmPerPx;
  await sharp(mask.data, { raw: { width: mask.width, height: mask.height, channels: 1 } })
    .png()
    .toFile(path.join(out, `${id}.png`));
}

/** Shapes (in mm) rasterised on the print area's pixel grid, as their alpha. */
async function onAreaGrid(shapes: Shape[], area: PrintArea, on: { x: number; y: number; mmPerPx: number }) {
  const view = `${on.x} ${on.y} ${area.width * on.mmPerPx} ${area.height * on.mmPerPx}`;
  const paths = shapes.map((s) => {
    const transform = s.transform ? ` transform="matrix(${s.transform.join(' ')})"` : '';
    return `<path d="${s.d}"${transform} fill="#fff"/>`;
  });
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${area.width}" height="${area.height}" viewBox="${view}">${paths.join('')}</svg>`;
  const { data, info } = await sharp(Buffer.from(svg))
    .ensureAlpha()
    .extractChannel(3)
    .raw()
    .toBuffer({ resolveWithObject: true });
  return { width: info.width, height: info.height, channels: 1, data } as Raster;
}

/** Masks (each centred at cx, cy, turned by angle degrees) composed on the print area's grid, as their alpha. */
async function placedOnGrid(
  area: PrintArea,
  items: { mask: Raster; cx: number; cy: number; width: number; height: number; angle: number }[],
) {
  const images = await Promise.all(
    items.map(async (it) => {
      const png = await sharp(Buffer.alloc(it.mask.width * it.mask.height, 255), {
        raw: { width: it.mask.width, height: it.mask.height, channels: 1 },
      })
        .joinChannel(it.mask.data, { raw: { width: it.mask.width, height: it.mask.height, channels: 1 } })
        .png()
        .toBuffer();
      const x = it.cx - it.width / 2;
      const y = it.cy - it.height / 2;
      return `<image href="data:image/png;base64,${png.toString('base64')}" x="${x}" y="${y}" width="${it.width}" height="${it.height}" preserveAspectRatio="none" transform="rotate(${it.angle} ${it.cx} ${it.cy})"/>`;
    }),
  );
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${area.width}" height="${area.height}">${images.join('')}</svg>`;
  const { data, info } = await sharp(Buffer.from(svg))
    .ensureAlpha()
    .extractChannel(3)
    .raw()
    .toBuffer({ resolveWithObject: true });
  return { width: info.width, height: info.height, channels: 1, data } as Raster;
}

const [board, plate, mug, brass] = await Promise.all([
  syntheticSurface('teak-board'),
  syntheticSurface('kids-plate'),
  syntheticSurface('white-mug'),
  syntheticSurface('brass-board'),
]);

/**
 * A design's lettered lines (issue 41), one mask each on the print area's grid: the file's line
 * outlines, or the preview's fitted lines as the compositor stamps them (kinds/design.ts).
 */
async function designLines(id: string, area: PrintArea, input: DesignPieceInput, size: typeof BOARD_SIZE) {
  const on = placeArea(area, size, { x: 0, y: 0 });
  if (side === 'production') {
    const drawing = await designDrawing(area, input, size, 'test');
    const artwork = drawing.layers.find((l) => l.id === 'artwork')!.shapes;
    for (const [k, shape] of artwork.entries())
      await save(`${id}-${k}`, await onAreaGrid([shape], area, on), on.mmPerPx);
    return;
  }
  const lettering = await fitDesignLettering(designLayout(area, input));
  let k = 0;
  for (const { rect, fitted } of lettering.blocks)
    for (const at of fitted.lines) {
      const mask = blank(area.width, area.height, 1);
      const piece = crop(fitted.mask, at);
      for (let y = 0; y < piece.height; y++)
        mask.data.set(
          piece.data.subarray(y * piece.width, (y + 1) * piece.width),
          (rect.y + at.y + y) * mask.width + rect.x + at.x,
        );
      await save(`${id}-${k++}`, mask, on.mmPerPx);
    }
}

if (side === 'preview') {
  // A real preview first, as the shopper's preview is drawn: the compositor's own start.
  const { createCompositorRenderer } = await import('../../../previews/compositor/index');
  const input = boardInput(2);
  await createCompositorRenderer().render({
    kind: 'nameplate',
    surface: board,
    name: input.primary,
    houseNumber: input.secondary,
    font: input.font,
  });
}

for (let i = 0; i < SCRIPT_NAMES.length; i++) {
  const script = SCRIPT_NAMES[i]!.script;

  // Boards: each line on its own.
  const boardOn = placeArea(board.printArea, BOARD_SIZE, BOARD_MARGIN);
  if (side === 'production') {
    const drawing = await boardDrawing(board.printArea, boardInput(i), BOARD_SIZE, 'test');
    const artwork = drawing.layers.find((l) => l.id === 'artwork')!.shapes;
    for (const line of [0, 1]) {
      await save(
        `board-${script}-${line}`,
        await onAreaGrid([artwork[line]!], board.printArea, boardOn),
        boardOn.mmPerPx,
      );
    }
  } else {
    const lettering = await fitBoardLettering(board.printArea, boardLayout(board.printArea, boardInput(i)));
    for (const line of [0, 1]) {
      const fittedBox = lettering.fitted.lines[line]!;
      const at = lettering.lines[line]!;
      const mask = blank(board.printArea.width, board.printArea.height, 1);
      const piece = crop(lettering.fitted.mask, fittedBox);
      for (let y = 0; y < piece.height; y++)
        mask.data.set(piece.data.subarray(y * piece.width, (y + 1) * piece.width), (at.y + y) * mask.width + at.x);
      await save(`board-${script}-${line}`, mask, boardOn.mmPerPx);
    }
  }

  // Kids plates: the name's letter fills.
  const plateOn = placeArea(plate.printArea, PLATE_SIZE, PLATE_MARGIN);
  if (side === 'production') {
    const drawing = await plateDrawing(plate.printArea, plateInput(i), PLATE_SIZE, 'test');
    const artwork = drawing.layers.find((l) => l.id === 'artwork')!.shapes;
    // The letters' own fills are the shapes without a stroke, after the decoration.
    const fills = artwork.filter((s) => s.stroke === undefined && s.transform === undefined);
    await save(`plate-${script}`, await onAreaGrid(fills, plate.printArea, plateOn), plateOn.mmPerPx);
  } else {
    const lettering = kidsLettering(plate.printArea, plateInput(i));
    const word = await renderLetters(lettering.name, lettering.look.role, lettering.tracking);
    const placement = placeKidsLetters(plate.printArea, word, lettering);
    const items = placement.letters.map((l, k) => ({ ...l, mask: word.letters[k]!.mask }));
    await save(`plate-${script}`, await placedOnGrid(plate.printArea, items), plateOn.mmPerPx);
  }

  // Mug wraps: the caption box.
  const input = mugInput(i);
  const print = mugWrapLayout({ ...input }, mug.printArea, MUG_WRAP);
  const printBox = print.layout.caption!.box;
  if (side === 'production') {
    const { png, width, height } = await mugWrapPng({ ...input, photo: null }, mug.printArea, MUG_WRAP);
    const left = Math.round((width - print.layout.width) / 2) + printBox.x;
    const top = Math.round((height - print.layout.height) / 2) + printBox.y;
    const { data, info } = await sharp(png)
      .extract({ left, top, width: printBox.width, height: printBox.height })
      .extractChannel(3)
      .raw()
      .toBuffer({ resolveWithObject: true });
    await save(`mug-${script}`, { width: info.width, height: info.height, channels: 1, data }, 25.4 / PRINT_DPI);
  } else {
    // The preview's artwork size (kinds/mug.ts), its caption drawn as the preview draws it.
    const { area } = { area: mug.printArea };
    const artW = Math.round(area.width * 1.5);
    const artH = Math.round(flatHeight(area.width, area.height) * 1.5);
    const layout = mugArtLayout(artW, artH, input, interpretPrompt(undefined), parseHex(area.surfaceColor) ?? WHITE);
    const art = blank(artW, artH, 4);
    await drawCaption(art, layout.caption!);
    const box = layout.caption!.box;
    const mask = blank(box.width, box.height, 1);
    for (let y = 0; y < box.height; y++)
      for (let x = 0; x < box.width; x++)
        mask.data[y * box.width + x] = art.data[((box.y + y) * artW + box.x + x) * 4 + 3] ?? 0;
    await save(`mug-${script}`, mask, (printBox.width * 25.4) / PRINT_DPI / box.width);
  }
}

for (let i = 0; i < SCRIPT_NAMES.length; i++) {
  const script = SCRIPT_NAMES[i]!.script;
  await designLines(`couple-mug-${script}`, mug.printArea, coupleMugInput(i), MUG_WRAP);
  await designLines(`desk-plate-${script}`, brass.printArea, deskPlateInput(i), DESK_PLATE_SIZE);
}
await writeFile(path.join(dir, `${side}.json`), JSON.stringify(scales));
