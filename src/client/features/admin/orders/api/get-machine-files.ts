import { queryOptions, useQuery } from '@tanstack/react-query';
import { machineFilesSchema } from '../../../../../contracts/machines';
import { adminGet } from '../../../../lib/admin-api';

/** The line's file for each machine that makes it, each with its preflight. */
export const getMachineFiles = (orderId: string, lineId: string, signal?: AbortSignal) =>
  adminGet(
    `/api/admin/orders/${encodeURIComponent(orderId)}/lines/${encodeURIComponent(lineId)}/machine-files`,
    machineFilesSchema,
    signal,
  );

export const getMachineFilesQueryOptions = (orderId: string, lineId: string) =>
  queryOptions({
    // Under ['admin', 'machine-files'], which saving the machines invalidates.
    queryKey: ['admin', 'machine-files', orderId, lineId],
    queryFn: ({ signal }) => getMachineFiles(orderId, lineId, signal),
    staleTime: 60_000,
  });

export const useMachineFiles = (orderId: string, lineId: string) =>
  useQuery(getMachineFilesQueryOptions(orderId, lineId));
