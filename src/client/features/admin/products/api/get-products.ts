import { queryOptions, useQuery } from '@tanstack/react-query';
import { studioProductListSchema } from '../../../../../contracts/admin-products';
import { adminGet } from '../../../../lib/admin-api';

export const getProducts = (signal?: AbortSignal) => adminGet('/api/admin/products', studioProductListSchema, signal);

export const PRODUCTS_KEY = ['admin', 'products'] as const;

export const getProductsQueryOptions = () =>
  queryOptions({ queryKey: [...PRODUCTS_KEY, 'list'], queryFn: ({ signal }) => getProducts(signal), staleTime: 0 });

/** Every product, drafts and archived included, in the shop's order. */
export const useProducts = () => useQuery(getProductsQueryOptions());
