import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { couponListSchema } from '../../../../../contracts/coupons';
import { recoverySettingsSchema, type RecoverySettingsInput } from '../../../../../contracts/recovery';
import { adminGet, adminSend } from '../../../../lib/admin-api';

export const getRecoverySettingsQueryOptions = () =>
  queryOptions({
    queryKey: ['admin', 'recovery-settings'],
    queryFn: ({ signal }) => adminGet('/api/admin/recovery-settings', recoverySettingsSchema, signal),
  });

export const useRecoverySettings = () => useQuery(getRecoverySettingsQueryOptions());

/** The shop's codes, for the reminder's offer (automatic offers need no code, so are not offered). */
export const useReminderCodes = () =>
  useQuery({
    queryKey: ['admin', 'coupons'],
    queryFn: ({ signal }) => adminGet('/api/admin/coupons', couponListSchema, signal),
    select: (d) => d.coupons.flatMap((c) => (c.code ? [{ code: c.code, title: c.title, paused: c.paused }] : [])),
  });

export function useSaveRecoverySettings() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: RecoverySettingsInput) =>
      adminSend('PUT', '/api/admin/recovery-settings', body, recoverySettingsSchema),
    onSuccess: (saved) => client.setQueryData(getRecoverySettingsQueryOptions().queryKey, saved),
  });
}
