/**
 * What a reader who may not edit a resource gets back (ResourceDefinition.pickerFields): the
 * record cut down to the fields its pickers show. Its list sorts, searches and filters only by
 * them (server/resources/queryable.ts), so contacts can neither be read nor guessed.
 */

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
