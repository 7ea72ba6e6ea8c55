import { DomainError } from '../../platform/errors';
import type { PaymentProvider, PaymentProviderModule } from '../types';

/** The id pay on delivery is stored under (orders.payment_provider) and picked by (PAYMENT_PROVIDER=none too). */
export const PAY_ON_DELIVERY_ID = 'pay_on_delivery';

const NOT_SET_UP = 'Online payment is not set up in this shop.';

/**
 * Pay on delivery as a provider, the embedded default: nothing is taken online, so the checkout
 * offers no online choice and no order of this shop ever waits for an online payment. Every
 * online operation is refused plainly; nothing is pretended. A webhook addressed to it is never
 * signed (there is no secret), so it is refused before anything is stored.
 */
export function createPayOnDeliveryProvider(): PaymentProvider {
  return {
    id: PAY_ON_DELIVERY_ID,
    displayName: 'Pay on delivery',
    online: false,
    webhookHeaders: { signature: 'x-signature', eventId: 'x-event-id' },
    startPayment() {
      return Promise.reject(new DomainError('conflict', NOT_SET_UP));
    },
    verifyReturn: () => false,
    returnRef: () => null,
    verifyWebhook: () => false,
    webhookAction: () => ({ kind: 'ignored', reason: 'pay on delivery takes no webhooks' }),
    fetchPaid: () => Promise.resolve(null),
    payUrlIfOpen: () => Promise.resolve(null),
    cancel: () => Promise.resolve(),
    refund() {
      return Promise.reject(new DomainError('conflict', NOT_SET_UP));
    },
  };
}

export const payOnDelivery: PaymentProviderModule = {
  id: PAY_ON_DELIVERY_ID,
  displayName: 'Pay on delivery',
  online: false,
  create: createPayOnDeliveryProvider,
};
