import { queryOptions, useQuery } from '@tanstack/react-query';
import { designResponseSchema } from '../../../../../contracts/admin-designs';
import { adminGet } from '../../../../lib/admin-api';
import { PRODUCTS_KEY } from './get-products';

export const getDesign = (productId: string, signal?: AbortSignal) =>
  adminGet(`/api/admin/products/${encodeURIComponent(productId)}/design`, designResponseSchema, signal);

export const getDesignQueryOptions = (productId: string) =>
  queryOptions({
    queryKey: [...PRODUCTS_KEY, 'design', productId],
    queryFn: ({ signal }) => getDesign(productId, signal),
  });

export const useDesign = (productId: string) => useQuery(getDesignQueryOptions(productId));
