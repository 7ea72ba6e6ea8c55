import { randomBytes } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { orderReference } from '../../contracts/order-reference';
import { carts, orderEvents, orderLines, orders } from '../platform/db/schema';
import { DomainError } from '../platform/errors';
import type { Actor } from './change-status';
import type { OrderTx } from './order-transaction';
import { nextOrderNumber } from './order-number';
import { reserveStock } from './stock-reservation';
import { OutOfStockError } from '../commerce/local/stock';

/** How a remake is paid for: by no one (issue 44). Never invoiced, never asked for money. */
export const REMAKE_PAYMENT_METHOD = 'remake';

export interface PlacedRemake {
  id: string;
  reference: string;
}

/**
 * Issue 44: a claimed piece made again, as a linked zero-value order inside the caller's order
 * transaction (the claim's decision commits with it, or neither does). It copies the piece and the
 * delivery address and goes straight to the maker's queue ('approved'), or, when the shop's
 * mistake was the text, to 'placed' so the corrected proof goes back to the shopper first. It
 * has a cart of its own (already ordered), so the original's checkout page never shows it.
 * No 'placed' message goes out: the shopper hears the claim's decision, then the dispatch.
 */
export async function placeRemake(
  o: OrderTx,
  original: { orderId: string; lineId: string },
  actor: Actor,
  { corrected = false }: { corrected?: boolean } = {},
): Promise<PlacedRemake> {
  const { tx } = o;
  const [order] = await tx.select().from(orders).where(eq(orders.id, original.orderId)).for('update');
  if (!order) throw new DomainError('not_found', 'There is no such order.');
  if (order.remakeOf) throw new DomainError('conflict', 'A remake is remade from the order it remakes.');
  const [line] = await tx
    .select()
    .from(orderLines)
    .where(and(eq(orderLines.id, original.lineId), eq(orderLines.orderId, original.orderId)));
  if (!line) throw new DomainError('not_found', 'This piece is not in the order.');
  // A remake uses up a piece like any order: stock is taken here (and given back if it is cancelled),
  // so the store stops selling the last one the workshop now needs for the remake.
  const counted = await reserveStock(
    tx,
    [{ variantId: line.variantId, quantity: line.quantity }],
    () => `${line.productTitle} (${line.variantTitle})`,
  ).catch((err: unknown) => {
    if (err instanceof OutOfStockError)
      throw new DomainError('conflict', `${err.message}: add stock to it in Products, then decide again.`);
    throw err;
  });
  const cartId = randomBytes(18).toString('base64url');
  const now = new Date();
  await tx.insert(carts).values({ id: cartId, status: 'ordered', expiresAt: now });
  const status = corrected ? ('placed' as const) : ('approved' as const);
  const [remake] = await tx
    .insert(orders)
    .values({
      number: await nextOrderNumber(tx),
      cartId,
      contact: order.contact,
      totalAmount: '0.00',
      status,
      paymentStatus: 'paid',
      paymentMethod: REMAKE_PAYMENT_METHOD,
      amountDueNow: '0',
      remakeOf: order.id,
    })
    .returning({ id: orders.id, number: orders.number });
  if (!remake) throw new Error('remake insert returned nothing');
  await tx.insert(orderLines).values({
    orderId: remake.id,
    variantId: line.variantId,
    productTitle: line.productTitle,
    variantTitle: line.variantTitle,
    unitPrice: '0.00',
    quantity: line.quantity,
    attributes: line.attributes,
    previewImageUrl: line.previewImageUrl,
    category: line.category,
    sizeMm: line.sizeMm,
    printArea: line.printArea,
    stockReserved: counted.has(line.variantId) ? line.quantity : 0,
  });
  const reference = orderReference(remake.number);
  // Only the remake's own timeline gets an event: the original's shows the shopper its statuses, and
  // the claim (claims.remake_order_id) is what links the two on its page and in the workspace.
  await tx.insert(orderEvents).values({
    orderId: remake.id,
    kind: 'status',
    status,
    actor: actor.name,
    actorId: actor.userId,
    note: `Remake of ${orderReference(order.number)} (${line.productTitle}), at no charge.`,
  });
  return { id: remake.id, reference };
}
