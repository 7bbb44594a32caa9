import { z } from 'zod';
import { commerce, fapiao } from '@lexbridge/contract';

/**
 * The ops API is reachable only from the server's own machine (scripts/ops.ts); it is not part of the public
 * contract the web app uses, so its schemas live here. What it shares with the public calls (request and order
 * numbers, a request's particulars) is taken from the contract.
 */
export const opsEloginBody = z
  .object({
    userId: z.coerce.number().int().positive().optional(),
    countryCode: z.string().regex(/^\d{1,4}$/).default('86'),
    phone: z.string().regex(/^\d{4,15}$/).optional(),
    email: z.string().email().optional(),
    lang: z.enum(['cn', 'en']).default('cn'),
  })
  .refine((b) => [b.userId, b.phone, b.email].filter((v) => v !== undefined).length === 1, { message: 'one of userId, phone, email' });
export type OpsEloginBody = z.infer<typeof opsEloginBody>;

export const opsEloginAnswer = z.object({ userId: z.number(), url: z.string(), expiresAt: z.number() });

/** Who a request or an order belongs to, as staff need to recognise them. */
export const opsUser = z.object({ id: z.number(), phone: z.string().nullable(), name: z.string().nullable(), email: z.string().nullable() });

export const opsRequestParams = fapiao.requestNoParams;
export const opsFapiaoQuery = z.object({
  status: z.coerce.number().int().min(1).max(5).optional(),
  limit: z.coerce.number().int().min(1).max(500).default(100),
});

export const opsRequestItem = z.object({
  requestNo: z.string(),
  user: opsUser,
  status: z.number().int(),
  title: z.string(),
  issuerType: z.string(),
  fapiaoType: z.string(),
  totalFen: z.number().int(),
  orderCount: z.number().int(),
  createdAt: z.number(),
  updatedAt: z.number(),
});
export const opsRequestsAnswer = z.object({ list: z.array(opsRequestItem) });
/** A request's list row with the particulars its applicant sees in its details (fapiao.views `requestParticulars`). */
export const opsRequestDetail = opsRequestItem.extend(
  fapiao.requestDetail.pick({
    taxpayerId: true,
    bankName: true,
    bankAccount: true,
    regAddress: true,
    regTelephone: true,
    receiverName: true,
    receiverMobile: true,
    receiverAddress: true,
    receiverEmail: true,
    notes: true,
    rejectReason: true,
    logisticsCompany: true,
    trackingNo: true,
    orders: true,
  }).shape,
);
export type OpsRequestDetail = z.infer<typeof opsRequestDetail>;

export const opsRejectBody = z.object({ reason: z.string().trim().min(1).max(200) });
export const opsMailBody = z.object({
  logisticsCompany: z.string().trim().min(1).max(50),
  trackingNo: z.string().trim().regex(/^[0-9A-Za-z-]{4,40}$/),
});

export const opsOrderParams = commerce.orderNoParams;
export const opsRefundBody = z.object({ reason: z.string().trim().min(1).max(200) });

export const opsRefund = z.object({
  refundNo: z.string(),
  status: z.enum(['pending', 'succeeded', 'failed']),
  channel: z.string(),
  outTradeNo: z.string().nullable(),
  amountFen: z.number().int(),
  reason: z.string(),
  providerRefundNo: z.string().nullable(),
  takenBack: z.record(z.string(), z.unknown()),
  tries: z.number().int(),
  lastError: z.string().nullable(),
  createdAt: z.number(),
  succeededAt: z.number().nullable(),
});

export const opsOrderDetail = z.object({
  orderNo: z.string(),
  user: opsUser,
  kind: z.string(),
  itemRef: z.string(),
  productNameCn: z.string(),
  productNameEn: z.string(),
  amountFen: z.number().int(),
  status: z.string(),
  channel: z.string().nullable(),
  providerTradeNo: z.string().nullable(),
  createdAt: z.number(),
  paidAt: z.number().nullable(),
  refundedAt: z.number().nullable(),
  /** The fapiao request that covers the order now (a cancelled or rejected one released it). */
  fapiao: z.object({ requestNo: z.string(), status: z.number().int() }).nullable(),
  attempts: z.array(z.object({ outTradeNo: z.string(), channel: z.string(), scene: z.string(), status: z.string(), providerTradeNo: z.string().nullable(), createdAt: z.number() })),
  fulfilment: z
    .object({ subscriptionId: z.number().nullable(), templatePurchaseId: z.number().nullable(), contractId: z.number().nullable(), createdAt: z.number() })
    .nullable(),
  refund: opsRefund.nullable(),
});
export type OpsOrderDetail = z.infer<typeof opsOrderDetail>;
