// Tables of the social area: sandbox outbox, WeChat QR states, e-mailed login links, Mails and Bulletin.
// Hand-written to match migrations/0002_social.sql exactly.
import { bigint, index, integer, pgTable, primaryKey, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

const tz = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/** What sandbox providers "sent" (SMS, mail). Kept in the database so every instance and test sees one list. */
export const outbox = pgTable(
  'outbox',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    channel: text('channel').notNull(),
    recipient: text('recipient').notNull(),
    text: text('text').notNull(),
    createdAt: tz('created_at').notNull(),
  },
  (t) => [index('outbox_recipient_idx').on(t.recipient)],
);

/** One WeChat QR code: login or bind, from creation to the identity WeChat confirmed, then the one-time ticket. */
export const wechatStates = pgTable(
  'wechat_states',
  {
    state: text('state').primaryKey(),
    purpose: text('purpose').notNull(),
    userId: integer('user_id'),
    status: text('status').notNull(),
    unionid: text('unionid'),
    openid: text('openid'),
    nickname: text('nickname'),
    headImg: text('head_img'),
    ticketHash: text('ticket_hash'),
    ticketExpiresAt: tz('ticket_expires_at'),
    verifiedCountryCode: text('verified_country_code'),
    verifiedPhone: text('verified_phone'),
    agentId: text('agent_id'),
    activityId: text('activity_id'),
    createdAt: tz('created_at').notNull(),
    expiresAt: tz('expires_at').notNull(),
  },
  (t) => [uniqueIndex('wechat_states_ticket_idx').on(t.ticketHash), index('wechat_states_expires_idx').on(t.expiresAt)],
);

/** One-time codes of the sandbox WeChat provider: the sandbox keeps state like WeChat does. */
export const wechatSandboxCodes = pgTable('wechat_sandbox_codes', {
  code: text('code').primaryKey(),
  unionid: text('unionid').notNull(),
  openid: text('openid').notNull(),
  nickname: text('nickname').notNull(),
  createdAt: tz('created_at').notNull(),
  expiresAt: tz('expires_at').notNull(),
  usedAt: tz('used_at'),
});

/** E-mailed (or staff-issued) one-time login links; only the hash of the token is stored. */
export const eloginLinks = pgTable(
  'elogin_links',
  {
    tokenHash: text('token_hash').primaryKey(),
    userId: integer('user_id').notNull(),
    issuedBy: text('issued_by').notNull(),
    createdAt: tz('created_at').notNull(),
    expiresAt: tz('expires_at').notNull(),
    usedAt: tz('used_at'),
  },
  (t) => [index('elogin_links_user_idx').on(t.userId)],
);

/** Mails and Bulletin: a letter has a user; a notice (user_id null) is for everyone. */
export const messages = pgTable(
  'messages',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id'),
    kind: text('kind').notNull(),
    titleCn: text('title_cn').notNull(),
    titleEn: text('title_en').notNull(),
    bodyCn: text('body_cn').notNull(),
    bodyEn: text('body_en').notNull(),
    createdAt: tz('created_at').notNull(),
  },
  (t) => [index('messages_user_created_idx').on(t.userId, t.createdAt)],
);

export const messageReads = pgTable(
  'message_reads',
  {
    messageId: integer('message_id').notNull(),
    userId: integer('user_id').notNull(),
    readAt: tz('read_at').notNull(),
  },
  (t) => [primaryKey({ columns: [t.messageId, t.userId] }), index('message_reads_user_idx').on(t.userId)],
);
