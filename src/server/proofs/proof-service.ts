import { eq } from 'drizzle-orm';
import { ORDER_STATUSES, type OrderStatus, type Proof } from '../../contracts/admin';
import { orderReference } from '../../contracts/order-reference';
import type { Database } from '../platform/db/client';
import { orderEvents, proofTokens } from '../platform/db/schema';
import type { OrderService } from '../orders/order-service';
import { DomainError } from '../platform/errors';
import { loadOrder, openChangeRequest } from '../orders/order-detail';
import { shopperAttributes } from '../orders/order-view';
import { hashProofToken } from './proof-links';

const SHOPPER = { name: 'shopper', userId: null };
/**
 * Every status from 'approved' on, but 'cancelled' (contracts/order-status.ts lists them in the
 * order an order moves): the courier's moves after dispatch are past the approval too.
 */
const APPROVED_OR_LATER: OrderStatus[] = ORDER_STATUSES.slice(
  ORDER_STATUSES.indexOf('approved'),
  ORDER_STATUSES.indexOf('cancelled'),
);

async function orderIdFor(db: Database, token: string): Promise<string> {
  const [row] = await db
    .select({ orderId: proofTokens.orderId })
    .from(proofTokens)
    .where(eq(proofTokens.tokenHash, hashProofToken(token)));
  if (!row) throw new DomainError('not_found', 'This proof link is not valid. Please ask the shop for a new one.');
  return row.orderId;
}

/** What the shopper sees on /proof/<token>: every line's rendered preview and what they wrote. */
export async function getProof(db: Database, token: string): Promise<Proof> {
  const { order, lines, events } = await loadOrder(db, await orderIdFor(db, token));
  const change = openChangeRequest(events);
  const state =
    order.status === 'cancelled'
      ? 'cancelled'
      : APPROVED_OR_LATER.includes(order.status)
        ? 'approved'
        : change
          ? 'change_requested'
          : 'awaiting';
  return {
    reference: orderReference(order.number),
    state,
    firstName: (order.contact.fullName ?? '').trim().split(/\s+/)[0] ?? '',
    lines: lines.map((l) => ({
      id: l.id,
      productTitle: l.productTitle,
      variantTitle: l.variantTitle,
      quantity: l.quantity,
      previewUrl: l.previewImageUrl,
      attributes: shopperAttributes(l),
    })),
    changeNote: change?.note ?? null,
  };
}

/**
 * The proof page's approval; the order service approves (once: approving twice changes nothing)
 * and emits 'approved'. The shopper's order page approves through the order service too.
 */
export async function approveProof(deps: { db: Database; orders: OrderService }, token: string): Promise<Proof> {
  await deps.orders.approveProof(await orderIdFor(deps.db, token));
  return getProof(deps.db, token);
}

export async function requestOrderChange(db: Database, orderId: string, note: string): Promise<void> {
  const { order } = await loadOrder(db, orderId);
  if (order.status === 'cancelled') throw cancelled();
  if (order.status !== 'proof_sent') {
    throw new DomainError('conflict', 'This proof is already approved. Please contact the shop to change it.');
  }
  await db
    .insert(orderEvents)
    .values({ orderId, kind: 'change_request', status: 'proof_sent', actor: SHOPPER.name, note: note.trim() });
}

export async function requestProofChange(db: Database, token: string, note: string): Promise<Proof> {
  await requestOrderChange(db, await orderIdFor(db, token), note);
  return getProof(db, token);
}

const cancelled = () => new DomainError('conflict', 'This order has been cancelled.');
