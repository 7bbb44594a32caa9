import type { fapiao } from '@lexbridge/contract';
import type { InfoRow } from './infos.repository.ts';
import type { RequestRow } from './requests.repository.ts';

export function infoView(r: InfoRow): fapiao.InfoView {
  return {
    id: r.id,
    title: r.title,
    issuerType: r.issuerType,
    fapiaoType: r.fapiaoType,
    taxpayerId: r.taxpayerId,
    bankName: r.bankName,
    bankAccount: r.bankAccount,
    regAddress: r.regAddress,
    regTelephone: r.regTelephone,
    isDefault: r.isDefault,
    createdAt: r.createdAt.getTime(),
  };
}

export function requestItem(r: RequestRow) {
  return {
    requestNo: r.requestNo,
    status: r.status,
    totalFen: r.totalFen,
    orderCount: r.orderCount,
    title: r.title,
    fapiaoType: r.fapiaoType,
    createdAt: r.createdAt.getTime(),
    rejectReason: r.rejectReason,
    logisticsCompany: r.logisticsCompany,
    trackingNo: r.trackingNo,
  };
}

/** A request's order lines as the repository reads them (`ordersOfRequest`). */
export type RequestOrderRow = { orderNo: string; productNameCn: string; productNameEn: string; amountFen: number; paidAt: Date | null };

/**
 * What a request's details add to its list row, the same for its applicant and for staff: the information it was
 * requested with, where it goes, the notes, how it ended (rejection, logistics) and its orders.
 */
export function requestParticulars(r: RequestRow, orders: RequestOrderRow[]) {
  return {
    taxpayerId: r.taxpayerId,
    bankName: r.bankName,
    bankAccount: r.bankAccount,
    regAddress: r.regAddress,
    regTelephone: r.regTelephone,
    receiverName: r.receiverName,
    receiverMobile: r.receiverMobile,
    receiverAddress: r.receiverAddress,
    receiverEmail: r.receiverEmail,
    notes: r.notes,
    rejectReason: r.rejectReason,
    logisticsCompany: r.logisticsCompany,
    trackingNo: r.trackingNo,
    orders: orders.map((o) => ({ ...o, paidAt: o.paidAt ? o.paidAt.getTime() : null })),
  };
}

export function requestDetail(r: RequestRow, orders: RequestOrderRow[]): fapiao.RequestDetail {
  return { ...requestItem(r), issuerType: r.issuerType, nature: 'paper', ...requestParticulars(r, orders) };
}
