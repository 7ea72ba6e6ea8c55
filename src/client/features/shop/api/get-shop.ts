import { queryOptions, useQuery } from '@tanstack/react-query';
import { publicShopSchema } from '../../../../contracts/shop';
import { getJson } from '../../../lib/api-client';

export const getShop = (signal?: AbortSignal) => getJson('/api/shop', publicShopSchema, signal);

export const getShopQueryOptions = () =>
  queryOptions({ queryKey: ['shop'], queryFn: ({ signal }) => getShop(signal), staleTime: 60_000 });

export const useShop = () => useQuery(getShopQueryOptions());
