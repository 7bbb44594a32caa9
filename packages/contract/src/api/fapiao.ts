import { z } from 'zod';
import type { ValidationKey } from '../validation.ts';

/**
 * Fapiao calls (issue 5, spec §3, §4, §5, §9): saved information sets (at most 3, one default), the orders that can
 * still be invoiced, and requests (paper fapiao by mail) with their statuses. Paths are under /api and need login.
 * Money is integer fen; times are epoch milliseconds.
 */
const k = (key: ValidationKey) => ({ message: key });

export const FAPIAO_MAX_INFOS = 3;
/** Notes: at most 25 Chinese characters or 50 letters/digits — a character outside ASCII weighs two. */
export const FAPIAO_NOTES_MAX_WEIGHT = 50;
export const FAPIAO_ISSUER_TYPES = ['enterprise', 'individual'] as const;
export type FapiaoIssuerType = (typeof FAPIAO_ISSUER_TYPES)[number];
/** General VAT, Special VAT, organisation/non-profit general VAT. */
export const FAPIAO_TYPES = ['general_vat', 'special_vat', 'org_general_vat'] as const;
export type FapiaoType = (typeof FAPIAO_TYPES)[number];
/** 1 Request Received, 2 Cancelled, 3 In Process, 4 Rejected, 5 Mailed. */
export const FAPIAO_STATUSES = [1, 2, 3, 4, 5] as const;
export type FapiaoStatus = (typeof FAPIAO_STATUSES)[number];

export function notesWeight(text: string): number {
  let w = 0;
  for (const ch of text) w += ch.charCodeAt(0) < 128 ? 1 : 2;
  return w;
}

export const INFO_FIELDS = ['title', 'taxpayerId', 'bankName', 'bankAccount', 'regAddress', 'regTelephone'] as const;
export type InfoField = (typeof INFO_FIELDS)[number];

/** The fields a fapiao type needs (spec §5): Individual the title; Enterprise general VAT title and taxpayer id; Special VAT all. */
export function requiredInfoFields(issuerType: FapiaoIssuerType, fapiaoType: FapiaoType): readonly InfoField[] {
  if (fapiaoType === 'special_vat') return INFO_FIELDS;
  if (issuerType === 'individual') return ['title'];
  return ['title', 'taxpayerId'];
}

/** The message of each field a fapiao type requires, shown by the server's refusal and by the forms alike. */
export const INFO_REQUIRED_KEYS: Record<InfoField, ValidationKey> = {
  title: 'fapiaoTitleRequired',
  taxpayerId: 'fapiaoTaxpayerIdRequired',
  bankName: 'fapiaoBankNameRequired',
  bankAccount: 'fapiaoBankAccountRequired',
  regAddress: 'fapiaoRegAddressRequired',
  regTelephone: 'fapiaoRegTelephoneRequired',
};

/** The required fields a set leaves empty (blank counts as empty). */
export function missingInfoFields(v: { issuerType: FapiaoIssuerType; fapiaoType: FapiaoType } & Partial<Record<InfoField, string | null | undefined>>): InfoField[] {
  return requiredInfoFields(v.issuerType, v.fapiaoType).filter((f) => !v[f]?.trim());
}

const opt = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .optional()
    .nullable()
    .transform((v) => (v ? v : null));

/** POST /fapiao/infos and PUT /fapiao/infos/{id} — one information set. Which fields are required is the server's rule. */
export const infoBody = z.object({
  title: z.string().trim().max(100).default(''),
  issuerType: z.enum(FAPIAO_ISSUER_TYPES),
  fapiaoType: z.enum(FAPIAO_TYPES),
  taxpayerId: opt(20),
  bankName: opt(100),
  bankAccount: opt(40),
  regAddress: opt(200),
  regTelephone: opt(30),
  isDefault: z.boolean().default(false),
});
export type InfoBody = z.infer<typeof infoBody>;

/**
 * The information-set form: the body with the fapiao type's rule applied per field, so a form refuses what the server
 * refuses (400202 with the same messages in `datas.fields`, 400206) before sending.
 */
export const infoForm = infoBody.superRefine((v, ctx) => {
  if (v.issuerType === 'individual' && v.fapiaoType === 'special_vat') ctx.addIssue({ code: 'custom', path: ['fapiaoType'], message: 'fapiaoSpecialIndividual' });
  for (const f of missingInfoFields(v)) ctx.addIssue({ code: 'custom', path: [f], message: INFO_REQUIRED_KEYS[f] });
});

export const idParams = z.object({ id: z.coerce.number().int().positive() });

export const infoView = z.object({
  id: z.number(),
  title: z.string(),
  issuerType: z.enum(FAPIAO_ISSUER_TYPES),
  fapiaoType: z.enum(FAPIAO_TYPES),
  taxpayerId: z.string().nullable(),
  bankName: z.string().nullable(),
  bankAccount: z.string().nullable(),
  regAddress: z.string().nullable(),
  regTelephone: z.string().nullable(),
  isDefault: z.boolean(),
  createdAt: z.number(),
});
export type InfoView = z.infer<typeof infoView>;
export const infosAnswer = z.object({ list: z.array(infoView), max: z.number() });

/** GET /fapiao/orders — paid Alipay/WeChat Pay orders (purchases and top-ups) not yet covered by a request. */
export const invoiceableOrder = z.object({
  orderNo: z.string(),
  kind: z.enum(['package', 'template', 'contract', 'topup']),
  productNameCn: z.string(),
  productNameEn: z.string(),
  amountFen: z.number().int(),
  method: z.enum(['alipay', 'wechat']),
  paidAt: z.number(),
});
export const invoiceableAnswer = z.object({ list: z.array(invoiceableOrder), count: z.number(), totalFen: z.number() });

/** POST /fapiao/requests — step two of the request: the orders of step one, an information set, a mailing address. */
export const requestBody = z.object({
  orderNos: z
    .array(z.string().regex(/^[0-9A-Za-z_-]{6,32}$/), k('fapiaoOrdersRequired'))
    .min(1, k('fapiaoOrdersRequired'))
    .max(200)
    .refine((v) => new Set(v).size === v.length, k('invalid')),
  infoId: z.number(k('fapiaoInfoRequired')).int().positive(k('fapiaoInfoRequired')),
  receiverName: z.string(k('fapiaoReceiverNameRequired')).trim().min(1, k('fapiaoReceiverNameRequired')).max(50),
  receiverMobile: z.string(k('phoneRequired')).trim().min(1, k('phoneRequired')).regex(/^\+?\d{5,20}$/, k('phoneInvalid')),
  receiverAddress: z.string(k('fapiaoReceiverAddressRequired')).trim().min(2, k('fapiaoReceiverAddressRequired')).max(200),
  receiverEmail: z.string().trim().max(100).email(k('emailInvalid')).optional().nullable(),
  notes: z
    .string()
    .trim()
    .refine((v) => notesWeight(v) <= FAPIAO_NOTES_MAX_WEIGHT, k('fapiaoNotesTooLong'))
    .optional()
    .nullable(),
});
export type RequestBody = z.infer<typeof requestBody>;

export const requestsQuery = z.object({
  status: z.coerce.number().int().min(1).max(5).optional(),
  pageNo: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(50).default(10),
});
export const requestNoParams = z.object({ no: z.string().regex(/^[0-9A-Za-z_-]{6,40}$/) });

export const requestItem = z.object({
  requestNo: z.string(),
  status: z.number().int(),
  totalFen: z.number().int(),
  orderCount: z.number().int(),
  title: z.string(),
  fapiaoType: z.enum(FAPIAO_TYPES),
  createdAt: z.number(),
  /** 4 Rejected: why ('view reason'). */
  rejectReason: z.string().nullable(),
  /** 5 Mailed: the logistics company and tracking number. */
  logisticsCompany: z.string().nullable(),
  trackingNo: z.string().nullable(),
});
export const requestsAnswer = z.object({ list: z.array(requestItem), total: z.number() });

export const requestDetail = requestItem.extend({
  issuerType: z.enum(FAPIAO_ISSUER_TYPES),
  /** Paper fapiao by mail: the only nature offered (spec §9). */
  nature: z.literal('paper'),
  taxpayerId: z.string().nullable(),
  bankName: z.string().nullable(),
  bankAccount: z.string().nullable(),
  regAddress: z.string().nullable(),
  regTelephone: z.string().nullable(),
  receiverName: z.string(),
  receiverMobile: z.string(),
  receiverAddress: z.string(),
  receiverEmail: z.string().nullable(),
  notes: z.string().nullable(),
  orders: z.array(z.object({ orderNo: z.string(), productNameCn: z.string(), productNameEn: z.string(), amountFen: z.number().int(), paidAt: z.number().nullable() })),
});
export type RequestDetail = z.infer<typeof requestDetail>;
