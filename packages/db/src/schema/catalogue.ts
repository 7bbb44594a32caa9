// Tables of the catalogue: packages, classifications, catalogue templates with scenes, package membership,
// favourites and template feedback. Hand-written to match migrations/0003_catalogue.sql exactly.
// Catalogue rows are loaded from content/catalogue at start; users write only watch counts, favourites and feedback.
import { type AnyPgColumn, bigint, boolean, index, integer, pgTable, primaryKey, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './accounts.ts';

const tz = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

export const packages = pgTable(
  'packages',
  {
    id: text('id').primaryKey(),
    /** Application type of spec §3: 1 review, 4 drafting, 2 and 5 further services. */
    productType: integer('product_type').notNull(),
    icon: text('icon').notNull(),
    nameCn: text('name_cn').notNull(),
    nameEn: text('name_en').notNull(),
    countTextCn: text('count_text_cn'),
    countTextEn: text('count_text_en'),
    tipCn: text('tip_cn'),
    tipEn: text('tip_en'),
    introCn: text('intro_cn'),
    introEn: text('intro_en'),
    priceFen: integer('price_fen').notNull(),
    oldPriceFen: integer('old_price_fen'),
    unitCn: text('unit_cn').notNull(),
    unitEn: text('unit_en').notNull(),
    sort: integer('sort').notNull(),
    hot: boolean('hot').notNull().default(false),
    /** Not for sale (the free trial); listed only on request. */
    closed: boolean('closed').notNull().default(false),
    watchNum: integer('watch_num').notNull().default(0),
    validDays: integer('valid_days').notNull().default(365),
  },
  (t) => [index('packages_type_sort_idx').on(t.productType, t.sort)],
);

export const classifications = pgTable(
  'classifications',
  {
    id: text('id').primaryKey(),
    parentId: text('parent_id').references((): AnyPgColumn => classifications.id),
    nameCn: text('name_cn').notNull(),
    nameEn: text('name_en').notNull(),
    icon: text('icon'),
    sort: integer('sort').notNull(),
    recommended: boolean('recommended').notNull().default(false),
  },
  (t) => [index('classifications_parent_idx').on(t.parentId, t.sort)],
);

export const catalogueTemplates = pgTable(
  'catalogue_templates',
  {
    id: text('id').primaryKey(),
    classifyId: text('classify_id').notNull().references(() => classifications.id),
    nameCn: text('name_cn').notNull(),
    nameEn: text('name_en').notNull(),
    /** false: "This contract template is coming soon". */
    built: boolean('built').notNull(),
    priceFen: integer('price_fen').notNull(),
    /** One generated contract without a package or purchase; null when not offered. */
    contractPriceFen: integer('contract_price_fen'),
    sort: integer('sort').notNull(),
    hot: boolean('hot').notNull().default(false),
  },
  (t) => [index('catalogue_templates_classify_idx').on(t.classifyId, t.sort)],
);

export const templateScenes = pgTable(
  'template_scenes',
  {
    id: text('id').primaryKey(),
    templateId: text('template_id').notNull().references(() => catalogueTemplates.id),
    sceneType: text('scene_type').notNull(),
    nameCn: text('name_cn').notNull(),
    nameEn: text('name_en').notNull(),
    sort: integer('sort').notNull(),
  },
  (t) => [uniqueIndex('template_scenes_template_type_key').on(t.templateId, t.sceneType), index('template_scenes_type_idx').on(t.sceneType)],
);

export const packageTemplates = pgTable(
  'package_templates',
  {
    packageId: text('package_id').notNull().references(() => packages.id),
    templateId: text('template_id').notNull().references(() => catalogueTemplates.id),
  },
  (t) => [primaryKey({ columns: [t.packageId, t.templateId] }), index('package_templates_template_idx').on(t.templateId)],
);

export const favourites = pgTable(
  'favourites',
  {
    userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    targetType: text('target_type').notNull(),
    targetId: text('target_id').notNull(),
    createdAt: tz('created_at').notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.targetType, t.targetId] }), index('favourites_user_created_idx').on(t.userId, t.createdAt)],
);

export const templateFeedback = pgTable(
  'template_feedback',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    templateId: text('template_id').notNull(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    content: text('content').notNull(),
    contact: text('contact'),
    ip: text('ip'),
    createdAt: tz('created_at').notNull(),
  },
  (t) => [index('template_feedback_template_idx').on(t.templateId, t.createdAt)],
);
