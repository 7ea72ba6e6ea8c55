import { useMutation, useQueryClient } from '@tanstack/react-query';
import { shopSettingsResponseSchema, type ShopSettings } from '../../../../../contracts/settings';
import { adminSend } from '../../../../lib/admin-api';
import { getSettingsQueryOptions } from './get-settings';

export const saveSettings = (body: ShopSettings) =>
  adminSend('PUT', '/api/admin/settings', body, shopSettingsResponseSchema);

export function useSaveSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveSettings,
    onSuccess: (saved) => queryClient.setQueryData(getSettingsQueryOptions().queryKey, saved),
  });
}
