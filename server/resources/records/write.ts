/**
 * Creates, updates and internal writes of definition-backed records. The HTTP routes and the
 * seed both go through here, so validation, beforeSave and the list counters are the same for
 * both. Every write is one transaction.
 */
import { getPath, ORDER_FIELD, pathParams, setPath, type ResourceDefinition } from '../../../src/shared/definition';
import type { Db } from '../../db/types';
import { conflict, notFound, validationError } from '../../errors';
import { columnValue, ident, resourceTable, rowToRecord, type ResourceTable } from '../columns';
import { isUuid } from '../ids';
import { UPDATE_GUARDS } from '../updateGuards';
import { checkLinks, checkUnique, mapUniqueViolation, writeNeedsChecks } from './checks';
import { bumpCount, countChange } from './counts';
import { nextIndex } from './order';
import { applyDefaults, deepMerge, isPlainObject, prepare } from './prepare';
import { presentRecord, withLoaded } from './present';
import { BUMP_UPDATED_AT, loadRow, scopeWhere, type Row, type Scope } from './scope';
import { historyCte, recordWrite } from '../../audit/records';

/**
 * Whether a record's stored form is known before it is written, so its history row can go in the
 * write's own statement: every field type the generic tables hold reads back as it was written
 * (ids in lower case), except a date and time, which PostgreSQL reads in its own time zone when
 * it carries none.
 */
const knownBeforeWrite = (t: ResourceTable) => !t.fields.some((f) => f.pgType === 'timestamptz');

/** A row about to be written, as `rowToRecord` will read it back. */
const storedForm = (t: ResourceTable, row: Row): Row => {
  const lower = (v: unknown) => (typeof v === 'string' ? v.toLowerCase() : v);
  const out: Row = { ...row };
  for (const f of t.fields) {
    if (f.pgType === 'uuid') out[f.column] = lower(out[f.column]);
    if (f.pgType === 'uuid[]' && Array.isArray(out[f.column])) out[f.column] = (out[f.column] as unknown[]).map(lower);
  }
  return rowToRecord(t, out);
};

export async function createRecord(db: Db, def: ResourceDefinition, all: readonly ResourceDefinition[], scope: Scope, input: unknown): Promise<Row> {
  const t = resourceTable(def);
  if (t.params.some((p) => !isUuid(scope.params[p.param]))) throw notFound();
  // Generated values (codes, credentials) come from `defaults`: a client cannot choose them.
  const defaults = applyDefaults(def, {});
  const columns = await prepare(def, isPlainObject(input) ? applyDefaults(def, input) : input, defaults);
  const insert = async (tx: Db) => {
    await checkLinks(tx, def, all, scope, columns);
    await checkUnique(tx, t, scope, columns);
    if (def.ordered) columns.set(ORDER_FIELD, await nextIndex(tx, t, scope));
    const names = ['business_id', ...t.params.map((p) => p.column), ...columns.keys()];
    const values = [scope.businessId, ...t.params.map((p) => scope.params[p.param]), ...columns.values()];
    // The row and its list's total in one statement, and its history row (server/audit) when its
    // form is known before the write.
    const count = countChange(t, scope, 1, values.length + 1, false);
    const history = knownBeforeWrite(t)
      ? historyCte(def, scope, '@CREATE', 'created', null, null, storedForm(t, Object.fromEntries(names.map((n, i) => [n, values[i]]))), values.length + count.params.length + 1)
      : null;
    const { rows } = await tx.query<Row>(
      `WITH created AS (INSERT INTO ${ident(t.table)} (${names.map(ident).join(', ')}) VALUES (${values.map((_, i) => `$${i + 1}`).join(', ')}) RETURNING *),
       ${count.ctes}${history ? `, ${history.cte}` : ''}
       SELECT * FROM created`,
      [...values, ...count.params, ...(history?.params ?? [])],
    );
    const record = rowToRecord(t, rows[0]);
    // Who made it, in the same transaction otherwise: the history row commits with the record.
    if (!history) await recordWrite(tx, def, scope, '@CREATE', String(record.id), null, record);
    return withMadeCredentials(t, presentRecord(def, record), defaults);
  };
  try {
    // The record, its list's total and its history row commit together: one statement when
    // nothing is read before the write and the history goes in it, else a transaction.
    const created = knownBeforeWrite(t) && !writeNeedsChecks(def, all) ? await insert(db) : await db.transaction(insert);
    return (await withLoaded(db, def, scope, [created]))[0];
  } catch (err) {
    mapUniqueViolation(err, t);
  }
}

const SYSTEM_KEYS = ['id', 'createdAt', 'updatedAt'];

export async function updateRecord(
  db: Db,
  def: ResourceDefinition,
  all: readonly ResourceDefinition[],
  scope: Scope,
  id: string,
  patch: unknown,
): Promise<Row> {
  // The read of the record and its write on one connection: an edit waits for a free one once.
  return db.session((held) => updateOn(held, def, all, scope, id, patch));
}

async function updateOn(db: Db, def: ResourceDefinition, all: readonly ResourceDefinition[], scope: Scope, id: string, patch: unknown): Promise<Row> {
  const t = resourceTable(def);
  const inStatement = knownBeforeWrite(t);
  if (!isPlainObject(patch)) throw validationError([{ field: '', message: 'server.errors.badRequest' }]);
  const row = await loadRow(db, t, scope, id);
  const storedAt = (row.updated_at as Date).getTime();
  if (patch.updatedAt !== undefined && patch.updatedAt !== null) {
    const given = typeof patch.updatedAt === 'string' ? Date.parse(patch.updatedAt) : NaN;
    if (given !== storedAt) throw conflict();
  }
  const stored = rowToRecord(t, row);
  const cleanPatch = Object.fromEntries(Object.entries(patch).filter(([k]) => !SYSTEM_KEYS.includes(k) && !pathParams(def.path).includes(k)));
  const base = Object.fromEntries(Object.entries(stored).filter(([k]) => !SYSTEM_KEYS.includes(k) && !pathParams(def.path).includes(k)));
  const columns = await prepare(def, deepMerge(base, cleanPatch), stored);
  // An edit never touches a hashed credential (only its own route makes a new one).
  for (const f of t.fields) if (f.def.hashed) columns.delete(f.column);
  const update = async (tx: Db) => {
    await checkLinks(tx, def, all, scope, columns);
    await checkUnique(tx, t, scope, columns, id);
    // Per-resource checks of the record as it will be stored (a lot's quantity against its sales).
    await UPDATE_GUARDS[def.name]?.(tx, scope, id, rowToRecord(t, { ...row, ...Object.fromEntries(columns) }), stored);
    const values = [...columns.values(), scope.businessId, id, row.updated_at];
    const sets = [...columns.keys()].map((c, i) => `${ident(c)} = $${i + 1}`);
    const n = columns.size;
    // The fields before and after (secrets masked by the history), in the update's own statement
    // when the stored form is known before the write.
    const history = inStatement ? historyCte(def, scope, '@UPDATE', 'updated', id, stored, storedForm(t, { ...row, ...Object.fromEntries(columns) }), values.length + 1) : null;
    // Optimistic lock: the row must still carry the updated_at this merge was built on.
    // updated_at moves forward by at least 1 ms, so two quick edits never share a stamp.
    const write = `UPDATE ${ident(t.table)} SET ${[...sets, BUMP_UPDATED_AT].join(', ')}
        WHERE business_id = $${n + 1} AND id = $${n + 2} AND date_trunc('milliseconds', updated_at) = date_trunc('milliseconds', $${n + 3}::timestamptz)
        RETURNING *`;
    const { rows } = await tx.query<Row>(
      history ? `WITH updated AS (${write}), ${history.cte} SELECT * FROM updated` : write,
      [...values, ...(history?.params ?? [])],
    );
    if (!rows[0]) throw conflict();
    const record = rowToRecord(t, rows[0]);
    if (!inStatement) await recordWrite(tx, def, scope, '@UPDATE', id, stored, record);
    return presentRecord(def, record);
  };
  try {
    // One statement when nothing is read before the write and the history goes in it, else a transaction.
    const updated = inStatement && !writeNeedsChecks(def, all) && !UPDATE_GUARDS[def.name] ? await update(db) : await db.transaction(update);
    return (await withLoaded(db, def, scope, [updated]))[0];
  } catch (err) {
    mapUniqueViolation(err, t);
  }
}

/** The answer of the write that made hashed credentials: the only one that carries them in clear. */
function withMadeCredentials(t: ResourceTable, record: Row, made: Row): Row {
  for (const f of t.fields) if (f.def.hashed) setPath(record, f.field, getPath(made, f.field) ?? null);
  return record;
}

/**
 * Writes a new value of a hashed credential (FieldDefinition.hashed, made by its `defaultValue`)
 * and answers the record with it in clear, once: the old value stops working at once.
 */
export async function remakeCredential(db: Db, def: ResourceDefinition, scope: Scope, id: string, field: string): Promise<Row> {
  const made = applyDefaults({ ...def, fields: { [field]: def.fields[field] } }, {});
  const t = resourceTable(def);
  const record = await setFields(db, def, scope, id, { [field]: getPath(made, field) });
  const [loaded] = await withLoaded(db, def, scope, [record]);
  return withMadeCredentials({ ...t, fields: t.fields.filter((f) => f.field === field) }, loaded, made);
}

/**
 * Writes fields a client cannot write through PATCH (e.g. events' isDraft on publish), with
 * the same updated_at bump. Answers the record as the API shows it.
 */
export async function setFields(db: Db, def: ResourceDefinition, scope: Scope, id: string, values: Row): Promise<Row> {
  const t = resourceTable(def);
  if (!isUuid(id)) throw notFound();
  const where = scopeWhere(t, scope);
  const sets: string[] = [];
  const params = [...where.params];
  for (const [name, value] of Object.entries(values)) {
    const f = t.fields.find((x) => x.field === name);
    if (!f) throw new Error(`${def.name} has no field ${name}`);
    params.push(columnValue(t, f, value));
    sets.push(`${ident(f.column)} = $${params.length}`);
  }
  params.push(id);
  return db.transaction(async (tx) => {
    // The record as it was (locked until the update commits), for the history.
    const stored = await loadRow(tx, t, scope, id, 'FOR UPDATE');
    const { rows } = await tx.query<Row>(
      `UPDATE ${ident(t.table)} SET ${[...sets, BUMP_UPDATED_AT].join(', ')} WHERE ${where.clauses.join(' AND ')} AND id = $${params.length} RETURNING *`,
      params,
    );
    if (!rows[0]) throw notFound();
    const record = rowToRecord(t, rows[0]);
    // A hashed credential reads as null in records: its digests tell the history it changed (both masked).
    const digests = (row: Row) => Object.fromEntries(t.fields.filter((f) => f.def.hashed && f.field in values).map((f) => [f.field, row[f.column]]));
    await recordWrite(tx, def, scope, '@UPDATE', id, { ...rowToRecord(t, stored), ...digests(stored) }, { ...record, ...digests(rows[0]) });
    return presentRecord(def, record);
  });
}

/**
 * Inserts a copy of a record (every field column, with `overrides` by field name) and counts
 * it; the caller's transaction holds the rest of a duplication. Answers the new stored record.
 */
export async function copyRecord(tx: Db, def: ResourceDefinition, scope: Scope, id: string, overrides: Row): Promise<Row> {
  const t = resourceTable(def);
  const source = await loadRow(tx, t, scope, id);
  const names = ['business_id', ...t.params.map((p) => p.column), ...t.fields.map((f) => f.column)];
  const values = [
    scope.businessId,
    ...t.params.map((p) => source[p.column]),
    // The source's columns as stored (secrets stay sealed); overrides are field values.
    ...t.fields.map((f) => (Object.prototype.hasOwnProperty.call(overrides, f.field) ? columnValue(t, f, overrides[f.field]) : source[f.column])),
  ];
  const { rows } = await tx.query<Row>(
    `INSERT INTO ${ident(t.table)} (${names.map(ident).join(', ')}) VALUES (${values.map((_, i) => `$${i + 1}`).join(', ')}) RETURNING *`,
    values,
  );
  await bumpCount(tx, t, scope, 1);
  const record = rowToRecord(t, rows[0]);
  await recordWrite(tx, def, { ...scope, params: Object.fromEntries(t.params.map((p) => [p.param, String(source[p.column])])) }, '@CREATE', String(record.id), null, record);
  return record;
}
