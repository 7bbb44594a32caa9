import { useMutation } from '@tanstack/react-query';
import { logout } from './session.ts';

/** Log out (DELETE /tokens, then the cookies and the way home), with a pending state for the button. */
export function useLogout() {
  return useMutation({ mutationFn: logout });
}
