/** `npm run ops -- fapiao ...`: staff handling of fapiao requests (list, show, take, reject, mail). */
import { OpsFailure, opsCall } from './client.ts';
import { chinaTime, fields, table, yuan } from './format.ts';

export const FAPIAO_STATUS: Record<number, string> = { 1: 'Request Received', 2: 'Cancelled', 3: 'In Process', 4: 'Rejected', 5: 'Mailed' };
const TYPE: Record<string, string> = { general_vat: 'General VAT', special_vat: 'Special VAT', org_general_vat: 'Organisation general VAT' };
const ISSUER: Record<string, string> = { enterprise: 'Enterprise', individual: 'Individual' };

interface User {
  id: number;
  phone: string | null;
  name: string | null;
  email: string | null;
}
interface RequestItem {
  requestNo: string;
  user: User;
  status: number;
  title: string;
  issuerType: string;
  fapiaoType: string;
  totalFen: number;
  orderCount: number;
  createdAt: number;
  updatedAt: number;
}
interface RequestDetail extends RequestItem {
  taxpayerId: string | null;
  bankName: string | null;
  bankAccount: string | null;
  regAddress: string | null;
  regTelephone: string | null;
  receiverName: string;
  receiverMobile: string;
  receiverAddress: string;
  receiverEmail: string | null;
  notes: string | null;
  rejectReason: string | null;
  logisticsCompany: string | null;
  trackingNo: string | null;
  orders: { orderNo: string; productNameCn: string; productNameEn: string; amountFen: number; paidAt: number | null }[];
}

export const userLabel = (u: User) => [`#${u.id}`, u.phone ?? u.email, u.name].filter(Boolean).join(' ');
const statusLabel = (s: number) => `${s} ${FAPIAO_STATUS[s] ?? '?'}`;

export interface FapiaoArgs {
  status?: string;
  limit?: string;
  reason?: string;
  company?: string;
  tracking?: string;
}

const path = (no: string) => `/fapiao/${encodeURIComponent(no)}`;

function need(value: string | undefined, what: string, usage: string): string {
  if (!value?.trim()) throw new OpsFailure(`${what} is required: ${usage}`, 2);
  return value.trim();
}

export async function fapiaoCommand(sub: string | undefined, no: string | undefined, a: FapiaoArgs): Promise<string> {
  switch (sub) {
    case 'list': {
      const status = a.status === undefined ? undefined : Number(a.status);
      if (status !== undefined && !(Number.isInteger(status) && status >= 1 && status <= 5)) throw new OpsFailure('--status is one of 1..5 (1 Request Received, 2 Cancelled, 3 In Process, 4 Rejected, 5 Mailed)', 2);
      const q = new URLSearchParams();
      if (status !== undefined) q.set('status', String(status));
      if (a.limit) q.set('limit', a.limit);
      const { list } = await opsCall<{ list: RequestItem[] }>('GET', `/fapiao${q.size ? `?${q}` : ''}`);
      if (!list.length) return status ? `no fapiao requests with status ${statusLabel(status)}` : 'no fapiao requests';
      const rows = list.map((r) => [r.requestNo, userLabel(r.user), r.title, TYPE[r.fapiaoType] ?? r.fapiaoType, yuan(r.totalFen), String(r.orderCount), statusLabel(r.status), chinaTime(r.createdAt)]);
      return `${table(['REQUEST NO', 'USER', 'TITLE', 'TYPE', 'AMOUNT', 'ORDERS', 'STATUS', 'REQUESTED AT'], rows)}\n${list.length} request(s)`;
    }
    case 'show':
      return showRequest(await opsCall<RequestDetail>('GET', path(need(no, 'the request number', 'fapiao show <no>'))));
    case 'take':
      return moved(await opsCall<RequestDetail>('POST', `${path(need(no, 'the request number', 'fapiao take <no>'))}/take`));
    case 'reject': {
      const requestNo = need(no, 'the request number', 'fapiao reject <no> --reason "..."');
      const reason = need(a.reason, '--reason', 'fapiao reject <no> --reason "..."');
      return moved(await opsCall<RequestDetail>('POST', `${path(requestNo)}/reject`, { reason }));
    }
    case 'mail': {
      const usage = 'fapiao mail <no> --company "SF Express" --tracking SF123';
      const requestNo = need(no, 'the request number', usage);
      const body = { logisticsCompany: need(a.company, '--company', usage), trackingNo: need(a.tracking, '--tracking', usage) };
      return moved(await opsCall<RequestDetail>('POST', `${path(requestNo)}/mail`, body));
    }
    default:
      throw new OpsFailure(sub ? `unknown fapiao command: ${sub}` : 'fapiao needs a command: list, show, take, reject, mail', 2);
  }
}

function moved(r: RequestDetail): string {
  return `fapiao request ${r.requestNo} is now ${statusLabel(r.status)}; the applicant has a letter in Mails and Bulletin\n\n${showRequest(r)}`;
}

function showRequest(r: RequestDetail): string {
  const head = fields([
    ['Request no', r.requestNo],
    ['Status', statusLabel(r.status)],
    ['User', userLabel(r.user)],
    ['Requested at', chinaTime(r.createdAt)],
    ['Updated at', chinaTime(r.updatedAt)],
    ['Title', r.title],
    ['Issuer', ISSUER[r.issuerType] ?? r.issuerType],
    ['Fapiao type', TYPE[r.fapiaoType] ?? r.fapiaoType],
    ['Taxpayer id', r.taxpayerId],
    ['Bank', [r.bankName, r.bankAccount].filter(Boolean).join(' ')],
    ['Registered address', r.regAddress],
    ['Registered telephone', r.regTelephone],
    ['Amount', `${yuan(r.totalFen)} (${r.orderCount} order(s))`],
    ['Mail to', `${r.receiverName}, ${r.receiverMobile}, ${r.receiverAddress}`],
    ['E-mail', r.receiverEmail],
    ['Notes', r.notes],
    ['Reject reason', r.rejectReason],
    ['Logistics', [r.logisticsCompany, r.trackingNo].filter(Boolean).join(' ')],
  ]);
  const orders = table(['ORDER NO', 'PRODUCT', 'AMOUNT', 'PAID AT'], r.orders.map((o) => [o.orderNo, o.productNameEn, yuan(o.amountFen), chinaTime(o.paidAt)]));
  return `${head}\n\n${orders}`;
}
