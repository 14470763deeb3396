/** A record as the API answers it: secrets masked, computed and loaded fields added. */
import { getPath, setPath, type ResourceDefinition } from '../../../src/shared/definition';
import type { Db } from '../../db/types';
import { resourceTable } from '../columns';
import { COMPUTED_FIELDS } from '../computed';
import { maskSecret } from '../secrets';
import { openColumn } from '../../secrets/active';
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

/** Whether the stored record is the answer: no secret to mask, no computed field to add. */
export const answeredAsStored = (def: ResourceDefinition): boolean =>
  !COMPUTED_FIELDS[def.name] && !Object.values(def.fields).some((f) => f.secret);

/** Records written as JSON by the database (recordJson.ts), as the API answers them. */
export async function presentJson(db: Db, def: ResourceDefinition, scope: Scope, texts: string[]): Promise<Row[]> {
  const t = resourceTable(def);
  const secrets = t.fields.filter((f) => f.def.secret);
  const records = texts.map((text) => {
    const record = JSON.parse(text) as Row;
    for (const f of secrets) {
      const sealed = getPath(record, f.field);
      if (typeof sealed === 'string') setPath(record, f.field, openColumn(t.table, f.column, sealed));
    }
    return presentRecord(def, record);
  });
  return withLoaded(db, def, scope, records);
}
