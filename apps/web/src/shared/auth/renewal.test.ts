import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { TOKEN_RENEW_THRESHOLD_MS } from '@lexbridge/contract/constants';
import { renewOnLeave } from './renewal.ts';
import { getCookie } from '../cookies.ts';
import { envelope, fakeApi, freshPage, recordNavigation, recordToasts, setCookieRaw } from '../../testing/helpers.ts';

const NOW = 1_800_000_000_000;

beforeEach(async () => {
  await freshPage('/en/myCenter', 'en');
  recordToasts();
});
afterEach(() => vi.unstubAllGlobals());

describe('token renewal on leaving a route (spec §4)', () => {
  it('does nothing without a token', async () => {
    const { calls } = fakeApi({});
    await renewOnLeave(NOW);
    expect(calls).toEqual([]);
  });

  it('leaves a token far from expiry alone', async () => {
    setCookieRaw('token', 'old');
    setCookieRaw('tokenExpiry', String(NOW + TOKEN_RENEW_THRESHOLD_MS + 60_000));
    const { calls } = fakeApi({});
    await renewOnLeave(NOW);
    expect(calls).toEqual([]);
    expect(getCookie('token')).toBe('old');
  });

  it('fetches and stores the expiry when the cookie is missing', async () => {
    setCookieRaw('token', 'old');
    const far = NOW + 7 * 24 * 3_600_000;
    const { calls } = fakeApi({ 'GET /api/expirationTokens': { body: envelope(200, far) } });
    await renewOnLeave(NOW);
    expect(calls.map((c) => c.url.pathname)).toEqual(['/api/expirationTokens']);
    expect(getCookie('tokenExpiry')).toBe(String(far));
    expect(getCookie('token')).toBe('old');
  });

  it('renews a token within the threshold and stores the new expiry', async () => {
    setCookieRaw('token', 'old');
    setCookieRaw('tokenExpiry', String(NOW + TOKEN_RENEW_THRESHOLD_MS - 1_000));
    const fresh = NOW + 7 * 24 * 3_600_000;
    const { calls } = fakeApi({
      'GET /api/tokens': (call) => {
        expect(call.headers.authorization).toBe('Bearer old');
        return { body: envelope(200, 'new') };
      },
      'GET /api/expirationTokens': (call) => {
        expect(call.headers.authorization).toBe('Bearer new');
        return { body: envelope(200, fresh) };
      },
    });
    await renewOnLeave(NOW);
    expect(calls.map((c) => c.url.pathname)).toEqual(['/api/tokens', '/api/expirationTokens']);
    expect(getCookie('token')).toBe('new');
    expect(getCookie('tokenExpiry')).toBe(String(fresh));
  });

  it('fetches a missing expiry and renews at once when it is close', async () => {
    setCookieRaw('token', 'old');
    let expiryCalls = 0;
    fakeApi({
      'GET /api/expirationTokens': () => ({ body: envelope(200, expiryCalls++ === 0 ? NOW + 60_000 : NOW + 86_400_000) }),
      'GET /api/tokens': { body: envelope(200, 'new') },
    });
    await renewOnLeave(NOW);
    expect(getCookie('token')).toBe('new');
    expect(getCookie('tokenExpiry')).toBe(String(NOW + 86_400_000));
  });

  it('an expired token ends on the SMS login page with the current page as redirect', async () => {
    setCookieRaw('token', 'expired');
    setCookieRaw('tokenExpiry', String(NOW - 1_000));
    const visits = recordNavigation();
    fakeApi({ 'GET /api/tokens': { status: 401, body: envelope(510100) } });
    await renewOnLeave(NOW);
    expect(getCookie('token')).toBeNull();
    expect(visits).toEqual([{ to: '/en/phone?redirect=%2Fen%2FmyCenter', replace: true }]);
  });

  it('runs once when several route changes happen together', async () => {
    setCookieRaw('token', 'old');
    const { calls } = fakeApi({ 'GET /api/expirationTokens': { body: envelope(200, NOW + 86_400_000) } });
    await Promise.all([renewOnLeave(NOW), renewOnLeave(NOW), renewOnLeave(NOW)]);
    expect(calls).toHaveLength(1);
  });
});
