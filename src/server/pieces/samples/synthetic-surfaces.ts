import sharp from 'sharp';
import { MASTER_SIZE, type PrintArea } from '../../../contracts/print-area';

/**
 * Simple product masters drawn from code, for tests and for sample renders when the catalogue
 * images have not been drawn: a wooden board, a slate board, a white mug, a kids plate and a
 * string of flags, each with its print area.
 */
export type SyntheticKind = 'teak-board' | 'slate-board' | 'brass-board' | 'white-mug' | 'kids-plate' | 'bunting';

const AREAS: Record<SyntheticKind, PrintArea> = {
  'teak-board': {
    x: 200,
    y: 350,
    width: 624,
    height: 324,
    surface: 'board',
    surfaceColor: '#a96d3a',
    material: 'teak',
  },
  'slate-board': {
    x: 200,
    y: 350,
    width: 624,
    height: 324,
    surface: 'board',
    surfaceColor: '#42494e',
    material: 'slate',
  },
  'brass-board': {
    x: 200,
    y: 350,
    width: 624,
    height: 324,
    surface: 'board',
    surfaceColor: '#cfa24c',
    material: 'brass',
  },
  'white-mug': {
    x: 333,
    y: 380,
    width: 278,
    height: 360,
    surface: 'mug-wrap',
    surfaceColor: '#f5f2ec',
    material: 'ceramic',
  },
  'kids-plate': { x: 293, y: 470, width: 438, height: 200, surface: 'plate', surfaceColor: '#213a6b', material: 'mdf' },
  bunting: { x: 86, y: 354, width: 852, height: 71, surface: 'bunting', surfaceColor: '#f8cfe0', material: 'fabric' },
};

function svgFor(kind: SyntheticKind, area: PrintArea): string {
  const wall = '<rect width="1024" height="1024" fill="#efe6d6"/>';
  const grain = (c: string) =>
    `<filter id="g"><feTurbulence type="fractalNoise" baseFrequency="0.004 0.09" numOctaves="3" seed="4"/><feColorMatrix values="0 0 0 0 0  0 0 0 0 0  0 0 0 0 0  0 0 0 0.5 0"/><feComposite in2="SourceGraphic" operator="in"/></filter>` +
    `<rect x="150" y="300" width="724" height="424" rx="18" fill="${c}"/><rect x="150" y="300" width="724" height="424" rx="18" fill="${c}" filter="url(#g)"/>`;
  switch (kind) {
    case 'teak-board':
    case 'slate-board':
    case 'brass-board':
      return wall + grain(area.surfaceColor);
    case 'white-mug':
      return (
        wall +
        '<defs><linearGradient id="m" x1="0" x2="1"><stop offset="0" stop-color="#c9c5bd"/><stop offset="0.3" stop-color="#fbfaf7"/><stop offset="0.38" stop-color="#ffffff"/><stop offset="0.75" stop-color="#ece8e0"/><stop offset="1" stop-color="#b9b4ab"/></linearGradient></defs>' +
        '<path d="M268,300 V740 A204,53 0 0 0 676,740 V300 Z" fill="url(#m)"/><ellipse cx="472" cy="300" rx="204" ry="53" fill="#e9e5dd"/>'
      );
    case 'kids-plate':
      return wall + `<rect x="250" y="420" width="524" height="300" rx="60" fill="${area.surfaceColor}"/>`;
    case 'bunting': {
      const flags = Array.from({ length: 6 }, (_, i) => {
        const x = 86 + 142 * i + 8;
        return `<path d="M${x},330 H${x + 126} L${x + 63},520 Z" fill="${['#f8cfe0', '#d9c8f0', '#f6e3a6'][i % 3]}"/>`;
      }).join('');
      return wall + `<path d="M40,320 Q512,350 984,320" stroke="#b9a88f" stroke-width="6" fill="none"/>${flags}`;
    }
  }
}

/** A product image and its print area, as the catalogue hands them to a renderer (a preview's ProductSurface). */
export interface SyntheticSurface {
  image: Buffer;
  printArea: PrintArea;
  productTitle: string;
}

export async function syntheticSurface(kind: SyntheticKind): Promise<SyntheticSurface> {
  const printArea = AREAS[kind];
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${MASTER_SIZE}" height="${MASTER_SIZE}">${svgFor(kind, printArea)}</svg>`;
  const image = await sharp(Buffer.from(svg)).flatten({ background: '#ffffff' }).png().toBuffer();
  return { image, printArea, productTitle: `Synthetic ${kind}` };
}
