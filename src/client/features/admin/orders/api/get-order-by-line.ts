import { queryOptions, useQuery } from '@tanstack/react-query';
import { orderByLineResponseSchema } from '../../../../../contracts/admin';
import { adminGet } from '../../../../lib/admin-api';

/** The order holding a Shopify cart line, by the line's `_clientItemId`. */
export const getOrderByLine = (clientItemId: string, signal?: AbortSignal) =>
  adminGet(`/api/admin/orders/by-line/${encodeURIComponent(clientItemId)}`, orderByLineResponseSchema, signal);

export const useOrderByLine = (clientItemId: string) =>
  useQuery(
    queryOptions({
      queryKey: ['admin', 'orders', 'by-line', clientItemId],
      queryFn: ({ signal }) => getOrderByLine(clientItemId, signal),
      staleTime: 0,
      // A line without its order yet is an answer, not a failure to retry behind the owner's back.
      retry: false,
    }),
  );
