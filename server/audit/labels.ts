/**
 * The names a history page shows instead of ids (docs/history.md): each row's record, and the
 * records its values refer to (a lot's session, a ticket's points of sale), read as they are
 * named now; a record deleted since is named as its deletion's history row kept it.
 */
import type { ResourceDefinition } from '../../src/shared/definition';
import { referenceTarget } from '../../src/shared/audit/references';
import type { Db } from '../db/types';
import { isUuid } from '../resources/ids';
import { ident, resourceTable } from '../resources/columns';

export interface LabelledRow {
  id: string;
  resource: string;
  record_id: string;
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
}

type IdsByResource = Map<string, Set<string>>;

const keyOf = (resource: string, id: string) => `${resource}/${id}`;

function collect(into: IdsByResource, resource: string, id: unknown) {
  if (typeof id === 'string' && isUuid(id)) into.set(resource, (into.get(resource) ?? new Set()).add(id.toLowerCase()));
}

/** The names of records as stored now (one primary-key read per resource), by `resource/id`. */
async function namesNow(db: Db, businessId: string, ids: IdsByResource, resources: readonly ResourceDefinition[]): Promise<Map<string, string>> {
  const out = new Map<string, string>();
  for (const [resource, set] of ids) {
    if (resource === 'users') {
      const { rows: users } = await db.query<{ id: string; name: string }>(
        `SELECT id::text, trim(coalesce(first_name, '') || ' ' || coalesce(last_name, '')) AS name FROM users WHERE id = ANY($1::uuid[])`,
        [[...set]],
      );
      for (const u of users) out.set(keyOf('users', u.id), u.name);
      continue;
    }
    const def = resources.find((d) => d.name === resource);
    const field = def && resourceTable(def).fields.find((f) => f.field === def.recordRepresentation);
    if (!def || !field || field.def.secret) continue;
    const { rows: found } = await db.query<{ id: string; label: unknown }>(
      `SELECT id::text, ${ident(field.column)} AS label FROM ${ident(resourceTable(def).table)} WHERE business_id = $1 AND id = ANY($2::uuid[])`,
      [businessId, [...set]],
    );
    for (const f of found) if (f.label !== null && f.label !== undefined && f.label !== '') out.set(keyOf(resource, f.id), String(f.label));
  }
  return out;
}

/** A deleted (or renamed-away) record: its title as the history row kept it. */
export function keptLabel(resource: string, values: LabelledRow['before'], resources: readonly ResourceDefinition[]): string | null {
  const key = resources.find((d) => d.name === resource)?.recordRepresentation;
  const value = key ? values?.[key] : undefined;
  return typeof value === 'string' && value ? value : null;
}

/** Each row's record title as stored now, by `resource/recordId`. */
export function recordLabels(db: Db, businessId: string, rows: readonly LabelledRow[], resources: readonly ResourceDefinition[]): Promise<Map<string, string>> {
  const ids: IdsByResource = new Map();
  for (const r of rows) collect(ids, r.resource, r.record_id);
  return namesNow(db, businessId, ids, resources);
}

/**
 * The names of the records each row's values refer to, by row id then referred id, for the
 * resources `mayRead` allows (a name is data of its own resource). Records deleted since are
 * named from their deletion's history row.
 */
export async function referenceLabels(
  db: Db,
  businessId: string,
  rows: readonly LabelledRow[],
  resources: readonly ResourceDefinition[],
  mayRead: (resource: string) => boolean,
): Promise<Map<string, Record<string, string>>> {
  const wanted: IdsByResource = new Map();
  const perRow = new Map<string, [resource: string, id: string][]>();
  for (const row of rows) {
    const def = resources.find((d) => d.name === row.resource);
    const refs: [string, string][] = [];
    for (const values of [row.before, row.after]) {
      for (const [field, value] of Object.entries(values ?? {})) {
        const target = referenceTarget(def, field);
        if (!target || !mayRead(target)) continue;
        for (const id of Array.isArray(value) ? value : [value]) {
          collect(wanted, target, id);
          if (typeof id === 'string' && isUuid(id)) refs.push([target, id.toLowerCase()]);
        }
      }
    }
    if (refs.length) perRow.set(row.id, refs);
  }
  const names = await namesNow(db, businessId, wanted, resources);
  await namesOfDeleted(db, businessId, wanted, names, resources);
  const out = new Map<string, Record<string, string>>();
  for (const [rowId, refs] of perRow) {
    const named: Record<string, string> = {};
    for (const [resource, id] of refs) {
      const name = names.get(keyOf(resource, id));
      if (name) named[id] = name;
    }
    out.set(rowId, named);
  }
  return out;
}

/** Ids not found now: the name their deletion's history row kept, added to `names`. */
async function namesOfDeleted(db: Db, businessId: string, wanted: IdsByResource, names: Map<string, string>, resources: readonly ResourceDefinition[]) {
  for (const [resource, set] of wanted) {
    const missing = [...set].filter((id) => !names.has(keyOf(resource, id)));
    if (!missing.length) continue;
    const { rows } = await db.query<{ record_id: string; before: LabelledRow['before'] }>(
      `SELECT DISTINCT ON (record_id) record_id, before FROM audit_log
        WHERE business_id = $1 AND resource = $2 AND record_id = ANY($3::text[]) AND action = '@DELETE'
        ORDER BY record_id, created_at DESC`,
      [businessId, resource, missing],
    );
    for (const r of rows) {
      const label = keptLabel(resource, r.before, resources);
      if (label) names.set(keyOf(resource, r.record_id.toLowerCase()), label);
    }
  }
}
