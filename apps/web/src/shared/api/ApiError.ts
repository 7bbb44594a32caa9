import type { Lang } from '@lexbridge/contract/constants';

export interface FieldError {
  path: string;
  key: string;
  message: string;
  messageEn: string;
}

/**
 * A failed call: the envelope's code and both texts, the HTTP status, and `datas` (validation failures carry
 * `datas.fields`, one entry per field, which forms show next to their inputs).
 */
export class ApiError extends Error {
  readonly code: number;
  readonly status: number;
  readonly messageEn: string;
  readonly datas: unknown;
  /** The text already chosen for the page language (spec §8 rule). */
  readonly display: string;

  constructor(opts: { code: number; status: number; message: string; messageEn: string; datas?: unknown; display: string }) {
    super(opts.message);
    this.name = 'ApiError';
    this.code = opts.code;
    this.status = opts.status;
    this.messageEn = opts.messageEn;
    this.datas = opts.datas ?? null;
    this.display = opts.display;
  }

  get fields(): FieldError[] {
    const d = this.datas as { fields?: unknown } | null;
    return Array.isArray(d?.fields) ? (d.fields as FieldError[]) : [];
  }

  /** Field path → text in the page language, for a form's error slots. */
  fieldMessages(lang: Lang): Record<string, string> {
    const out: Record<string, string> = {};
    for (const f of this.fields) {
      if (!(f.path in out)) out[f.path] = lang === 'en' ? f.messageEn || f.message : f.message || f.messageEn;
    }
    return out;
  }
}

export function isApiError(e: unknown): e is ApiError {
  return e instanceof ApiError;
}
