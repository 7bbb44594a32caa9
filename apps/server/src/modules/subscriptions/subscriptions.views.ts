import { subscriptions as api } from '@lexbridge/contract';
import type { PurchaseRow } from './purchases.repository.ts';
import type { SubscriptionRow } from './subscriptions.repository.ts';

/** A subscription as the pages show it: status computed at `now`, price from the order that bought it. */
export function subscriptionItem(r: SubscriptionRow, now: number, dueSoonDays: number, fallbackPriceFen: number | null): api.SubscriptionItem {
  const trial = r.kind === 'trial';
  return {
    id: r.id,
    type: trial ? 'trial' : 'subscribe',
    packageId: r.packageId,
    packageNameCn: r.packageNameCn ?? r.packageId,
    packageNameEn: r.packageNameEn ?? r.packageId,
    status: api.subscriptionStatus(r.startsAt.getTime(), r.expiresAt.getTime(), now, dueSoonDays),
    startsAt: r.startsAt.getTime(),
    expiresAt: r.expiresAt.getTime(),
    generatedCount: r.usedCount,
    trialTotal: trial ? r.trialTotal : null,
    trialRemaining: trial ? r.trialRemaining : null,
    priceFen: r.orderAmountFen ?? (trial ? 0 : (fallbackPriceFen ?? 0)),
    currency: 'CNY',
    orderNo: r.orderNo,
    refunded: r.orderStatus === 'refunded',
  };
}

export function purchasedTemplate(r: PurchaseRow): api.PurchasedTemplate {
  return {
    id: r.id,
    templateId: r.templateId,
    nameCn: r.nameCn ?? r.templateId,
    nameEn: r.nameEn ?? r.templateId,
    built: r.built ?? false,
    purchasedAt: r.purchasedAt.getTime(),
    usage: r.usedAt ? 'used' : 'unused',
    usedAt: r.usedAt ? r.usedAt.getTime() : null,
    contractId: r.contractId,
    priceFen: r.priceFen,
  };
}
