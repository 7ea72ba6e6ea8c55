import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { claimInsightsSchema } from '../../../../../contracts/claims';
import { adminGet } from '../../../../lib/admin-api';
import type { DateRange } from '../logic/date-range';

export const getClaimInsights = (range: DateRange, signal?: AbortSignal) =>
  adminGet(
    `/api/admin/claims/insights?${new URLSearchParams({ from: range.from, to: range.to })}`,
    claimInsightsSchema,
    signal,
  );

export const getClaimInsightsQueryOptions = (range: DateRange) =>
  queryOptions({
    queryKey: ['admin', 'insights', 'claims', range],
    queryFn: ({ signal }) => getClaimInsights(range, signal),
    staleTime: 60_000,
    placeholderData: keepPreviousData,
  });

export const useClaimInsights = (range: DateRange) => useQuery(getClaimInsightsQueryOptions(range));
