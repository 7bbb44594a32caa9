import type { Bi } from '@lexbridge/drafting/browser';
import { isApiError } from '../../api/ApiError.ts';

/**
 * The fields of a refused generate (100001): `datas.fields` as a list of `{ path, message, messageEn }` or as an object
 * of path → `{ cn, en }` / text. Both shapes are read, so the questionnaire can place every message on its question.
 */
export function fieldsOfRefusal(e: unknown): Record<string, Bi> {
  if (!isApiError(e)) return {};
  const raw = (e.datas as { fields?: unknown } | null)?.fields;
  const out: Record<string, Bi> = {};
  if (Array.isArray(raw)) {
    for (const f of raw as Array<{ path?: string; message?: string; messageEn?: string }>) {
      if (f?.path && !(f.path in out)) out[f.path] = { cn: f.message || f.messageEn || '', en: f.messageEn || f.message || '' };
    }
  } else if (raw && typeof raw === 'object') {
    for (const [path, v] of Object.entries(raw as Record<string, unknown>)) {
      if (typeof v === 'string') out[path] = { cn: v, en: v };
      else if (v && typeof v === 'object') {
        const b = v as Partial<Bi> & { message?: string; messageEn?: string };
        out[path] = { cn: b.cn ?? b.message ?? b.en ?? '', en: b.en ?? b.messageEn ?? b.cn ?? '' };
      }
    }
  }
  return out;
}
