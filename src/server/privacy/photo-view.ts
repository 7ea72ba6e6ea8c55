import type { OrderDetail, OrderLine } from '../../contracts/admin';
import type { Database } from '../platform/db/client';
import type { PhotoLinks } from '../platform/storage/photo-links';
import { erasureState } from '../orders/order-erasure';

/**
 * The workspace's line: its photo, and a preview drawn from it, reached through signed links (the
 * bare paths answer 404).
 */
export function signedLine(line: OrderLine, photoLinks: PhotoLinks): OrderLine {
  return {
    ...line,
    previewUrl: line.previewUrl ? photoLinks.signUrl(line.previewUrl) : line.previewUrl,
    photoUrl: line.photoUrl ? photoLinks.signUrl(line.photoUrl) : null,
  };
}

/** The workspace's order: photos signed, and the shopper's erasure request beside it. */
export async function staffOrderDetail(
  deps: { db: Database; photoLinks: PhotoLinks },
  detail: OrderDetail,
): Promise<OrderDetail> {
  return {
    ...detail,
    previewUrl: detail.previewUrl ? deps.photoLinks.signUrl(detail.previewUrl) : detail.previewUrl,
    lines: detail.lines.map((l) => signedLine(l, deps.photoLinks)),
    erasure: await erasureState(deps.db, detail.id),
  };
}
