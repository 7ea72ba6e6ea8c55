import { randomBytes } from 'node:crypto';
import type { PaymentAction, PaymentProvider, StartPaymentInput } from '../types';
import { hmacSha256Hex, signatureMatches } from '../signatures';
import { createRazorpayClient, type RazorpayCredentials } from './razorpay-client';
import type { WebhookBody } from './wire-types';

export interface RazorpayConfig extends RazorpayCredentials {
  webhookSecret: string;
}

/**
 * A link is made to live at least this long. Integrators report that Razorpay refuses an expire_by
 * less than 15 minutes ahead; the API reference we could read does not say so, so we keep a margin.
 */
export const MIN_LINK_LIFETIME_MS = 16 * 60_000;

const text = (v: unknown) => (typeof v === 'string' ? v : '');

/**
 * Razorpay behind our payments seam, with Payment Links: our server creates the link for the
 * server's total when the checkout form is submitted, the shopper pays on Razorpay's hosted page
 * (UPI, cards, netbanking, wallets) and comes back to `returnUrl`. No Razorpay script runs on our
 * pages, so the checkout's CSP needs no exception. The order is marked paid only on a verified
 * `payment_link.paid` webhook or on Razorpay's own answer to a fetch, never on the redirect alone.
 */
export function createRazorpayProvider(config: RazorpayConfig): PaymentProvider {
  const api = createRazorpayClient(config);
  return {
    name: 'razorpay',

    async startPayment(input: StartPaymentInput) {
      const expiresAt = Math.max(input.expiresAt.getTime(), Date.now() + MIN_LINK_LIFETIME_MS);
      const link = await api.createPaymentLink({
        amount: input.amountPaise,
        currency: 'INR',
        accept_partial: false,
        // Unique per link (Razorpay refuses a reused reference_id), at most 40 characters.
        reference_id: `${input.reference}-${randomBytes(4).toString('hex')}`,
        description: `Order ${input.reference}`,
        customer: {
          name: input.customer.name.slice(0, 50),
          contact: `+91${input.customer.mobile}`,
          ...(input.customer.email ? { email: input.customer.email } : {}),
        },
        // We tell the shopper ourselves (issue 21); Razorpay's own SMS would be a second voice.
        notify: { sms: false, email: false },
        reminder_enable: false,
        notes: { order_id: input.orderId, reference: input.reference },
        callback_url: input.returnUrl,
        callback_method: 'get',
        expire_by: Math.ceil(expiresAt / 1000),
      });
      return { providerRef: link.id, payUrl: link.short_url };
    },

    returnRef: (query) => text(query.razorpay_payment_link_id) || null,

    verifyReturn(query, expectedProviderRef) {
      const linkId = text(query.razorpay_payment_link_id);
      if (!linkId || linkId !== expectedProviderRef) return false;
      // Razorpay signs payment_link_id|payment_link_reference_id|payment_link_status|payment_id.
      const payload = [
        linkId,
        text(query.razorpay_payment_link_reference_id),
        text(query.razorpay_payment_link_status),
        text(query.razorpay_payment_id),
      ].join('|');
      return signatureMatches(hmacSha256Hex(config.keySecret, payload), query.razorpay_signature);
    },

    verifyWebhook(rawBody, signature) {
      return signatureMatches(hmacSha256Hex(config.webhookSecret, rawBody), signature);
    },

    webhookAction(body): PaymentAction {
      const event = body as Partial<WebhookBody>;
      const p = event.payload;
      if (event.event === 'payment_link.paid' && p?.payment_link && p.payment) {
        const payment = p.payment.entity;
        if (payment.status !== 'captured') return { kind: 'not_supported' };
        return {
          kind: 'paid',
          providerRef: p.payment_link.entity.id,
          paymentId: payment.id,
          amountPaise: payment.amount,
        };
      }
      if ((event.event === 'refund.processed' || event.event === 'refund.failed') && p?.refund) {
        const r = p.refund.entity;
        const kind = event.event === 'refund.processed' ? 'refunded' : 'refund_failed';
        return { kind, refundId: r.id, paymentId: r.payment_id, amountPaise: r.amount };
      }
      return { kind: 'not_supported' };
    },

    async fetchPaid(providerRef) {
      const link = await api.fetchPaymentLink(providerRef);
      if (link.status !== 'paid') return null;
      const captured = (link.payments ?? []).find((pay) => pay.status === 'captured');
      if (!captured) return null;
      return { kind: 'paid', providerRef, paymentId: captured.payment_id, amountPaise: Number(captured.amount) };
    },

    async payUrlIfOpen(providerRef) {
      const link = await api.fetchPaymentLink(providerRef);
      return link.status === 'created' ? link.short_url : null;
    },

    async cancel(providerRef) {
      await api.cancelPaymentLink(providerRef);
    },

    async refund(paymentId, amountPaise, receipt) {
      const r = await api.refundPayment(paymentId, {
        amount: amountPaise,
        speed: 'normal',
        receipt: receipt.slice(0, 40),
      });
      return { refundId: r.id, status: r.status };
    },
  };
}
