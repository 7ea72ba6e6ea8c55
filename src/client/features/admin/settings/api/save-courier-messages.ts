import { useMutation, useQueryClient } from '@tanstack/react-query';
import { courierMessagesSchema, type CourierMessages } from '../../../../../contracts/courier-messages';
import { adminSend } from '../../../../lib/admin-api';
import { getCourierMessagesQueryOptions } from './get-courier-messages';

export function useSaveCourierMessages() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CourierMessages) => adminSend('PUT', '/api/admin/courier-messages', body, courierMessagesSchema),
    onSuccess: (saved) => queryClient.setQueryData(getCourierMessagesQueryOptions().queryKey, saved),
  });
}
