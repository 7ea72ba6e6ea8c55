import { queryOptions, useQuery } from '@tanstack/react-query';
import { paymentSettingsResponseSchema } from '../../../../../contracts/admin';
import { adminGet } from '../../../../lib/admin-api';

export const getPaymentSettings = (signal?: AbortSignal) =>
  adminGet('/api/admin/payment-policy', paymentSettingsResponseSchema, signal);

export const getPaymentSettingsQueryOptions = () =>
  queryOptions({ queryKey: ['admin', 'payment-policy'], queryFn: ({ signal }) => getPaymentSettings(signal) });

export const usePaymentSettings = () => useQuery(getPaymentSettingsQueryOptions());
