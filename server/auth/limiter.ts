/**
 * Rate limits shared by every API process on the database (table rate_limits, migration 011):
 * at most `max` attempts per key (a client address, an e-mail) within `windowMs`; past that the
 * caller answers 429 until the oldest attempt leaves the window.
 *
 * An attempt is counted when it starts, not when it has failed: a burst of parallel guesses
 * cannot all pass the check before the first failure is written. An attempt that did not fail
 * is given back (a good password, a valid refresh token). One atomic upsert takes it, under the
 * row's lock, so N processes share one allowance; the database's clock is the only clock.
 */
import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/types';

export const LIMIT_WINDOW_MS = 15 * 60 * 1000;

/** An attempt counted against a key. */
export interface Hold {
  /** The attempt did not fail: it no longer counts. */
  giveBack(): Promise<void>;
}

export interface Limiter {
  /** Counts an attempt; null when the key has no allowance left (the refused one is not counted). */
  take(key: string): Promise<Hold | null>;
}

// Keeps the hits still inside the window and adds this one, only while fewer than `max` remain
// (the WHERE of ON CONFLICT is checked on the locked, latest row): no row back means refused.
const TAKE = `INSERT INTO rate_limits AS r (scope, key, hits, expires_at)
VALUES ($1, $2, ARRAY[now()], now() + make_interval(secs => $4))
ON CONFLICT (scope, key) DO UPDATE SET
  hits = array(SELECT h FROM unnest(r.hits) h WHERE h > now() - make_interval(secs => $4) ORDER BY h) || EXCLUDED.hits,
  expires_at = EXCLUDED.expires_at
WHERE (SELECT count(*) FROM unnest(r.hits) h WHERE h > now() - make_interval(secs => $4)) < $3
RETURNING r.hits[cardinality(r.hits)]::text AS stamp`;

// Removes one hit with that time (two equal ones are interchangeable).
const GIVE_BACK = `UPDATE rate_limits
   SET hits = hits[:array_position(hits, $3::timestamptz) - 1] || hits[array_position(hits, $3::timestamptz) + 1:]
 WHERE scope = $1 AND key = $2 AND array_position(hits, $3::timestamptz) IS NOT NULL`;

export function createLimiter(db: Db, scope: string, max: number, windowMs = LIMIT_WINDOW_MS): Limiter {
  const seconds = windowMs / 1000;
  return {
    async take(key) {
      const { rows } = await db.query<{ stamp: string }>(TAKE, [scope, key, max, seconds]);
      const stamp = rows[0]?.stamp;
      if (stamp === undefined) return null;
      return {
        async giveBack() {
          await db.query(GIVE_BACK, [scope, key, stamp]);
        },
      };
    },
  };
}

/**
 * Runs `fn` as one attempt of `key`: refused with `blocked()` when no allowance is left; the
 * attempt stays counted only when `fn` throws an error that `failed` says is a failure.
 */
export async function limited<T>(limiter: Limiter, key: string, blocked: () => Error, failed: (err: unknown) => boolean, fn: () => Promise<T>): Promise<T> {
  const hold = await limiter.take(key);
  if (!hold) throw blocked();
  let result: T;
  try {
    result = await fn();
  } catch (err) {
    if (!failed(err)) await hold.giveBack();
    throw err;
  }
  await hold.giveBack();
  return result;
}

/** Deletes the rows whose every hit has left the window. */
export async function sweepLimits(db: Db): Promise<void> {
  await db.query('DELETE FROM rate_limits WHERE expires_at < now()');
}

/** Sweeps every minute while the app runs (each process does; the DELETE is cheap and idempotent). */
export function attachLimitSweeper(app: FastifyInstance, db: Db, everyMs = 60_000): void {
  const timer = setInterval(() => void sweepLimits(db).catch((err: unknown) => app.log.error(err)), everyMs);
  timer.unref();
  app.addHook('onClose', async () => clearInterval(timer));
}
