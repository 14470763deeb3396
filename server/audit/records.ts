/**
 * The history of definition-backed records (server/resources/records/): the entry of a write,
 * with the definition's secret and hashed fields masked and the scope's actor (null: the system).
 */
import type { ResourceDefinition } from '../../src/shared/definition';
import type { Db } from '../db/types';
import type { Row, Scope } from '../resources/records/scope';
import { recordChange, type AuditAction } from './record';

/** Fields never written in clear to the history: secrets (gateway keys) and hashed credentials. */
export const maskedFieldsOf = (def: ResourceDefinition): string[] =>
  Object.entries(def.fields).filter(([, f]) => f.secret || f.hashed).map(([name]) => name);

/** Path parameters are the record's place, not its fields: they stay out of before/after. */
const withoutKeys = (record: Row | null | undefined, keys: readonly string[]) =>
  record ? Object.fromEntries(Object.entries(record).filter(([k]) => !keys.includes(k) && k !== 'id')) : null;

export async function recordWrite(
  tx: Db,
  def: ResourceDefinition,
  scope: Scope,
  action: AuditAction,
  recordId: string,
  before: Row | null,
  after: Row | null,
): Promise<void> {
  const params = Object.keys(scope.params);
  await recordChange(tx, {
    businessId: scope.businessId,
    actorId: scope.actorId ?? null,
    resource: def.name,
    recordId,
    action,
    before: withoutKeys(before, params),
    after: withoutKeys(after, params),
    secrets: maskedFieldsOf(def),
  });
}
