import { useMutation, useQueryClient } from '@tanstack/react-query';
import { couponResponseSchema, type CouponInput } from '../../../../../contracts/coupons';
import { adminSend } from '../../../../lib/admin-api';
import { getCouponsQueryOptions } from './get-coupons';

export const createCoupon = (body: CouponInput) => adminSend('POST', '/api/admin/coupons', body, couponResponseSchema);

export function useCreateCoupon() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: createCoupon,
    onSuccess: () => client.invalidateQueries({ queryKey: getCouponsQueryOptions().queryKey }),
  });
}
