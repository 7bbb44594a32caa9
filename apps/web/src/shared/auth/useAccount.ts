import { useEffect } from 'react';
import { useCurrentUser } from '../api/users/getCurrentUser.ts';
import { setUserInfo, useAuth, type UserInfo } from './authState.ts';
import { toUserInfo } from './session.ts';

/**
 * Login state plus the display fields of the user. When a token arrived without the `userInfo` cookie (another tab,
 * an e-mailed link, a cleared cookie), the user is fetched once and the cookie written again.
 */
export function useAccount(): { loggedIn: boolean; user: UserInfo | null } {
  const auth = useAuth();
  const missing = auth.loggedIn && !auth.user;
  const me = useCurrentUser({ enabled: missing });
  useEffect(() => {
    if (missing && me.data) setUserInfo(toUserInfo(me.data.user));
  }, [missing, me.data]);
  return auth;
}
