/**
 * The history of definition-backed records (server/resources/records/): the entry of a write,
 * with the definition's secret and hashed fields masked and the scope's actor (null: the system).
 */
import type { ResourceDefinition } from '../../src/shared/definition';
import type { Db } from '../db/types';
import type { Row, Scope } from '../resources/records/scope';
import { AUDIT_COLUMNS, historyOf, recordChange, type AuditAction } from './record';

/** Fields never written in clear to the history: secrets (gateway keys) and hashed credentials. */
export const maskedFieldsOf = (def: ResourceDefinition): string[] =>
  Object.entries(def.fields).filter(([, f]) => f.secret || f.hashed).map(([name]) => name);

/** Path parameters are the record's place, not its fields: they stay out of before/after. */
const withoutKeys = (record: Row | null | undefined, keys: readonly string[]) =>
  record ? Object.fromEntries(Object.entries(record).filter(([k]) => !keys.includes(k) && k !== 'id')) : null;

const entryOf = (def: ResourceDefinition, scope: Scope, action: AuditAction, recordId: string, before: Row | null, after: Row | null) => {
  const params = Object.keys(scope.params);
  return {
    businessId: scope.businessId,
    actorId: scope.actorId ?? null,
    resource: def.name,
    recordId,
    action,
    before: withoutKeys(before, params),
    after: withoutKeys(after, params),
    secrets: maskedFieldsOf(def),
  };
};

/** A record's stamps as the answers write them (toISOString's form), from a row of `source`. */
const stamp = (source: string, column: string) => `to_char(${source}.${column} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/**
 * The history row of a write as a CTE of the write's own statement (one round trip, no
 * transaction needed), inserted once per row of `source`, the CTE that wrote the record: none when
 * it wrote nothing (an edit that lost its optimistic lock). A creation's id and stamps come from
 * `source`; everything else is known before the write (`after` in the form the row will be read
 * back: server/resources/records/write.ts). Null for an update that changed nothing.
 */
export function historyCte(
  def: ResourceDefinition,
  scope: Scope,
  action: '@CREATE' | '@UPDATE',
  source: string,
  recordId: string | null,
  before: Row | null,
  after: Row | null,
  first: number,
): { cte: string; params: unknown[] } | null {
  const h = historyOf(entryOf(def, scope, action, recordId ?? '', before, after));
  if (!h) return null;
  const params: unknown[] = [];
  const $ = (v: unknown) => `$${first + params.push(v) - 1}`;
  const after_ = `${$(h.after && JSON.stringify(h.after))}::jsonb`;
  const values = [
    `${$(scope.businessId)}::uuid`,
    `${$(scope.actorId ?? null)}::uuid`,
    `${$(def.name)}::text`,
    recordId === null ? `${source}.id::text` : `${$(recordId)}::text`,
    `${$(action)}::text`,
    `${$(h.before && JSON.stringify(h.before))}::jsonb`,
    action === '@CREATE' ? `${after_} || jsonb_build_object('createdAt', ${stamp(source, 'created_at')}, 'updatedAt', ${stamp(source, 'updated_at')})` : after_,
    `${$(h.changed)}::text[]`,
  ];
  return { cte: `history AS (INSERT INTO audit_log ${AUDIT_COLUMNS} SELECT ${values.join(', ')} FROM ${source})`, params };
}

export async function recordWrite(
  tx: Db,
  def: ResourceDefinition,
  scope: Scope,
  action: AuditAction,
  recordId: string,
  before: Row | null,
  after: Row | null,
): Promise<void> {
  await recordChange(tx, entryOf(def, scope, action, recordId, before, after));
}
