import type { AnswerValue, Answers } from '../model/types.ts';

/** `parties[1].name` → ['parties', 1, 'name'] */
export function splitPath(path: string): (string | number)[] {
  const out: (string | number)[] = [];
  for (const part of path.split('.')) {
    const m = /^([^[]+)((?:\[\d+\])*)$/.exec(part);
    if (!m) throw new Error(`bad answer path: ${path}`);
    out.push(m[1]);
    for (const idx of m[2].matchAll(/\[(\d+)\]/g)) out.push(Number(idx[1]));
  }
  return out;
}

export function getPath(obj: unknown, path: string | (string | number)[]): unknown {
  let cur: unknown = obj;
  for (const k of typeof path === 'string' ? splitPath(path) : path) {
    if (cur === null || typeof cur !== 'object') return undefined;
    cur = (cur as Record<string | number, unknown>)[k];
  }
  return cur;
}

/** Immutable set: copies only the objects along the path, so earlier states stay intact. */
export function setPath(obj: Answers, path: string, value: AnswerValue | undefined): Answers {
  const keys = splitPath(path);
  const rec = (cur: unknown, i: number): unknown => {
    const k = keys[i];
    const base: Record<string | number, unknown> | unknown[] = Array.isArray(cur)
      ? [...cur]
      : cur && typeof cur === 'object'
        ? { ...(cur as object) }
        : typeof k === 'number' ? [] : {};
    const next = i === keys.length - 1 ? value : rec((base as Record<string | number, unknown>)[k], i + 1);
    if (next === undefined && !Array.isArray(base)) delete (base as Record<string, unknown>)[k as string];
    else (base as Record<string | number, unknown>)[k] = next;
    return base;
  };
  return rec(obj, 0) as Answers;
}

/** The schema path of an answer path: `parties[1].name` → `parties.name`. */
export function schemaPath(path: string): string {
  return path.replace(/\[\d+\]/g, '');
}
