import { useMutation, useQueryClient } from '@tanstack/react-query';
import { orderDetailSchema } from '../../../../../contracts/admin';
import { adminSend } from '../../../../lib/admin-api';
import { getOrderQueryOptions } from './get-order';

export const refundOrder = (orderId: string) =>
  adminSend('POST', `/api/admin/orders/${encodeURIComponent(orderId)}/refund`, undefined, orderDetailSchema);

/** Gives a cancelled order's online payment back (when the payment provider refused it at cancel time). */
export function useRefundOrder(orderId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => refundOrder(orderId),
    onSuccess: (order) => queryClient.setQueryData(getOrderQueryOptions(orderId).queryKey, order),
  });
}
