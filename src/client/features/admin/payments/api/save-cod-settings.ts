import { useMutation, useQueryClient } from '@tanstack/react-query';
import { codSettingsResponseSchema, type CodSettings } from '../../../../../contracts/cod';
import { adminSend } from '../../../../lib/admin-api';
import { getCodSettingsQueryOptions } from './get-cod-settings';

export const saveCodSettings = (body: CodSettings) =>
  adminSend('PUT', '/api/admin/cod-settings', body, codSettingsResponseSchema);

export function useSaveCodSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveCodSettings,
    onSuccess: (saved) => queryClient.setQueryData(getCodSettingsQueryOptions().queryKey, saved),
  });
}
