import type { AppConfig } from '../platform/config';

/**
 * The payments seam (Medusa's payment provider contract, cut to what a shop selling made-to-order
 * pieces needs). Each provider lives in its own folder under payments/ and is listed once in
 * create-payments.ts; only its folder knows the vendor's wire format and name. Pay on delivery
 * (payments/pay-on-delivery/) is a provider too, the embedded default: it takes nothing online.
 */
export interface PaymentCustomer {
  name: string;
  /** Ten-digit Indian mobile number, without +91. */
  mobile: string;
  email?: string;
}

export interface StartPaymentInput {
  orderId: string;
  /** The order's human reference (KG-10024); shown on the hosted page. */
  reference: string;
  /**
   * The order's payment attempt, from 1: one payment request per order per attempt. The provider
   * makes it part of a key it refuses to reuse, so two taps at once cannot make two requests.
   */
  attempt: number;
  /** Always the server's figure, in paise. */
  amountPaise: number;
  customer: PaymentCustomer;
  /** Where the hosted page sends the shopper back. */
  returnUrl: string;
  expiresAt: Date;
}

export interface StartedPayment {
  /** The provider's id for this payment request (a hosted payment page's id). */
  providerRef: string;
  /** The hosted page to send the shopper to. */
  payUrl: string;
}

/** What a verified webhook or a status fetch says happened, in our words. */
export type PaymentAction =
  /** `orderId` is the order the shop named on the payment request (kept with it at the provider), if any. */
  | { kind: 'paid'; providerRef: string; paymentId: string; amountPaise: number; orderId?: string }
  | { kind: 'refunded'; refundId: string; paymentId: string; amountPaise: number }
  | { kind: 'refund_failed'; refundId: string; paymentId: string; amountPaise: number }
  /** Nothing to do, and never will be: the reason is kept with the delivery. */
  | { kind: 'ignored'; reason: string };

export interface RefundResult {
  refundId: string;
  status: 'pending' | 'processed' | 'failed';
}

export interface PaymentProvider {
  /**
   * The provider's plain id: stored on each order it takes money for (orders.payment_provider),
   * with each webhook delivery (payment_webhooks.provider), and in its webhook URL,
   * /api/webhooks/payments/<id>. Lower-case letters, digits and underscores.
   */
  readonly id: string;
  /** The provider's name as the shopper and the owner read it ("… on <name>'s secure page"). */
  readonly displayName: string;
  /** False for pay on delivery: nothing is taken online, so the checkout offers no online choice. */
  readonly online: boolean;
  /** The request headers a webhook delivery carries its signature and its delivery id in (lower case). */
  readonly webhookHeaders: { signature: string; eventId: string };
  /**
   * Webhook URLs this provider was reached at before the shared route: they keep working as
   * aliases of /api/webhooks/payments/<id> (docs/payments.md lists them).
   */
  readonly webhookAliases?: readonly string[];
  startPayment(input: StartPaymentInput): Promise<StartedPayment>;
  /** True when the return redirect's signature is the provider's for this payment request. */
  verifyReturn(query: Record<string, unknown>, expectedProviderRef: string): boolean;
  /** The payment request's id named by a return redirect, before it is verified. */
  returnRef(query: Record<string, unknown>): string | null;
  /** True when a webhook's raw body carries the provider's signature. */
  verifyWebhook(rawBody: Buffer, signature: string | undefined): boolean;
  /** Turns a verified webhook's body into what happened. */
  webhookAction(body: unknown): PaymentAction;
  /** Asks the provider how a payment request stands (the reconciler, for a webhook that never came). */
  fetchPaid(providerRef: string): Promise<Extract<PaymentAction, { kind: 'paid' }> | null>;
  /** The hosted page of a payment request that can still be paid, or null. */
  payUrlIfOpen(providerRef: string): Promise<string | null>;
  /** Stops a payment request from being paid (an unpaid order expiring). */
  cancel(providerRef: string): Promise<void>;
  refund(paymentId: string, amountPaise: number, receipt: string): Promise<RefundResult>;
}

/** One provider as create-payments.ts lists it: its folder exports one of these. */
export interface PaymentProviderModule {
  /** The provider's id; PAYMENT_PROVIDER=<id> picks it. */
  readonly id: string;
  readonly displayName: string;
  readonly online: boolean;
  create(config: AppConfig): PaymentProvider;
}
