/**
 * How a definition maps onto its table: one column per field (snake_case of the dotted
 * name), one per parent path parameter, plus id, business_id, created_at, updated_at.
 */
import { TRANSLATE_FROM, TRANSLATE_TO } from './search';
import { openColumn, sealColumn } from '../secrets/active';
import { digestOf } from './secrets';
import { getPath, pathParams, setPath, snakeCase, tableName, type FieldDefinition, type FieldType, type ResourceDefinition } from '../../src/shared/definition';

const PG_TYPES: Record<FieldType, string> = {
  text: 'text',
  longText: 'text',
  email: 'text',
  richText: 'text',
  money: 'bigint',
  percent: 'bigint',
  integer: 'bigint',
  boolean: 'boolean',
  choice: 'text',
  datetime: 'timestamptz',
  image: 'text',
  reference: 'uuid',
  references: 'uuid[]',
  cpf: 'text',
  cnpj: 'text',
  cpfCnpj: 'text',
  phone: 'text',
  zip: 'text',
};

export interface FieldColumn {
  field: string;
  column: string;
  pgType: string;
  def: FieldDefinition;
}

export interface ParamColumn {
  param: string;
  column: string;
}

export interface ResourceTable {
  def: ResourceDefinition;
  table: string;
  fields: FieldColumn[];
  params: ParamColumn[];
}

/** Names come from definitions, never from requests; still, refuse anything that is not a plain identifier. */
export function ident(name: string): string {
  if (!/^[a-z_][a-z0-9_]*$/.test(name)) throw new Error(`Invalid SQL identifier derived from a definition: ${name}`);
  return `"${name}"`;
}

const cache = new WeakMap<ResourceDefinition, ResourceTable>();

export function resourceTable(def: ResourceDefinition): ResourceTable {
  let t = cache.get(def);
  if (!t) {
    t = {
      def,
      table: tableName(def),
      fields: Object.entries(def.fields).map(([field, fd]) => ({ field, column: snakeCase(field), pgType: PG_TYPES[fd.type], def: fd })),
      params: pathParams(def.path).map((param) => ({ param, column: snakeCase(param) })),
    };
    cache.set(def, t);
  }
  return t;
}

/** Column of a sortable name: a field, or id/createdAt/updatedAt. */
export function sortColumn(t: ResourceTable, name: string): string | undefined {
  if (name === 'id') return 'id';
  if (name === 'createdAt') return 'created_at';
  if (name === 'updatedAt') return 'updated_at';
  return t.fields.find((f) => f.field === name)?.column;
}

const FOLDED_SORT_TYPES = new Set(['text', 'longText', 'email']);

/**
 * SQL that orders by a field the way people read it: texts case- and accent-folded, so
 * 'Açaí' sorts before 'Arraiá' on any collation (PGlite and a C-locale PostgreSQL sort by
 * code point). The list index is built on the same expression, so it still serves the page.
 */
export function sortExpression(t: ResourceTable, name: string): string | undefined {
  const column = sortColumn(t, name);
  if (!column) return undefined;
  const field = t.fields.find((f) => f.column === column);
  if (!field || !FOLDED_SORT_TYPES.has(field.def.type)) return ident(column);
  return `lower(translate(${ident(column)}, '${TRANSLATE_FROM}', '${TRANSLATE_TO}'))`;
}

const iso = (v: unknown) => (v instanceof Date ? v.toISOString() : v == null ? null : new Date(String(v)).toISOString());

/**
 * A table row as the server works with it: nested camelCase object plus ids and ISO timestamps,
 * secrets opened (clear text in memory; presentRecord masks them for answers).
 */
export function rowToRecord(t: ResourceTable, row: Record<string, unknown>): Record<string, unknown> {
  const record: Record<string, unknown> = { id: row.id };
  for (const p of t.params) record[p.param] = row[p.column];
  for (const f of t.fields) {
    let value = row[f.column] ?? null;
    if (typeof value === 'string' && f.def.secret) value = openColumn(t.table, f.column, value);
    // A hashed credential cannot be read back: only the write that made it answers it.
    if (f.def.hashed) value = null;
    if (value !== null && f.pgType === 'bigint') value = Number(value);
    if (value !== null && f.pgType === 'timestamptz') value = iso(value);
    setPath(record, f.field, value);
  }
  record.createdAt = iso(row.created_at);
  record.updatedAt = iso(row.updated_at);
  return record;
}

/** A field's value as its column stores it: secrets sealed (server/secrets/seal.ts), hashed credentials as their digest. */
export const columnValue = (t: ResourceTable, f: FieldColumn, value: unknown): unknown =>
  f.def.secret ? sealColumn(t.table, f.column, value) : f.def.hashed ? (value == null ? null : digestOf(String(value))) : value;

/** Column values of a validated (and beforeSave-transformed) nested object. */
export function recordToColumns(t: ResourceTable, value: Record<string, unknown>): Map<string, unknown> {
  const out = new Map<string, unknown>();
  for (const f of t.fields) {
    const v = getPath(value, f.field);
    out.set(f.column, columnValue(t, f, v === undefined ? null : v));
  }
  return out;
}
