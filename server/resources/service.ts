/**
 * Reads and writes of definition-backed records. The HTTP routes and the seed both go
 * through here, so validation, beforeSave and the list counters are the same for both.
 * Every query is scoped to one business; every write is one transaction.
 */
import { ORDER_FIELD, getPath, parentName, pathParams, setPath, type ResourceDefinition } from '../../src/shared/definition';
import { validate } from '../../src/shared/schema';
import type { Db } from '../db/types';
import { ApiError, conflict, notFound, validationError, type Issue } from '../errors';
import { ident, recordToColumns, resourceTable, rowToRecord, sortExpression, type ResourceTable } from './columns';
import { isUuid } from './ids';
import { shapeIssues } from './shape';
import { TRANSLATE_FROM, TRANSLATE_TO, containsPattern, fold, foldedContains } from './search';
import { sqlOperator, type FilterValue } from './filters';
import { isMasked, maskSecret } from './secrets';
import { sanitizeRichText } from './sanitize';
import { COMPUTED_FIELDS } from './computed';
import { DELETE_GUARDS } from './deleteGuards';
import { UPDATE_GUARDS } from './updateGuards';

/** The business of the caller and the parent ids of the path (e.g. {eventId}). */
export interface Scope {
  businessId: string;
  params: Record<string, string>;
}

export interface ListQuery {
  page: number;
  limit: number;
  search?: string;
  /** Parsed `list.filters` parameters (server/resources/filters.ts). */
  filters?: FilterValue[];
  orderBy: string;
  order: 'ASC' | 'DESC';
}

export interface Pagination {
  currentPage: number;
  nextPage: number | null;
  totalPages: number;
  totalItems: number;
  totalItemsCurrentPage: number;
}

/** Filtered totals are counted up to this bound (docs/pagination.md). */
export const FILTERED_COUNT_CAP = 10_000;

const DIGIT_TYPES = new Set(['cpf', 'cnpj', 'cpfCnpj', 'phone', 'zip']);
const DUPLICATE_KEY = 'server.errors.duplicate';

type Row = Record<string, unknown>;

/** `updated_at` of a write: now, and at least 1 ms after the stored stamp. */
export const BUMP_UPDATED_AT = `updated_at = greatest(date_trunc('milliseconds', clock_timestamp()), date_trunc('milliseconds', updated_at) + interval '1 millisecond')`;

/** A stored record as the API answers it: secrets masked, computed fields added. */
export function presentRecord(def: ResourceDefinition, record: Row): Row {
  const out = structuredClone(record);
  for (const [name, field] of Object.entries(def.fields)) {
    if (field.secret) setPath(out, name, maskSecret(getPath(record, name)));
  }
  const computed = COMPUTED_FIELDS[def.name];
  return computed?.compute ? { ...out, ...computed.compute(record) } : out;
}

/** Records as answered, plus the fields a resource loads from elsewhere (COMPUTED_FIELDS `load`). */
async function withLoaded(db: Db, def: ResourceDefinition, scope: Scope, records: Row[]): Promise<Row[]> {
  const load = COMPUTED_FIELDS[def.name]?.load;
  if (!load || !records.length) return records;
  const extra = await load(db, scope, records);
  return records.map((r, i) => ({ ...r, ...extra[i] }));
}

/** WHERE clause of the business and the parent ids; parameters start at $1. */
function scopeWhere(t: ResourceTable, scope: Scope): { clauses: string[]; params: unknown[] } {
  const clauses = ['business_id = $1'];
  const params: unknown[] = [scope.businessId];
  for (const p of t.params) {
    const value = scope.params[p.param];
    if (!isUuid(value)) throw notFound();
    params.push(value);
    clauses.push(`${ident(p.column)} = $${params.length}`);
  }
  return { clauses, params };
}

const parentKey = (t: ResourceTable, scope: Scope) => t.params.map((p) => scope.params[p.param]).join('/');

async function bumpCount(tx: Db, t: ResourceTable, scope: Scope, delta: number): Promise<void> {
  await tx.query(
    `INSERT INTO resource_counts (business_id, resource, parent_key, count) VALUES ($1, $2, $3, $4)
     ON CONFLICT (business_id, resource, parent_key) DO UPDATE SET count = resource_counts.count + EXCLUDED.count`,
    [scope.businessId, t.def.name, parentKey(t, scope), delta],
  );
}

async function unfilteredTotal(db: Db, t: ResourceTable, scope: Scope, where: { clauses: string[]; params: unknown[] }): Promise<number> {
  const key = parentKey(t, scope);
  const found = await db.query<{ count: number | string }>(
    'SELECT count FROM resource_counts WHERE business_id = $1 AND resource = $2 AND parent_key = $3',
    [scope.businessId, t.def.name, key],
  );
  if (found.rows[0]) return Number(found.rows[0].count);
  // No counter yet (no write through this service so far): count once and keep it.
  const exact = await db.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${ident(t.table)} WHERE ${where.clauses.join(' AND ')}`, where.params);
  const n = Number(exact.rows[0]?.n ?? 0);
  await db.query(
    `INSERT INTO resource_counts (business_id, resource, parent_key, count) VALUES ($1, $2, $3, $4) ON CONFLICT DO NOTHING`,
    [scope.businessId, t.def.name, key, n],
  );
  return n;
}

export async function listRecords(
  db: Db,
  def: ResourceDefinition,
  scope: Scope,
  q: ListQuery,
  all: readonly ResourceDefinition[] = [],
): Promise<{ data: Row[]; pagination: Pagination }> {
  const t = resourceTable(def);
  const where = scopeWhere(t, scope);
  await checkParents(db, def, all, scope);
  const clauses = [...where.clauses];
  const params = [...where.params];

  const search = q.search?.trim();
  if (search && def.list.search?.length) {
    params.push(TRANSLATE_FROM, TRANSLATE_TO, containsPattern(fold(search)));
    const [from, to, pattern] = [params.length - 2, params.length - 1, params.length].map((i) => `$${i}`);
    const ors: string[] = [];
    const digits = search.replace(/\D/g, '');
    let digitsParam: string | undefined;
    for (const name of def.list.search) {
      const f = t.fields.find((x) => x.field === name);
      if (!f) continue;
      ors.push(foldedContains(ident(f.column), from, to, pattern));
      // Documents and phones are stored as digits: "12.345.678" also finds them.
      if (DIGIT_TYPES.has(f.def.type) && digits && digits !== search) {
        if (!digitsParam) {
          params.push(containsPattern(digits));
          digitsParam = `$${params.length}`;
        }
        ors.push(`${ident(f.column)} LIKE ${digitsParam}`);
      }
    }
    if (ors.length) clauses.push(`(${ors.join(' OR ')})`);
  }
  for (const filter of q.filters ?? []) {
    const f = t.fields.find((x) => x.field === filter.field);
    if (!f) continue;
    params.push(filter.value);
    clauses.push(`${ident(f.column)} ${sqlOperator(filter.op)} $${params.length}`);
  }
  const filtered = clauses.length > where.clauses.length;

  const sort = sortExpression(t, q.orderBy) ?? 'created_at';
  const dir = q.order === 'DESC' ? 'DESC' : 'ASC';
  const offset = (q.page - 1) * q.limit;
  const whereSql = clauses.join(' AND ');
  // Unfiltered lists read their counter in the same statement as the page: one round trip
  // to the database (PGlite runs one query at a time, so round trips are the cost).
  const counterSql = filtered
    ? 'NULL::bigint'
    : `(SELECT count FROM resource_counts WHERE business_id = $1 AND resource = $${params.push(t.def.name)} AND parent_key = $${params.push(parentKey(t, scope))})`;
  // One row more than the page tells whether a next page exists, whatever the total says.
  const page = await db.query<Row & { __total: number | string | null }>(
    `SELECT *, ${counterSql} AS __total FROM ${ident(t.table)} WHERE ${whereSql} ORDER BY ${sort} ${dir}, id ${dir} LIMIT ${q.limit + 1} OFFSET ${offset}`,
    params,
  );
  const hasMore = page.rows.length > q.limit;
  const rows = page.rows.slice(0, q.limit).map(({ __total, ...row }) => row as Row);
  const counted = page.rows[0]?.__total;

  let totalItems: number;
  if (filtered) {
    // Bounded count: exact up to the cap, cheap however many rows match (never count(*) OVER()).
    const bounded = await db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM (SELECT 1 FROM ${ident(t.table)} WHERE ${whereSql} LIMIT ${FILTERED_COUNT_CAP + 1}) AS bounded`,
      params,
    );
    totalItems = Math.min(Number(bounded.rows[0]?.n ?? 0), FILTERED_COUNT_CAP);
  } else if (counted !== undefined && counted !== null) {
    totalItems = Number(counted);
  } else {
    totalItems = await unfilteredTotal(db, t, scope, where);
  }
  if (rows.length) totalItems = Math.max(totalItems, offset + rows.length); // never claim fewer than what was seen
  const totalPages = Math.ceil(totalItems / q.limit);
  return {
    data: await withLoaded(db, def, scope, rows.map((r) => presentRecord(def, rowToRecord(t, r)))),
    pagination: {
      currentPage: q.page,
      nextPage: hasMore ? q.page + 1 : null,
      totalPages,
      totalItems,
      totalItemsCurrentPage: rows.length,
    },
  };
}

/** `lock`: the row lock to hold until the transaction ends (a parent under a create, a record being deleted). */
export async function loadRow(db: Db, t: ResourceTable, scope: Scope, id: string, lock?: 'FOR KEY SHARE' | 'FOR UPDATE'): Promise<Row> {
  if (!isUuid(id)) throw notFound();
  const where = scopeWhere(t, scope);
  const { rows } = await db.query<Row>(
    `SELECT * FROM ${ident(t.table)} WHERE ${where.clauses.join(' AND ')} AND id = $${where.params.length + 1}${lock ? ` ${lock}` : ''}`,
    [...where.params, id],
  );
  if (!rows[0]) throw notFound();
  return rows[0];
}

export async function getRecord(db: Db, def: ResourceDefinition, scope: Scope, id: string): Promise<Row> {
  const t = resourceTable(def);
  const [record] = await withLoaded(db, def, scope, [presentRecord(def, rowToRecord(t, await loadRow(db, t, scope, id)))]);
  return record;
}

const isPlainObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/** Stored record + patch: nested objects merge, anything else in the patch replaces. */
function deepMerge(base: Record<string, unknown>, patch: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = { ...base };
  for (const [key, value] of Object.entries(patch)) {
    if (key === '__proto__' || key === 'constructor' || key === 'prototype') continue;
    out[key] = isPlainObject(value) && isPlainObject(out[key]) ? deepMerge(out[key] as Record<string, unknown>, value) : value;
  }
  return out;
}

function applyDefaults(def: ResourceDefinition, value: Record<string, unknown>): Record<string, unknown> {
  const out = structuredClone(value);
  for (const [name, field] of Object.entries(def.fields)) {
    if (field.defaultValue === undefined) continue;
    const keys = name.split('.');
    let cur: Record<string, unknown> = out;
    for (const k of keys.slice(0, -1)) cur = (isPlainObject(cur[k]) ? cur[k] : (cur[k] = {})) as Record<string, unknown>;
    const last = keys[keys.length - 1];
    // A function default is made per record (generated codes).
    if (cur[last] === undefined || cur[last] === null) cur[last] = typeof field.defaultValue === 'function' ? field.defaultValue() : field.defaultValue;
  }
  return out;
}

/**
 * Shared schema, then beforeSave; rejects with per-field issues (catalogue keys).
 * `kept` holds what a client cannot write: the stored record on an update, the defaults on a
 * create. Read-only fields the transform leaves unset keep it, and so do secrets sent back
 * masked. Rich text is sanitised before the schema, so length rules apply to what is stored.
 */
async function prepare(def: ResourceDefinition, input: unknown, kept: Row): Promise<Map<string, unknown>> {
  if (!isPlainObject(input)) throw validationError([{ field: '', message: 'server.errors.badRequest' }]);
  const wrongTypes = shapeIssues(def, input);
  if (wrongTypes.length) throw validationError(wrongTypes);
  const cleaned = structuredClone(input);
  for (const [name, field] of Object.entries(def.fields)) {
    const v = getPath(cleaned, name);
    if (field.secret && isMasked(v)) setPath(cleaned, name, getPath(kept, name) ?? null);
    if (field.type === 'richText' && typeof v === 'string') setPath(cleaned, name, sanitizeRichText(v));
  }
  const result = await validate(def, cleaned);
  if (!result.ok) throw validationError(result.issues);
  const value = def.beforeSave ? def.beforeSave(result.value) : result.value;
  for (const [name, field] of Object.entries(def.fields)) {
    if (field.readOnly && getPath(value, name) === undefined) setPath(value, name, getPath(kept, name) ?? null);
  }
  const t = resourceTable(def);
  const columns = recordToColumns(t, value);
  // bigint columns hold integers; JSON numbers beyond 2^53 would lose digits.
  const issues: Issue[] = [];
  for (const f of t.fields) {
    const v = columns.get(f.column);
    if (f.pgType === 'bigint' && typeof v === 'number' && !Number.isSafeInteger(v)) {
      issues.push({ field: f.field, message: f.def.messages?.max ?? 'validation.maxValue' });
    }
  }
  if (issues.length) throw validationError(issues);
  return columns;
}

/** Every parent in the path must be a record of the business (else 404), for lists as for writes. */
async function checkParents(db: Db, def: ResourceDefinition, all: readonly ResourceDefinition[], scope: Scope) {
  for (const p of resourceTable(def).params) {
    const parent = all.find((d) => d.name === parentName(def, p.param, all));
    if (!parent) continue; // the parent is not a definition (yet): business scoping still holds
    // Held until the write commits: a delete of the parent waits for it, then sees (and removes or
    // refuses for) the new child; a child created after the delete finds no parent (404).
    await loadRow(db, resourceTable(parent), { businessId: scope.businessId, params: scope.params }, scope.params[p.param], 'FOR KEY SHARE');
  }
}

/** Referenced records and parents must belong to the business (else a 400 issue / 404). */
async function checkLinks(tx: Db, def: ResourceDefinition, all: readonly ResourceDefinition[], scope: Scope, columns: Map<string, unknown>) {
  const t = resourceTable(def);
  await checkParents(tx, def, all, scope);
  const issues: Issue[] = [];
  for (const f of t.fields) {
    const v = columns.get(f.column);
    if (f.def.type !== 'reference' || v == null) continue;
    const ref = all.find((d) => d.name === f.def.reference);
    if (!ref) continue;
    const rt = resourceTable(ref);
    // A reference under the same parent stays within it: a lot's sessionId names a session of its own event.
    const params: unknown[] = [scope.businessId, v];
    let sql = `SELECT 1 FROM ${ident(rt.table)} WHERE business_id = $1 AND id = $2`;
    for (const p of rt.params.filter((x) => t.params.some((y) => y.param === x.param))) sql += ` AND ${ident(p.column)} = $${params.push(scope.params[p.param])}`;
    const found = await tx.query(sql, params);
    if (!found.rows.length) issues.push({ field: f.field, message: f.def.messages?.invalid ?? 'validation.reference' });
  }
  if (issues.length) throw validationError(issues);
}

function duplicate(issues: Issue[]) {
  return new ApiError(409, '@DUPLICATE', DUPLICATE_KEY, issues);
}

/** Unique fields already taken in the business, or in the parent (the unique index still guards races). */
async function checkUnique(tx: Db, t: ResourceTable, scope: Scope, columns: Map<string, unknown>, exceptId?: string) {
  const issues: Issue[] = [];
  for (const f of t.fields.filter((x) => x.def.unique)) {
    const v = columns.get(f.column);
    if (v == null) continue;
    const params: unknown[] = [scope.businessId, v];
    let sql = `SELECT 1 FROM ${ident(t.table)} WHERE business_id = $1 AND ${ident(f.column)} = $2`;
    if (f.def.unique === 'parent') {
      for (const p of t.params) sql += ` AND ${ident(p.column)} = $${params.push(scope.params[p.param])}`;
    }
    if (exceptId) sql += ` AND id <> $${params.push(exceptId)}`;
    if ((await tx.query(sql + ' LIMIT 1', params)).rows.length) issues.push({ field: f.field, message: f.def.messages?.unique ?? DUPLICATE_KEY });
  }
  if (issues.length) throw duplicate(issues);
}

/** A unique violation that slipped past the check (concurrent write): same 409. */
function mapUniqueViolation(err: unknown, t: ResourceTable): never {
  const e = err as { code?: string; constraint?: string; message?: string };
  if (e?.code === '23505') {
    const text = `${e.constraint ?? ''} ${e.message ?? ''}`;
    const f = t.fields.find((x) => x.def.unique && text.includes(`${x.column}_uniq`));
    throw duplicate(f ? [{ field: f.field, message: f.def.messages?.unique ?? DUPLICATE_KEY }] : []);
  }
  throw err;
}

export async function createRecord(db: Db, def: ResourceDefinition, all: readonly ResourceDefinition[], scope: Scope, input: unknown): Promise<Row> {
  const t = resourceTable(def);
  if (t.params.some((p) => !isUuid(scope.params[p.param]))) throw notFound();
  const columns = await prepare(def, isPlainObject(input) ? applyDefaults(def, input) : input, applyDefaults(def, {}));
  try {
    const created = await db.transaction(async (tx) => {
      await checkLinks(tx, def, all, scope, columns);
      await checkUnique(tx, t, scope, columns);
      if (def.ordered) columns.set(ORDER_FIELD, await nextIndex(tx, t, scope));
      const names = ['business_id', ...t.params.map((p) => p.column), ...columns.keys()];
      const values = [scope.businessId, ...t.params.map((p) => scope.params[p.param]), ...columns.values()];
      const { rows } = await tx.query<Row>(
        `INSERT INTO ${ident(t.table)} (${names.map(ident).join(', ')}) VALUES (${values.map((_, i) => `$${i + 1}`).join(', ')}) RETURNING *`,
        values,
      );
      await bumpCount(tx, t, scope, 1);
      return presentRecord(def, rowToRecord(t, rows[0]));
    });
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
  const t = resourceTable(def);
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
  try {
    const updated = await db.transaction(async (tx) => {
      await checkLinks(tx, def, all, scope, columns);
      await checkUnique(tx, t, scope, columns, id);
      // Per-resource checks of the record as it will be stored (a lot's quantity against its sales).
      await UPDATE_GUARDS[def.name]?.(tx, scope, id, rowToRecord(t, { ...row, ...Object.fromEntries(columns) }), stored);
      const values = [...columns.values(), scope.businessId, id, row.updated_at];
      const sets = [...columns.keys()].map((c, i) => `${ident(c)} = $${i + 1}`);
      const n = columns.size;
      // Optimistic lock: the row must still carry the updated_at this merge was built on.
      // updated_at moves forward by at least 1 ms, so two quick edits never share a stamp.
      const { rows } = await tx.query<Row>(
        `UPDATE ${ident(t.table)} SET ${[...sets, BUMP_UPDATED_AT].join(', ')}
          WHERE business_id = $${n + 1} AND id = $${n + 2} AND date_trunc('milliseconds', updated_at) = date_trunc('milliseconds', $${n + 3}::timestamptz)
          RETURNING *`,
        values,
      );
      if (!rows[0]) throw conflict();
      return presentRecord(def, rowToRecord(t, rows[0]));
    });
    return (await withLoaded(db, def, scope, [updated]))[0];
  } catch (err) {
    mapUniqueViolation(err, t);
  }
}

/**
 * Deletes the records of every definition whose path parameter points at `def` (see
 * `parents`) under the given ids, their own children first, and drops their list counters.
 */
async function deleteChildren(tx: Db, def: ResourceDefinition, all: readonly ResourceDefinition[], businessId: string, ids: string[]): Promise<void> {
  for (const child of all) {
    const ct = resourceTable(child);
    for (const p of ct.params) {
      if (parentName(child, p.param, all) !== def.name) continue;
      const { rows } = await tx.query<Row>(
        `DELETE FROM ${ident(ct.table)} WHERE business_id = $1 AND ${ident(p.column)} = ANY($2::uuid[]) RETURNING *`,
        [businessId, ids],
      );
      if (!rows.length) continue;
      await deleteChildren(tx, child, all, businessId, rows.map((r) => String(r.id)));
      const keys = [...new Set(rows.map((r) => ct.params.map((x) => r[x.column]).join('/')))];
      await tx.query('DELETE FROM resource_counts WHERE business_id = $1 AND resource = $2 AND parent_key = ANY($3::text[])', [businessId, child.name, keys]);
    }
  }
}

/** Deletes a record and, in the same transaction, its children (definitions naming it a parent in `all`). */
export async function deleteRecord(db: Db, def: ResourceDefinition, scope: Scope, id: string, all: readonly ResourceDefinition[] = []): Promise<void> {
  const t = resourceTable(def);
  if (!isUuid(id)) throw notFound();
  const where = scopeWhere(t, scope);
  await db.transaction(async (tx) => {
    // The record first: children being created under it commit before (and are seen below).
    await loadRow(tx, t, scope, id, 'FOR UPDATE');
    // A record that sales refer to (a lot, its ticket, its sector) is refused before anything goes.
    await DELETE_GUARDS[def.name]?.(tx, scope, id);
    const { rows } = await tx.query(
      `DELETE FROM ${ident(t.table)} WHERE ${where.clauses.join(' AND ')} AND id = $${where.params.length + 1} RETURNING id`,
      [...where.params, id],
    );
    if (!rows.length) throw notFound();
    await deleteChildren(tx, def, all, scope.businessId, [id]);
    await bumpCount(tx, t, scope, -1);
  });
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
    params.push(value);
    sets.push(`${ident(f.column)} = $${params.length}`);
  }
  params.push(id);
  const { rows } = await db.query<Row>(
    `UPDATE ${ident(t.table)} SET ${[...sets, BUMP_UPDATED_AT].join(', ')} WHERE ${where.clauses.join(' AND ')} AND id = $${params.length} RETURNING *`,
    params,
  );
  if (!rows[0]) throw notFound();
  return presentRecord(def, rowToRecord(t, rows[0]));
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
    ...t.fields.map((f) => (Object.prototype.hasOwnProperty.call(overrides, f.field) ? overrides[f.field] : source[f.column])),
  ];
  const { rows } = await tx.query<Row>(
    `INSERT INTO ${ident(t.table)} (${names.map(ident).join(', ')}) VALUES (${values.map((_, i) => `$${i + 1}`).join(', ')}) RETURNING *`,
    values,
  );
  await bumpCount(tx, t, scope, 1);
  return rowToRecord(t, rows[0]);
}

/**
 * Serialises the writers of one parent's ordered list (creates and moves) until the transaction
 * ends: a transaction-scoped advisory lock on the table and parent key (two-int form, so it never
 * meets the single-key locks of migrations, sync and seed; a hash collision only makes two lists
 * wait for each other). Without it two creates at the same instant on PostgreSQL read the same
 * max(index). Locking the siblings cannot cover a parent's first record, and locking the parent
 * row (an event, a sector) would also queue behind its edits and image writes. On PGlite (one
 * connection) it is one more statement.
 */
async function lockSiblings(tx: Db, t: ResourceTable, scope: Scope): Promise<void> {
  await tx.query('SELECT pg_advisory_xact_lock(727004, hashtext($1))', [`${t.table}/${scope.businessId}/${parentKey(t, scope)}`]);
}

/** The index after the last record of the same parent: new records of an ordered resource go last. */
async function nextIndex(tx: Db, t: ResourceTable, scope: Scope): Promise<number> {
  const where = scopeWhere(t, scope);
  // Locked first; in read committed the max below is a later statement, so it sees what the
  // create that held the lock committed.
  await lockSiblings(tx, t, scope);
  const { rows } = await tx.query<{ n: number | string | null }>(
    `SELECT max(${ident(ORDER_FIELD)}) + 1 AS n FROM ${ident(t.table)} WHERE ${where.clauses.join(' AND ')}`,
    where.params,
  );
  return Number(rows[0]?.n ?? 0);
}

/**
 * Moves a record of an ordered resource to `index` among the records of its parent (clamped
 * to the list) and renumbers them 0..n-1 in one transaction. updated_at stays: the order is
 * not an edit of the record (index is read-only to PATCH), so an edit dialog opened before a
 * move still saves. Rows are locked in order, so two
 * concurrent moves run one after the other. Answers the parent's ids in their new order.
 */
export async function moveRecord(db: Db, def: ResourceDefinition, scope: Scope, id: string, index: unknown): Promise<{ id: string; index: number }[]> {
  const t = resourceTable(def);
  if (!def.ordered) throw new Error(`${def.name} is not ordered`);
  if (!isUuid(id)) throw notFound();
  // Route schemas do not validate (server/app.ts): the body is checked here.
  if (index === undefined || index === null) throw validationError([{ field: ORDER_FIELD, message: 'validation.required' }]);
  if (typeof index !== 'number' || !Number.isInteger(index)) throw validationError([{ field: ORDER_FIELD, message: 'validation.integer' }]);
  if (index < 0) throw validationError([{ field: ORDER_FIELD, message: 'validation.minValue' }]);
  const where = scopeWhere(t, scope);
  return db.transaction(async (tx) => {
    // The creates' lock too: a record created during a move (an old null index, say) cannot take
    // an index the move hands out.
    await lockSiblings(tx, t, scope);
    const { rows } = await tx.query<{ id: string; index: number | string | null; created_at: Date }>(
      `SELECT id, ${ident(ORDER_FIELD)} AS index, created_at FROM ${ident(t.table)} WHERE ${where.clauses.join(' AND ')}
        ORDER BY ${ident(ORDER_FIELD)} NULLS LAST, created_at, id FOR UPDATE`,
      where.params,
    );
    // Sorted again once locked: on PostgreSQL a move that waited for another one gets the rows
    // in the order read before the wait, with the indexes written after it.
    const at = (r: (typeof rows)[number]) => (r.index == null ? Number.MAX_SAFE_INTEGER : Number(r.index));
    rows.sort((a, b) => at(a) - at(b) || new Date(a.created_at).getTime() - new Date(b.created_at).getTime() || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
    const from = rows.findIndex((r) => r.id === id);
    if (from < 0) throw notFound();
    const ids = rows.map((r) => r.id);
    ids.splice(from, 1);
    ids.splice(Math.max(0, Math.min(index, ids.length)), 0, id);
    const stored = new Map(rows.map((r) => [r.id, r.index == null ? null : Number(r.index)]));
    const changed = ids.map((rid, i) => ({ id: rid, index: i })).filter((r) => stored.get(r.id) !== r.index);
    if (changed.length) {
      await tx.query(
        `UPDATE ${ident(t.table)} AS t SET ${ident(ORDER_FIELD)} = m.index
           FROM unnest($2::uuid[], $3::int[]) AS m(id, index) WHERE t.business_id = $1 AND t.id = m.id`,
        [scope.businessId, changed.map((c) => c.id), changed.map((c) => c.index)],
      );
    }
    return ids.map((rid, i) => ({ id: rid, index: i }));
  });
}
