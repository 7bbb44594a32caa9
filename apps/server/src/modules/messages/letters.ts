import { formatFen } from '@lexbridge/contract';
import cn from './locales/cn/letters.json' with { type: 'json' };
import en from './locales/en/letters.json' with { type: 'json' };
import type { NewMessage } from './messages.repository.ts';

/**
 * The letters commerce and fapiao events post to Mails and Bulletin, in both languages. Each is posted in the
 * transaction of the change it reports, so it exists exactly when the change does: once.
 */
type Key = keyof typeof cn;
type Texts = Record<Key, string>;
type Params = Record<string, string | number>;
const fill = (s: string, params: Params) => s.replace(/\{(\w+)\}/g, (_, k) => String(params[k] ?? ''));

function letter(title: Key, body: (t: Texts, lang: 'cn' | 'en') => string): NewMessage {
  return { titleCn: cn[title], titleEn: en[title], bodyCn: body(cn, 'cn'), bodyEn: body(en, 'en') };
}

export type Channel = 'alipay' | 'wechat' | 'balance';

export interface OrderFacts {
  orderNo: string;
  kind: 'package' | 'template' | 'contract' | 'topup';
  productNameCn: string;
  productNameEn: string;
  amountFen: number;
}

const product = (o: OrderFacts, lang: 'cn' | 'en') => (lang === 'cn' ? o.productNameCn : o.productNameEn);
const amount = (fen: number) => formatFen(fen);
const paidBy = (t: Texts, channel: Channel) => t[`paidBy.${channel}` as Key];

/** An order paid: a purchase (product and amount) or a top-up of the balance. */
export function orderPaidLetter(o: OrderFacts, channel: Channel): NewMessage {
  if (o.kind === 'topup') return letter('topup.title', (t) => fill(t['topup.body'], { orderNo: o.orderNo, amount: amount(o.amountFen), paidBy: paidBy(t, channel) }));
  return letter('paid.title', (t, lang) => fill(t['paid.body'], { orderNo: o.orderNo, product: product(o, lang), amount: amount(o.amountFen), paidBy: paidBy(t, channel) }));
}

/** An order refunded: where the money goes and what went with it. */
export function refundLetter(o: OrderFacts, channel: Channel, took: { subscription?: boolean; template?: boolean; contract?: boolean }): NewMessage {
  return letter('refund.title', (t, lang) => {
    const params = { orderNo: o.orderNo, product: product(o, lang), amount: amount(o.amountFen), method: channel === 'balance' ? '' : t[`method.${channel}` as Key] };
    const lines = [fill(o.kind === 'topup' ? t['refund.bodyTopup'] : channel === 'balance' ? t['refund.bodyBalance'] : t['refund.bodyProvider'], params)];
    if (took.subscription) lines.push(t['refund.takenBack.package']);
    if (took.template) lines.push(t['refund.takenBack.template']);
    if (took.contract) lines.push(t['refund.takenBack.contract']);
    return lines.join(lang === 'cn' ? '' : ' ');
  });
}

export interface FapiaoFacts {
  requestNo: string;
  title: string;
  totalFen: number;
}

/** A fapiao request taken in hand (3), rejected with the reason (4), or mailed with the logistics company and number (5). */
export function fapiaoLetter(r: FapiaoFacts, move: { to: 3 } | { to: 4; reason: string } | { to: 5; logisticsCompany: string; trackingNo: string }): NewMessage {
  const base = { requestNo: r.requestNo, title: r.title, amount: amount(r.totalFen) };
  switch (move.to) {
    case 3:
      return letter('fapiao.processing.title', (t) => fill(t['fapiao.processing.body'], base));
    case 4:
      return letter('fapiao.rejected.title', (t) => fill(t['fapiao.rejected.body'], { ...base, reason: move.reason }));
    case 5:
      return letter('fapiao.mailed.title', (t) => fill(t['fapiao.mailed.body'], { ...base, company: move.logisticsCompany, trackingNo: move.trackingNo }));
  }
}
