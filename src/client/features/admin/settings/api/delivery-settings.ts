import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { deliverySettingsResponseSchema, type DeliverySettings } from '../../../../../contracts/delivery';
import { adminGet, adminSend } from '../../../../lib/admin-api';

export const getDeliverySettingsQueryOptions = () =>
  queryOptions({
    queryKey: ['admin', 'delivery-settings'],
    queryFn: ({ signal }) => adminGet('/api/admin/delivery-settings', deliverySettingsResponseSchema, signal),
  });

export const useDeliverySettings = () => useQuery(getDeliverySettingsQueryOptions());

export function useSaveDeliverySettings() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (settings: DeliverySettings) =>
      adminSend('PUT', '/api/admin/delivery-settings', settings, deliverySettingsResponseSchema),
    onSuccess: (saved) => client.setQueryData(getDeliverySettingsQueryOptions().queryKey, saved),
  });
}
