import type { OrderView } from '../types.ts';

/** An order as the API answers it, for the payment tests: a created package order unless `over` says otherwise. */
export const orderView = (over: Partial<OrderView> = {}): OrderView => ({
  orderNo: 'LB100',
  kind: 'package',
  itemRef: 'custom',
  productNameCn: '定制套餐',
  productNameEn: 'Customised Package',
  amountFen: 1888800,
  currency: 'CNY',
  status: 'created',
  method: null,
  createdAt: 1_700_000_000_000,
  closesAt: Date.now() + 1_800_000,
  paidAt: null,
  payment: null,
  invoiced: false,
  ...over,
});

/** A balance top-up order being paid. */
export const topupView = (over: Partial<OrderView> = {}): OrderView =>
  orderView({ kind: 'topup', itemRef: 'balance', productNameCn: '余额充值', productNameEn: 'Balance top-up', status: 'paying', ...over });
