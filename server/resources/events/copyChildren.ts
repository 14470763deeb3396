/**
 * Copy step for a definition nested right under an event ('/events/:eventId/sessions'): every
 * row of the source event, field for field, under the copy. Its list counter is left unset, so
 * the copy's first list counts once (server/resources/records/counts.ts, unfilteredTotal).
 */
import type { ResourceDefinition } from '../../../src/shared/definition';
import { ident, resourceTable } from '../columns';
import type { CopyStep } from './duplicate';

export function copyChildren(def: ResourceDefinition): CopyStep {
  const t = resourceTable(def);
  if (t.params.length !== 1) throw new Error(`copyChildren: ${def.name} must be nested right under an event`);
  const parent = ident(t.params[0].column);
  const columns = t.fields.map((f) => ident(f.column)).join(', ');
  return async (tx, copy) => {
    await tx.query(
      `INSERT INTO ${ident(t.table)} (business_id, ${parent}, ${columns})
       SELECT business_id, $3, ${columns} FROM ${ident(t.table)} WHERE business_id = $1 AND ${parent} = $2 ORDER BY created_at, id`,
      [copy.businessId, copy.fromId, copy.toId],
    );
  };
}
