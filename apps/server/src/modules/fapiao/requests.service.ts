import type { fapiao } from '@lexbridge/contract';
import type { AppContext } from '../../context.ts';
import { AppError } from '../../errors.ts';
import { newOrderNo } from '../orders/order-no.ts';
import { checkInfoFields } from './info-rules.ts';
import { infoById } from './infos.repository.ts';
import { requestDetail, requestItem } from './fapiao.views.ts';
import {
  attachOrders,
  insertRequest,
  invoiceableOrders,
  listRequests,
  lockInvoiceable,
  lockRequest,
  ordersOfRequest,
  releaseOrders,
  requestByNo,
  setRequest,
} from './requests.repository.ts';

/** Step one of a request: the orders that can be invoiced, with their count and sum. */
export async function getInvoiceable(ctx: AppContext, userId: number) {
  const rows = await invoiceableOrders(ctx.db, userId);
  const list = rows.map((o) => ({
    orderNo: o.orderNo,
    kind: o.kind,
    productNameCn: o.productNameCn,
    productNameEn: o.productNameEn,
    amountFen: o.amountFen,
    method: o.channel as 'alipay' | 'wechat',
    paidAt: o.paidAt!.getTime(),
  }));
  return { list, count: list.length, totalFen: list.reduce((s, o) => s + o.amountFen, 0) };
}

/**
 * Step two: one transaction locks the chosen orders and refuses the request unless every one of them is still
 * invoiceable (paid through Alipay or WeChat Pay, not covered by another request), then records the request with a
 * copy of the information set and the address. Two requests naming the same order queue on its lock; the second
 * finds it taken and is refused, so no order is ever invoiced twice.
 */
export async function createRequest(ctx: AppContext, userId: number, body: fapiao.RequestBody) {
  const info = await infoById(ctx.db, userId, body.infoId);
  if (!info) throw new AppError('NOT_FOUND');
  checkInfoFields(info);
  const at = new Date(ctx.clock.now());
  const created = await ctx.db.transaction(async (tx) => {
    const locked = await lockInvoiceable(tx, userId, body.orderNos);
    if (locked.length !== body.orderNos.length) throw new AppError('FAPIAO_ORDER_NOT_INVOICEABLE');
    const request = await insertRequest(tx, {
      requestNo: `F${newOrderNo(at.getTime())}`,
      userId,
      status: 1,
      totalFen: locked.reduce((s, o) => s + o.amountFen, 0),
      orderCount: locked.length,
      title: info.title,
      issuerType: info.issuerType,
      fapiaoType: info.fapiaoType,
      taxpayerId: info.taxpayerId,
      bankName: info.bankName,
      bankAccount: info.bankAccount,
      regAddress: info.regAddress,
      regTelephone: info.regTelephone,
      receiverName: body.receiverName,
      receiverMobile: body.receiverMobile,
      receiverAddress: body.receiverAddress,
      receiverEmail: body.receiverEmail ?? null,
      notes: body.notes ? body.notes : null,
      createdAt: at,
      updatedAt: at,
    });
    // Under the locks every order is still free; a shortfall would mean the locks did not hold.
    if ((await attachOrders(tx, userId, request.id, locked)) !== locked.length) throw new AppError('FAPIAO_ORDER_NOT_INVOICEABLE');
    return request;
  });
  ctx.log.info({ event: 'fapiao.requested', requestNo: created.requestNo, orders: created.orderCount }, 'fapiao requested');
  return requestDetail(created, await ordersOfRequest(ctx.db, userId, created.id));
}

/** The applicant cancels while the request is still at 1 Request Received; its orders become invoiceable again. */
export async function cancelRequest(ctx: AppContext, userId: number, requestNo: string) {
  const at = new Date(ctx.clock.now());
  const row = await ctx.db.transaction(async (tx) => {
    const request = await lockRequest(tx, userId, requestNo);
    if (!request) throw new AppError('NOT_FOUND');
    if (request.status !== 1) throw new AppError('FAPIAO_NOT_CANCELLABLE');
    await releaseOrders(tx, userId, request.id);
    return setRequest(tx, request.id, { status: 2, updatedAt: at });
  });
  return requestDetail(row, await ordersOfRequest(ctx.db, userId, row.id));
}

export async function getRequests(ctx: AppContext, userId: number, q: { status?: number; pageNo: number; pageSize: number }) {
  const { list, total } = await listRequests(ctx.db, userId, q);
  return { list: list.map(requestItem), total };
}

export async function getRequest(ctx: AppContext, userId: number, requestNo: string) {
  const row = await requestByNo(ctx.db, userId, requestNo);
  if (!row) throw new AppError('NOT_FOUND');
  return requestDetail(row, await ordersOfRequest(ctx.db, userId, row.id));
}
