import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { schema, sql } from '@lexbridge/db';
import { call, callOk } from '../helpers/api.ts';
import { makeTestApp, type TestApp } from '../helpers/test-app.ts';
import { templateContent } from '../../src/modules/catalogue/template-content.ts';
import { member } from './fixture.ts';

/**
 * The real content through the API: every built template of the catalogue, one answer set per scene, saved by
 * autosave (the server normalises the answers again) and generated into a contract. Rendering itself is tested per template
 * in tests/templates; here one contract per template is previewed.
 */
let t: TestApp;
let tmpData: string;
beforeAll(async () => {
  tmpData = mkdtempSync(join(tmpdir(), 'lexbridge-data-'));
  t = await makeTestApp({ config: { DATA_DIR: tmpData } });
});
afterAll(async () => {
  await t?.close();
  if (tmpData) rmSync(tmpData, { recursive: true, force: true });
});

describe('content templates through the drafting API', () => {
  it('every built template generates a contract in each scene its answer sets cover', async () => {
    const u = await member(t.app);
    const now = new Date(t.clock.now());
    await t.db.db.insert(schema.subscriptions).values({ userId: u.id, packageId: 'custom', kind: 'subscribe', startsAt: now, expiresAt: new Date(now.getTime() + 86_400_000), createdAt: now });
    const built = (await t.db.db.execute(sql`select id from catalogue_templates where built`)).rows.map((r) => (r as { id: string }).id);
    const { templates } = templateContent(t.ctx);
    const ids = built.filter((id) => templates.get(id)?.answerSets.length);
    expect(ids.length).toBeGreaterThan(0);
    let bilingualSeen = 0;
    for (const id of ids) {
      const perScene = new Map(templates.get(id)!.answerSets.map((set) => [set.scene, set]));
      for (const set of perScene.values()) {
        const label = `${id}/${set.name}`;
        const d = await callOk(t.app, 'POST', '/api/drafts', { token: u.token, body: { templateId: id, scene: set.scene ?? undefined } });
        expect(d.entitlement.kind, label).toBe('package');
        await callOk(t.app, 'PUT', `/api/drafts/${d.id}`, { token: u.token, body: { revision: d.revision, answers: set.answers } });
        // Bilingual text answers ({ cn, en }) are kept as both forms through the server's normalisation.
        const saved = (await callOk(t.app, 'GET', `/api/drafts/${d.id}`, { token: u.token })).answers as Record<string, unknown>;
        for (const [key, v] of Object.entries(set.answers)) {
          if (!v || typeof v !== 'object' || !('cn' in v) || !('en' in v)) continue;
          expect(saved[key], `${label} ${key}`).toEqual(v);
          bilingualSeen++;
        }
        const res = await call(t.app, 'POST', `/api/drafts/${d.id}/generate`, { token: u.token });
        expect(res.body.success, `${label}: ${JSON.stringify(res.body.datas)}`).toBe(true);
      }
      const [latest] = (await callOk(t.app, 'GET', '/api/contracts', { token: u.token, query: { pageSize: 1 } })).list;
      const { html } = await callOk(t.app, 'GET', `/api/contracts/${latest.id}/preview`, { token: u.token, query: { layout: 'cn' } });
      expect(html, id).toMatch(/第一条/);
    }
    expect(bilingualSeen).toBeGreaterThan(0);
  });
});
