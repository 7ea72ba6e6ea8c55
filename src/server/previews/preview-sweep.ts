import { sql } from 'drizzle-orm';
import type { Database } from '../platform/db/client';
import type { ObjectStore } from '../platform/storage/types';

const PREFIX = 'ai-generated/';

/**
 * Object keys of every preview a cart line, an order line or a shared design still points at; with
 * `abandonedBefore`, a cart untouched since then no longer counts (issue 39: its previews go).
 */
async function referencedPreviewKeys(db: Database, abandonedBefore?: Date): Promise<Set<string>> {
  const since = abandonedBefore ? abandonedBefore.toISOString() : '-infinity';
  const result = await db.execute(sql`
    select a->>'value' as url from cart_lines join carts on carts.id = cart_lines.cart_id,
      jsonb_array_elements(cart_lines.attributes) a
      where a->>'key' = '_previewImage' and carts.updated_at >= ${since}::timestamptz
    union
    select a->>'value' from order_lines, jsonb_array_elements(order_lines.attributes) a
      where a->>'key' = '_previewImage'
    union
    select preview_image_url from order_lines where preview_image_url is not null
    union
    select '/objects/' || preview_key from designs`);
  const keys = new Set<string>();
  // node-postgres and PGlite both answer with `rows`.
  for (const { url } of (result as { rows: { url: string | null }[] }).rows) {
    const at = url?.indexOf(`/objects/${PREFIX}`) ?? -1;
    if (url && at >= 0) keys.add(url.slice(at + '/objects/'.length).replace(/[?#].*$/, ''));
  }
  return keys;
}

/**
 * Deletes stored previews written before `olderThan` that no cart line or order references: each
 * distinct preview is about 87 KB and was kept forever. A young preview is kept, since the shopper
 * who asked for it may still add it to a cart.
 */
export async function sweepUnreferencedPreviews(deps: {
  db: Database;
  store: ObjectStore;
  olderThan: Date;
  /** A cart untouched since then is abandoned: its previews are not kept for it. */
  abandonedBefore?: Date;
}): Promise<{ deleted: number; kept: number }> {
  const old = (await deps.store.list(PREFIX)).filter((o) => o.modifiedAt < deps.olderThan);
  if (old.length === 0) return { deleted: 0, kept: 0 };
  const referenced = await referencedPreviewKeys(deps.db, deps.abandonedBefore);
  let deleted = 0;
  for (const { key } of old) {
    // A notice sidecar (<hash>.json) goes with its image: kept while the image is referenced.
    if (referenced.has(key) || referenced.has(key.replace(/\.json$/, '.webp'))) continue;
    await deps.store.delete(key);
    deleted++;
  }
  return { deleted, kept: old.length - deleted };
}
