import { sql } from 'drizzle-orm';
import { objectKeyOf } from '../../contracts/own-urls';
import type { Database } from '../platform/db/client';
import { sweepUnreferencedPreviews } from '../previews/preview-sweep';
import { loadShopSettings } from '../shop-settings/settings-service';
import type { ObjectStore } from '../platform/storage/types';
import { forgetOrderPhotos } from './order-photos';

/** Issue 39 item 13: the owner's days (Settings), else these; docs/privacy.md says why. */
export const DEFAULT_UPLOAD_RETENTION_DAYS = 30;
export const DEFAULT_ORDER_PHOTO_RETENTION_DAYS = 180;

const DAY = 24 * 60 * 60 * 1000;
/** An order whose journey is over: its photos are kept for the claim window after this. */
const FINISHED = sql`('delivered', 'cancelled', 'returned')`;

export async function retentionDays(db: Database): Promise<{ uploads: number; orderPhotos: number }> {
  const settings = await loadShopSettings(db);
  return {
    uploads: settings?.uploadRetentionDays ?? DEFAULT_UPLOAD_RETENTION_DAYS,
    orderPhotos: settings?.orderPhotoRetentionDays ?? DEFAULT_ORDER_PHOTO_RETENTION_DAYS,
  };
}

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

/** Orders finished (delivered, cancelled, returned) before `before` that still carry a photo. */
async function ordersPastClaimWindow(db: Database, before: Date): Promise<string[]> {
  const rows = rowsOf<{ id: string }>(
    await db.execute(sql`
      select o.id from orders o
      where o.status in ${FINISHED}
        and coalesce((select max(e.created_at) from order_events e where e.order_id = o.id and e.kind = 'status'),
                     o.created_at) < ${before.toISOString()}::timestamptz
        and (exists (select 1 from order_lines l, jsonb_array_elements(l.attributes) a
                     where l.order_id = o.id and a->>'key' = '_userImage')
             or exists (select 1 from reviews r where r.order_id = o.id and jsonb_array_length(r.photo_keys) > 0)
             or exists (select 1 from claims c where c.order_id = o.id and jsonb_array_length(c.evidence_keys) > 0)
             or exists (select 1 from packing_photos p where p.order_id = o.id))`),
  );
  return rows.map((r) => r.id);
}

/**
 * Upload keys something still needs: an order's line (until its photos are forgotten), a cart
 * the shopper touched since `abandonedBefore`, a shared design, a review, a claim's evidence or a
 * packing photo (issue 44: kept for the dispute, until the order's photos are forgotten).
 */
async function neededUploadKeys(db: Database, abandonedBefore: Date): Promise<Set<string>> {
  const rows = rowsOf<{ url: string | null }>(
    await db.execute(sql`
      select a->>'value' as url from order_lines l, jsonb_array_elements(l.attributes) a
        where a->>'key' = '_userImage'
      union
      select a->>'value' from cart_lines l join carts c on c.id = l.cart_id, jsonb_array_elements(l.attributes) a
        where a->>'key' = '_userImage' and c.updated_at >= ${abandonedBefore.toISOString()}::timestamptz
      union
      select personalisation->'fields'->>'userImageUrl' from designs
      union
      select '/objects/' || k from reviews, jsonb_array_elements_text(reviews.photo_keys) k
      union
      select '/objects/' || k from claims, jsonb_array_elements_text(claims.evidence_keys) k
      union
      select '/objects/' || object_key from packing_photos`),
  );
  const keys = new Set<string>();
  for (const { url } of rows) {
    const key = url ? objectKeyOf(url, 'uploads') : null;
    if (key) keys.add(key);
  }
  // A claim's video is not an image key (objectKeyOf takes images only), so it is named as it is kept.
  const videos = rowsOf<{ key: string }>(
    await db.execute(sql`select k as key from claims, jsonb_array_elements_text(claims.evidence_keys) k
      where claims.evidence_kind = 'video'`),
  );
  for (const { key } of videos) keys.add(key);
  return keys;
}

export interface RetentionResult {
  ordersForgotten: number;
  uploadsDeleted: number;
  previewsDeleted: number;
}

/**
 * The periodic privacy sweep (plugins/privacy-sweep.ts), each step safe to run on several servers
 * at once (a delete is a delete):
 * 1. an order finished more than the order-photo days ago loses its photos (forgetOrderPhotos);
 * 2. an upload older than the upload days that nothing needs is deleted;
 * 3. a preview older than the upload days that only an abandoned cart (untouched for as long)
 *    points at is deleted, as the preview sweep deletes unreferenced ones.
 */
export async function sweepShopperPhotos(
  deps: { db: Database; store: ObjectStore },
  now = new Date(),
): Promise<RetentionResult> {
  const days = await retentionDays(deps.db);
  const orderPhotosBefore = new Date(now.getTime() - days.orderPhotos * DAY);
  const uploadsBefore = new Date(now.getTime() - days.uploads * DAY);

  const finished = await ordersPastClaimWindow(deps.db, orderPhotosBefore);
  for (const orderId of finished) await forgetOrderPhotos(deps, orderId);

  const old = (await deps.store.list('uploads/')).filter((o) => o.modifiedAt < uploadsBefore);
  let uploadsDeleted = 0;
  if (old.length > 0) {
    const needed = await neededUploadKeys(deps.db, uploadsBefore);
    for (const { key } of old) {
      if (needed.has(key)) continue;
      await deps.store.delete(key);
      uploadsDeleted++;
    }
  }

  const previews = await sweepUnreferencedPreviews({
    db: deps.db,
    store: deps.store,
    olderThan: uploadsBefore,
    abandonedBefore: uploadsBefore,
  });
  return { ordersForgotten: finished.length, uploadsDeleted, previewsDeleted: previews.deleted };
}
