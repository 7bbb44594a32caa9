import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ErrorCodes } from '@lexbridge/contract';
import { postLetter, postNotice } from '../../src/modules/messages/messages.service.ts';
import { call, callOk } from '../helpers/api.ts';
import { makeTestApp, type TestApp } from '../helpers/test-app.ts';
import { registerUser } from '../auth/flows.ts';

let t: TestApp;
beforeAll(async () => {
  t = await makeTestApp();
});
afterAll(async () => t?.close());

const text = (title: string) => ({ titleCn: `${title}（中文）`, titleEn: title, bodyCn: `${title} 正文`, bodyEn: `${title} body` });

async function member() {
  const { token } = await registerUser(t.app);
  const me = await callOk(t.app, 'GET', '/api/users', { token });
  return { token, id: me.user.id as number };
}
const unread = async (token: string) => (await callOk(t.app, 'GET', '/api/messages/unread', { token })).count as number;

describe('Mails and Bulletin', () => {
  it('gives every new account a welcome letter in both languages', async () => {
    const a = await member();
    const box = await callOk(t.app, 'GET', '/api/messages', { token: a.token });
    expect(box.total).toBe(1);
    expect(box.unread).toBe(1);
    expect(box.list[0]).toMatchObject({ kind: 'letter', title: '欢迎加入 LexBridge', titleEn: 'Welcome to LexBridge', read: false });
    expect(box.list[0].bodyEn).toContain(`generate ${t.ctx.config.TRIAL_PACKAGE_COUNT} contracts within ${t.ctx.config.TRIAL_PACKAGE_DAYS} days`);
    expect(box.list[0].body).toMatch(/[\u4e00-\u9fff]/);
  });

  it('keeps letters to their owner: one user never sees or marks another’s', async () => {
    const a = await member();
    const b = await member();
    const letterId = await postLetter(t.ctx, a.id, text('Your fapiao was mailed'));

    const boxA = await callOk(t.app, 'GET', '/api/messages', { token: a.token, query: { kind: 'letter' } });
    expect(boxA.list.map((m: { id: number }) => m.id)).toContain(letterId);
    const boxB = await callOk(t.app, 'GET', '/api/messages', { token: b.token });
    expect(boxB.list.map((m: { id: number }) => m.id)).not.toContain(letterId);

    const steal = await call(t.app, 'PUT', `/api/messages/${letterId}/read`, { token: b.token });
    expect(steal.status).toBe(404);
    expect(steal.body.code).toBe(ErrorCodes.NOT_FOUND);
    expect(await unread(a.token)).toBe(2);

    // B's read-all leaves A's letters unread.
    await callOk(t.app, 'PUT', '/api/messages/readAll', { token: b.token });
    expect(await unread(b.token)).toBe(0);
    expect(await unread(a.token)).toBe(2);

    expect(await callOk(t.app, 'PUT', `/api/messages/${letterId}/read`, { token: a.token })).toEqual({ count: 1 });
    // Reading twice changes nothing.
    expect(await callOk(t.app, 'PUT', `/api/messages/${letterId}/read`, { token: a.token })).toEqual({ count: 1 });
  });

  it('shows notices to everyone; those posted before registration count as read', async () => {
    t.clock.advance(1000);
    const oldNotice = await postNotice(t.ctx, text('Maintenance last week'));
    t.clock.advance(1000);
    const a = await member();
    t.clock.advance(1000);
    const newNotice = await postNotice(t.ctx, text('New templates'));
    t.clock.advance(1000);
    const b = await member();

    const notices = await callOk(t.app, 'GET', '/api/messages', { token: a.token, query: { kind: 'notice' } });
    const byId = new Map(notices.list.map((m: { id: number; read: boolean }) => [m.id, m.read]));
    expect(byId.get(oldNotice)).toBe(true);
    expect(byId.get(newNotice)).toBe(false);
    expect(notices.unread).toBe(1);
    // Welcome letter + the new notice.
    expect(await unread(a.token)).toBe(2);

    // b registered after both notices: both are history to b, only the welcome letter is new.
    expect(await unread(b.token)).toBe(1);

    // Reading a notice is personal.
    await callOk(t.app, 'PUT', `/api/messages/${newNotice}/read`, { token: a.token });
    expect(await unread(a.token)).toBe(1);
    const c = await member();
    t.clock.advance(1000);
    const later = await postNotice(t.ctx, text('Holiday hours'));
    expect(await unread(c.token)).toBe(2);
    expect(await unread(a.token)).toBe(2);
    await callOk(t.app, 'PUT', '/api/messages/readAll', { token: c.token, query: { kind: 'notice' } });
    expect(await unread(c.token)).toBe(1);
    const cBox = await callOk(t.app, 'GET', '/api/messages', { token: c.token, query: { kind: 'notice', pageSize: 50 } });
    expect(cBox.list.find((m: { id: number }) => m.id === later).read).toBe(true);
  });

  it('pages newest first', async () => {
    const a = await member();
    for (const n of [1, 2, 3, 4]) {
      t.clock.advance(1000);
      await postLetter(t.ctx, a.id, text(`Letter ${n}`));
    }
    const page1 = await callOk(t.app, 'GET', '/api/messages', { token: a.token, query: { kind: 'letter', pageNo: 1, pageSize: 2 } });
    const page3 = await callOk(t.app, 'GET', '/api/messages', { token: a.token, query: { kind: 'letter', pageNo: 3, pageSize: 2 } });
    expect(page1.total).toBe(5);
    expect(page1.list.map((m: { titleEn: string }) => m.titleEn)).toEqual(['Letter 4', 'Letter 3']);
    expect(page3.list.map((m: { titleEn: string }) => m.titleEn)).toEqual(['Welcome to LexBridge']);
    expect(page1.unread).toBe(5);
  });

  it('needs a login', async () => {
    expect((await call(t.app, 'GET', '/api/messages')).body.code).toBe(ErrorCodes.UNAUTHORIZED);
    expect((await call(t.app, 'GET', '/api/messages/unread')).status).toBe(401);
  });
});

describe('letters inside a transaction', () => {
  it('commit with the transaction and vanish when it rolls back', async () => {
    const a = await member();
    const before = await unread(a.token);
    await t.ctx.db
      .transaction(async (tx) => {
        await postLetter(tx, a.id, text('Never sent'), new Date(t.clock.now()));
        throw new Error('rollback');
      })
      .catch(() => {});
    expect(await unread(a.token)).toBe(before);
    await t.ctx.db.transaction(async (tx) => postLetter(tx, a.id, text('Sent'), new Date(t.clock.now())));
    expect(await unread(a.token)).toBe(before + 1);
  });
});
