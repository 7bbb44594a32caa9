import { readAnswer, send, type Method, type Params } from './client.ts';

/**
 * File name from a Content-Disposition header: RFC 5987 `filename*=UTF-8''…` first (it carries Chinese names),
 * then the plain `filename="…"`.
 */
export function filenameFromDisposition(header: string | null | undefined): string | null {
  if (!header) return null;
  const star = /filename\*\s*=\s*([^']*)'[^']*'([^;]+)/i.exec(header);
  if (star) {
    const value = star[2].trim().replace(/^"(.*)"$/, '$1');
    try {
      if (!star[1] || /^utf-8$/i.test(star[1])) return decodeURIComponent(value);
      // ISO-8859-1: each %XX is one character.
      return value.replace(/%([0-9a-f]{2})/gi, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
    } catch {
      /* malformed percent-encoding: fall back to the plain parameter */
    }
  }
  const plain = /filename\s*=\s*("((?:\\.|[^"\\])*)"|[^;]+)/i.exec(header);
  if (plain) {
    const raw = plain[2] !== undefined ? plain[2].replace(/\\(.)/g, '$1') : plain[1].trim();
    try {
      return decodeURIComponent(raw);
    } catch {
      return raw;
    }
  }
  return null;
}

/** Saves a file the browser receives; the name comes from the server's Content-Disposition (spec §7). */
export async function download(url: string, opts: { method?: Method; params?: Params; data?: unknown; fallbackName?: string } = {}): Promise<string> {
  const res = await send(opts.method ?? 'GET', url, { params: opts.params, data: opts.data });
  const type = res.headers.get('Content-Type') ?? '';
  if (!res.ok || type.includes('application/json')) {
    // An error (or a refusal) arrives as the envelope: let the client show it like any other answer.
    await readAnswer(res);
    throw new Error('download answered without a file');
  }
  const name = filenameFromDisposition(res.headers.get('Content-Disposition')) ?? opts.fallbackName ?? 'download';
  const blob = await res.blob();
  const href = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = href;
  a.download = name;
  a.rel = 'noopener';
  document.body.appendChild(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(href), 10_000);
  return name;
}
