import { sql } from 'drizzle-orm';
import { bigint, index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './accounts.ts';
import { orders, sandboxTrades } from './commerce.ts';

/**
 * Refunds (migration 0008): one full refund per paid order, written with what it took back; and the sandbox
 * provider's side of a refund. Money is integer fen.
 */
const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

export const REFUND_STATUSES = ['pending', 'succeeded', 'failed'] as const;
export type RefundStatus = (typeof REFUND_STATUSES)[number];

/** What a refund took back from the order's delivery (all fen amounts are integers). */
export interface TakenBack {
  kind: 'package' | 'template' | 'contract' | 'topup';
  /** A package: the subscription ended, and its end before and after. */
  subscriptionId?: number;
  expiresAtBefore?: string;
  expiresAtAfter?: string;
  /** A template: the purchase removed, and whether it had already been used for a contract. */
  templateId?: string;
  templatePurchaseId?: number;
  purchaseUsedAt?: string | null;
  /** Pay per contract: the contract locked again (false when another payment had unlocked it). */
  contractId?: number;
  relocked?: boolean;
  /** Balance moves: taken out for a top-up (negative), given back for an order paid from the balance (positive). */
  balanceDeltaFen?: number;
  balanceAfterFen?: number;
}

export const orderRefunds = pgTable(
  'order_refunds',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    orderId: bigint('order_id', { mode: 'number' })
      .notNull()
      .unique('order_refunds_order_id_key')
      .references(() => orders.id),
    userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'restrict' }),
    refundNo: text('refund_no').notNull().unique('order_refunds_refund_no_key'),
    channel: text('channel').$type<'alipay' | 'wechat' | 'balance'>().notNull(),
    outTradeNo: text('out_trade_no'),
    amountFen: integer('amount_fen').notNull(),
    reason: text('reason').notNull(),
    status: text('status').$type<RefundStatus>().notNull(),
    providerRefundNo: text('provider_refund_no'),
    takenBack: jsonb('taken_back').$type<TakenBack>().notNull(),
    tries: integer('tries').notNull().default(0),
    lastError: text('last_error'),
    createdAt: ts('created_at').notNull(),
    updatedAt: ts('updated_at').notNull(),
    succeededAt: ts('succeeded_at'),
  },
  (t) => [index('order_refunds_pending_idx').on(t.updatedAt).where(sql`status = 'pending'`), index('order_refunds_user_idx').on(t.userId)],
);

export const sandboxRefunds = pgTable(
  'sandbox_refunds',
  {
    outRefundNo: text('out_refund_no').primaryKey(),
    channel: text('channel').notNull(),
    outTradeNo: text('out_trade_no')
      .notNull()
      .references(() => sandboxTrades.outTradeNo),
    refundNo: text('refund_no').notNull().unique('sandbox_refunds_refund_no_key'),
    amountFen: integer('amount_fen').notNull(),
    reason: text('reason').notNull(),
    createdAt: ts('created_at').notNull(),
  },
  (t) => [index('sandbox_refunds_trade_idx').on(t.outTradeNo)],
);
