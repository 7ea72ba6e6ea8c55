import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { backupScheduleSchema, type BackupScheduleInput } from '../../../../../contracts/backup-schedule';
import { adminGet, adminSend } from '../../../../lib/admin-api';

const getBackupScheduleQueryOptions = () =>
  queryOptions({
    queryKey: ['admin', 'backup-schedule'],
    queryFn: ({ signal }) => adminGet('/api/admin/backup-schedule', backupScheduleSchema, signal),
  });

export const useBackupSchedule = () => useQuery(getBackupScheduleQueryOptions());

export function useSaveBackupSchedule() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: BackupScheduleInput) =>
      adminSend('PUT', '/api/admin/backup-schedule', body, backupScheduleSchema),
    onSuccess: (saved) => client.setQueryData(getBackupScheduleQueryOptions().queryKey, saved),
  });
}
