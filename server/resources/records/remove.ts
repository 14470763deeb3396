/** Deletes of definition-backed records with their children, in one transaction. */
import { parentName, type ResourceDefinition } from '../../../src/shared/definition';
import type { Db } from '../../db/types';
import { notFound } from '../../errors';
import { ident, resourceTable } from '../columns';
import { DELETE_GUARDS } from '../deleteGuards';
import { isUuid } from '../ids';
import { bumpCount } from './counts';
import { loadRow, scopeWhere, type Row, type Scope } from './scope';
import { rowToRecord } from '../columns';
import { recordWrite } from '../../audit/records';

/**
 * Deletes the records of every definition whose path parameter points at `def` (see
 * `parents`) under the given ids, their own children first, and drops their list counters.
 */
async function deleteChildren(tx: Db, def: ResourceDefinition, all: readonly ResourceDefinition[], businessId: string, ids: string[], actorId: string | null): Promise<void> {
  for (const child of all) {
    const ct = resourceTable(child);
    for (const p of ct.params) {
      if (parentName(child, p.param, all) !== def.name) continue;
      const { rows } = await tx.query<Row>(
        `DELETE FROM ${ident(ct.table)} WHERE business_id = $1 AND ${ident(p.column)} = ANY($2::uuid[]) RETURNING *`,
        [businessId, ids],
      );
      if (!rows.length) continue;
      // Each removed child is a delete in the history, by the person who deleted its parent.
      for (const r of rows) {
        const params = Object.fromEntries(ct.params.map((x) => [x.param, String(r[x.column])]));
        await recordWrite(tx, child, { businessId, params, actorId }, '@DELETE', String(r.id), rowToRecord(ct, r), null);
      }
      await deleteChildren(tx, child, all, businessId, rows.map((r) => String(r.id)), actorId);
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
    const stored = await loadRow(tx, t, scope, id, 'FOR UPDATE');
    // A record that sales refer to (a lot, its ticket, its sector) is refused before anything goes.
    await DELETE_GUARDS[def.name]?.(tx, scope, id);
    const { rows } = await tx.query(
      `DELETE FROM ${ident(t.table)} WHERE ${where.clauses.join(' AND ')} AND id = $${where.params.length + 1} RETURNING id`,
      [...where.params, id],
    );
    if (!rows.length) throw notFound();
    await recordWrite(tx, def, scope, '@DELETE', id, rowToRecord(t, stored), null);
    await deleteChildren(tx, def, all, scope.businessId, [id], scope.actorId ?? null);
    await bumpCount(tx, t, scope, -1);
  });
}
