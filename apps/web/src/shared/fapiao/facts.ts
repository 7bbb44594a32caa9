import type { ReactNode } from 'react';
import type { RequestDetail } from '@lexbridge/contract/api/fapiao';
import type { Translate } from '../account/form/schemaRules.ts';
import { yuan } from '../catalogue/money.ts';
import { formatTime } from '../format.ts';
import type { InfoFields } from './types.ts';

/** One labelled fact of a details view; `mono` for numbers read character by character, `wide` for a long one. */
export interface Fact {
  key: string;
  label: string;
  value: ReactNode;
  mono?: boolean;
  wide?: boolean;
}

const OPTIONAL = ['taxpayerId', 'bankName', 'bankAccount', 'regAddress', 'regTelephone'] as const;

/** What an information set (or a request's copy of it) prints: title, issuer, type, and the company fields it has. */
export function infoFacts(info: InfoFields, t: Translate): Fact[] {
  return [
    { key: 'title', label: t('field.title'), value: info.title },
    { key: 'issuerType', label: t('field.issuerType'), value: t(`issuer.${info.issuerType}`) },
    { key: 'fapiaoType', label: t('field.fapiaoType'), value: t(`type.${info.fapiaoType}`) },
    ...OPTIONAL.filter((f) => info[f]).map((f) => ({ key: f, label: t(`field.${f}`), value: info[f] })),
  ];
}

/** The request itself: number, status (as the site shows it), total, time, nature, notes, and why it was rejected. */
export function requestFacts(r: RequestDetail, t: Translate, status: ReactNode): Fact[] {
  return [
    { key: 'no', label: t('list.requestNo'), value: r.requestNo, mono: true },
    { key: 'status', label: t('list.status'), value: status },
    { key: 'total', label: t('list.total'), value: yuan(r.totalFen) },
    { key: 'time', label: t('list.time'), value: formatTime(r.createdAt) },
    { key: 'nature', label: t('details.nature'), value: t('details.paper') },
    { key: 'notes', label: t('details.notes'), value: r.notes || '—' },
    ...(r.status === 4 && r.rejectReason ? [{ key: 'reason', label: t('details.rejectReason'), value: r.rejectReason, wide: true }] : []),
  ];
}

/** Where the paper fapiao goes, and once mailed, how. */
export function deliveryFacts(r: RequestDetail, t: Translate): Fact[] {
  return [
    { key: 'address', label: t('field.receiverAddress'), value: r.receiverAddress, wide: true },
    { key: 'name', label: t('field.receiverName'), value: r.receiverName },
    { key: 'mobile', label: t('field.receiverMobile'), value: r.receiverMobile },
    { key: 'email', label: t('field.receiverEmail'), value: r.receiverEmail || '—' },
    ...(r.logisticsCompany ? [{ key: 'company', label: t('mail.company'), value: r.logisticsCompany }] : []),
    ...(r.trackingNo ? [{ key: 'tracking', label: t('mail.tracking'), value: r.trackingNo, mono: true }] : []),
  ];
}
