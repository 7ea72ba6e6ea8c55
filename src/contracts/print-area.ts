import * as z from 'zod/mini';
import { letteringChoicesShape } from './lettering-palette';
import { cylinderShapeSchema, occluderSchema, quadShapeSchema } from './template-shapes';

/**
 * Where a personalisation goes on a product's master image: in the contract because the catalogue,
 * the renderers and the browser alike need it.
 */

/** Master images are square, this many pixels a side. */
export const MASTER_SIZE = 1024;

/** How a print area's surface behaves (printAreaSchema's `surface`). */
export const PRINT_SURFACES = ['mug-wrap', 'board', 'plate', 'bunting'] as const;
/** What a board is made of (printAreaSchema's `material`). */
export const MATERIALS = [
  'teak',
  'sheesham',
  'mango',
  'acrylic',
  'slate',
  'brass',
  'ceramic',
  'fabric',
  'mdf',
] as const;

/**
 * Where the personalisation goes on a product image, in the master image's pixels, and what the
 * shopper may choose there (fonts, colours, lower character limits; absent: the shop's standard).
 * The one definition: the catalogue's contract carries it, the browser's live draft letters into
 * it and the server's renders and production files use the same area.
 */
export const printAreaSchema = z.object({
  x: z.number(),
  y: z.number(),
  width: z.number(),
  height: z.number(),
  /**
   * How the surface behaves: a mug wraps around a cylinder (the photo is bent and shaded),
   * a board is flat and may be engraved, painted or brass, a plate/bunting is playful and flat.
   * A bunting's area spans its row of flags edge to edge; the flags are equally spaced across it,
   * so the gaps between flags (the wall) lie inside the area too.
   */
  surface: z.enum(PRINT_SURFACES),
  /** Dominant colour of the surface under the print area, so text can contrast with it. */
  surfaceColor: z.string(),
  /** For boards: the material the board is made of, which decides the engraved/painted look. */
  material: z.optional(z.enum(MATERIALS)),
  /**
   * A face photographed at an angle (quad) or a mug's body (cylinder), drawn in the studio; x, y,
   * width and height are then its bounding box. Absent: the rectangle itself, front-on.
   */
  shape: z.optional(z.discriminatedUnion('kind', [quadShapeSchema, cylinderShapeSchema])),
  /** How strongly the photo's own light and shade lie over the design, 0 (none) to 1; default 0.6. */
  light: z.optional(z.number()),
  /** What stands in front of the design (a mug's handle), a polygon in master pixels drawn last. */
  occluder: z.optional(occluderSchema),
  /** What the shopper may choose here: fonts, colours, lower character limits (template-choices.ts). */
  ...letteringChoicesShape,
});
export type PrintArea = z.infer<typeof printAreaSchema>;

/** The photo's light over a shaped template's design unless the owner sets another strength. */
export const DEFAULT_LIGHT = 0.6;
