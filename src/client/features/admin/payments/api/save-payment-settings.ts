import { useMutation, useQueryClient } from '@tanstack/react-query';
import { paymentSettingsResponseSchema, type PaymentSettingsBody } from '../../../../../contracts/admin';
import { adminSend } from '../../../../lib/admin-api';
import { getPaymentSettingsQueryOptions } from './get-payment-settings';

export const savePaymentSettings = (body: PaymentSettingsBody) =>
  adminSend('PUT', '/api/admin/payment-policy', body, paymentSettingsResponseSchema);

export function useSavePaymentSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: savePaymentSettings,
    onSuccess: (saved) => queryClient.setQueryData(getPaymentSettingsQueryOptions().queryKey, saved),
  });
}
