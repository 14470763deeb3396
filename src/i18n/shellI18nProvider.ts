/**
 * The translations of the pages outside the admin (the login, the password pages, the public
 * pages), which the browser receives with its first file: the catalogue without the sections only
 * the admin reads (scripts/catalogueSplit.ts). pt-BR bundled (it is the default), English loaded on
 * demand. Plural forms and counts follow polyglotOptions (src/shared/catalogue.ts).
 */
import raPtBR from 'ra-language-pt-br';
import type { I18nProvider } from 'ra-core';
import shell from 'virtual:catalogue/shell';
import { createCatalogueProvider, type Tree } from './catalogueProvider';

export const DEFAULT_LOCALE = 'pt-br';

/** The first page's pt-BR: our catalogue's part over the react-admin pack. */
export const shellLayers: readonly Tree[] = [shell, raPtBR as unknown as Tree];

async function englishLayers(): Promise<readonly Tree[]> {
  const [ra, en] = await Promise.all([import('ra-language-english'), import('./en.json')]);
  return [en.default as Tree, ra.default as unknown as Tree];
}

/** A provider of `ptBR` (layers, most specific first) and of the whole English catalogue, loaded when chosen. */
export function createI18nProvider(ptBR: readonly Tree[]): I18nProvider {
  return createCatalogueProvider([
    { locale: DEFAULT_LOCALE, name: 'Português (Brasil)', layers: () => ptBR },
    { locale: 'en', name: 'English', layers: englishLayers },
  ]);
}

export const shellI18nProvider = createI18nProvider(shellLayers);
