/** Flat access to the catalogues, shared by the server (its pt-BR messages) and tests. */
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

const PT_BR = flatten(ptBR as Catalogue);

/** pt-BR text of a key; a text that is not a key is returned as it is. */
export const translatePtBR = (key: string) => PT_BR[key] ?? key;
