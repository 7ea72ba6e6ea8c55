import { useMutation, useQueryClient } from '@tanstack/react-query';
import { batchMadeResponseSchema } from '../../../../../contracts/machines';
import { adminSend } from '../../../../lib/admin-api';
import { getQueueQueryOptions } from './get-queue';

export const markBatchMade = (lineIds: string[]) =>
  adminSend('POST', '/api/admin/machines/batch/made', { lineIds }, batchMadeResponseSchema);

/** Marks every line of a batch made (all or none); the queue is read again so they leave it. */
export function useMarkBatchMade() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markBatchMade,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: getQueueQueryOptions().queryKey }),
  });
}
