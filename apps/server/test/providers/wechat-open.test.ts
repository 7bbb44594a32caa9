import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyBaseLogger } from 'fastify';
import { ErrorCodes } from '@lexbridge/contract';
import { AppError } from '../../src/errors.ts';
import { OpenWechatProvider } from '../../src/providers/wechat/open.ts';
import { call, callOk } from '../helpers/api.ts';
import { makeTestApp, type TestApp } from '../helpers/test-app.ts';
import { FakeWechat } from './fake-wechat.ts';

const alice = { unionid: 'o6_bmasdasdsad6_2sgVt7hMZOPfL', openid: 'oLVPpjqs2BhvzwPj5A-vTYAX3GLc', nickname: 'Alice', headimgurl: 'https://thirdwx.qlogo.cn/alice/132' };
/** Keeps what the adapter logs: WeChat's refusals must be visible to operators. */
const logged: Record<string, unknown>[] = [];
const log = { warn: (o: Record<string, unknown>) => logged.push(o), info() {}, error() {}, debug() {}, child: () => log } as unknown as FastifyBaseLogger;

let fake: FakeWechat;
let base: string;
beforeAll(async () => {
  fake = new FakeWechat('wx-app-id', 'wx-app-secret');
  base = await fake.start();
});
afterAll(async () => fake?.stop());

const provider = (overrides: Partial<{ appId: string; appSecret: string; apiBase: string }> = {}) =>
  new OpenWechatProvider({ appId: 'wx-app-id', appSecret: 'wx-app-secret', apiBase: base, openBase: 'https://open.weixin.qq.com', ...overrides }, log);

async function refusal(p: Promise<unknown>) {
  const err = await p.then(
    () => null,
    (e: unknown) => e,
  );
  expect(err).toBeInstanceOf(AppError);
  expect((err as AppError).code).toBe(ErrorCodes.WX_PROVIDER_FAILED);
  return (err as AppError).datas as { errcode?: number } | null;
}

describe('WeChat Open Platform adapter against a local fake of the protocol', () => {
  it('builds the qrconnect URL', () => {
    const url = provider().authorizeUrl('st4te', 'https://example.com/api/wx/callback', 'en');
    expect(url).toBe(
      'https://open.weixin.qq.com/connect/qrconnect?appid=wx-app-id&redirect_uri=https%3A%2F%2Fexample.com%2Fapi%2Fwx%2Fcallback&response_type=code&scope=snsapi_login&state=st4te#wechat_redirect',
    );
  });

  it('turns a good code into the identity (unionid, openid, nickname, head image)', async () => {
    const code = fake.issueCode(alice);
    expect(await provider().exchangeCode(code)).toEqual({ unionid: alice.unionid, openid: alice.openid, nickname: 'Alice', headImg: alice.headimgurl });
  });

  it('refuses a bad code, a reused code, a wrong secret and a missing unionid', async () => {
    expect(await refusal(provider().exchangeCode('bogus'))).toEqual({ errcode: 40029 });
    expect(logged.at(-1)).toMatchObject({ event: 'wechat.refused', errcode: 40029, errmsg: 'invalid code' });
    const code = fake.issueCode(alice);
    await provider().exchangeCode(code);
    expect(await refusal(provider().exchangeCode(code))).toEqual({ errcode: 40163 });
    expect(await refusal(provider({ appSecret: 'wrong' }).exchangeCode(fake.issueCode(alice)))).toEqual({ errcode: 40125 });
    fake.withoutUnionid = true;
    try {
      const noUnion = { ...alice, unionid: '' };
      await refusal(provider().exchangeCode(fake.issueCode(noUnion)));
    } finally {
      fake.withoutUnionid = false;
    }
  });

  it('reports an unreachable WeChat as a provider failure', async () => {
    await refusal(provider({ apiBase: 'http://127.0.0.1:1' }).exchangeCode('x'));
  });
});

describe('QR login through the real adapter', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await makeTestApp({
      config: { WECHAT_PROVIDER: 'open', WECHAT_APP_ID: 'wx-app-id', WECHAT_APP_SECRET: 'wx-app-secret', WECHAT_API_BASE: base, WECHAT_OPEN_BASE: base },
    });
  });
  afterAll(async () => t?.close());

  it('confirms the state on the callback and hands out a ticket; a bad code ends the state', async () => {
    const qr = await callOk(t.app, 'POST', '/api/wx/qrcode', { body: { purpose: 'login', lang: 'cn' } });
    expect(qr.url.startsWith(`${base}/connect/qrconnect?appid=wx-app-id&redirect_uri=${encodeURIComponent('http://localhost:3000/api/wx/callback')}`)).toBe(true);
    const code = fake.issueCode(alice);
    const wxState = new URL(qr.url).searchParams.get('state');
    const cb = await t.app.inject({ method: 'GET', url: `/api/wx/callback?code=${code}&state=${wxState}` });
    expect(cb.statusCode).toBe(200);
    const polled = await call(t.app, 'GET', `/api/wx/qrcode/${qr.state}`);
    expect(polled.body.datas).toMatchObject({ status: 'confirmed', nickname: 'Alice' });
    expect(polled.body.datas.ticket).toBeTruthy();

    const other = await callOk(t.app, 'POST', '/api/wx/qrcode', { body: { purpose: 'login', lang: 'cn' } });
    const bad = await t.app.inject({ method: 'GET', url: `/api/wx/callback?code=bogus&state=${new URL(other.url).searchParams.get('state')}` });
    expect(bad.statusCode).toBe(502);
    expect(bad.body).toContain('WeChat could not confirm this login');
    expect((await call(t.app, 'GET', `/api/wx/qrcode/${other.state}`)).body.code).toBe(ErrorCodes.WX_STATE_EXPIRED);
  });
});
