/**
 * List answers kept in this process's memory (docs/decisions.md, "List answers from memory"): the
 * same list asked again, by a reader who may read the same fields, is answered with the text the
 * database wrote the first time, as long as none of the tables its statements named was written
 * since (WriteClock, server/db/writeClock.ts) and for at most `ttlMs` (what no clock sees: a write
 * made outside the app, a notice from another process that was lost).
 *
 * An answer read while a write was under way is never kept: the clock is read before the load
 * and the answer is kept only if its tables have not moved when the load ends.
 */
import type { Db } from '../../db/types';
import type { WriteClock } from '../../db/writeClock';

export const LIST_CACHE_TTL_MS = 1000;
/** Memory bound: answers are texts, counted by their length (UTF-16 units ≈ bytes here). */
export const LIST_CACHE_MAX_CHARS = 32 * 1024 * 1024;
/** A whole picker list can weigh megabytes: one answer takes at most this much of the bound. */
const MAX_ENTRY_CHARS = 1024 * 1024;

export interface ListCache {
  /** The answer under `key`: from memory when still valid, else from `load` on the cache's database (kept when it may be). */
  read(key: string, load: (db: Db) => Promise<string>): Promise<string>;
}

interface Entry {
  text: string;
  until: number;
  /** The clock when its load began, and the words of the statements it ran (null: any table). */
  at: number;
  reads: ReadonlySet<string> | null;
}

/** `db` noting what each statement run through it reads. */
function noting(db: Db, clock: WriteClock, note: (reads: readonly string[] | null) => void): Db {
  return {
    query(sql, params) {
      note(clock.readsOf(sql));
      return db.query(sql, params);
    },
    exec(sql) {
      note(null);
      return db.exec(sql);
    },
    transaction: (fn) => db.transaction((tx) => fn(noting(tx, clock, note))),
    session: (fn) => db.session((held) => fn(noting(held, clock, note))),
    close: () => db.close(),
  };
}

export function createListCache(clock: WriteClock, db: Db, ttlMs = LIST_CACHE_TTL_MS, maxChars = LIST_CACHE_MAX_CHARS): ListCache {
  const entries = new Map<string, Entry>();
  let chars = 0;
  let sweptAt = Date.now();

  const drop = (key: string, entry: Entry) => {
    entries.delete(key);
    chars -= entry.text.length;
  };
  const stale = (e: Entry, now: number) => e.until <= now || clock.changedSince(e.at, e.reads);

  return {
    async read(key, load) {
      const now = Date.now();
      const hit = entries.get(key);
      if (hit && !stale(hit, now)) return hit.text;
      if (hit) drop(key, hit);

      const at = clock.now();
      let reads: Set<string> | null = new Set();
      const text = await load(
        noting(db, clock, (words) => {
          if (!words) reads = null;
          else if (reads) for (const w of words) reads.add(w);
        }),
      );
      if (clock.changedSince(at, reads) || text.length > MAX_ENTRY_CHARS) return text;
      // Answers a write made stale stay until asked again: a sweep, at most once a second, lets them go.
      if (now - sweptAt > 1000) {
        sweptAt = now;
        for (const [k, e] of entries) if (stale(e, now)) drop(k, e);
      }
      // Oldest first (a Map keeps insertion order) until the new answer fits.
      for (const [k, e] of entries) {
        if (chars + text.length <= maxChars) break;
        drop(k, e);
      }
      entries.set(key, { text, until: Date.now() + ttlMs, at, reads });
      chars += text.length;
      return text;
    },
  };
}
