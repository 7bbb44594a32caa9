import { isIsoDate, toIso } from '../helpers/dates.ts';
import { formsOf } from '../helpers/bitext.ts';
import { amountString } from '../helpers/money.ts';
import type { AnswerValue, Question } from '../model/types.ts';

/**
 * Answers are stored normalised: numbers as numbers, dates as ISO yyyy-mm-dd, money as
 * { amount: "1250.50", currency: "USD" }, yes/no as booleans, bilingual text as { cn, en } (a plain string is
 * its Chinese form; both forms empty is no answer). Input that cannot be read is kept
 * as typed so validation can say what is wrong and the user loses nothing.
 */
export function normaliseAnswer(q: Question, raw: unknown): AnswerValue | undefined {
  if (raw === undefined) return undefined;
  if (raw === null || raw === '') return null;
  switch (q.type) {
    case 'text':
      if (q.bilingual) return bilingualText(raw);
      return typeof raw === 'string' ? raw.trim() : String(raw);
    case 'number':
      return readNumber(raw) ?? (raw as AnswerValue);
    case 'money': {
      const obj = raw && typeof raw === 'object' ? (raw as { amount?: unknown; currency?: unknown }) : { amount: raw };
      const n = readNumber(obj.amount);
      const currency = typeof obj.currency === 'string' && obj.currency ? obj.currency.toUpperCase() : (q.currencies?.[0] ?? 'CNY');
      return { amount: n === null ? String(obj.amount ?? '') : amountString(n), currency };
    }
    case 'date': {
      if (typeof raw === 'string') {
        const m = /^(\d{4})[-/.年](\d{1,2})[-/.月](\d{1,2})日?$/.exec(raw.trim());
        if (m) {
          const iso = `${m[1]}-${m[2].padStart(2, '0')}-${m[3].padStart(2, '0')}`;
          if (isIsoDate(iso)) return iso;
        }
        return raw;
      }
      if (raw instanceof Date && !Number.isNaN(raw.getTime())) return toIso(raw);
      return String(raw);
    }
    case 'yesno':
      if (raw === true || raw === 'true' || raw === 'yes') return true;
      if (raw === false || raw === 'false' || raw === 'no') return false;
      return raw as AnswerValue;
    case 'multiple':
      return Array.isArray(raw) ? [...new Set(raw.map(String))] : [String(raw)];
    case 'single':
      return String(raw);
    case 'group':
      return Array.isArray(raw) ? (raw as AnswerValue[]) : [];
  }
}

function bilingualText(raw: unknown): AnswerValue {
  const o = raw && typeof raw === 'object' && !Array.isArray(raw) ? (raw as { cn?: unknown; en?: unknown }) : null;
  const forms = o ? { cn: o.cn ?? '', en: o.en ?? '' } : formsOf(raw);
  const cn = String(forms.cn ?? '').trim();
  const en = String(forms.en ?? '').trim();
  return cn === '' && en === '' ? null : { cn, en };
}

function readNumber(v: unknown): number | null {
  if (typeof v === 'number') return Number.isFinite(v) ? v : null;
  if (typeof v !== 'string') return null;
  const s = v.replace(/[,\s，]/g, '');
  return /^-?\d+(\.\d+)?$/.test(s) ? Number(s) : null;
}
