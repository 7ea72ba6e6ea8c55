import type { ErrorBody, PaymentLink, PaymentLinkCreate, Refund, RefundCreate } from './wire-types';

export interface RazorpayCredentials {
  keyId: string;
  keySecret: string;
  /** https://api.razorpay.com/v1 unless a test server or proxy stands in. */
  apiUrl: string;
  timeoutMs?: number;
}

export class RazorpayApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    description: string,
  ) {
    super(`Razorpay ${status} ${code}: ${description}`);
  }
}

/**
 * A thin client for the five calls we make. The official SDK fixes its host to api.razorpay.com;
 * this one takes the base URL from RAZORPAY_API_URL so tests and proxies can stand in.
 * Basic auth with the key id and secret, JSON both ways (Razorpay's published API).
 */
export function createRazorpayClient(creds: RazorpayCredentials) {
  const auth = `Basic ${Buffer.from(`${creds.keyId}:${creds.keySecret}`).toString('base64')}`;
  const base = creds.apiUrl.replace(/\/+$/, '');

  async function call<T>(method: 'GET' | 'POST', path: string, body?: unknown): Promise<T> {
    const res = await fetch(`${base}${path}`, {
      method,
      headers: { authorization: auth, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
      body: body === undefined ? undefined : JSON.stringify(body),
      signal: AbortSignal.timeout(creds.timeoutMs ?? 15_000),
    });
    const text = await res.text();
    const parsed = text ? (JSON.parse(text) as unknown) : {};
    if (!res.ok) {
      const err = (parsed as Partial<ErrorBody>).error;
      throw new RazorpayApiError(res.status, err?.code ?? 'UNKNOWN', err?.description ?? text.slice(0, 200));
    }
    return parsed as T;
  }

  return {
    createPaymentLink: (body: PaymentLinkCreate) => call<PaymentLink>('POST', '/payment_links', body),
    fetchPaymentLink: (id: string) => call<PaymentLink>('GET', `/payment_links/${encodeURIComponent(id)}`),
    /** Fetch all Payment Links, filtered by the reference_id we gave one (unique per account). */
    findPaymentLinks: (referenceId: string) =>
      call<{ payment_links: PaymentLink[] }>('GET', `/payment_links?reference_id=${encodeURIComponent(referenceId)}`),
    cancelPaymentLink: (id: string) => call<PaymentLink>('POST', `/payment_links/${encodeURIComponent(id)}/cancel`, {}),
    refundPayment: (paymentId: string, body: RefundCreate) =>
      call<Refund>('POST', `/payments/${encodeURIComponent(paymentId)}/refund`, body),
  };
}
