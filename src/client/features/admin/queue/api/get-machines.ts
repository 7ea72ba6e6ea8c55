import { queryOptions, useQuery } from '@tanstack/react-query';
import { machineSettingsResponseSchema } from '../../../../../contracts/machines';
import { adminGet } from '../../../../lib/admin-api';

export const getMachines = (signal?: AbortSignal) =>
  adminGet('/api/admin/machines', machineSettingsResponseSchema, signal);

export const getMachinesQueryOptions = () =>
  queryOptions({ queryKey: ['admin', 'machines'], queryFn: ({ signal }) => getMachines(signal), staleTime: 0 });

/** The lasers and routers a batch can be laid out for. */
export const useSheetMachines = () =>
  useQuery({
    ...getMachinesQueryOptions(),
    select: (d) => d.machines.profiles.filter((p) => p.kind === 'laser' || p.kind === 'cnc'),
  });
