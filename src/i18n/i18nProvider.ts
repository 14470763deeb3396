/**
 * Polyglot provider: pt-BR bundled (it is the default), English loaded on demand.
 * Plural forms and counts follow polyglotOptions (src/shared/catalogue.ts).
 */
import polyglotI18nProvider from 'ra-i18n-polyglot';
import raPtBR from 'ra-language-pt-br';
import type { TranslationMessages } from 'ra-core';
import ptBR from './pt-BR.json';
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

export const ptBRMessages = deepMerge(raPtBR as unknown as Tree, ptBR) as unknown as TranslationMessages;

async function loadEnglish(): Promise<TranslationMessages> {
  const [ra, en] = await Promise.all([import('ra-language-english'), import('./en.json')]);
  return deepMerge(ra.default as unknown as Tree, en.default as Tree) as unknown as TranslationMessages;
}

// The language whose thousands separator counts are written with (see polyglotOptions).
let currentLocale = DEFAULT_LOCALE;

export const i18nProvider = polyglotI18nProvider(
  (locale) => {
    currentLocale = locale;
    return locale === 'en' ? loadEnglish() : ptBRMessages;
  },
  DEFAULT_LOCALE,
  [
    { locale: DEFAULT_LOCALE, name: 'Português (Brasil)' },
    { locale: 'en', name: 'English' },
  ],
  polyglotOptions(() => currentLocale),
);
