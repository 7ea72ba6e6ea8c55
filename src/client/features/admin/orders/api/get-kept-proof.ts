import { queryOptions, useQuery } from '@tanstack/react-query';
import { keptProofResponseSchema } from '../../../../../contracts/admin';
import { adminGet } from '../../../../lib/admin-api';

export const getKeptProofQueryOptions = (orderId: string) =>
  queryOptions({
    queryKey: ['admin', 'orders', 'proof', orderId],
    queryFn: ({ signal }) =>
      adminGet(`/api/admin/orders/${encodeURIComponent(orderId)}/proof`, keptProofResponseSchema, signal),
    staleTime: 0,
    // Whether the shopper has opened it yet: asked again while the order's page is open and in view.
    refetchInterval: 60_000,
    refetchOnWindowFocus: true,
  });

/** The order's latest proof link (issue 45.10), kept after the owner leaves the page. */
export const useKeptProof = (orderId: string) => useQuery(getKeptProofQueryOptions(orderId));
