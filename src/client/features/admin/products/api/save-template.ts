import { useMutation, useQueryClient } from '@tanstack/react-query';
import { studioImageResponseSchema, type TemplateInput } from '../../../../../contracts/admin-products';
import { adminSend } from '../../../../lib/admin-api';
import { PRODUCTS_KEY } from './get-products';

export const saveTemplate = (productId: string, imageId: string, body: TemplateInput) =>
  adminSend(
    'PUT',
    `/api/admin/products/${encodeURIComponent(productId)}/images/${encodeURIComponent(imageId)}/template`,
    body,
    studioImageResponseSchema,
  ).then((r) => r.image);

export function useSaveTemplate(productId: string, imageId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TemplateInput) => saveTemplate(productId, imageId, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: PRODUCTS_KEY }),
  });
}
