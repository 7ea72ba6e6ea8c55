import { queryOptions, useQuery } from '@tanstack/react-query';
import { couponListSchema } from '../../../../../contracts/coupons';
import { adminGet } from '../../../../lib/admin-api';

export const getCouponsQueryOptions = () =>
  queryOptions({
    queryKey: ['admin', 'coupons'],
    queryFn: ({ signal }) => adminGet('/api/admin/coupons', couponListSchema, signal),
  });

export const useCoupons = () => useQuery(getCouponsQueryOptions());
