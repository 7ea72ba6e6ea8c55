import { eq, inArray } from 'drizzle-orm';
import { objectKeyOf } from '../../contracts/own-urls';
import { ATTRIBUTE_KEYS } from '../commerce/line-attributes';
import type { Database } from '../platform/db/client';
import { claims, orderLines, packingPhotos, reviews } from '../platform/db/schema';
import { ProductionService } from '../production/production-service';
import type { ObjectStore } from '../platform/storage/types';

const PRODUCTION_FORMATS = ['png', 'svg', 'pdf'] as const;

/**
 * Deletes the photos an order carries (issue 39 item 13): each line's uploaded photo, the preview
 * drawn from it (a mug's picture of the shopper), the production files drawn from it, and the
 * photos of the order's reviews and claims and its packing photo; then drops the pointers, so the workspace shows no broken image
 * and a production file is never drawn from a photo that is gone. Lines without a photo (a name
 * board) keep their preview and files. Returns how many objects went.
 */
export async function forgetOrderPhotos(deps: { db: Database; store: ObjectStore }, orderId: string): Promise<number> {
  const { db, store } = deps;
  const lines = await db.select().from(orderLines).where(eq(orderLines.orderId, orderId));
  const gone: string[] = [];
  for (const line of lines) {
    const photo = line.attributes.find((a) => a.key === ATTRIBUTE_KEYS.userImageUrl);
    if (!photo) continue;
    const photoKey = objectKeyOf(photo.value, 'uploads');
    if (photoKey) gone.push(photoKey);
    for (const url of [
      line.previewImageUrl,
      ...line.attributes.filter((a) => a.key === ATTRIBUTE_KEYS.previewImage).map((a) => a.value),
    ]) {
      const previewKey = url ? objectKeyOf(url, 'ai-generated') : null;
      if (previewKey) gone.push(previewKey);
    }
    for (const format of PRODUCTION_FORMATS) gone.push(ProductionService.keyFor(line.id, format));
    await db
      .update(orderLines)
      .set({
        previewImageUrl: null,
        attributes: line.attributes.filter(
          (a) => a.key !== ATTRIBUTE_KEYS.userImageUrl && a.key !== ATTRIBUTE_KEYS.previewImage,
        ),
      })
      .where(eq(orderLines.id, line.id));
  }
  const reviewRows = await db
    .select({ id: reviews.id, photoKeys: reviews.photoKeys })
    .from(reviews)
    .where(eq(reviews.orderId, orderId));
  const withPhotos = reviewRows.filter((r) => r.photoKeys.length > 0);
  if (withPhotos.length > 0) {
    gone.push(...withPhotos.flatMap((r) => r.photoKeys));
    await db
      .update(reviews)
      .set({ photoKeys: [] })
      .where(
        inArray(
          reviews.id,
          withPhotos.map((r) => r.id),
        ),
      );
  }
  // Issue 44: a claim's photos and the packing photo go too; the claim itself (its decision) stays.
  const claimRows = await db
    .select({ id: claims.id, keys: claims.evidenceKeys })
    .from(claims)
    .where(eq(claims.orderId, orderId));
  for (const claim of claimRows.filter((c) => c.keys.length > 0)) {
    gone.push(...claim.keys);
    await db.update(claims).set({ evidenceKeys: [] }).where(eq(claims.id, claim.id));
  }
  const packed = await db.delete(packingPhotos).where(eq(packingPhotos.orderId, orderId)).returning();
  gone.push(...packed.map((p) => p.objectKey));
  // Pointers first, objects after: a crash between leaves an orphan the upload sweep takes, never a broken link.
  for (const key of gone) await store.delete(key);
  return gone.length;
}
