import * as z from 'zod/mini';
import { PIECE_SIZE_MM } from './piece-size';
import { MASTER_SIZE, printAreaSchema } from './print-area';
import { categorySchema } from './products';
import { parcelSchema } from './shipping';
import { letteringChoicesInput } from './template-choices';
import { templateProblem } from './template-validity';
import { occluderSchema, templateShapeSchema } from './template-shapes';

/**
 * The product studio's API (`/api/admin/products/*`, owner only, session and CSRF as every admin
 * route). Every bad value is refused at its field, so the studio shows the message beside it and
 * nothing is half-saved.
 */

const noHtml = (label: string) =>
  z.refine<string>((value) => !/[<>]/.test(value), `${label} cannot contain HTML (< or >)`);

const title = z
  .string()
  .check(
    z.trim(),
    z.minLength(1, 'Enter a title'),
    z.maxLength(120, 'The title must be at most 120 characters'),
    noHtml('The title'),
  );

/** Rupees with at most two decimals, as the catalogue stores them ('1499.00'). */
export const PRICE_PATTERN = /^\d{1,7}(\.\d{1,2})?$/;
const price = z.string().check(
  z.trim(),
  z.regex(PRICE_PATTERN, 'Enter the price in rupees, like 1499.00 (no minus sign, at most two decimals)'),
  // No online payment is taken under ₹1 (MIN_ONLINE_PAISE): a cheaper piece could be ordered and never paid.
  z.refine((v) => !PRICE_PATTERN.test(v) || Number(v) >= 1, 'The price must be at least ₹1.00'),
);

const millimetres = z
  .number()
  .check(
    z.gte(PIECE_SIZE_MM.min, `Sizes are at least ${PIECE_SIZE_MM.min} mm`),
    z.lte(PIECE_SIZE_MM.max, `Sizes are at most ${PIECE_SIZE_MM.max} mm`),
  );
export const sizeMmSchema = z.object({ widthMm: millimetres, heightMm: millimetres });

export const variantInputSchema = z.object({
  /** Present when editing a variant that exists; absent for a new one. */
  id: z.optional(z.string().check(z.maxLength(100))),
  title: z
    .string()
    .check(
      z.trim(),
      z.minLength(1, 'Enter the option values, like 12 x 8 in / Mango'),
      z.maxLength(200),
      noHtml('A variant'),
    ),
  price,
  available: z.boolean(),
  /** Pieces left; at 0 the variant is unavailable. Absent or null: not counted. */
  stock: z.optional(z.nullable(z.int().check(z.gte(0, 'Stock cannot be negative'), z.lte(1_000_000)))),
  /** A board's or plate's real size, a mug's wrap area: what production files are drawn at. */
  sizeMm: z.optional(z.nullable(sizeMmSchema)),
  /** Issue 28: the packed parcel, which courier rates and bookings use. Absent or null: not set (booking refuses). */
  packedWeightGrams: z.optional(z.nullable(parcelSchema.shape.packedWeightGrams)),
  boxCm: z.optional(z.nullable(parcelSchema.shape.boxCm)),
  /** Issue 44: what one piece's materials cost the shop, in paise (a remake's cost). Absent: kept; null: not set. */
  materialCostPaise: z.optional(
    z.nullable(z.int().check(z.gte(0, 'The material cost cannot be negative'), z.lte(10_000_000, 'At most ₹1,00,000'))),
  ),
});
export type VariantInput = z.infer<typeof variantInputSchema>;

const variants = z.array(variantInputSchema).check(
  z.minLength(1, 'Add at least one variant'),
  z.maxLength(100, 'At most 100 variants'),
  z.superRefine((list, ctx) => {
    const seen = new Map<string, number>();
    for (const [i, v] of list.entries()) {
      const combination = v.title.trim().toLowerCase().replace(/\s+/g, ' ');
      const first = seen.get(combination);
      if (first !== undefined)
        ctx.issues.push({
          code: 'custom',
          input: v.title,
          path: [i, 'title'],
          message: `Variants ${first + 1} and ${i + 1} have the same options: ${v.title}`,
        });
      else seen.set(combination, i);
    }
  }),
);

const text = (max: number, label: string) =>
  z.string().check(z.trim(), z.maxLength(max, `${label} must be at most ${max} characters`), noHtml(label));

export const PRODUCT_STATUSES = ['draft', 'active', 'archived'] as const;

export const RATING_MESSAGE = 'A rating is a number from 0 to 5, like 4.5, with at most two decimals';
/** The stars a product card shows: 0 to 5, kept to two decimals (numeric(3, 2) in the database). */
export const ratingSchema = z.number({ error: RATING_MESSAGE }).check(
  z.gte(0, RATING_MESSAGE),
  z.lte(5, RATING_MESSAGE),
  z.refine((v) => Number(v.toFixed(2)) === v, RATING_MESSAGE),
);

const productFields = {
  title,
  category: categorySchema,
  description: z.optional(text(5000, 'The description')),
  productType: z.optional(text(80, 'The product type')),
  tags: z.optional(z.array(text(40, 'A tag')).check(z.maxLength(30))),
  badges: z.optional(z.array(text(40, 'A badge')).check(z.maxLength(5))),
  rating: z.optional(z.nullable(ratingSchema)),
  /** HSN code for GST invoices: 4 to 8 digits. */
  hsn: z.optional(z.nullable(z.string().check(z.trim(), z.regex(/^\d{4,8}$/, 'An HSN code is 4 to 8 digits')))),
  /** GST rate in percent. */
  gstRate: z.optional(z.nullable(z.number().check(z.gte(0, 'GST is 0% or more'), z.lte(28, 'GST is at most 28%')))),
  position: z.optional(z.int().check(z.gte(0), z.lte(100_000))),
  /** Issue 28: working days to make the piece before it is handed to the courier. */
  makingDays: z.optional(
    z.int('Whole working days, e.g. 3').check(z.gte(0, 'At least 0 days'), z.lte(60, 'At most 60 working days')),
  ),
  variants,
};

export const productCreateSchema = z.object({
  ...productFields,
  status: z.enum(['draft', 'active']),
  handle: z.optional(
    z
      .string()
      .check(
        z.trim(),
        z.regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'A handle is lower-case words joined by -'),
        z.maxLength(100),
      ),
  ),
});
export type ProductCreate = z.infer<typeof productCreateSchema>;

export const productPatchSchema = z.partial(
  z.object({ ...productFields, status: z.enum(PRODUCT_STATUSES), handle: productCreateSchema.shape.handle }),
);
export type ProductPatch = z.infer<typeof productPatchSchema>;

/**
 * The shop's order, whole (`PUT /api/admin/products/order`): every product's id once, drafts and
 * archived included, first shown first. One call, so a failure never leaves two products sharing
 * a place.
 */
export const productOrderSchema = z.object({
  ids: z.array(z.string().check(z.uuid('Unknown product'))).check(
    z.minLength(1, 'List the products in their new order'),
    z.maxLength(10_000),
    z.superRefine((ids, ctx) => {
      const seen = new Set<string>();
      for (const [i, id] of ids.entries()) {
        if (seen.has(id))
          ctx.issues.push({ code: 'custom', input: id, path: [i], message: 'This product is listed twice' });
        seen.add(id);
      }
    }),
  ),
});
export type ProductOrder = z.infer<typeof productOrderSchema>;

export const productIdParamsSchema = z.object({ id: z.string().check(z.uuid('Unknown product')) });
export const productImageParamsSchema = z.object({
  id: z.string().check(z.uuid('Unknown product')),
  imageId: z.string().check(z.regex(/^[a-z0-9-]{1,100}$/, 'Unknown image')),
});

export const imageUploadSchema = z.object({
  /** The photo's bytes, base64 (a data: URL prefix is accepted). */
  imageBase64: z
    .string()
    .check(z.minLength(1, 'Choose a photo'), z.maxLength(14_500_000, 'The image is larger than 10 MB')),
  alt: z
    .string()
    .check(
      z.trim(),
      z.minLength(1, 'Describe the photo for people who cannot see it'),
      z.maxLength(200),
      noHtml('The description'),
    ),
  /** Square master: crop to the middle, or pad with white. */
  fit: z.optional(z.enum(['crop', 'pad'])),
});
export type ImageUpload = z.infer<typeof imageUploadSchema>;

export const templateInputSchema = z
  .object({
    area: templateShapeSchema,
    surface: z.enum(['board', 'plate', 'mug-wrap', 'bunting']),
    surfaceColor: z.string().check(z.regex(/^#[0-9a-fA-F]{6}$/, 'A colour is #rrggbb')),
    material: printAreaSchema.shape.material,
    light: z.optional(z.number().check(z.gte(0), z.lte(1))),
    occluder: z.optional(occluderSchema),
    /** The fonts and colours the shopper may choose and lower character limits; absent: all, and the spec's. */
    ...letteringChoicesInput,
  })
  .check(
    z.superRefine((t, ctx) => {
      const problem = templateProblem(t.area, MASTER_SIZE);
      if (problem) ctx.issues.push({ code: 'custom', input: t.area, path: ['area'], message: problem });
    }),
  );
export type TemplateInput = z.infer<typeof templateInputSchema>;

export const studioVariantSchema = z.object({
  id: z.string(),
  title: z.string(),
  price: z.string(),
  available: z.boolean(),
  stock: z.nullable(z.int()),
  sizeMm: z.nullable(sizeMmSchema),
  packedWeightGrams: z.optional(z.nullable(z.int())),
  boxCm: z.optional(z.nullable(z.object({ length: z.number(), breadth: z.number(), height: z.number() }))),
  materialCostPaise: z.optional(z.nullable(z.int())),
});

export const studioImageSchema = z.object({
  id: z.string(),
  url: z.string(),
  alt: z.string(),
  printArea: z.optional(printAreaSchema),
});

export const studioProductSchema = z.object({
  id: z.string(),
  handle: z.string(),
  title: z.string(),
  category: z.nullable(categorySchema),
  description: z.string(),
  productType: z.string(),
  tags: z.array(z.string()),
  badges: z.array(z.string()),
  rating: z.nullable(z.number()),
  hsn: z.nullable(z.string()),
  gstRate: z.nullable(z.number()),
  status: z.enum(PRODUCT_STATUSES),
  position: z.int(),
  makingDays: z.optional(z.int()),
  images: z.array(studioImageSchema),
  variants: z.array(studioVariantSchema),
  /** Synced from Shopify: read-only here but for templates; the link opens it in Shopify admin. */
  shopify: z.nullable(z.object({ id: z.string(), adminUrl: z.nullable(z.string()) })),
});
export type StudioProduct = z.infer<typeof studioProductSchema>;

export const studioProductResponseSchema = z.object({ product: studioProductSchema });
export const studioProductListSchema = z.object({ products: z.array(studioProductSchema) });
export const studioImageResponseSchema = z.object({ image: studioImageSchema });
