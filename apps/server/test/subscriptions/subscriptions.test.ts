import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ErrorCodes } from '@lexbridge/contract';
import { sql } from '@lexbridge/db';
import type { TestApp } from '../helpers/test-app.ts';
import { refundOrder } from '../../src/modules/payments/refund.service.ts';
import { call, callOk, listeningApp, member, orderAndPay, rows, walletPress } from '../commerce/harness.ts';
import { ANSWERS, fixtureContent, PURCHASE, SALE, type FixtureContent } from '../drafting/fixture.ts';

/**
 * My Subscriptions (spec §2, §3, §4): the free trial every account holds, packages bought through the sandbox wallet
 * (price, generation times, statuses by the clock, a renewal that has not started), templates bought on their own
 * (unused until a contract is generated from one), paging, and that nobody sees another user's rows.
 */
let t: TestApp;
let content: FixtureContent;
beforeAll(async () => {
  content = fixtureContent();
  t = await listeningApp({ CONTENT_DIR: content.dir, DATA_DIR: content.dataDir });
});
afterAll(async () => {
  await t?.close();
  content?.remove();
});

const DAY = 86_400_000;
type Member = Awaited<ReturnType<typeof member>>;

async function buy(m: Member, body: Record<string, unknown>, method: 'alipay' | 'wechat' = 'alipay'): Promise<string> {
  const { orderNo, link } = await orderAndPay(t.app, m.token, body, method);
  await walletPress(link, 'confirm');
  expect((await callOk(t.app, 'GET', `/api/orders/${orderNo}`, { token: m.token })).status).toBe('paid');
  return orderNo;
}

/** Drafts a template with complete answers and generates the contract; answers the contract id. */
async function generate(m: Member, templateId: string): Promise<number> {
  const d = await callOk(t.app, 'POST', '/api/drafts', { token: m.token, body: { templateId, scene: 'domestic' } });
  await callOk(t.app, 'PUT', `/api/drafts/${d.id}`, { token: m.token, body: { revision: d.revision, answers: ANSWERS } });
  return (await callOk(t.app, 'POST', `/api/drafts/${d.id}/generate`, { token: m.token })).contractId as number;
}

const packagesOf = (m: Member, query: Record<string, string | number> = {}) => callOk(t.app, 'GET', '/api/subscriptions', { token: m.token, query });
const templatesOf = (m: Member, query: Record<string, string | number> = {}) => callOk(t.app, 'GET', '/api/subscriptions/templates', { token: m.token, query });

describe('My Subscriptions', () => {
  it('a new account holds its free trial: counts left, free, running; no package and no template yet', async () => {
    const m = await member(t.app);
    const trials = await packagesOf(m, { type: 'trial' });
    expect(trials).toMatchObject({ total: 1, pageNo: 1, pageSize: 10, dueSoonDays: 7 });
    expect(trials.list[0]).toMatchObject({
      type: 'trial',
      packageId: 'trial',
      packageNameCn: '免费试用套餐',
      packageNameEn: 'Free Trial Package',
      status: 'subscribing',
      trialTotal: 3,
      trialRemaining: 3,
      generatedCount: 0,
      priceFen: 0,
      currency: 'CNY',
      orderNo: null,
    });
    expect(trials.list[0].expiresAt - trials.list[0].startsAt).toBe(30 * DAY);
    expect(await packagesOf(m)).toMatchObject({ total: 0, list: [] });
    expect(await templatesOf(m)).toMatchObject({ total: 0, list: [] });
    // A trial contract counts on the trial.
    await generate(m, SALE);
    expect((await packagesOf(m, { type: 'trial' })).list[0]).toMatchObject({ trialRemaining: 2, generatedCount: 1 });
    // A trial is due soon in its last week (TRIAL_DUE_SOON_DAYS), not from its first day.
    const id = trials.list[0].id as number;
    await rows(t, sql`update subscriptions set expires_at = ${new Date(t.clock.now() + 7 * DAY)} where id = ${id}`);
    expect((await packagesOf(m, { type: 'trial' })).list[0].status).toBe('due_soon');
    await rows(t, sql`update subscriptions set expires_at = ${new Date(t.clock.now() + 7 * DAY + 1)} where id = ${id}`);
    expect((await callOk(t.app, 'GET', `/api/subscriptions/${id}`, { token: m.token })).status).toBe('subscribing');
  });

  it('a bought package: the price paid, its generation times, due soon and expired by its dates, a renewal not started yet', async () => {
    const m = await member(t.app);
    const first = await buy(m, { kind: 'package', packageId: 'domestic' });
    const bought = (await packagesOf(m)).list;
    expect(bought).toHaveLength(1);
    expect(bought[0]).toMatchObject({ type: 'subscribe', packageId: 'domestic', packageNameEn: 'Domestic Transaction Package', status: 'subscribing', priceFen: 1288800, orderNo: first, refunded: false, trialTotal: null, trialRemaining: null, generatedCount: 0 });
    const { startsAt, expiresAt } = bought[0];
    expect(expiresAt - startsAt).toBe(365 * DAY);

    // The package pays for contracts of its templates; the trial is left alone.
    await generate(m, SALE);
    await generate(m, PURCHASE);
    expect((await packagesOf(m)).list[0].generatedCount).toBe(2);
    expect((await packagesOf(m, { type: 'trial' })).list[0]).toMatchObject({ trialRemaining: 3, generatedCount: 0 });

    // Paying early for the next year: it starts when this one ends.
    const second = await buy(m, { kind: 'package', packageId: 'domestic' }, 'wechat');
    let list = (await packagesOf(m)).list;
    expect(list.map((s: { orderNo: string; status: string }) => [s.orderNo, s.status])).toEqual([
      [second, 'not_started'],
      [first, 'subscribing'],
    ]);
    expect(list[0].startsAt).toBe(expiresAt);

    // The dates decide: the year that runs moved towards its end (the clock cannot jump a year: logins expire).
    const now = t.clock.now();
    const firstId = list[1].id as number;
    const ends = async (ms: number) => rows(t, sql`update subscriptions set expires_at = ${new Date(ms)} where id = ${firstId}`);
    await ends(now + 30 * DAY + 1);
    expect((await packagesOf(m)).list[1].status).toBe('subscribing');
    await ends(now + 30 * DAY);
    expect((await packagesOf(m)).list[1].status).toBe('due_soon');
    await ends(now + 1);
    expect((await packagesOf(m)).list[1].status).toBe('due_soon');
    await ends(now);
    await rows(t, sql`update subscriptions set starts_at = ${new Date(now)} where id = ${list[0].id}`);
    list = (await packagesOf(m)).list;
    expect(list.map((s: { status: string }) => s.status)).toEqual(['subscribing', 'expired']);

    const detail = await callOk(t.app, 'GET', `/api/subscriptions/${bought[0].id}`, { token: m.token });
    expect(detail).toMatchObject({ id: bought[0].id, packageId: 'domestic', orderNo: first, generatedCount: 2, dueSoonDays: 30 });
    const ids = detail.templates.map((x: { templateId: string }) => x.templateId);
    expect(ids).toEqual(expect.arrayContaining([SALE, PURCHASE]));
    expect(detail.templates.find((x: { templateId: string }) => x.templateId === SALE)).toMatchObject({ built: true, nameEn: content.template(SALE).nameEn });
    const trial = (await packagesOf(m, { type: 'trial' })).list[0];
    expect((await callOk(t.app, 'GET', `/api/subscriptions/${trial.id}`, { token: m.token })).templates.length).toBeGreaterThan(0);
  });

  it('a purchased template is unused until a contract is generated from it, then used with that contract', async () => {
    const m = await member(t.app);
    const orderNo = await buy(m, { kind: 'template', templateId: PURCHASE }, 'wechat');
    const [paidOrder] = await rows<{ amount_fen: number }>(t, sql`select amount_fen from orders where order_no = ${orderNo}`);
    let list = (await templatesOf(m)).list;
    expect(list).toHaveLength(1);
    expect(list[0]).toMatchObject({ templateId: PURCHASE, nameCn: content.template(PURCHASE).nameCn, nameEn: content.template(PURCHASE).nameEn, built: true, usage: 'unused', usedAt: null, contractId: null, priceFen: paidOrder.amount_fen });

    // The purchase pays before the trial does.
    const contractId = await generate(m, PURCHASE);
    list = (await templatesOf(m)).list;
    expect(list[0]).toMatchObject({ usage: 'used', contractId });
    expect(list[0].usedAt).toBe(t.clock.now());
    expect((await packagesOf(m, { type: 'trial' })).list[0].trialRemaining).toBe(3);

    // A deleted contract is not offered any more; the purchase stays used.
    await callOk(t.app, 'DELETE', '/api/contracts', { token: m.token, body: { ids: [contractId] } });
    expect((await templatesOf(m)).list[0]).toMatchObject({ usage: 'used', contractId: null });
  });

  it('a refunded order: its package ends (a renewal never runs) and says refunded; its template is gone', async () => {
    const m = await member(t.app);
    const year = await buy(m, { kind: 'package', packageId: 'foreign-trade' });
    const renewal = await buy(m, { kind: 'package', packageId: 'foreign-trade' });
    const template = await buy(m, { kind: 'template', templateId: SALE });
    const before = (await packagesOf(m)).list;
    expect(before.map((s: { status: string; refunded: boolean }) => [s.status, s.refunded])).toEqual([
      ['not_started', false],
      ['subscribing', false],
    ]);
    await refundOrder(t.ctx, renewal, 'asked by the customer');
    expect((await packagesOf(m)).list.map((s: { orderNo: string; status: string; refunded: boolean }) => [s.orderNo, s.status, s.refunded])).toEqual([
      [renewal, 'expired', true],
      [year, 'subscribing', false],
    ]);
    await refundOrder(t.ctx, year, 'asked by the customer');
    expect((await packagesOf(m)).list.map((s: { status: string; refunded: boolean }) => [s.status, s.refunded])).toEqual([
      ['expired', true],
      ['expired', true],
    ]);
    await refundOrder(t.ctx, template, 'asked by the customer');
    expect(await templatesOf(m)).toMatchObject({ total: 0, list: [] });
  });

  it('pages newest first', async () => {
    const m = await member(t.app);
    const older = await buy(m, { kind: 'package', packageId: 'domestic' });
    t.clock.advance(1000);
    const newer = await buy(m, { kind: 'package', packageId: 'foreign-trade' });
    await buy(m, { kind: 'template', templateId: SALE });
    t.clock.advance(1000);
    await buy(m, { kind: 'template', templateId: PURCHASE });
    const p1 = await packagesOf(m, { pageSize: 1 });
    const p2 = await packagesOf(m, { pageSize: 1, pageNo: 2 });
    expect([p1.total, p1.list.length, p1.list[0].orderNo, p2.list[0].orderNo]).toEqual([2, 1, newer, older]);
    expect((await packagesOf(m, { pageSize: 1, pageNo: 3 })).list).toEqual([]);
    const q1 = await templatesOf(m, { pageSize: 1 });
    const q2 = await templatesOf(m, { pageSize: 1, pageNo: 2 });
    expect([q1.total, q1.list[0].templateId, q2.list[0].templateId]).toEqual([2, PURCHASE, SALE]);
    for (const query of [{ pageSize: 0 }, { pageSize: 51 }, { pageNo: 0 }, { type: 'gift' }]) {
      expect((await call(t.app, 'GET', '/api/subscriptions', { token: m.token, query })).body.code).toBe(ErrorCodes.VALIDATION);
    }
  });

  it('one user never sees or opens another user’s rows', async () => {
    const a = await member(t.app);
    const b = await member(t.app);
    await buy(a, { kind: 'package', packageId: 'domestic' });
    await buy(a, { kind: 'template', templateId: SALE });
    const aPackage = (await packagesOf(a)).list[0];
    const aTrial = (await packagesOf(a, { type: 'trial' })).list[0];
    const bTrial = (await packagesOf(b, { type: 'trial' })).list[0];
    expect(await packagesOf(b)).toMatchObject({ total: 0, list: [] });
    expect(await templatesOf(b)).toMatchObject({ total: 0, list: [] });
    expect((await packagesOf(b, { type: 'trial' })).list.map((s: { id: number }) => s.id)).toEqual([bTrial.id]);
    expect(bTrial.id).not.toBe(aTrial.id);
    for (const id of [aPackage.id, aTrial.id]) {
      const res = await call(t.app, 'GET', `/api/subscriptions/${id}`, { token: b.token });
      expect(res.body.code).toBe(ErrorCodes.NOT_FOUND);
      expect(res.body.datas).toBeNull();
    }
    for (const url of ['/api/subscriptions', '/api/subscriptions/templates', `/api/subscriptions/${aPackage.id}`]) {
      expect((await call(t.app, 'GET', url)).status).toBe(401);
    }
  });

  it('is documented in the OpenAPI document', async () => {
    const doc = JSON.parse((await t.app.inject({ method: 'GET', url: '/api/docs/json' })).body);
    for (const p of ['/api/subscriptions', '/api/subscriptions/templates', '/api/subscriptions/{id}']) expect(Object.keys(doc.paths), p).toContain(p);
    expect(JSON.stringify(doc.paths['/api/subscriptions'].get)).toContain('due_soon');
  });
});
