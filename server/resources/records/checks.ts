/** Checks a write makes inside its transaction: parents and references of the business, unique fields. */
import type { ResourceDefinition } from '../../../src/shared/definition';
import type { Db } from '../../db/types';
import { ApiError, validationError, type Issue } from '../../errors';
import { ident, resourceTable, type ResourceTable } from '../columns';
import { checkParents, type Scope } from './scope';

const DUPLICATE_KEY = 'server.errors.duplicate';

/** Referenced records and parents must belong to the business (else a 400 issue / 404). */
export async function checkLinks(tx: Db, def: ResourceDefinition, all: readonly ResourceDefinition[], scope: Scope, columns: Map<string, unknown>) {
  const t = resourceTable(def);
  await checkParents(tx, def, all, scope);
  const issues: Issue[] = [];
  for (const f of t.fields) {
    const v = columns.get(f.column);
    if (f.def.type === 'references') {
      if (Array.isArray(v) && v.length && !(await allInBusiness(tx, all, f.def.reference, scope.businessId, v))) {
        issues.push({ field: f.field, message: f.def.messages?.invalid ?? 'validation.reference' });
      }
      continue;
    }
    if (f.def.type !== 'reference' || v == null) continue;
    const ref = all.find((d) => d.name === f.def.reference);
    if (!ref) continue;
    const rt = resourceTable(ref);
    // A reference under the same parent stays within it: a lot's sessionId names a session of its own event.
    const params: unknown[] = [scope.businessId, v];
    let sql = `SELECT 1 FROM ${ident(rt.table)} WHERE business_id = $1 AND id = $2`;
    for (const p of rt.params.filter((x) => t.params.some((y) => y.param === x.param))) sql += ` AND ${ident(p.column)} = $${params.push(scope.params[p.param])}`;
    const found = await tx.query(sql, params);
    if (!found.rows.length) issues.push({ field: f.field, message: f.def.messages?.invalid ?? 'validation.reference' });
  }
  if (issues.length) throw validationError(issues);
}

/** Every id of a `references` list names a record of the business (of a top-level resource: lists of nested records are not kept). */
async function allInBusiness(tx: Db, all: readonly ResourceDefinition[], reference: string | undefined, businessId: string, ids: unknown[]): Promise<boolean> {
  const ref = all.find((d) => d.name === reference);
  if (!ref) return true;
  const { rows } = await tx.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM ${ident(resourceTable(ref).table)} WHERE business_id = $1 AND id = ANY($2::uuid[])`,
    [businessId, ids],
  );
  return rows[0].n === ids.length;
}

function duplicate(issues: Issue[]) {
  return new ApiError(409, '@DUPLICATE', DUPLICATE_KEY, issues);
}

/** Unique fields already taken in the business, or in the parent (the unique index still guards races). */
export async function checkUnique(tx: Db, t: ResourceTable, scope: Scope, columns: Map<string, unknown>, exceptId?: string) {
  const issues: Issue[] = [];
  for (const f of t.fields.filter((x) => x.def.unique)) {
    const v = columns.get(f.column);
    if (v == null) continue;
    const params: unknown[] = [scope.businessId, v];
    let sql = `SELECT 1 FROM ${ident(t.table)} WHERE business_id = $1 AND ${ident(f.column)} = $2`;
    if (f.def.unique === 'parent') {
      for (const p of t.params) sql += ` AND ${ident(p.column)} = $${params.push(scope.params[p.param])}`;
    }
    if (exceptId) sql += ` AND id <> $${params.push(exceptId)}`;
    if ((await tx.query(sql + ' LIMIT 1', params)).rows.length) issues.push({ field: f.field, message: f.def.messages?.unique ?? DUPLICATE_KEY });
  }
  if (issues.length) throw duplicate(issues);
}

/** A unique violation that slipped past the check (concurrent write): same 409. */
export function mapUniqueViolation(err: unknown, t: ResourceTable): never {
  const e = err as { code?: string; constraint?: string; message?: string };
  if (e?.code === '23505') {
    const text = `${e.constraint ?? ''} ${e.message ?? ''}`;
    const f = t.fields.find((x) => x.def.unique && text.includes(`${x.column}_uniq`));
    throw duplicate(f ? [{ field: f.field, message: f.def.messages?.unique ?? DUPLICATE_KEY }] : []);
  }
  throw err;
}
