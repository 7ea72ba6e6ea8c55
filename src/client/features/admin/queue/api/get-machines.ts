import { queryOptions, useQuery } from '@tanstack/react-query';
import { machineSettingsResponseSchema, type MachineProfile } from '../../../../../contracts/machines';
import { adminGet } from '../../../../lib/admin-api';

export const getMachines = (signal?: AbortSignal) =>
  adminGet('/api/admin/machines', machineSettingsResponseSchema, signal);

export const getMachinesQueryOptions = () =>
  queryOptions({ queryKey: ['admin', 'machines'], queryFn: ({ signal }) => getMachines(signal), staleTime: 0 });

export type SheetMachine = Extract<MachineProfile, { kind: 'laser' | 'cnc' | 'sublimation' }>;

/** The lasers, routers and sublimation printers a batch can be laid out for. */
export const useSheetMachines = () =>
  useQuery({
    ...getMachinesQueryOptions(),
    select: (d) => d.machines.profiles.filter((p): p is SheetMachine => p.kind !== 'print-shop'),
  });

/** The machine's sheet in mm: a laser's or router's bed, a sublimation printer's paper. */
export const sheetSize = (m: SheetMachine) =>
  m.kind === 'sublimation'
    ? { widthMm: m.paperWidthMm, heightMm: m.paperHeightMm }
    : { widthMm: m.bedWidthMm, heightMm: m.bedHeightMm };
