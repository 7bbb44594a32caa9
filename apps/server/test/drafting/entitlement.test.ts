import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ErrorCodes } from '@lexbridge/contract';
import { schema, sql } from '@lexbridge/db';
import { call, callOk } from '../helpers/api.ts';
import type { TestApp } from '../helpers/test-app.ts';
import { ANSWERS, fixtureContent, member, PURCHASE, SALE, startApp, type FixtureContent } from './fixture.ts';

/**
 * Who pays for a contract (spec §5, issue 3): package, purchased template, trial count (never below 0, even with two
 * generates at once), per-contract price (an unpaid contract: no preview, no download), or nothing (refused).
 * The fixture sells purchase-of-goods without a per-contract price and offers it in two scenes only.
 */
let t: TestApp;
let content: FixtureContent;
beforeAll(async () => {
  content = fixtureContent({ noContractPrice: [PURCHASE], scenes: { [PURCHASE]: ['domestic', 'entry'] } });
  t = await startApp(content, { TRIAL_PACKAGE_COUNT: 1 });
});
afterAll(async () => {
  await t?.close();
  content?.remove();
});

type Member = Awaited<ReturnType<typeof member>>;

async function draftAndAnswer(u: Member, templateId: string) {
  const d = await callOk(t.app, 'POST', '/api/drafts', { token: u.token, body: { templateId, scene: 'domestic' } });
  await callOk(t.app, 'PUT', `/api/drafts/${d.id}`, { token: u.token, body: { revision: d.revision, answers: ANSWERS } });
  return d;
}

const generate = (u: Member, draftId: string) => call(t.app, 'POST', `/api/drafts/${draftId}/generate`, { token: u.token });

async function trialRemaining(userId: number): Promise<number> {
  const res = await t.db.db.execute(sql`select trial_remaining from subscriptions where user_id = ${userId} and package_id = 'trial'`);
  return Number((res.rows[0] as { trial_remaining: number }).trial_remaining);
}

async function subscribe(userId: number, packageId: string) {
  const now = new Date(t.clock.now());
  await t.db.db.insert(schema.subscriptions).values({
    userId,
    packageId,
    kind: 'subscribe',
    startsAt: new Date(now.getTime() - 1000),
    expiresAt: new Date(now.getTime() + 365 * 86_400_000),
    createdAt: now,
  });
}

describe('entitlement when a contract is generated', () => {
  it('uses the trial once; then a per-contract price makes an unpaid contract that cannot be previewed or downloaded', async () => {
    const u = await member(t.app);
    const first = await draftAndAnswer(u, SALE);
    expect((await generate(u, first.id)).body.datas).toMatchObject({ paid: true, priceFen: 0 });
    expect(await trialRemaining(u.id)).toBe(0);

    const priced = content.template(SALE).contractPriceFen!;
    const second = await draftAndAnswer(u, SALE);
    expect(second.entitlement).toEqual({ kind: 'contract-price', priceFen: priced, trialRemaining: null });
    const made = (await generate(u, second.id)).body.datas as { contractId: number; paid: boolean; priceFen: number };
    expect(made).toMatchObject({ paid: false, priceFen: priced });
    expect(await trialRemaining(u.id)).toBe(0);

    const item = await callOk(t.app, 'GET', `/api/contracts/${made.contractId}`, { token: u.token });
    expect(item).toMatchObject({ paid: false, priceFen: priced, packageId: null });
    const preview = await call(t.app, 'GET', `/api/contracts/${made.contractId}/preview`, { token: u.token });
    expect(preview.body).toMatchObject({ success: false, code: ErrorCodes.CONTRACT_UNPAID, messageEn: 'The contract is not paid, please preview after payment by PC' });
    for (const format of ['docx', 'pdf']) {
      const file = await call(t.app, 'GET', `/api/contracts/${made.contractId}/download`, { token: u.token, query: { format } });
      expect(file.body.code).toBe(ErrorCodes.CONTRACT_UNPAID);
      expect(String(file.headers['content-type'])).toContain('application/json');
    }

    // The questionnaire still opens for it (clause headings only: the contract is unpaid).
    const q = await call(t.app, 'GET', `/api/templates/${SALE}/questionnaire`, { token: u.token, query: { contractId: made.contractId } });
    expect(q.body.datas).toMatchObject({ full: false });

    // The answers can still be adjusted: a revision of an unpaid contract stays unpaid and costs nothing more.
    const revise = await callOk(t.app, 'POST', `/api/contracts/${made.contractId}/revise`, { token: u.token });
    expect(revise.entitlement).toEqual({ kind: 'contract-price', priceFen: priced, trialRemaining: null });
    expect((await generate(u, revise.id)).body.datas).toMatchObject({ contractId: made.contractId, version: 2, paid: false, priceFen: priced });
  });

  it('refuses a template that is neither covered nor sold per contract', async () => {
    const u = await member(t.app);
    expect((await draftAndAnswer(u, PURCHASE)).entitlement.kind).toBe('trial');
    await generate(u, (await draftAndAnswer(u, SALE)).id);
    const refused = await call(t.app, 'POST', '/api/drafts', { token: u.token, body: { templateId: PURCHASE } });
    expect(refused.body).toMatchObject({ success: false, code: ErrorCodes.TEMPLATE_NOT_ENTITLED });
    expect(refused.body.message).toMatch(/[\u4e00-\u9fff]/);
  });

  it('never takes the trial below 0 when two generates race for the last count', async () => {
    const u = await member(t.app);
    const a = await draftAndAnswer(u, PURCHASE);
    const b = await draftAndAnswer(u, PURCHASE);
    const results = await Promise.all([generate(u, a.id), generate(u, b.id)]);
    const codes = results.map((r) => r.body.code).sort();
    expect(codes).toEqual([200, ErrorCodes.TEMPLATE_NOT_ENTITLED].sort());
    expect(await trialRemaining(u.id)).toBe(0);
    // The refused draft is kept for later (after buying).
    expect((await callOk(t.app, 'GET', '/api/drafts', { token: u.token })).total).toBe(1);
    expect((await callOk(t.app, 'GET', '/api/contracts', { token: u.token })).total).toBe(1);
  });

  it('races on a priced template: one trial contract and one unpaid, never two free ones', async () => {
    const u = await member(t.app);
    const drafts = [await draftAndAnswer(u, SALE), await draftAndAnswer(u, SALE), await draftAndAnswer(u, SALE)];
    const results = await Promise.all(drafts.map((d) => generate(u, d.id)));
    expect(results.every((r) => r.body.success)).toBe(true);
    const paid = results.map((r) => (r.body.datas as { paid: boolean }).paid);
    expect(paid.filter(Boolean)).toHaveLength(1);
    expect(await trialRemaining(u.id)).toBe(0);
  });

  it('a package subscription containing the template pays, names the package and leaves the trial alone', async () => {
    const u = await member(t.app);
    await subscribe(u.id, 'foreign-trade');
    const d = await draftAndAnswer(u, PURCHASE);
    expect(d.entitlement).toEqual({ kind: 'package', priceFen: 0, trialRemaining: null });
    const made = (await generate(u, d.id)).body.datas as { contractId: number };
    const item = await callOk(t.app, 'GET', `/api/contracts/${made.contractId}`, { token: u.token });
    expect(item).toMatchObject({ paid: true, priceFen: 0, packageId: 'foreign-trade', packageNameEn: expect.any(String) });
    expect(item.packageNameCn).not.toBe('foreign-trade');
    expect(await trialRemaining(u.id)).toBe(1);
  });

  it('a purchased template pays for one contract and is marked used', async () => {
    const u = await member(t.app);
    await t.db.db.insert(schema.templatePurchases).values({ userId: u.id, templateId: PURCHASE, priceFen: 199_900, purchasedAt: new Date(t.clock.now()) });
    const d = await draftAndAnswer(u, PURCHASE);
    expect(d.entitlement.kind).toBe('template');
    expect((await generate(u, d.id)).body.datas).toMatchObject({ paid: true, priceFen: 0 });
    const res = await t.db.db.execute(sql`select used_at from template_purchases where user_id = ${u.id}`);
    expect((res.rows[0] as { used_at: unknown }).used_at).not.toBeNull();
    expect(await trialRemaining(u.id)).toBe(1);
    expect((await callOk(t.app, 'POST', '/api/drafts', { token: u.token, body: { templateId: PURCHASE } })).entitlement.kind).toBe('trial');
  });
});

describe('starting a draft', () => {
  it('is refused on a phone, whether the page says so or the browser is one', async () => {
    const u = await member(t.app);
    const byPlatform = await call(t.app, 'POST', '/api/drafts', { token: u.token, body: { templateId: SALE, platform: 'mobile' } });
    expect(byPlatform.body).toMatchObject({ success: false, code: ErrorCodes.DRAFT_PC_ONLY });
    const iphone = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1';
    const byAgent = await call(t.app, 'POST', '/api/drafts', { token: u.token, body: { templateId: SALE }, headers: { 'user-agent': iphone } });
    expect(byAgent.body.code).toBe(ErrorCodes.DRAFT_PC_ONLY);
    const d = await draftAndAnswer(u, SALE);
    expect((await call(t.app, 'POST', `/api/drafts/${d.id}/generate`, { token: u.token, headers: { 'user-agent': iphone } })).body.code).toBe(ErrorCodes.DRAFT_PC_ONLY);
  });

  it('says "coming soon" for a catalogue entry not built, a built entry without content, and an unknown id', async () => {
    const u = await member(t.app);
    const res = await t.db.db.execute(sql`select id from catalogue_templates where built = false limit 1`);
    const notBuilt = (res.rows[0] as { id: string }).id;
    for (const templateId of [notBuilt, 'employment-contract', 'no-such-template']) {
      const r = await call(t.app, 'POST', '/api/drafts', { token: u.token, body: { templateId } });
      expect(r.body).toMatchObject({ code: ErrorCodes.TEMPLATE_COMING_SOON, messageEn: 'This contract template is coming soon' });
    }
  });

  it('takes only a scene the template offers', async () => {
    const u = await member(t.app);
    expect((await call(t.app, 'POST', '/api/drafts', { token: u.token, body: { templateId: PURCHASE, scene: 'exit' } })).body.code).toBe(ErrorCodes.SCENE_NOT_OFFERED);
    expect((await call(t.app, 'POST', '/api/drafts', { token: u.token, body: { templateId: PURCHASE, scene: 'moon' } })).body.code).toBe(ErrorCodes.VALIDATION);
    expect((await callOk(t.app, 'POST', '/api/drafts', { token: u.token, body: { templateId: PURCHASE, scene: 'entry' } })).scene).toBe('entry');
  });

  it('refuses answers over 256 KB without losing the stored ones', async () => {
    const u = await member(t.app);
    const d = await draftAndAnswer(u, SALE);
    const big = await call(t.app, 'PUT', `/api/drafts/${d.id}`, { token: u.token, body: { revision: 1, answers: { goods: 'x'.repeat(300 * 1024) } } });
    expect(big.body.code).toBe(ErrorCodes.DRAFT_TOO_LARGE);
    expect((await callOk(t.app, 'GET', `/api/drafts/${d.id}`, { token: u.token })).answers.goods).toBe(ANSWERS.goods);
  });

  it('needs a login', async () => {
    expect((await call(t.app, 'POST', '/api/drafts', { body: { templateId: SALE } })).status).toBe(401);
    expect((await call(t.app, 'GET', '/api/contracts')).status).toBe(401);
    expect((await call(t.app, 'GET', '/api/contractGroups')).status).toBe(401);
  });
});
