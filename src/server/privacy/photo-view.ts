import type { OrderDetail, OrderLine } from '../../contracts/admin';
import type { Database } from '../platform/db/client';
import type { PhotoLinks } from '../platform/storage/photo-links';
import { erasureState } from '../orders/order-erasure';

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
