import { useMutation } from '@tanstack/react-query';
import * as z from 'zod/mini';
import { adminSend } from '../../../../lib/admin-api';

export const uploadPackingPhoto = (orderId: string, imageBase64: string) =>
  adminSend(
    'PUT',
    `/api/admin/orders/${encodeURIComponent(orderId)}/packing-photo`,
    { imageBase64 },
    z.object({ url: z.string() }),
  );

/** The maker who packs the parcel photographs it, AWB label showing, for a courier's damage dispute. */
export const useUploadPackingPhoto = (orderId: string) =>
  useMutation({ mutationFn: (imageBase64: string) => uploadPackingPhoto(orderId, imageBase64) });
