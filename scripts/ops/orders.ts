/** `npm run ops -- order show <no>` and `npm run ops -- refund <no> --reason "..."`. */
import { OpsFailure, opsCall } from './client.ts';
import { FAPIAO_STATUS, userLabel } from './fapiao.ts';
import { chinaTime, fields, table, yuan } from './format.ts';

interface OrderDetail {
  orderNo: string;
  user: { id: number; phone: string | null; name: string | null; email: string | null };
  kind: string;
  itemRef: string;
  productNameCn: string;
  productNameEn: string;
  amountFen: number;
  status: string;
  channel: string | null;
  providerTradeNo: string | null;
  createdAt: number;
  paidAt: number | null;
  refundedAt: number | null;
  fapiao: { requestNo: string; status: number } | null;
  attempts: { outTradeNo: string; channel: string; scene: string; status: string; providerTradeNo: string | null; createdAt: number }[];
  fulfilment: { subscriptionId: number | null; templatePurchaseId: number | null; contractId: number | null; createdAt: number } | null;
  refund: {
    refundNo: string;
    status: string;
    channel: string;
    outTradeNo: string | null;
    amountFen: number;
    reason: string;
    providerRefundNo: string | null;
    takenBack: Record<string, unknown>;
    tries: number;
    lastError: string | null;
    createdAt: number;
    succeededAt: number | null;
  } | null;
}

const METHOD: Record<string, string> = { alipay: 'Alipay', wechat: 'WeChat Pay', balance: 'Balance' };
const path = (no: string) => `/orders/${encodeURIComponent(no)}`;

function needNo(no: string | undefined, usage: string): string {
  if (!no?.trim()) throw new OpsFailure(`the order number is required: ${usage}`, 2);
  return no.trim();
}

export async function orderCommand(sub: string | undefined, no: string | undefined): Promise<string> {
  if (sub !== 'show') throw new OpsFailure(sub ? `unknown order command: ${sub}` : 'order needs a command: show', 2);
  return showOrder(await opsCall<OrderDetail>('GET', path(needNo(no, 'order show <orderNo>'))));
}

export async function refundCommand(no: string | undefined, reason: string | undefined): Promise<string> {
  const usage = 'refund <orderNo> --reason "..."';
  const orderNo = needNo(no, usage);
  if (!reason?.trim()) throw new OpsFailure(`--reason is required: ${usage}`, 2);
  const o = await opsCall<OrderDetail>('POST', `${path(orderNo)}/refund`, { reason: reason.trim() });
  const r = o.refund!;
  const where = r.channel === 'balance' ? 'to the balance' : `through ${METHOD[r.channel] ?? r.channel}`;
  const state =
    r.status === 'succeeded'
      ? `the money is back ${where}`
      : r.status === 'pending'
        ? `the money goes back ${where}; not confirmed yet, the server keeps asking (${r.lastError ?? 'in process'})`
        : `the provider refused: ${r.lastError ?? ''} — settle it in the merchant platform`;
  return `order ${o.orderNo} refunded (${yuan(r.amountFen)}, refund ${r.refundNo}): ${state}\n\n${showOrder(o)}`;
}

function describeTakenBack(t: Record<string, unknown>): string {
  const parts: string[] = [];
  if (t.subscriptionId !== undefined) parts.push(`subscription #${t.subscriptionId} ends ${chinaTime(Date.parse(String(t.expiresAtAfter)))} (was ${chinaTime(Date.parse(String(t.expiresAtBefore)))})`);
  if (t.templatePurchaseId !== undefined) parts.push(`template ${t.templateId} removed${t.purchaseUsedAt ? ` (it had been used for a contract on ${chinaTime(Date.parse(String(t.purchaseUsedAt)))})` : ''}`);
  if (t.contractId !== undefined) parts.push(t.relocked ? `contract #${t.contractId} unpaid again` : `contract #${t.contractId} left as it was (paid otherwise)`);
  if (typeof t.balanceDeltaFen === 'number') parts.push(`balance ${t.balanceDeltaFen > 0 ? '+' : ''}${yuan(t.balanceDeltaFen)} → ${yuan(Number(t.balanceAfterFen))}`);
  return parts.join('; ') || 'nothing';
}

function showOrder(o: OrderDetail): string {
  const f = o.fulfilment;
  const delivered = f ? [f.subscriptionId && `subscription #${f.subscriptionId}`, f.templatePurchaseId && `template purchase #${f.templatePurchaseId}`, f.contractId && `contract #${f.contractId}`].filter(Boolean).join(', ') || `${o.kind}` : null;
  const head = fields([
    ['Order no', o.orderNo],
    ['User', userLabel(o.user)],
    ['Product', o.productNameEn === o.productNameCn ? o.productNameEn : `${o.productNameEn} / ${o.productNameCn}`],
    ['Kind', `${o.kind} (${o.itemRef})`],
    ['Amount', yuan(o.amountFen)],
    ['Status', o.status],
    ['Paid with', o.channel ? (METHOD[o.channel] ?? o.channel) : null],
    ['Provider trade', o.providerTradeNo],
    ['Created at', chinaTime(o.createdAt)],
    ['Paid at', chinaTime(o.paidAt)],
    ['Refunded at', chinaTime(o.refundedAt)],
    ['Delivered', delivered],
    ['Fapiao', o.fapiao ? `${o.fapiao.requestNo} (${o.fapiao.status} ${FAPIAO_STATUS[o.fapiao.status] ?? ''})` : null],
  ]);
  const parts = [head];
  if (o.attempts.length) {
    parts.push(table(['TRADE NO', 'METHOD', 'SCENE', 'STATUS', 'PROVIDER TRADE', 'OPENED AT'], o.attempts.map((a) => [a.outTradeNo, METHOD[a.channel] ?? a.channel, a.scene, a.status, a.providerTradeNo ?? '-', chinaTime(a.createdAt)])));
  }
  const r = o.refund;
  if (r) {
    parts.push(
      fields([
        ['Refund no', r.refundNo],
        ['Refund status', r.status],
        ['Refunded to', r.channel === 'balance' ? 'Balance' : `${METHOD[r.channel] ?? r.channel} (trade ${r.outTradeNo})`],
        ['Refund amount', yuan(r.amountFen)],
        ['Reason', r.reason],
        ['Taken back', describeTakenBack(r.takenBack)],
        ['Provider refund', r.providerRefundNo],
        ['Tries', r.tries],
        ['Last error', r.lastError],
        ['Requested at', chinaTime(r.createdAt)],
        ['Confirmed at', chinaTime(r.succeededAt)],
      ]),
    );
  }
  return parts.join('\n\n');
}
