import { useMutation, useQueryClient } from '@tanstack/react-query';
import type * as z from 'zod/mini';
import { proofChangeRequestSchema, proofSchema } from '../../../../contracts/admin';
import { sendJson } from '../../../lib/api-client';
import { getProofQueryOptions, proofPath } from './get-proof';

type ChangeRequest = z.input<typeof proofChangeRequestSchema>;

export const requestChange = (token: string, body: ChangeRequest) =>
  sendJson('POST', `${proofPath(token)}/change`, proofChangeRequestSchema.parse(body), proofSchema);

/** Asks for a change with the shopper's note; the answer is the proof as it now stands. */
export function useRequestChange(token: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ChangeRequest) => requestChange(token, body),
    onSuccess: (proof) => queryClient.setQueryData(getProofQueryOptions(token).queryKey, proof),
  });
}
