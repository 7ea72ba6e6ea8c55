import { useMutation, useQueryClient } from '@tanstack/react-query';
import * as z from 'zod/mini';
import { adminSend } from '../../../../lib/admin-api';
import { getClaimQueryOptions } from './get-claim';

export const retryRefund = (claimId: string) =>
  adminSend(
    'POST',
    `/api/admin/claims/${encodeURIComponent(claimId)}/refund`,
    undefined,
    z.object({ success: z.literal(true) }),
  );

/** Sends again an online refund the payment provider refused when the claim was decided. */
export function useRetryRefund(claimId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => retryRefund(claimId),
    onSettled: () => queryClient.invalidateQueries({ queryKey: getClaimQueryOptions(claimId).queryKey }),
  });
}
