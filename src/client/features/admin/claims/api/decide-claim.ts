import { useMutation, useQueryClient } from '@tanstack/react-query';
import { claimDecidedSchema, type ClaimDecision } from '../../../../../contracts/claims';
import { adminSend } from '../../../../lib/admin-api';
import { newClaimsQueryOptions } from '../../../../lib/new-claims';
import { getClaimQueryOptions } from './get-claim';
import { getClaimsQueryOptions } from './get-claims';

export const decideClaim = (claimId: string, decision: ClaimDecision) =>
  adminSend('POST', `/api/admin/claims/${encodeURIComponent(claimId)}/decision`, decision, claimDecidedSchema);

/** The owner's decision; the claim, the list and the Claims tab's count are read again whatever the answer (another owner may have won). */
export function useDecideClaim(claimId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (decision: ClaimDecision) => decideClaim(claimId, decision),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: getClaimQueryOptions(claimId).queryKey }),
        queryClient.invalidateQueries({ queryKey: getClaimsQueryOptions().queryKey }),
        queryClient.invalidateQueries({ queryKey: newClaimsQueryOptions().queryKey }),
      ]),
  });
}
