import { asc, eq, inArray } from 'drizzle-orm';
import { courierName } from '../../contracts/couriers';
import { orderReference } from '../../contracts/order-reference';
import type { Database } from '../platform/db/client';
import { creditNotes, orderLines, orders } from '../platform/db/schema';
import { claimsOfOrder, type ShopperClaim } from './claim-service';
import { getClaimSettings } from './claim-settings';
import type { OrderStatus } from '../../contracts/order-status';

/** The remake's own parcel, as the original's page shows it beside the claim. */
export interface RemakeParcel {
  reference: string;
  status: string;
  courier: string | null;
  trackingNumber: string | null;
  trackingUrl: string | null;
}

export interface ClaimPanel {
  /** Whether the form is offered at all: a delivered or dispatched order that is not itself a remake. */
  offered: boolean;
  windowDays: number;
  /** The product's title as the owner typed it, and its variant's (the seed's words are said in Hindi on a Hindi page). */
  pieces: { lineId: string; title: string; variant: string }[];
  /** creditNote: the GST credit note of the claim's refund, when one was issued (a refund of a taxed supply). */
  claims: (ShopperClaim & { remake: RemakeParcel | null; creditNote: { number: string } | null })[];
}

/** Once the parcel has left the workshop (typed, so the one status list checks each name). */
const PARCEL_LEFT: readonly OrderStatus[] = ['dispatched', 'out_for_delivery', 'undelivered', 'delivered'];
const OFFERED: ReadonlySet<string> = new Set(PARCEL_LEFT);

/** Issue 44: what the order page's "Report a problem" panel shows for one order. */
export async function claimPanel(db: Database, orderId: string): Promise<ClaimPanel> {
  const [order] = await db
    .select({ status: orders.status, remakeOf: orders.remakeOf })
    .from(orders)
    .where(eq(orders.id, orderId));
  const lines = await db
    .select({ id: orderLines.id, title: orderLines.productTitle, variant: orderLines.variantTitle })
    .from(orderLines)
    .where(eq(orderLines.orderId, orderId))
    .orderBy(asc(orderLines.id));
  const shopperClaims = await claimsOfOrder(db, orderId);
  const remakeIds = shopperClaims.flatMap((c) => (c.remakeOrderId ? [c.remakeOrderId] : []));
  const remakes = remakeIds.length
    ? await db
        .select({
          id: orders.id,
          number: orders.number,
          status: orders.status,
          courier: orders.courier,
          trackingNumber: orders.trackingNumber,
          trackingUrl: orders.trackingUrl,
        })
        .from(orders)
        .where(inArray(orders.id, remakeIds))
    : [];
  const claimIds = shopperClaims.map((c) => c.id);
  const notes = claimIds.length
    ? await db
        .select({ claimId: creditNotes.claimId, number: creditNotes.number })
        .from(creditNotes)
        .where(inArray(creditNotes.claimId, claimIds))
    : [];
  return {
    offered: !!order && !order.remakeOf && OFFERED.has(order.status),
    windowDays: (await getClaimSettings(db)).windowDays,
    pieces: lines.map((l) => ({ lineId: l.id, title: l.title, variant: l.variant })),
    claims: shopperClaims.map((c) => {
      const r = remakes.find((x) => x.id === c.remakeOrderId);
      const note = notes.find((n) => n.claimId === c.id);
      return {
        ...c,
        creditNote: note ? { number: note.number } : null,
        remake: r
          ? {
              reference: orderReference(r.number),
              status: r.status,
              courier: r.courier ? courierName(r.courier) : null,
              trackingNumber: r.trackingNumber,
              trackingUrl: r.trackingUrl,
            }
          : null,
      };
    }),
  };
}
