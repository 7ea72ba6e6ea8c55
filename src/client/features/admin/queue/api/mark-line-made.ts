import { useMutation, useQueryClient } from '@tanstack/react-query';
import { okResponseSchema } from '../../../../../contracts/admin';
import { adminSend } from '../../../../lib/admin-api';
import { getQueueQueryOptions } from './get-queue';

export const markLineMade = (orderId: string, lineId: string) =>
  adminSend(
    'POST',
    `/api/admin/orders/${encodeURIComponent(orderId)}/lines/${encodeURIComponent(lineId)}/made`,
    {},
    okResponseSchema,
  );

/** Marks a line made; the queue is read again so it leaves the list. */
export function useMarkLineMade() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ orderId, lineId }: { orderId: string; lineId: string }) => markLineMade(orderId, lineId),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: getQueueQueryOptions().queryKey }),
  });
}
