import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ErrorCodes } from '@lexbridge/contract';

/**
 * The product speaks two languages everywhere (blueprint rule 7): a key present in one language only, an empty text,
 * or a placeholder that exists in one translation but not the other is a bug a user would see.
 */
const root = resolve(import.meta.dirname, '..');
const LANGS = ['cn', 'en'] as const;

/**
 * Every `locales/` folder of the workspaces: the web app, the contract, and the texts the server writes itself
 * (letters, mails, SMS, the WeChat and sandbox pages). Found rather than listed, so a new one is covered at once.
 */
function findLocaleRoots(dir: string, rel: string): string[] {
  const found: string[] = [];
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (!entry.isDirectory() || entry.name === 'node_modules' || entry.name === 'dist' || entry.name.startsWith('.')) continue;
    const childRel = `${rel}/${entry.name}`;
    if (entry.name === 'locales' && LANGS.some((l) => existsSync(join(dir, entry.name, l)))) found.push(childRel);
    else found.push(...findLocaleRoots(join(dir, entry.name), childRel));
  }
  return found;
}
const LOCALE_ROOTS = ['apps', 'packages'].flatMap((top) => findLocaleRoots(join(root, top), top)).sort();

it('finds the locale folders of the web app, the contract and the server', () => {
  expect(LOCALE_ROOTS).toEqual(
    expect.arrayContaining(['apps/web/src/locales', 'packages/contract/src/locales', 'apps/server/src/sandbox/locales', 'apps/server/src/modules/auth/locales']),
  );
});

type Flat = Map<string, string>;

function flatten(value: unknown, prefix: string, out: Flat, file: string) {
  if (typeof value === 'string') {
    out.set(prefix, value);
  } else if (value && typeof value === 'object' && !Array.isArray(value)) {
    for (const [k, v] of Object.entries(value)) flatten(v, prefix ? `${prefix}.${k}` : k, out, file);
  } else if (Array.isArray(value)) {
    value.forEach((v, i) => flatten(v, `${prefix}.${i}`, out, file));
  } else {
    throw new Error(`${file}: ${prefix} is neither text nor a group of texts`);
  }
  return out;
}

function readNamespace(dir: string, file: string): Flat {
  const path = join(dir, file);
  return flatten(JSON.parse(readFileSync(path, 'utf8')), '', new Map(), path);
}

/** i18next plural forms differ by language (Chinese has only `_other`): compare the base key. */
const PLURAL = /_(zero|one|two|few|many|other)$/;
const baseKeys = (flat: Flat) => new Set([...flat.keys()].map((k) => k.replace(PLURAL, '')));

/** `{{name}}` (i18next) and `{name}` (server messages). */
function placeholders(text: string): string[] {
  return [...text.matchAll(/\{\{\s*([\w.]+)\s*(?:,[^}]*)?\}\}|\{\s*(\w+)\s*\}/g)].map((m) => m[1] ?? m[2]).sort();
}

const namespacesOf = (dir: string) => (existsSync(dir) ? readdirSync(dir).filter((f) => f.endsWith('.json')).sort() : []);

for (const rel of LOCALE_ROOTS) {
  describe(`locales in ${rel}`, () => {
    const dirs = Object.fromEntries(LANGS.map((l) => [l, join(root, rel, l)])) as Record<(typeof LANGS)[number], string>;

    it('has the same namespaces in cn and en', () => {
      expect(namespacesOf(dirs.cn).length, `${rel}/cn holds no namespace`).toBeGreaterThan(0);
      expect(namespacesOf(dirs.en)).toEqual(namespacesOf(dirs.cn));
    });

    for (const ns of namespacesOf(dirs.cn).filter((f) => existsSync(join(dirs.en, f)))) {
      it(`${ns}: every key exists in both languages, none is empty, placeholders match`, () => {
        const cn = readNamespace(dirs.cn, ns);
        const en = readNamespace(dirs.en, ns);
        const cnKeys = baseKeys(cn);
        const enKeys = baseKeys(en);
        expect([...cnKeys].filter((k) => !enKeys.has(k)), `keys in cn/${ns} missing from en/${ns}`).toEqual([]);
        expect([...enKeys].filter((k) => !cnKeys.has(k)), `keys in en/${ns} missing from cn/${ns}`).toEqual([]);
        for (const [lang, flat] of [['cn', cn], ['en', en]] as const) {
          const empty = [...flat].filter(([, v]) => v.trim() === '').map(([k]) => k);
          expect(empty, `empty texts in ${lang}/${ns}`).toEqual([]);
        }
        for (const [key, cnText] of cn) {
          const enText = en.get(key);
          if (enText === undefined) continue;
          expect(placeholders(enText), `placeholders of ${ns} ${key}`).toEqual(placeholders(cnText));
        }
      });
    }
  });
}

/** Spec §5 messages (English wording, case-insensitive) and the key that carries each. */
const SPEC_VALIDATION: Record<string, string> = {
  phoneRequired: 'cell phone number cannot be empty',
  phoneInvalid: 'enter the correct cell phone number',
  passwordRequired: 'please enter a password',
  passwordRule: 'six characters',
  passwordSame: 'differ from the original',
  passwordMismatch: 'not consistent, please retype',
  smsCodeRequired: 'please enter sms code',
  smsCodeFormat: 'wrong format',
  captchaRequired: 'click the button to verify',
  agreementRequired: 'please agree with the service agreement',
  emailInvalid: 'please enter the correct mailbox',
  nameRequired: 'please enter your name',
  legalNameRequired: 'please enter your legal name',
  countryRequired: 'please enter your country',
  areaRequired: 'choose the area',
  positionRequired: 'please enter the position',
  lawyerNameRequired: 'please enter the name of the lawyer',
  lawyerEmailRequired: 'please enter the email of the lawyer',
  industryRequired: 'please choose industry type',
  transactionTypeRequired: 'choose the type of transaction',
  orgTypeRequired: 'please choose your career or unit type',
  accountNameOrgRequired: 'account, name and organisation name',
  lengthShort: '2 to 20',
  lengthLong: '2 to 100',
  topupMethodRequired: 'please select one payment method.',
  topupAmountRequired: 'please enter the amount you wish to add here',
  topupAmountInvalid: 'please enter a valid number.',
  fapiaoMaxSets: 'you can save up to 3 different sets of fapiao information.',
  fapiaoNotesTooLong: '25 chinese characters or 50',
  fapiaoOrdersRequired: 'at least one order',
  groupRequired: 'please select groups',
  contractsRequired: 'please select contracts',
  reviewFileType: '.doc, .docx, .pdf',
};

describe('spec §5 validation messages', () => {
  const dir = join(root, 'packages/contract/src/locales');
  const cn = readNamespace(join(dir, 'cn'), 'validation.json');
  const en = readNamespace(join(dir, 'en'), 'validation.json');

  it.each(Object.entries(SPEC_VALIDATION))('%s exists in both languages with the spec wording', (key, phrase) => {
    expect(en.get(key), `en validation.${key}`).toBeTypeOf('string');
    expect(en.get(key)!.toLowerCase()).toContain(phrase);
    expect(cn.get(key), `cn validation.${key}`).toBeTypeOf('string');
    expect(cn.get(key), `cn validation.${key} is not Chinese`).toMatch(/[\u4e00-\u9fff]/);
  });
});

describe('error catalogue', () => {
  const dir = join(root, 'packages/contract/src/locales');
  const cn = readNamespace(join(dir, 'cn'), 'errors.json');
  const en = readNamespace(join(dir, 'en'), 'errors.json');

  it('every error code has a message in both languages', () => {
    const missing = Object.entries(ErrorCodes)
      .filter(([, code]) => !cn.get(String(code)) || !en.get(String(code)))
      .map(([name, code]) => `${name} (${code})`);
    expect(missing).toEqual([]);
  });

  it('Chinese messages are written in Chinese', () => {
    const notChinese = [...cn].filter(([, v]) => !/[\u4e00-\u9fff]/.test(v)).map(([k]) => k);
    expect(notChinese).toEqual([]);
  });
});
