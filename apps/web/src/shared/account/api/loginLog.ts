import { useQuery } from '@tanstack/react-query';
import { request } from '../../api/client.ts';
import { useAuth } from '../../auth/authState.ts';

export interface LoginLog {
  lastLoginTime: number | null;
  thisLoginTime: number | null;
  records: Array<{ loginTime: number; ip: string; method: string; platform: string }>;
}

/** GET /users/loginLog — last and this login time and the latest logins, newest first. */
export function getLoginLog(): Promise<LoginLog> {
  return request<LoginLog>('GET', '/users/loginLog');
}

export const loginLogKey = ['users', 'loginLog'] as const;

/** Only while logged in: a refetch after logout would answer 401 and send the user to the login page. */
export function useLoginLog() {
  const { loggedIn } = useAuth();
  return useQuery({ queryKey: loginLogKey, queryFn: getLoginLog, enabled: loggedIn });
}
