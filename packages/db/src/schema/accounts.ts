import { sql } from 'drizzle-orm';
import { bigint, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';

/**
 * Tables of the accounts area: users, login sessions and their log, SMS codes, password failures, captchas
 * and the minimal subscription row a new account's free trial needs (the commerce area extends it).
 * Every time column is written from the server's injected clock, never from the database's now(),
 * so tests that move the clock see consistent rows.
 */
const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

export const users = pgTable(
  'users',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    account: text('account'),
    name: text('name'),
    headImg: text('head_img'),
    email: text('email'),
    countryCode: text('country_code'),
    phone: text('phone'),
    /** Null for accounts created through WeChat that never set a password. */
    passwordHash: text('password_hash'),
    wxUnionid: text('wx_unionid'),
    wxNickname: text('wx_nickname'),
    orgType: text('org_type'),
    orgName: text('org_name'),
    locationKind: text('location_kind'),
    country: text('country'),
    province: text('province'),
    city: text('city'),
    industry: text('industry'),
    position: text('position'),
    transactionTypes: text('transaction_types').array().notNull().default(sql`'{}'::text[]`),
    lawyerName: text('lawyer_name'),
    lawyerEmail: text('lawyer_email'),
    agentId: text('agent_id'),
    activityId: text('activity_id'),
    passwordLockedUntil: ts('password_locked_until'),
    /** Sessions created before this instant are ended (set by a password change or reset). */
    sessionsValidAfter: ts('sessions_valid_after'),
    createdAt: ts('created_at').notNull(),
    updatedAt: ts('updated_at').notNull(),
  },
  (t) => [
    uniqueIndex('users_account_lower_key').on(sql`lower(${t.account})`),
    uniqueIndex('users_email_lower_key').on(sql`lower(${t.email})`),
    uniqueIndex('users_phone_key').on(t.countryCode, t.phone),
    uniqueIndex('users_wx_unionid_key').on(t.wxUnionid),
  ],
);

export const LOGIN_METHODS = ['phonepwd', 'phone', 'password', 'wechat', 'elogin', 'register'] as const;
export type LoginMethod = (typeof LOGIN_METHODS)[number];

export const sessions = pgTable(
  'sessions',
  {
    /** The JWT `sid`. */
    id: uuid('id').primaryKey(),
    userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    method: text('method').notNull(),
    platform: text('platform').notNull(),
    ip: text('ip').notNull(),
    userAgent: text('user_agent'),
    createdAt: ts('created_at').notNull(),
    expiresAt: ts('expires_at').notNull(),
    revokedAt: ts('revoked_at'),
    /** logout | password */
    revokeReason: text('revoke_reason'),
    /** The newest sign-in elsewhere this session has already been told about (GET /tokens/jwtMessage). */
    elsewhereNotifiedAt: ts('elsewhere_notified_at'),
  },
  (t) => [index('sessions_user_idx').on(t.userId, t.createdAt)],
);

export const loginLogs = pgTable(
  'login_logs',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    sessionId: uuid('session_id').notNull(),
    method: text('method').notNull(),
    platform: text('platform').notNull(),
    ip: text('ip').notNull(),
    createdAt: ts('created_at').notNull(),
  },
  (t) => [index('login_logs_user_created_idx').on(t.userId, t.createdAt.desc()), index('login_logs_session_idx').on(t.sessionId)],
);

export const smsCodes = pgTable(
  'sms_codes',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    countryCode: text('country_code').notNull(),
    phone: text('phone').notNull(),
    purpose: text('purpose').notNull(),
    /** HMAC of the code; the code itself is never stored. */
    codeHash: text('code_hash').notNull(),
    ip: text('ip').notNull(),
    createdAt: ts('created_at').notNull(),
    expiresAt: ts('expires_at').notNull(),
    attempts: integer('attempts').notNull().default(0),
    consumedAt: ts('consumed_at'),
  },
  (t) => [
    index('sms_codes_phone_idx').on(t.countryCode, t.phone, t.createdAt),
    index('sms_codes_lookup_idx').on(t.countryCode, t.phone, t.purpose, t.createdAt.desc()),
    index('sms_codes_ip_idx').on(t.ip, t.createdAt),
  ],
);

export const passwordFailures = pgTable(
  'password_failures',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    ip: text('ip').notNull(),
    createdAt: ts('created_at').notNull(),
  },
  (t) => [index('password_failures_user_idx').on(t.userId, t.createdAt)],
);

export const captchas = pgTable(
  'captchas',
  {
    id: uuid('id').primaryKey(),
    salt: text('salt').notNull(),
    difficulty: integer('difficulty').notNull(),
    createdAt: ts('created_at').notNull(),
    /** The challenge must be solved before this instant. */
    expiresAt: ts('expires_at').notNull(),
    solvedAt: ts('solved_at'),
    /** sha256 of the captcha token handed out on solving. */
    tokenHash: text('token_hash'),
    usedAt: ts('used_at'),
  },
  (t) => [uniqueIndex('captchas_token_hash_key').on(t.tokenHash), index('captchas_expires_idx').on(t.expiresAt)],
);

export const SUBSCRIPTION_KINDS = ['trial', 'subscribe'] as const;

export const subscriptions = pgTable(
  'subscriptions',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    packageId: text('package_id').notNull(),
    kind: text('kind').notNull(),
    trialTotal: integer('trial_total').notNull().default(0),
    trialRemaining: integer('trial_remaining').notNull().default(0),
    /** Contracts generated through this subscription (column added by 0004_drafting). */
    usedCount: integer('used_count').notNull().default(0),
    startsAt: ts('starts_at').notNull(),
    expiresAt: ts('expires_at').notNull(),
    createdAt: ts('created_at').notNull(),
  },
  (t) => [index('subscriptions_user_idx').on(t.userId, t.createdAt)],
);
