import { randomBytes } from 'node:crypto';
import type { Payment, PaymentLink, PaymentLinkCreate, Refund } from '../../wire-types';

/** Razorpay ids: a prefix and 14 base62 characters (plink_ExjpAUN3gVHrPJ). */
export function razorpayId(prefix: string): string {
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
  return `${prefix}_${[...randomBytes(14)].map((b) => alphabet[b % 62]).join('')}`;
}

export interface StoredLink extends Omit<PaymentLink, 'amount'> {
  amount: number;
  order_id: string;
  callback_method: string;
  expire_by: number;
  created_at: number;
  description?: string;
  notes: Record<string, string | number | null>;
}

export class FakeApiError extends Error {
  constructor(
    readonly status: number,
    description: string,
    readonly field?: string,
  ) {
    super(description);
  }
}

const now = () => Math.floor(Date.now() / 1000);

/**
 * The fake's books: payment links, payments and refunds, with the validation Razorpay's API
 * reference documents for each create call (amount in paise of at least ₹1, INR, a unique
 * reference_id of at most 40 characters, callback_method 'get' with a callback_url, expire_by at
 * least 15 minutes ahead (reported by integrators, not in the reference we read), refunds only of captured money and never more than was captured).
 */
export function createFakeBooks(shortUrlBase: string) {
  const links = new Map<string, StoredLink>();
  const payments = new Map<string, Payment & { refunded: number; link: string }>();
  const refunds = new Map<string, Refund>();
  const references = new Set<string>();

  return {
    links,
    payments,
    refunds,

    createLink(body: PaymentLinkCreate): StoredLink {
      const amount = Number(body.amount);
      if (!Number.isInteger(amount) || amount < 100)
        throw new FakeApiError(400, 'The amount must be atleast INR 1.00', 'amount');
      if ((body.currency ?? 'INR') !== 'INR') throw new FakeApiError(400, 'The currency is invalid', 'currency');
      if (body.reference_id !== undefined) {
        if (body.reference_id.length > 40)
          throw new FakeApiError(400, 'The reference id may not be greater than 40 characters.', 'reference_id');
        if (references.has(body.reference_id))
          throw new FakeApiError(
            400,
            `Payment Link with reference id ${body.reference_id} already exists`,
            'reference_id',
          );
      }
      if (body.callback_url && body.callback_method !== 'get')
        throw new FakeApiError(400, 'callback_method should be get', 'callback_method');
      if (body.expire_by !== undefined && body.expire_by < now() + 15 * 60)
        throw new FakeApiError(400, 'expire_by should be at least 15 minutes after current time', 'expire_by');
      if (!body.customer?.contact && !body.customer?.email)
        throw new FakeApiError(400, 'customer contact or email is required', 'customer');
      const id = razorpayId('plink');
      if (body.reference_id) references.add(body.reference_id);
      const link: StoredLink = {
        id,
        amount,
        amount_paid: 0,
        currency: 'INR',
        reference_id: body.reference_id ?? '',
        short_url: `${shortUrlBase}/i/${id}`,
        status: 'created',
        callback_url: body.callback_url,
        callback_method: body.callback_method ?? '',
        payments: null,
        order_id: razorpayId('order'),
        expire_by: body.expire_by ?? now() + 180 * 24 * 3600,
        created_at: now(),
        description: body.description,
        notes: { ...(body.notes ?? {}) },
      };
      links.set(id, link);
      return link;
    },

    link(id: string): StoredLink {
      const link = links.get(id);
      if (!link) throw new FakeApiError(400, 'The id provided does not exist', 'id');
      if (link.status === 'created' && link.expire_by < now()) link.status = 'expired';
      return link;
    },

    /** The shopper paying on the hosted page: a captured payment against the link's order. */
    pay(linkId: string, outcome: 'captured' | 'failed'): Payment {
      const link = this.link(linkId);
      if (link.status !== 'created') throw new FakeApiError(400, `Payment link is ${link.status}`);
      const payment = {
        id: razorpayId('pay'),
        entity: 'payment',
        amount: link.amount,
        currency: 'INR',
        status: outcome,
        order_id: link.order_id,
        refunded: 0,
        link: link.id,
      } as const;
      payments.set(payment.id, { ...payment });
      if (outcome === 'captured') {
        link.status = 'paid';
        link.amount_paid = link.amount;
        link.payments = [
          ...(link.payments ?? []),
          {
            amount: String(link.amount),
            created_at: String(now()),
            method: 'upi',
            payment_id: payment.id,
            plink_id: link.id,
            status: 'captured',
            updated_at: now(),
          },
        ];
      }
      return {
        id: payment.id,
        entity: 'payment',
        amount: payment.amount,
        currency: 'INR',
        status: outcome,
        order_id: link.order_id,
      };
    },

    cancel(id: string): StoredLink {
      const link = this.link(id);
      if (link.status !== 'created')
        throw new FakeApiError(400, `Payment Link cannot be cancelled as it is ${link.status}`);
      link.status = 'cancelled';
      return link;
    },

    refund(paymentId: string, amount: number | undefined): Refund {
      const payment = payments.get(paymentId);
      if (!payment) throw new FakeApiError(400, 'The id provided does not exist', 'id');
      if (payment.status !== 'captured') throw new FakeApiError(400, 'Only captured payments can be refunded');
      const value = amount ?? payment.amount - payment.refunded;
      if (value < 100 || value > payment.amount - payment.refunded)
        throw new FakeApiError(400, 'The refund amount provided is greater than amount captured', 'amount');
      payment.refunded += value;
      const refund: Refund = {
        id: razorpayId('rfnd'),
        entity: 'refund',
        amount: value,
        currency: 'INR',
        payment_id: paymentId,
        status: 'processed',
      };
      refunds.set(refund.id, refund);
      return refund;
    },
  };
}
