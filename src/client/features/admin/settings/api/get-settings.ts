import { queryOptions, useQuery } from '@tanstack/react-query';
import { shopSettingsResponseSchema } from '../../../../../contracts/settings';
import { adminGet } from '../../../../lib/admin-api';

export const getSettings = (signal?: AbortSignal) =>
  adminGet('/api/admin/settings', shopSettingsResponseSchema, signal);

export const getSettingsQueryOptions = () =>
  queryOptions({ queryKey: ['admin', 'settings'], queryFn: ({ signal }) => getSettings(signal), staleTime: 0 });

export const useSettings = () => useQuery(getSettingsQueryOptions());
