import { queryOptions, useQuery } from '@tanstack/react-query';
import { codSettingsResponseSchema } from '../../../../../contracts/cod';
import { adminGet } from '../../../../lib/admin-api';

export const getCodSettings = (signal?: AbortSignal) =>
  adminGet('/api/admin/cod-settings', codSettingsResponseSchema, signal);

export const getCodSettingsQueryOptions = () =>
  queryOptions({ queryKey: ['admin', 'cod-settings'], queryFn: ({ signal }) => getCodSettings(signal) });

export const useCodSettings = () => useQuery(getCodSettingsQueryOptions());
