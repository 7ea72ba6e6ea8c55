import { asc, eq } from 'drizzle-orm';
import { courierName } from '../../contracts/couriers';
import { fromPaise, toPaise } from '../../contracts/money';
import type { ShopperOrder, ShopperStep } from '../../contracts/order-page';
import { isOnItsWay, shopperStepOf, type OrderStatus } from '../../contracts/order-status';
import { orderReference } from '../../contracts/order-reference';
import type { Database } from '../platform/db/client';
import { invoices, paymentEvents } from '../platform/db/schema';
import { pricedAsStored } from '../pricing/price-lines';
import type { DeliveryEstimate, DeliveryEstimateQuery } from '../../contracts/delivery';
import { ATTRIBUTE_KEYS } from '../commerce/line-attributes';
import { loadOrder, openChangeRequest } from './order-detail';
import { shopperAttributes } from './order-view';
import { awaitsPickup, shopperScans } from './parcel-scans';
import { erasureState } from './order-erasure';
import type { PhotoLinks } from '../platform/storage/photo-links';

/**
 * A status change shows in the shopper's timeline as its step (contracts/order-status.ts), but
 * 'placed': the timeline starts with it at the order's creation, also for a confirmed COD order.
 */
function statusStep(status: OrderStatus): ShopperStep | null {
  const step = shopperStepOf(status);
  return step === 'placed' ? null : step;
}

/**
 * The subtotal and delivery charge as the order was priced when placed (the pricing module reads
 * the lines' stored shares back); none when the stored shares do not add up (an older order).
 */
function storedAmounts(
  lines: { unitPrice: string; quantity: number; adjustmentPaise: number }[],
  adjustments: { kind: 'discount' | 'shipping' | 'fee'; label: string; amountPaise: number }[],
) {
  try {
    const priced = pricedAsStored(
      lines.map((l) => ({
        unitPricePaise: toPaise(l.unitPrice),
        quantity: l.quantity,
        adjustmentPaise: l.adjustmentPaise,
        hsn: '',
        gstRate: 0,
      })),
      adjustments,
    );
    const delivery = priced.adjustments.filter((a) => a.kind === 'shipping').reduce((n, a) => n + a.amountPaise, 0);
    return { subtotalAmount: fromPaise(priced.subtotalPaise), deliveryAmount: fromPaise(delivery) };
  } catch {
    return {};
  }
}

/** A line's uploaded photo as a short-lived signed link, or null (no photo, or no signer given). */
function linePhotoUrl(line: { attributes: { key: string; value: string }[] }, photoLinks?: PhotoLinks): string | null {
  const photo = line.attributes.find((a) => a.key === ATTRIBUTE_KEYS.userImageUrl)?.value;
  return photo && photoLinks ? photoLinks.signUrl(photo) : null;
}

/** The day the order was promised to arrive by at checkout (the same estimate), when there is one. */
async function promisedArrival(
  estimates: ArrivalEstimates | undefined,
  order: { cartId: string; status: string; createdAt: Date; contact: Record<string, string> },
): Promise<string | null> {
  const pincode = order.contact.pincode;
  if (!estimates || !pincode || !isOnItsWay(order.status)) return null;
  const estimate = await estimates.estimate({ cart: order.cartId, pincode }, order.createdAt).catch(() => null);
  return estimate?.status === 'ok' ? estimate.arrivesBy : null;
}

/** What the shopper may see of their order: no staff names, notes, production files or ids. */
/**
 * The delivery estimates as the order page asks them (shipping/'s DeliveryEstimator is one), named
 * here so that orders/ imports nothing of shipping/, which moves orders through this folder.
 */
interface ArrivalEstimates {
  estimate(query: DeliveryEstimateQuery, now?: Date): Promise<DeliveryEstimate>;
}

export interface ShopperOrderExtras {
  /** Signs each line's photo for this answer; without it no photo link is given. */
  photoLinks?: PhotoLinks;
  /** With it, the page says when the order should arrive. */
  estimates?: ArrivalEstimates;
  /**
   * The channels that can reach this contact now (messages/'s channelsThatReach): with it, an order
   * waiting for its pay-on-delivery confirmation says how it was asked. A function, so that orders/
   * imports nothing of messages/, which reads orders.
   */
  reach?: (contact: Record<string, string | undefined>) => readonly ('whatsapp' | 'email')[];
}

/** How the order waiting for confirmation was asked about: the channels that could send, or a call. */
function howAskedToConfirm(
  contact: Record<string, string | undefined>,
  reach: NonNullable<ShopperOrderExtras['reach']>,
): NonNullable<ShopperOrder['confirmBy']> {
  const channels = reach(contact);
  if (channels.includes('whatsapp') && channels.includes('email')) return { by: 'both' };
  const [only] = channels;
  if (only) return { by: only };
  return { by: 'call', mobile: (contact.mobile ?? '').replace(/\D/g, '').slice(-10) };
}

export async function getShopperOrder(
  db: Database,
  orderId: string,
  token: string,
  /** What this answer may add: signed photo links (issue 39) and the arrives-by date (issue 45). */
  { photoLinks, estimates, reach }: ShopperOrderExtras = {},
): Promise<ShopperOrder> {
  const { order, lines, events } = await loadOrder(db, orderId);
  const payments = await db
    .select()
    .from(paymentEvents)
    .where(eq(paymentEvents.orderId, orderId))
    .orderBy(asc(paymentEvents.createdAt), asc(paymentEvents.id));
  // Only whether there is an invoice: the PDF itself is drawn when it is downloaded.
  const [invoice] = await db.select({ id: invoices.id }).from(invoices).where(eq(invoices.orderId, orderId));
  const sum = (kind: string) => payments.filter((p) => p.kind === kind).reduce((n, p) => n + p.amount, 0);
  const paid = sum('paid');
  const refunded = sum('refunded');
  const total = toPaise(order.totalAmount);
  const dueNow = order.paymentStatus === 'unpaid' ? toPaise(order.amountDueNow) : 0;
  const onDelivery = order.status === 'cancelled' ? 0 : Math.max(0, total - toPaise(order.amountDueNow));
  // Delivered means the courier collected what was due on delivery: paid, no longer to pay.
  const collected = order.status === 'delivered' ? onDelivery : 0;

  const timeline: { step: ShopperStep; at: Date }[] = [{ step: 'placed', at: order.createdAt }];
  for (const p of payments) {
    if (p.kind === 'paid') timeline.push({ step: 'paid', at: p.createdAt });
    if (p.kind === 'refunded') timeline.push({ step: 'refunded', at: p.createdAt });
  }
  for (const e of events) {
    const step = e.kind === 'status' ? statusStep(e.status) : null;
    if (step) timeline.push({ step, at: e.createdAt });
  }
  timeline.sort((a, b) => a.at.getTime() - b.at.getTime());

  const change = openChangeRequest(events);
  const proof =
    order.status === 'proof_sent'
      ? { state: change ? ('change_requested' as const) : ('awaiting' as const), changeNote: change?.note ?? null }
      : ['approved', 'in_production'].includes(order.status)
        ? { state: 'approved' as const, changeNote: null }
        : null;
  const c = order.contact;
  const delivery = {
    fullName: c.fullName ?? '',
    lines: [c.address1, c.address2].filter((l): l is string => !!l),
    place: { city: c.city ?? '', state: c.state ?? '', pincode: c.pincode ?? '' },
  };
  return {
    reference: orderReference(order.number),
    status: order.status,
    paymentStatus: order.paymentStatus,
    totalAmount: order.totalAmount,
    ...storedAmounts(lines, order.adjustments),
    arrivesBy: await promisedArrival(estimates, order),
    discounts: order.adjustments
      .filter((a) => a.kind === 'discount' && a.amountPaise < 0)
      .map((a) => ({ label: a.label, amount: fromPaise(-a.amountPaise) })),
    paidAmount: fromPaise(paid),
    dueNowAmount: fromPaise(dueNow),
    dueOnDeliveryAmount: fromPaise(onDelivery - collected),
    paidOnDeliveryAmount: fromPaise(collected),
    refundedAmount: fromPaise(refunded),
    timeline: timeline.map((t) => ({ step: t.step, at: t.at.toISOString() })),
    lines: lines.map((l) => ({
      productTitle: l.productTitle,
      variantTitle: l.variantTitle,
      quantity: l.quantity,
      // A preview drawn from the shopper's photo is reached as the photo is (issue 39).
      previewUrl: l.previewImageUrl && photoLinks ? photoLinks.signUrl(l.previewImageUrl) : l.previewImageUrl,
      photoUrl: linePhotoUrl(l, photoLinks),
      attributes: shopperAttributes(l),
    })),
    proof,
    delivery,
    scans: await shopperScans(db, orderId),
    awaitingPickup: await awaitsPickup(db, orderId, order.status),
    shipment:
      order.courier && order.trackingNumber
        ? { courier: courierName(order.courier), trackingNumber: order.trackingNumber, trackingUrl: order.trackingUrl }
        : null,
    language: c.language === 'hi' ? 'hi' : 'en',
    invoiceUrl: invoice ? `/api/orders/${token}/invoice.pdf` : null,
    erasure: await erasureState(db, orderId),
    ...(order.status === 'to_confirm' && reach ? { confirmBy: howAskedToConfirm(c, reach) } : {}),
  };
}
