import type { PaymentLinks } from 'razorpay/dist/types/paymentLink';
import type { Refunds } from 'razorpay/dist/types/refunds';
import type { Payments } from 'razorpay/dist/types/payments';

/**
 * Razorpay's wire shapes, taken from the official `razorpay` package's bundled types (a dev
 * dependency: types only, its axios client is never loaded) so our thin client and the fake server
 * agree with the SDK rather than with each other. Where the SDK's types disagree with the published
 * API reference, the reference wins and the difference is named.
 */
export type PaymentLinkCreate = PaymentLinks.RazorpayPaymentLinkCreateRequestBody;

/** One payment in a link's `payments` list (the SDK types it as one object; the API sends an array). */
export type PaymentLinkPayment = PaymentLinks.RazorpayPaymentBaseRequestBody;

export type PaymentLink = Pick<
  PaymentLinks.RazorpayPaymentLink,
  'id' | 'amount' | 'amount_paid' | 'currency' | 'reference_id' | 'short_url' | 'status' | 'callback_url'
> & {
  payments: PaymentLinkPayment[] | null;
  /** What we set at creation (order_id, reference); the payment_link.paid webhook carries it back. */
  notes?: Record<string, unknown> | null;
};

export type RefundCreate = Refunds.RazorpayRefundCreateRequestBody;
export type Refund = Pick<Refunds.RazorpayRefund, 'id' | 'entity' | 'payment_id' | 'status' | 'currency'> & {
  amount: number;
};

export type Payment = Pick<Payments.RazorpayPayment, 'id' | 'entity' | 'status' | 'currency' | 'order_id'> & {
  amount: number;
};

/** A webhook body: `payload` holds one `{ entity }` per name in `contains`. */
export interface WebhookBody {
  entity: 'event';
  account_id?: string;
  event: string;
  contains: string[];
  payload: {
    payment_link?: { entity: PaymentLink };
    payment?: { entity: Payment };
    refund?: { entity: Refund };
    order?: { entity: { id: string; amount: number; amount_paid: number; status: string } };
  };
  created_at: number;
}

/** Razorpay's error body: `{ error: { code, description, ... } }`. */
export interface ErrorBody {
  error: { code: string; description: string; source?: string; step?: string; reason?: string; field?: string };
}
