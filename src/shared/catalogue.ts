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

/** A count as the catalogue's language writes it: 1.000 in pt-BR, 1,000 in English. */
export const formatCount = (n: number, locale = 'pt-br') => n.toLocaleString(locale === 'en' ? 'en-US' : 'pt-BR');

/**
 * Polyglot options shared by the browser's provider and the server. Polyglot files 'pt-br'
 * under the French rule, where 0 takes the singular ("0 contato"); Brazilians write
 * "0 contatos", so both catalogues use the two-form rule: 1 singular, anything else plural.
 * Whole numbers (the count, and any other number a phrase fills in) are written with thousands
 * separators.
 */
export function polyglotOptions(locale: () => string = () => 'pt-br'): Polyglot.PolyglotOptions {
  return {
    allowMissing: true,
    pluralRules: {
      pluralTypes: { oneOther: (n: number) => (n === 1 ? 0 : 1) },
      pluralTypeToLanguages: { oneOther: ['pt-br', 'pt', 'en'] },
    },
    // Polyglot calls this as String.prototype.replace, on the phrase; fill returns the raw value.
    replace(this: string, pattern: RegExp, fill: (substring: string, ...args: unknown[]) => string) {
      return this.replace(pattern, (expression: string, argument: string, ...rest: unknown[]) => {
        const value: unknown = fill(expression, argument, ...rest);
        // Every whole number a phrase shows is written as the language writes counts ('0 de 1.000 vendidos').
        return typeof value === 'number' && Number.isInteger(value) ? formatCount(value, locale()) : String(value);
      });
    },
  };
}

// The Polyglot that react-admin's i18n provider wraps in the browser, used directly so the
// server picks plural forms and fills %{...} the same way without loading react-admin. Made on
// first use: the browser's pages, which never call translatePtBR, must not receive the whole
// catalogue through this module (their copy comes in parts, scripts/catalogueSplit.ts).
let ptBRPolyglot: Polyglot | undefined;

/**
 * pt-BR text of a key, with Polyglot's options (`smart_count` picks the plural form, other
 * values fill %{name}); a text that is not a key is returned as it is.
 */
export const translatePtBR = (key: string, options?: Record<string, unknown>) =>
  (ptBRPolyglot ??= new Polyglot({ locale: 'pt-br', phrases: ptBR, ...polyglotOptions() })).t(key, options);
