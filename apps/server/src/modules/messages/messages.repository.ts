import { schema, type Db } from '@lexbridge/db';
import { and, count, desc, eq, gte, isNull, or, sql, type SQL } from '@lexbridge/db/orm';

const { messages, messageReads } = schema;

export type MessageKind = 'letter' | 'notice';
export type MessageRow = typeof messages.$inferSelect;

export interface NewMessage {
  titleCn: string;
  titleEn: string;
  bodyCn: string;
  bodyEn: string;
}

/**
 * What one reader sees. Letters are theirs alone; notices are everyone's. A notice posted before the reader
 * registered is shown but counts as read — a newcomer should not start with a pile of stale bulletins.
 */
export interface Reader {
  userId: number;
  registeredAt: Date;
}

const visibleTo = (r: Reader): SQL => or(eq(messages.userId, r.userId), isNull(messages.userId))!;
const kindIs = (kind?: MessageKind) => (kind ? eq(messages.kind, kind) : undefined);
const readExpr = (r: Reader) =>
  sql<boolean>`(${messageReads.readAt} is not null or (${messages.userId} is null and ${messages.createdAt} < ${r.registeredAt}))`;
const unreadCond = (r: Reader): SQL =>
  and(isNull(messageReads.readAt), or(eq(messages.userId, r.userId), and(isNull(messages.userId), gte(messages.createdAt, r.registeredAt))))!;
const joinReads = (r: Reader) => and(eq(messageReads.messageId, messages.id), eq(messageReads.userId, r.userId));

export async function insertMessage(db: Db, userId: number | null, kind: MessageKind, m: NewMessage, now: Date): Promise<number> {
  const [row] = await db
    .insert(messages)
    .values({ userId, kind, titleCn: m.titleCn, titleEn: m.titleEn, bodyCn: m.bodyCn, bodyEn: m.bodyEn, createdAt: now })
    .returning({ id: messages.id });
  return row.id;
}

export async function listForReader(db: Db, r: Reader, opts: { kind?: MessageKind; limit: number; offset: number }) {
  return db
    .select({ message: messages, read: readExpr(r) })
    .from(messages)
    .leftJoin(messageReads, joinReads(r))
    .where(and(visibleTo(r), kindIs(opts.kind)))
    .orderBy(desc(messages.createdAt), desc(messages.id))
    .limit(opts.limit)
    .offset(opts.offset);
}

export async function countForReader(db: Db, r: Reader, kind?: MessageKind): Promise<number> {
  const [row] = await db.select({ n: count() }).from(messages).where(and(visibleTo(r), kindIs(kind)));
  return Number(row.n);
}

export async function countUnread(db: Db, r: Reader, kind?: MessageKind): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(messages)
    .leftJoin(messageReads, joinReads(r))
    .where(and(unreadCond(r), kindIs(kind)));
  return Number(row.n);
}

/** The message if this reader may see it (their letter or a notice), else null. */
export async function findVisible(db: Db, r: Reader, messageId: number): Promise<MessageRow | null> {
  const [row] = await db.select().from(messages).where(and(eq(messages.id, messageId), visibleTo(r))).limit(1);
  return row ?? null;
}

export async function markRead(db: Db, userId: number, messageId: number, now: Date): Promise<void> {
  await db.insert(messageReads).values({ messageId, userId, readAt: now }).onConflictDoNothing();
}

/** Marks every unread message of this reader as read, in one statement; answers how many changed. */
export async function markAllRead(db: Db, r: Reader, now: Date, kind?: MessageKind): Promise<number> {
  const unread = db
    .select({ messageId: messages.id, userId: sql<number>`${r.userId}::integer`.as('user_id'), readAt: sql<Date>`${now.toISOString()}::timestamptz`.as('read_at') })
    .from(messages)
    .leftJoin(messageReads, joinReads(r))
    .where(and(unreadCond(r), kindIs(kind)));
  const rows = await db.insert(messageReads).select(unread).onConflictDoNothing().returning({ id: messageReads.messageId });
  return rows.length;
}
