/**
 * The translations of the pages outside the admin (the login, the password pages, the public
 * pages), which the browser receives with its first file: the catalogue without the sections only
 * the admin reads (scripts/catalogueSplit.ts). pt-BR bundled (it is the default), English loaded on
 * demand. Plural forms and counts follow polyglotOptions (src/shared/catalogue.ts).
 */
import polyglotI18nProvider from 'ra-i18n-polyglot';
import raPtBR from 'ra-language-pt-br';
import type { I18nProvider, TranslationMessages } from 'ra-core';
import shell from 'virtual:catalogue/shell';
import { polyglotOptions } from '../shared/catalogue';

export const DEFAULT_LOCALE = 'pt-br';

type Tree = { [key: string]: unknown };

/** Our catalogue wins over the react-admin pack, key by key. */
export function deepMerge(base: Tree, override: Tree): Tree {
  const out: Tree = { ...base };
  for (const [key, value] of Object.entries(override)) {
    const prev = out[key];
    out[key] =
      value && typeof value === 'object' && prev && typeof prev === 'object'
        ? deepMerge(prev as Tree, value as Tree)
        : value;
  }
  return out;
}

export const shellMessages = deepMerge(raPtBR as unknown as Tree, shell);

async function loadEnglish(): Promise<TranslationMessages> {
  const [ra, en] = await Promise.all([import('ra-language-english'), import('./en.json')]);
  return deepMerge(ra.default as unknown as Tree, en.default as Tree) as unknown as TranslationMessages;
}

/** A provider of `ptBR` (and of the whole English catalogue, loaded when chosen). */
export function createI18nProvider(ptBR: Tree): I18nProvider {
  // The language whose thousands separator counts are written with (see polyglotOptions).
  let currentLocale = DEFAULT_LOCALE;
  return polyglotI18nProvider(
    (locale) => {
      currentLocale = locale;
      return locale === 'en' ? loadEnglish() : (ptBR as unknown as TranslationMessages);
    },
    DEFAULT_LOCALE,
    [
      { locale: DEFAULT_LOCALE, name: 'Português (Brasil)' },
      { locale: 'en', name: 'English' },
    ],
    polyglotOptions(() => currentLocale),
  );
}

export const shellI18nProvider = createI18nProvider(shellMessages);
