import { asc, desc, eq } from 'drizzle-orm';
import type { CatalogService } from '../catalog/catalog-service';
import type { Database } from '../platform/db/client';
import { cartLines, carts, orderLines, orders } from '../platform/db/schema';
import { storeCategoryOf } from '../catalog/store-category';
import { ATTRIBUTE_KEYS } from '../commerce/line-attributes';
import { CartChangedError, cartVersion } from './cart-version';
import { CommerceError } from '../commerce/types';
import { OutOfStockError } from '../commerce/local/stock';
import { fromPaise } from '../../contracts/money';
import { orderReference } from '../../contracts/order-reference';
import { priceCatalogLines } from '../pricing/catalog-lines';
import { isFree } from '../pricing/price-lines';
import { discountPaiseOf, holdOffer } from '../coupons/checkout-offer';
import type { DomainError } from '../platform/errors';
import type { CodConfirmRequest } from './order-events';
import type { OrderTx } from './order-transaction';
import { reserveStock } from './stock-reservation';
import { openCodConfirmation } from './cod-confirmation';
import { nextOrderNumber } from './order-number';

export interface PlacedOrder {
  id: string;
  reference: string;
  totalAmount: string;
}

/** An order its discount covers whole: nothing was or will be taken (see pricing's isFree). */
export const FREE_PAYMENT_METHOD = 'free';

/**
 * How the order is paid, decided by the checkout (checkout/checkout-service.ts) for the total it
 * priced. `place` prices the cart again inside its transaction from the one pricing module and
 * places the order only at that total: a different one (a price or an offer moved in between) is
 * CartChangedError with nothing written, so the plan is never applied to a total it was not made for.
 */
export interface PaymentTerms {
  /** The total, in paise, the checkout priced the cart at and decided the payment for. */
  totalPaise: number;
  /** What is due online now, when the link expires and which provider takes it; null: nothing due online. */
  online: { dueNowPaise: number; expiresAt: Date; provider: string } | null;
  /**
   * Why this order may not be placed as asked (a pay-on-delivery rule, more than one link can
   * take). Thrown only after the cart, the stock and the coupon are checked, so the shopper first
   * hears what no other way of paying mends (the piece sold out).
   */
  refusal: DomainError | null;
}

export interface PlaceOptions {
  /** When given, the order is placed only if the cart is still at this version (see cartVersion). */
  expectedVersion?: string;
  /** The checkout's payment decision for its total (issue 20); without it nothing is due online. */
  terms?: PaymentTerms;
  /**
   * The cart's offer (its code, or the best automatic offer) as the checkout showed it: held under
   * the coupon's lock in this transaction (coupons/checkout-offer.ts holdOffer) so a budget or a
   * per-phone limit cannot be overrun, and recorded with the order. A different discount now is
   * CartChangedError; one that no longer applies is CouponRefusedError.
   */
  offer?: { phone: string; discountPaise: number };
  /**
   * Issue 28: pay on delivery waits "to confirm" for this many hours (the shop's COD confirmation),
   * and the 'to_confirm' event carries the request's terms and its answer's token to messages. An
   * order with anything due online is not held: its payment is the shopper's answer.
   */
  confirm?: Omit<CodConfirmRequest, 'token'>;
  /** The day the shopper needs the piece by (yyyy-mm-dd, India), checked by the checkout; null: not given. */
  neededBy?: string | null;
}

/**
 * Turns an open cart into an order inside the caller's order transaction: the cart row is locked
 * so a double submit cannot place two orders, prices come from the catalogue, stock is taken and
 * the cart is closed. Queues 'placed'.
 */
export async function placeOrder(
  o: OrderTx,
  catalog: CatalogService,
  cartId: string,
  contact: Record<string, string>,
  { expectedVersion, terms, offer, confirm, neededBy }: PlaceOptions = {},
): Promise<PlacedOrder> {
  const { tx } = o;
  const [cart] = await tx.select().from(carts).where(eq(carts.id, cartId)).for('update');
  if (!cart || cart.status !== 'open' || cart.expiresAt <= new Date()) {
    throw new CommerceError('cart_not_found', 'This cart no longer exists. Please add your items again.');
  }
  const lines = await tx.select().from(cartLines).where(eq(cartLines.cartId, cartId)).orderBy(asc(cartLines.createdAt));
  if (lines.length === 0) throw new CommerceError('cart_empty', 'Add some items to your cart before checking out.');
  const priced = lines.map((line) => {
    const found = catalog.findVariant(line.variantId);
    if (!found)
      throw new CommerceError('variant_not_found', 'An item in your cart is no longer sold. Please remove it.');
    return { line, found };
  });
  const nameOf = (variantId: string) => {
    const found = catalog.findVariant(variantId);
    return found ? `${found.product.title} (${found.variant.title})` : 'An item in your cart';
  };
  // Switched off by the owner, or sold out when the catalogue was last read.
  const unavailable = priced.filter(({ found }) => !found.variant.available);
  if (unavailable.length > 0)
    throw new OutOfStockError(new Map(unavailable.map(({ line }) => [line.variantId, 0])), nameOf);
  const seen = priced.map(({ line, found }) => ({ ...line, unitPrice: found.variant.price }));
  if (expectedVersion !== undefined && cartVersion(seen) !== expectedVersion) throw new CartChangedError();
  // Every order, prepaid ones too, takes its pieces now: a shopper who pays is never told after
  // paying that the piece is gone. An unpaid order gives them back when it expires (moveOrder).
  const counted = await reserveStock(tx, lines, nameOf);
  const held = offer ? await holdOffer(tx, catalog, cartId, seen, offer.phone) : undefined;
  if (offer && discountPaiseOf(held) !== offer.discountPaise) throw new CartChangedError();
  const pricing = priceCatalogLines(catalog, seen, held?.adjustments);
  const total = pricing.totalPaise;
  if (terms && terms.totalPaise !== total) throw new CartChangedError();
  // Issue 39 item 5: a discount that covers the order leaves nothing to take online or on
  // delivery (pricing's one rule), so it is placed paid, its discount the reason, whatever the policy.
  const free = isFree(pricing);
  if (terms?.refusal && !free) throw terms.refusal;
  const due = free ? null : (terms?.online ?? null);
  const online = !!due && due.dueNowPaise > 0;
  const toConfirm = !online && !free && confirm !== undefined;
  const [order] = await tx
    .insert(orders)
    .values({
      number: await nextOrderNumber(tx),
      cartId,
      contact,
      neededBy: neededBy ?? null,
      totalAmount: fromPaise(total),
      adjustments: pricing.adjustments.map(({ kind, label, amountPaise }) => ({ kind, label, amountPaise })),
      ...(online
        ? {
            status: 'awaiting_payment' as const,
            paymentStatus: 'unpaid' as const,
            paymentMethod: due.dueNowPaise < total ? 'advance_online' : 'online',
            paymentProvider: due.provider,
            amountDueNow: fromPaise(due.dueNowPaise),
            paymentExpiresAt: due.expiresAt,
          }
        : free
          ? { paymentStatus: 'paid' as const, paymentMethod: FREE_PAYMENT_METHOD }
          : toConfirm
            ? { status: 'to_confirm' as const }
            : {}),
    })
    .returning({ id: orders.id, number: orders.number });
  if (!order) throw new Error('order insert returned nothing');
  await tx.insert(orderLines).values(
    priced.map(({ line, found }, i) => ({
      orderId: order.id,
      variantId: line.variantId,
      productTitle: found.product.title,
      variantTitle: found.variant.title,
      unitPrice: found.variant.price,
      quantity: line.quantity,
      attributes: line.attributes,
      previewImageUrl:
        line.attributes.find((a) => a.key === ATTRIBUTE_KEYS.previewImage)?.value ?? found.variant.image?.url ?? null,
      // Kept on the line so the workspace can filter by category even if the catalogue changes.
      category: storeCategoryOf(found.product.collections),
      // What was bought is what is made, whatever the studio changes later.
      sizeMm: found.variant.sizeMm ?? null,
      printArea: catalog.printAreaFor(found) ?? null,
      stockReserved: counted.has(line.variantId) ? line.quantity : 0,
      adjustmentPaise: pricing.lines[i]?.adjustmentPaise ?? 0,
    })),
  );
  await held?.record(order.id, -pricing.adjustments.reduce((n, a) => n + a.amountPaise, 0));
  await tx.update(carts).set({ status: 'ordered', updatedAt: new Date() }).where(eq(carts.id, cartId));
  o.emit('placed', order.id);
  if (toConfirm) {
    const token = await openCodConfirmation(tx, order.id, new Date(Date.now() + confirm.hours * 3_600_000));
    o.emitMessage({ event: 'to_confirm', orderId: order.id, confirm: { ...confirm, token } });
  }
  return { id: order.id, reference: orderReference(order.number), totalAmount: fromPaise(total) };
}

/** The cart's latest order: a cart reopened after an unpaid order expired may hold a second one. */
export async function findOrderByCart(db: Database, cartId: string) {
  const [order] = await db
    .select()
    .from(orders)
    .where(eq(orders.cartId, cartId))
    .orderBy(desc(orders.createdAt))
    .limit(1);
  if (!order) return null;
  const lines = await db.select().from(orderLines).where(eq(orderLines.orderId, order.id));
  return { ...order, reference: orderReference(order.number), lines };
}
