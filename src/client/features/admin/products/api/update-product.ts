import { useMutation, useQueryClient } from '@tanstack/react-query';
import { studioProductResponseSchema, type ProductPatch } from '../../../../../contracts/admin-products';
import { adminSend } from '../../../../lib/admin-api';
import { PRODUCTS_KEY } from './get-products';

export const updateProduct = (id: string, body: ProductPatch) =>
  adminSend('PATCH', `/api/admin/products/${encodeURIComponent(id)}`, body, studioProductResponseSchema).then(
    (r) => r.product,
  );

/** Any change: fields, status (publish, unpublish, archive) or position. */
export function useUpdateProduct() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: ProductPatch }) => updateProduct(id, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: PRODUCTS_KEY }),
  });
}
