import type { subscriptions as api } from '@lexbridge/contract';
import type { AppContext } from '../../context.ts';
import { AppError } from '../../errors.ts';
import { purchasesOf } from './purchases.repository.ts';
import { packagePriceFen, packageTemplatesOf, subscriptionById, subscriptionsOf, type SubscriptionRow } from './subscriptions.repository.ts';
import { purchasedTemplate, subscriptionItem } from './subscriptions.views.ts';

type Page = { pageNo: number; pageSize: number };

/** The window of 'due soon': a year's package is due soon a month ahead, a month's trial in its last week. */
function dueSoonDays(ctx: AppContext, type: api.SubscriptionType): number {
  return type === 'trial' ? ctx.config.TRIAL_DUE_SOON_DAYS : ctx.config.SUBSCRIPTION_DUE_SOON_DAYS;
}

/**
 * A subscription that no order delivered (given by staff, or bought before orders were recorded) is shown at its
 * package's catalogue price rather than as free: only the trial is free.
 */
async function fallbackPrices(ctx: AppContext, rows: SubscriptionRow[]): Promise<Map<string, number | null>> {
  const ids = [...new Set(rows.filter((r) => r.kind !== 'trial' && r.orderAmountFen === null).map((r) => r.packageId))];
  const prices = new Map<string, number | null>();
  for (const id of ids) prices.set(id, await packagePriceFen(ctx.db, id));
  return prices;
}

/** My Subscriptions: the caller's package subscriptions or free-trial packages, with statuses at this moment. */
export async function listSubscriptions(ctx: AppContext, userId: number, q: { type: api.SubscriptionType } & Page): Promise<api.SubscriptionsAnswer> {
  const now = ctx.clock.now();
  const days = dueSoonDays(ctx, q.type);
  const { list, total } = await subscriptionsOf(ctx.db, userId, q.type, q);
  const prices = await fallbackPrices(ctx, list);
  return { list: list.map((r) => subscriptionItem(r, now, days, prices.get(r.packageId) ?? null)), total, pageNo: q.pageNo, pageSize: q.pageSize, dueSoonDays: days };
}

/** One subscription of the caller with its package's templates; another user's id is simply not found. */
export async function getSubscription(ctx: AppContext, userId: number, id: number): Promise<api.SubscriptionDetail> {
  const row = await subscriptionById(ctx.db, userId, id);
  if (!row) throw new AppError('NOT_FOUND');
  const days = dueSoonDays(ctx, row.kind === 'trial' ? 'trial' : 'subscribe');
  const prices = await fallbackPrices(ctx, [row]);
  const templates = await packageTemplatesOf(ctx.db, row.packageId);
  return { ...subscriptionItem(row, ctx.clock.now(), days, prices.get(row.packageId) ?? null), dueSoonDays: days, templates };
}

/** The templates the caller bought on their own, with their usage status. */
export async function listPurchasedTemplates(ctx: AppContext, userId: number, q: Page): Promise<api.PurchasedTemplatesAnswer> {
  const { list, total } = await purchasesOf(ctx.db, userId, q);
  return { list: list.map(purchasedTemplate), total, pageNo: q.pageNo, pageSize: q.pageSize };
}
