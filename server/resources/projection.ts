/**
 * What a reader who may not edit a resource gets back (ResourceDefinition.pickerFields): the
 * record cut down to the fields its pickers show, and a search that looks only in them, so
 * contacts can neither be read nor guessed by searching.
 */
import type { ResourceDefinition } from '../../src/shared/definition';

type Row = Record<string, unknown>;

/** Kept on every record: identity and timestamps. */
const ALWAYS = ['id', 'createdAt', 'updatedAt'];

function pick(record: Row, path: string[], into: Row): void {
  const [head, ...rest] = path;
  if (!head || !(head in record)) return;
  const value = record[head];
  if (!rest.length || value === null || typeof value !== 'object') {
    into[head] = value;
    return;
  }
  const child = (into[head] ??= {}) as Row;
  pick(value as Row, rest, child);
}

export function projectRecord<T extends Row>(record: T, fields: readonly string[]): Row {
  const out: Row = {};
  for (const field of [...ALWAYS, ...fields]) pick(record, field.split('.'), out);
  return out;
}

/** The definition as a limited reader lists it: search only in the picker's fields. */
export function pickerListDef(def: ResourceDefinition): ResourceDefinition {
  const fields = new Set(def.pickerFields ?? []);
  return { ...def, list: { ...def.list, search: (def.list.search ?? []).filter((f) => fields.has(f)) } };
}
