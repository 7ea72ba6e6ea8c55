import type { AppConfig } from '../platform/config';
import { payOnDelivery, PAY_ON_DELIVERY_ID } from './pay-on-delivery/pay-on-delivery-provider';
import { razorpayPayments } from './razorpay/razorpay-provider';
import type { PaymentProvider, PaymentProviderModule } from './types';

/** Every provider this shop can use: a new one is its folder plus one line here. */
const PROVIDERS: readonly PaymentProviderModule[] = [payOnDelivery, razorpayPayments];

/** The providers that take money online, by name: what docs/payments.md says how to connect. */
export const onlineProviderNames = (): string[] => PROVIDERS.filter((p) => p.online).map((p) => p.displayName);

/** Who took money outside these providers: orders recorded from Shopify's checkout. */
const ELSEWHERE: Record<string, string> = { shopify: 'Shopify' };

/** A provider's name for the owner, from its id (an order's payment_provider). */
export const providerName = (id: string): string =>
  PROVIDERS.find((p) => p.id === id)?.displayName ?? ELSEWHERE[id] ?? id;

/**
 * The configured payment provider; pay on delivery (the embedded default, PAYMENT_PROVIDER unset
 * or 'none') when no online one is set up. Config parsing already refused a provider with missing keys.
 */
export function createPayments(config: AppConfig): PaymentProvider {
  const id = config.PAYMENT_PROVIDER === 'none' ? PAY_ON_DELIVERY_ID : config.PAYMENT_PROVIDER;
  const chosen = PROVIDERS.find((p) => p.id === id);
  if (!chosen) throw new Error(`Unknown PAYMENT_PROVIDER ${id}`);
  return chosen.create(config);
}
