/**
 * "Sessions valid after": a per-user stamp set when the password changes; every token of the user
 * issued before it (JWT `iat` < stamp) is refused. The stamp is kept in whole seconds, as `iat` is,
 * so a login in the same second as the change still works (a token issued earlier in that same
 * second survives: the price of `iat`'s resolution).
 *
 * The guard reads it through a short cache in this process's memory (default 5 s per user): the
 * process that changes the password forgets its entry at once, other API processes behind a load
 * balancer see the change within the cache time.
 *
 * The same holds for one session (a login, a refresh family, the access token's `sid`): once
 * logout or a reused refresh token revoked it, its access tokens are refused too, so a token
 * copied before logout stops working at once here and within the cache time elsewhere.
 */
import type { Db } from '../db/types';

export const STAMP_CACHE_MS = 5000;
/** Entries kept before expired ones are swept (memory stays bounded under many users). */
const MAX_ENTRIES = 50_000;

export interface SessionStamps {
  /** Seconds since the epoch before which the user's tokens are void; 0 when never changed. */
  validAfter(userId: string): Promise<number>;
  /**
   * Ends every session of the user, inside the transaction that changes the password: the stamp,
   * the refresh tokens revoked, the reset links not yet used spent. Call `forget` after the commit.
   */
  endAll(tx: Db, userId: string): Promise<string[]>;
  forget(userId: string): void;
  /** Whether a verified access token's session still holds: issued after the stamp, its session not revoked. */
  isLive(claims: { sub: string; iat: number; sid: string }): Promise<boolean>;
  /** A session revoked by this process: its tokens are refused at once. */
  forgetSession(sid: string): void;
}

type Cache<T> = Map<string, { value: T; until: number }>;

function sweep<T>(cache: Cache<T>, now: number) {
  for (const [key, entry] of cache) if (entry.until <= now) cache.delete(key);
  // Still full of live entries: start over rather than grow.
  if (cache.size >= MAX_ENTRIES) cache.clear();
}

export function createSessionStamps(db: Db, cacheMs = STAMP_CACHE_MS): SessionStamps {
  const cache: Cache<number> = new Map();
  const sessions: Cache<boolean> = new Map();

  function remember<T>(c: Cache<T>, key: string, value: T, now: number) {
    if (cacheMs <= 0) return;
    if (c.size >= MAX_ENTRIES) sweep(c, now);
    c.set(key, { value, until: now + cacheMs });
  }

  async function sessionRevoked(sid: string): Promise<boolean> {
    const now = Date.now();
    const hit = sessions.get(sid);
    if (hit && hit.until > now) return hit.value;
    // Revoked: no refresh token of the family is left unrevoked (rotation marks used, never revoked).
    const { rows } = await db.query<{ live: boolean }>(
      'SELECT EXISTS (SELECT 1 FROM refresh_tokens WHERE family = $1 AND revoked_at IS NULL) AS live',
      [sid],
    );
    const value = rows[0]?.live !== true;
    remember(sessions, sid, value, now);
    return value;
  }

  async function validAfter(userId: string): Promise<number> {
    const now = Date.now();
    const hit = cache.get(userId);
    if (hit && hit.until > now) return hit.value;
    const { rows } = await db.query<{ stamp: number | string | null }>(
      'SELECT extract(epoch FROM sessions_valid_after)::float8 AS stamp FROM users WHERE id = $1',
      [userId],
    );
    // A user removed since the token was issued: nothing issued before now holds.
    const value = rows[0] ? Number(rows[0].stamp ?? 0) : Math.floor(now / 1000) + 1;
    remember(cache, userId, value, now);
    return value;
  }

  async function endAll(tx: Db, userId: string): Promise<string[]> {
    // This process's clock, as the `iat` of the tokens it compares with; never moved backwards.
    const stamp = Math.floor(Date.now() / 1000);
    await tx.query(
      `UPDATE users SET sessions_valid_after = greatest(sessions_valid_after, to_timestamp($2)), updated_at = now() WHERE id = $1`,
      [userId, stamp],
    );
    const { rows } = await tx.query<{ family: string }>(
      'UPDATE refresh_tokens SET revoked_at = now() WHERE user_id = $1 AND revoked_at IS NULL RETURNING family',
      [userId],
    );
    await tx.query('UPDATE password_resets SET used_at = now() WHERE user_id = $1 AND used_at IS NULL', [userId]);
    return [...new Set(rows.map((r) => r.family))];
  }

  async function isLive(claims: { sub: string; iat: number; sid: string }): Promise<boolean> {
    if (claims.iat < (await validAfter(claims.sub))) return false;
    return !(await sessionRevoked(claims.sid));
  }

  return {
    validAfter,
    endAll,
    forget: (userId) => void cache.delete(userId),
    isLive,
    forgetSession: (sid) => remember(sessions, sid, true, Date.now()),
  };
}
