import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { logout, setLogin } from './session.ts';
import { getUserInfo, isLoggedIn } from './authState.ts';
import { getCookie } from '../cookies.ts';
import { envelope, fakeApi, freshPage, recordNavigation, recordToasts, setCookieRaw } from '../../testing/helpers.ts';

const user = { id: 7, name: null, headImg: null, account: null, phone: '138****8000' };

beforeEach(async () => {
  await freshPage('/cn/login', 'cn');
  recordToasts();
});
afterEach(() => vi.unstubAllGlobals());

describe('login state (spec §3-§4)', () => {
  it('setLogin keeps the token, its expiry and the user display fields', async () => {
    const { calls } = fakeApi({
      'GET /api/expirationTokens': { body: envelope(200, 1_900_000_000_000) },
      'GET /api/users': { body: envelope(200, { user, baseUser: { unionid: null, wxNickname: null, hasPassword: true } }) },
    });
    await setLogin('tok-1');
    expect(isLoggedIn()).toBe(true);
    expect(getCookie('token')).toBe('tok-1');
    expect(getCookie('tokenExpiry')).toBe('1900000000000');
    expect(getUserInfo()).toEqual({ id: 7, name: '138****8000', headImg: null });
    expect(calls.every((c) => c.headers.authorization === 'Bearer tok-1')).toBe(true);
  });

  it('logout tells the server, clears the three cookies and goes home', async () => {
    window.history.replaceState(null, '', '/en/myCenter');
    setCookieRaw('token', 'tok');
    setCookieRaw('tokenExpiry', '1900000000000');
    setCookieRaw('userInfo', JSON.stringify({ id: 1, name: 'A', headImg: null }));
    const visits = recordNavigation();
    const { calls } = fakeApi({ 'DELETE /api/tokens': { body: envelope(200) } });
    await logout();
    expect(calls.map((c) => `${c.method} ${c.url.pathname}`)).toEqual(['DELETE /api/tokens']);
    expect([getCookie('token'), getCookie('tokenExpiry'), getCookie('userInfo')]).toEqual([null, null, null]);
    expect(visits).toEqual([{ to: '/en/home', replace: false }]);
  });

  it('logout on the mobile home stays there, and still logs out when the session is already gone', async () => {
    window.history.replaceState(null, '', '/m/cn/home');
    setCookieRaw('token', 'revoked');
    const visits = recordNavigation();
    const toasts = recordToasts();
    fakeApi({ 'DELETE /api/tokens': { status: 401, body: envelope(510100) } });
    await logout();
    expect(getCookie('token')).toBeNull();
    expect(visits).toEqual([]);
    expect(toasts.errors).toEqual([]);
  });
});
