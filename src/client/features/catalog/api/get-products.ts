import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Product } from '../../../../contracts/products';
import { getJson } from '../../../lib/api-client';

/** The products' contract, loaded with the first request for them rather than with the first screen. */
const productList = () => import('../../../../contracts/products').then((m) => m.productListSchema);

export async function getProducts(category?: string, signal?: AbortSignal): Promise<Product[]> {
  const url = category ? `/api/products?category=${encodeURIComponent(category)}` : '/api/products';
  try {
    return await getJson(url, productList, signal);
  } catch (cause) {
    throw new Error('Failed to fetch products', { cause });
  }
}

export function getProductsQueryOptions(category?: string) {
  return queryOptions({
    queryKey: ['products', category ?? 'all'],
    queryFn: ({ signal }) => getProducts(category, signal),
  });
}

export function useProducts(category?: string) {
  return useQuery(getProductsQueryOptions(category));
}
