import { queryOptions, useQuery } from '@tanstack/react-query';
import { couponOrdersSchema } from '../../../../../contracts/coupons';
import { adminGet } from '../../../../lib/admin-api';

export const getCouponOrdersQueryOptions = (id: string) =>
  queryOptions({
    queryKey: ['admin', 'coupons', id, 'orders'],
    queryFn: ({ signal }) =>
      adminGet(`/api/admin/coupons/${encodeURIComponent(id)}/orders`, couponOrdersSchema, signal),
  });

/** Fetched only when the owner opens a code's orders. */
export const useCouponOrders = (id: string, enabled: boolean) =>
  useQuery({ ...getCouponOrdersQueryOptions(id), enabled });
