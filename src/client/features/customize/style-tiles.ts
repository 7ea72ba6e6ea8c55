import type { MugStyle } from '../../../contracts/previews';

/** A style tile; its name and tooltip are the dictionary's (`styleTiles`), in the shopper's language. */
export interface StyleTile {
  value: MugStyle;
  /** An example picture made by the preview renderer in this style (rendered at server start-up). */
  example: string;
}

const example = (style: MugStyle) => `/images/catalog/style-${style}/320.webp`;

export const STYLE_TILES: readonly StyleTile[] = [
  {
    value: 'ghibli',
    example: example('ghibli'),
  },
  {
    value: 'disney',
    example: example('disney'),
  },
  {
    value: 'pixar',
    example: example('pixar'),
  },
  {
    value: 'oil-painting',
    example: example('oil-painting'),
  },
];
