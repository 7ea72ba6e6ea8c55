import { beforeAll, describe, expect, it } from 'vitest';
import type { PrintArea } from '../../contracts/print-area';
import { boardLayout, type FlatTextInput } from '../pieces/board-layout';
import { kidsLettering } from '../pieces/kids-layout';
import { registerFonts } from '../platform/text-shaping/bundled-fonts';
import { syntheticSurface } from '../pieces/samples/synthetic-surfaces';
import { boardDrawing } from './board-drawing';
import { plateDrawing } from './plate-drawing';
import { drawingToSvg } from './svg-file';

const BOARD_SIZE = { widthMm: 304.8, heightMm: 203.2 };
const PLATE_SIZE = { widthMm: 300, heightMm: 150 };
let board: PrintArea;
let plate: PrintArea;

beforeAll(async () => {
  await registerFonts();
  board = (await syntheticSurface('teak-board')).printArea;
  plate = { ...board, surface: 'plate', material: 'acrylic', surfaceColor: '#ffffff' };
});

/**
 * The preview and the production file draw only what the template offers, whatever the line
 * says: a line placed before the owner narrowed the choices, or one from outside (a Shopify
 * order's properties), and the prompt's own words for a font or colour.
 */
describe("a template's choices in what is drawn", () => {
  const asked: FlatTextInput = {
    primary: 'Sharma Niwas',
    secondary: '42A',
    prompt: 'bold gold letters',
    font: 'serif',
    color: '#8B4513',
  };

  it("keeps a board's prompt and form to the fonts and colours on offer", () => {
    // With no choices the prompt wins, as it always has: bold letters in brass.
    const free = boardLayout(board, asked);
    expect([free.role, free.style.finish]).toEqual(['bold', 'brass']);

    const narrowed = boardLayout({ ...board, fonts: ['script'], colors: ['#1F2F5C'] }, asked);
    expect(narrowed.role).toBe('script');
    expect(narrowed.style.finish).not.toBe('brass');
    expect(narrowed.style.ink).toEqual([31, 47, 92]);
    // Even the house number, set in serif under a script name elsewhere, keeps to the script here.
    expect(narrowed.lines.map((l) => l.role)).toEqual(['script', 'script']);
  });

  it('draws the same production file for a font off the list as for the template default', async () => {
    const choices = { fonts: ['script' as const, 'bold' as const] };
    const plain = { primary: 'Sharma Niwas', secondary: '', font: 'serif' };
    const offList = drawingToSvg(await boardDrawing({ ...board, ...choices }, plain, BOARD_SIZE, 'line'));
    const asDefault = drawingToSvg(await boardDrawing(board, { ...plain, font: 'script' }, BOARD_SIZE, 'line'));
    const asSerif = drawingToSvg(await boardDrawing(board, plain, BOARD_SIZE, 'line'));
    expect(offList).toBe(asDefault);
    expect(offList).not.toBe(asSerif);
  });

  it("keeps a kids plate's own playful font and bright letters out unless offered", async () => {
    const input = { childName: 'Aarav', font: 'serif', color: '#8B4513' };
    const free = kidsLettering(plate, input);
    expect(free.look.role).toBe('playful');
    expect(free.look.colours).toHaveLength(6);

    const narrowed = kidsLettering({ ...plate, fonts: ['serif', 'bold'], colors: ['#B3261E'] }, input);
    expect(narrowed.look.role).toBe('serif');
    expect(narrowed.look.colours[0]).toEqual([179, 38, 30]);

    const svg = drawingToSvg(await plateDrawing({ ...plate, colors: ['#B3261E'] }, input, PLATE_SIZE, 'line'));
    expect(svg).toContain('#b3261e');
    expect(svg).not.toContain('#e63946');
  });
});
