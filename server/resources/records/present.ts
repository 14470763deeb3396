/** A record as the API answers it: secrets masked, computed and loaded fields added. */
import { getPath, setPath, type ResourceDefinition } from '../../../src/shared/definition';
import type { Db } from '../../db/types';
import { COMPUTED_FIELDS } from '../computed';
import { maskSecret } from '../secrets';
import type { Row, Scope } from './scope';

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
export async function withLoaded(db: Db, def: ResourceDefinition, scope: Scope, records: Row[]): Promise<Row[]> {
  const load = COMPUTED_FIELDS[def.name]?.load;
  if (!load || !records.length) return records;
  const extra = await load(db, scope, records);
  return records.map((r, i) => ({ ...r, ...extra[i] }));
}
