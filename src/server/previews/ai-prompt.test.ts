import { describe, expect, it } from 'vitest';
import type { PrintArea } from '../../contracts/print-area';
import { buildImagePrompt } from './ai-prompt';
import { boardArea, mugWrapArea } from './testing/renderer-test-kit';
import type { ProductSurface } from './types';

const board = boardArea('teak');
const mugArea = mugWrapArea;
const surface = (printArea: PrintArea, productTitle = 'Teak House Name Board'): ProductSurface => ({
  image: Buffer.alloc(0),
  printArea,
  productTitle,
});

describe('buildImagePrompt', () => {
  it('names the product and quotes the name and house number verbatim, to be spelt exactly', () => {
    const prompt = buildImagePrompt({
      kind: 'nameplate',
      surface: surface(board),
      name: "D'Souza Nivas",
      houseNumber: '12/B',
    });
    expect(prompt).toContain('"Teak House Name Board"');
    expect(prompt).toContain('"D\'Souza Nivas"');
    expect(prompt).toContain('"12/B"');
    expect(prompt).toMatch(/spell exactly/i);
  });

  it('describes the print area in words and as a pixel box', () => {
    const prompt = buildImagePrompt({
      kind: 'nameplate',
      surface: surface(board),
      name: 'Rose Villa',
      houseNumber: '',
    });
    expect(prompt).toContain('flat front face of the board');
    expect(prompt).toContain('in the centre of the first image');
    expect(prompt).toContain('x 262 to 762, y 380 to 600');
    expect(prompt).toContain('1024x1024');
    expect(prompt).toContain('teak wood');
  });

  it('names the region of a print area away from the centre', () => {
    const lowLeft: PrintArea = { ...board, x: 40, y: 760, width: 260, height: 200 };
    expect(buildImagePrompt({ kind: 'generic', surface: surface(lowLeft), text: 'Hi' })).toContain(
      'in the lower left of the first image',
    );
  });

  it('leaves out an empty house number rather than quoting an empty string', () => {
    const prompt = buildImagePrompt({
      kind: 'nameplate',
      surface: surface(board),
      name: 'Rose Villa',
      houseNumber: '  ',
    });
    expect(prompt).not.toContain('house number:');
    expect(prompt).not.toContain('""');
  });

  it('says there is nothing to write when every text is empty', () => {
    const prompt = buildImagePrompt({ kind: 'kids', surface: surface(board), childName: '' });
    expect(prompt).toContain('There is no text to add');
  });

  it('passes on the font and colour wishes', () => {
    const prompt = buildImagePrompt({
      kind: 'kids',
      surface: surface(board, 'Rainbow Kids Name Plate'),
      childName: 'Aarav',
      font: 'Comic Neue',
      color: '#8B4513',
    });
    expect(prompt).toContain('"Aarav"');
    expect(prompt).toContain('Comic Neue typeface');
    expect(prompt).toContain('#8B4513');
  });

  it('asks for a contrasting colour when the shopper chose none', () => {
    const prompt = buildImagePrompt({ kind: 'generic', surface: surface(board), text: 'Welcome' });
    expect(prompt).toContain('#6b4226');
    expect(prompt).toContain('contrasts');
  });

  it.each([
    ['ghibli', 'soft watercolour anime'],
    ['disney', 'classic 2D'],
    ['pixar', '3D animated render'],
    ['oil-painting', 'textured brush strokes'],
  ] as const)('describes the %s mug style and quotes the caption', (style, words) => {
    const prompt = buildImagePrompt({
      kind: 'mug',
      surface: surface(mugArea, 'Classic White Mug'),
      userImage: Buffer.alloc(0),
      caption: 'Best Dad Ever',
      style,
    });
    expect(prompt).toContain(words);
    expect(prompt).toContain('"Best Dad Ever"');
    expect(prompt).toContain('second image');
    expect(prompt).toContain('curve');
  });

  it('always keeps the product, angle and background, asks for a photo and forbids extra text', () => {
    const prompt = buildImagePrompt({ kind: 'generic', surface: surface(board), text: 'Hi' });
    expect(prompt).toMatch(/product, its shape.*camera angle.*background unchanged/);
    expect(prompt).toContain('photorealistic product photograph');
    expect(prompt).toMatch(/no other text/i);
  });

  it("appends the shopper's idea last, and only when there is one", () => {
    const withIdea = buildImagePrompt({
      kind: 'nameplate',
      surface: surface(board),
      name: 'Rose Villa',
      houseNumber: '7',
      prompt: ' add tiny roses ',
    });
    expect(withIdea.split('\n').at(-1)).toBe("Shopper's idea: add tiny roses");
    const without = buildImagePrompt({
      kind: 'nameplate',
      surface: surface(board),
      name: 'Rose Villa',
      houseNumber: '7',
      prompt: '   ',
    });
    expect(without).not.toContain("Shopper's idea");
  });
});
