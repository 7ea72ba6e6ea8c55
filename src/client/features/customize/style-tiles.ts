import type { MugStyle } from '../../../contracts/previews';

export interface StyleTile {
  value: MugStyle;
  label: string;
  /** Said in the tile's tooltip, in the words the renderer's style description uses. */
  hint: string;
  /** An example picture made by the preview renderer in this style (rendered at server start-up). */
  example: string;
}

const example = (style: MugStyle) => `/images/catalog/style-${style}/320.webp`;

export const STYLE_TILES: readonly StyleTile[] = [
  {
    value: 'ghibli',
    label: 'Ghibli',
    hint: 'Soft watercolour anime look, gentle pastels',
    example: example('ghibli'),
  },
  {
    value: 'disney',
    label: 'Disney',
    hint: 'Classic hand-drawn animation, clean ink outlines',
    example: example('disney'),
  },
  {
    value: 'pixar',
    label: 'Pixar',
    hint: '3D animated render, rounded friendly shapes',
    example: example('pixar'),
  },
  {
    value: 'oil-painting',
    label: 'Oil painting',
    hint: 'Rich colour and visible brush strokes',
    example: example('oil-painting'),
  },
];
