/**
 * List answers kept in this process's memory (docs/decisions.md, "List answers from memory"): the
 * same list asked again, by a reader who may read the same fields, is answered with the text the
 * database wrote the first time, as long as nothing was written since (WriteClock,
 * server/db/writeClock.ts) and for at most `ttlMs` (what no clock sees: a write made outside the
 * app, a notice from another process that was lost).
 *
 * An answer read while a write was under way is never kept: the clock is read before the load
 * and the answer is kept only if it has not moved when the load ends.
 */
import type { WriteClock } from '../../db/writeClock';

export const LIST_CACHE_TTL_MS = 1000;
/** Memory bound: answers are texts, counted by their length (UTF-16 units ≈ bytes here). */
export const LIST_CACHE_MAX_CHARS = 32 * 1024 * 1024;
/** A whole picker list can weigh megabytes: one answer takes at most this much of the bound. */
const MAX_ENTRY_CHARS = 1024 * 1024;

export interface ListCache {
  /** The answer under `key`: from memory when still valid, else from `load` (kept when it may be). */
  read(key: string, load: () => Promise<string>): Promise<string>;
}

interface Entry {
  text: string;
  until: number;
}

export function createListCache(clock: WriteClock, ttlMs = LIST_CACHE_TTL_MS, maxChars = LIST_CACHE_MAX_CHARS): ListCache {
  const entries = new Map<string, Entry>();
  let chars = 0;
  let clearedAt = clock.now();

  const drop = (key: string, entry: Entry) => {
    entries.delete(key);
    chars -= entry.text.length;
  };

  return {
    async read(key, load) {
      const now = clock.now();
      if (now !== clearedAt) {
        // Something was written: nothing kept is valid any more.
        entries.clear();
        chars = 0;
        clearedAt = now;
      }
      const hit = entries.get(key);
      if (hit && hit.until > Date.now()) return hit.text;
      if (hit) drop(key, hit);

      const text = await load();
      if (clock.now() !== now || text.length > MAX_ENTRY_CHARS) return text;
      // Oldest first (a Map keeps insertion order) until the new answer fits.
      for (const [k, e] of entries) {
        if (chars + text.length <= maxChars) break;
        drop(k, e);
      }
      entries.set(key, { text, until: Date.now() + ttlMs });
      chars += text.length;
      return text;
    },
  };
}
