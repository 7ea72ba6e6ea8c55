import { queryOptions, useQuery } from '@tanstack/react-query';
import { orderDetailSchema } from '../../../../../contracts/admin';
import { adminGet } from '../../../../lib/admin-api';

export const getOrder = (orderId: string, signal?: AbortSignal) =>
  adminGet(`/api/admin/orders/${encodeURIComponent(orderId)}`, orderDetailSchema, signal);

export const getOrderQueryOptions = (orderId: string) =>
  queryOptions({
    queryKey: ['admin', 'orders', 'detail', orderId],
    queryFn: ({ signal }) => getOrder(orderId, signal),
    staleTime: 0,
  });

export const useOrder = (orderId: string) => useQuery(getOrderQueryOptions(orderId));
