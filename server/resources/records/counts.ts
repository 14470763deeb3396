/** List totals kept in resource_counts, changed in the transaction of each create and delete (docs/pagination.md). */
import type { Db } from '../../db/types';
import { ident, type ResourceTable } from '../columns';
import { parentKey, type Scope } from './scope';

export async function bumpCount(tx: Db, t: ResourceTable, scope: Scope, delta: number): Promise<void> {
  await tx.query(
    `INSERT INTO resource_counts (business_id, resource, parent_key, count) VALUES ($1, $2, $3, $4)
     ON CONFLICT (business_id, resource, parent_key) DO UPDATE SET count = resource_counts.count + EXCLUDED.count`,
    [scope.businessId, t.def.name, parentKey(t, scope), delta],
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
