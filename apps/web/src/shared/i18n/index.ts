import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import { COOKIE, type Lang } from '@lexbridge/contract/constants';
import { setCookie } from '../cookies.ts';

/**
 * Namespaced texts: every file src/locales/<lang>/<ns>.json of the web app, plus the contract's `validation` and
 * `errors` namespaces, so the web shows exactly the texts the server answers with. A language is loaded on first use.
 */
type Bundle = Record<string, unknown>;
const webLocales = import.meta.glob<Bundle>('../../locales/*/*.json', { import: 'default' });
const contractLocales = import.meta.glob<Bundle>('../../../../../packages/contract/src/locales/*/*.json', { import: 'default' });

const loaded = new Map<Lang, Promise<void>>();

function bundlesOf(lang: Lang): Array<{ ns: string; load: () => Promise<Bundle> }> {
  const all = { ...contractLocales, ...webLocales };
  return Object.entries(all)
    .map(([path, load]) => {
      const m = /[\\/]locales[\\/](cn|en)[\\/]([^\\/]+)\.json$/.exec(path);
      return m && m[1] === lang ? { ns: m[2], load } : null;
    })
    .filter((b): b is { ns: string; load: () => Promise<Bundle> } => b !== null);
}

export function loadLanguage(lang: Lang): Promise<void> {
  let pending = loaded.get(lang);
  if (!pending) {
    pending = Promise.all(
      bundlesOf(lang).map(async ({ ns, load }) => {
        i18n.addResourceBundle(lang, ns, await load(), true, true);
      }),
    ).then(() => undefined);
    loaded.set(lang, pending);
    pending.catch(() => loaded.delete(lang));
  }
  return pending;
}

/** Value of `<html lang>` for a URL language. */
export function htmlLang(lang: Lang): string {
  return lang === 'en' ? 'en' : 'zh-CN';
}

export async function initI18n(lang: Lang): Promise<typeof i18n> {
  if (!i18n.isInitialized) {
    await i18n.use(initReactI18next).init({
      lng: lang,
      fallbackLng: false,
      resources: {},
      partialBundledLanguages: true,
      defaultNS: 'common',
      ns: ['common'],
      interpolation: { escapeValue: false },
      returnNull: false,
      react: { useSuspense: false },
    });
  }
  await setLanguage(lang);
  return i18n;
}

/** Switches the texts, remembers the choice (cookie `lang`) and tells the browser (`<html lang>`). */
export async function setLanguage(lang: Lang): Promise<void> {
  await loadLanguage(lang);
  if (i18n.language !== lang) await i18n.changeLanguage(lang);
  setCookie(COOKIE.lang, lang, 365 * 24 * 3600);
  if (typeof document !== 'undefined') document.documentElement.lang = htmlLang(lang);
}

export function currentLang(): Lang {
  return i18n.language === 'en' ? 'en' : 'cn';
}

export { i18n };
