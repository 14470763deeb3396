/** List totals kept in resource_counts, changed in the transaction of each create and delete (docs/pagination.md). */
import type { Db } from '../../db/types';
import { ident, type ResourceTable } from '../columns';
import { parentKey, scopeWhere, type Scope } from './scope';

/**
 * Moves the list's counter by `delta`, inside the write's transaction (after its insert or
 * delete). A list without a counter row (never counted, or its row dropped after rows were
 * written around the service) gets one counted from the table, this write included: starting it
 * at `delta` would claim that a list of a million rows holds one. The count runs only then; a
 * concurrent first write waits on the new row's key and adds its delta to it.
 */
export async function bumpCount(tx: Db, t: ResourceTable, scope: Scope, delta: number): Promise<void> {
  const where = scopeWhere(t, scope);
  const n = where.params.length;
  const key = `business_id = $1 AND resource = $${n + 1} AND parent_key = $${n + 2}`;
  await tx.query(
    `WITH bumped AS (UPDATE resource_counts SET count = count + $${n + 3} WHERE ${key} RETURNING 1)
     INSERT INTO resource_counts (business_id, resource, parent_key, count)
     SELECT $1, $${n + 1}, $${n + 2}, (SELECT count(*) FROM ${ident(t.table)} WHERE ${where.clauses.join(' AND ')})
      WHERE NOT EXISTS (SELECT 1 FROM bumped)
     ON CONFLICT (business_id, resource, parent_key) DO UPDATE SET count = resource_counts.count + $${n + 3}`,
    [...where.params, t.def.name, parentKey(t, scope), delta],
  );
}

export async function unfilteredTotal(db: Db, t: ResourceTable, scope: Scope, where: { clauses: string[]; params: unknown[] }): Promise<number> {
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
