import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { machineSettingsResponseSchema, type MachineSettings } from '../../../../../contracts/machines';
import { studioProductListSchema } from '../../../../../contracts/admin-products';
import { adminGet, adminSend } from '../../../../lib/admin-api';

export const getMachineSettingsQueryOptions = () =>
  queryOptions({
    queryKey: ['admin', 'machines'],
    queryFn: ({ signal }) => adminGet('/api/admin/machines', machineSettingsResponseSchema, signal),
    staleTime: 0,
  });

export const useMachineSettings = () => useQuery(getMachineSettingsQueryOptions());

/** Saves the shop's machines; every page that reads them (an order line's files, the batch) reads them again. */
export function useSaveMachineSettings() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: MachineSettings) => adminSend('PUT', '/api/admin/machines', body, machineSettingsResponseSchema),
    onSuccess: async (saved) => {
      client.setQueryData(getMachineSettingsQueryOptions().queryKey, saved);
      await client.invalidateQueries({ queryKey: ['admin', 'machine-files'] });
    },
  });
}

/** The shop's products (live and drafts), for naming the machine that makes each. */
export const useProductsForMachines = () =>
  useQuery({
    queryKey: ['admin', 'products', 'list'],
    queryFn: ({ signal }) => adminGet('/api/admin/products', studioProductListSchema, signal),
    select: (d) =>
      d.products
        .filter((p) => p.status !== 'archived')
        .map((p) => ({ handle: p.handle, title: p.title, category: p.category })),
  });
