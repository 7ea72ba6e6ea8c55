import { orderArrivalsResponseSchema } from '../../../../../contracts/admin';
import { adminGet } from '../../../../lib/admin-api';

/** What came in since `since` (the server's `now` of the last answer); no `since`: only the cursor. */
export function getOrderArrivals(since: string | null, signal?: AbortSignal) {
  const query = since ? `?${new URLSearchParams({ since })}` : '';
  return adminGet(`/api/admin/orders/arrivals${query}`, orderArrivalsResponseSchema, signal);
}
