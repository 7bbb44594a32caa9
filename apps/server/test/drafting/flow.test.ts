import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ErrorCodes } from '@lexbridge/contract';
import { sql } from '@lexbridge/db';
import { call, callOk } from '../helpers/api.ts';
import type { TestApp } from '../helpers/test-app.ts';
import { ANSWERS, fixtureContent, member, SALE, startApp, type FixtureContent } from './fixture.ts';

let t: TestApp;
let content: FixtureContent;
beforeAll(async () => {
  content = fixtureContent();
  t = await startApp(content, { TRIAL_PACKAGE_COUNT: 3 });
});
afterAll(async () => {
  await t?.close();
  content?.remove();
});

/** The text of a DOCX's main document part. */
function docxText(bytes: Buffer): string {
  const dir = mkdtempSync(join(tmpdir(), 'lexbridge-docx-'));
  try {
    writeFileSync(join(dir, 'c.docx'), bytes);
    return execFileSync('unzip', ['-p', join(dir, 'c.docx'), 'word/document.xml'], { maxBuffer: 64 << 20 }).toString('utf8');
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

async function trialOf(userId: number) {
  const res = await t.db.db.execute(sql`select trial_remaining, used_count from subscriptions where user_id = ${userId} and package_id = 'trial'`);
  return res.rows[0] as { trial_remaining: number; used_count: number };
}

async function download(token: string, id: number, query: Record<string, string | number>) {
  const qs = new URLSearchParams(Object.entries(query).map(([k, v]) => [k, String(v)])).toString();
  return t.app.inject({ method: 'GET', url: `/api/contracts/${id}/download?${qs}`, headers: { authorization: `Bearer ${token}` } });
}

describe('drafting a contract from a new account to My Contracts', () => {
  it('trial → draft → autosave → generate → preview → download → revise → copy → groups → delete', async () => {
    const u = await member(t.app);

    // A new draft previews the trial as what pays, with the scene the user picked set as a context answer.
    const draft = await callOk(t.app, 'POST', '/api/drafts', { token: u.token, body: { templateId: SALE, scene: 'entry', platform: 'pc' } });
    expect(draft).toMatchObject({ templateId: SALE, scene: 'entry', mode: 'new', revision: 0, contractId: null, answers: { scene: 'entry' } });
    expect(draft.entitlement).toEqual({ kind: 'trial', priceFen: 0, trialRemaining: 3 });
    expect(draft.templateNameEn).toBe(content.template(SALE).nameEn);

    // Autosave normalises with the engine (strings to numbers, money amounts, yes/no), drops unknown keys and
    // ignores a scene sent by the client.
    const saved = await callOk(t.app, 'PUT', `/api/drafts/${draft.id}`, {
      token: u.token,
      body: { revision: 0, answers: { quantity: '1,200', price: { amount: '100000', currency: 'cny' }, warranty: 'yes', stray: 1, scene: 'exit' } },
    });
    expect(saved.revision).toBe(1);
    const reloaded = await callOk(t.app, 'GET', `/api/drafts/${draft.id}`, { token: u.token });
    expect(reloaded.answers).toEqual({ quantity: 1200, price: { amount: '100000.00', currency: 'CNY' }, warranty: true, scene: 'entry' });

    // A save from a stale window is refused; the client reloads and sends its answers again.
    const stale = await call(t.app, 'PUT', `/api/drafts/${draft.id}`, { token: u.token, body: { revision: 0, answers: { quantity: 5 } } });
    expect(stale.body.code).toBe(ErrorCodes.DRAFT_CONFLICT);
    expect((await callOk(t.app, 'GET', `/api/drafts/${draft.id}`, { token: u.token })).answers.quantity).toBe(1200);

    // Incomplete answers: 100001 with each missing field in both languages, and the draft kept.
    const incomplete = await call(t.app, 'POST', `/api/drafts/${draft.id}/generate`, { token: u.token });
    expect(incomplete.status).toBe(400);
    expect(incomplete.body.code).toBe(ErrorCodes.VALIDATION);
    const fields = (incomplete.body.datas as { fields: { path: string; key: string; message: string; messageEn: string }[] }).fields;
    expect(fields.map((f) => f.path)).toContain('seller.name');
    expect(fields.find((f) => f.path === 'seller.name')).toMatchObject({ key: 'required', messageEn: expect.any(String), message: expect.stringMatching(/[\u4e00-\u9fff]/) });
    expect((await callOk(t.app, 'GET', '/api/drafts', { token: u.token })).list.map((d: { id: string }) => d.id)).toContain(draft.id);

    // An answer out of its range is refused by name, in both languages, and kept for the user to correct.
    await callOk(t.app, 'PUT', `/api/drafts/${draft.id}`, { token: u.token, body: { revision: 1, answers: { ...ANSWERS, quantity: 0 } } });
    const outOfRange = await call(t.app, 'POST', `/api/drafts/${draft.id}/generate`, { token: u.token });
    expect(outOfRange.body.code).toBe(ErrorCodes.VALIDATION);
    const qty = (outOfRange.body.datas as { fields: { path: string; key: string; message: string; messageEn: string }[] }).fields;
    expect(qty).toEqual([expect.objectContaining({ path: 'quantity', key: 'invalid', messageEn: expect.stringContaining('1'), message: expect.stringMatching(/[\u4e00-\u9fff]/) })]);
    expect((await callOk(t.app, 'GET', `/api/drafts/${draft.id}`, { token: u.token })).answers.quantity).toBe(0);

    await callOk(t.app, 'PUT', `/api/drafts/${draft.id}`, { token: u.token, body: { revision: 2, answers: ANSWERS } });
    const made = await callOk(t.app, 'POST', `/api/drafts/${draft.id}/generate`, { token: u.token, query: { lang: 'en' } });
    expect(made).toMatchObject({ version: 1, paid: true, priceFen: 0 });
    // The draft is closed: no longer listed, no second contract from it.
    expect((await callOk(t.app, 'GET', '/api/drafts', { token: u.token })).total).toBe(0);
    expect((await call(t.app, 'POST', `/api/drafts/${draft.id}/generate`, { token: u.token })).body.code).toBe(ErrorCodes.NOT_FOUND);

    const contract = await callOk(t.app, 'GET', `/api/contracts/${made.contractId}`, { token: u.token });
    expect(contract).toMatchObject({ templateId: SALE, scene: 'entry', paid: true, priceFen: 0, packageId: 'trial', groupId: null, version: 1 });
    expect(contract.name).toMatch(new RegExp(`^${content.template(SALE).nameEn} \\d{1,2} \\w+ \\d{4}$`));
    expect(contract.versions).toHaveLength(1);
    expect(await trialOf(u.id)).toEqual({ trial_remaining: 2, used_count: 1 });

    // Preview and downloads hold the answers.
    const preview = await callOk(t.app, 'GET', `/api/contracts/${made.contractId}/preview`, { token: u.token, query: { layout: 'side-by-side' } });
    expect(preview.html).toContain(ANSWERS.goods);
    expect(preview.html).toContain('人民币壹拾万元整');

    await callOk(t.app, 'PUT', `/api/contracts/${made.contractId}`, { token: u.token, body: { name: '货物销售合同（上海）' } });
    const docx = await download(u.token, made.contractId, { format: 'docx', layout: 'sequential' });
    expect(docx.statusCode).toBe(200);
    expect(docx.headers['content-type']).toContain('wordprocessingml');
    expect(docx.headers['content-disposition']).toBe(`attachment; filename="contract.docx"; filename*=UTF-8''${encodeURIComponent('货物销售合同（上海）.docx')}`);
    const xml = docxText(docx.rawPayload);
    expect(xml).toContain(ANSWERS.seller.name);
    expect(xml).toContain('Acme Trading Ltd.');
    expect(xml).toContain('w:numPr');
    const pdf = await download(u.token, made.contractId, { format: 'pdf', layout: 'side-by-side' });
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    // Served again from the render cache: the same bytes.
    expect((await download(u.token, made.contractId, { format: 'pdf', layout: 'side-by-side' })).rawPayload.equals(pdf.rawPayload)).toBe(true);

    // Revise: a draft bound to the contract, continued (not doubled) when asked again; generate adds version 2 at no cost.
    const revise = await callOk(t.app, 'POST', `/api/contracts/${made.contractId}/revise`, { token: u.token });
    expect(revise).toMatchObject({ mode: 'revise', contractId: made.contractId, scene: 'entry', entitlement: { kind: 'paid-contract', priceFen: 0 } });
    expect(revise.answers.seller.name).toBe(ANSWERS.seller.name);
    expect((await callOk(t.app, 'POST', `/api/contracts/${made.contractId}/revise`, { token: u.token })).id).toBe(revise.id);
    await callOk(t.app, 'PUT', `/api/drafts/${revise.id}`, {
      token: u.token,
      body: { revision: revise.revision, answers: { ...revise.answers, goods: 'Stainless ball valves', buyer: { ...ANSWERS.buyer, name: 'Beta Imports GmbH' } } },
    });
    t.clock.advance(60_000);
    expect(await callOk(t.app, 'POST', `/api/drafts/${revise.id}/generate`, { token: u.token })).toMatchObject({ contractId: made.contractId, version: 2, paid: true });
    const v2 = await callOk(t.app, 'GET', `/api/contracts/${made.contractId}`, { token: u.token });
    expect(v2.version).toBe(2);
    expect(v2.versions.map((v: { version: number }) => v.version)).toEqual([2, 1]);
    expect((await callOk(t.app, 'GET', `/api/contracts/${made.contractId}/preview`, { token: u.token })).html).toContain('Stainless ball valves');
    expect((await callOk(t.app, 'GET', `/api/contracts/${made.contractId}/preview`, { token: u.token, query: { version: 1 } })).html).toContain(ANSWERS.goods);
    expect((await call(t.app, 'GET', `/api/contracts/${made.contractId}/preview`, { token: u.token, query: { version: 3 } })).body.code).toBe(ErrorCodes.CONTRACT_VERSION_NOT_FOUND);
    const v2file = await download(u.token, made.contractId, { format: 'docx' });
    expect(docxText(v2file.rawPayload)).toContain('Beta Imports GmbH');
    expect(String(v2file.headers['content-disposition'])).toContain('%20v2.docx');
    expect((await trialOf(u.id)).trial_remaining).toBe(2);

    // Copy-create: the latest answers in a new draft; generating makes a second contract and uses a trial count.
    const copy = await callOk(t.app, 'POST', `/api/contracts/${made.contractId}/copy`, { token: u.token });
    expect(copy).toMatchObject({ mode: 'copy', contractId: made.contractId, entitlement: { kind: 'trial', trialRemaining: 2 } });
    expect(copy.answers.buyer.name).toBe('Beta Imports GmbH');
    const second = await callOk(t.app, 'POST', `/api/drafts/${copy.id}/generate`, { token: u.token });
    expect(second.contractId).not.toBe(made.contractId);
    expect(second.version).toBe(1);

    // Groups: create, duplicate refused whatever the case, move, rename, reorder, delete → contracts to the default group.
    const g1 = await callOk(t.app, 'POST', '/api/contractGroups', { token: u.token, body: { name: 'Suppliers' } });
    expect((await call(t.app, 'POST', '/api/contractGroups', { token: u.token, body: { name: 'suppliers' } })).body.code).toBe(ErrorCodes.GROUP_NAME_TAKEN);
    const g2 = await callOk(t.app, 'POST', '/api/contractGroups', { token: u.token, body: { name: '客户' } });
    expect((await call(t.app, 'POST', '/api/contractGroups', { token: u.token, body: { name: '' } })).body.code).toBe(ErrorCodes.VALIDATION);
    expect((await call(t.app, 'POST', '/api/contractGroups', { token: u.token, body: { name: 'x'.repeat(21) } })).body.code).toBe(ErrorCodes.VALIDATION);

    const noGroup = await call(t.app, 'PUT', '/api/contracts/move', { token: u.token, body: { ids: [second.contractId] } });
    expect(noGroup.body).toMatchObject({ code: ErrorCodes.SELECT_GROUPS, messageEn: 'Please select groups' });
    const noIds = await call(t.app, 'PUT', '/api/contracts/move', { token: u.token, body: { ids: [], groupId: g1.id } });
    expect(noIds.body).toMatchObject({ code: ErrorCodes.SELECT_CONTRACTS, messageEn: 'Please select contracts', message: '请选择合同' });
    expect(await callOk(t.app, 'PUT', '/api/contracts/move', { token: u.token, body: { ids: [second.contractId], groupId: g1.id } })).toEqual({ count: 1 });
    expect((await callOk(t.app, 'GET', '/api/contracts', { token: u.token, query: { groupId: g1.id } })).list.map((c: { id: number }) => c.id)).toEqual([second.contractId]);
    expect((await callOk(t.app, 'GET', '/api/contracts', { token: u.token, query: { groupId: 'default' } })).list.map((c: { id: number }) => c.id)).toEqual([made.contractId]);
    expect((await callOk(t.app, 'GET', '/api/contracts', { token: u.token, query: { q: '上海' } })).total).toBe(1);

    await callOk(t.app, 'PUT', `/api/contractGroups/${g1.id}`, { token: u.token, body: { name: 'Vendors' } });
    expect((await call(t.app, 'PUT', `/api/contractGroups/${g2.id}`, { token: u.token, body: { name: 'VENDORS' } })).body.code).toBe(ErrorCodes.GROUP_NAME_TAKEN);
    const ordered = await callOk(t.app, 'PUT', '/api/contractGroups/order', { token: u.token, body: { ids: [g2.id, g1.id] } });
    expect(ordered.map((g: { id: number | null; name: string; count: number }) => [g.id, g.name, g.count])).toEqual([
      [null, '', 1],
      [g2.id, '客户', 0],
      [g1.id, 'Vendors', 1],
    ]);

    await callOk(t.app, 'DELETE', `/api/contractGroups/${g1.id}`, { token: u.token });
    expect((await callOk(t.app, 'GET', `/api/contracts/${second.contractId}`, { token: u.token })).groupId).toBeNull();
    expect((await callOk(t.app, 'GET', '/api/contractGroups', { token: u.token }))[0]).toMatchObject({ id: null, isDefault: true, count: 2 });

    // Overview modules.
    const ov = await callOk(t.app, 'GET', '/api/contracts/overview', { token: u.token });
    expect(ov).toMatchObject({ contractCount: 2, frequentTemplates: [{ templateId: SALE, uses: 2, nameEn: content.template(SALE).nameEn }] });
    expect(ov.recentContracts.map((c: { id: number }) => c.id)).toEqual([second.contractId, made.contractId]);

    // Delete: 'Please select contracts' when empty; then removed from the list and unreachable.
    expect((await call(t.app, 'DELETE', '/api/contracts', { token: u.token, body: { ids: [] } })).body.code).toBe(ErrorCodes.SELECT_CONTRACTS);
    expect(await callOk(t.app, 'DELETE', '/api/contracts', { token: u.token, body: { ids: [second.contractId] } })).toEqual({ count: 1 });
    expect((await callOk(t.app, 'GET', '/api/contracts', { token: u.token })).total).toBe(1);
    expect((await call(t.app, 'GET', `/api/contracts/${second.contractId}`, { token: u.token })).body.code).toBe(ErrorCodes.NOT_FOUND);
  });

  it('discards a draft', async () => {
    const u = await member(t.app);
    const draft = await callOk(t.app, 'POST', '/api/drafts', { token: u.token, body: { templateId: SALE } });
    expect(draft.scene).toBe('domestic');
    await callOk(t.app, 'DELETE', `/api/drafts/${draft.id}`, { token: u.token });
    expect((await call(t.app, 'GET', `/api/drafts/${draft.id}`, { token: u.token })).body.code).toBe(ErrorCodes.NOT_FOUND);
  });
});

describe('API documentation', () => {
  it('lists the drafting and My Contracts calls with their query parameters', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    const doc = res.json() as { paths: Record<string, Record<string, { parameters?: { name: string }[] }>> };
    for (const path of ['/api/drafts', '/api/drafts/{id}/generate', '/api/contracts', '/api/contracts/{id}/download', '/api/contractGroups/order', '/api/contracts/overview']) {
      expect(Object.keys(doc.paths), path).toContain(path);
    }
    expect(doc.paths['/api/contracts'].get.parameters?.map((p) => p.name)).toEqual(expect.arrayContaining(['groupId', 'q', 'pageNo', 'pageSize']));
    expect(doc.paths['/api/contracts/{id}/download'].get.parameters?.map((p) => p.name)).toEqual(expect.arrayContaining(['format', 'layout', 'version']));
  });
});
