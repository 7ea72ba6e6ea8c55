import { queryOptions, useQuery } from '@tanstack/react-query';
import { courierMessagesSchema } from '../../../../../contracts/courier-messages';
import { adminGet } from '../../../../lib/admin-api';

export const getCourierMessagesQueryOptions = () =>
  queryOptions({
    queryKey: ['admin', 'courier-messages'],
    queryFn: ({ signal }) => adminGet('/api/admin/courier-messages', courierMessagesSchema, signal),
    staleTime: 0,
  });

export const useCourierMessages = () => useQuery(getCourierMessagesQueryOptions());
