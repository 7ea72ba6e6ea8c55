import { useMutation, useQueryClient } from '@tanstack/react-query';
import { orderDetailSchema, type StatusChangeRequest } from '../../../../../contracts/admin';
import { adminSend } from '../../../../lib/admin-api';
import { getOrderQueryOptions } from './get-order';

export const changeOrderStatus = (orderId: string, body: StatusChangeRequest) =>
  adminSend('POST', `/api/admin/orders/${encodeURIComponent(orderId)}/status`, body, orderDetailSchema);

/** Moves the order on (or cancels it); the answer is the order as it now stands. */
export function useChangeOrderStatus(orderId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: StatusChangeRequest) => changeOrderStatus(orderId, body),
    onSuccess: async (order) => {
      queryClient.setQueryData(getOrderQueryOptions(orderId).queryKey, order);
      await queryClient.invalidateQueries({ queryKey: ['admin', 'orders', 'list'] });
    },
  });
}
