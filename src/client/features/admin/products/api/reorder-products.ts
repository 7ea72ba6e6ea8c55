import { useMutation, useQueryClient } from '@tanstack/react-query';
import { studioProductListSchema } from '../../../../../contracts/admin-products';
import { adminSend } from '../../../../lib/admin-api';
import { getProductsQueryOptions, PRODUCTS_KEY } from './get-products';

/** The whole shop's order in one call: it is saved all together or not at all. */
export const reorderProducts = (ids: string[]) =>
  adminSend('PUT', '/api/admin/products/order', { ids }, studioProductListSchema);

export function useReorderProducts() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: reorderProducts,
    onSuccess: (list) => {
      // The answer is the list in its new order: shown at once, then checked with the server.
      queryClient.setQueryData(getProductsQueryOptions().queryKey, list);
      return queryClient.invalidateQueries({ queryKey: PRODUCTS_KEY });
    },
  });
}
