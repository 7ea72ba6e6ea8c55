import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, numeric, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { PrintArea } from '../../../../contracts/print-area';
import type { PieceSize } from '../../../../contracts/piece-size';

/** A product photo as stored: its key, alt text and where the personalisation goes on it. */
export interface StoredImage {
  /** Stable kebab-case key; files live at <imageDir>/<key>/master.png and <width>.<webp|avif>. */
  key: string;
  alt: string;
  printArea: PrintArea;
}

export const products = pgTable(
  'products',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    handle: text('handle').notNull().unique(),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    productType: text('product_type').notNull().default(''),
    vendor: text('vendor').notNull().default(''),
    tags: text('tags')
      .array()
      .notNull()
      .default(sql`'{}'`),
    /** Image keys with their alt text and print areas (where the personalisation goes). */
    images: jsonb('images')
      .$type<StoredImage[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    collections: text('collections')
      .array()
      .notNull()
      .default(sql`'{}'`),
    rating: numeric('rating', { precision: 3, scale: 2 }),
    badges: text('badges')
      .array()
      .notNull()
      .default(sql`'{}'`),
    position: integer('position').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** The product's id at its source when it is not us: a Shopify Product GID after a catalogue sync. */
    externalId: text('external_id').unique(),
    /** Drafts and archived products are never listed to shoppers; the studio shows them all. */
    status: text('status', { enum: ['draft', 'active', 'archived'] })
      .notNull()
      .default('active'),
    /** HSN code for GST invoices, e.g. '4420' (wooden articles), '6912' (ceramic tableware). */
    hsn: text('hsn'),
    /** GST rate in percent, e.g. 12.00. */
    gstRate: numeric('gst_rate', { precision: 5, scale: 2 }),
    /**
     * Issue 28: working days the maker needs before the piece can be handed to the courier (a board
     * takes longer than a mug); the shopper's "arrives by" date adds the courier's days to these.
     */
    makingDays: integer('making_days').notNull().default(2),
    /**
     * Issue 41: the personalisation design version the sheet offers now (product_designs). Null:
     * no design, the product's category form as before.
     */
    designVersion: integer('design_version'),
  },
  (t) => [check('products_making_days_range', sql`${t.makingDays} between 0 and 60`)],
);

export const variants = pgTable(
  'variants',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    price: numeric('price', { precision: 10, scale: 2 }).notNull(),
    available: boolean('available').notNull().default(true),
    imageKey: text('image_key'),
    position: integer('position').notNull().default(0),
    /**
     * A Shopify ProductVariant GID after a catalogue sync: the id the store shows and carts send
     * (Shopify only knows its own ids). Seeded variants have none and go by their uuid.
     */
    externalId: text('external_id').unique(),
    /** A board's or plate's real size, or a mug's wrap area: what production files are drawn at. */
    sizeMm: jsonb('size_mm').$type<PieceSize>(),
    /** Pieces left; at 0 the variant is unavailable. Null: not counted. */
    stock: integer('stock'),
    /** Issue 28: the packed parcel, for courier rates and booking. Null: not set yet. */
    packedWeightGrams: integer('packed_weight_grams'),
    boxCm: jsonb('box_cm').$type<{ length: number; breadth: number; height: number }>(),
    /** Issue 44: what the materials of one piece cost the shop, in paise; a remake's cost. Null: not set. */
    materialCostPaise: integer('material_cost_paise'),
  },
  (t) => [
    index('variants_product_idx').on(t.productId),
    check('variants_material_cost_nonnegative', sql`${t.materialCostPaise} >= 0`),
    check('variants_price_nonnegative', sql`${t.price} >= 0`),
    // A parcel of 0 g or a box with a side of 0 cm cannot be booked: refused here as well as by the contract.
    check('variants_packed_weight_positive', sql`${t.packedWeightGrams} > 0`),
    check(
      'variants_box_positive',
      sql`${t.boxCm} is null or ((${t.boxCm}->>'length')::numeric > 0 and (${t.boxCm}->>'breadth')::numeric > 0 and (${t.boxCm}->>'height')::numeric > 0)`,
    ),
  ],
);
