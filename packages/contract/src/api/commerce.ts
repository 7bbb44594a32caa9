import { z } from 'zod';
import type { ValidationKey } from '../validation.ts';
import { PLATFORMS } from './accounts.ts';

/**
 * Commerce calls (issue 5, spec §2, §3, §4, §5, §8, §9): orders for packages, single templates, one generated
 * contract or a balance top-up; paying them with Alipay, WeChat Pay or the balance; the balance and its history.
 * Paths are under /api; all but the provider notifications need login. Money is integer fen, currency CNY.
 * Times are epoch milliseconds.
 */
const k = (key: ValidationKey) => ({ message: key });

export const ORDER_KINDS = ['package', 'template', 'contract', 'topup'] as const;
export type OrderKind = (typeof ORDER_KINDS)[number];
/**
 * created → paying → paid | failed (retry: paying again) | closed after ORDER_TIMEOUT_MINUTES; paid → refunded when
 * staff refund it in full (what it delivered is taken back; the money goes back the way it came).
 */
export const ORDER_STATUSES = ['created', 'paying', 'paid', 'failed', 'closed', 'refunded'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];
export const PAY_METHODS = ['alipay', 'wechat', 'balance'] as const;
export type PayMethod = (typeof PAY_METHODS)[number];
export const PROVIDER_CHANNELS = ['alipay', 'wechat'] as const;
export const CURRENCIES = ['CNY', 'USD'] as const;

/** Yuan as typed in the top-up form: a positive number with at most two decimals. */
export const YUAN_PATTERN = /^(?:0|[1-9]\d{0,8})(?:\.\d{1,2})?$/;

/** "12.5" → 1250 without floating point. */
export function yuanToFen(text: string): number {
  const [whole, frac = ''] = text.split('.');
  return Number(whole) * 100 + Number(frac.padEnd(2, '0'));
}

/** A top-up amount (spec §5 messages): required, a valid number of yuan above zero. */
const yuanField = z
  .string(k('topupAmountRequired'))
  .trim()
  .min(1, k('topupAmountRequired'))
  .regex(YUAN_PATTERN, k('topupAmountInvalid'))
  .refine((v) => yuanToFen(v) > 0, k('topupAmountInvalid'));

const attribution = { agentId: z.string().trim().max(64).optional(), activityId: z.string().trim().max(64).optional() };
const platform = z.enum(PLATFORMS).default('pc');
const pageNo = z.coerce.number().int().min(1).default(1);
const pageSize = z.coerce.number().int().min(1).max(50).default(10);

/** POST /orders — an order for one item; the price is always the catalogue's (or the contract's), never the client's. */
export const createOrderBody = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('package'), packageId: z.string().trim().min(1).max(64), platform, ...attribution }),
  z.object({ kind: z.literal('template'), templateId: z.string().trim().min(1).max(64), platform, ...attribution }),
  z.object({ kind: z.literal('contract'), contractId: z.coerce.number().int().positive(), platform, ...attribution }),
  z.object({ kind: z.literal('topup'), amount: yuanField, platform, ...attribution }),
]);
export type CreateOrderBody = z.infer<typeof createOrderBody>;

export const orderNoParams = z.object({ no: z.string().regex(/^[0-9A-Za-z_-]{6,32}$/) });

/** POST /orders/{no}/pay — `platform` mobile (or a phone's browser) pays in the mobile browser (h5), else by QR code. */
export const payOrderBody = z.object({
  method: z.enum(PAY_METHODS, k('topupMethodRequired')),
  platform,
  /** Where the browser comes back after a mobile payment: a path of this site. */
  returnPath: z.string().max(512).regex(/^\/[^/\\]/).optional(),
});

export const paymentView = z.object({
  method: z.enum(PROVIDER_CHANNELS),
  scene: z.enum(['qr', 'h5']),
  /** Text of the QR code to show (desktop). */
  qrText: z.string().nullable(),
  /** Page to open (mobile browser). */
  redirectUrl: z.string().nullable(),
  expiresAt: z.number(),
});

/** pending: the provider has not confirmed the money back yet; failed: refused by the provider, settled by staff. */
export const REFUND_STATUSES = ['pending', 'succeeded', 'failed'] as const;
export const refundView = z.object({
  status: z.enum(REFUND_STATUSES),
  amountFen: z.number().int(),
  /** Where the money goes back: the provider that took it, or the balance. */
  method: z.enum(PAY_METHODS),
  requestedAt: z.number(),
  succeededAt: z.number().nullable(),
});
export type RefundView = z.infer<typeof refundView>;

export const orderView = z.object({
  orderNo: z.string(),
  kind: z.enum(ORDER_KINDS),
  itemRef: z.string(),
  productNameCn: z.string(),
  productNameEn: z.string(),
  amountFen: z.number().int(),
  currency: z.enum(CURRENCIES),
  status: z.enum(ORDER_STATUSES),
  method: z.enum(PAY_METHODS).nullable(),
  createdAt: z.number(),
  closesAt: z.number(),
  paidAt: z.number().nullable(),
  /** The open provider payment while the order is paying. */
  payment: paymentView.nullable(),
  invoiced: z.boolean(),
  /** The refund of a refunded order; absent or null otherwise. */
  refund: refundView.nullable().optional(),
});
export type OrderView = z.infer<typeof orderView>;

/** GET /orders — payment history, newest first. */
export const ordersQuery = z.object({ status: z.enum(ORDER_STATUSES).optional(), kind: z.enum(ORDER_KINDS).optional(), pageNo, pageSize });
export const ordersAnswer = z.object({ list: z.array(orderView), total: z.number() });

/** PUT /productpkgs/subscribe (spec §7) — an order for an annual package. */
export const subscribeQuery = z.object({ id: z.string().trim().min(1).max(64), platform, ...attribution });
/** PUT /productpkgs/ordersubmit (spec §7) — pay a package order. */
export const orderSubmitQuery = z.object({ orderNo: orderNoParams.shape.no, method: payOrderBody.shape.method, platform });

/** GET /balance */
export const balanceAnswer = z.object({ balanceFen: z.number().int(), currency: z.literal('CNY') });
/** GET /balance/ledger — every change of the balance, newest first. */
export const ledgerQuery = z.object({ pageNo, pageSize });
export const ledgerItem = z.object({
  id: z.number(),
  deltaFen: z.number().int(),
  balanceAfterFen: z.number().int(),
  /** 'refund': money given back to the balance (an order paid from it) or taken out of it (a refunded top-up). */
  reason: z.enum(['topup', 'purchase', 'refund']),
  orderNo: z.string(),
  productNameCn: z.string(),
  productNameEn: z.string(),
  createdAt: z.number(),
});
export const ledgerAnswer = z.object({ list: z.array(ledgerItem), total: z.number() });

/** POST /balance/topup — the top-up form (spec §5): amount in yuan and a provider method, answered with the payment. */
export const topupBody = z.object({
  amount: yuanField,
  method: z.enum(PROVIDER_CHANNELS, k('topupMethodRequired')),
  platform,
  returnPath: payOrderBody.shape.returnPath,
  ...attribution,
});

export const notifyParams = z.object({ channel: z.enum(PROVIDER_CHANNELS) });
