import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ErrorCodes } from '@lexbridge/contract';
import { call, callOk } from '../helpers/api.ts';
import { makeTestApp, type TestApp } from '../helpers/test-app.ts';
import { newPhone, requestCode } from '../auth/flows.ts';

describe('GET /api/dev/outbox with sandbox providers', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await makeTestApp();
  });
  afterAll(async () => t?.close());

  it('lists what the sandbox sent, newest first, filtered by recipient', async () => {
    const first = newPhone();
    const second = newPhone();
    expect((await requestCode(t.app, first, 'register')).body.success).toBe(true);
    t.clock.advance(1000);
    expect((await requestCode(t.app, second, 'register')).body.success).toBe(true);
    await t.ctx.providers.mail.send({ to: 'outbox.reader@example.com', subject: 'Subject line', text: 'Body text' });

    const all = await call(t.app, 'GET', '/api/dev/outbox');
    expect(all.body.success).toBe(true);
    const list = all.body.datas as { channel: string; to: string; text: string; createdAt: number }[];
    expect(list.slice(0, 3).map((e) => e.to)).toEqual(['outbox.reader@example.com', `+86 ${second}`, `+86 ${first}`]);
    expect(list[0]).toEqual({ channel: 'mail', to: 'outbox.reader@example.com', text: 'Subject line\n\nBody text', createdAt: t.clock.now() });
    expect(list[1].text).toMatch(/\d{6}/);
    expect(list[1].createdAt - list[2].createdAt).toBe(1000);

    const only = await callOk(t.app, 'GET', '/api/dev/outbox', { query: { to: first } });
    expect(only).toHaveLength(1);
    expect(only[0].to).toBe(`+86 ${first}`);
  });
});

describe('GET /api/dev/outbox with real providers', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await makeTestApp({
      config: {
        SMS_PROVIDER: 'aliyun',
        ALIYUN_SMS_ACCESS_KEY_ID: 'id',
        ALIYUN_SMS_ACCESS_KEY_SECRET: 'secret',
        ALIYUN_SMS_SIGN_NAME: 'LexBridge',
        ALIYUN_SMS_TEMPLATE_CODE: 'SMS_1',
        MAIL_PROVIDER: 'smtp',
        SMTP_URL: 'smtp://127.0.0.1:1',
        WECHAT_PROVIDER: 'open',
        WECHAT_APP_ID: 'wx-app',
        WECHAT_APP_SECRET: 'wx-secret',
      },
    });
  });
  afterAll(async () => t?.close());

  it('does not exist, and neither does the sandbox phone page', async () => {
    expect(t.ctx.providers.outbox).toBeNull();
    const res = await call(t.app, 'GET', '/api/dev/outbox');
    expect(res.status).toBe(404);
    expect(res.body).toMatchObject({ success: false, code: ErrorCodes.NOT_FOUND });
    const page = await t.app.inject({ method: 'GET', url: '/sandbox/wechat?state=x&redirect_uri=http%3A%2F%2Flocalhost%3A3000%2Fapi%2Fwx%2Fcallback' });
    expect(page.body).not.toContain('<form');
    expect(page.statusCode).not.toBe(200);
    // The QR code now points at WeChat itself.
    const qr = await callOk(t.app, 'POST', '/api/wx/qrcode', { body: { purpose: 'login', lang: 'cn' } });
    expect(qr.url).toMatch(/^https:\/\/open\.weixin\.qq\.com\/connect\/qrconnect\?appid=wx-app&/);
  });
});
