import type { Database } from '../platform/db/client';
import type { MessageLinks } from './message-service';
import { shopperOrderLink } from '../orders/order-link';
import { orderTrackingUrl } from '../orders/order-lookups';

/**
 * The links a shopper's messages carry: their order page and, once dispatched, the courier's
 * tracking page. A message is sent with no request in sight, so the order page's address comes
 * from PUBLIC_URL only; without it the message goes without that link rather than naming a host
 * the shopper cannot reach.
 */
export function orderMessageLinks(
  db: Database,
  origins: {
    /** PUBLIC_URL's origin, or undefined while it is unset. */
    publicUrl: string | undefined;
    /**
     * PUBLIC_URL, or this machine for a local try-out (links/public-origin.ts): the request to
     * confirm must carry its link, so it goes with this one rather than without.
     */
    shop: string;
  },
): MessageLinks {
  const { publicUrl, shop } = origins;
  return {
    orderPage: async (orderId) => (publicUrl ? shopperOrderLink(db, orderId, publicUrl) : null),
    tracking: (orderId) => orderTrackingUrl(db, orderId),
    codConfirm: async (orderId, token) => `${await shopperOrderLink(db, orderId, shop)}/confirm/${token}`,
  };
}
