import { useMutation, useQueryClient } from '@tanstack/react-query';
import { proofSchema } from '../../../../contracts/admin';
import { sendJson } from '../../../lib/api-client';
import { getProofQueryOptions, proofPath } from './get-proof';

export const approveProof = (token: string) => sendJson('POST', `${proofPath(token)}/approve`, {}, proofSchema);

/** Approves; the answer is the proof as it now stands (approving twice is harmless). */
export function useApproveProof(token: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => approveProof(token),
    onSuccess: (proof) => queryClient.setQueryData(getProofQueryOptions(token).queryKey, proof),
  });
}
