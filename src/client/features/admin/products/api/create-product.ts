import { useMutation, useQueryClient } from '@tanstack/react-query';
import { studioProductResponseSchema, type ProductCreate } from '../../../../../contracts/admin-products';
import { adminSend } from '../../../../lib/admin-api';
import { PRODUCTS_KEY } from './get-products';

export const createProduct = (body: ProductCreate) =>
  adminSend('POST', '/api/admin/products', body, studioProductResponseSchema).then((r) => r.product);

export function useCreateProduct() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createProduct,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: PRODUCTS_KEY }),
  });
}
