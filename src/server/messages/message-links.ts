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
export function orderMessageLinks(db: Database, publicUrl: string | undefined): MessageLinks {
  return {
    orderPage: async (orderId) => (publicUrl ? shopperOrderLink(db, orderId, publicUrl) : null),
    tracking: (orderId) => orderTrackingUrl(db, orderId),
  };
}
