/** Ordered lists (sectors, tickets, lots): the index of a new record and moves, one parent's writers at a time. */
import { ORDER_FIELD, type ResourceDefinition } from '../../../src/shared/definition';
import type { Db } from '../../db/types';
import { notFound, validationError } from '../../errors';
import { ident, resourceTable, type ResourceTable } from '../columns';
import { isUuid } from '../ids';
import { parentKey, scopeWhere, type Scope } from './scope';
import { recordWrite } from '../../audit/records';

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
export async function nextIndex(tx: Db, t: ResourceTable, scope: Scope): Promise<number> {
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
      // Each record whose place changed: its index before and after.
      for (const c of changed) await recordWrite(tx, def, scope, '@UPDATE', c.id, { [ORDER_FIELD]: stored.get(c.id) ?? null }, { [ORDER_FIELD]: c.index });
    }
    return ids.map((rid, i) => ({ id: rid, index: i }));
  });
}
