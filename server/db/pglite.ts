/** Db over PGlite: a file database in `dataDir`, or in memory when it is omitted (tests). */
import { PGlite, type Transaction } from '@electric-sql/pglite';
import type { Db, QueryResult } from './types';
import { preparedRunner, type PreparedRunner } from './pglitePrepared';
import { isDml, plannedEachTime } from './statements';

type Runner = Pick<PGlite, 'query' | 'exec'> | Transaction;

function wrap(runner: Runner, root: PGlite | null, prepared: PreparedRunner): Db {
  const db: Db = {
    async query<T>(sql: string, params?: readonly unknown[]): Promise<QueryResult<T>> {
      // Reads and writes run as prepared statements (pglitePrepared.ts); those bound to arrays and
      // the rest, such as DDL, as PGlite runs them, and the rest may change the schema.
      if (isDml(sql) && !plannedEachTime(sql)) return prepared.query<T>(sql, params ?? [], !root);
      if (!isDml(sql)) prepared.forgetAll();
      const res = await runner.query<T>(sql, params ? [...params] : undefined);
      return { rows: res.rows };
    },
    async exec(sql: string) {
      prepared.forgetAll();
      await runner.exec(sql);
    },
    transaction<T>(fn: (tx: Db) => Promise<T>): Promise<T> {
      // PGlite is one connection: other queries wait until the transaction ends.
      if (!root) return fn(db);
      return root.transaction((tx) => fn(wrap(tx, null, prepared)));
    },
    // One connection already: a session is this handle.
    session: (fn) => fn(db),
    async close() {
      if (root && !root.closed) await root.close();
    },
  };
  return db;
}

export async function openPglite(dataDir?: string): Promise<Db> {
  const pg = await PGlite.create(dataDir);
  return wrap(pg, pg, preparedRunner(pg));
}
