import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../helpers/test-app.ts';
import { callOk, listeningApp } from '../commerce/harness.ts';
import { customer, fapiaoRequest, letters, letterTitles, ops, opsOk, paidOrder, toppedUp } from '../commerce/staff.ts';

let t: TestApp;
beforeAll(async () => {
  t = await listeningApp();
});
afterAll(async () => t?.close());

/** A customer with a request for a template paid by Alipay and a top-up paid by WeChat Pay. */
async function requested() {
  const c = await customer(t);
  const template = await paidOrder(t, c.token, { kind: 'template', templateId: 'sale-of-goods' }, 'alipay');
  const topup = await toppedUp(t, c.token, '30', 'wechat');
  const requestNo = await fapiaoRequest(t, c, [template, topup]);
  return { ...c, template, topup, requestNo };
}

const code = async (method: 'GET' | 'POST', path: string, body?: unknown) => (await ops(t, method, path, body)).body.code;
const FAPIAO_LETTERS = ['Fapiao request in process', 'Fapiao request rejected', 'Fapiao mailed'];
const fapiaoLetters = async (token: string) => (await letterTitles(t, token)).filter((title) => FAPIAO_LETTERS.includes(title));

describe('staff handle fapiao requests through the ops API', () => {
  it('lists requests of every user, newest first, filtered by status, with who asked and what', async () => {
    const a = await requested();
    const b = await requested();
    await opsOk(t, 'POST', `/fapiao/${b.requestNo}/take`);
    const all = await opsOk(t, 'GET', '/fapiao');
    const mine = all.list.filter((r: { requestNo: string }) => [a.requestNo, b.requestNo].includes(r.requestNo));
    expect(mine.map((r: { requestNo: string }) => r.requestNo)).toEqual([b.requestNo, a.requestNo]);
    expect(mine[1]).toMatchObject({ user: { id: a.id, phone: expect.stringMatching(/^\+86 1\d{10}$/) }, title: 'Lex Co.', fapiaoType: 'general_vat', totalFen: 199900 + 3000, orderCount: 2, status: 1 });
    const received = (await opsOk(t, 'GET', '/fapiao?status=1')).list.map((r: { requestNo: string }) => r.requestNo);
    expect(received).toContain(a.requestNo);
    expect(received).not.toContain(b.requestNo);
    expect((await opsOk(t, 'GET', '/fapiao?status=3')).list.map((r: { requestNo: string }) => r.requestNo)).toContain(b.requestNo);
    expect(await code('GET', '/fapiao?status=9')).toBe(100001);

    const shown = await opsOk(t, 'GET', `/fapiao/${a.requestNo}`);
    expect(shown).toMatchObject({ requestNo: a.requestNo, taxpayerId: '91310000MA1K000001', receiverName: 'Li Si', receiverAddress: '88 Nanjing West Road, Shanghai', rejectReason: null });
    expect(shown.orders.map((o: { orderNo: string }) => o.orderNo).sort()).toEqual([a.template, a.topup].sort());
    expect(await code('GET', '/fapiao/F0000000000000000000000')).toBe(100002);
  });

  it('take (1 → 3 In Process) then mail (3 → 5 Mailed with logistics): one letter per move, none for a refused move', async () => {
    const c = await requested();
    expect(await code('POST', `/fapiao/${c.requestNo}/mail`, { logisticsCompany: 'SF Express', trackingNo: 'SF1234567890' })).toBe(400205);
    const taken = await opsOk(t, 'POST', `/fapiao/${c.requestNo}/take`);
    expect(taken.status).toBe(3);
    expect(await callOk(t.app, 'GET', `/api/fapiao/requests/${c.requestNo}`, { token: c.token })).toMatchObject({ status: 3 });
    // The applicant can no longer cancel; staff cannot take it twice.
    expect((await callOk(t.app, 'POST', `/api/fapiao/requests/${c.requestNo}/cancel`, { token: c.token }).catch((e: Error) => e.message))).toContain('400204');
    expect(await code('POST', `/fapiao/${c.requestNo}/take`)).toBe(400205);
    expect(await fapiaoLetters(c.token)).toEqual(['Fapiao request in process']);

    expect(await code('POST', `/fapiao/${c.requestNo}/mail`, { logisticsCompany: 'SF Express' })).toBe(100001);
    expect(await code('POST', `/fapiao/${c.requestNo}/mail`, { logisticsCompany: '  ', trackingNo: 'SF1234567890' })).toBe(100001);
    const mailed = await opsOk(t, 'POST', `/fapiao/${c.requestNo}/mail`, { logisticsCompany: 'SF Express', trackingNo: 'SF1234567890' });
    expect(mailed).toMatchObject({ status: 5, logisticsCompany: 'SF Express', trackingNo: 'SF1234567890' });
    expect(await callOk(t.app, 'GET', `/api/fapiao/requests/${c.requestNo}`, { token: c.token })).toMatchObject({ status: 5, logisticsCompany: 'SF Express', trackingNo: 'SF1234567890' });
    for (const [path, body] of [
      ['take', undefined],
      ['mail', { logisticsCompany: 'EMS', trackingNo: 'EMS000111' }],
      ['reject', { reason: 'too late' }],
    ] as const) {
      expect(await code('POST', `/fapiao/${c.requestNo}/${path}`, body), path).toBe(400205);
    }
    expect(await fapiaoLetters(c.token)).toEqual(['Fapiao mailed', 'Fapiao request in process']);
    const [mail] = await letters(t, c.token);
    expect(mail.bodyEn).toContain('SF Express, tracking number SF1234567890');
    expect(mail.body).toContain('SF Express，运单号 SF1234567890');
    expect(mail.bodyEn).toContain(c.requestNo);
    // Mailed orders stay invoiced: they are not offered again.
    expect((await callOk(t.app, 'GET', '/api/fapiao/orders', { token: c.token })).count).toBe(0);
  });

  it('reject from 1 or 3 with the reason: the orders are free again, the letter says why', async () => {
    for (const takeFirst of [false, true]) {
      const c = await requested();
      if (takeFirst) await opsOk(t, 'POST', `/fapiao/${c.requestNo}/take`);
      expect(await code('POST', `/fapiao/${c.requestNo}/reject`, {})).toBe(100001);
      expect(await code('POST', `/fapiao/${c.requestNo}/reject`, { reason: '   ' })).toBe(100001);
      const rejected = await opsOk(t, 'POST', `/fapiao/${c.requestNo}/reject`, { reason: '纳税人识别号有误 Wrong taxpayer id' });
      expect(rejected).toMatchObject({ status: 4, rejectReason: '纳税人识别号有误 Wrong taxpayer id' });
      expect(await code('POST', `/fapiao/${c.requestNo}/reject`, { reason: 'again' })).toBe(400205);
      expect(await code('POST', `/fapiao/${c.requestNo}/take`)).toBe(400205);
      expect((await callOk(t.app, 'GET', '/api/fapiao/orders', { token: c.token })).count).toBe(2);
      const [letter] = await letters(t, c.token);
      expect(letter).toMatchObject({ title: '发票申请被驳回', titleEn: 'Fapiao request rejected' });
      expect(letter.bodyEn).toContain('Reason: 纳税人识别号有误 Wrong taxpayer id');
      expect(letter.body).toContain('原因：纳税人识别号有误 Wrong taxpayer id');
      expect(await fapiaoLetters(c.token)).toEqual(takeFirst ? ['Fapiao request rejected', 'Fapiao request in process'] : ['Fapiao request rejected']);
    }
  });

  it('refuses moves of a cancelled request and of a number that does not exist', async () => {
    const c = await requested();
    await callOk(t.app, 'POST', `/api/fapiao/requests/${c.requestNo}/cancel`, { token: c.token });
    expect(await code('POST', `/fapiao/${c.requestNo}/take`)).toBe(400205);
    expect(await code('POST', `/fapiao/${c.requestNo}/reject`, { reason: 'x' })).toBe(400205);
    expect(await code('POST', `/fapiao/${c.requestNo}/mail`, { logisticsCompany: 'SF Express', trackingNo: 'SF1' + '2345' })).toBe(400205);
    expect(await fapiaoLetters(c.token)).toEqual([]);
    expect(await code('POST', '/fapiao/F9999999999999999999999/take')).toBe(100002);
    expect(await code('POST', '/fapiao/bad no/take')).toBe(100001);
  });
});
