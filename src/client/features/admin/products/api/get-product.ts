import { queryOptions, useQuery } from '@tanstack/react-query';
import { studioProductResponseSchema } from '../../../../../contracts/admin-products';
import { adminGet } from '../../../../lib/admin-api';
import { PRODUCTS_KEY } from './get-products';

export const getProduct = (id: string, signal?: AbortSignal) =>
  adminGet(`/api/admin/products/${encodeURIComponent(id)}`, studioProductResponseSchema, signal);

export const getProductQueryOptions = (id: string) =>
  queryOptions({
    queryKey: [...PRODUCTS_KEY, 'one', id],
    queryFn: ({ signal }) => getProduct(id, signal).then((r) => r.product),
  });

export const useProduct = (id: string) => useQuery(getProductQueryOptions(id));
