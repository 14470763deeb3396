/**
 * Prepared statements (server/db/pglitePrepared.ts on PGlite, named statements in server/db/pg.ts
 * on PostgreSQL): the same rows and values as a plain statement, errors with their SQLSTATE,
 * statements that survive a schema change, and a bounded number of them per connection.
 */
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setup, type TestContext } from './helper';

let ctx: TestContext;

beforeAll(async () => {
  ctx = await setup();
  await ctx.db.exec(`CREATE TABLE kinds (id int PRIMARY KEY, name text UNIQUE, big bigint, flag boolean, at timestamptz, doc jsonb, tags text[], price numeric)`);
});
afterAll(async () => ctx?.close());

const q = <T = Record<string, unknown>>(sql: string, params?: unknown[]) => ctx.db.query<T>(sql, params).then((r) => r.rows);

describe('prepared statements', () => {
  it('answer the values a plain statement answers, the second time as the first', async () => {
    await q(`INSERT INTO kinds VALUES ($1, $2, $3, $4, $5, $6, $7, $8)`, [1, 'um', 9007199254740991, true, '2031-01-02T03:04:05.678Z', { a: [1, 'b'] }, ['x', 'y,z', null], '12.50']);
    await q(`INSERT INTO kinds (id) VALUES ($1)`, [2]);
    for (let i = 0; i < 3; i++) {
      const [one, two] = await q(`SELECT * FROM kinds WHERE id = ANY($1::int[]) ORDER BY id`, [[1, 2]]);
      expect(one).toMatchObject({ id: 1, name: 'um', big: 9007199254740991, flag: true, doc: { a: [1, 'b'] }, tags: ['x', 'y,z', null] });
      expect((one.at as Date).toISOString()).toBe('2031-01-02T03:04:05.678Z');
      expect(Number(one.price)).toBe(12.5);
      expect(two).toEqual({ id: 2, name: null, big: null, flag: null, at: null, doc: null, tags: null, price: null });
    }
  });

  it('fail with the SQLSTATE and the constraint, and roll their transaction back', async () => {
    const failed = await ctx.db
      .transaction(async (tx) => {
        await tx.query(`INSERT INTO kinds (id, name) VALUES ($1, $2)`, [3, 'três']);
        await tx.query(`INSERT INTO kinds (id, name) VALUES ($1, $2)`, [4, 'um']);
      })
      .then(() => null, (err: { code?: string; constraint?: string }) => err);
    expect(failed).toMatchObject({ code: '23505', constraint: 'kinds_name_key' });
    expect(await q(`SELECT id FROM kinds WHERE id IN (3, 4)`)).toEqual([]);
    // The same statement works again afterwards.
    await q(`INSERT INTO kinds (id, name) VALUES ($1, $2)`, [3, 'três']);
    expect(await q(`SELECT name FROM kinds WHERE id = $1`, [3])).toEqual([{ name: 'três' }]);
  });

  it('keep answering after the table changes, here and from another connection', async () => {
    const select = () => q(`SELECT * FROM kinds WHERE id = $1`, [1]);
    await select();
    await select();
    await ctx.db.exec(`ALTER TABLE kinds ADD COLUMN extra text DEFAULT 'novo'`);
    expect((await select())[0].extra).toBe('novo');
    const url = process.env.DATABASE_URL;
    if (!url) return; // PGlite has no other connection: every change passes through this one
    // Another process adds a column (its start syncs the tables); this one's statements still run.
    const dbName = (await q<{ db: string }>('SELECT current_database() AS db'))[0].db;
    const other = new pg.Client({ connectionString: Object.assign(new URL(url), { pathname: `/${dbName}` }).toString() });
    await other.connect();
    await other.query(`ALTER TABLE kinds ADD COLUMN later int DEFAULT 7`);
    await other.end();
    for (let i = 0; i < 12; i++) expect((await select())[0].later).toBe(7);
  });

  it('are bounded per connection: many distinct statements leave at most 500 prepared', async () => {
    await ctx.db.transaction(async (tx) => {
      for (let i = 0; i < 620; i++) await tx.query(`SELECT $1::int + ${i} AS n`, [1]);
      const [{ n }] = (await tx.query<{ n: number }>(`SELECT count(*)::int AS n FROM pg_prepared_statements`)).rows;
      expect(n).toBeLessThanOrEqual(501);
    });
    // Evicted ones are prepared again when they come back.
    expect(await q(`SELECT $1::int + 0 AS n`, [41])).toEqual([{ n: 41 }]);
  });
});

describe('a session (Db.session)', () => {
  const backend = async (db: typeof ctx.db) => (await db.query<{ pid: number }>('SELECT pg_backend_pid() AS pid')).rows[0].pid;

  it('runs its statements on one connection, each committed on its own, and a transaction opened in it on that connection', async () => {
    await ctx.db.session(async (held) => {
      const pid = await backend(held);
      await held.query(`INSERT INTO kinds (id, name) VALUES ($1, $2)`, [50, 'sessão']);
      expect(await backend(held)).toBe(pid);
      if (process.env.DATABASE_URL) {
        // Every other connection busy (the pool holds 10): the session's next statement still runs at once, on its own.
        const done: string[] = [];
        const busy = Array.from({ length: 12 }, () => ctx.db.query('SELECT pg_sleep(0.3)').then(() => done.push('other')));
        await new Promise((resolve) => setTimeout(resolve, 50));
        expect(await backend(held)).toBe(pid);
        done.push('session');
        await Promise.all(busy);
        expect(done[0]).toBe('session');
      }
      // Committed already: another connection sees it while the session goes on.
      expect((await ctx.outside.query(`SELECT name FROM kinds WHERE id = 50`)).rows).toEqual([{ name: 'sessão' }]);
      const failed = await held
        .transaction(async (tx) => {
          expect(await backend(tx)).toBe(pid);
          await tx.query(`INSERT INTO kinds (id, name) VALUES ($1, $2)`, [51, 'desfeita']);
          await tx.query(`INSERT INTO kinds (id, name) VALUES ($1, $2)`, [52, 'sessão']);
        })
        .then(() => null, (err: { code?: string }) => err.code);
      expect(failed).toBe('23505');
      expect(await backend(held)).toBe(pid);
      expect((await held.query(`SELECT id FROM kinds WHERE id IN (50, 51, 52) ORDER BY id`)).rows).toEqual([{ id: 50 }]);
    });
  });

  it('gives its connection back, even when it fails', async () => {
    // More sessions in a row than the pool holds connections (10): each must have given its own back.
    for (let i = 0; i < 25; i++) {
      await ctx.db.session(async (held) => {
        await held.query('SELECT 1');
        if (i % 2) throw new Error('falhou');
      }).catch(() => undefined);
    }
    expect((await ctx.db.query<{ one: number }>('SELECT 1 AS one')).rows).toEqual([{ one: 1 }]);
  });
});
