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

interface Catalog {
  writing?: string[];
  opaque?: string[];
  /** Tables where a write of that verb may write elsewhere (a trigger, a cascading key). */
  insert?: string[];
  update?: string[];
  delete?: string[];
}

/** A database that answers nothing, except its catalogue (functions, views, triggers, keys) asked at start. */
function fakeDb(catalog: Catalog = { writing: ['report_refresh'] }) {
  const seen: string[] = [];
  let release: (() => void) | null = null;
  const db: Db = {
    async query<T>(sql: string): Promise<QueryResult<T>> {
      if (sql.includes('pg_proc')) return { rows: Object.entries(catalog).flatMap(([kind, names]) => names.map((name: string) => ({ name, kind }))) as T[] };
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
    const heard: string[] = [];
    clock.onWrite(() => heard.push('write'));
    await db.query('SELECT 1');
    await db.transaction(async (tx) => tx.query('SELECT 2'));
    expect(heard).toEqual([]);
    await db.query('DELETE FROM producers WHERE id = $1');
    expect(heard).toEqual(['write']);
    await db.transaction(async (tx) => {
      await tx.query('INSERT INTO producers (id) VALUES ($1)');
      await tx.transaction(async (inner) => inner.query('UPDATE producers SET x = 1'));
      expect(heard).toEqual(['write']);
    });
    expect(heard).toEqual(['write', 'write']);
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

  it('counts for every table a write that may reach others, and a read through a view or a function depends on every table', async () => {
    const { db, clock } = await watchWrites(fakeDb({ writing: ['report_refresh'], opaque: ['sales_by_day'], insert: ['orders'], update: ['events', 'orders'], delete: ['events', 'orders'] }).db);
    const cache = createListCache(clock, db);
    let n = 0;
    const list = (sql: string) => async (reads: Db) => {
      await reads.query(sql);
      return `answer ${++n}`;
    };
    const producers = list('SELECT * FROM producers');
    const kept = async () => (await cache.read('p', producers)) === (await cache.read('p', producers));
    const movesProducers = async (write: () => Promise<unknown>) => {
      const before = await cache.read('p', producers);
      await write();
      return (await cache.read('p', producers)) !== before;
    };
    expect(await kept()).toBe(true);
    expect(await movesProducers(() => db.query('INSERT INTO events (title) VALUES ($1)'))).toBe(false);
    expect(await movesProducers(() => db.query('DELETE FROM events WHERE id = $1'))).toBe(true);
    expect(await movesProducers(() => db.query('UPDATE events SET title = $1'))).toBe(true);
    expect(await movesProducers(() => db.query('INSERT INTO orders (id) VALUES ($1)'))).toBe(true);
    expect(await movesProducers(() => db.query('SELECT report_refresh($1::uuid[])'))).toBe(true);
    expect(await movesProducers(() => db.exec('ALTER TABLE artists ADD COLUMN x text'))).toBe(true);
    expect(await movesProducers(async () => clock.tick())).toBe(true);

    const sales = list('SELECT * FROM sales_by_day($1)');
    const first = await cache.read('s', sales);
    expect(await cache.read('s', sales)).toBe(first);
    await db.query('INSERT INTO artists (name) VALUES ($1)');
    expect(await cache.read('s', sales)).not.toBe(first);
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
