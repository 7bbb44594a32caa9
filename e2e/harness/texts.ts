import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Lang } from './browser.ts';
import { repoRoot } from './server.ts';

/**
 * The web app's own texts, read from its locale files: journeys find buttons and messages by what a user reads, in
 * the language of the run, without copying the wording into the tests.
 */
const cache = new Map<string, Record<string, unknown>>();

function namespace(lang: Lang, ns: string): Record<string, unknown> {
  const key = `${lang}/${ns}`;
  let data = cache.get(key);
  if (!data) {
    data = JSON.parse(readFileSync(join(repoRoot, 'apps/web/src/locales', lang, `${ns}.json`), 'utf8')) as Record<string, unknown>;
    cache.set(key, data);
  }
  return data;
}

/** `t('auth:action.login')` → the text in `lang`; `{{name}}` placeholders filled from `vars`. */
export function texts(lang: Lang) {
  return (id: string, vars: Record<string, string | number> = {}): string => {
    const [ns, path] = id.includes(':') ? id.split(':', 2) : ['common', id];
    let node: unknown = namespace(lang, ns);
    for (const part of path.split('.')) node = (node as Record<string, unknown> | undefined)?.[part];
    if (typeof node !== 'string') throw new Error(`no text ${id} in ${lang}`);
    return node.replace(/\{\{\s*(\w+)\s*\}\}/g, (_, k: string) => String(vars[k] ?? `{{${k}}}`));
  };
}

export type T = ReturnType<typeof texts>;
