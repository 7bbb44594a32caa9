import type { OpsRequestDetail } from '../dev/ops.schema.ts';
import { requestParticulars, type RequestOrderRow } from './fapiao.views.ts';
import type { RequestRow } from './requests.repository.ts';

export interface Requester {
  userId: number;
  countryCode: string | null;
  phone: string | null;
  name: string | null;
  email: string | null;
}

export const requesterView = (u: Requester) => ({ id: u.userId, phone: u.phone ? `+${u.countryCode ?? '86'} ${u.phone}` : null, name: u.name, email: u.email });

export function staffRequestItem(r: RequestRow, u: Requester) {
  return {
    requestNo: r.requestNo,
    user: requesterView(u),
    status: r.status,
    title: r.title,
    issuerType: r.issuerType,
    fapiaoType: r.fapiaoType,
    totalFen: r.totalFen,
    orderCount: r.orderCount,
    createdAt: r.createdAt.getTime(),
    updatedAt: r.updatedAt.getTime(),
  };
}

export function staffRequestDetail(r: RequestRow, u: Requester, orders: RequestOrderRow[]): OpsRequestDetail {
  return { ...staffRequestItem(r, u), ...requestParticulars(r, orders) };
}
