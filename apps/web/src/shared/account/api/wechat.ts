import type { Lang } from '@lexbridge/contract/constants';
import { request } from '../../api/client.ts';
import type { Platform } from '../platform.ts';

export type QrPurpose = 'login' | 'bind';

export interface QrState {
  state: string;
  url: string;
  expiresAt: number;
}

export interface QrOutcome {
  status: 'scanned' | 'confirmed';
  token?: string;
  ticket?: string;
  nickname?: string;
}

/** POST /wx/qrcode — a QR state for WeChat login (visitor) or binding (logged in). */
export function createQrState(purpose: QrPurpose, lang: Lang): Promise<QrState> {
  return request<QrState>('POST', '/wx/qrcode', { data: { purpose, lang }, quiet: true });
}

/** GET /wx/qrcode/{state} — 212102 (an ApiError) while nobody scanned, 212103 once expired, else the outcome. */
export function pollQrState(state: string, platform: Platform): Promise<QrOutcome> {
  return request<QrOutcome>('GET', `/wx/qrcode/${encodeURIComponent(state)}`, { params: { platform }, quiet: true });
}

/** POST /tokens/wxbind — bindPhone step 1. `next: true` asks for a password (a new phone); else `token` logs in. */
export function wxBind(input: {
  ticket: string;
  countryCode: string;
  phone: string;
  code: string;
  platform: Platform;
  agentId?: string;
  activityId?: string;
}): Promise<{ next: boolean; token?: string; ticket?: string }> {
  return request('POST', '/tokens/wxbind', { data: input, quiet: true });
}

/** POST /tokens/wxbind/next — bindPhone step 2: a password creates the account bound to WeChat. */
export function wxBindNext(input: { ticket: string; password: string; confirmPassword: string; agree: boolean; platform: Platform }): Promise<{ next: boolean; token?: string }> {
  return request('POST', '/tokens/wxbind/next', { data: input, quiet: true });
}

export interface WechatBinding {
  unionid: string | null;
  wxNickname: string | null;
}

/** PUT /users/bind — binds the WeChat account confirmed on a `bind` state to the logged-in user. */
export function bindWechat(state: string): Promise<WechatBinding> {
  return request<WechatBinding>('PUT', '/users/bind', { data: { state }, quiet: true });
}

/** DELETE /users/bind */
export function unbindWechat(): Promise<WechatBinding> {
  return request<WechatBinding>('DELETE', '/users/bind', { quiet: true });
}
