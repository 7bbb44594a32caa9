import { z } from 'zod';

/**
 * My Subscriptions calls (spec §2, §3, §4): the user's package subscriptions (annual contract packages, type
 * `subscribe`) and free-trial packages (type `trial`), and the templates bought on their own. Paths are under /api
 * and need login; every answer holds the caller's rows only. Money is integer fen; times are epoch milliseconds.
 */
export const SUBSCRIPTION_TYPES = ['subscribe', 'trial'] as const;
export type SubscriptionType = (typeof SUBSCRIPTION_TYPES)[number];

/**
 * Computed from the dates at the moment of the answer (spec §4): before its start `not_started` (a renewal paid
 * early starts when the running year ends), then `subscribing`, `due_soon` in its last days, `expired` from its
 * expiry on — or at once when its term is empty (a refunded renewal ends where it would have started). The last days are server settings, and each answer says which it used: SUBSCRIPTION_DUE_SOON_DAYS (30)
 * for packages, TRIAL_DUE_SOON_DAYS (7) for free trials, whose whole term is 30 days and would otherwise be due
 * soon from its first day.
 */
export const SUBSCRIPTION_STATUSES = ['not_started', 'subscribing', 'due_soon', 'expired'] as const;
export type SubscriptionStatus = (typeof SUBSCRIPTION_STATUSES)[number];

/** Template usage (spec §4): `used` once a contract was generated from the purchase. */
export const USAGE_STATUSES = ['unused', 'used'] as const;
export type UsageStatus = (typeof USAGE_STATUSES)[number];

const DAY_MS = 86_400_000;

/** The status rule, shared so a page and the server never disagree about a boundary. */
export function subscriptionStatus(startsAt: number, expiresAt: number, now: number, dueSoonDays: number): SubscriptionStatus {
  if (expiresAt <= startsAt) return 'expired';
  if (now < startsAt) return 'not_started';
  if (now >= expiresAt) return 'expired';
  if (expiresAt - now <= dueSoonDays * DAY_MS) return 'due_soon';
  return 'subscribing';
}

const pageNo = z.coerce.number().int().min(1).default(1);
const pageSize = z.coerce.number().int().min(1).max(50).default(10);

/** GET /subscriptions — one kind of subscription, newest first. */
export const subscriptionsQuery = z.object({ type: z.enum(SUBSCRIPTION_TYPES).default('subscribe'), pageNo, pageSize });
export type SubscriptionsQuery = z.input<typeof subscriptionsQuery>;

export const subscriptionItem = z.object({
  id: z.number().int(),
  type: z.enum(SUBSCRIPTION_TYPES),
  packageId: z.string(),
  packageNameCn: z.string(),
  packageNameEn: z.string(),
  status: z.enum(SUBSCRIPTION_STATUSES),
  startsAt: z.number(),
  expiresAt: z.number(),
  /** Generation times: contracts generated through this subscription. */
  generatedCount: z.number().int(),
  /** Free trials: the counts granted and left; null for a bought package. */
  trialTotal: z.number().int().nullable(),
  trialRemaining: z.number().int().nullable(),
  /** What was paid: the order's amount; 0 for a free trial. */
  priceFen: z.number().int(),
  currency: z.literal('CNY'),
  /** The order that bought it; null for a free trial. */
  orderNo: z.string().nullable(),
  /** That order was refunded: the subscription ended when it was. */
  refunded: z.boolean(),
});
export type SubscriptionItem = z.infer<typeof subscriptionItem>;

export const subscriptionsAnswer = z.object({
  list: z.array(subscriptionItem),
  total: z.number().int(),
  pageNo: z.number().int(),
  pageSize: z.number().int(),
  /** The due-soon window the statuses were computed with. */
  dueSoonDays: z.number().int(),
});
export type SubscriptionsAnswer = z.infer<typeof subscriptionsAnswer>;

/** GET /subscriptions/{id} — one subscription of the caller with the templates its package holds. */
export const subscriptionIdParams = z.object({ id: z.coerce.number().int().positive() });
export const subscriptionTemplate = z.object({
  templateId: z.string(),
  nameCn: z.string(),
  nameEn: z.string(),
  /** false: 'This contract template is coming soon'. */
  built: z.boolean(),
});
export const subscriptionDetail = subscriptionItem.extend({
  dueSoonDays: z.number().int(),
  templates: z.array(subscriptionTemplate),
});
export type SubscriptionDetail = z.infer<typeof subscriptionDetail>;

/** GET /subscriptions/templates — templates bought on their own, newest first. */
export const purchasedTemplatesQuery = z.object({ pageNo, pageSize });
export const purchasedTemplate = z.object({
  id: z.number().int(),
  templateId: z.string(),
  /** Contract name: the template's name in the catalogue. */
  nameCn: z.string(),
  nameEn: z.string(),
  built: z.boolean(),
  /** Subscription time: when it was bought. */
  purchasedAt: z.number(),
  usage: z.enum(USAGE_STATUSES),
  usedAt: z.number().nullable(),
  /** The contract generated from it, while that contract exists. */
  contractId: z.number().int().nullable(),
  priceFen: z.number().int(),
});
export type PurchasedTemplate = z.infer<typeof purchasedTemplate>;
export const purchasedTemplatesAnswer = z.object({ list: z.array(purchasedTemplate), total: z.number().int(), pageNo: z.number().int(), pageSize: z.number().int() });
export type PurchasedTemplatesAnswer = z.infer<typeof purchasedTemplatesAnswer>;
