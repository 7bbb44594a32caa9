import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { infoForm, requestBody, requiredInfoFields, type FapiaoIssuerType, type FapiaoType, type InfoBody, type InfoView, type RequestBody } from '@lexbridge/contract/api/fapiao';
import type { FormLike } from '../account/form/formLike.ts';
import { schemaRules } from '../account/form/schemaRules.ts';

/**
 * The fapiao forms' rules, taken from the contract: the information set is held to the fields its fapiao type
 * requires (Individual the title; Enterprise general VAT title and taxpayer id; Special VAT every field) and the
 * request to its address and notes rules, with the messages the server answers with.
 */
const text = (v: unknown) => (typeof v === 'string' ? v : '');

export const INFO_FORM_FIELDS = ['issuerType', 'fapiaoType', 'title', 'taxpayerId', 'bankName', 'bankAccount', 'regAddress', 'regTelephone', 'isDefault'] as const;
export const REQUEST_FORM_FIELDS = ['infoId', 'receiverAddress', 'receiverName', 'receiverMobile', 'receiverEmail', 'notes'] as const;

/**
 * The request's mailing address fields in the order the forms show them: how many characters each takes, what the
 * browser may fill in, and the keyboard a phone offers.
 */
export const ADDRESS_FIELDS = [
  { name: 'receiverAddress', max: 200, autoComplete: 'street-address', required: true, keyboard: 'text', wide: true },
  { name: 'receiverName', max: 50, autoComplete: 'name', required: true, keyboard: 'text', wide: false },
  { name: 'receiverMobile', max: 20, autoComplete: 'tel', required: true, keyboard: 'tel', wide: false },
  { name: 'receiverEmail', max: 100, autoComplete: 'email', required: false, keyboard: 'email', wide: false },
] as const;

/** The fields only a company's fapiao prints, with how many characters each input takes. */
export const COMPANY_FIELDS = [
  { name: 'taxpayerId', max: 20 },
  { name: 'bankName', max: 100 },
  { name: 'bankAccount', max: 40 },
  { name: 'regAddress', max: 200 },
  { name: 'regTelephone', max: 30 },
] as const;

const EMPTY_INFO = { issuerType: 'enterprise', fapiaoType: 'general_vat', title: '', taxpayerId: '', bankName: '', bankAccount: '', regAddress: '', regTelephone: '', isDefault: false };

/** What the information-set form starts with: the set being edited (its empty fields blank), or a new enterprise general VAT set. */
export function infoFormValues(editing: InfoView | null): Record<string, unknown> {
  return editing ? { ...EMPTY_INFO, ...Object.fromEntries(Object.entries(editing).map(([k, v]) => [k, v ?? ''])) } : EMPTY_INFO;
}

/** The issuer and fapiao type being filled in (a new form's until it has values): who it is for and which fields it requires. */
export function infoKind(issuer: unknown, type: unknown) {
  const issuerType = (issuer ?? 'enterprise') as FapiaoIssuerType;
  const fapiaoType = (type ?? 'general_vat') as FapiaoType;
  return { person: issuerType === 'individual', required: requiredMarks(issuerType, fapiaoType) };
}

/** The form's values as the call sends them. */
export function infoInput(v: Record<string, unknown>): InfoBody {
  const issuerType = (v.issuerType ?? 'enterprise') as FapiaoIssuerType;
  const person = issuerType === 'individual';
  // A person's fapiao prints no taxpayer number or bank details: what the form hides is not sent.
  const company = (f: string) => (person ? null : text(v[f]).trim() || null);
  return {
    title: text(v.title).trim(),
    issuerType,
    fapiaoType: (v.fapiaoType ?? 'general_vat') as FapiaoType,
    taxpayerId: company('taxpayerId'),
    bankName: company('bankName'),
    bankAccount: company('bankAccount'),
    regAddress: company('regAddress'),
    regTelephone: company('regTelephone'),
    isDefault: v.isDefault === true,
  };
}

export function requestInput(v: Record<string, unknown>, orderNos: string[]): RequestBody {
  const email = text(v.receiverEmail).trim();
  const notes = text(v.notes).trim();
  return {
    orderNos,
    infoId: v.infoId as number,
    receiverName: text(v.receiverName),
    receiverMobile: text(v.receiverMobile),
    receiverAddress: text(v.receiverAddress),
    receiverEmail: email || null,
    notes: notes || null,
  };
}

/** Which fields show the required mark for the type being filled in. */
export function requiredMarks(issuerType: FapiaoIssuerType, fapiaoType: FapiaoType): Set<string> {
  return new Set(requiredInfoFields(issuerType, fapiaoType));
}

export function useInfoRules(form: FormLike) {
  const { t } = useTranslation('validation');
  return useMemo(() => schemaRules(infoForm, () => infoInput(form.getFieldsValue(true)), t), [form, t]);
}

export function useRequestRules(form: FormLike, orderNos: string[]) {
  const { t } = useTranslation('validation');
  const key = orderNos.join(',');
  // orderNos is compared by value: a new array with the same orders keeps the rules.
  return useMemo(() => schemaRules(requestBody, () => requestInput(form.getFieldsValue(true), orderNos), t), [form, t, key]);
}
