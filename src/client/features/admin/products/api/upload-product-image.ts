import { useMutation, useQueryClient } from '@tanstack/react-query';
import { studioImageResponseSchema, type ImageUpload } from '../../../../../contracts/admin-products';
import { adminSend } from '../../../../lib/admin-api';
import { PRODUCTS_KEY } from './get-products';

export const uploadProductImage = (productId: string, body: ImageUpload) =>
  adminSend(
    'POST',
    `/api/admin/products/${encodeURIComponent(productId)}/images`,
    body,
    studioImageResponseSchema,
  ).then((r) => r.image);

export function useUploadProductImage(productId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ImageUpload) => uploadProductImage(productId, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: PRODUCTS_KEY }),
  });
}
