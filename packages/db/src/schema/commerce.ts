import { sql } from 'drizzle-orm';
import { bigint, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { subscriptions, users } from './accounts.ts';
import { contracts, templatePurchases } from './drafting.ts';

/**
 * Commerce (migration 0006): orders, the trades opened at payment providers for them, the notifications received,
 * the balance and its ledger, what each paid order delivered, and the sandbox provider's trades. Money is integer fen.
 */
const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

export const ORDER_KINDS = ['package', 'template', 'contract', 'topup'] as const;
export type OrderKind = (typeof ORDER_KINDS)[number];
export const ORDER_STATUSES = ['created', 'paying', 'paid', 'failed', 'closed', 'refunded'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];
export const ORDER_CHANNELS = ['alipay', 'wechat', 'balance'] as const;
export type OrderChannel = (typeof ORDER_CHANNELS)[number];

export const orders = pgTable(
  'orders',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    orderNo: text('order_no').notNull().unique('orders_order_no_key'),
    userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'restrict' }),
    kind: text('kind').$type<OrderKind>().notNull(),
    /** Package id, template id or contract id (as text); 'balance' for a top-up. */
    itemRef: text('item_ref').notNull(),
    productNameCn: text('product_name_cn').notNull(),
    productNameEn: text('product_name_en').notNull(),
    amountFen: integer('amount_fen').notNull(),
    currency: text('currency').notNull().default('CNY'),
    status: text('status').$type<OrderStatus>().notNull(),
    channel: text('channel').$type<OrderChannel>(),
    providerTradeNo: text('provider_trade_no'),
    agentId: text('agent_id'),
    activityId: text('activity_id'),
    createdAt: ts('created_at').notNull(),
    updatedAt: ts('updated_at').notNull(),
    closesAt: ts('closes_at').notNull(),
    paidAt: ts('paid_at'),
    closedAt: ts('closed_at'),
    /** Set with status 'refunded' (migration 0008); the refund itself is in order_refunds. */
    refundedAt: ts('refunded_at'),
    /** The fapiao request covering this order; null: not invoiced. */
    fapiaoRequestId: bigint('fapiao_request_id', { mode: 'number' }),
  },
  (t) => [
    index('orders_user_created_idx').on(t.userId, t.createdAt),
    index('orders_open_closes_idx').on(t.closesAt).where(sql`status IN ('created', 'paying', 'failed')`),
  ],
);

export const ATTEMPT_STATUSES = ['opening', 'open', 'paid', 'closed', 'failed'] as const;
export type AttemptStatus = (typeof ATTEMPT_STATUSES)[number];

/** A trade opened at a provider for an order; a retry or another method opens a new one. */
export const paymentAttempts = pgTable(
  'payment_attempts',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    orderId: bigint('order_id', { mode: 'number' })
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    outTradeNo: text('out_trade_no').notNull().unique('payment_attempts_out_trade_no_key'),
    channel: text('channel').$type<'alipay' | 'wechat'>().notNull(),
    scene: text('scene').$type<'qr' | 'h5'>().notNull(),
    status: text('status').$type<AttemptStatus>().notNull(),
    qrText: text('qr_text'),
    redirectUrl: text('redirect_url'),
    providerTradeNo: text('provider_trade_no'),
    createdAt: ts('created_at').notNull(),
    expiresAt: ts('expires_at').notNull(),
    endedAt: ts('ended_at'),
  },
  (t) => [index('payment_attempts_order_idx').on(t.orderId)],
);

export const paymentNotifications = pgTable(
  'payment_notifications',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    channel: text('channel').notNull(),
    providerTradeNo: text('provider_trade_no').notNull(),
    noticeStatus: text('notice_status').$type<'paid' | 'closed'>().notNull(),
    outTradeNo: text('out_trade_no').notNull(),
    amountFen: integer('amount_fen').notNull(),
    raw: text('raw').notNull(),
    outcome: text('outcome').notNull(),
    receivedAt: ts('received_at').notNull(),
  },
  (t) => [
    uniqueIndex('payment_notifications_trade_key').on(t.channel, t.providerTradeNo, t.noticeStatus),
    index('payment_notifications_out_trade_idx').on(t.outTradeNo),
  ],
);

export const balanceAccounts = pgTable('balance_accounts', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'restrict' }),
  balanceFen: bigint('balance_fen', { mode: 'number' }).notNull(),
  updatedAt: ts('updated_at').notNull(),
});

export const balanceLedger = pgTable(
  'balance_ledger',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'restrict' }),
    deltaFen: bigint('delta_fen', { mode: 'number' }).notNull(),
    balanceAfterFen: bigint('balance_after_fen', { mode: 'number' }).notNull(),
    orderId: bigint('order_id', { mode: 'number' })
      .notNull()
      .references(() => orders.id),
    reason: text('reason').$type<'topup' | 'purchase' | 'refund'>().notNull(),
    createdAt: ts('created_at').notNull(),
  },
  (t) => [index('balance_ledger_user_idx').on(t.userId, t.createdAt), uniqueIndex('balance_ledger_order_reason_key').on(t.orderId, t.reason)],
);

/** What a paid order delivered; one row per order at most. */
export const orderFulfilments = pgTable(
  'order_fulfilments',
  {
    orderId: bigint('order_id', { mode: 'number' })
      .primaryKey()
      .references(() => orders.id),
    userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<OrderKind>().notNull(),
    subscriptionId: bigint('subscription_id', { mode: 'number' }).references(() => subscriptions.id, { onDelete: 'set null' }),
    templatePurchaseId: bigint('template_purchase_id', { mode: 'number' }).references(() => templatePurchases.id, { onDelete: 'set null' }),
    contractId: bigint('contract_id', { mode: 'number' }).references(() => contracts.id, { onDelete: 'set null' }),
    createdAt: ts('created_at').notNull(),
  },
  (t) => [uniqueIndex('order_fulfilments_contract_key').on(t.contractId).where(sql`contract_id IS NOT NULL`)],
);

/** The sandbox provider's trades. */
export const sandboxTrades = pgTable('sandbox_trades', {
  outTradeNo: text('out_trade_no').primaryKey(),
  channel: text('channel').notNull(),
  token: text('token').notNull().unique('sandbox_trades_token_key'),
  tradeNo: text('trade_no').notNull().unique('sandbox_trades_trade_no_key'),
  amountFen: integer('amount_fen').notNull(),
  subject: text('subject').notNull(),
  scene: text('scene').notNull(),
  notifyUrl: text('notify_url').notNull(),
  returnUrl: text('return_url'),
  status: text('status').$type<'paying' | 'paid' | 'closed'>().notNull(),
  createdAt: ts('created_at').notNull(),
  expiresAt: ts('expires_at').notNull(),
  paidAt: ts('paid_at'),
});
