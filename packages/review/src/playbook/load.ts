import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PlaybookError, validateIssue } from './validate.ts';
import type { LoadedIssue, Playbook } from './types.ts';

export { PlaybookError } from './validate.ts';

/**
 * Loads every `*.json` of the playbook folder: `REVIEW_PLAYBOOK_DIR`, else `<repo>/content/review-playbook`
 * found from this file's location. Validated once and cached per folder; a bad file refuses the whole playbook.
 */
export function playbookDir(): string {
  const env = process.env.REVIEW_PLAYBOOK_DIR;
  if (env) return resolve(env);
  return resolve(dirname(fileURLToPath(import.meta.url)), '../../../../content/review-playbook');
}

const cache = new Map<string, Playbook>();

/** Parses and validates playbook files given as name → JSON text (the loader's core, also used by tests). */
export function parsePlaybook(files: { name: string; json: string }[], dir = '(memory)'): Playbook {
  const issues: LoadedIssue[] = [];
  const where = new Map<string, string>();
  for (const { name, json } of files) {
    let data: unknown;
    try {
      data = JSON.parse(json);
    } catch (e) {
      throw new PlaybookError(`${name}: not valid JSON: ${(e as Error).message}`);
    }
    if (typeof data !== 'object' || data === null || !Array.isArray((data as { issues?: unknown }).issues)) {
      throw new PlaybookError(`${name}: expected { "issues": [ ... ] }`);
    }
    const extra = Object.keys(data).filter((k) => k !== 'issues' && k !== '$comment');
    if (extra.length) throw new PlaybookError(`${name}: unknown top-level field(s) ${extra.join(', ')}`);
    (data as { issues: unknown[] }).issues.forEach((raw, i) => {
      const issue = validateIssue(name, raw, i);
      const before = where.get(issue.id);
      if (before) throw new PlaybookError(`${name}: issue "${issue.id}": duplicate id (already in ${before})`);
      where.set(issue.id, name);
      issues.push({ ...issue, file: name });
    });
  }
  return { dir, issues };
}

/** Calls `fn` with every regex source of a Detect, Test or Finder tree (patterns, headings, re, categoryPattern). */
export function forEachRegex(node: unknown, fn: (source: string) => void): void {
  if (Array.isArray(node)) return node.forEach((x) => forEachRegex(x, fn));
  if (!node || typeof node !== 'object') return;
  for (const [key, value] of Object.entries(node)) {
    if ((key === 'patterns' || key === 'headings') && Array.isArray(value)) value.forEach((v) => typeof v === 'string' && fn(v));
    else if ((key === 're' || key === 'categoryPattern') && typeof value === 'string') fn(value);
    else forEachRegex(value, fn);
  }
}

export function loadPlaybook(dir = playbookDir()): Playbook {
  const hit = cache.get(dir);
  if (hit) return hit;
  let names: string[];
  try {
    names = readdirSync(dir).filter((n) => n.endsWith('.json')).sort();
  } catch {
    throw new PlaybookError(`playbook folder not found: ${dir}`);
  }
  const playbook = parsePlaybook(names.map((name) => ({ name, json: readFileSync(join(dir, name), 'utf8') })), dir);
  cache.set(dir, playbook);
  return playbook;
}
