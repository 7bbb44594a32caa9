import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { request } from './client.ts';
import { ApiError } from './ApiError.ts';
import { displayMessage } from './messages.ts';
import { envelope, fakeApi, freshPage, recordNavigation, recordToasts, setCookieRaw } from '../../testing/helpers.ts';
import { getCookie } from '../cookies.ts';
import { setLanguage } from '../i18n/index.ts';

beforeEach(async () => {
  await freshPage('/cn/myCenter/set?tab=2', 'cn');
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('request basics', () => {
  it('sends the token cookie as a bearer header and adds t to GET', async () => {
    setCookieRaw('token', 'abc.def.ghi');
    const { calls } = fakeApi({ 'GET /api/users': { body: envelope(200, { ok: 1 }) } });
    const before = Date.now();
    const datas = await request<{ ok: number }>('GET', '/users', { params: { a: 1, skip: undefined } });
    expect(datas).toEqual({ ok: 1 });
    expect(calls[0].headers.authorization).toBe('Bearer abc.def.ghi');
    const t = Number(calls[0].url.searchParams.get('t'));
    expect(t).toBeGreaterThanOrEqual(before);
    expect(calls[0].url.searchParams.get('a')).toBe('1');
    expect(calls[0].url.searchParams.has('skip')).toBe(false);
  });

  it('sends no Authorization header without a token and no t on other methods', async () => {
    const { calls } = fakeApi({ 'POST /api/tokens/phonepwd': { body: envelope(200, 'tok') } });
    await request('POST', '/tokens/phonepwd', { params: { phone: '13800138000' } });
    expect(calls[0].headers.authorization).toBeUndefined();
    expect(calls[0].url.searchParams.has('t')).toBe(false);
    expect(calls[0].url.searchParams.get('phone')).toBe('13800138000');
  });

  it('sends JSON by default and form-urlencoded when asked', async () => {
    const { calls } = fakeApi({ 'POST /api/users/create': { body: envelope(200) }, 'POST /api/users/info': { body: envelope(200) } });
    await request('POST', '/users/create', { data: { phone: '1', agree: true } });
    await request('POST', '/users/info', { data: { name: '张三', transactionTypes: ['domestic', 'inbound'] }, form: true });
    expect(calls[0].headers['content-type']).toBe('application/json');
    expect(JSON.parse(calls[0].body!)).toEqual({ phone: '1', agree: true });
    expect(calls[1].headers['content-type']).toMatch(/^application\/x-www-form-urlencoded/);
    const form = new URLSearchParams(calls[1].body!);
    expect(form.get('name')).toBe('张三');
    expect(form.getAll('transactionTypes')).toEqual(['domestic', 'inbound']);
  });
});

describe('envelope rules (spec §8)', () => {
  it('toasts a failure in the page language and rejects with an ApiError carrying code, texts and datas', async () => {
    const toasts = recordToasts();
    const fields = [{ path: 'phone', key: 'phoneInvalid', message: '请输入正确的手机号', messageEn: 'Please enter the correct cell phone number' }];
    fakeApi({ 'POST /api/users/create': { status: 400, body: envelope(100001, { fields }, { message: '请求无效', messageEn: 'Invalid' }) } });
    const err = await request('POST', '/users/create', { data: {} }).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ApiError);
    const e = err as ApiError;
    expect(e.code).toBe(100001);
    expect(e.status).toBe(400);
    expect(e.message).toBe('请求无效');
    expect(e.messageEn).toBe('Invalid');
    expect(e.fieldMessages('en')).toEqual({ phone: 'Please enter the correct cell phone number' });
    expect(e.fieldMessages('cn')).toEqual({ phone: '请输入正确的手机号' });
    // The server's text wins over the generic 400 text.
    expect(toasts.errors).toEqual(['请求无效']);
  });

  it('shows messageEn on an English page', async () => {
    await setLanguage('en');
    const toasts = recordToasts();
    fakeApi({ 'GET /api/users': { body: envelope(200101, null, { message: '账号或密码错误', messageEn: 'Wrong account or password' }) } });
    await expect(request('GET', '/users')).rejects.toBeInstanceOf(ApiError);
    expect(toasts.errors).toEqual(['Wrong account or password']);
  });

  it('applies the message fallbacks of §8', async () => {
    await setLanguage('en');
    expect(displayMessage({ message: '中文', messageEn: '' }, 'en')).toBe('中文');
    expect(displayMessage({ message: '', messageEn: '' }, 'en')).toBe('error!');
    await setLanguage('cn');
    expect(displayMessage({ message: '', messageEn: 'English' }, 'cn')).toBe('English');
    expect(displayMessage({ message: null, messageEn: null }, 'cn')).toBe('请求失败，请稍后重试');
  });

  it.each([510101, 212102])('never toasts the silent code %i but still rejects', async (code) => {
    const toasts = recordToasts();
    const visits = recordNavigation();
    fakeApi({ 'GET /api/wx/qrcode/s1': { body: envelope(code) } });
    const err = (await request('GET', '/wx/qrcode/s1').catch((e: unknown) => e)) as ApiError;
    expect(err.code).toBe(code);
    expect(toasts.errors).toEqual([]);
    expect(visits).toEqual([]);
  });

  it('shows one error toast at a time', async () => {
    const toasts = recordToasts();
    fakeApi({ 'GET /api/a': { body: envelope(100002) }, 'GET /api/b': { body: envelope(100003) } });
    await Promise.allSettled([request('GET', '/a'), request('GET', '/b'), request('GET', '/a')]);
    expect(toasts.errors).toHaveLength(1);
  });

  it.each([401, 403, 510100, 100004])('code %i clears the login and goes to the SMS login page with the current path', async (code) => {
    setCookieRaw('token', 'tok');
    setCookieRaw('tokenExpiry', String(Date.now() + 3_600_000));
    setCookieRaw('userInfo', JSON.stringify({ id: 1, name: 'A', headImg: null }));
    recordToasts();
    const visits = recordNavigation();
    fakeApi({ 'GET /api/users': { status: code < 1000 ? code : 401, body: envelope(code) } });
    await expect(request('GET', '/users')).rejects.toBeInstanceOf(ApiError);
    expect(getCookie('token')).toBeNull();
    expect(getCookie('tokenExpiry')).toBeNull();
    expect(getCookie('userInfo')).toBeNull();
    expect(visits).toEqual([{ to: '/cn/phone?redirect=%2Fcn%2FmyCenter%2Fset%3Ftab%3D2', replace: true }]);
  });

  it('sends mobile pages to the mobile SMS login page', async () => {
    window.history.replaceState(null, '', '/m/en/myCenter');
    setCookieRaw('token', 'tok');
    recordToasts();
    const visits = recordNavigation();
    fakeApi({ 'GET /api/users': { status: 401, body: envelope(510100) } });
    await expect(request('GET', '/users')).rejects.toBeInstanceOf(ApiError);
    expect(visits[0].to).toBe('/m/en/phone?redirect=%2Fm%2Fen%2FmyCenter');
  });

  it('does not leave a visitors-only page on a lost login', async () => {
    window.history.replaceState(null, '', '/cn/login');
    setCookieRaw('token', 'stale');
    recordToasts();
    const visits = recordNavigation();
    fakeApi({ 'GET /api/users': { status: 401, body: envelope(510100) } });
    await expect(request('GET', '/users')).rejects.toBeInstanceOf(ApiError);
    expect(getCookie('token')).toBeNull();
    expect(visits).toEqual([]);
  });

  it('shows 510120 as a five-second notice and resolves', async () => {
    const toasts = recordToasts();
    fakeApi({ 'GET /api/tokens/jwtMessage': { body: { success: true, code: 510120, message: '您的账号在其他设备登录', messageEn: 'Signed in elsewhere', datas: 1700000000000 } } });
    await expect(request('GET', '/tokens/jwtMessage')).resolves.toBe(1700000000000);
    expect(toasts.infos).toEqual([{ text: '您的账号在其他设备登录', ms: 5000 }]);
    expect(toasts.errors).toEqual([]);
  });

  it('quiet requests neither toast nor redirect', async () => {
    setCookieRaw('token', 'tok');
    const toasts = recordToasts();
    const visits = recordNavigation();
    fakeApi({ 'DELETE /api/tokens': { status: 401, body: envelope(510100) } });
    await expect(request('DELETE', '/tokens', { quiet: true })).rejects.toBeInstanceOf(ApiError);
    expect(toasts.errors).toEqual([]);
    expect(visits).toEqual([]);
  });
});

describe('HTTP failures without an envelope', () => {
  const texts: Array<[number, string, string]> = [
    [400, '请求错误', 'Request error'],
    [401, '未授权，请重新登录', 'Unauthorised, please log in again'],
    [403, '拒绝访问', 'Access denied'],
    [404, '请求失败', 'Request failed'],
    [408, '请求超时', 'Request timeout'],
    [500, '服务器错误', 'Server error'],
    [501, '服务未实现', 'Service not implemented'],
    [502, '网络错误', 'Network error'],
    [503, '服务不可用', 'Service unavailable'],
    [504, '网络超时', 'Network timeout'],
    [505, 'HTTP 版本不受支持', 'HTTP version not supported'],
    [418, '连接错误 418', 'Connection error 418'],
  ];

  it.each(texts)('HTTP %i toasts its text in both languages', async (status, cn, en) => {
    recordNavigation();
    let toasts = recordToasts();
    fakeApi({ 'GET /api/x': { status, body: '<html>proxy</html>' } });
    const err = (await request('GET', '/x').catch((e: unknown) => e)) as ApiError;
    expect(err.code).toBe(status);
    expect(toasts.errors).toEqual([cn]);
    await setLanguage('en');
    toasts = recordToasts();
    await request('GET', '/x').catch(() => undefined);
    expect(toasts.errors).toEqual([en]);
  });

  it.each([401, 403])('HTTP %i also clears the login and redirects', async (status) => {
    setCookieRaw('token', 'tok');
    recordToasts();
    const visits = recordNavigation();
    fakeApi({ 'GET /api/x': { status, body: '' } });
    await request('GET', '/x').catch(() => undefined);
    expect(getCookie('token')).toBeNull();
    expect(visits[0].to).toMatch(/^\/cn\/phone\?redirect=/);
  });

  it('a request that outlives the timeout fails with the 408 text', async () => {
    const toasts = recordToasts();
    vi.stubGlobal(
      'fetch',
      vi.fn((_url: string, init: RequestInit) => new Promise((_resolve, reject) => init.signal!.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError'))))),
    );
    const err = (await request('GET', '/slow', { timeoutMs: 20 }).catch((e: unknown) => e)) as ApiError;
    expect(err.code).toBe(408);
    expect(toasts.errors).toEqual(['请求超时']);
  });

  it('a dropped connection shows the network text', async () => {
    const toasts = recordToasts();
    fakeApi({ 'GET /api/x': new TypeError('Failed to fetch') });
    const err = (await request('GET', '/x').catch((e: unknown) => e)) as ApiError;
    expect(err.code).toBe(0);
    expect(toasts.errors).toEqual(['网络连接失败，请检查网络后重试']);
  });
});
