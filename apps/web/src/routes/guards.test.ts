import { beforeEach, describe, expect, it } from 'vitest';
import { routeByName, type RouteDef } from '@lexbridge/contract/routes';
import { decideGuard, resolveClientEntry } from './guards.ts';
import { loginDestination } from '../shared/auth/session.ts';
import { saveRedirectTarget } from '../shared/auth/redirectTarget.ts';
import { freshPage, setCookieRaw } from '../testing/helpers.ts';

const IPHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1';
const DESKTOP = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0 Safari/537.36';
const pc = (name: string) => routeByName('pc', name) as RouteDef;
const mobile = (name: string) => routeByName('mobile', name) as RouteDef;

beforeEach(async () => {
  await freshPage('/cn/home');
});

describe('route flags', () => {
  it('sends a logged-in user away from visitors-only pages to the language home', () => {
    expect(decideGuard(pc('login'), { device: 'pc', lang: 'en', loggedIn: true, here: '/en/login' })).toEqual({ action: 'redirect', to: '/en/home', clearLogin: false });
    expect(decideGuard(mobile('register'), { device: 'mobile', lang: 'cn', loggedIn: true, here: '/m/cn/register' })).toEqual({ action: 'redirect', to: '/m/cn/home', clearLogin: false });
  });

  it('lets visitors see visitors-only pages without saving them as a login target', () => {
    expect(decideGuard(pc('phone'), { device: 'pc', lang: 'cn', loggedIn: false, here: '/cn/phone' })).toEqual({ action: 'render', saveTarget: false });
  });

  it('clears the login and sends visitors of needAuth pages to the SMS login page with the page and query', () => {
    expect(decideGuard(pc('set'), { device: 'pc', lang: 'cn', loggedIn: false, here: '/cn/myCenter/set?tab=2' })).toEqual({
      action: 'redirect',
      to: '/cn/phone?redirect=%2Fcn%2FmyCenter%2Fset%3Ftab%3D2',
      clearLogin: true,
    });
    expect(decideGuard(mobile('personalHome'), { device: 'mobile', lang: 'en', loggedIn: false, here: '/m/en/myCenter' })).toMatchObject({
      to: '/m/en/phone?redirect=%2Fm%2Fen%2FmyCenter',
    });
  });

  it('saves public and needAuth pages as the login target', () => {
    expect(decideGuard(pc('home'), { device: 'pc', lang: 'cn', loggedIn: false, here: '/cn/home' })).toEqual({ action: 'render', saveTarget: true });
    expect(decideGuard(pc('set'), { device: 'pc', lang: 'cn', loggedIn: true, here: '/cn/myCenter/set' })).toEqual({ action: 'render', saveTarget: true });
  });
});

describe('entry rules on client-side navigation', () => {
  it('sends a phone to the mobile counterpart and a desktop to the desktop one', () => {
    expect(resolveClientEntry('/en/home', IPHONE)).toEqual({ redirect: '/m/en/home' });
    expect(resolveClientEntry('/m/cn/aboutUs', DESKTOP)).toEqual({ redirect: '/cn/aboutUs' });
    expect(resolveClientEntry('/cn/qrcode', IPHONE)).toEqual({ redirect: '/m/cn/phone' });
  });

  it('fills the language from the cookie and sends index pages and bare languages home', () => {
    setCookieRaw('lang', 'en');
    expect(resolveClientEntry('/aboutUs', DESKTOP)).toEqual({ redirect: '/en/aboutUs' });
    expect(resolveClientEntry('/', DESKTOP)).toEqual({ redirect: '/en/home' });
    expect(resolveClientEntry('/cn', DESKTOP)).toEqual({ redirect: '/cn/home' });
    expect(resolveClientEntry('/cn/index.html', DESKTOP)).toEqual({ redirect: '/cn/home' });
    setCookieRaw('lang', 'fr');
    expect(resolveClientEntry('/aboutUs', DESKTOP)).toEqual({ redirect: '/cn/aboutUs' });
  });

  it('keeps the payment return page out of the device rule', () => {
    expect(resolveClientEntry('/cn/alipay/pc/A1', IPHONE)).toMatchObject({ standalone: true });
  });

  it('matches unknown paths to nothing (the 404 page)', () => {
    expect(resolveClientEntry('/cn/no/such/page', DESKTOP)).toMatchObject({ device: 'pc', lang: 'cn', match: null });
  });
});

describe('where a login goes (spec §4)', () => {
  it('prefers the redirect query', () => {
    saveRedirectTarget('/cn/aboutUs');
    expect(loginDestination('/cn/phone', '?redirect=%2Fcn%2FmyCenter%2Fset%3Ftab%3D2')).toBe('/cn/myCenter/set?tab=2');
  });

  it('falls back to the saved target, then to personal home', () => {
    saveRedirectTarget('/cn/news/12');
    expect(loginDestination('/cn/login', '')).toBe('/cn/news/12');
    sessionStorage.clear();
    expect(loginDestination('/cn/login', '')).toBe('/cn/myCenter');
    expect(loginDestination('/m/en/login', '')).toBe('/m/en/myCenter');
  });

  it('ignores targets that are visitors-only pages or leave the site', () => {
    saveRedirectTarget('/cn/register');
    expect(loginDestination('/cn/phone', '?redirect=%2Fcn%2Flogin')).toBe('/cn/myCenter');
    expect(loginDestination('/cn/phone', '?redirect=%2F%2Fevil.example%2Fx')).toBe('/cn/myCenter');
    expect(loginDestination('/cn/phone', '?redirect=https%3A%2F%2Fevil.example')).toBe('/cn/myCenter');
    expect(loginDestination('/cn/phone', '?redirect=%2Fcn%2Fno-such-page')).toBe('/cn/myCenter');
  });

  it('returns in the language the visitor switched to on the login page', () => {
    expect(loginDestination('/en/phone', '?redirect=%2Fcn%2FmyCenter%2Fset')).toBe('/en/myCenter/set');
    saveRedirectTarget('/m/cn/aboutUs');
    expect(loginDestination('/m/en/login', '')).toBe('/m/en/aboutUs');
  });
});
