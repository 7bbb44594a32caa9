import { CUAD_CATEGORIES, PLAYBOOK_CATEGORIES } from '../classify/categories.ts';
import { CONTRACT_TYPES, SIDES, type ContractType, type Side } from '../types.ts';
import { FAMILY_SIDES, PLACEHOLDER } from './roles.ts';
import { FACTS, NLI_LABELS, SEVERITIES, type PlaybookIssue } from './types.ts';

/**
 * The playbook validator. Every refusal names the file and the issue, so a content writer sees at once what to
 * fix. The loader refuses the whole playbook on the first error: a half-loaded playbook would silently miss risks.
 */
export class PlaybookError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'PlaybookError';
  }
}

const KNOWN_CATEGORIES = new Set([...CUAD_CATEGORIES, ...PLAYBOOK_CATEGORIES].map((c) => c.toLowerCase()));
const ISSUE_KEYS = new Set(['id', 'families', 'severity', 'title', 'detect', 'advice', 'adviceBySide', 'alternative', 'anchor', 'basis', 'tests']);
const ID = /^[a-z0-9]+(?:[-_][a-z0-9]+)*(?:\.[a-z0-9]+(?:[-_][a-z0-9]+)*)+$/;

type Json = Record<string, unknown>;
const isObj = (x: unknown): x is Json => typeof x === 'object' && x !== null && !Array.isArray(x);
const isText = (x: unknown): x is string => typeof x === 'string' && x.trim().length > 0;

class Ctx {
  constructor(
    readonly file: string,
    readonly id: string,
  ) {}
  fail(msg: string): never {
    throw new PlaybookError(`${this.file}: issue "${this.id}": ${msg}`);
  }
}

function onlyKeys(c: Ctx, o: Json, keys: string[], where: string): void {
  for (const k of Object.keys(o)) if (!keys.includes(k)) c.fail(`${where}: unknown field "${k}" (allowed: ${keys.join(', ')})`);
}

/** Compiles a regex source with its role placeholders filled, to refuse a bad pattern at load time. */
export function checkRegex(c: Ctx, source: unknown, where: string): void {
  if (!isText(source)) c.fail(`${where}: a regex must be a non-empty string`);
  try {
    new RegExp(source.replace(PLACEHOLDER, '(?:Seller|Buyer)'), 'i');
  } catch (e) {
    c.fail(`${where}: bad regex /${source}/: ${(e as Error).message}`);
  }
}

function checkFinder(c: Ctx, f: unknown, where: string): void {
  if (!isObj(f)) c.fail(`${where}: a Finder must be an object`);
  onlyKeys(c, f, ['categories', 'categoryPattern', 'headings', 'patterns'], where);
  if (!f.categories && !f.headings && !f.patterns) c.fail(`${where}: a Finder needs categories, headings or patterns`);
  if (f.categoryPattern !== undefined) {
    if (!f.categories) c.fail(`${where}.categoryPattern: needs categories to filter`);
    checkRegex(c, f.categoryPattern, `${where}.categoryPattern`);
  }
  for (const key of ['categories', 'headings', 'patterns'] as const) {
    const v = f[key];
    if (v === undefined) continue;
    if (!Array.isArray(v) || v.length === 0) c.fail(`${where}.${key}: must be a non-empty array`);
    v.forEach((x, i) => {
      if (key === 'categories') {
        if (typeof x !== 'string' || !KNOWN_CATEGORIES.has(x.toLowerCase())) c.fail(`${where}.categories[${i}]: unknown category "${String(x)}"`);
      } else checkRegex(c, x, `${where}.${key}[${i}]`);
    });
  }
}

function checkTest(c: Ctx, t: unknown, where: string): void {
  if (!isObj(t)) c.fail(`${where}: a Test must be an object`);
  const keys = Object.keys(t);
  if (keys.length !== 1) c.fail(`${where}: a Test has exactly one of re, number, all, any, not (got ${keys.join(', ') || 'none'})`);
  const [k] = keys;
  if (k === 're') return checkRegex(c, t.re, `${where}.re`);
  if (k === 'number') {
    const n = t.number;
    if (!isObj(n)) c.fail(`${where}.number: must be an object`);
    onlyKeys(c, n, ['re', 'gt', 'gte', 'lt', 'lte'], `${where}.number`);
    checkRegex(c, n.re, `${where}.number.re`);
    if (!/\((?!\?)/.test(String(n.re))) c.fail(`${where}.number.re: needs a capture group for the number`);
    const bounds = (['gt', 'gte', 'lt', 'lte'] as const).filter((b) => n[b] !== undefined);
    if (!bounds.length) c.fail(`${where}.number: needs gt, gte, lt or lte`);
    for (const b of bounds) if (typeof n[b] !== 'number') c.fail(`${where}.number.${b}: must be a number`);
    return;
  }
  if (k === 'all' || k === 'any') {
    const xs = t[k];
    if (!Array.isArray(xs) || !xs.length) c.fail(`${where}.${k}: must be a non-empty array`);
    return xs.forEach((x, i) => checkTest(c, x, `${where}.${k}[${i}]`));
  }
  if (k === 'not') return checkTest(c, t.not, `${where}.not`);
  c.fail(`${where}: unknown Test "${k}"`);
}

/** The optional `where` / `whereNone` of a detect that yields spans (present, fact, nli): one or neither, each a Test. */
function checkFilter(c: Ctx, d: Json, where: string): void {
  if (d.where !== undefined && d.whereNone !== undefined) c.fail(`${where}: give where or whereNone, not both`);
  if (d.where !== undefined) checkTest(c, d.where, `${where}.where`);
  if (d.whereNone !== undefined) checkTest(c, d.whereNone, `${where}.whereNone`);
}

function checkDetect(c: Ctx, d: unknown, where: string): void {
  if (!isObj(d)) c.fail(`${where}: a Detect must be an object`);
  if ('missing' in d) {
    onlyKeys(c, d, ['missing'], where);
    return checkFinder(c, d.missing, `${where}.missing`);
  }
  if ('present' in d || 'fact' in d) {
    const head = 'present' in d ? 'present' : 'fact';
    onlyKeys(c, d, [head, 'where', 'whereNone'], where);
    if (head === 'present') checkFinder(c, d.present, `${where}.present`);
    else if (!(FACTS as readonly string[]).includes(String(d.fact))) c.fail(`${where}.fact: unknown fact "${String(d.fact)}" (known: ${FACTS.join(', ')})`);
    return checkFilter(c, d, where);
  }
  if ('nli' in d) {
    onlyKeys(c, d, ['nli', 'label', 'where', 'whereNone'], where);
    if (typeof d.nli !== 'string' || !/^nda-\d{1,2}$/.test(d.nli)) c.fail(`${where}.nli: a statement id like "nda-11"`);
    if (!NLI_LABELS.includes(d.label as never)) c.fail(`${where}.label: one of ${NLI_LABELS.join(', ')}`);
    return checkFilter(c, d, where);
  }
  const keys = Object.keys(d);
  if (keys.length !== 1) c.fail(`${where}: a Detect has one of missing, present, fact, nli, all, any, not, if`);
  const [k] = keys;
  if (k === 'all' || k === 'any') {
    const xs = d[k];
    if (!Array.isArray(xs) || !xs.length) c.fail(`${where}.${k}: must be a non-empty array`);
    return xs.forEach((x, i) => checkDetect(c, x, `${where}.${k}[${i}]`));
  }
  if (k === 'not') return checkDetect(c, d.not, `${where}.not`);
  if (k === 'if') return checkDetect(c, d.if, `${where}.if`);
  c.fail(`${where}: unknown Detect "${k}"`);
}

/** The sides an issue can be checked for: its families' sides. */
function sidesOf(families: ContractType[]): Set<Side> {
  return new Set(families.flatMap((f) => FAMILY_SIDES[f]));
}

function checkTests(c: Ctx, issue: Json, sides: Side[], families: ContractType[]): void {
  const tests = issue.tests;
  if (!Array.isArray(tests) || !tests.length) c.fail('tests: at least one firing and one quiet test per side');
  const seen = new Map<Side, { fires: boolean; quiet: boolean }>();
  tests.forEach((t, i) => {
    const w = `tests[${i}]`;
    if (!isObj(t)) c.fail(`${w}: must be an object`);
    onlyKeys(c, t, ['side', 'sides', 'fires', 'text', 'contractType'], w);
    if ((t.side === undefined) === (t.sides === undefined)) c.fail(`${w}: give side or sides`);
    const ts = (t.sides ?? [t.side]) as unknown[];
    if (!Array.isArray(ts) || !ts.length) c.fail(`${w}.sides: a non-empty array`);
    if (typeof t.fires !== 'boolean') c.fail(`${w}.fires: true or false`);
    if (!isText(t.text)) c.fail(`${w}.text: the contract text of the test`);
    if (t.contractType !== undefined && !families.includes(t.contractType as ContractType))
      c.fail(`${w}.contractType: "${String(t.contractType)}" is not one of the issue's families`);
    for (const s of ts) {
      if (!sides.includes(s as Side)) c.fail(`${w}: side "${String(s)}" has no severity in this issue`);
      const e = seen.get(s as Side) ?? { fires: false, quiet: false };
      if (t.fires) e.fires = true;
      else e.quiet = true;
      seen.set(s as Side, e);
    }
  });
  for (const s of sides) {
    const e = seen.get(s);
    if (!e?.fires) c.fail(`tests: no firing test for side "${s}"`);
    if (!e.quiet) c.fail(`tests: no quiet test for side "${s}"`);
  }
}

function checkBilingual(c: Ctx, v: unknown, where: string, enRequired: boolean): void {
  if (!isObj(v)) c.fail(`${where}: an object { cn, en }`);
  onlyKeys(c, v, ['cn', 'en'], where);
  if (!isText(v.cn)) c.fail(`${where}.cn: required`);
  if ((enRequired || v.en !== undefined) && !isText(v.en)) c.fail(`${where}.en: ${enRequired ? 'required' : 'must be text'}`);
}

/** Validates one issue of `file`; returns it typed. Duplicate ids are the loader's check (across files). */
export function validateIssue(file: string, raw: unknown, index: number): PlaybookIssue {
  const id = isObj(raw) && typeof raw.id === 'string' ? raw.id : `#${index}`;
  const c: Ctx = new Ctx(file, id);
  if (!isObj(raw)) c.fail('an issue must be an object');
  for (const k of Object.keys(raw)) if (!ISSUE_KEYS.has(k)) c.fail(`unknown field "${k}"`);
  if (!ID.test(id)) c.fail('id: dotted lower-case words, e.g. "liability.cap.missing"');
  const families = raw.families;
  if (!Array.isArray(families) || !families.length) c.fail('families: a non-empty array');
  for (const f of families) if (!CONTRACT_TYPES.includes(f as ContractType)) c.fail(`families: unknown family "${String(f)}" (known: ${CONTRACT_TYPES.join(', ')})`);
  const fams = families as ContractType[];
  if (!isObj(raw.severity) || !Object.keys(raw.severity).length) c.fail('severity: an object side → higher|medium|lower');
  const allowed = sidesOf(fams);
  const sides = Object.keys(raw.severity) as Side[];
  for (const s of sides) {
    if (!SIDES.includes(s)) c.fail(`severity: unknown side "${s}" (known: ${SIDES.join(', ')})`);
    if (!allowed.has(s)) c.fail(`severity: side "${s}" belongs to none of the families ${fams.join(', ')}`);
    if (!SEVERITIES.includes(raw.severity[s] as never)) c.fail(`severity.${s}: one of higher, medium, lower`);
  }
  checkBilingual(c, raw.title, 'title', true);
  checkBilingual(c, raw.advice, 'advice', false);
  if (raw.adviceBySide !== undefined) {
    if (!isObj(raw.adviceBySide)) c.fail('adviceBySide: an object side → { cn, en }');
    for (const [s, v] of Object.entries(raw.adviceBySide)) {
      if (!sides.includes(s as Side)) c.fail(`adviceBySide: side "${s}" has no severity in this issue`);
      checkBilingual(c, v, `adviceBySide.${s}`, false);
    }
  }
  const alt = raw.alternative;
  if (!isObj(alt)) c.fail('alternative: an object side|"default" → English clause');
  for (const [k, v] of Object.entries(alt)) {
    if (k !== 'default' && !sides.includes(k as Side)) c.fail(`alternative: key "${k}" is neither "default" nor a side of the issue`);
    if (!isText(v)) c.fail(`alternative.${k}: the clause text`);
  }
  for (const s of sides) if (!alt[s] && !alt.default) c.fail(`alternative: no clause for side "${s}" (and no "default")`);
  checkDetect(c, raw.detect, 'detect');
  if (raw.anchor !== undefined) checkFinder(c, raw.anchor, 'anchor');
  if (raw.basis !== undefined && typeof raw.basis !== 'string') c.fail('basis: text');
  checkTests(c, raw, sides, fams);
  return raw as unknown as PlaybookIssue;
}
