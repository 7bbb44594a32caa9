import { useQuery } from '@tanstack/react-query';
import { useAuth } from '../../auth/authState.ts';
import { request } from '../client.ts';
import type { CurrentUser } from '../types.ts';

/** GET /users — the logged-in user (`datas.user`, `datas.baseUser`). */
export function getCurrentUser(opts: { quiet?: boolean } = {}): Promise<CurrentUser> {
  return request<CurrentUser>('GET', '/users', { quiet: opts.quiet });
}

export const currentUserKey = ['users', 'current'] as const;

export function useCurrentUser() {
  const { loggedIn } = useAuth();
  return useQuery({ queryKey: currentUserKey, queryFn: () => getCurrentUser(), enabled: loggedIn });
}
