/**
 * Copy step of an event's duplicate (server/resources/events/duplicate.ts): its option groups
 * and their items, field for field, each item under the copy of its group. One statement, so
 * the remapping of group ids needs no round trip per group. created_at is kept: groups and
 * items are listed by it, and the copy shows them in the same order. List counters are left
 * unset; the copy's first list counts once.
 */
import { ident, resourceTable } from '../columns';
import { options } from '../../../src/shared/resources/options/definition';
import { optionItems } from '../../../src/shared/resources/optionItems/definition';
import type { CopyStep } from '../events/duplicate';

export const copyOptions: CopyStep = async (tx, copy) => {
  const g = resourceTable(options);
  const i = resourceTable(optionItems);
  // A server running without these definitions has no tables to copy.
  const exists = await tx.query<{ t: string | null }>('SELECT to_regclass($1)::text AS t', [g.table]);
  if (!exists.rows[0]?.t) return;
  const gCols = g.fields.map((f) => ident(f.column));
  const iCols = i.fields.map((f) => ident(f.column));
  await tx.query(
    `WITH src AS (
       SELECT id AS old_id, gen_random_uuid() AS new_id, * FROM ${ident(g.table)} WHERE business_id = $1 AND event_id = $2
     ), groups AS (
       INSERT INTO ${ident(g.table)} (id, business_id, event_id, ${gCols.join(', ')}, created_at)
       SELECT new_id, business_id, $3, ${gCols.join(', ')}, created_at FROM src
     )
     INSERT INTO ${ident(i.table)} (business_id, event_id, option_id, ${iCols.join(', ')}, created_at)
     SELECT it.business_id, $3, src.new_id, ${iCols.map((c) => `it.${c}`).join(', ')}, it.created_at
       FROM ${ident(i.table)} it JOIN src ON it.option_id = src.old_id
      WHERE it.business_id = $1 AND it.event_id = $2`,
    [copy.businessId, copy.fromId, copy.toId],
  );
};
