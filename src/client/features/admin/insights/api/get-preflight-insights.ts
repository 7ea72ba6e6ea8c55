import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { preflightInsightsSchema } from '../../../../../contracts/preflight-insights';
import { adminGet } from '../../../../lib/admin-api';
import type { DateRange } from '../logic/date-range';

export const getPreflightInsights = (range: DateRange, signal?: AbortSignal) =>
  adminGet(
    `/api/admin/machines/preflight-insights?${new URLSearchParams({ from: range.from, to: range.to })}`,
    preflightInsightsSchema,
    signal,
  );

export const usePreflightInsights = (range: DateRange) =>
  useQuery(
    queryOptions({
      queryKey: ['admin', 'insights', 'preflight', range],
      queryFn: ({ signal }) => getPreflightInsights(range, signal),
      staleTime: 60_000,
      placeholderData: keepPreviousData,
    }),
  );
