/**
 * A record as JSON text, written by the database: the same shape as `rowToRecord`
 * (server/resources/columns.ts), key order included — id, the path's parent ids, the fields nested
 * by their dotted names, createdAt, updatedAt; or, for a reader limited to some fields
 * (projection.ts), id, createdAt, updatedAt and those fields. A list page then crosses the driver
 * as one text per row instead of one value per column, and a resource that adds nothing in
 * JavaScript (no secret, no computed field) is answered without being parsed at all.
 *
 * Built by concatenation rather than json_build_object, which takes at most 50 pairs.
 */
import { ident, type ResourceTable } from '../columns';

/** ISO 8601 in UTC with milliseconds, as Date.toISOString writes it (microseconds cut, as the driver's dates do). */
const isoSql = (column: string) => `to_char(${ident(column)} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

type Node = { kind: 'value'; sql: string } | { kind: 'object'; keys: Map<string, Node> };

function place(root: Map<string, Node>, path: string, sql: string) {
  const keys = path.split('.');
  let level = root;
  for (const key of keys.slice(0, -1)) {
    let child = level.get(key);
    if (child?.kind !== 'object') {
      child = { kind: 'object', keys: new Map() };
      level.set(key, child);
    }
    level = child.keys;
  }
  level.set(keys[keys.length - 1], { kind: 'value', sql });
}

const literal = (text: string) => `'${text.replace(/'/g, "''")}'`;

function objectSql(keys: Map<string, Node>): string {
  const parts: string[] = [];
  let pending = '{';
  for (const [key, node] of keys) {
    pending += `${JSON.stringify(key)}:`;
    parts.push(literal(pending));
    parts.push(node.kind === 'object' ? objectSql(node.keys) : `coalesce(to_json(${node.sql})::text, 'null')`);
    pending = ',';
  }
  parts.push(literal(pending === '{' ? '{}' : '}'));
  return `(${parts.join(' || ')})`;
}

const cache = new WeakMap<ResourceTable, Map<string, string>>();

/** SQL of the record's JSON text; `readable` as in queryable.ts (null: every field). */
export function recordJsonSql(t: ResourceTable, readable: readonly string[] | null = null): string {
  const key = readable ? readable.join('\n') : '';
  let byReader = cache.get(t);
  if (!byReader) cache.set(t, (byReader = new Map()));
  const hit = byReader.get(key);
  if (hit) return hit;

  const root = new Map<string, Node>();
  const stamps = () => {
    place(root, 'createdAt', isoSql('created_at'));
    place(root, 'updatedAt', isoSql('updated_at'));
  };
  place(root, 'id', ident('id'));
  if (readable) stamps();
  else for (const p of t.params) place(root, p.param, ident(p.column));
  // A hashed credential is never answered (rowToRecord answers null): its digest stays in the table.
  const value = (f: ResourceTable['fields'][number]) => (f.def.hashed ? 'NULL::text' : f.pgType === 'timestamptz' ? isoSql(f.column) : ident(f.column));
  if (readable) {
    // In the reader's order, a group name bringing its whole group, as projectRecord picks them.
    for (const r of readable) for (const f of t.fields) if (f.field === r || f.field.startsWith(`${r}.`)) place(root, f.field, value(f));
  } else {
    for (const f of t.fields) place(root, f.field, value(f));
    stamps();
  }
  const sql = objectSql(root);
  byReader.set(key, sql);
  return sql;
}
