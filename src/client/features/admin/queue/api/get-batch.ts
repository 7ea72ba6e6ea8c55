import { queryOptions, useQuery } from '@tanstack/react-query';
import { machineBatchSchema } from '../../../../../contracts/machines';
import { adminGet } from '../../../../lib/admin-api';

/** `references` false leaves the mugs' order references off the sheet. */
export const batchUrl = (profileId: string, lineIds: string[], references = true) =>
  `/api/admin/machines/${encodeURIComponent(profileId)}/batch?lines=${lineIds.join(',')}${references ? '' : '&references=0'}`;

export const getBatch = (profileId: string, lineIds: string[], references: boolean, signal?: AbortSignal) =>
  adminGet(batchUrl(profileId, lineIds, references), machineBatchSchema, signal);

export const getBatchQueryOptions = (profileId: string, lineIds: string[], references = true) =>
  queryOptions({
    queryKey: ['admin', 'machine-files', 'batch', profileId, lineIds, references],
    queryFn: ({ signal }) => getBatch(profileId, lineIds, references, signal),
    // A refusal (a piece larger than the bed) is the answer, not a hiccup to retry.
    retry: false,
  });

/** The chosen lines packed onto the machine's bed; nothing is asked until lines are chosen. */
export const useBatch = (profileId: string, lineIds: string[], references = true) =>
  useQuery({ ...getBatchQueryOptions(profileId, lineIds, references), enabled: !!profileId && lineIds.length > 0 });
