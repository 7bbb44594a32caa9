import { useQuery } from '@tanstack/react-query';
import { useAuth } from '../../auth/authState.ts';
import { request } from '../client.ts';
import type { CurrentUser } from '../types.ts';

/** GET /users — the logged-in user (`datas.user`, `datas.baseUser`). */
export function getCurrentUser(opts: { quiet?: boolean } = {}): Promise<CurrentUser> {
  return request<CurrentUser>('GET', '/users', { quiet: opts.quiet });
}

export const currentUserKey = ['users', 'current'] as const;

/** The current user while logged in; `enabled: false` reads only what is already cached. */
export function useCurrentUser(opts: { enabled?: boolean } = {}) {
  const { loggedIn } = useAuth();
  return useQuery({ queryKey: currentUserKey, queryFn: () => getCurrentUser(), enabled: loggedIn && (opts.enabled ?? true) });
}
