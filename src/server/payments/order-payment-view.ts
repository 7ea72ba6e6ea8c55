import type { OrderDetail } from '../../contracts/admin';
import { providerName } from './create-payments';
import type { PaymentProvider } from './types';

/** The shop's payment provider, as far as an order's view needs it. */
export type ShopPayments = Pick<PaymentProvider, 'id' | 'displayName' | 'online'>;

/**
 * Who takes an order's money, for the owner's order page: read from the order's payment_provider
 * column, never from a list of payment method names. Only money the shop's online provider took
 * is refunded from here; an order paid at Shopify's checkout is refunded in Shopify admin.
 */
export function orderPaymentView(
  orderProvider: string,
  shop: ShopPayments | undefined,
): Pick<OrderDetail, 'paymentProvider' | 'shopPaymentProvider'> {
  const online = shop?.online ? shop : undefined;
  return {
    paymentProvider: {
      id: orderProvider,
      name: online?.id === orderProvider ? online.displayName : providerName(orderProvider),
      refundsHere: online?.id === orderProvider,
    },
    shopPaymentProvider: online?.displayName ?? null,
  };
}
