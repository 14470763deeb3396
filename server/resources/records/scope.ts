/** The scope of every query (the caller's business and the path's parent ids) and the row reads under it. */
import { parentName, type ResourceDefinition } from '../../../src/shared/definition';
import type { Db } from '../../db/types';
import { notFound } from '../../errors';
import { ident, resourceTable, type ResourceTable } from '../columns';
import { isUuid } from '../ids';

/** The business of the caller and the parent ids of the path (e.g. {eventId}). */
export interface Scope {
  businessId: string;
  params: Record<string, string>;
  /** Who writes (the caller's user id), for the history (server/audit); absent or null for the system (seed). */
  actorId?: string | null;
}

export type Row = Record<string, unknown>;

/** `updated_at` of a write: now, and at least 1 ms after the stored stamp. */
export const BUMP_UPDATED_AT = `updated_at = greatest(date_trunc('milliseconds', clock_timestamp()), date_trunc('milliseconds', updated_at) + interval '1 millisecond')`;

/** WHERE clause of the business and the parent ids; parameters start at $1. */
export function scopeWhere(t: ResourceTable, scope: Scope): { clauses: string[]; params: unknown[] } {
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

export const parentKey = (t: ResourceTable, scope: Scope) => t.params.map((p) => scope.params[p.param]).join('/');

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

/** Every parent in the path must be a record of the business (else 404), for lists as for writes. */
export async function checkParents(db: Db, def: ResourceDefinition, all: readonly ResourceDefinition[], scope: Scope) {
  for (const p of resourceTable(def).params) {
    const parent = all.find((d) => d.name === parentName(def, p.param, all));
    if (!parent) continue; // the parent is not a definition (yet): business scoping still holds
    // Held until the write commits: a delete of the parent waits for it, then sees (and removes or
    // refuses for) the new child; a child created after the delete finds no parent (404).
    await loadRow(db, resourceTable(parent), { businessId: scope.businessId, params: scope.params }, scope.params[p.param], 'FOR KEY SHARE');
  }
}
