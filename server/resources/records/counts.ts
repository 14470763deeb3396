/**
 * List totals kept in resource_counts, changed in the transaction of each create and delete
 * (docs/pagination.md). A list's total is the sum of its rows: shard 0, the base, exists once the
 * list was counted; each write adds to one of COUNT_SHARDS - 1 other rows picked at random, so
 * concurrent writes to one list do not queue on one row until they commit.
 */
import type { Db } from '../../db/types';
import { ident, type ResourceTable } from '../columns';
import { parentKey, scopeWhere, type Scope } from './scope';

export const COUNT_SHARDS = 16;

/** SQL of a list's total from its counter rows, null while the list has no base row (not counted). */
export const COUNTED_TOTAL = (key: string) =>
  `(SELECT CASE WHEN bool_or(shard = 0) THEN sum(count) END FROM resource_counts WHERE ${key})`;

/**
 * SQL (CTEs to put before a statement's main query) that moves the list's total by `delta`,
 * with its parameters numbered from `first` ($1 must be the business id). A list without a base
 * row (never counted, or its rows dropped after rows were written around the service) gets one
 * counted from the table: starting it at `delta` would claim that a list of a million rows holds
 * one. `sees`: whether the table as this statement reads it already holds the write (a separate
 * statement after it does; a CTE beside the INSERT or DELETE does not, so the delta is added).
 * The count runs only for the base; a concurrent first write waits on the new base row's key
 * and adds its delta to it.
 */
export function countChange(t: ResourceTable, scope: Scope, delta: number, first: number, sees: boolean): { ctes: string; params: unknown[] } {
  const where = scopeWhere(t, scope);
  const p = (i: number) => `$${first + i}`;
  // The scope's parameters again from `first`, so the business stays $1 for the key below.
  const scoped = where.clauses.map((c, i) => (i === 0 ? c : c.replace(/\$(\d+)/g, (_, n) => p(3 + Number(n) - 2)))).join(' AND ');
  const [resource, key, shard, d] = [p(0), p(1), p(2), `${p(3 + where.params.length - 1)}::bigint`];
  const list = `business_id = $1 AND resource = ${resource}::text AND parent_key = ${key}::text`;
  return {
    ctes: `count_base AS (SELECT 1 FROM resource_counts WHERE ${list} AND shard = 0),
     count_delta AS (
       INSERT INTO resource_counts (business_id, resource, parent_key, shard, count)
       SELECT $1, ${resource}, ${key}, ${shard}::smallint, ${d} WHERE EXISTS (SELECT 1 FROM count_base)
       ON CONFLICT (business_id, resource, parent_key, shard) DO UPDATE SET count = resource_counts.count + EXCLUDED.count
     ),
     count_first AS (
       INSERT INTO resource_counts (business_id, resource, parent_key, shard, count)
       SELECT $1, ${resource}, ${key}, 0, (SELECT count(*) FROM ${ident(t.table)} WHERE ${scoped})${sees ? '' : ` + ${d}`}
        WHERE NOT EXISTS (SELECT 1 FROM count_base)
       ON CONFLICT (business_id, resource, parent_key, shard) DO UPDATE SET count = resource_counts.count + ${d}
     )`,
    params: [t.def.name, parentKey(t, scope), 1 + Math.floor(Math.random() * (COUNT_SHARDS - 1)), ...where.params.slice(1), delta],
  };
}

/** Moves the list's total by `delta`, in the write's transaction, after its insert or delete. */
export async function bumpCount(tx: Db, t: ResourceTable, scope: Scope, delta: number): Promise<void> {
  const change = countChange(t, scope, delta, 2, true);
  await tx.query(`WITH ${change.ctes} SELECT 1`, [scope.businessId, ...change.params]);
}

/** A list's total from its counter rows, or null while it has no base row (never counted, or its rows dropped). */
export async function countedTotal(db: Db, businessId: string, resource: string, key = ''): Promise<number | null> {
  const found = await db.query<{ total: number | string | null }>(
    `SELECT ${COUNTED_TOTAL('business_id = $1 AND resource = $2 AND parent_key = $3')} AS total`,
    [businessId, resource, key],
  );
  const total = found.rows[0]?.total;
  return total === null || total === undefined ? null : Number(total);
}

export async function unfilteredTotal(db: Db, t: ResourceTable, scope: Scope, where: { clauses: string[]; params: unknown[] }): Promise<number> {
  const key = parentKey(t, scope);
  const total = await countedTotal(db, scope.businessId, t.def.name, key);
  if (total !== null) return total;
  // No base row yet (no write through this service so far): count once and keep it.
  const exact = await db.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${ident(t.table)} WHERE ${where.clauses.join(' AND ')}`, where.params);
  const n = Number(exact.rows[0]?.n ?? 0);
  await db.query(
    `INSERT INTO resource_counts (business_id, resource, parent_key, shard, count) VALUES ($1, $2, $3, 0, $4) ON CONFLICT DO NOTHING`,
    [scope.businessId, t.def.name, key, n],
  );
  return n;
}
