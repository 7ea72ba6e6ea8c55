import { MASTER_SIZE, type PrintArea } from '../../contracts/print-area';
import { colourWithin, fontWithin } from '../../contracts/template-choices';
import { kindRenderer, type PromptContent } from './kind-renderers';
import type { PreviewRequest } from './types';

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
  const content = kindRenderer(request).prompt(request);
  const lines = [
    `Edit the first image, a product photo of "${productTitle}", into a personalised preview of this exact product.`,
    ...content.lines,
    placementLine(printArea),
    SURFACE_WORDS[printArea.surface],
    ...letteringLines(content, printArea),
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

function letteringLines({ lettering }: PromptContent, area: PrintArea): string[] {
  const lines: string[] = [];
  if (area.surface === 'board' && area.material)
    lines.push(`The lettering should look ${MATERIAL_WORDS[area.material]}.`);
  // A kind without lettering choices (a photo on a mug) leaves the lettering to the model.
  if (!lettering) return lines;
  // Only what the template offers, as the compositor draws it.
  const font = fontWithin(area, lettering.font);
  const color = colourWithin(area, lettering.color);
  if (font) lines.push(`Use a ${font} typeface for the lettering.`);
  lines.push(
    color
      ? `Make the lettering the colour ${color}.`
      : `The surface there is ${area.surfaceColor}; choose a lettering colour that contrasts with it and suits the product.`,
  );
  return lines;
}
