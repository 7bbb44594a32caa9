/** Alipay writes and reads times as "yyyy-MM-dd HH:mm:ss" in Beijing time (UTC+8, no daylight saving). */
const BEIJING_MS = 8 * 3600_000;
const FORMAT = /^(\d{4})-(\d{2})-(\d{2}) (\d{2}):(\d{2}):(\d{2})$/;

export function beijingTime(at: Date | number): string {
  const d = new Date((typeof at === 'number' ? at : at.getTime()) + BEIJING_MS);
  const p = (n: number) => String(n).padStart(2, '0');
  return `${d.getUTCFullYear()}-${p(d.getUTCMonth() + 1)}-${p(d.getUTCDate())} ${p(d.getUTCHours())}:${p(d.getUTCMinutes())}:${p(d.getUTCSeconds())}`;
}

/** Undefined for an absent or malformed time: a payment time is information, never a reason to refuse a payment. */
export function parseBeijingTime(text: string | undefined): Date | undefined {
  const m = text ? FORMAT.exec(text) : null;
  if (!m) return undefined;
  const [, y, mo, d, h, mi, s] = m.map(Number) as [number, number, number, number, number, number, number];
  const ms = Date.UTC(y, mo - 1, d, h, mi, s) - BEIJING_MS;
  return Number.isNaN(ms) ? undefined : new Date(ms);
}
