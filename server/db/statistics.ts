/**
 * Planner statistics that follow the data (docs/decisions.md, "Statistics as tables grow").
 *
 * - PGlite has no autovacuum: without statistics every table looks like one row and a join can be
 *   nested over thousands (tests/api/statementsWithoutStatistics.test.ts). It is analysed once the
 *   server has its data, then every hour.
 * - A table that grows fast between two analyses keeps the planner's old picture of it: a list of
 *   artists seeded with 7 rows per business, grown to thousands by a burst of creations, was read by
 *   sorting every row of the business (7 ms a page) instead of its index (0.06 ms), until the next
 *   analysis; PostgreSQL's autovacuum looks at a database only once a minute. So the server counts
 *   the rows its own statements write to each table and analyses a table, off the request, once
 *   they reach autovacuum's own rule (50 rows plus a tenth of the table). A statement's rows are
 *   those its command tag counts ("INSERT 0 3000"), so a bulk statement with no RETURNING counts
 *   whole; where the driver gives no tag, the rows it returns (at least one).
 */
import type { Db } from './types';

export const ANALYZE_EVERY_MS = 60 * 60 * 1000;
/** PostgreSQL's autovacuum_analyze_threshold and autovacuum_analyze_scale_factor defaults. */
export const ANALYZE_BASE_ROWS = 50;
export const ANALYZE_SCALE = 0.1;

export async function keepStatistics(db: Db, onError: (err: unknown) => void): Promise<() => void> {
  await db.exec('ANALYZE');
  const timer = setInterval(() => db.exec('ANALYZE').catch(onError), ANALYZE_EVERY_MS);
  timer.unref();
  return () => clearInterval(timer);
}

// The word after UPDATE in `ON CONFLICT ... DO UPDATE SET` and `FOR UPDATE SKIP LOCKED` / `OF` / `NOWAIT` is not a table.
const WRITES = /\b(?:insert\s+into|update|delete\s+from)\s+(?:only\s+)?"?([a-z_][a-z0-9_]*)"?/gi;
const NOT_TABLES = new Set(['set', 'skip', 'of', 'nowait']);
const known = new Map<string, readonly string[]>();

/** The tables a statement writes, lower case (a table the database does not know is left to the analysis to skip). */
export function writtenTables(sql: string): readonly string[] {
  const cached = known.get(sql);
  if (cached) return cached;
  const tables = new Set<string>();
  for (const m of sql.matchAll(WRITES)) {
    const name = m[1].toLowerCase();
    if (!NOT_TABLES.has(name)) tables.add(name);
  }
  const found = [...tables];
  // Statements are a few hundred texts; a bound keeps a generated text from growing the map.
  if (known.size < 2000) known.set(sql, found);
  return found;
}

/**
 * The statistics of a serving process (server/main.ts, and the bench's server as it): PGlite
 * analysed at start and hourly (`embedded`), and every table as the app's writes grow it. Answers
 * the database to serve with and what stops the hourly analysis.
 */
export async function serveWithStatistics(opened: Db, embedded: boolean): Promise<{ db: Db; stop: () => void }> {
  const onError = (err: unknown) => console.error('[db] analyze:', err);
  const stop = embedded ? await keepStatistics(opened, onError) : () => undefined;
  return { db: analyzeAsTablesGrow(opened, onError).db, stop };
}

export interface GrowingStatistics {
  /** The database whose writes are counted. */
  db: Db;
  /** Resolves once no analysis is due or running. */
  idle(): Promise<void>;
}

/** Wraps `db` so that a table is analysed once the rows written to it reach the rule above. */
export function analyzeAsTablesGrow(db: Db, onError: (err: unknown) => void): GrowingStatistics {
  const written = new Map<string, number>();
  /** Rows each table held at its last analysis here (0 before the first). */
  const rowsAt = new Map<string, number>();
  const due = new Set<string>();
  let running: Promise<void> | null = null;
  let closed = false;

  /** Rows the planner believes `table` holds; null when it is not a table of this database. */
  async function plannedRows(table: string): Promise<number | null> {
    const { rows } = await db.query<{ rows: number }>('SELECT reltuples::float8 AS rows FROM pg_class WHERE oid = to_regclass($1)', [table]);
    return rows.length ? Math.max(0, Number(rows[0].rows)) : null;
  }

  async function analyzeDue() {
    // After the statement's own answer has gone out.
    await new Promise((resolve) => setTimeout(resolve, 0));
    for (const table of due) {
      due.delete(table);
      if (closed) return;
      written.set(table, 0);
      try {
        if ((await plannedRows(table)) === null) continue;
        await db.exec(`ANALYZE "${table}"`);
        rowsAt.set(table, (await plannedRows(table)) ?? 0);
      } catch (err) {
        onError(err);
      }
    }
  }

  function start() {
    if (running || closed) return;
    running = analyzeDue().finally(() => {
      running = null;
      if (due.size) start();
    });
  }

  function count(sql: string, rows: number) {
    for (const table of writtenTables(sql)) {
      const total = (written.get(table) ?? 0) + rows;
      written.set(table, total);
      if (total >= ANALYZE_BASE_ROWS + ANALYZE_SCALE * (rowsAt.get(table) ?? 0)) {
        due.add(table);
        start();
      }
    }
  }

  const wrap = (inner: Db): Db => ({
    async query<T>(sql: string, params?: readonly unknown[]) {
      const result = await inner.query<T>(sql, params);
      // The command tag's rows ("INSERT 0 3000"), else those returned; at least one.
      count(sql, Math.max(1, result.rowCount ?? result.rows.length));
      return result;
    },
    // Migrations and other DDL: the schema, not rows.
    exec: (sql: string) => inner.exec(sql),
    transaction: <T>(fn: (tx: Db) => Promise<T>) => inner.transaction((tx) => fn(wrap(tx))),
    session: <T>(fn: (held: Db) => Promise<T>) => inner.session((held) => fn(wrap(held))),
    async close() {
      closed = true;
      await running;
      await inner.close();
    },
  });

  return {
    db: wrap(db),
    async idle() {
      while (running) await running;
    },
  };
}
