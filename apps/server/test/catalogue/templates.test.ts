import { describe, expect, it } from 'vitest';
import { ErrorCodes, type TemplateDetail } from '@lexbridge/contract';
import { schema } from '@lexbridge/db';
import { eq } from '@lexbridge/db/orm';
import { compileTemplate, evaluateQuestionnaire, assemble, renderHtml, type ClauseLibrary } from '@lexbridge/drafting';
import { call, callOk } from '../helpers/api.ts';
import { EXIT_ONLY, SAMPLE_ANSWERS } from './fixture-content.ts';
import { catalogueApp, member, memberWithoutTrial, subscribe } from './setup.ts';

const s = catalogueApp({ config: { FEEDBACK_PER_IP_HOURLY: 3 } });
const han = /[\u4e00-\u9fff]/;

describe('GET /templates/{id}', () => {
  it('answers the template page: introduction and usage from the template, disclaimer, minutes, questions, packages', async () => {
    const d: TemplateDetail = await callOk(s.t.app, 'GET', '/api/templates/sale-of-goods');
    expect(d).toMatchObject({ id: 'sale-of-goods', built: true, classifyId: 'trade-goods', classifyNameEn: 'Sale and purchase of goods', minutes: 12 });
    expect(d.intro.en).toContain('Introduction of sale-of-goods');
    expect(d.usage.cn).toBe('先填写当事人，再填写交易条款。');
    expect(d.disclaimer.cn).toMatch(han);
    expect(d.disclaimer.en).toMatch(/not legal advice/);
    expect(d.questionCount).toBeGreaterThan(5);
    // Packages for sale that contain it; the trial is not sold.
    expect(d.packages.map((p) => p.id)).toEqual(['custom', 'belt-road', 'foreign-trade', 'domestic']);
  });

  it('shows a catalogue entry not built yet as coming soon, with the catalogue’s introduction', async () => {
    const d: TemplateDetail = await callOk(s.t.app, 'GET', '/api/templates/capital-increase');
    expect(d).toMatchObject({ built: false, minutes: null, questionCount: 0, entitled: false });
    expect(d.intro.en).toMatch(/subscribes for new registered capital/);
    expect(d.usage.en).toMatch(/questionnaire/);
  });

  it('answers 100002 for an unknown template', async () => {
    const res = await call(s.t.app, 'GET', '/api/templates/nope');
    expect(res.status).toBe(404);
    expect(res.body.code).toBe(ErrorCodes.NOT_FOUND);
  });
});

describe('GET /templates/{id}/sample', () => {
  it('renders the sample answer set of the first scene, in both languages, for visitors', async () => {
    const { html, scene } = await callOk(s.t.app, 'GET', '/api/templates/sale-of-goods/sample');
    expect(scene).toBe('domestic');
    expect(html).toContain('人民币壹拾万元整');
    expect(html).toContain('The total price is RMB 100,000.00');
    expect(html).toMatch(/第[一二三四五六七八九十]+条/);
    expect(html).toMatch(/Article 1/);
    expect(html).not.toContain(EXIT_ONLY.en);
  });

  it('renders the scene asked for, in the layout asked for', async () => {
    const exit = await callOk(s.t.app, 'GET', '/api/templates/sale-of-goods/sample', { query: { scene: 'exit' } });
    expect(exit.html).toContain(EXIT_ONLY.cn);
    expect(exit.html).toContain(EXIT_ONLY.en);
    const cnOnly = await callOk(s.t.app, 'GET', '/api/templates/sale-of-goods/sample', { query: { scene: 'exit', layout: 'cn' } });
    expect(cnOnly.html).toContain(EXIT_ONLY.cn);
    expect(cnOnly.html).not.toContain(EXIT_ONLY.en);
    // The same answer twice (from the cache) is the same text.
    expect((await callOk(s.t.app, 'GET', '/api/templates/sale-of-goods/sample', { query: { scene: 'exit' } })).html).toBe(exit.html);
    const noScenes = await callOk(s.t.app, 'GET', '/api/templates/jv-agreement/sample', { query: { layout: 'sequential' } });
    expect(noScenes.scene).toBeNull();
    expect(noScenes.html).toMatch(han);
    expect(noScenes.html).toContain('上海甲有限公司');
    expect(noScenes.html).toContain('Acme Trading Ltd.');
  });

  it('refuses a scene the template is not offered in, a template not built, a bad layout', async () => {
    const hrExit = await call(s.t.app, 'GET', '/api/templates/employment-contract/sample', { query: { scene: 'exit' } });
    expect(hrExit.body.code).toBe(ErrorCodes.SCENE_NOT_OFFERED);
    const soon = await call(s.t.app, 'GET', '/api/templates/purchase-of-goods/sample');
    expect(soon.body.code).toBe(ErrorCodes.TEMPLATE_COMING_SOON);
    expect(soon.body.messageEn).toBe('This contract template is coming soon');
    const layout = await call(s.t.app, 'GET', '/api/templates/sale-of-goods/sample', { query: { layout: 'diagonal' } });
    expect(layout.body.code).toBe(ErrorCodes.VALIDATION);
    expect((await call(s.t.app, 'GET', '/api/templates/nope/sample')).body.code).toBe(ErrorCodes.NOT_FOUND);
  });
});

describe('GET /templates/{id}/questionnaire', () => {
  it('needs login', async () => {
    const res = await call(s.t.app, 'GET', '/api/templates/sale-of-goods/questionnaire');
    expect(res.body.code).toBe(ErrorCodes.UNAUTHORIZED);
  });

  it('gives an entitled user the whole template and the library clauses it uses, without reviewer notes', async () => {
    const m = await member(s.t);
    const q = await callOk(s.t.app, 'GET', '/api/templates/sale-of-goods/questionnaire', { token: m.token });
    expect(q.full).toBe(true);
    expect(q.template.notes).toBeUndefined();
    expect(Object.keys(q.library).sort()).toEqual(['lib.arbitration', 'lib.breach']);
    expect(JSON.stringify(q.template)).toContain('买方应于');
    // The browser runtime can use it as it is.
    const ct = compileTemplate(q.template);
    const doc = assemble(ct, { ...SAMPLE_ANSWERS, scene: 'entry' }, { library: q.library as ClauseLibrary });
    expect(renderHtml(doc, { layout: 'sequential' })).toContain('Acme Trading Ltd.');
  });

  it('withholds clause texts from a user not entitled, keeping questions, titles and numbering', async () => {
    const m = await memberWithoutTrial(s.t);
    const q = await callOk(s.t.app, 'GET', '/api/templates/sale-of-goods/questionnaire', { token: m.token });
    expect(q.full).toBe(false);
    const json = JSON.stringify(q);
    expect(json).not.toContain('买方应于');
    expect(json).not.toContain('people\'s court');
    expect(json).not.toContain('自交货之日起');
    expect(json).toContain('质量保证');
    const ct = compileTemplate(q.template);
    expect(evaluateQuestionnaire(ct, {}).sections.length).toBeGreaterThan(0);
    const doc = assemble(ct, { ...SAMPLE_ANSWERS, scene: 'domestic' }, { library: q.library as ClauseLibrary, mode: 'preview' });
    const html = renderHtml(doc, { layout: 'side-by-side', headingsOnly: true });
    expect(html).toContain('Warranty');
    expect(html).toMatch(/Article \d/);
  });

  it('gives the whole template to a package subscriber, and to the owner revising a paid contract', async () => {
    const sub = await memberWithoutTrial(s.t);
    await subscribe(s.t, sub.id, 'foreign-trade');
    expect((await callOk(s.t.app, 'GET', '/api/templates/sale-of-goods/questionnaire', { token: sub.token })).full).toBe(true);
    // foreign-trade does not contain HR templates.
    expect((await callOk(s.t.app, 'GET', '/api/templates/employment-contract/questionnaire', { token: sub.token })).full).toBe(false);

    const owner = await memberWithoutTrial(s.t);
    const now = new Date(s.t.clock.now());
    const contract = (paid: boolean, userId = owner.id) =>
      s.t.db.db
        .insert(schema.contracts)
        .values({ userId, templateId: 'sale-of-goods', scene: 'exit', name: '合同', priceFen: 0, paid, currentVersion: 1, createdAt: now, updatedAt: now })
        .returning({ id: schema.contracts.id });
    const [paid] = await contract(true);
    const [unpaid] = await contract(false);
    const other = await memberWithoutTrial(s.t);
    const [othersPaid] = await contract(true, other.id);
    const full = async (contractId: number) =>
      (await callOk(s.t.app, 'GET', '/api/templates/sale-of-goods/questionnaire', { token: owner.token, query: { contractId } })).full;
    expect(await full(paid.id)).toBe(true);
    expect(await full(unpaid.id)).toBe(false);
    expect(await full(othersPaid.id)).toBe(false);
    await s.t.db.db.update(schema.contracts).set({ deletedAt: now }).where(eq(schema.contracts.id, paid.id));
    expect(await full(paid.id)).toBe(false);
  });

  it('refuses a template not built yet', async () => {
    const m = await member(s.t);
    const res = await call(s.t.app, 'GET', '/api/templates/capital-increase/questionnaire', { token: m.token });
    expect(res.body.code).toBe(ErrorCodes.TEMPLATE_COMING_SOON);
  });
});

describe('POST /templates/{id}/feedback', () => {
  it('takes a problem report from a visitor or a user and keeps it', async () => {
    const visitor = await callOk(s.t.app, 'POST', '/api/templates/sale-of-goods/feedback', { body: { content: '第三条的交货期写错了' }, remoteAddress: '10.0.0.1' });
    const m = await member(s.t);
    const user = await callOk(s.t.app, 'POST', '/api/templates/capital-increase/feedback', {
      token: m.token,
      body: { content: 'Please release this soon', contact: 'me@example.com' },
      remoteAddress: '10.0.0.2',
    });
    const rows = await s.t.db.db.select().from(schema.templateFeedback);
    expect(rows.find((r) => r.id === visitor.id)).toMatchObject({ templateId: 'sale-of-goods', userId: null, contact: null, ip: '10.0.0.1' });
    expect(rows.find((r) => r.id === user.id)).toMatchObject({ templateId: 'capital-increase', userId: m.id, contact: 'me@example.com' });
  });

  it('refuses empty, too short and too long reports with the translated message, and unknown templates', async () => {
    const missing = await call(s.t.app, 'POST', '/api/templates/sale-of-goods/feedback', { body: {}, remoteAddress: '10.0.1.1' });
    expect(missing.body.code).toBe(ErrorCodes.VALIDATION);
    expect(missing.body.messageEn).toBe('Please describe the problem');
    const short = await call(s.t.app, 'POST', '/api/templates/sale-of-goods/feedback', { body: { content: ' x ' }, remoteAddress: '10.0.1.1' });
    expect(short.body.messageEn).toBe('Problem description: 2 to 500 characters');
    expect(short.body.message).toMatch(han);
    const long = await call(s.t.app, 'POST', '/api/templates/sale-of-goods/feedback', { body: { content: 'x'.repeat(501) }, remoteAddress: '10.0.1.1' });
    expect(long.body.code).toBe(ErrorCodes.VALIDATION);
    const unknown = await call(s.t.app, 'POST', '/api/templates/nope/feedback', { body: { content: 'hello' }, remoteAddress: '10.0.1.1' });
    expect(unknown.body.code).toBe(ErrorCodes.NOT_FOUND);
  });

  it('limits reports per client address per hour', async () => {
    const send = (ip: string) => call(s.t.app, 'POST', '/api/templates/mutual-nda/feedback', { body: { content: 'typo in clause 2' }, remoteAddress: ip });
    for (let i = 0; i < 3; i++) expect((await send('10.0.2.1')).body.success).toBe(true);
    const refused = await send('10.0.2.1');
    expect(refused.status).toBe(429);
    expect(refused.body.code).toBe(ErrorCodes.FEEDBACK_TOO_FREQUENT);
    expect((await send('10.0.2.2')).body.success).toBe(true);
    s.t.clock.advance(3_600_000);
    expect((await send('10.0.2.1')).body.success).toBe(true);
  });
});
