import { useMutation, useQueryClient } from '@tanstack/react-query';
import { okResponseSchema } from '../../../../../contracts/admin';
import { adminSend, setCsrfToken } from '../../../../lib/admin-api';
import { getSessionQueryOptions } from './get-session';

export const signOut = () => adminSend('DELETE', '/api/admin/session', undefined, okResponseSchema);

/** Signs out and forgets every workspace answer, so the next person at this phone sees nothing. */
export function useSignOut() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: signOut,
    onSettled: () => {
      setCsrfToken(null);
      queryClient.removeQueries({ queryKey: ['admin'] });
      queryClient.setQueryData(getSessionQueryOptions().queryKey, null);
    },
  });
}
