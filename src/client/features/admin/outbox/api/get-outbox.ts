import { queryOptions, useQuery } from '@tanstack/react-query';
import { outboxResponseSchema } from '../../../../../contracts/admin';
import { adminGet } from '../../../../lib/admin-api';

export const getOutbox = (signal?: AbortSignal) => adminGet('/api/admin/outbox', outboxResponseSchema, signal);

export const getOutboxQueryOptions = () =>
  queryOptions({ queryKey: ['admin', 'outbox'], queryFn: ({ signal }) => getOutbox(signal), staleTime: 0 });

// States move on by themselves (sent, delivered, read): the page looks again every 15 s.
export const useOutbox = () => useQuery({ ...getOutboxQueryOptions(), refetchInterval: 15_000 });
