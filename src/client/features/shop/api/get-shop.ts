import { queryOptions, useQuery } from '@tanstack/react-query';
import { getJson } from '../../../lib/api-client';

/** The shop's contract, loaded beside the footer's request rather than with the first screen. */
const publicShop = () => import('../../../../contracts/shop').then((m) => m.publicShopSchema);

export const getShop = (signal?: AbortSignal) => getJson('/api/shop', publicShop, signal);

export const getShopQueryOptions = () =>
  queryOptions({ queryKey: ['shop'], queryFn: ({ signal }) => getShop(signal), staleTime: 60_000 });

export const useShop = () => useQuery(getShopQueryOptions());
