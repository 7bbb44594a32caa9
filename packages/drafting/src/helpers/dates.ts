/** Dates are ISO yyyy-mm-dd strings, computed in UTC so no time zone shifts a contract date. */
const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];
const ISO = /^(\d{4})-(\d{2})-(\d{2})$/;

export function parseIso(s: string): Date | null {
  const m = ISO.exec(s);
  if (!m) return null;
  const d = new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])));
  return d.getUTCMonth() === Number(m[2]) - 1 && d.getUTCDate() === Number(m[3]) ? d : null;
}

export function isIsoDate(s: unknown): s is string {
  return typeof s === 'string' && parseIso(s) !== null;
}

export function toIso(d: Date): string {
  return d.toISOString().slice(0, 10);
}

function need(s: string): Date {
  const d = parseIso(s);
  if (!d) throw new RangeError(`not a date: ${s}`);
  return d;
}

export function addDays(s: string, n: number): string {
  const d = need(s);
  d.setUTCDate(d.getUTCDate() + n);
  return toIso(d);
}

/** Month arithmetic clamps to the month's end: 31 January + 1 month = 28/29 February. */
export function addMonths(s: string, n: number): string {
  const d = need(s);
  const day = d.getUTCDate();
  const target = new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + n, 1));
  const last = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  target.setUTCDate(Math.min(day, last));
  return toIso(target);
}

export function addYears(s: string, n: number): string {
  return addMonths(s, 12 * n);
}

export function daysBetween(a: string, b: string): number {
  return Math.round((need(b).getTime() - need(a).getTime()) / 86_400_000);
}

/** 2026年11月22日 */
export function dateCn(s: string): string {
  const d = need(s);
  return `${d.getUTCFullYear()}年${d.getUTCMonth() + 1}月${d.getUTCDate()}日`;
}

/** 22 November 2026 */
export function dateEn(s: string): string {
  const d = need(s);
  return `${d.getUTCDate()} ${MONTHS[d.getUTCMonth()]} ${d.getUTCFullYear()}`;
}

const UNITS: Record<string, { cn: string; en: [string, string] }> = {
  year: { cn: '年', en: ['year', 'years'] },
  month: { cn: '个月', en: ['month', 'months'] },
  week: { cn: '周', en: ['week', 'weeks'] },
  day: { cn: '日', en: ['day', 'days'] },
  hour: { cn: '小时', en: ['hour', 'hours'] },
  workday: { cn: '个工作日', en: ['working day', 'working days'] },
};

export const DURATION_UNITS = Object.keys(UNITS);

/** 3 + year → "3年" / "3 years"; 1 + month → "1个月" / "1 month". */
export function duration(n: number, unit: string, lang: 'cn' | 'en'): string {
  const u = UNITS[unit];
  if (!u) throw new RangeError(`unknown duration unit: ${unit}`);
  return lang === 'cn' ? `${n}${u.cn}` : `${n} ${u.en[n === 1 ? 0 : 1]}`;
}
