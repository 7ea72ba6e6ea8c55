/**
 * Shapes of the seed catalogue, shared by the seeding code, the image drawing script and the
 * preview renderer (which reads each image's print area to know where a name or photo goes).
 */

export type CategoryName = 'Mugs' | 'Nameplates' | 'Kids Buntings';

/** Where the personalisation goes on a product image, in the master image's pixels. */
export interface PrintArea {
  x: number;
  y: number;
  width: number;
  height: number;
  /**
   * How the surface behaves: a mug wraps around a cylinder (the photo is bent and shaded),
   * a board is flat and may be engraved, painted or brass, a plate/bunting is playful and flat.
   * A bunting's area spans its row of flags edge to edge; the flags are equally spaced across it,
   * so the gaps between flags (the wall) lie inside the area too.
   */
  surface: 'mug-wrap' | 'board' | 'plate' | 'bunting';
  /** Dominant colour of the surface under the print area, so text can contrast with it. */
  surfaceColor: string;
  /** For boards: the material the board is made of, which decides the engraved/painted look. */
  material?: 'teak' | 'sheesham' | 'mango' | 'acrylic' | 'slate' | 'brass' | 'ceramic' | 'fabric' | 'mdf';
}

export interface SeedImage {
  /** Stable kebab-case key; files live at <imageDir>/<key>/master.png and <width>.<webp|avif>. */
  key: string;
  alt: string;
  printArea: PrintArea;
}

export interface SeedOption {
  name: string;
  values: string[];
}

export interface SeedVariant {
  /** One value per option, in the product's option order; title is these joined by ' / '. */
  optionValues: string[];
  /** Rupees, as a decimal string such as '649.00'. */
  price: string;
  available: boolean;
  imageKey: string;
}

export interface SeedProduct {
  handle: string;
  title: string;
  description: string;
  productType: string;
  vendor: string;
  category: CategoryName;
  tags: string[];
  /** Decimal with two places ('4.70'), or null when the product has no rating yet. */
  rating: string | null;
  badges: string[];
  options: SeedOption[];
  images: SeedImage[];
  /** Combinations left out here do not exist; some listed ones are unavailable. */
  variants: SeedVariant[];
}

/** Widths every catalogue image is published at, in WebP and AVIF. */
export const IMAGE_WIDTHS = [320, 640, 1024] as const;
/** Master images are square, this many pixels a side. */
export const MASTER_SIZE = 1024;
