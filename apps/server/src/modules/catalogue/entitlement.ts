import type { Db } from '@lexbridge/db';
import type { AppContext } from '../../context.ts';
import { TRIAL_PACKAGE_ID } from '../users/subscriptions.repository.ts';
import { activeSubscriptions, templateMembership, unusedPurchases, type ActiveSubscription, type UnusedPurchase } from './entitlement.repository.ts';

/**
 * Who may draft what (spec §5, issue 3). One rule, used by the catalogue's `entitled` flags and by contract
 * generation, in this order:
 *   1. a running package subscription (kind 'subscribe') whose package contains the template;
 *   2. a purchase of the template itself not used for a contract yet;
 *   3. a running free trial (package 'trial') with counts left — it covers every built template.
 * A template that is not built entitles nobody.
 */
export type EntitlementKind = 'package' | 'template' | 'trial';

export interface Entitlement {
  kind: EntitlementKind | null;
  packageId: string | null;
  subscriptionId: number | null;
  purchaseId: number | null;
  trialRemaining: number | null;
}

export const NOT_ENTITLED: Entitlement = { kind: null, packageId: null, subscriptionId: null, purchaseId: null, trialRemaining: null };

/** What a user holds at one instant: enough to decide every template of a page without a query per template. */
export interface Holdings {
  subscriptions: ActiveSubscription[];
  purchases: UnusedPurchase[];
}

const isTrial = (s: ActiveSubscription) => s.kind === 'trial' && s.packageId === TRIAL_PACKAGE_ID;

export function decide(h: Holdings, template: { id: string; built: boolean; packageIds: readonly string[] }): Entitlement {
  if (!template.built) return NOT_ENTITLED;
  const sub = h.subscriptions.find((s) => s.kind === 'subscribe' && template.packageIds.includes(s.packageId));
  if (sub) return { kind: 'package', packageId: sub.packageId, subscriptionId: sub.id, purchaseId: null, trialRemaining: null };
  const purchase = h.purchases.find((p) => p.templateId === template.id);
  if (purchase) return { kind: 'template', packageId: null, subscriptionId: null, purchaseId: purchase.id, trialRemaining: null };
  const trial = h.subscriptions.find((s) => isTrial(s) && s.trialRemaining > 0);
  if (trial) return { kind: 'trial', packageId: trial.packageId, subscriptionId: trial.id, purchaseId: null, trialRemaining: trial.trialRemaining };
  return NOT_ENTITLED;
}

/** Package ids the user holds a running subscription of (a trial counts while it runs). */
export function subscribedPackages(h: Holdings): Set<string> {
  return new Set(h.subscriptions.map((s) => s.packageId));
}

export async function holdingsOf(db: Db, userId: number, now: Date, forUpdate = false): Promise<Holdings> {
  const [subscriptions, purchases] = await Promise.all([activeSubscriptions(db, userId, now, forUpdate), unusedPurchases(db, userId, undefined, forUpdate)]);
  return { subscriptions, purchases };
}

function isContext(target: AppContext | Db): target is AppContext {
  return 'clock' in target && 'config' in target;
}

export interface EntitlementOptions {
  /** Inside a transaction that will spend the entitlement: lock the subscription and purchase rows read. */
  forUpdate?: boolean;
}

/**
 * The entitlement of one user for one template. Pass the context, or a transaction with its time (and `forUpdate`
 * when the same transaction spends a trial count or a purchase, so two generations cannot both use the last one).
 */
export function entitlementFor(ctx: AppContext, userId: number, templateId: string): Promise<Entitlement>;
export function entitlementFor(tx: Db, userId: number, templateId: string, now: Date, opts?: EntitlementOptions): Promise<Entitlement>;
export async function entitlementFor(target: AppContext | Db, userId: number, templateId: string, now?: Date, opts: EntitlementOptions = {}): Promise<Entitlement> {
  const db = isContext(target) ? target.db : target;
  const at = isContext(target) ? new Date(target.clock.now()) : now;
  if (!at) throw new Error('entitlementFor in a transaction needs the time');
  const membership = await templateMembership(db, templateId);
  if (!membership) return NOT_ENTITLED;
  const forUpdate = !isContext(target) && (opts.forUpdate ?? false);
  // Sequential on purpose: a transaction runs one statement at a time.
  const subscriptions = await activeSubscriptions(db, userId, at, forUpdate);
  const purchases = await unusedPurchases(db, userId, templateId, forUpdate);
  return decide({ subscriptions, purchases }, { id: templateId, ...membership });
}
