import type { OrderDetail, OrderLine } from '../../contracts/admin';
import { ATTRIBUTE_KEYS } from '../commerce/line-attributes';
import type { Database } from '../db/client';
import type { orderLines } from '../db/schema';
import type { PhotoLinks } from '../storage/photo-links';
import { erasureState } from './erasure';

/** A line's uploaded photo as a short-lived signed link, or null (no photo, or no signer given). */
export function linePhotoUrl(line: typeof orderLines.$inferSelect, photoLinks?: PhotoLinks): string | null {
  const photo = line.attributes.find((a) => a.key === ATTRIBUTE_KEYS.userImageUrl)?.value;
  return photo && photoLinks ? photoLinks.signUrl(photo) : null;
}

/** The workspace's line: its photo reached through a signed link (the bare path answers 404). */
export function signedLine(line: OrderLine, photoLinks: PhotoLinks): OrderLine {
  return { ...line, photoUrl: line.photoUrl ? photoLinks.signUrl(line.photoUrl) : null };
}

/** The workspace's order: photos signed, and the shopper's erasure request beside it. */
export async function staffOrderDetail(
  deps: { db: Database; photoLinks: PhotoLinks },
  detail: OrderDetail,
): Promise<OrderDetail> {
  return {
    ...detail,
    lines: detail.lines.map((l) => signedLine(l, deps.photoLinks)),
    erasure: await erasureState(deps.db, detail.id),
  };
}
