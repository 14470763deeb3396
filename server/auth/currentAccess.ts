/**
 * What a user may do in a business NOW: the role's permission codes, the business's modules and
 * its ticket-office flag, read from the database, not from the access token (issue 14: a role's
 * change reaches its holders at once). The guard reads it on every request through a short cache
 * in this process's memory (default 5 s per user and business, as sessionStamps.ts): a write to
 * roles or collaborators forgets the business's entries at once in the process that made it, and
 * the others are told through the realtime adapter (server/realtime.ts), so no token keeps a
 * removed code. A user no longer a collaborator of the business has no access (null): the guard
 * answers 401 and the session is over.
 */
import type { Db } from '../db/types';

export const ACCESS_CACHE_MS = 5000;
const MAX_ENTRIES = 50_000;

export interface Access {
  perms: readonly string[];
  mods: readonly string[];
  to: boolean;
}

export interface CurrentAccess {
  /**
   * `notBefore` (ms): an entry read before it is stale. The guard passes the end of the token's
   * `iat` second, so a token issued after the cache read (a refresh after a change made outside
   * this process) is never judged by older codes than it carries.
   */
  of(userId: string, businessId: string, notBefore?: number): Promise<Access | null>;
  /** Every entry of the business (a role changed, a collaborator's role changed or removed). */
  forgetBusiness(businessId: string): void;
}

export function createCurrentAccess(db: Db, cacheMs = ACCESS_CACHE_MS): CurrentAccess {
  const cache = new Map<string, { value: Access | null; until: number; at: number; businessId: string }>();

  async function of(userId: string, businessId: string, notBefore = 0): Promise<Access | null> {
    const key = `${userId}:${businessId}`;
    const now = Date.now();
    const hit = cache.get(key);
    if (hit && hit.until > now && hit.at >= notBefore) return hit.value;
    const { rows } = await db.query<{ permissions: string[] | null; modules: string[]; is_ticket_office: boolean }>(
      `SELECT r.permissions, b.modules, b.is_ticket_office
         FROM collaborators c JOIN businesses b ON b.id = c.business_id LEFT JOIN roles r ON r.id = c.role_id
        WHERE c.user_id = $1 AND c.business_id = $2`,
      [userId, businessId],
    );
    const row = rows[0];
    const value: Access | null = row
      ? Object.freeze({ perms: Object.freeze([...(row.permissions ?? [])]), mods: Object.freeze([...row.modules]), to: row.is_ticket_office })
      : null;
    if (cacheMs > 0) {
      if (cache.size >= MAX_ENTRIES) {
        for (const [k, e] of cache) if (e.until <= now) cache.delete(k);
        if (cache.size >= MAX_ENTRIES) cache.clear();
      }
      cache.set(key, { value, until: now + cacheMs, at: now, businessId });
    }
    return value;
  }

  function forgetBusiness(businessId: string) {
    for (const [k, e] of cache) if (e.businessId === businessId) cache.delete(k);
  }

  return { of, forgetBusiness };
}
