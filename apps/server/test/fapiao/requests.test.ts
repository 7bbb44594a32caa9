import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from '@lexbridge/db';
import type { TestApp } from '../helpers/test-app.ts';
import { moveRequest } from '../../src/modules/fapiao/staff.service.ts';
import { call, callOk, listeningApp, member, orderAndPay, rows, walletPress } from '../commerce/harness.ts';

let t: TestApp;
beforeAll(async () => {
  t = await listeningApp();
});
afterAll(async () => t?.close());

const address = { receiverName: 'Li Si', receiverMobile: '13800138000', receiverAddress: '88 Nanjing West Road, Shanghai' };

/** A paid order through a provider's sandbox wallet. */
async function paid(token: string, body: Record<string, unknown>, method: 'alipay' | 'wechat' = 'alipay'): Promise<string> {
  const { orderNo, link } = await orderAndPay(t.app, token, body, method);
  await walletPress(link, 'confirm');
  expect((await callOk(t.app, 'GET', `/api/orders/${orderNo}`, { token })).status).toBe('paid');
  return orderNo;
}

/** A member with a default information set, a template paid by Alipay and a top-up paid by WeChat Pay. */
async function customer() {
  const m = await member(t.app);
  const info = await callOk(t.app, 'POST', '/api/fapiao/infos', { token: m.token, body: { title: 'Lex Co.', issuerType: 'enterprise', fapiaoType: 'general_vat', taxpayerId: '91310000MA1K000001' } });
  const template = await paid(m.token, { kind: 'template', templateId: 'sale-of-goods' }, 'alipay');
  const topup = await callOk(t.app, 'POST', '/api/balance/topup', { token: m.token, body: { amount: '30', method: 'wechat' } });
  await walletPress(topup.payment.qrText, 'confirm');
  return { ...m, infoId: info.id as number, template, topup: topup.orderNo as string };
}

const invoiceable = async (token: string) => callOk(t.app, 'GET', '/api/fapiao/orders', { token });
const orderNos = (list: { orderNo: string }[]) => list.map((o) => o.orderNo).sort();

describe('fapiao requests', () => {
  it('invoices money paid through Alipay or WeChat Pay (purchases and top-ups), not balance purchases or unpaid orders', async () => {
    const c = await customer();
    // Paid from the top-up: the money was invoiceable once, as the top-up.
    const fromBalance = await callOk(t.app, 'POST', '/api/orders', { token: c.token, body: { kind: 'package', packageId: 'custom' } });
    const cheap = await callOk(t.app, 'POST', '/api/orders', { token: c.token, body: { kind: 'template', templateId: 'sale-of-goods' } });
    await rows(t, sql`update orders set amount_fen = 1000 where order_no = ${cheap.orderNo}`);
    expect((await callOk(t.app, 'POST', `/api/orders/${cheap.orderNo}/pay`, { token: c.token, body: { method: 'balance' } })).status).toBe('paid');
    const answer = await invoiceable(c.token);
    expect(orderNos(answer.list)).toEqual([c.template, c.topup].sort());
    expect(answer).toMatchObject({ count: 2, totalFen: 199900 + 3000 });
    expect(answer.list.find((o: { orderNo: string }) => o.orderNo === c.topup)).toMatchObject({ kind: 'topup', method: 'wechat', amountFen: 3000 });
    for (const no of [cheap.orderNo, fromBalance.orderNo]) {
      const res = await call(t.app, 'POST', '/api/fapiao/requests', { token: c.token, body: { orderNos: [no], infoId: c.infoId, ...address } });
      expect(res.body.code, no).toBe(400203);
    }
    // Another user's paid order is not theirs to invoice.
    const other = await member(t.app);
    const otherInfo = await callOk(t.app, 'POST', '/api/fapiao/infos', { token: other.token, body: { title: 'Wang Wu', issuerType: 'individual', fapiaoType: 'general_vat' } });
    expect((await call(t.app, 'POST', '/api/fapiao/requests', { token: other.token, body: { orderNos: [c.template], infoId: otherInfo.id, ...address } })).body.code).toBe(400203);
    // Nor is another user's information set.
    expect((await call(t.app, 'POST', '/api/fapiao/requests', { token: c.token, body: { orderNos: [c.template], infoId: otherInfo.id, ...address } })).body.code).toBe(100002);
    expect((await invoiceable(c.token)).count).toBe(2);
  });

  it('requests for two orders with a snapshot of the information; the orders are then taken', async () => {
    const c = await customer();
    const req = await callOk(t.app, 'POST', '/api/fapiao/requests', { token: c.token, body: { orderNos: [c.template, c.topup], infoId: c.infoId, ...address, notes: '合同款' } });
    expect(req).toMatchObject({ status: 1, orderCount: 2, totalFen: 202900, title: 'Lex Co.', taxpayerId: '91310000MA1K000001', nature: 'paper', notes: '合同款', ...address });
    expect(orderNos(req.orders)).toEqual([c.template, c.topup].sort());
    expect((await invoiceable(c.token))).toMatchObject({ count: 0, totalFen: 0 });
    expect((await callOk(t.app, 'GET', `/api/orders/${c.template}`, { token: c.token })).invoiced).toBe(true);
    // Editing the set later does not change what was requested.
    await callOk(t.app, 'PUT', `/api/fapiao/infos/${c.infoId}`, { token: c.token, body: { title: 'Renamed Co.', issuerType: 'enterprise', fapiaoType: 'general_vat', taxpayerId: '91310000MA1K000002' } });
    expect(await callOk(t.app, 'GET', `/api/fapiao/requests/${req.requestNo}`, { token: c.token })).toMatchObject({ title: 'Lex Co.', taxpayerId: '91310000MA1K000001' });
    // No order is invoiced twice.
    expect((await call(t.app, 'POST', '/api/fapiao/requests', { token: c.token, body: { orderNos: [c.topup], infoId: c.infoId, ...address } })).body.code).toBe(400203);
    const list = await callOk(t.app, 'GET', '/api/fapiao/requests', { token: c.token });
    expect(list).toMatchObject({ total: 1, list: [{ requestNo: req.requestNo, status: 1, totalFen: 202900, orderCount: 2 }] });
    const other = await member(t.app);
    expect((await call(t.app, 'GET', `/api/fapiao/requests/${req.requestNo}`, { token: other.token })).body.code).toBe(100002);
  });

  it('checks the form: at least one order, notes of at most 25 Chinese characters or 50 letters/digits', async () => {
    const c = await customer();
    const body = { orderNos: [c.template], infoId: c.infoId, ...address };
    const cases: [Record<string, unknown>, string][] = [
      [{ ...body, orderNos: [] }, 'Please select at least one order'],
      [{ ...body, notes: '中'.repeat(26) }, 'Notes: at most 25 Chinese characters or 50 letters/digits'],
      [{ ...body, notes: 'a'.repeat(51) }, 'Notes: at most 25 Chinese characters or 50 letters/digits'],
      [{ ...body, notes: '中'.repeat(24) + 'ab1' }, 'Notes: at most 25 Chinese characters or 50 letters/digits'],
    ];
    for (const [b, text] of cases) {
      const res = await call(t.app, 'POST', '/api/fapiao/requests', { token: c.token, body: b });
      expect(res.body.code).toBe(100001);
      expect(JSON.stringify(res.body.datas)).toContain(text);
    }
    expect((await callOk(t.app, 'POST', '/api/fapiao/requests', { token: c.token, body: { ...body, notes: '中'.repeat(25) } })).notes).toBe('中'.repeat(25));
    expect((await callOk(t.app, 'POST', '/api/fapiao/requests', { token: c.token, body: { ...body, orderNos: [c.topup], notes: 'a1'.repeat(25) } })).notes).toHaveLength(50);
  });

  it('concurrent requests of the same order: exactly one wins', async () => {
    const c = await customer();
    const answers = await Promise.all(
      Array.from({ length: 8 }, (_, i) => call(t.app, 'POST', '/api/fapiao/requests', { token: c.token, body: { orderNos: i % 2 ? [c.template, c.topup] : [c.topup, c.template], infoId: c.infoId, ...address } })),
    );
    const won = answers.filter((r) => r.body.success);
    expect(won).toHaveLength(1);
    expect(answers.filter((r) => r.body.code === 400203)).toHaveLength(7);
    const winner = (won[0].body.datas as { requestNo: string }).requestNo;
    expect(await rows(t, sql`select count(*)::int as n from fapiao_requests where user_id = ${c.id}`)).toEqual([{ n: 1 }]);
    const covering = await rows<{ request_no: string }>(t, sql`select distinct r.request_no from orders o join fapiao_requests r on r.id = o.fapiao_request_id where o.order_no in (${c.template}, ${c.topup})`);
    expect(covering).toEqual([{ request_no: winner }]);
  });

  it('the applicant cancels only while 1 Request Received; the orders can be requested again', async () => {
    const c = await customer();
    const first = await callOk(t.app, 'POST', '/api/fapiao/requests', { token: c.token, body: { orderNos: [c.template, c.topup], infoId: c.infoId, ...address } });
    const other = await member(t.app);
    expect((await call(t.app, 'POST', `/api/fapiao/requests/${first.requestNo}/cancel`, { token: other.token })).body.code).toBe(100002);
    expect((await callOk(t.app, 'POST', `/api/fapiao/requests/${first.requestNo}/cancel`, { token: c.token })).status).toBe(2);
    expect((await call(t.app, 'POST', `/api/fapiao/requests/${first.requestNo}/cancel`, { token: c.token })).body.code).toBe(400204);
    expect((await invoiceable(c.token)).count).toBe(2);
    // The cancelled request still shows what it covered.
    expect((await callOk(t.app, 'GET', `/api/fapiao/requests/${first.requestNo}`, { token: c.token })).orders).toHaveLength(2);
    const second = await callOk(t.app, 'POST', '/api/fapiao/requests', { token: c.token, body: { orderNos: [c.template, c.topup], infoId: c.infoId, ...address } });
    await moveRequest(t.ctx, second.requestNo, { to: 3 });
    expect((await call(t.app, 'POST', `/api/fapiao/requests/${second.requestNo}/cancel`, { token: c.token })).body.code).toBe(400204);
    expect((await invoiceable(c.token)).count).toBe(0);
    const byStatus = await callOk(t.app, 'GET', '/api/fapiao/requests', { token: c.token, query: { status: 2 } });
    expect(byStatus.list.map((r: { requestNo: string }) => r.requestNo)).toEqual([first.requestNo]);
  });

  it('staff move a request: in process, then mailed with logistics; rejected with a reason frees the orders', async () => {
    const c = await customer();
    const mailed = await callOk(t.app, 'POST', '/api/fapiao/requests', { token: c.token, body: { orderNos: [c.template], infoId: c.infoId, ...address } });
    await expect(moveRequest(t.ctx, mailed.requestNo, { to: 5, logisticsCompany: 'SF Express', trackingNo: 'SF1234567890' })).rejects.toMatchObject({ code: 400205 });
    await moveRequest(t.ctx, mailed.requestNo, { to: 3 });
    await expect(moveRequest(t.ctx, mailed.requestNo, { to: 3 })).rejects.toMatchObject({ code: 400205 });
    await moveRequest(t.ctx, mailed.requestNo, { to: 5, logisticsCompany: 'SF Express', trackingNo: 'SF1234567890' });
    expect(await callOk(t.app, 'GET', `/api/fapiao/requests/${mailed.requestNo}`, { token: c.token })).toMatchObject({ status: 5, logisticsCompany: 'SF Express', trackingNo: 'SF1234567890' });
    await expect(moveRequest(t.ctx, mailed.requestNo, { to: 4, reason: 'late' })).rejects.toMatchObject({ code: 400205 });

    const rejected = await callOk(t.app, 'POST', '/api/fapiao/requests', { token: c.token, body: { orderNos: [c.topup], infoId: c.infoId, ...address } });
    await expect(moveRequest(t.ctx, rejected.requestNo, { to: 4, reason: ' ' })).rejects.toMatchObject({ code: 100001 });
    await moveRequest(t.ctx, rejected.requestNo, { to: 4, reason: 'The taxpayer id does not match the title' });
    expect(await callOk(t.app, 'GET', `/api/fapiao/requests/${rejected.requestNo}`, { token: c.token })).toMatchObject({ status: 4, rejectReason: 'The taxpayer id does not match the title' });
    expect(orderNos((await invoiceable(c.token)).list)).toEqual([c.topup]);
    await expect(moveRequest(t.ctx, rejected.requestNo, { to: 3 })).rejects.toMatchObject({ code: 400205 });
    // The list says it too: 'view reason' on a rejection, logistics on a mailed request.
    const listed = (await callOk(t.app, 'GET', '/api/fapiao/requests', { token: c.token })).list;
    expect(listed).toEqual([
      expect.objectContaining({ requestNo: rejected.requestNo, status: 4, rejectReason: 'The taxpayer id does not match the title', logisticsCompany: null, trackingNo: null }),
      expect.objectContaining({ requestNo: mailed.requestNo, status: 5, rejectReason: null, logisticsCompany: 'SF Express', trackingNo: 'SF1234567890' }),
    ]);

    const cancelled = await callOk(t.app, 'POST', '/api/fapiao/requests', { token: c.token, body: { orderNos: [c.topup], infoId: c.infoId, ...address } });
    await callOk(t.app, 'POST', `/api/fapiao/requests/${cancelled.requestNo}/cancel`, { token: c.token });
    await expect(moveRequest(t.ctx, cancelled.requestNo, { to: 3 })).rejects.toMatchObject({ code: 400205 });
    await expect(moveRequest(t.ctx, 'F0000000000000000000000', { to: 3 })).rejects.toMatchObject({ code: 100002 });
  });
});
