import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { eq } from '@lexbridge/db/orm';
import { subscriptions, users } from '@lexbridge/db/schema/accounts';
import { call, callOk } from '../helpers/api.ts';
import { makeTestApp, type TestApp } from '../helpers/test-app.ts';
import { newPhone, PASSWORD, registerUser, sendCode, withConfig } from '../auth/flows.ts';

let t: TestApp;
beforeAll(async () => {
  t = await makeTestApp();
});
afterAll(async () => {
  await t?.close();
});

const create = (query: Record<string, string>) => call<string>(t.app, 'POST', '/api/users/create', { query });

describe('POST /users/create', () => {
  test('records agentId and activityId, grants the free-trial package and posts the welcome letter', async () => {
    await withConfig(t.ctx, { TRIAL_PACKAGE_COUNT: 5, TRIAL_PACKAGE_DAYS: 14 }, async () => {
      const { phone, token } = await registerUser(t.app, { agentId: 'agent-42', activityId: 'spring-2026', name: 'Chen' });
      const me = await callOk(t.app, 'GET', '/api/users', { token });
      const [row] = await t.ctx.db.select().from(users).where(eq(users.id, me.user.id));
      expect(row).toMatchObject({ phone, countryCode: '86', agentId: 'agent-42', activityId: 'spring-2026', name: 'Chen' });
      expect(row.passwordHash).toMatch(/^scrypt\$/);

      const subs = await t.ctx.db.select().from(subscriptions).where(eq(subscriptions.userId, me.user.id));
      expect(subs).toHaveLength(1);
      expect(subs[0]).toMatchObject({ packageId: 'trial', kind: 'trial', trialTotal: 5, trialRemaining: 5 });
      expect(subs[0].expiresAt.getTime() - subs[0].startsAt.getTime()).toBe(14 * 86_400_000);
      expect(subs[0].startsAt.getTime()).toBe(t.clock.now());

      const inbox = await callOk(t.app, 'GET', '/api/messages', { token });
      expect(inbox.list).toHaveLength(1);
      expect(inbox.list[0]).toMatchObject({ kind: 'letter', titleEn: 'Welcome to LexBridge', read: false });
      expect(inbox.list[0].bodyEn).toContain('Dear Chen');
      expect(inbox.list[0].bodyEn).toContain('5 contracts within 14 days');
    });
  });

  test('without attribution the fields stay empty; a JSON body works as well as query parameters', async () => {
    const phone = newPhone();
    const code = await sendCode(t.app, phone, 'register');
    const res = await call<string>(t.app, 'POST', '/api/users/create', { body: { countryCode: '86', phone, code, password: PASSWORD, agree: true, platform: 'mobile' } });
    expect(res.body.success).toBe(true);
    const me = await callOk(t.app, 'GET', '/api/users', { token: res.body.datas });
    const [row] = await t.ctx.db.select().from(users).where(eq(users.id, me.user.id));
    expect(row).toMatchObject({ agentId: null, activityId: null, name: null });
    const log = await callOk(t.app, 'GET', '/api/users/loginLog', { token: res.body.datas });
    expect(log.records[0]).toMatchObject({ method: 'register', platform: 'mobile' });
  });

  test('a taken phone answers PHONE_TAKEN before the code is looked at', async () => {
    const { phone } = await registerUser(t.app);
    const again = await create({ countryCode: '86', phone, code: '123456', password: PASSWORD, agree: 'true' });
    expect(again.body).toMatchObject({ success: false, code: 200108 });
  });

  test('a wrong code is refused and creates nothing', async () => {
    const phone = newPhone();
    const code = await sendCode(t.app, phone, 'register');
    const wrong = String((Number(code) + 1) % 1_000_000).padStart(6, '0');
    expect((await create({ countryCode: '86', phone, code: wrong, password: PASSWORD, agree: 'true' })).body.code).toBe(200103);
    expect(await t.ctx.db.select().from(users).where(eq(users.phone, phone))).toHaveLength(0);
    // The right code still works after one wrong try.
    expect((await create({ countryCode: '86', phone, code, password: PASSWORD, agree: 'true' })).body.success).toBe(true);
  });

  test.each([
    ['agree', { agree: 'false' }, '请阅读并同意服务协议', 'Please agree with the service agreement'],
    ['agree', { agree: undefined }, '请阅读并同意服务协议', 'Please agree with the service agreement'],
    ['password', { password: 'onlyletters' }, '密码至少6位，须同时包含数字和字母', 'At least six characters, combining digits and letters'],
    ['confirmPassword', { confirmPassword: 'different1' }, undefined, 'The passwords are not consistent, please retype'],
    ['code', { code: '12ab' }, undefined, 'The SMS code is in the wrong format: 6 digits'],
    ['phone', { phone: '12345678901' }, '请输入正确的手机号码', 'Please enter the correct cell phone number'],
  ])('a bad %s answers the §5 message', async (field, over, cn, en) => {
    const query = Object.fromEntries(
      Object.entries({ countryCode: '86', phone: newPhone(), code: '123456', password: PASSWORD, agree: 'true', ...over }).filter(([, v]) => v !== undefined),
    ) as Record<string, string>;
    const res = await create(query);
    expect(res.body).toMatchObject({ code: 100001, messageEn: en });
    if (cn) expect(res.body.message).toBe(cn);
    expect(res.body.datas.fields[0].path).toBe(field);
  });
});
