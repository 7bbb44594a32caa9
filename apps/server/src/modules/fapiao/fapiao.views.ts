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

export function requestDetail(r: RequestRow, orders: { orderNo: string; productNameCn: string; productNameEn: string; amountFen: number; paidAt: Date | null }[]): fapiao.RequestDetail {
  return {
    ...requestItem(r),
    issuerType: r.issuerType,
    nature: 'paper',
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
