import { queryOptions, useQuery } from '@tanstack/react-query';
import { adminClaimsSchema } from '../../../../../contracts/claims';
import { adminGet } from '../../../../lib/admin-api';

export const getClaims = (signal?: AbortSignal) => adminGet('/api/admin/claims', adminClaimsSchema, signal);

export const getClaimsQueryOptions = () =>
  queryOptions({ queryKey: ['admin', 'claims', 'list'], queryFn: ({ signal }) => getClaims(signal), staleTime: 0 });

export const useClaims = () => useQuery(getClaimsQueryOptions());
