import type { LetteringChoices } from './template-choices';
import type { CylinderShape, Point, QuadShape } from './template-geometry';

/**
 * Where a personalisation goes on a product's master image: in the contract because the catalogue,
 * the renderers and the browser alike need it.
 */

/** Master images are square, this many pixels a side. */
export const MASTER_SIZE = 1024;

/**
 * Where the personalisation goes on a product image, in the master image's pixels, and what the
 * shopper may choose there (fonts, colours, lower character limits; absent: the shop's standard).
 */
export interface PrintArea extends LetteringChoices {
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
  /**
   * A face photographed at an angle (quad) or a mug's body (cylinder), drawn in the studio; x, y,
   * width and height are then its bounding box. Absent: the rectangle itself, front-on.
   */
  shape?: QuadShape | CylinderShape;
  /** How strongly the photo's own light and shade lie over the design, 0 (none) to 1; default 0.6. */
  light?: number;
  /** What stands in front of the design (a mug's handle), a polygon in master pixels drawn last. */
  occluder?: Point[];
}

/** The photo's light over a shaped template's design unless the owner sets another strength. */
export const DEFAULT_LIGHT = 0.6;
