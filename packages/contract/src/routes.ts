/**
 * The route registry of spec §2: every desktop and mobile route with its flags and its counterpart on the other device.
 * Pure data, shared by the web app (which attaches pages) and the server (which redirects phones, fills the language
 * and answers 404 for unknown paths).
 *
 * Paths are relative to the language prefix: desktop `/{lang}/<path>`, mobile `/m/{lang}/<path>`.
 * A route with no `counterpart` has one of the same name on the other device; `counterpart: null` means the other
 * device has no such page and the fallback (`counterpartFallback`) is used.
 */
export type Device = 'pc' | 'mobile';
export type RouteFlag = 'white' | 'offLogin' | 'needAuth';

export interface RouteDef {
  name: string;
  path: string;
  flag: RouteFlag;
  /** Header and footer shown (false for offLogin pages and bindPhone, spec §2). */
  chrome: boolean;
  /** Redirects to another route of the same device (spec: productions/{type?} → draft robot; registerF → register). */
  redirectTo?: string;
  counterpart?: string | null;
  /** Route name used after login when this route was the saved target (spec §2 loginRedirect). */
  loginRedirect?: string;
  /** Owned by a later part of the product: a frame with header and footer until then. */
  frame?: boolean;
}

const pub = (name: string, path: string, extra: Partial<RouteDef> = {}): RouteDef => ({ name, path, flag: 'white', chrome: true, ...extra });
const visitor = (name: string, path: string, extra: Partial<RouteDef> = {}): RouteDef => ({ name, path, flag: 'offLogin', chrome: false, ...extra });
const auth = (name: string, path: string, extra: Partial<RouteDef> = {}): RouteDef => ({ name, path, flag: 'needAuth', chrome: true, ...extra });

/** Public marketing and catalogue pages: the same on both devices. */
const shared: RouteDef[] = [
  pub('home', 'home'),
  pub('FIE', 'FIE', { frame: true }),
  pub('FILPre', 'FILPre', { frame: true }),
  pub('newFIL', 'newFIL', { frame: true }),
  pub('newFILEcosystem', 'newFIL/ecosystem', { frame: true }),
  pub('newFILInboundMa', 'newFIL/ecosystem/inbound-ma', { frame: true }),
  pub('newFILJV', 'newFIL/ecosystem/JV', { frame: true }),
  pub('newFILTemplate', 'newFIL/template/:type/:id', { frame: true }),
  pub('newFILExperts', 'newFIL/experts', { frame: true }),
  pub('FILbook', 'FILbook', { frame: true }),
  pub('aboutUs', 'aboutUs', { frame: true }),
  pub('newsList', 'news/list/:mark?', { frame: true }),
  pub('news', 'news/:id', { frame: true }),
  pub('apply', 'apply/:type?', { frame: true }),
  pub('course', 'course', { frame: true }),
  pub('items', 'items'),
  pub('statement', 'statement', { frame: true }),
  pub('draftRobot', 'product/draftRobot'),
  pub('reviewRobot', 'product/reviewRobot', { frame: true }),
  pub('production', 'production/:id'),
  pub('classify', 'product/classify/:classifyId?'),
  pub('classifyAll', 'product/classifyAll/:classifyId'),
  pub('classifyTemplate', 'classifyTemplate/:templateId/:classifyId?'),
  pub('templateInPackage', 'template/:packageId/:templateId'),
  pub('template', 'template/:templateId'),
];

/** Personal-centre pages at the same address on both devices, listed last by each. */
const centre: RouteDef[] = [
  auth('collection', 'myCenter/collection'),
  auth('set', 'myCenter/set'),
  auth('message', 'myCenter/message'),
  auth('paymentRecords', 'myCenter/paymentRecords'),
  auth('invoiceManage', 'myCenter/invoiceManage'),
  auth('invoiceApply', 'myCenter/invoiceApply'),
  auth('invoiceDetails', 'myCenter/invoiceDetails/:id'),
  auth('invoiceTitleManage', 'myCenter/invoiceTitleManage'),
  auth('recharge', 'myCenter/recharge'),
];

export const PC_ROUTES: RouteDef[] = [
  ...shared,
  pub('partner', 'partner/:index?', { frame: true }),
  pub('productions', 'productions/:type?', { redirectTo: 'draftRobot' }),
  visitor('phone', 'phone'),
  visitor('login', 'login'),
  visitor('register', 'register'),
  visitor('find', 'find'),
  visitor('qrcode', 'qrcode', { counterpart: 'phone' }),
  visitor('bindPhone', 'bindPhone', { counterpart: 'phone' }),
  visitor('elogin', 'elogin/:token'),
  auth('bindQrcode', 'bindQrcode'),
  auth('bindWx', 'bindWx'),
  auth('modifyPass', 'modifyPass'),
  auth('payment', 'payment/:id/:type?'),
  auth('draftNew', 'draft/new'),
  auth('draft', 'draft/:id'),
  auth('productionsFinish', 'productions/finish/:id', { counterpart: 'myContract' }),
  auth('personalHome', 'myCenter', { loginRedirect: 'personalHome' }),
  auth('myContract', 'myCenter/contract'),
  auth('order', 'myCenter/order', { counterpart: 'subscribe' }),
  auth('trialSubscribe', 'myCenter/trialSubscribe', { counterpart: 'tryUsePkg' }),
  ...centre,
];

export const MOBILE_ROUTES: RouteDef[] = [
  ...shared,
  pub('partner', 'partner/:type?', { frame: true }),
  pub('productions', 'productions', { counterpart: 'draftRobot' }),
  visitor('phone', 'phone'),
  visitor('login', 'login'),
  visitor('register', 'register'),
  visitor('registerF', 'registerF', { redirectTo: 'register', counterpart: 'register' }),
  visitor('find', 'find'),
  visitor('elogin', 'elogin/:token'),
  auth('bindQrcode', 'bindQrcode'),
  auth('bindWx', 'bindWx'),
  auth('modifyPass', 'modifyPass'),
  auth('payment', 'payment/:id/:type?'),
  // Contracts are created on a PC (spec §5): a drafting link opened on a phone shows that notice.
  pub('draftNew', 'draft/new'),
  pub('draft', 'draft/:id'),
  auth('payResult', 'payResult/:orderNo/:type/:id?', { counterpart: 'paymentRecords' }),
  auth('payResultShow', 'payResultShow/:orderNo/:type/:id?', { counterpart: 'paymentRecords' }),
  auth('personalHome', 'myCenter', { loginRedirect: 'personalHome' }),
  auth('myContract', 'myCenter/contract'),
  auth('myContractView', 'myCenter/contract/view/:id', { counterpart: 'myContract' }),
  auth('subscribe', 'myCenter/subscribe', { counterpart: 'order' }),
  auth('subscribeView', 'myCenter/subscribe/view/:id', { counterpart: 'order' }),
  auth('tryUsePkg', 'myCenter/tryUsePkg', { counterpart: 'trialSubscribe' }),
  ...centre,
];

export function routesOf(device: Device): RouteDef[] {
  return device === 'pc' ? PC_ROUTES : MOBILE_ROUTES;
}

export function routeByName(device: Device, name: string): RouteDef | undefined {
  return routesOf(device).find((r) => r.name === name);
}

/** Full URL path of a route: fills `:params` (optional ones may be left out). */
export function routePath(device: Device, lang: string, name: string, params: Record<string, string | number | undefined> = {}): string {
  const def = routeByName(device, name);
  if (!def) throw new Error(`unknown route ${device}:${name}`);
  const filled = def.path
    .split('/')
    .map((seg) => {
      if (!seg.startsWith(':')) return seg;
      const key = seg.replace(/^:|\?$/g, '');
      const v = params[key];
      if (v === undefined || v === '') return seg.endsWith('?') ? null : seg;
      return encodeURIComponent(String(v));
    })
    .filter((s): s is string => s !== null)
    .join('/');
  return device === 'pc' ? `/${lang}/${filled}` : `/m/${lang}/${filled}`;
}

export interface RouteMatch {
  def: RouteDef;
  params: Record<string, string>;
}

/** Matches a path relative to the language prefix (e.g. `news/12`) against the registry of one device. */
export function matchRoute(device: Device, rest: string): RouteMatch | null {
  const segs = rest.split('/').filter(Boolean);
  for (const def of routesOf(device)) {
    const pattern = def.path.split('/');
    const params: Record<string, string> = {};
    let i = 0;
    let ok = true;
    for (const p of pattern) {
      const optional = p.endsWith('?');
      if (p.startsWith(':')) {
        const key = p.replace(/^:|\?$/g, '');
        if (i < segs.length) params[key] = decodeURIComponent(segs[i++]);
        else if (!optional) { ok = false; break; }
      } else if (segs[i] === p) i++;
      else { ok = false; break; }
    }
    if (ok && i === segs.length) return { def, params };
  }
  return null;
}

/** The counterpart of a route on the other device, with its parameters when they carry over. */
export function counterpartPath(from: Device, lang: string, match: RouteMatch): string {
  const to: Device = from === 'pc' ? 'mobile' : 'pc';
  const name = match.def.counterpart === undefined ? match.def.name : match.def.counterpart;
  const target = (name && routeByName(to, name)) || routeByName(to, 'home')!;
  const required = target.path.split('/').filter((s) => s.startsWith(':') && !s.endsWith('?')).map((s) => s.slice(1));
  if (required.some((k) => match.params[k] === undefined)) return routePath(to, lang, 'home');
  return routePath(to, lang, target.name, match.params);
}

/** Phones, tablets excluded: the mobile site is laid out for narrow screens. */
export function isPhoneUserAgent(ua: string | undefined | null): boolean {
  if (!ua) return false;
  return /Android.+Mobile|iPhone|iPod|Windows Phone|IEMobile|BlackBerry|Opera Mini|MicroMessenger.+Mobile|HarmonyOS.+Mobile/i.test(ua);
}

/**
 * Where a request path should go before any page is shown, or null to serve it as it is.
 * Fills a missing or unsupported language, strips index.html/index.htm/index.php, sends `/{lang}` to home and
 * phones/desktops to their device's counterpart. The alipay return page is exempt from the device rule.
 */
export function resolveEntry(pathname: string, opts: { phone: boolean; cookieLang?: string }): { redirect: string } | { device: Device; lang: string; match: RouteMatch | null; standalone?: boolean } {
  const cookieLang = opts.cookieLang === 'en' || opts.cookieLang === 'cn' ? opts.cookieLang : 'cn';
  let segs = pathname.split('/').filter(Boolean);
  const hadIndex = segs.some((s) => /^index\.(html?|php)$/i.test(s));
  segs = segs.filter((s) => !/^index\.(html?|php)$/i.test(s));
  let mobile = false;
  if (segs[0] === 'm') { mobile = true; segs = segs.slice(1); }
  const langOk = segs[0] === 'en' || segs[0] === 'cn';
  const lang = langOk ? segs[0] : cookieLang;
  if (langOk) segs = segs.slice(1);
  const device: Device = mobile ? 'mobile' : 'pc';
  const prefix = mobile ? `/m/${lang}` : `/${lang}`;
  if (hadIndex) return { redirect: `${prefix}/home` };
  if (!langOk) return { redirect: `${prefix}/${segs.join('/')}`.replace(/\/$/, '') + (segs.length ? '' : '/home') };
  if (segs.length === 0) return { redirect: `${prefix}/home` };
  if (!mobile && segs[0] === 'alipay') return { device, lang, match: null, standalone: true };
  const match = matchRoute(device, segs.join('/'));
  if (match && opts.phone !== mobile) return { redirect: counterpartPath(device, lang, match) };
  if (match?.def.redirectTo) return { redirect: routePath(device, lang, match.def.redirectTo, match.def.redirectTo === 'draftRobot' ? {} : match.params) + (match.def.redirectTo === 'draftRobot' ? '?type=1' : '') };
  return { device, lang, match };
}
