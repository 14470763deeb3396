/**
 * react-admin's i18n provider over catalogues kept as they are written (nested JSON), in layers:
 * the first layer with a text at a key wins (our catalogue over the react-admin pack). Polyglot
 * fills the texts (plural forms, %{name}) with polyglotOptions (src/shared/catalogue.ts), but the
 * catalogue is not merged and copied into Polyglot's flat table first (~2,700 keys, twice: the
 * first page's part, then the admin's; 16–40 ms of a page's first load at 4× CPU, against ~2 ms
 * now). A key is looked up when first asked for, then remembered.
 */
import Polyglot from 'node-polyglot';
import type { I18nProvider } from 'ra-core';
import { polyglotOptions } from '../shared/catalogue';

export type Tree = { [key: string]: unknown };

/** The text at `key` ('a.b.c', the catalogue's nesting) in the first layer that has one. */
export function phraseAt(layers: readonly Tree[], key: string): string | undefined {
  const path = key.split('.');
  for (const layer of layers) {
    let node: unknown = layer;
    for (const part of path) {
      if (node === null || typeof node !== 'object' || !Object.hasOwn(node, part)) {
        node = undefined;
        break;
      }
      node = (node as Tree)[part];
    }
    if (typeof node === 'string') return node;
  }
  return undefined;
}

export interface LocaleCatalogue {
  locale: string;
  name: string;
  /** The layers of this language, most specific first. */
  layers: () => readonly Tree[] | Promise<readonly Tree[]>;
}

/** A provider of the first language's layers (given at once), and of the others' (loaded when chosen). */
export function createCatalogueProvider(languages: readonly [LocaleCatalogue, ...LocaleCatalogue[]]): I18nProvider {
  const first = languages[0].layers();
  if (first instanceof Promise) throw new Error('the first language must be given at once');
  let locale = languages[0].locale;
  let layers = first;
  let phrases = new Map<string, string | null>();
  // Polyglot with no table of its own: each text is handed to it as the default (`_`).
  const polyglotFor = (name: string) => new Polyglot({ locale: name, phrases: {}, ...polyglotOptions(() => locale) });
  let polyglot = polyglotFor(locale);

  return {
    translate(key: string, options: Record<string, unknown> = {}) {
      let phrase = phrases.get(key);
      if (phrase === undefined) {
        phrase = phraseAt(layers, key) ?? null;
        phrases.set(key, phrase);
      }
      return polyglot.t(key, phrase === null ? options : { ...options, _: phrase });
    },
    async changeLocale(next: string) {
      const language = languages.find((l) => l.locale === next);
      if (!language) throw new Error(`unknown locale ${next}`);
      const nextLayers = await language.layers();
      locale = next;
      layers = nextLayers;
      phrases = new Map();
      polyglot = polyglotFor(next);
    },
    getLocale: () => locale,
    getLocales: () => languages.map(({ locale: l, name }) => ({ locale: l, name })),
  };
}
