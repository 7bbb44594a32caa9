import { vi } from 'vitest';
import { initI18n } from '../shared/i18n/index.ts';
import { resetNotifier, setNotifier, type Notifier } from '../shared/api/notifier.ts';
import { setNavigator } from '../shared/navigation.ts';

// jsdom has no matchMedia; antd's responsive helpers ask it whether a breakpoint applies.
if (typeof window !== 'undefined' && !window.matchMedia) {
  window.matchMedia = (query: string) =>
    ({ matches: false, media: query, onchange: null, addListener() {}, removeListener() {}, addEventListener() {}, removeEventListener() {}, dispatchEvent: () => false }) as MediaQueryList;
}

/** Test helpers: a scripted API behind `fetch`, recorded toasts and navigations, and a clean browser state. */
export interface Call {
  method: string;
  url: URL;
  headers: Record<string, string>;
  body: string | null;
}

type Answer = { status?: number; body?: unknown; headers?: Record<string, string> } | Error;
type Handler = (call: Call) => Answer | Promise<Answer>;

export function envelope(code: number, datas: unknown = null, extra: Partial<{ success: boolean; message: string; messageEn: string }> = {}) {
  return { success: code === 200, code, message: `消息${code}`, messageEn: `message ${code}`, datas, ...extra };
}

/** Replaces fetch; `routes` maps "METHOD /api/path" to an answer. Unlisted calls answer HTTP 404 without an envelope. */
export function fakeApi(routes: Record<string, Handler | Answer>) {
  const calls: Call[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = new URL(String(input), 'http://localhost');
    const headers: Record<string, string> = {};
    for (const [k, v] of Object.entries((init.headers ?? {}) as Record<string, string>)) headers[k.toLowerCase()] = v;
    const body = init.body === undefined || init.body === null ? null : String(init.body);
    const call: Call = { method: init.method ?? 'GET', url, headers, body };
    calls.push(call);
    const route = routes[`${call.method} ${url.pathname}`];
    const answer = typeof route === 'function' ? await route(call) : route;
    if (!answer) return new Response('not here', { status: 404 });
    if (answer instanceof Error) throw answer;
    const text = typeof answer.body === 'string' ? answer.body : JSON.stringify(answer.body ?? null);
    return new Response(text, { status: answer.status ?? 200, headers: { 'Content-Type': 'application/json', ...(answer.headers ?? {}) } });
  });
  vi.stubGlobal('fetch', fetchMock);
  return { calls, fetchMock };
}

export function recordToasts() {
  const errors: string[] = [];
  const infos: Array<{ text: string; ms: number }> = [];
  const notifier: Notifier = { error: (text) => void errors.push(text), info: (text, ms) => void infos.push({ text, ms }) };
  resetNotifier();
  setNotifier(notifier);
  return { errors, infos };
}

export function recordNavigation() {
  const visits: Array<{ to: string; replace: boolean }> = [];
  setNavigator((to, opts) => {
    visits.push({ to, replace: !!opts?.replace });
    window.history.pushState(null, '', to);
  });
  return visits;
}

export function clearCookies() {
  for (const part of document.cookie.split(';')) {
    const name = part.split('=')[0].trim();
    if (name) document.cookie = `${name}=; Path=/; Max-Age=0`;
  }
}

/** A fresh page: no cookies, empty storage, the given path, texts of the given language. */
export async function freshPage(path = '/cn/home', lang: 'cn' | 'en' = 'cn') {
  clearCookies();
  sessionStorage.clear();
  localStorage.clear();
  window.history.replaceState(null, '', path);
  await initI18n(lang);
}

export function setCookieRaw(name: string, value: string) {
  document.cookie = `${name}=${encodeURIComponent(value)}; Path=/`;
}
