import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ErrorCodes } from '@lexbridge/contract';
import { schema } from '@lexbridge/db';
import { eq } from '@lexbridge/db/orm';
import { call, callOk } from '../helpers/api.ts';
import { makeTestApp, type TestApp } from '../helpers/test-app.ts';
import { registerUser } from '../auth/flows.ts';

let t: TestApp;
beforeAll(async () => {
  t = await makeTestApp({ config: { ELOGIN_MAIL_PER_EMAIL_HOURLY: 3, ELOGIN_MAIL_PER_IP_HOURLY: 1000 } });
});
afterAll(async () => t?.close());

let seq = 0;
/** A registered account with an e-mail address (set directly: the profile form is tested elsewhere). */
async function userWithEmail() {
  const { token } = await registerUser(t.app);
  const me = await callOk(t.app, 'GET', '/api/users', { token });
  const email = `reader${++seq}.${me.user.id}@example.com`;
  await t.ctx.db.update(schema.users).set({ email }).where(eq(schema.users.id, me.user.id));
  return { id: me.user.id as number, email };
}

/** The login link of the newest mail to `email`. */
async function mailedLink(email: string, lang = 'en') {
  const [mail] = await t.ctx.providers.outbox!.list(1, email);
  expect(mail?.channel).toBe('mail');
  const match = new RegExp(`http://localhost:3000/${lang}/elogin/([A-Za-z0-9_-]+)`).exec(mail.text);
  expect(match, mail.text).not.toBeNull();
  return { mail, token: match![1] };
}

describe('e-mailed login links', () => {
  it('mails a bilingual link that logs in once', async () => {
    const user = await userWithEmail();
    const res = await call(t.app, 'POST', '/api/elogin/mail', { body: { email: user.email.toUpperCase(), lang: 'en' } });
    expect(res.body).toMatchObject({ success: true, datas: null });
    const { mail, token } = await mailedLink(user.email);
    expect(mail.to).toBe(user.email);
    expect(mail.text).toContain('Your LexBridge login link');
    expect(mail.text).toContain('LexBridge 登录链接');
    expect(mail.text).toContain('30 minutes');

    const login = await call<string>(t.app, 'GET', `/api/elogin/${token}`);
    expect(login.body.success).toBe(true);
    const me = await callOk(t.app, 'GET', '/api/users', { token: login.body.datas });
    expect(me.user.id).toBe(user.id);
    const log = await callOk(t.app, 'GET', '/api/users/loginLog', { token: login.body.datas });
    expect(log.records[0].method).toBe('elogin');

    const again = await call(t.app, 'GET', `/api/elogin/${token}`);
    expect(again.body).toMatchObject({ success: false, code: ErrorCodes.ELOGIN_INVALID });
  });

  it('logs in once even when the link is opened twice at the same time', async () => {
    const user = await userWithEmail();
    await callOk(t.app, 'POST', '/api/elogin/mail', { body: { email: user.email, lang: 'en' } });
    const { token } = await mailedLink(user.email);
    const answers = await Promise.all([0, 1, 2].map(() => call(t.app, 'GET', `/api/elogin/${token}`)));
    expect(answers.filter((a) => a.body.success)).toHaveLength(1);
  });

  it('expires after ELOGIN_TTL_SECONDS', async () => {
    const user = await userWithEmail();
    await callOk(t.app, 'POST', '/api/elogin/mail', { body: { email: user.email, lang: 'cn' } });
    const { token } = await mailedLink(user.email, 'cn');
    t.clock.advance(t.ctx.config.ELOGIN_TTL_SECONDS * 1000 + 1);
    expect((await call(t.app, 'GET', `/api/elogin/${token}`)).body.code).toBe(ErrorCodes.ELOGIN_INVALID);
  });

  it('answers the same for an unknown address, and mails nothing', async () => {
    const before = (await t.ctx.providers.outbox!.list(200)).length;
    const res = await call(t.app, 'POST', '/api/elogin/mail', { body: { email: 'nobody.here@example.com', lang: 'en' } });
    expect(res.body).toMatchObject({ success: true, datas: null });
    expect((await t.ctx.providers.outbox!.list(200)).length).toBe(before);
    expect((await call(t.app, 'GET', '/api/elogin/made-up-token')).body.code).toBe(ErrorCodes.ELOGIN_INVALID);
  });

  it('limits requests per address, known or not', async () => {
    for (const email of ['limit.me@example.com', (await userWithEmail()).email]) {
      for (let i = 0; i < 3; i++) expect((await call(t.app, 'POST', '/api/elogin/mail', { body: { email } })).body.success).toBe(true);
      const refused = await call(t.app, 'POST', '/api/elogin/mail', { body: { email } });
      expect(refused.status).toBe(429);
      expect(refused.body.code).toBe(ErrorCodes.RATE_LIMITED);
    }
    // The window is an hour.
    t.clock.advance(3_600_000);
    expect((await call(t.app, 'POST', '/api/elogin/mail', { body: { email: 'limit.me@example.com' } })).body.success).toBe(true);
  });
});

describe('login-link mails per IP', () => {
  let limited: TestApp;
  beforeAll(async () => {
    limited = await makeTestApp({ config: { ELOGIN_MAIL_PER_IP_HOURLY: 2 } });
  });
  afterAll(async () => limited?.close());

  it('are limited', async () => {
    const ask = (n: number, ip: string) => call(limited.app, 'POST', '/api/elogin/mail', { body: { email: `a${n}@example.com` }, remoteAddress: ip });
    expect((await ask(1, '198.51.100.7')).body.success).toBe(true);
    expect((await ask(2, '198.51.100.7')).body.success).toBe(true);
    expect((await ask(3, '198.51.100.7')).body.code).toBe(ErrorCodes.RATE_LIMITED);
    expect((await ask(4, '198.51.100.8')).body.success).toBe(true);
  });
});
