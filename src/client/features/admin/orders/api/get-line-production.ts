import { queryOptions, useQuery } from '@tanstack/react-query';
import { lineProductionSchema } from '../../../../../contracts/production';
import { adminGet } from '../../../../lib/admin-api';

/** Which production files a line has, and for a mug whether the shopper's photo is sharp enough to print. */
export const getLineProduction = (orderId: string, lineId: string, signal?: AbortSignal) =>
  adminGet(
    `/api/admin/orders/${encodeURIComponent(orderId)}/lines/${encodeURIComponent(lineId)}/production`,
    lineProductionSchema,
    signal,
  );

export const getLineProductionQueryOptions = (orderId: string, lineId: string) =>
  queryOptions({
    queryKey: ['admin', 'orders', 'production', orderId, lineId],
    queryFn: ({ signal }) => getLineProduction(orderId, lineId, signal),
    // The answer only changes with the layout version, i.e. with a deploy.
    staleTime: 5 * 60_000,
  });

export const useLineProduction = (orderId: string, lineId: string) =>
  useQuery(getLineProductionQueryOptions(orderId, lineId));
