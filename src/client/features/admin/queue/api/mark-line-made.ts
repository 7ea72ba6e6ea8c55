import { useMutation, useQueryClient } from '@tanstack/react-query';
import { queueItemSchema } from '../../../../../contracts/admin';
import { adminSend } from '../../../../lib/admin-api';
import { getQueueQueryOptions } from './get-queue';

export const markLineMade = (lineId: string) =>
  adminSend('POST', `/api/admin/queue/${encodeURIComponent(lineId)}/made`, {}, queueItemSchema);

/** Marks a line made; the queue is read again so the card shows it (or the line leaves). */
export function useMarkLineMade() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markLineMade,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: getQueueQueryOptions().queryKey }),
  });
}
