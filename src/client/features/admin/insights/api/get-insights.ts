import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { insightsResponseSchema } from '../../../../../contracts/admin';
import { adminGet } from '../../../../lib/admin-api';
import type { DateRange } from '../logic/date-range';

export const getInsights = (range: DateRange, signal?: AbortSignal) =>
  adminGet(
    `/api/admin/insights?${new URLSearchParams({ from: range.from, to: range.to })}`,
    insightsResponseSchema,
    signal,
  );

export const getInsightsQueryOptions = (range: DateRange) =>
  queryOptions({
    queryKey: ['admin', 'insights', range],
    queryFn: ({ signal }) => getInsights(range, signal),
    staleTime: 60_000,
    placeholderData: keepPreviousData,
  });

export const useInsights = (range: DateRange) => useQuery(getInsightsQueryOptions(range));
