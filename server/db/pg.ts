/** Db over a node-postgres pool (DATABASE_URL): real concurrency, same SQL as PGlite. */
import pg from 'pg';
import type { Db, QueryResult } from './types';
import { answersStar, isDml, plannedEachTime } from './statements';

// bigint columns hold cents and counters well below 2^53: read them as numbers, as PGlite does.
const types = {
  getTypeParser: ((oid: number, format?: 'text' | 'binary') =>
    oid === 20 ? (v: string) => Number(v) : pg.types.getTypeParser(oid, format as 'text')) as typeof pg.types.getTypeParser,
};

type Runner = pg.Pool | pg.PoolClient;

/**
 * Named (prepared) statements: each connection parses and plans a text once. A list's statement
 * builds its records' JSON (server/resources/records/recordJson.ts), and planning it again cost
 * more than running it. One name per text for the whole process, for at most PG_PREPARED_MAX
 * texts, so each server connection holds a bounded number of plans; later texts run unnamed.
 * Texts that answer `*` or are bound to arrays stay unnamed (statements.ts), and a text PostgreSQL refuses as prepared
 * runs unnamed from then on. PG_PREPARE=0 turns them off (a pooler in transaction mode that does
 * not track prepared statements).
 */
export const PG_PREPARED_MAX = 500;
const names = new Map<string, string | null>();
let named = 0;
const preparing = process.env.PG_PREPARE !== '0';

function statementName(sql: string): string | undefined {
  const known = names.get(sql);
  if (known !== undefined) return known ?? undefined;
  if (!preparing || named >= PG_PREPARED_MAX || !isDml(sql) || answersStar(sql) || plannedEachTime(sql)) return undefined;
  const name = `s${++named}`;
  names.set(sql, name);
  return name;
}

/**
 * `pool`: statements take any connection; `session`: one held connection (Db.session), which
 * may still open a transaction on it; `transaction`: inside one, where a nested call joins it.
 */
type Mode = 'pool' | 'session' | 'transaction';

function wrap(runner: Runner, pool: pg.Pool, mode: Mode): Db {
  const db: Db = {
    async query<T>(sql: string, params?: readonly unknown[]): Promise<QueryResult<T>> {
      const name = statementName(sql);
      try {
        const res = await runner.query({ text: sql, values: params ? [...params] : undefined, ...(name ? { name } : {}) });
        return { rows: res.rows as T[], command: res.command, rowCount: res.rowCount ?? undefined };
      } catch (err) {
        // "cached plan must not change result type": the table changed under the plan; never name it again.
        if (name && (err as { code?: string }).code === '0A000') names.set(sql, null);
        throw err;
      }
    },
    async exec(sql: string) {
      await runner.query(sql);
    },
    async transaction<T>(fn: (tx: Db) => Promise<T>): Promise<T> {
      if (mode === 'transaction') return fn(db);
      const client = mode === 'session' ? (runner as pg.PoolClient) : await pool.connect();
      try {
        await client.query('BEGIN');
        const result = await fn(wrap(client, pool, 'transaction'));
        await client.query('COMMIT');
        return result;
      } catch (err) {
        await client.query('ROLLBACK').catch(() => undefined);
        throw err;
      } finally {
        if (mode === 'pool') client.release();
      }
    },
    async session<T>(fn: (held: Db) => Promise<T>): Promise<T> {
      if (mode !== 'pool') return fn(db);
      const client = await pool.connect();
      try {
        return await fn(wrap(client, pool, 'session'));
      } finally {
        client.release();
      }
    },
    async close() {
      if (mode === 'pool') await pool.end();
    },
  };
  return db;
}

export async function openPg(connectionString: string, max = Number(process.env.PG_POOL_MAX ?? 10)): Promise<Db> {
  const pool = new pg.Pool({ connectionString, max, types });
  // An idle client's error (server restart) must not crash the process.
  pool.on('error', (err) => console.error('[db] idle client error:', err.message));
  await pool.query('SELECT 1');
  return wrap(pool, pool, 'pool');
}
