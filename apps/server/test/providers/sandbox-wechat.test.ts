import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ErrorCodes } from '@lexbridge/contract';
import { SandboxWechatProvider, sandboxIdentity } from '../../src/providers/wechat/sandbox.ts';
import { makeTestApp, type TestApp } from '../helpers/test-app.ts';

let t: TestApp;
let wx: SandboxWechatProvider;
beforeAll(async () => {
  t = await makeTestApp();
  wx = t.ctx.providers.wechat as SandboxWechatProvider;
});
afterAll(async () => t?.close());

describe('sandbox WeChat provider keeps the rules of the real one', () => {
  it('derives one stable identity per nickname', () => {
    expect(sandboxIdentity('Li Lei')).toEqual(sandboxIdentity('Li Lei'));
    expect(sandboxIdentity('Li Lei').unionid).not.toBe(sandboxIdentity('Han Meimei').unionid);
  });

  it('exchanges a code once, and not after five minutes', async () => {
    const code = await wx.issueCode('Li Lei');
    expect(await wx.exchangeCode(code)).toEqual({ ...sandboxIdentity('Li Lei'), nickname: 'Li Lei' });
    await expect(wx.exchangeCode(code)).rejects.toMatchObject({ code: ErrorCodes.WX_PROVIDER_FAILED });

    const late = await wx.issueCode('Han Meimei');
    t.clock.advance(5 * 60_000 + 1);
    await expect(wx.exchangeCode(late)).rejects.toMatchObject({ code: ErrorCodes.WX_PROVIDER_FAILED });
    await expect(wx.exchangeCode('never-issued')).rejects.toMatchObject({ code: ErrorCodes.WX_PROVIDER_FAILED });
  });

  it('lists the identities used so far, newest first, for the phone page', async () => {
    t.clock.advance(1000);
    await wx.issueCode('Li Lei');
    expect((await wx.recentNicknames()).slice(0, 2)).toEqual(['Li Lei', 'Han Meimei']);
  });
});
