import type { CreateOrderBody, OrderView, PayItem } from './types.ts';

/** Fen as the yuan text the order calls take ("12.5" style, at most two decimals). */
export function fenToYuanText(fen: number): string {
  const whole = Math.floor(fen / 100);
  const rest = fen % 100;
  return rest === 0 ? String(whole) : `${whole}.${String(rest).padStart(2, '0')}`;
}

/**
 * The POST /orders body for an item. An existing order that has closed is bought again as a new order for the
 * same thing (the same package, template, contract or top-up amount): the server prices it afresh.
 */
export function orderBodyOf(item: PayItem, previous: OrderView | null, platform: 'pc' | 'mobile'): CreateOrderBody {
  if (item.kind === 'package') return { kind: 'package', packageId: item.packageId, platform };
  if (item.kind === 'template') return { kind: 'template', templateId: item.templateId, platform };
  if (item.kind === 'contract') return { kind: 'contract', contractId: item.contractId, platform };
  if (!previous) throw new Error('an existing order is read before it is bought again');
  switch (previous.kind) {
    case 'package':
      return { kind: 'package', packageId: previous.itemRef, platform };
    case 'template':
      return { kind: 'template', templateId: previous.itemRef, platform };
    case 'contract':
      return { kind: 'contract', contractId: Number(previous.itemRef), platform };
    case 'topup':
      return { kind: 'topup', amount: fenToYuanText(previous.amountFen), platform };
  }
}
