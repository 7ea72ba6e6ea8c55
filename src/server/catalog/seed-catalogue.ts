import { count } from 'drizzle-orm';
import type { Database } from '../platform/db/client';
import { products, variants } from '../platform/db/schema';
import { seedProducts } from '../../../seed/catalogue';
import { seedParcel } from '../../../seed/products/parcels';
import { sizeNamedInTitle } from './piece-size';

/** The seed's products by handle: the ones that get their category's personalisation design. */
export const SEED_HANDLES: readonly string[] = seedProducts.map((p) => p.handle);

/**
 * Loads the seed catalogue into an empty database. Runs at every start-up and does nothing
 * once products exist, so a shop owner's own catalogue is never overwritten.
 */
export async function seedCatalogueIfEmpty(db: Database): Promise<{ seeded: number }> {
  const [row] = await db.select({ n: count() }).from(products);
  if ((row?.n ?? 0) > 0) return { seeded: 0 };
  await db.transaction(async (tx) => {
    for (const [position, p] of seedProducts.entries()) {
      const [inserted] = await tx
        .insert(products)
        .values({
          handle: p.handle,
          title: p.title,
          description: p.description,
          productType: p.productType,
          vendor: p.vendor,
          tags: p.tags,
          images: p.images,
          collections: [p.category],
          rating: p.rating,
          badges: p.badges,
          position,
        })
        .onConflictDoNothing({ target: products.handle })
        .returning({ id: products.id });
      if (!inserted) continue;
      await tx.insert(variants).values(
        p.variants.map((v, i) => ({
          productId: inserted.id,
          title: v.optionValues.join(' / '),
          price: v.price,
          available: v.available,
          imageKey: v.imageKey,
          position: i,
          // The seed's titles name their sizes ("12 x 8 in / Sheesham"): read once, here.
          sizeMm: sizeNamedInTitle(p.category, v.optionValues.join(' / ')),
          // Packed weight and box, so the first courier booking has what it needs (issue 45).
          ...seedParcel(p.category, v.optionValues),
        })),
      );
    }
  });
  return { seeded: seedProducts.length };
}
