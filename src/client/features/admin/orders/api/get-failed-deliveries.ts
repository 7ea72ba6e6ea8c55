import { queryOptions, useQuery } from '@tanstack/react-query';
import { failedDeliveriesSchema } from '../../../../../contracts/shipping';
import { adminGet } from '../../../../lib/admin-api';

export const getFailedDeliveriesQueryOptions = () =>
  queryOptions({
    queryKey: ['admin', 'shipments', 'failed'],
    queryFn: ({ signal }) => adminGet('/api/admin/shipments/failed', failedDeliveriesSchema, signal),
    staleTime: 0,
  });

/** The orders the courier could not deliver (NDR), for the orders page. */
export const useFailedDeliveries = () => useQuery(getFailedDeliveriesQueryOptions());
