import { useQuery } from '@tanstack/react-query';
import { useAuth } from '../../auth/authState.ts';
import { request } from '../client.ts';

/** GET /messages/unread — unread letters and notices of Mails and Bulletin (`datas.count`). */
export async function getUnreadCount(): Promise<number> {
  const datas = await request<{ count: number }>('GET', '/messages/unread');
  return Number(datas?.count ?? 0);
}

export const unreadCountKey = ['messages', 'unread'] as const;

/** The header badge. Pages that read or mark messages invalidate `unreadCountKey`. */
export function useUnreadCount() {
  const { loggedIn } = useAuth();
  return useQuery({ queryKey: unreadCountKey, queryFn: getUnreadCount, enabled: loggedIn, staleTime: 60_000, refetchOnWindowFocus: true });
}
