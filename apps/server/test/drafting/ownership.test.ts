import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ErrorCodes } from '@lexbridge/contract';
import { call, callOk } from '../helpers/api.ts';
import type { TestApp } from '../helpers/test-app.ts';
import { ANSWERS, fixtureContent, member, SALE, startApp, type FixtureContent } from './fixture.ts';

let t: TestApp;
let content: FixtureContent;
beforeAll(async () => {
  content = fixtureContent();
  t = await startApp(content);
});
afterAll(async () => {
  await t?.close();
  content?.remove();
});

describe("another user's drafts, contracts and groups", () => {
  it('cannot be read, changed, downloaded, copied, moved or deleted: they are not found', async () => {
    const owner = await member(t.app);
    const other = await member(t.app);
    const d = await callOk(t.app, 'POST', '/api/drafts', { token: owner.token, body: { templateId: SALE } });
    await callOk(t.app, 'PUT', `/api/drafts/${d.id}`, { token: owner.token, body: { revision: 0, answers: ANSWERS } });
    const open = await callOk(t.app, 'POST', '/api/drafts', { token: owner.token, body: { templateId: SALE } });
    const made = await callOk(t.app, 'POST', `/api/drafts/${d.id}/generate`, { token: owner.token });
    const group = await callOk(t.app, 'POST', '/api/contractGroups', { token: owner.token, body: { name: 'Mine' } });
    const id = made.contractId;

    const notFound = async (method: 'GET' | 'PUT' | 'POST' | 'DELETE', url: string, body?: unknown, query?: Record<string, string>) => {
      const r = await call(t.app, method, url, { token: other.token, body, query });
      expect(r.body.code, `${method} ${url}`).toBe(ErrorCodes.NOT_FOUND);
      expect(r.status).toBe(404);
    };
    await notFound('GET', `/api/drafts/${open.id}`);
    await notFound('PUT', `/api/drafts/${open.id}`, { revision: 0, answers: {} });
    await notFound('POST', `/api/drafts/${open.id}/generate`);
    await notFound('DELETE', `/api/drafts/${open.id}`);
    await notFound('GET', `/api/contracts/${id}`);
    await notFound('PUT', `/api/contracts/${id}`, { name: 'Taken' });
    await notFound('GET', `/api/contracts/${id}/preview`);
    await notFound('GET', `/api/contracts/${id}/download`, undefined, { format: 'docx' });
    await notFound('POST', `/api/contracts/${id}/revise`);
    await notFound('POST', `/api/contracts/${id}/copy`);
    await notFound('DELETE', '/api/contracts', { ids: [id] });
    await notFound('PUT', '/api/contracts/move', { ids: [id], groupId: null });

    const groupCalls = [
      await call(t.app, 'PUT', `/api/contractGroups/${group.id}`, { token: other.token, body: { name: 'Stolen' } }),
      await call(t.app, 'DELETE', `/api/contractGroups/${group.id}`, { token: other.token }),
      await call(t.app, 'PUT', '/api/contractGroups/order', { token: other.token, body: { ids: [group.id] } }),
    ];
    for (const r of groupCalls) expect(r.body.code).toBe(ErrorCodes.GROUP_NOT_FOUND);
    // Nor can a contract be moved into someone else's group.
    const mine = await callOk(t.app, 'POST', '/api/drafts', { token: other.token, body: { templateId: SALE } });
    await callOk(t.app, 'PUT', `/api/drafts/${mine.id}`, { token: other.token, body: { revision: 0, answers: ANSWERS } });
    const theirs = await callOk(t.app, 'POST', `/api/drafts/${mine.id}/generate`, { token: other.token });
    expect((await call(t.app, 'PUT', '/api/contracts/move', { token: other.token, body: { ids: [theirs.contractId], groupId: group.id } })).body.code).toBe(ErrorCodes.GROUP_NOT_FOUND);

    // Lists show only one's own, and the owner's things are intact.
    expect((await callOk(t.app, 'GET', '/api/contracts', { token: other.token })).list.map((c: { id: number }) => c.id)).toEqual([theirs.contractId]);
    expect((await callOk(t.app, 'GET', '/api/drafts', { token: other.token })).total).toBe(0);
    expect((await callOk(t.app, 'GET', '/api/contractGroups', { token: other.token })).map((g: { id: number | null }) => g.id)).toEqual([null]);
    const kept = await callOk(t.app, 'GET', `/api/contracts/${id}`, { token: owner.token });
    expect(kept.name).not.toBe('Taken');
    expect((await callOk(t.app, 'GET', '/api/contractGroups', { token: owner.token }))[1]).toMatchObject({ id: group.id, name: 'Mine' });
    expect((await callOk(t.app, 'GET', `/api/drafts/${open.id}`, { token: owner.token })).id).toBe(open.id);
  });
});
