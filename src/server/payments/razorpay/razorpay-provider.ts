import type { AppConfig } from '../../platform/config';
import type { PaymentAction, PaymentProvider, PaymentProviderModule, StartPaymentInput } from '../types';
import { hmacSha256Hex, signatureMatches } from '../../platform/webhook-signatures/signatures';
import { createRazorpayClient, RazorpayApiError, type RazorpayCredentials } from './razorpay-client';
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
 * The link's reference_id: the order's reference, a piece of its id (order numbers restart with a
 * fresh database, Razorpay's account does not) and the attempt. Razorpay refuses a reference_id it
 * has seen, so one attempt can never make two links. At most 40 characters.
 */
export const linkReferenceId = (reference: string, orderId: string, attempt: number) =>
  `${reference}-${orderId.replace(/-/g, '').slice(0, 8)}-${attempt}`;

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
    id: 'razorpay',
    displayName: 'Razorpay',
    online: true,
    webhookHeaders: { signature: 'x-razorpay-signature', eventId: 'x-razorpay-event-id' },
    // The URL Razorpay dashboards were set up with before the shared payments webhook route.
    webhookAliases: ['/api/webhooks/razorpay'],

    async startPayment(input: StartPaymentInput) {
      const expiresAt = Math.max(input.expiresAt.getTime(), Date.now() + MIN_LINK_LIFETIME_MS);
      const referenceId = linkReferenceId(input.reference, input.orderId, input.attempt);
      const link = await api
        .createPaymentLink({
          amount: input.amountPaise,
          currency: 'INR',
          accept_partial: false,
          reference_id: referenceId,
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
        })
        .catch(async (err: unknown) => {
          // Another request for this attempt made the link first (two Pay taps at once): use that one.
          if (!(err instanceof RazorpayApiError) || err.status !== 400) throw err;
          const [made] = (await api.findPaymentLinks(referenceId)).payment_links;
          if (!made) throw err;
          return made;
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
      if (typeof body !== 'object' || body === null || Array.isArray(body))
        return { kind: 'ignored', reason: 'the body is not an event object' };
      const event = body as Partial<WebhookBody>;
      const p = event.payload;
      if (event.event === 'payment_link.paid' && p?.payment_link && p.payment) {
        const link = p.payment_link.entity;
        const payment = p.payment.entity;
        if (payment.status !== 'captured') return { kind: 'ignored', reason: `payment ${payment.status}` };
        // We only ever ask for rupees; anything else is not money this shop can book.
        if (payment.currency !== 'INR') return { kind: 'ignored', reason: `payment in ${String(payment.currency)}` };
        const orderId = text(link.notes?.order_id);
        return {
          kind: 'paid',
          providerRef: link.id,
          paymentId: payment.id,
          amountPaise: payment.amount,
          ...(orderId ? { orderId } : {}),
        };
      }
      if ((event.event === 'refund.processed' || event.event === 'refund.failed') && p?.refund) {
        const r = p.refund.entity;
        if (r.currency !== 'INR') return { kind: 'ignored', reason: `refund in ${String(r.currency)}` };
        const kind = event.event === 'refund.processed' ? 'refunded' : 'refund_failed';
        return { kind, refundId: r.id, paymentId: r.payment_id, amountPaise: r.amount };
      }
      return { kind: 'ignored', reason: `${String(event.event)} is not an event this shop acts on` };
    },

    async fetchPaid(providerRef) {
      const link = await api.fetchPaymentLink(providerRef);
      if (link.status !== 'paid') return null;
      const captured = (link.payments ?? []).find((pay) => pay.status === 'captured');
      if (!captured) return null;
      if (link.currency !== 'INR') return null;
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

/** Razorpay as create-payments.ts lists it; config parsing already refused missing keys. */
export const razorpayPayments: PaymentProviderModule = {
  id: 'razorpay',
  displayName: 'Razorpay',
  online: true,
  create: (config: AppConfig) =>
    createRazorpayProvider({
      keyId: config.RAZORPAY_KEY_ID ?? '',
      keySecret: config.RAZORPAY_KEY_SECRET ?? '',
      webhookSecret: config.RAZORPAY_WEBHOOK_SECRET ?? '',
      apiUrl: config.RAZORPAY_API_URL,
    }),
};
