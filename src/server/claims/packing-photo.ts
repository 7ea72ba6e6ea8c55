import { eq } from 'drizzle-orm';
import type { OrderStatus } from '../../contracts/order-status';
import type { Database } from '../platform/db/client';
import { orders, packingPhotos } from '../platform/db/schema';
import { DomainError } from '../platform/errors';
import { keepShopperPhotos, type KeepPhotosDeps } from '../platform/uploads/keep-photos';

/** Once the proof is approved (a maker packs a piece as soon as it is made), or later: before, there is nothing to pack. */
const PACKED_OR_LATER: readonly OrderStatus[] = [
  'approved',
  'in_production',
  'dispatched',
  'out_for_delivery',
  'undelivered',
  'delivered',
];
const PACKED: ReadonlySet<string> = new Set(PACKED_OR_LATER);

/**
 * Issue 44.3: the photo of the packed parcel with its AWB label, taken at dispatch from the
 * workspace. It goes through the upload pipeline (sniffed, re-encoded, EXIF and GPS removed) and
 * is kept under an unguessable upload key, shown only through signed links. One per order: a new
 * photo replaces the old one (the parcel was packed again), whose object is removed.
 */
export async function keepPackingPhoto(
  deps: KeepPhotosDeps & { db: Database },
  orderId: string,
  bytes: Buffer,
  takenBy: string | null,
  now = new Date(),
): Promise<string> {
  const [order] = await deps.db.select({ status: orders.status }).from(orders).where(eq(orders.id, orderId));
  if (!order) throw new DomainError('not_found', 'There is no such order.');
  if (!PACKED.has(order.status))
    throw new DomainError('conflict', 'Take the packing photo once the piece is made and being packed.');
  const [key] = await keepShopperPhotos(deps, [bytes], (b) => b).catch((err: unknown) => {
    if (err instanceof DomainError) throw new DomainError(err.code, err.message, { field: 'imageBase64' });
    throw err;
  });
  if (!key) throw new Error('packing photo was not kept');
  const [before] = await deps.db.select().from(packingPhotos).where(eq(packingPhotos.orderId, orderId));
  await deps.db
    .insert(packingPhotos)
    .values({ orderId, objectKey: key, takenBy, takenAt: now })
    .onConflictDoUpdate({ target: packingPhotos.orderId, set: { objectKey: key, takenBy, takenAt: now } });
  if (before && before.objectKey !== key) await deps.store.delete(before.objectKey);
  return key;
}

export async function packingPhotoOf(db: Database, orderId: string) {
  const [row] = await db.select().from(packingPhotos).where(eq(packingPhotos.orderId, orderId));
  return row ?? null;
}
