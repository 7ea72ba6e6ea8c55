import { useMutation, useQueryClient } from '@tanstack/react-query';
import { couponResponseSchema } from '../../../../../contracts/coupons';
import { adminSend } from '../../../../lib/admin-api';
import { getCouponsQueryOptions } from './get-coupons';

export const pauseCoupon = ({ id, paused }: { id: string; paused: boolean }) =>
  adminSend('PUT', `/api/admin/coupons/${encodeURIComponent(id)}/paused`, { paused }, couponResponseSchema);

export function usePauseCoupon() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: pauseCoupon,
    onSuccess: () => client.invalidateQueries({ queryKey: getCouponsQueryOptions().queryKey }),
  });
}
