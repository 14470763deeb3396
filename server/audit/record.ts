/**
 * Records who changed what (migration 019). Every write of the API calls `recordChange` with
 * the transaction of the change, so the history row and the change commit or roll back together.
 */
import type { Db } from '../db/types';

export type AuditAction = '@CREATE' | '@UPDATE' | '@DELETE';

export interface AuditEntry {
  businessId: string;
  /** The user who made the change; null for the system (seed, scheduled work). */
  actorId: string | null;
  /** Definition name, or a core entity's name ('business', 'roles', 'collaborators'...). */
  resource: string;
  recordId: string;
  action: AuditAction;
  before?: Record<string, unknown> | null;
  after?: Record<string, unknown> | null;
  /** Keys (top level or dotted) whose values are written as a mask, never in clear. */
  secrets?: readonly string[];
}

export const SECRET_MASK = '••••';
/** Bookkeeping that changes on every write and says nothing about the change. */
const IGNORED = new Set(['updatedAt', 'createdAt']);

const same = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

function masked(record: Record<string, unknown>, secrets: readonly string[]): Record<string, unknown> {
  const out: Record<string, unknown> = { ...record };
  for (const key of secrets) {
    if (key in out && out[key] !== null && out[key] !== undefined && out[key] !== '') out[key] = SECRET_MASK;
  }
  return out;
}

/** The fields an update changed, and the before/after of just those fields. */
export function diff(before: Record<string, unknown>, after: Record<string, unknown>) {
  const changed = [...new Set([...Object.keys(before), ...Object.keys(after)])]
    .filter((k) => !IGNORED.has(k) && !same(before[k], after[k]))
    .sort();
  const pick = (r: Record<string, unknown>) => Object.fromEntries(changed.map((k) => [k, r[k] ?? null]));
  return { changed, before: pick(before), after: pick(after) };
}

/** What the history row of `e` holds, or null for an update that changed nothing. */
export function historyOf(e: AuditEntry): { before: Record<string, unknown> | null; after: Record<string, unknown> | null; changed: string[] } | null {
  const secrets = e.secrets ?? [];
  const before = e.before ? masked(e.before, secrets) : null;
  const after = e.after ? masked(e.after, secrets) : null;
  if (e.action === '@UPDATE') {
    // A secret re-typed with a new value still counts as changed, though both sides read masked.
    const d = diff(e.before ?? {}, e.after ?? {});
    if (!d.changed.length) return null;
    return { changed: d.changed, before: masked(d.before, secrets), after: masked(d.after, secrets) };
  }
  return { before, after, changed: Object.keys((e.action === '@CREATE' ? after : before) ?? {}).filter((k) => !IGNORED.has(k)).sort() };
}

export const AUDIT_COLUMNS = '(business_id, actor_id, resource, record_id, action, before, after, changed)';

/** Writes one history row; an update that changed nothing writes none. */
export async function recordChange(tx: Db, e: AuditEntry): Promise<void> {
  const h = historyOf(e);
  if (!h) return;
  await tx.query(
    `INSERT INTO audit_log ${AUDIT_COLUMNS}
     VALUES ($1, $2, $3, $4, $5, $6::jsonb, $7::jsonb, $8)`,
    [e.businessId, e.actorId, e.resource, e.recordId, e.action, h.before && JSON.stringify(h.before), h.after && JSON.stringify(h.after), h.changed],
  );
}
