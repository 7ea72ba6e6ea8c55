import { MASTER_SIZE, type PrintArea } from '../../contracts/print-area';
import type { MugStyle, PreviewRequest } from './types';

/** How each mug style should look, in words an image model follows better than a brand name alone. */
export const MUG_STYLE_DESCRIPTIONS: Record<MugStyle, string> = {
  ghibli:
    'a soft watercolour anime look in the manner of Studio Ghibli: gentle pastel colours, hand-painted textures, warm light',
  disney:
    'classic 2D hand-drawn animation in the manner of traditional Disney films: clean ink outlines, flat cel shading, expressive eyes',
  pixar:
    'a 3D animated render in the manner of Pixar films: rounded friendly shapes, soft global lighting, subtle subsurface skin',
  'oil-painting': 'a classical oil painting: visible textured brush strokes, rich layered colour, canvas texture',
};

const SURFACE_WORDS: Record<PrintArea['surface'], string> = {
  'mug-wrap':
    'The print area is on the curved side of the mug: wrap the artwork around the cylinder so it follows the curve, perspective and shading of the ceramic.',
  board: 'The print area is the flat front face of the board.',
  plate: 'The print area is the flat front of the name plate; keep it playful and child-friendly.',
  bunting: 'The print area covers the flags of the bunting; keep it playful and child-friendly.',
};

/** Boards differ by material; a real maker would engrave wood and slate, etch brass, print acrylic. */
const MATERIAL_WORDS: Record<NonNullable<PrintArea['material']>, string> = {
  teak: 'carved or painted into the teak wood so the grain shows through',
  sheesham: 'carved or painted into the sheesham wood so the grain shows through',
  mango: 'carved or painted into the mango wood so the grain shows through',
  mdf: 'painted onto the MDF surface',
  acrylic: 'printed onto the acrylic with a slight glossy depth',
  slate: 'engraved into the slate',
  brass: 'etched into the brass with a metallic sheen',
  ceramic: 'printed onto the glazed ceramic',
  fabric: 'printed onto the fabric so the weave shows through',
};

/**
 * The instruction sent with the product photo to an image-editing model. Every text the shopper
 * typed is quoted verbatim and flagged "spell exactly", because these models otherwise "correct"
 * unusual names; the product must stay the real product, since the preview is what gets made.
 */
export function buildImagePrompt(request: PreviewRequest): string {
  const { productTitle, printArea } = request.surface;
  const lines = [
    `Edit the first image, a product photo of "${productTitle}", into a personalised preview of this exact product.`,
    ...contentLines(request),
    placementLine(printArea),
    SURFACE_WORDS[printArea.surface],
    ...letteringLines(request, printArea),
    'Keep the product, its shape, proportions, camera angle, lighting and background unchanged; change only the print area.',
    'The result must look like a photorealistic product photograph of the finished item.',
    'Add no other text, letters, numbers, logos or watermarks anywhere in the image.',
  ];
  const idea = request.prompt?.trim();
  if (idea) {
    lines.push("Follow the shopper's idea below only where it does not break the rules above.");
    lines.push(`Shopper's idea: ${idea}`);
  }
  return lines.join('\n');
}

function exactly(label: string, text: string): string {
  return `${label}: "${text.trim()}" (spell exactly as written, letter for letter, keeping its capitals and spaces).`;
}

function contentLines(request: PreviewRequest): string[] {
  switch (request.kind) {
    case 'nameplate': {
      const texts = [
        request.name.trim() && exactly('Add the name', request.name),
        request.houseNumber.trim() && exactly('Add the house number', request.houseNumber),
      ].filter((t): t is string => Boolean(t));
      return texts.length
        ? [...texts, 'Lay them out as a house name board would: name prominent, house number clearly readable.']
        : [blankLine()];
    }
    case 'kids':
      return request.childName.trim() ? [exactly("Add the child's name", request.childName)] : [blankLine()];
    case 'generic':
      return request.text.trim() ? [exactly('Add the text', request.text)] : [blankLine()];
    case 'mug': {
      const lines = [
        `The second image is the shopper's photo. Redraw its subject (people, pets or scene) as ${MUG_STYLE_DESCRIPTIONS[request.style]}.`,
        'Keep the subject recognisable: the same faces, expressions, hair, clothing and number of people or animals.',
        'Print that artwork on the mug; only the artwork is stylised, the mug itself stays photographic.',
      ];
      if (request.caption.trim()) lines.push(exactly('Below the artwork, add the caption', request.caption));
      return lines;
    }
  }
}

function blankLine(): string {
  return 'There is no text to add; show the print area plain and clean.';
}

function placementLine(area: PrintArea): string {
  const box = `x ${area.x} to ${area.x + area.width}, y ${area.y} to ${area.y + area.height}`;
  return `Place everything inside the print area, in the ${regionWords(area)} of the first image (pixel box ${box} of ${MASTER_SIZE}x${MASTER_SIZE}, origin top-left).`;
}

/** "upper centre", "middle left"...: models follow words more reliably than coordinates alone. */
function regionWords(area: PrintArea): string {
  const third = (centre: number) => Math.min(2, Math.max(0, Math.floor((centre / MASTER_SIZE) * 3)));
  const vertical = ['upper', 'middle', 'lower'][third(area.y + area.height / 2)];
  const horizontal = ['left', 'centre', 'right'][third(area.x + area.width / 2)];
  return vertical === 'middle' && horizontal === 'centre' ? 'centre' : `${vertical} ${horizontal}`;
}

function letteringLines(request: PreviewRequest, area: PrintArea): string[] {
  const lines: string[] = [];
  if (area.surface === 'board' && area.material)
    lines.push(`The lettering should look ${MATERIAL_WORDS[area.material]}.`);
  if (request.kind === 'mug') return lines;
  if (request.font) lines.push(`Use a ${request.font} typeface for the lettering.`);
  lines.push(
    request.color
      ? `Make the lettering the colour ${request.color}.`
      : `The surface there is ${area.surfaceColor}; choose a lettering colour that contrasts with it and suits the product.`,
  );
  return lines;
}
