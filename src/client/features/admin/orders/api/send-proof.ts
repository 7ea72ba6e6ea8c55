import { useMutation, useQueryClient } from '@tanstack/react-query';
import { sendProofResponseSchema } from '../../../../../contracts/admin';
import { adminSend } from '../../../../lib/admin-api';
import { getKeptProofQueryOptions } from './get-kept-proof';
import { getOrderQueryOptions } from './get-order';

export const sendProof = (orderId: string) =>
  adminSend('POST', `/api/admin/orders/${encodeURIComponent(orderId)}/proof`, {}, sendProofResponseSchema);

/** Sends the proof; the order (now 'proof sent', with a new timeline entry) and its kept link are read again. */
export function useSendProof(orderId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => sendProof(orderId),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: getOrderQueryOptions(orderId).queryKey }),
        queryClient.invalidateQueries({ queryKey: ['admin', 'orders', 'list'] }),
        queryClient.invalidateQueries({ queryKey: getKeptProofQueryOptions(orderId).queryKey }),
      ]),
  });
}
