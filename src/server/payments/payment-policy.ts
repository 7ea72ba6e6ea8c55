import type { PaymentPolicy } from '../../contracts/admin';

export interface PaymentSettings {
  policy: PaymentPolicy;
  /** For 'advance': the share of the total paid online, 10 to 90. */
  advancePercent: number;
  /** An unpaid order is cancelled, and its cart reopened, after this many minutes. */
  expiryMinutes: number;
}

/** Prepaid by default: a piece with a name on it cannot be sold to anyone else. */
export const DEFAULT_PAYMENT_SETTINGS: PaymentSettings = { policy: 'prepaid', advancePercent: 50, expiryMinutes: 60 };

/**
 * A shop's policy until the owner saves one: prepaid when it can take money online, else pay on
 * delivery, the one way such a shop can be paid (issue 45 item 12: the page must not say "Prepaid
 * only" above a banner saying only pay on delivery can be offered).
 */
export const defaultPaymentSettings = (providerOnline: boolean): PaymentSettings =>
  providerOnline ? DEFAULT_PAYMENT_SETTINGS : { ...DEFAULT_PAYMENT_SETTINGS, policy: 'cod_allowed' };

/** How the shopper pays: online now (all, or the advance) or everything on delivery. */
export type PaymentChoice = 'online' | 'on_delivery';

/** What the checkout offers. Without a provider nothing can be paid online, whatever the policy. */
export function paymentChoices(settings: PaymentSettings, providerOn: boolean): PaymentChoice[] {
  if (!providerOn) return ['on_delivery'];
  return settings.policy === 'cod_allowed' ? ['online', 'on_delivery'] : ['online'];
}

export interface DueSplit {
  dueNowPaise: number;
  dueOnDeliveryPaise: number;
}

/**
 * Splits the server's total into what is paid online now and what on delivery. An advance is
 * rounded up to the whole rupee (and never below the ₹1 online minimum, MIN_ONLINE_PAISE, nor above the total).
 */
export function splitDue(totalPaise: number, settings: PaymentSettings, choice: PaymentChoice): DueSplit {
  if (choice === 'on_delivery') return { dueNowPaise: 0, dueOnDeliveryPaise: totalPaise };
  if (settings.policy !== 'advance') return { dueNowPaise: totalPaise, dueOnDeliveryPaise: 0 };
  const advance = Math.min(totalPaise, Math.max(100, Math.ceil((totalPaise * settings.advancePercent) / 10_000) * 100));
  return { dueNowPaise: advance, dueOnDeliveryPaise: totalPaise - advance };
}
