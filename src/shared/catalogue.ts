/** Flat access to the catalogues, shared by the server (its pt-BR messages) and tests. */
import Polyglot from 'node-polyglot';
import ptBR from '../i18n/pt-BR.json';

export type Catalogue = { [key: string]: string | Catalogue };

export function flatten(obj: Catalogue, prefix = ''): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [key, value] of Object.entries(obj)) {
    if (typeof value === 'string') out[prefix + key] = value;
    else Object.assign(out, flatten(value, `${prefix}${key}.`));
  }
  return out;
}

// The Polyglot that react-admin's i18n provider wraps in the browser, used directly so the
// server picks plural forms and fills %{...} the same way without loading react-admin.
const PT_BR = new Polyglot({ locale: 'pt-br', phrases: ptBR, allowMissing: true });

/**
 * pt-BR text of a key, with Polyglot's options (`smart_count` picks the plural form, other
 * values fill %{name}); a text that is not a key is returned as it is.
 */
export const translatePtBR = (key: string, options?: Record<string, unknown>) => PT_BR.t(key, options);
