import type { Lang } from '@lexbridge/contract/constants';
import { routePath } from '@lexbridge/contract/routes';
import type { OrderKind, OrderView } from './types.ts';

/**
 * The mobile result pages payResult/{orderNo}/{type}/{id?} and payResultShow/...: `type` is the order's kind
 * (package, template, contract, topup) and `id` what it bought (package id, template id, contract id; none for a
 * top-up), so the result can lead back to the item without another call.
 */
export function resultParams(order: Pick<OrderView, 'orderNo' | 'kind' | 'itemRef'>) {
  return { orderNo: order.orderNo, type: order.kind, id: order.kind === 'topup' ? undefined : order.itemRef };
}

/** Where the wallet sends a phone back: the payment loading page of the order. */
export function mobileReturnPath(lang: Lang, order: Pick<OrderView, 'orderNo' | 'kind' | 'itemRef'>): string {
  return routePath('mobile', lang, 'payResult', resultParams(order));
}

/** The mobile page of what an order bought (the top-up page for a top-up), as a route name and its parameters. */
export function mobileItemRoute(kind: OrderKind | string, id: string | undefined): { name: string; params?: Record<string, string> } {
  if (kind === 'package' && id) return { name: 'production', params: { id } };
  if (kind === 'template' && id) return { name: 'template', params: { templateId: id } };
  if (kind === 'contract' && id) return { name: 'myContractView', params: { id } };
  if (kind === 'topup') return { name: 'recharge' };
  return { name: 'paymentRecords' };
}
