import type { Db } from '@lexbridge/db';
import type { AppContext } from '../../context.ts';
import { AppError } from '../../errors.ts';
import { findUserById } from '../users/users.repository.ts';
import {
  countForReader,
  countUnread,
  findVisible,
  insertMessage,
  listForReader,
  markAllRead,
  markRead,
  type MessageKind,
  type MessageRow,
  type NewMessage,
  type Reader,
} from './messages.repository.ts';

export type { NewMessage } from './messages.repository.ts';

function isContext(target: AppContext | Db): target is AppContext {
  return 'clock' in target && 'config' in target;
}

/**
 * Posts an in-site letter to one user. Pass the context, or a transaction and its time when the letter must
 * commit together with what caused it (registration, a payment, a fapiao). Answers the message id.
 */
export function postLetter(ctx: AppContext, userId: number, letter: NewMessage): Promise<number>;
export function postLetter(tx: Db, userId: number, letter: NewMessage, now: Date): Promise<number>;
export function postLetter(target: AppContext | Db, userId: number, letter: NewMessage, now?: Date): Promise<number> {
  if (isContext(target)) return insertMessage(target.db, userId, 'letter', letter, new Date(target.clock.now()));
  if (!now) throw new Error('postLetter in a transaction needs the time');
  return insertMessage(target, userId, 'letter', letter, now);
}

/** Posts a bulletin notice to everyone. */
export function postNotice(ctx: AppContext, notice: NewMessage): Promise<number> {
  return insertMessage(ctx.db, null, 'notice', notice, new Date(ctx.clock.now()));
}

async function readerOf(ctx: AppContext, userId: number): Promise<Reader> {
  const user = await findUserById(ctx.db, userId);
  if (!user) throw new AppError('TOKEN_INVALID');
  return { userId, registeredAt: user.createdAt };
}

function view(m: MessageRow, read: boolean) {
  return { id: m.id, kind: m.kind as MessageKind, title: m.titleCn, titleEn: m.titleEn, body: m.bodyCn, bodyEn: m.bodyEn, createdAt: m.createdAt.getTime(), read };
}

/** One page of the reader's mailbox, newest first; `unread` counts the same kind filter. */
export async function listMessages(ctx: AppContext, userId: number, q: { kind?: MessageKind; pageNo: number; pageSize: number }) {
  const reader = await readerOf(ctx, userId);
  const [rows, total, unread] = await Promise.all([
    listForReader(ctx.db, reader, { kind: q.kind, limit: q.pageSize, offset: (q.pageNo - 1) * q.pageSize }),
    countForReader(ctx.db, reader, q.kind),
    countUnread(ctx.db, reader, q.kind),
  ]);
  return { list: rows.map((r) => view(r.message, Boolean(r.read))), total, unread };
}

export async function unreadCount(ctx: AppContext, userId: number) {
  return { count: await countUnread(ctx.db, await readerOf(ctx, userId)) };
}

/** Another user's letter is "not found", exactly like a message that does not exist. */
export async function readMessage(ctx: AppContext, userId: number, messageId: number) {
  const reader = await readerOf(ctx, userId);
  const message = await findVisible(ctx.db, reader, messageId);
  if (!message) throw new AppError('NOT_FOUND');
  await markRead(ctx.db, userId, messageId, new Date(ctx.clock.now()));
  return { count: await countUnread(ctx.db, reader) };
}

export async function readAllMessages(ctx: AppContext, userId: number, kind?: MessageKind) {
  const reader = await readerOf(ctx, userId);
  await markAllRead(ctx.db, reader, new Date(ctx.clock.now()), kind);
  return { count: await countUnread(ctx.db, reader) };
}
