/**
 * A clock that moves whenever the data may have changed: what a cache of answers read from the
 * database (server/resources/records/listCache.ts) checks before it answers from memory.
 *
 * The serving process's database is wrapped so that the clock moves
 * - after every statement that writes (INSERT, UPDATE, DELETE, in CTEs too, and a call of one of
 *   the database's own functions that write), unless it says it touched no row (`unchanged`);
 * - after every transaction that wrote, once it committed or rolled back (what it wrote is seen
 *   by others only then);
 * - after every `exec` (migrations, DDL);
 * - when another process says its data changed (`tick`, server/realtime.ts).
 * A read is kept only if the clock did not move while it ran (listCache.ts), so a read that saw
 * the data before a write is dropped by that write's move, whenever it ends.
 * `onWrite` listeners hear this process's own settled writes (to tell the other processes).
 */
import type { Db, QueryResult } from './types';
import { writtenTables } from './statistics';
import { RETURNS_WHAT_IT_WRITES } from './statements';

export interface WriteClock {
  /** Changes whenever the data may have changed. */
  now(): number;
  /** Moves the clock for a change made elsewhere (another process). */
  tick(): void;
  /** Called after each of this process's writes has settled; answers what stops listening. */
  onWrite(listener: () => void): () => void;
}

/**
 * The statement changed nothing: its command tag says it touched no row ("UPDATE 0", a sweep that
 * found nothing), or it is a SELECT around writing CTEs that returns every row they write and
 * returned none (an idle queue's claim). Other SELECTs count what they return, not what they write.
 */
const COUNTED = new Set(['INSERT', 'UPDATE', 'DELETE', 'MERGE']);
const unchanged = (sql: string, result: QueryResult<unknown>) =>
  result.rowCount === 0 && (COUNTED.has(result.command ?? '') || (result.command === 'SELECT' && sql.includes(RETURNS_WHAT_IT_WRITES)));

/** The database's own functions that write (report_refresh, customers_sync...), read once at start. */
async function writingFunctions(db: Db): Promise<RegExp | null> {
  const { rows } = await db.query<{ name: string }>(
    `SELECT DISTINCT p.proname AS name FROM pg_proc p
      WHERE p.pronamespace = 'public'::regnamespace AND p.provolatile = 'v' AND p.prorettype <> 'trigger'::regtype`,
  );
  if (!rows.length) return null;
  return new RegExp(`\\b(?:${rows.map((r) => r.name.replace(/[^a-z0-9_]/gi, '')).join('|')})\\s*\\(`, 'i');
}

export async function watchWrites(db: Db): Promise<{ db: Db; clock: WriteClock }> {
  const calls = await writingFunctions(db);
  let time = 0;
  const listeners = new Set<() => void>();
  const writes = new Map<string, boolean>();
  const isWrite = (sql: string): boolean => {
    let known = writes.get(sql);
    if (known === undefined) {
      known = writtenTables(sql).length > 0 || (calls?.test(sql) ?? false);
      // Statements are a few hundred texts; a bound keeps generated texts from growing the map.
      if (writes.size < 2000) writes.set(sql, known);
    }
    return known;
  };
  const settled = () => {
    time++;
    for (const listener of listeners) listener();
  };

  const wrap = (inner: Db, inTransaction: { wrote: boolean } | null): Db => ({
    async query<T>(sql: string, params?: readonly unknown[]) {
      const result = await inner.query<T>(sql, params);
      if (isWrite(sql) && !unchanged(sql, result)) {
        if (inTransaction) inTransaction.wrote = true;
        else settled();
      }
      return result;
    },
    async exec(sql: string) {
      try {
        await inner.exec(sql);
      } finally {
        settled();
      }
    },
    async transaction<T>(fn: (tx: Db) => Promise<T>) {
      // A nested call joins the outer transaction, whose end is the one that settles.
      if (inTransaction) return inner.transaction((tx) => fn(wrap(tx, inTransaction)));
      const state = { wrote: false };
      try {
        return await inner.transaction((tx) => fn(wrap(tx, state)));
      } finally {
        if (state.wrote) settled();
      }
    },
    close: () => inner.close(),
  });

  return {
    db: wrap(db, null),
    clock: {
      now: () => time,
      tick: () => void time++,
      onWrite(listener) {
        listeners.add(listener);
        return () => listeners.delete(listener);
      },
    },
  };
}
