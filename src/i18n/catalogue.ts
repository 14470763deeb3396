/** Flat access to the catalogues, shared by the server (its pt-BR messages) and tests. */
import polyglotI18nProvider from 'ra-i18n-polyglot';
import type { TranslationMessages } from 'ra-core';
import ptBR from './pt-BR.json';

export type Catalogue = { [key: string]: string | Catalogue };

export function flatten(obj: Catalogue, prefix = ''): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [key, value] of Object.entries(obj)) {
    if (typeof value === 'string') out[prefix + key] = value;
    else Object.assign(out, flatten(value, `${prefix}${key}.`));
  }
  return out;
}

// The browser's own Polyglot, so the server picks plural forms and fills %{...} the same way.
const PT_BR = polyglotI18nProvider(() => ptBR as unknown as TranslationMessages, 'pt-br', [], { allowMissing: true });

/**
 * pt-BR text of a key, with Polyglot's options (`smart_count` picks the plural form, other
 * values fill %{name}); a text that is not a key is returned as it is.
 */
export const translatePtBR = (key: string, options?: Record<string, unknown>) => PT_BR.translate(key, options);
