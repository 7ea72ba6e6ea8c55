import { queryOptions, useQuery } from '@tanstack/react-query';
import { machineBatchSchema } from '../../../../../contracts/machines';
import { adminGet } from '../../../../lib/admin-api';

export const batchUrl = (profileId: string, lineIds: string[]) =>
  `/api/admin/machines/${encodeURIComponent(profileId)}/batch?lines=${lineIds.join(',')}`;

export const getBatch = (profileId: string, lineIds: string[], signal?: AbortSignal) =>
  adminGet(batchUrl(profileId, lineIds), machineBatchSchema, signal);

export const getBatchQueryOptions = (profileId: string, lineIds: string[]) =>
  queryOptions({
    queryKey: ['admin', 'machine-files', 'batch', profileId, lineIds],
    queryFn: ({ signal }) => getBatch(profileId, lineIds, signal),
    // A refusal (a piece larger than the bed) is the answer, not a hiccup to retry.
    retry: false,
  });

/** The chosen lines packed onto the machine's bed; nothing is asked until lines are chosen. */
export const useBatch = (profileId: string, lineIds: string[]) =>
  useQuery({ ...getBatchQueryOptions(profileId, lineIds), enabled: !!profileId && lineIds.length > 0 });
