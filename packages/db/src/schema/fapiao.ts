import { sql } from 'drizzle-orm';
import { bigint, boolean, index, integer, pgTable, primaryKey, smallint, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './accounts.ts';
import { orders } from './commerce.ts';

/**
 * Fapiao (migration 0007): a user's saved information sets and the requests made with them. A request copies the
 * information and the mailing address, so later edits of a set never change what was asked for.
 */
const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

export const FAPIAO_ISSUER_TYPES = ['enterprise', 'individual'] as const;
export type FapiaoIssuerType = (typeof FAPIAO_ISSUER_TYPES)[number];
export const FAPIAO_TYPES = ['general_vat', 'special_vat', 'org_general_vat'] as const;
export type FapiaoType = (typeof FAPIAO_TYPES)[number];
/** 1 request received, 2 cancelled, 3 in process, 4 rejected, 5 mailed (spec §4). */
export type FapiaoStatus = 1 | 2 | 3 | 4 | 5;

const invoiceFields = {
  title: text('title').notNull(),
  issuerType: text('issuer_type').$type<FapiaoIssuerType>().notNull(),
  fapiaoType: text('fapiao_type').$type<FapiaoType>().notNull(),
  taxpayerId: text('taxpayer_id'),
  bankName: text('bank_name'),
  bankAccount: text('bank_account'),
  regAddress: text('reg_address'),
  regTelephone: text('reg_telephone'),
};

export const fapiaoInfos = pgTable(
  'fapiao_infos',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    ...invoiceFields,
    isDefault: boolean('is_default').notNull().default(false),
    createdAt: ts('created_at').notNull(),
    updatedAt: ts('updated_at').notNull(),
  },
  (t) => [index('fapiao_infos_user_idx').on(t.userId), uniqueIndex('fapiao_infos_default_key').on(t.userId).where(sql`is_default`)],
);

export const fapiaoRequests = pgTable(
  'fapiao_requests',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    requestNo: text('request_no').notNull().unique('fapiao_requests_request_no_key'),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    status: smallint('status').$type<FapiaoStatus>().notNull(),
    totalFen: bigint('total_fen', { mode: 'number' }).notNull(),
    orderCount: integer('order_count').notNull(),
    ...invoiceFields,
    receiverName: text('receiver_name').notNull(),
    receiverMobile: text('receiver_mobile').notNull(),
    receiverAddress: text('receiver_address').notNull(),
    receiverEmail: text('receiver_email'),
    notes: text('notes'),
    rejectReason: text('reject_reason'),
    logisticsCompany: text('logistics_company'),
    trackingNo: text('tracking_no'),
    createdAt: ts('created_at').notNull(),
    updatedAt: ts('updated_at').notNull(),
  },
  (t) => [index('fapiao_requests_user_created_idx').on(t.userId, t.createdAt)],
);

/** The orders a request covered, kept after a cancellation or rejection released them. */
export const fapiaoRequestOrders = pgTable(
  'fapiao_request_orders',
  {
    requestId: bigint('request_id', { mode: 'number' })
      .notNull()
      .references(() => fapiaoRequests.id, { onDelete: 'cascade' }),
    orderId: bigint('order_id', { mode: 'number' })
      .notNull()
      .references(() => orders.id, { onDelete: 'restrict' }),
    amountFen: integer('amount_fen').notNull(),
  },
  (t) => [primaryKey({ columns: [t.requestId, t.orderId] }), index('fapiao_request_orders_order_idx').on(t.orderId)],
);
