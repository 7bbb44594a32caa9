import { sql } from 'drizzle-orm';
import { bigint, boolean, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from './accounts.ts';

/**
 * Drafting and My Contracts. Template and package ids point at the catalogue by value, without foreign keys:
 * the catalogue is reseeded from content at start, and a contract must outlive a catalogue entry's removal.
 */
const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/** A template bought on its own (spec §5): its first contract is paid through it. */
export const templatePurchases = pgTable(
  'template_purchases',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    templateId: text('template_id').notNull(),
    priceFen: integer('price_fen').notNull(),
    purchasedAt: ts('purchased_at').notNull(),
    /** Set when a contract was generated through this purchase. */
    usedAt: ts('used_at'),
  },
  (t) => [index('template_purchases_user_idx').on(t.userId, t.templateId)],
);

export const contractGroups = pgTable(
  'contract_groups',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    sort: integer('sort').notNull(),
    createdAt: ts('created_at').notNull(),
  },
  (t) => [uniqueIndex('contract_groups_user_name_key').on(t.userId, sql`lower(${t.name})`)],
);

export const PAID_VIA = ['package', 'template', 'trial'] as const;
export type PaidVia = (typeof PAID_VIA)[number];

export const contracts = pgTable(
  'contracts',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    templateId: text('template_id').notNull(),
    scene: text('scene'),
    name: text('name').notNull(),
    packageId: text('package_id'),
    /** Null: the default group. */
    groupId: bigint('group_id', { mode: 'number' }).references(() => contractGroups.id, { onDelete: 'set null' }),
    priceFen: integer('price_fen').notNull(),
    paid: boolean('paid').notNull(),
    paidVia: text('paid_via'),
    currentVersion: integer('current_version').notNull(),
    createdAt: ts('created_at').notNull(),
    updatedAt: ts('updated_at').notNull(),
    /** Soft delete: the row stays for the order history the commerce area will attach. */
    deletedAt: ts('deleted_at'),
  },
  (t) => [index('contracts_user_idx').on(t.userId, t.createdAt), index('contracts_user_template_idx').on(t.userId, t.templateId)],
);

export const contractVersions = pgTable(
  'contract_versions',
  {
    contractId: bigint('contract_id', { mode: 'number' })
      .notNull()
      .references(() => contracts.id, { onDelete: 'cascade' }),
    version: integer('version').notNull(),
    answers: jsonb('answers').notNull(),
    /** The template's own version when the answers were given, so a later template change can be noticed. */
    templateVersion: text('template_version'),
    answeredAt: ts('answered_at').notNull(),
  },
  (t) => [primaryKey({ columns: [t.contractId, t.version] })],
);

export const DRAFT_MODES = ['new', 'copy', 'revise'] as const;

export const drafts = pgTable(
  'drafts',
  {
    id: uuid('id').primaryKey(),
    userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    templateId: text('template_id').notNull(),
    scene: text('scene'),
    answers: jsonb('answers').notNull(),
    /** Bumped by every save: a save naming an older revision is refused (two windows, one draft). */
    revision: integer('revision').notNull(),
    mode: text('mode').notNull(),
    /** The contract a revise draft adds a version to, or a copy draft started from. */
    contractId: bigint('contract_id', { mode: 'number' }).references(() => contracts.id, { onDelete: 'cascade' }),
    createdAt: ts('created_at').notNull(),
    updatedAt: ts('updated_at').notNull(),
    /** Set once generated (or deleted): closed drafts are not listed nor saved. */
    closedAt: ts('closed_at'),
  },
  (t) => [
    index('drafts_user_idx').on(t.userId, t.updatedAt),
    uniqueIndex('drafts_open_revise_key').on(t.contractId).where(sql`closed_at IS NULL AND mode = 'revise'`),
  ],
);
