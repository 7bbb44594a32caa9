import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { request } from '../../api/client.ts';
import { useAuth } from '../../auth/authState.ts';
import type { MessagesPage } from '../../api/types.ts';

export type MessageKind = 'letter' | 'notice';
export type Message = MessagesPage['list'][number];

/** GET /messages — one page of Mails and Bulletin, newest first. */
export function listMessages(kind: MessageKind, pageNo: number, pageSize: number): Promise<MessagesPage> {
  return request<MessagesPage>('GET', '/messages', { params: { kind, pageNo, pageSize } });
}

export const messagesKey = (kind: MessageKind, pageNo: number, pageSize: number) => ['messages', 'list', kind, pageNo, pageSize] as const;

export function useMessages(kind: MessageKind, pageNo: number, pageSize: number) {
  const { loggedIn } = useAuth();
  return useQuery({ queryKey: messagesKey(kind, pageNo, pageSize), queryFn: () => listMessages(kind, pageNo, pageSize), placeholderData: keepPreviousData, enabled: loggedIn });
}

/** PUT /messages/{id}/read — answers the unread count left. */
export function readMessage(id: number): Promise<{ count: number }> {
  return request<{ count: number }>('PUT', `/messages/${id}/read`);
}

/** PUT /messages/readAll — every message of one kind. */
export function readAllMessages(kind: MessageKind): Promise<{ count: number }> {
  return request<{ count: number }>('PUT', '/messages/readAll', { params: { kind } });
}
