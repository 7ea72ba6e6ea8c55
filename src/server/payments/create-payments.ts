import type { AppConfig } from '../config';
import { createRazorpayProvider } from './razorpay/razorpay-provider';
import type { PaymentProvider } from './types';

/**
 * The configured payment provider, or null for pay on delivery (the embedded default: nothing is
 * taken online). Config parsing already refused a provider with missing keys.
 */
export function createPayments(config: AppConfig): PaymentProvider | null {
  switch (config.PAYMENT_PROVIDER) {
    case 'none':
      return null;
    case 'razorpay':
      return createRazorpayProvider({
        keyId: config.RAZORPAY_KEY_ID ?? '',
        keySecret: config.RAZORPAY_KEY_SECRET ?? '',
        webhookSecret: config.RAZORPAY_WEBHOOK_SECRET ?? '',
        apiUrl: config.RAZORPAY_API_URL,
      });
    default: {
      const unknown: never = config.PAYMENT_PROVIDER;
      throw new Error(`Unknown PAYMENT_PROVIDER ${String(unknown)}`);
    }
  }
}
