import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { ATTRIBUTE_KEYS } from '../commerce/line-attributes';
import { storeCategoryOf } from '../catalog/store-category';
import { carts, orderLines, orders } from '../platform/db/schema';
import { samplePhoto } from '../pieces/samples/sample-photo';
import { sql } from 'drizzle-orm';

/** The first catalogue variant whose image is drawn on this kind of surface, and whose title matches. */
export function variantOn(app: FastifyInstance, surface: string, titleHas = '') {
  for (const product of app.catalog.list()) {
    for (const variant of product.variants) {
      const image = variant.image && app.catalog.findImageByUrl(variant.image.url);
      if (image?.printArea.surface === surface && variant.title.includes(titleHas)) return { product, variant, image };
    }
  }
  throw new Error(`no catalogue variant on a ${surface} titled like "${titleHas}"`);
}

/** An order with one line, written straight to the tables as checkout writes them. */
export async function placeLine(
  app: FastifyInstance,
  found: ReturnType<typeof variantOn>,
  attributes: Record<string, string>,
): Promise<{ orderId: string; lineId: string }> {
  const cartId = randomBytes(18).toString('base64url');
  await app.db.insert(carts).values({ id: cartId, status: 'ordered', expiresAt: new Date(Date.now() + 86_400_000) });
  const [order] = await app.db
    .insert(orders)
    .values({
      // Numbered as checkout numbers orders (orders/order-number.ts), so the two never take the same number.
      number: sql`(select coalesce(max(${orders.number}), 0) + 1 from ${orders})`,
      cartId,
      contact: { name: 'Asha' },
      totalAmount: found.variant.price,
    })
    .returning({ id: orders.id });
  const [line] = await app.db
    .insert(orderLines)
    .values({
      orderId: order!.id,
      variantId: found.variant.id,
      productTitle: found.product.title,
      variantTitle: found.variant.title,
      category: storeCategoryOf(found.product.collections),
      unitPrice: found.variant.price,
      quantity: 1,
      attributes: Object.entries(attributes).map(([key, value]) => ({ key, value })),
    })
    .returning({ id: orderLines.id });
  return { orderId: order!.id, lineId: line!.id };
}

/** Stores a sample photo as the upload sanitiser would (WebP) and returns its URL for the line. */
export async function uploadPhoto(app: FastifyInstance, width: number, height: number): Promise<string> {
  const key = `uploads/${randomBytes(12).toString('base64url')}.webp`;
  await app.objectStore.put(
    key,
    await sharp(await samplePhoto(width, height))
      .webp()
      .toBuffer(),
    'image/webp',
  );
  return `/objects/${key}`;
}

export const BOARD_ATTRIBUTES = {
  [ATTRIBUTE_KEYS.name]: 'Sharma Niwas',
  [ATTRIBUTE_KEYS.houseNumber]: '42A',
  [ATTRIBUTE_KEYS.font]: 'serif',
};
