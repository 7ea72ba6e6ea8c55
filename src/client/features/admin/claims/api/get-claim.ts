import { queryOptions, useQuery } from '@tanstack/react-query';
import { adminClaimResponseSchema } from '../../../../../contracts/claims';
import { adminGet } from '../../../../lib/admin-api';

export const getClaim = (claimId: string, signal?: AbortSignal) =>
  adminGet(`/api/admin/claims/${encodeURIComponent(claimId)}`, adminClaimResponseSchema, signal);

export const getClaimQueryOptions = (claimId: string) =>
  queryOptions({
    queryKey: ['admin', 'claims', 'detail', claimId],
    queryFn: ({ signal }) => getClaim(claimId, signal),
    staleTime: 0,
  });

export const useClaim = (claimId: string) => useQuery(getClaimQueryOptions(claimId));
