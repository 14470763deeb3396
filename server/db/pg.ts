/** Db over a node-postgres pool (DATABASE_URL): real concurrency, same SQL as PGlite. */
import pg from 'pg';
import type { Db, QueryResult } from './types';

// bigint columns hold cents and counters well below 2^53: read them as numbers, as PGlite does.
const types = {
  getTypeParser: ((oid: number, format?: 'text' | 'binary') =>
    oid === 20 ? (v: string) => Number(v) : pg.types.getTypeParser(oid, format as 'text')) as typeof pg.types.getTypeParser,
};

type Runner = pg.Pool | pg.PoolClient;

function wrap(runner: Runner, pool: pg.Pool | null): Db {
  const db: Db = {
    async query<T>(sql: string, params?: readonly unknown[]): Promise<QueryResult<T>> {
      const res = await runner.query(sql, params ? [...params] : undefined);
      return { rows: res.rows as T[] };
    },
    async exec(sql: string) {
      await runner.query(sql);
    },
    async transaction<T>(fn: (tx: Db) => Promise<T>): Promise<T> {
      if (!pool) return fn(db);
      const client = await pool.connect();
      try {
        await client.query('BEGIN');
        const result = await fn(wrap(client, null));
        await client.query('COMMIT');
        return result;
      } catch (err) {
        await client.query('ROLLBACK').catch(() => undefined);
        throw err;
      } finally {
        client.release();
      }
    },
    async close() {
      if (pool) await pool.end();
    },
  };
  return db;
}

export async function openPg(connectionString: string, max = Number(process.env.PG_POOL_MAX ?? 10)): Promise<Db> {
  const pool = new pg.Pool({ connectionString, max, types });
  // An idle client's error (server restart) must not crash the process.
  pool.on('error', (err) => console.error('[db] idle client error:', err.message));
  await pool.query('SELECT 1');
  return wrap(pool, pool);
}
