/**
 * The write clock (server/db/writeClock.ts) and the list answers it guards
 * (server/resources/records/listCache.ts): an answer is reused only while none of the tables it
 * read was written (anything, for writes that may reach further), never kept when a write
 * overlapped its read, and never kept past its time or the memory bound.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Db, QueryResult } from '../../server/db/types';
import { watchWrites, type WriteClock } from '../../server/db/writeClock';
import { createListCache } from '../../server/resources/records/listCache';
import { RETURNS_WHAT_IT_WRITES } from '../../server/db/statements';

type Verb = 'insert' | 'update' | 'delete';
/** The catalogue the clock reads at start (server/db/writeReach.ts), in the terms of pg_proc, pg_class, pg_trigger and pg_constraint. */
interface Catalog {
  functions?: { name: string; volatility?: 'v' | 's'; trigger?: boolean; body?: string }[];
  views?: string[];
  triggers?: { table: string; verb: Verb; fn: string }[];
  /** Rows of `target` reference `table`: a `verb` of `table` does `targetVerb` to them. */
  cascades?: { table: string; verb: 'delete' | 'update'; target: string; targetVerb: Verb }[];
}

const catalogRows = ({ functions = [], views = [], triggers = [], cascades = [] }: Catalog) => [
  ...functions.map((f) => ({ kind: 'function', name: f.name, volatility: f.volatility ?? 'v', returns_trigger: Boolean(f.trigger), verb: null, target: null, target_verb: null, body: f.body ?? '' })),
  ...views.map((name) => ({ kind: 'view', name, volatility: null, returns_trigger: null, verb: null, target: null, target_verb: null, body: null })),
  ...triggers.map((t) => ({ kind: 'trigger', name: t.table, volatility: null, returns_trigger: null, verb: t.verb, target: t.fn, target_verb: null, body: null })),
  ...cascades.map((c) => ({ kind: 'cascade', name: c.table, volatility: null, returns_trigger: null, verb: c.verb, target: c.target, target_verb: c.targetVerb, body: null })),
];

/** A database that answers nothing, except its catalogue (functions, views, triggers, keys) asked at start. */
function fakeDb(catalog: Catalog = { functions: [{ name: 'report_refresh', body: 'INSERT INTO report_day_sales SELECT 1' }] }) {
  const seen: string[] = [];
  let release: (() => void) | null = null;
  const db: Db = {
    async query<T>(sql: string): Promise<QueryResult<T>> {
      if (sql.includes('pg_proc')) return { rows: catalogRows(catalog) as T[] };
      seen.push(sql);
      if (sql.startsWith('UPDATE slow')) await new Promise<void>((resolve) => (release = resolve));
      // The command tag as PostgreSQL writes it: a statement ending in "-- 0 rows" touched none.
      const command = /^\s*(\w+)/.exec(sql)![1].toUpperCase();
      return { rows: [], command: command === 'WITH' ? 'SELECT' : command, rowCount: sql.endsWith('-- 0 rows') ? 0 : 1 };
    },
    async exec(sql) {
      seen.push(sql);
    },
    transaction: (fn) => fn(db),
    session: (fn) => fn(db),
    async close() {},
  };
  return { db, seen, release: () => release?.() };
}

/** A clock moved by hand, for which every move concerns every table. */
function manualClock(): WriteClock & { advance(): void } {
  let time = 0;
  return {
    now: () => time,
    changedSince: (at) => time > at,
    readsOf: () => null,
    tick: () => void time++,
    advance: () => void time++,
    onWrite: () => () => undefined,
  };
}

const noDb = fakeDb().db;

const text = (n: number) => async () => `answer ${n}`;
/** A load that reads `table`. */
const reading = (table: string, n: number) => async (reads: Db) => {
  await reads.query(`SELECT a FROM ${table}`);
  return `answer ${n}`;
};

describe('the write clock', () => {
  it('moves on writes, on functions that write, on DDL and on a notice, and not on reads', async () => {
    const { db, clock } = await watchWrites(fakeDb().db);
    const at = clock.now();
    await db.query('SELECT * FROM producers WHERE business_id = $1');
    await db.query('SELECT * FROM producers FOR UPDATE SKIP LOCKED');
    expect(clock.now()).toBe(at);
    await db.query('WITH moved AS (UPDATE lots SET position = 1 RETURNING id) SELECT id FROM moved');
    const afterWrite = clock.now();
    expect(afterWrite).toBeGreaterThan(at);
    await db.query('SELECT report_refresh($1::uuid[])');
    expect(clock.now()).toBeGreaterThan(afterWrite);
    const afterCall = clock.now();
    await db.exec('CREATE INDEX x ON y (z)');
    expect(clock.now()).toBeGreaterThan(afterCall);
    const afterDdl = clock.now();
    clock.tick();
    expect(clock.now()).toBeGreaterThan(afterDdl);
  });

  it('does not move for a write that touched no row or an idle claim, but does for any other SELECT around a writing CTE', async () => {
    const { db, clock } = await watchWrites(fakeDb().db);
    const at = clock.now();
    await db.query('UPDATE outbox SET claimed_at = now() WHERE claimed_at IS NULL -- 0 rows');
    await db.query('DELETE FROM login_attempts WHERE at < $1 -- 0 rows');
    await db.transaction(async (tx) => tx.query('INSERT INTO x (a) VALUES (1) ON CONFLICT DO NOTHING -- 0 rows'));
    const claim = `WITH picked AS (${RETURNS_WHAT_IT_WRITES} SELECT id FROM outbox LIMIT 8), claimed AS (UPDATE outbox SET n = 1 FROM picked RETURNING outbox.id) SELECT id FROM claimed`;
    await db.query(`${claim} -- 0 rows`);
    expect(clock.now()).toBe(at);
    await db.query(claim);
    expect(clock.now()).toBeGreaterThan(at);
    const afterClaim = clock.now();
    await db.query('WITH moved AS (UPDATE lots SET position = 1 RETURNING id) SELECT id FROM moved WHERE false -- 0 rows');
    expect(clock.now()).toBeGreaterThan(afterClaim);
  });

  it('tells its listeners once a write has settled: after the statement, or after the transaction that wrote', async () => {
    const { db, clock } = await watchWrites(fakeDb().db);
    const heard: string[][] = [];
    clock.onWrite((reach) => heard.push(reach === 'all' ? ['all'] : [...reach].sort()));
    await db.query('SELECT 1');
    await db.transaction(async (tx) => tx.query('SELECT 2'));
    expect(heard).toEqual([]);
    await db.query('DELETE FROM producers WHERE id = $1');
    expect(heard).toEqual([['producers']]);
    await db.transaction(async (tx) => {
      await tx.query('INSERT INTO producers (id) VALUES ($1)');
      await tx.transaction(async (inner) => inner.query('UPDATE artists SET x = 1'));
      expect(heard).toEqual([['producers']]);
    });
    expect(heard).toEqual([['producers'], ['artists', 'producers']]);
    await db.exec('CREATE INDEX x ON y (z)');
    expect(heard.at(-1)).toEqual(['all']);
  });

  it('moves when a write ends, so a read begun during it is not kept', async () => {
    const fake = fakeDb();
    const { db, clock } = await watchWrites(fake.db);
    const cache = createListCache(clock, db);
    const writing = db.query('UPDATE slow SET a = 1');
    await new Promise((resolve) => setTimeout(resolve, 0));
    // Read while the write runs: the database may still show what was there before it.
    expect(await cache.read('k', reading('slow', 1))).toBe('answer 1');
    fake.release();
    await writing;
    expect(await cache.read('k', reading('slow', 2))).toBe('answer 2');
    expect(await cache.read('k', reading('slow', 3))).toBe('answer 2');
  });

  it('keeps a list through writes of tables it does not read, and of the totals kept beside every list', async () => {
    const { db, clock } = await watchWrites(fakeDb().db);
    const cache = createListCache(clock, db);
    const producers = (n: number) => async (reads: Db) => {
      await reads.query(`SELECT ('{"id":' || to_json("id")::text) AS __json, (SELECT sum(count) FROM resource_counts WHERE resource = $1) FROM "producers"`);
      return `producers ${n}`;
    };
    expect(await cache.read('p', producers(1))).toBe('producers 1');
    await db.query('WITH created AS (INSERT INTO "artists" (name) VALUES ($1) RETURNING *), c AS (INSERT INTO resource_counts (count) VALUES (1)) SELECT * FROM created');
    await db.transaction(async (tx) => {
      await tx.query('UPDATE "artists" SET name = $1');
      await tx.query('INSERT INTO audit_log (action) VALUES ($1)');
    });
    expect(await cache.read('p', producers(2))).toBe('producers 1');
    await db.query('UPDATE "producers" SET corporate_name = $1 WHERE id = $2');
    expect(await cache.read('p', producers(3))).toBe('producers 3');
    // Within a transaction, the tables it wrote move once it ends.
    await db.transaction(async (tx) => {
      await tx.query('DELETE FROM producers WHERE id = $1');
      expect(await cache.read('p', producers(4))).toBe('producers 3');
    });
    expect(await cache.read('p', producers(5))).toBe('producers 5');
  });

  it('follows a write through the triggers, cascading keys and functions it sets off; only SQL built at run time, DDL and a notice that names no table count for every table', async () => {
    // A sale as migrations 016 and 023 shape it, and keys as events, lots and producers have them.
    const { db, clock } = await watchWrites(
      fakeDb({
        functions: [
          { name: 'report_note_orders', trigger: true, body: 'BEGIN PERFORM report_note(array(SELECT DISTINCT id FROM new_rows)); RETURN NULL; END' },
          { name: 'report_note', body: 'INSERT INTO report_dirty (order_id) SELECT unnest(ids);' },
          { name: 'report_dirty_flush', trigger: true, body: 'WITH d AS (DELETE FROM report_dirty WHERE tx = 1 RETURNING order_id) SELECT 1; PERFORM report_refresh(ids);' },
          { name: 'report_refresh', body: 'INSERT INTO report_day_sales AS d (day) SELECT 1 ON CONFLICT (day) DO UPDATE SET revenue = d.revenue + 1' },
          { name: 'customers_sync', body: 'UPDATE customers c SET orders = 1 FROM x' },
          { name: 'rebuild_all', body: "EXECUTE format('DELETE FROM %I', t)" },
          // A literal run by EXECUTE is SQL of the body, planned per call (migration 030), not built at run time.
          {
            name: 'orders_customer_updated',
            trigger: true,
            body: 'BEGIN EXECUTE $q$ SELECT array_agg(n.id) FROM before_rows o JOIN after_rows n ON n.id = o.id $q$ INTO ids; PERFORM customers_sync(ids); RETURN NULL; END',
          },
          { name: 'forget_artist', body: "EXECUTE 'DELETE FROM artists WHERE id = $1' USING id;" },
          { name: 'rebuild_some', body: "EXECUTE 'DELETE FROM ' || t;" },
          { name: 'sales_by_day', volatility: 's', body: 'SELECT day FROM report_day_sales' },
        ],
        views: ['sales_view'],
        triggers: [
          { table: 'orders', verb: 'insert', fn: 'report_note_orders' },
          { table: 'orders', verb: 'update', fn: 'orders_customer_updated' },
          { table: 'report_dirty', verb: 'insert', fn: 'report_dirty_flush' },
          { table: 'audit_log', verb: 'update', fn: 'audit_log_append_only' },
        ],
        cascades: [
          { table: 'events', verb: 'delete', target: 'lots', targetVerb: 'delete' },
          { table: 'producers', verb: 'delete', target: 'events', targetVerb: 'update' },
        ],
      }).db,
    );
    const cache = createListCache(clock, db);
    const TABLES = ['producers', 'events', 'lots', 'orders', 'report_dirty', 'report_day_sales', 'customers', 'artists'];
    let n = 0;
    const list = (sql: string) => async (reads: Db) => {
      await reads.query(sql);
      return `answer ${++n}`;
    };
    /** The lists (one per table) the write drops. */
    const drops = async (write: () => Promise<unknown>) => {
      const before = new Map<string, string>();
      for (const t of TABLES) before.set(t, await cache.read(t, list(`SELECT * FROM ${t}`)));
      await write();
      const dropped: string[] = [];
      for (const t of TABLES) if ((await cache.read(t, list(`SELECT * FROM ${t}`))) !== before.get(t)) dropped.push(t);
      return dropped;
    };
    // A sale: its trigger notes the order, whose flush refreshes the summaries; nothing else.
    expect(await drops(() => db.query('INSERT INTO orders (id) VALUES ($1)'))).toEqual(['orders', 'report_dirty', 'report_day_sales']);
    expect(await drops(() => db.query('UPDATE orders SET status = $1'))).toEqual(['orders', 'customers']);
    expect(await drops(() => db.query('SELECT report_refresh($1::uuid[])'))).toEqual(['report_day_sales']);
    expect(await drops(() => db.query('SELECT customers_sync($1, $2, $3)'))).toEqual(['customers']);
    expect(await drops(() => db.query('SELECT sales_by_day($1)'))).toEqual([]);
    // Keys: deleting an event deletes its lots; deleting a producer empties its events' reference.
    expect(await drops(() => db.query('DELETE FROM events WHERE id = $1'))).toEqual(['events', 'lots']);
    expect(await drops(() => db.query('INSERT INTO events (title) VALUES ($1)'))).toEqual(['events']);
    expect(await drops(() => db.query('DELETE FROM producers WHERE id = $1'))).toEqual(['producers', 'events']);
    // The history's guard fires on UPDATE only, and writes nothing.
    expect(await drops(() => db.query('INSERT INTO audit_log (action) VALUES ($1)'))).toEqual([]);
    // Another process's notice: the tables it names, or everything when it names none.
    expect(await drops(async () => clock.tick(['Artists']))).toEqual(['artists']);
    expect(await drops(async () => clock.tick())).toEqual(TABLES);
    expect(await drops(() => db.query('SELECT rebuild_all()'))).toEqual(TABLES);
    expect(await drops(() => db.query('SELECT rebuild_some()'))).toEqual(TABLES);
    expect(await drops(() => db.query('SELECT forget_artist($1)'))).toEqual(['artists']);
    expect(await drops(() => db.exec('ALTER TABLE artists ADD COLUMN x text'))).toEqual(TABLES);

    // A read through a view or a function that is not immutable depends on every table.
    for (const sql of ['SELECT * FROM sales_by_day($1)', 'SELECT * FROM sales_view']) {
      const first = await cache.read(sql, list(sql));
      expect(await cache.read(sql, list(sql))).toBe(first);
      await db.query('INSERT INTO artists (name) VALUES ($1)');
      expect(await cache.read(sql, list(sql))).not.toBe(first);
    }
  });
});

describe('the list answers kept', () => {
  afterEach(() => vi.useRealTimers());

  it('answers from memory until the clock moves', async () => {
    const clock = manualClock();
    const cache = createListCache(clock, noDb);
    expect(await cache.read('a', text(1))).toBe('answer 1');
    expect(await cache.read('a', text(2))).toBe('answer 1');
    expect(await cache.read('b', text(3))).toBe('answer 3');
    clock.advance();
    expect(await cache.read('a', text(4))).toBe('answer 4');
    expect(await cache.read('b', text(5))).toBe('answer 5');
  });

  it('does not keep an answer whose read a write overlapped, even once a later read has started over', async () => {
    const clock = manualClock();
    const cache = createListCache(clock, noDb);
    let finish!: (text: string) => void;
    const slow = cache.read('a', () => new Promise<string>((resolve) => (finish = resolve)));
    clock.advance(); // a write, while the first read is still on its way
    expect(await cache.read('a', text(2))).toBe('answer 2');
    finish('read before the write');
    expect(await slow).toBe('read before the write');
    expect(await cache.read('a', text(3))).toBe('answer 2');
  });

  it('keeps an answer for its time only', async () => {
    vi.useFakeTimers();
    const cache = createListCache(manualClock(), noDb, 1000);
    await cache.read('a', text(1));
    vi.advanceTimersByTime(999);
    expect(await cache.read('a', text(2))).toBe('answer 1');
    vi.advanceTimersByTime(2);
    expect(await cache.read('a', text(3))).toBe('answer 3');
  });

  it('drops the oldest answers to stay within its memory bound', async () => {
    const cache = createListCache(manualClock(), noDb, 60_000, 25);
    const ten = (c: string) => async () => c.repeat(10);
    await cache.read('a', ten('a'));
    await cache.read('b', ten('b'));
    await cache.read('c', ten('c')); // 30 characters: a goes
    expect(await cache.read('a', ten('x'))).toBe('x'.repeat(10));
    expect(await cache.read('c', ten('y'))).toBe('c'.repeat(10));
  });
});
