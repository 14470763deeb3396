/**
 * A table grown fast by the app's own writes is analysed without waiting for the hourly analysis
 * (PGlite) or autovacuum's round (PostgreSQL): before, a list of artists grown from 7 rows to
 * thousands by a burst of creations was read by sorting every row of the business on each page
 * (the 100-client mixed bench: p99 2.4 s on PGlite, 413 ms on PostgreSQL). PGlite in memory here:
 * it has no autovacuum of its own, so only the server's analysis can change the plan.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { openPglite } from '../../server/db/pglite';
import { analyzeAsTablesGrow } from '../../server/db/statistics';
import type { Db } from '../../server/db/types';

let raw: Db | undefined;
afterEach(async () => raw?.close());

const FOLD = `lower(translate(name, 'áéíóú', 'aeiou'))`;

async function artistsTable(): Promise<Db> {
  raw = await openPglite();
  await raw.exec(`CREATE TABLE artists (id serial PRIMARY KEY, business int NOT NULL, name text NOT NULL);
    CREATE INDEX artists_list ON artists (business, ${FOLD}, id);
    INSERT INTO artists (business, name) SELECT b, 'Artista ' || g FROM generate_series(1, 2) b, generate_series(1, 7) g;
    ANALYZE artists;`);
  return raw;
}

const page = (db: Db) => db.query<{ 'QUERY PLAN': string }>(`EXPLAIN SELECT id, name FROM artists WHERE business = 1 ORDER BY ${FOLD}, id LIMIT 11`);
const plan = async (db: Db) => (await page(db)).rows.map((r) => r['QUERY PLAN']).join('\n');
const reltuples = async (db: Db) => Number((await db.query<{ n: number }>(`SELECT reltuples::float8 AS n FROM pg_class WHERE relname = 'artists'`)).rows[0].n);

describe('statistics as tables grow', () => {
  it("reads a list grown from 7 rows to 3,000 by its index once the app's writes grew it", async () => {
    const opened = await artistsTable();
    const stats = analyzeAsTablesGrow(opened, (err) => {
      throw err;
    });
    // The burst, as the API writes it: one row a statement, each answered with RETURNING.
    for (let i = 0; i < 3000; i++) await stats.db.query('INSERT INTO artists (business, name) VALUES (1, $1) RETURNING id', [`Nova ${i}`]);
    await stats.idle();
    expect(await reltuples(opened)).toBeGreaterThan(2900);
    expect(await plan(opened)).toMatch(/Index Scan using artists_list/);
    expect(await plan(opened)).not.toMatch(/Sort/);
  });

  it('analyses a table at 50 written rows plus a tenth of what it held, not before', async () => {
    const opened = await artistsTable();
    const stats = analyzeAsTablesGrow(opened, (err) => {
      throw err;
    });
    const write = (n: number) => stats.db.query(`UPDATE artists SET name = name || '!' WHERE id IN (SELECT id FROM artists ORDER BY id LIMIT ${n}) RETURNING id`);
    // 14 rows at the last analysis: due at 50 + 1.4 written rows.
    await write(14);
    await write(14);
    await write(14);
    await stats.idle();
    await opened.exec(`INSERT INTO artists (business, name) SELECT 1, 'fora ' || g FROM generate_series(1, 500) g`); // not the app's: not counted
    expect(await reltuples(opened)).toBe(14);
    await write(14);
    await stats.idle();
    expect(await reltuples(opened)).toBe(514);
  });

  it('counts the rows of a bulk statement that returns none by its command tag', async () => {
    const opened = await artistsTable();
    const stats = analyzeAsTablesGrow(opened, (err) => {
      throw err;
    });
    // 3,000 rows in one statement with no RETURNING ("INSERT 0 3000"): before, it counted as one row.
    await stats.db.query(`INSERT INTO artists (business, name) SELECT 1, 'Lote ' || g FROM generate_series(1, 3000) g`);
    await stats.idle();
    expect(await reltuples(opened)).toBeGreaterThan(2900);
    expect(await plan(opened)).toMatch(/Index Scan using artists_list/);
  });
});
