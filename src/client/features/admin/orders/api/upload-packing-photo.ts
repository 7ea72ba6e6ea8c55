import { useMutation, useQueryClient } from '@tanstack/react-query';
import * as z from 'zod/mini';
import { adminSend } from '../../../../lib/admin-api';
import { getOrderClaimsQueryOptions } from './get-order-claims';

export const uploadPackingPhoto = (orderId: string, imageBase64: string) =>
  adminSend(
    'PUT',
    `/api/admin/orders/${encodeURIComponent(orderId)}/packing-photo`,
    { imageBase64 },
    z.object({ url: z.string() }),
  );

/** The packed parcel's photo, AWB label visible, kept for a courier's damage dispute. */
export function useUploadPackingPhoto(orderId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (imageBase64: string) => uploadPackingPhoto(orderId, imageBase64),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: getOrderClaimsQueryOptions(orderId).queryKey }),
  });
}
