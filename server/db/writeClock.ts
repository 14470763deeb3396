/**
 * A clock that moves whenever the data may have changed, and knows which tables each move
 * concerns: what a cache of answers read from the database (server/resources/records/listCache.ts)
 * checks before it answers from memory.
 *
 * The serving process's database is wrapped so that the clock moves
 * - after every statement that writes (INSERT, UPDATE, DELETE, in CTEs too, or a call of one of
 *   the database's own functions that write), for the tables it may write: those it names and
 *   those its triggers, cascading keys and functions write (writeReach.ts), unless it says it
 *   touched no row (`unchanged`);
 * - after every transaction that wrote, once it committed or rolled back (what it wrote is seen
 *   by others only then), for every table it wrote;
 * - when another process says what it wrote (`tick`, server/realtime.ts);
 * - for everything: after every `exec` (migrations, DDL), a write through SQL built at run time,
 *   and a notice that does not say what it wrote.
 * A read is kept only if the tables it names did not move while it ran (listCache.ts), so a read
 * that saw the data before a write is dropped by that write's move, whenever it ends; a read
 * through a view or a function depends on every table.
 * `onWrite` listeners hear this process's own settled writes (to tell the other processes).
 */
import type { Db, QueryResult } from './types';
import { RETURNS_WHAT_IT_WRITES } from './statements';
import { joinReach, readWriteCatalog, type Reach } from './writeReach';

export interface WriteClock {
  /** Changes whenever the data may have changed. */
  now(): number;
  /**
   * Whether the data `reads` names may have changed after `at` (a value of `now()`): a table it
   * names was written, or anything was (DDL, a writing function, a write that reaches other
   * tables, a notice). `reads` null: any write counts.
   */
  changedSince(at: number, reads: ReadonlySet<string> | null): boolean;
  /**
   * The words of `sql` a write can be matched with (its tables, and harmlessly its columns), or
   * null when it reads through a view or a function, whose tables the clock cannot name.
   */
  readsOf(sql: string): readonly string[] | null;
  /** Moves the clock for a change made elsewhere (another process): for these tables, or for all. */
  tick(tables?: Iterable<string>): void;
  /** Called after each of this process's writes has settled, with what it may have written; answers what stops listening. */
  onWrite(listener: (reach: Reach) => void): () => void;
}

/**
 * The statement changed nothing: its command tag says it touched no row ("UPDATE 0", a sweep that
 * found nothing), or it is a SELECT around writing CTEs that returns every row it writes and
 * returned none (an idle queue's claim). Other SELECTs count what they return, not what they write.
 */
const COUNTED = new Set(['INSERT', 'UPDATE', 'DELETE', 'MERGE']);
const unchanged = (sql: string, result: QueryResult<unknown>) =>
  result.rowCount === 0 && (COUNTED.has(result.command ?? '') || (result.command === 'SELECT' && sql.includes(RETURNS_WHAT_IT_WRITES)));

/**
 * Kept in step with the rows it sums, in the statement or transaction that writes them
 * (server/resources/records/counts.ts): a list that reads its total depends on its own table
 * already, and every creation of any resource would otherwise count as a change of every list.
 */
const DERIVED = new Set(['resource_counts']);

/** Statements are a few hundred texts; a bound keeps generated texts from growing a map. */
const remember = <V>(map: Map<string, V>, key: string, value: V): V => {
  if (map.size < 2000) map.set(key, value);
  return value;
};

export async function watchWrites(db: Db): Promise<{ db: Db; clock: WriteClock }> {
  let catalog = await readWriteCatalog(db);
  let time = 0;
  /** When anything was last written, and when each table was (values of `time`). */
  let allAt = 0;
  const tableAt = new Map<string, number>();
  const listeners = new Set<(reach: Reach) => void>();
  const reaches = new Map<string, Reach | null>();
  const reads = new Map<string, readonly string[] | null>();

  /** What a statement may write: null for a read. */
  const reachOf = (sql: string): Reach | null => {
    const known = reaches.get(sql);
    return known !== undefined ? known : remember(reaches, sql, catalog.reachOf(sql));
  };
  const settled = (reach: Reach) => {
    time++;
    if (reach === 'all') allAt = time;
    else for (const table of reach) tableAt.set(table, time);
    for (const listener of listeners) listener(reach);
  };
  const widen = (into: { reach: Reach | null }, reach: Reach) => void (into.reach = joinReach(into.reach, reach));

  const wrap = (inner: Db, inTransaction: { reach: Reach | null } | null): Db => ({
    async query<T>(sql: string, params?: readonly unknown[]) {
      const result = await inner.query<T>(sql, params);
      const reach = reachOf(sql);
      if (reach && !unchanged(sql, result)) {
        if (inTransaction) widen(inTransaction, reach);
        else settled(reach);
      }
      return result;
    },
    async exec(sql: string) {
      try {
        await inner.exec(sql);
      } finally {
        // DDL may add tables, views, functions or keys: what the clock knew of them is read again.
        catalog = await readWriteCatalog(inner).catch(() => catalog);
        reaches.clear();
        reads.clear();
        settled('all');
      }
    },
    async transaction<T>(fn: (tx: Db) => Promise<T>) {
      // A nested call joins the outer transaction, whose end is the one that settles.
      if (inTransaction) return inner.transaction((tx) => fn(wrap(tx, inTransaction)));
      const state: { reach: Reach | null } = { reach: null };
      try {
        return await inner.transaction((tx) => fn(wrap(tx, state)));
      } finally {
        if (state.reach) settled(state.reach);
      }
    },
    // A session's statements settle one by one, as outside it.
    session: <T>(fn: (held: Db) => Promise<T>) => inner.session((held) => fn(wrap(held, inTransaction))),
    close: () => inner.close(),
  });

  return {
    db: wrap(db, null),
    clock: {
      now: () => time,
      changedSince(at, words) {
        if (allAt > at || (words === null && time > at)) return true;
        if (words === null) return false;
        for (const [table, written] of tableAt) if (written > at && words.has(table)) return true;
        return false;
      },
      readsOf(sql) {
        const known = reads.get(sql);
        if (known !== undefined) return known;
        const words = new Set(sql.toLowerCase().match(/[a-z_][a-z0-9_]*/g) ?? []);
        for (const word of words) if (catalog.opaque.has(word)) return remember(reads, sql, null);
        for (const word of DERIVED) words.delete(word);
        return remember(reads, sql, [...words]);
      },
      // Not `settled`: its listeners tell the other processes, which would tell this one back.
      tick(tables) {
        time++;
        if (!tables) allAt = time;
        else for (const table of tables) tableAt.set(table.toLowerCase(), time);
      },
      onWrite(listener) {
        listeners.add(listener);
        return () => listeners.delete(listener);
      },
    },
  };
}
