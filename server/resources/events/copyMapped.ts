/**
 * Copy step for a definition under an event whose rows other rows point at (sessions, sectors,
 * tickets, lots, card BINs): every row of the source event, field for field, under the copy,
 * with new ids recorded in `copy.ids` (old id -> new id). Parent columns below the event
 * (a ticket's sector_id) and the listed reference fields (a lot's sessionId) are mapped through
 * `copy.ids`; a reference with no copy becomes null. created_at is kept, so the copy lists in the
 * same order. One statement per table whatever its size. List counters are left unset: the
 * copy's first list counts once (server/resources/records/counts.ts, unfilteredTotal).
 */
import type { ResourceDefinition } from '../../../src/shared/definition';
import { ident, resourceTable } from '../columns';
import type { CopyStep } from './duplicate';

export function copyMapped(def: ResourceDefinition, remap: readonly string[] = []): CopyStep {
  const t = resourceTable(def);
  const [event, ...below] = t.params;
  if (event?.param !== 'eventId') throw new Error(`copyMapped: ${def.name} must be under an event`);
  const refs = new Set(remap.map((field) => {
    const f = t.fields.find((x) => x.field === field && x.def.type === 'reference');
    if (!f) throw new Error(`copyMapped: ${def.name}.${field} is not a reference`);
    return f.column;
  }));
  const joins: string[] = [];
  const parentValues = below.map((p, i) => {
    joins.push(`JOIN ids p${i} ON p${i}.old_id = src.${ident(p.column)}`);
    return `p${i}.new_id`;
  });
  const fieldValues = t.fields.map((f, i) => {
    if (!refs.has(f.column)) return `src.${ident(f.column)}`;
    joins.push(`LEFT JOIN ids r${i} ON r${i}.old_id = src.${ident(f.column)}`);
    return `r${i}.new_id`;
  });
  const columns = ['id', 'business_id', event.column, ...below.map((p) => p.column), ...t.fields.map((f) => f.column), 'created_at'].map(ident);
  const sql = `WITH ids AS (SELECT * FROM unnest($4::uuid[], $5::uuid[]) AS m(old_id, new_id)),
    src AS MATERIALIZED (SELECT *, gen_random_uuid() AS new_id__ FROM ${ident(t.table)} WHERE business_id = $1 AND ${ident(event.column)} = $2),
    ins AS (
      INSERT INTO ${ident(t.table)} (${columns.join(', ')})
      SELECT src.new_id__, src.business_id, $3, ${[...parentValues, ...fieldValues].join(', ')}, src.created_at
        FROM src ${joins.join(' ')}
      RETURNING id
    )
    SELECT src.id AS old_id, ins.id AS new_id FROM ins JOIN src ON src.new_id__ = ins.id`;
  return async (tx, copy) => {
    const { rows } = await tx.query<{ old_id: string; new_id: string }>(sql, [copy.businessId, copy.fromId, copy.toId, [...copy.ids.keys()], [...copy.ids.values()]]);
    for (const r of rows) copy.ids.set(r.old_id, r.new_id);
  };
}
