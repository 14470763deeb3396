/**
 * What a reader may sort, search and filter a list by. Never a secret: the order of a list
 * sorted by it, or whether a search or filter matches, spells the secret out one character at a
 * time. For a reader limited to a picker's fields (src/shared/permissions.ts readableFields),
 * only those: what a reader cannot see, it cannot probe either.
 */
import type { ResourceDefinition } from '../../src/shared/definition';

/** Sortable besides the fields. */
export const SYSTEM_SORTS = ['id', 'createdAt', 'updatedAt'] as const;

/** `readable`: the reader's fields (null: every field); a nested field is readable under its parent's name too. */
export function queryableFields(def: ResourceDefinition, readable: readonly string[] | null = null): string[] {
  const reads = (name: string) => !readable || readable.some((r) => name === r || name.startsWith(`${r}.`));
  // Lists of ids sort and search by nothing a person reads; a hashed credential is never a key.
  return Object.keys(def.fields).filter((name) => !def.fields[name].secret && !def.fields[name].hashed && def.fields[name].type !== 'references' && reads(name));
}

/** The orderBy values a reader may send. */
export const sortableNames = (def: ResourceDefinition, readable: readonly string[] | null = null): string[] => [
  ...queryableFields(def, readable),
  ...SYSTEM_SORTS,
];

/** The fields the `search` parameter looks in, for this reader. */
export function searchableFields(def: ResourceDefinition, readable: readonly string[] | null = null): string[] {
  const allowed = new Set(queryableFields(def, readable));
  return (def.list.search ?? []).filter((name) => allowed.has(name));
}
