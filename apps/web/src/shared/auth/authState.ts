import { useSyncExternalStore } from 'react';
import { COOKIE } from '@lexbridge/contract/constants';
import { getCookie, removeCookie, setCookie } from '../cookies.ts';

/**
 * Login state lives in cookies (spec §3-§4): `token`, `tokenExpiry` (epoch ms) and `userInfo` ({id, name, headImg}).
 * Logged in = the token cookie is present. Components subscribe through `useAuth()`.
 */
export interface UserInfo {
  id: number;
  name: string;
  headImg: string | null;
}

const listeners = new Set<() => void>();

function emit(): void {
  for (const l of listeners) l();
}

export function getToken(): string | null {
  return getCookie(COOKIE.token) || null;
}

export function isLoggedIn(): boolean {
  return getToken() !== null;
}

export function setToken(token: string): void {
  setCookie(COOKIE.token, token);
  emit();
}

export function getTokenExpiry(): number | null {
  const v = Number(getCookie(COOKIE.tokenExpiry));
  return Number.isFinite(v) && v > 0 ? v : null;
}

export function setTokenExpiry(expiresAt: number): void {
  setCookie(COOKIE.tokenExpiry, String(expiresAt));
}

export function getUserInfo(): UserInfo | null {
  const raw = getCookie(COOKIE.userInfo);
  if (!raw) return null;
  try {
    const v = JSON.parse(raw) as Partial<UserInfo>;
    return typeof v.id === 'number' ? { id: v.id, name: String(v.name ?? ''), headImg: v.headImg ?? null } : null;
  } catch {
    return null;
  }
}

export function setUserInfo(info: UserInfo): void {
  setCookie(COOKIE.userInfo, JSON.stringify(info));
  emit();
}

/** Forgets the login on this browser (the three cookies of spec §4). */
export function clearLogin(): void {
  const had = getToken() !== null || getCookie(COOKIE.userInfo) !== null;
  removeCookie(COOKIE.token);
  removeCookie(COOKIE.tokenExpiry);
  removeCookie(COOKIE.userInfo);
  if (had) emit();
}

export function subscribeAuth(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

function snapshot(): string {
  return `${getCookie(COOKIE.token) ?? ''}\n${getCookie(COOKIE.userInfo) ?? ''}`;
}

let lastRaw = '';
let lastValue: { loggedIn: boolean; user: UserInfo | null } = { loggedIn: false, user: null };

function readAuth() {
  const raw = snapshot();
  if (raw !== lastRaw) {
    lastRaw = raw;
    lastValue = { loggedIn: isLoggedIn(), user: getUserInfo() };
  }
  return lastValue;
}

/** Login state for components; re-renders on login, logout and lost login. */
export function useAuth(): { loggedIn: boolean; user: UserInfo | null } {
  return useSyncExternalStore(subscribeAuth, readAuth, readAuth);
}
