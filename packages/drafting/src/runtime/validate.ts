import { isBlank } from '../expr/functions.ts';
import { formsOf } from '../helpers/bitext.ts';
import { isIsoDate } from '../helpers/dates.ts';
import { bi, word, type WordKey } from '../locales.ts';
import type { Bi, Question, ValidationMessages } from '../model/types.ts';

function msg(q: Question, key: keyof ValidationMessages | WordKey, params: Record<string, string | number> = {}): Bi {
  const own = q.messages?.[key as keyof ValidationMessages];
  if (own) {
    const fill = (s: string) => s.replace(/\{(\w+)\}/g, (_, k: string) => String(params[k] ?? `{${k}}`));
    return { cn: fill(own.cn), en: fill(own.en) };
  }
  return bi(key as WordKey, params);
}

function range(q: Question, n: number, out: Bi[]) {
  if (q.min !== undefined && n < q.min) out.push(msg(q, 'min', { min: q.min }));
  if (q.max !== undefined && n > q.max) out.push(msg(q, 'max', { max: q.max }));
}

function textRules(q: Question, s: string): Bi[] {
  const out: Bi[] = [];
  if (q.minLength !== undefined && s.length < q.minLength) out.push(msg(q, 'minLength', { minLength: q.minLength }));
  if (q.maxLength !== undefined && s.length > q.maxLength) out.push(msg(q, 'maxLength', { maxLength: q.maxLength }));
  if (q.pattern !== undefined && !new RegExp(`^(?:${q.pattern})$`).test(s)) out.push(msg(q, 'pattern'));
  return out;
}

/**
 * A bilingual answer needs one form (both with `requireBoth`); the length and pattern rules apply to each form
 * given, and a message names the form it is about, since the two inputs sit under one label.
 */
function bilingualText(q: Question, v: unknown, out: Bi[]) {
  const forms = formsOf(v);
  for (const lang of ['cn', 'en'] as const) {
    const s = forms[lang].trim();
    if (s === '') {
      if (q.requireBoth) out.push(bi(lang === 'cn' ? 'missingCn' : 'missingEn'));
      continue;
    }
    const form = bi(lang === 'cn' ? 'formCn' : 'formEn');
    for (const e of textRules(q, s)) out.push({ cn: word('cn', 'formError', { form: form.cn, message: e.cn }), en: word('en', 'formError', { form: form.en, message: e.en }) });
  }
}

/** The bilingual errors of one visible answer; an empty list when it is valid. */
export function validateAnswer(q: Question, v: unknown): Bi[] {
  const out: Bi[] = [];
  // A money answer with unreadable text in its amount is answered (wrongly), not blank: it gets the number message.
  const amount = q.type === 'money' && v && typeof v === 'object' ? (v as { amount?: unknown }).amount : undefined;
  const empty = q.type === 'money' ? amount === undefined || amount === null || amount === '' : isBlank(v);
  if (empty) {
    if (q.required || (q.type === 'group' && (q.minItems ?? 0) > 0)) out.push(msg(q, q.type === 'group' ? 'minItems' : 'required', { minItems: q.minItems ?? 1 }));
    return out;
  }
  switch (q.type) {
    case 'text':
      if (q.bilingual) bilingualText(q, v, out);
      else out.push(...textRules(q, String(v)));
      break;
    case 'number':
      if (typeof v !== 'number') out.push(msg(q, 'number'));
      else range(q, v, out);
      break;
    case 'money': {
      const m = v as { amount: string; currency: string };
      if (!/^-?\d+\.\d{2}$/.test(m.amount)) out.push(msg(q, 'number'));
      else range(q, Number(m.amount), out);
      if (q.currencies && !q.currencies.includes(m.currency)) out.push(msg(q, 'currency'));
      break;
    }
    case 'date':
      if (!isIsoDate(v)) out.push(msg(q, 'date'));
      break;
    case 'single':
      if (!q.options!.some((o) => o.value === v)) out.push(msg(q, 'choice'));
      break;
    case 'multiple': {
      const list = v as string[];
      if (!list.every((x) => q.options!.some((o) => o.value === x))) out.push(msg(q, 'choice'));
      if (q.minItems !== undefined && list.length < q.minItems) out.push(msg(q, 'minItems', { minItems: q.minItems }));
      if (q.maxItems !== undefined && list.length > q.maxItems) out.push(msg(q, 'maxItems', { maxItems: q.maxItems }));
      break;
    }
    case 'yesno':
      if (typeof v !== 'boolean') out.push(msg(q, 'choice'));
      break;
    case 'group': {
      const list = v as unknown[];
      if (q.minItems !== undefined && list.length < q.minItems) out.push(msg(q, 'minItems', { minItems: q.minItems }));
      if (q.maxItems !== undefined && list.length > q.maxItems) out.push(msg(q, 'maxItems', { maxItems: q.maxItems }));
      break;
    }
  }
  return out;
}
