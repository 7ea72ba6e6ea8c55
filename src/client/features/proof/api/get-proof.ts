import { queryOptions } from '@tanstack/react-query';
import { proofSchema } from '../../../../contracts/admin';
import { getJson } from '../../../lib/api-client';

export const proofPath = (token: string) => `/api/proofs/${encodeURIComponent(token)}`;

export const getProof = (token: string, signal?: AbortSignal) => getJson(proofPath(token), proofSchema, signal);

export const getProofQueryOptions = (token: string) =>
  queryOptions({ queryKey: ['proof', token], queryFn: ({ signal }) => getProof(token, signal), staleTime: 0 });
