/**
 * The WeChat ticket the QR page hands to bindPhone when the scanned WeChat account has no user yet. Kept in the tab's
 * sessionStorage: it is a short-lived credential and must not outlive the visit.
 */
const KEY = 'lexbridge.wxTicket';

export interface WxTicket {
  ticket: string;
  nickname: string | null;
}

export function saveWxTicket(t: WxTicket): void {
  try {
    sessionStorage.setItem(KEY, JSON.stringify(t));
  } catch {
    /* storage disabled: bindPhone will ask for a new scan */
  }
}

export function readWxTicket(): WxTicket | null {
  try {
    const raw = sessionStorage.getItem(KEY);
    if (!raw) return null;
    const v = JSON.parse(raw) as Partial<WxTicket>;
    return typeof v.ticket === 'string' && v.ticket ? { ticket: v.ticket, nickname: typeof v.nickname === 'string' ? v.nickname : null } : null;
  } catch {
    return null;
  }
}

export function clearWxTicket(): void {
  try {
    sessionStorage.removeItem(KEY);
  } catch {
    /* nothing kept */
  }
}
