/** Answer shapes of the commerce calls, from the contract's schemas (types only). */
export type { CreateOrderBody, OrderKind, OrderStatus, OrderView, PayMethod } from '@lexbridge/contract/api/commerce';
import type { OrderKind, OrderView } from '@lexbridge/contract/api/commerce';

/** Alipay or WeChat Pay: the methods a provider serves (the balance is the third method). */
export type ProviderMethod = 'alipay' | 'wechat';

/**
 * What a payment is for: one catalogue item bought now (its order is opened when the payer presses To pay / Pay
 * Now, so a glance at the dialog leaves no order behind), or an order that already exists (Payment History's Pay).
 * `name*` and `amountFen` are what the page already knows, shown until the server's order says otherwise.
 */
export type PayItem =
  | { kind: 'package'; packageId: string; nameCn: string; nameEn: string; amountFen: number }
  | { kind: 'template'; templateId: string; nameCn: string; nameEn: string; amountFen: number }
  | { kind: 'contract'; contractId: number; nameCn: string; nameEn: string; amountFen: number }
  | { kind: 'order'; orderNo: string };

/** Where a paid item is, to link on after payment: the package, the template or the contract (none for a top-up). */
export function itemRefOf(item: PayItem, order: OrderView | null): { kind: OrderKind; ref: string } | null {
  if (order) return { kind: order.kind, ref: order.itemRef };
  switch (item.kind) {
    case 'package':
      return { kind: 'package', ref: item.packageId };
    case 'template':
      return { kind: 'template', ref: item.templateId };
    case 'contract':
      return { kind: 'contract', ref: String(item.contractId) };
    default:
      return null;
  }
}
