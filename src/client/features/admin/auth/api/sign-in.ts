import { useMutation, useQueryClient } from '@tanstack/react-query';
import { sessionResponseSchema, type SignInRequest } from '../../../../../contracts/admin';
import { adminSend, setCsrfToken } from '../../../../lib/admin-api';
import { getSessionQueryOptions } from './get-session';

export async function signIn(body: SignInRequest) {
  const session = await adminSend('POST', '/api/admin/session', body, sessionResponseSchema);
  setCsrfToken(session.csrfToken);
  return session;
}

/** Signs in; the session query then holds the answer, so the workspace opens without another call. */
export function useSignIn() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: signIn,
    onSuccess: (session) => queryClient.setQueryData(getSessionQueryOptions().queryKey, session),
  });
}
