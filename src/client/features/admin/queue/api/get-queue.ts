import { queryOptions, useQuery } from '@tanstack/react-query';
import { queueResponseSchema } from '../../../../../contracts/admin';
import { adminGet } from '../../../../lib/admin-api';

export const getQueue = (signal?: AbortSignal) => adminGet('/api/admin/queue', queueResponseSchema, signal);

export const getQueueQueryOptions = () =>
  queryOptions({ queryKey: ['admin', 'queue'], queryFn: ({ signal }) => getQueue(signal), staleTime: 0 });

export const useQueue = () => useQuery(getQueueQueryOptions());
