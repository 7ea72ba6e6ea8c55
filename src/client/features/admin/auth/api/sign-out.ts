import { useMutation, useQueryClient } from '@tanstack/react-query';
import { okResponseSchema, signOutEverywhereResponseSchema } from '../../../../../contracts/admin';
import { adminSend, setCsrfToken } from '../../../../lib/admin-api';
import { getSessionQueryOptions } from './get-session';

export const signOut = () => adminSend('DELETE', '/api/admin/session', undefined, okResponseSchema);

/** Ends every session of the signed-in owner, on every device, this one included. */
export const signOutEverywhere = () =>
  adminSend('DELETE', '/api/admin/sessions', undefined, signOutEverywhereResponseSchema);

/** Signs out and forgets every workspace answer, so the next person at this phone sees nothing. */
export function useSignOut(everywhere = false) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: everywhere ? signOutEverywhere : signOut,
    onSettled: () => {
      setCsrfToken(null);
      queryClient.removeQueries({ queryKey: ['admin'] });
      queryClient.setQueryData(getSessionQueryOptions().queryKey, null);
    },
  });
}
