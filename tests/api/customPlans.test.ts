/**
 * PL/pgSQL keeps a plan per statement and connection; a bulk write must not run on a plan made
 * for a handful of rows, or it grows with the square of its size.
 * - A function that looks rows up by an array it is given (`= ANY(ids)`) plans each call for that
 *   array: under a generic plan the array is a parameter searched element by element for every row
 *   (20,000 orders refreshed their report summaries in 165 s instead of 25 s; migration 029).
 * - A statement trigger's join over its transition tables is planned for the rows each call holds
 *   (EXECUTE): a statement without parameters keeps its first plan whatever plan_cache_mode says,
 *   and a connection that had updated one order joined old and new rows of the next bulk update in
 *   a nested loop (20,000 orders: 172 s instead of 11 s; migration 030).
 */
import pg from 'pg';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { insertOrders } from '../../server/resources/tickets/seedOrders';
import { setup, type TestContext } from './helper';

const ON_PG = Boolean(process.env.DATABASE_URL);

let ctx: TestContext;
beforeAll(async () => {
  ctx = await setup();
});
afterAll(async () => ctx?.close());

it('every function that reads rows by an array it is given plans for that array, not a generic plan', async () => {
  const { rows } = await ctx.db.query<{ name: string; config: string[] | null }>(
    `SELECT p.proname AS name, p.proconfig AS config
       FROM pg_proc p JOIN pg_language l ON l.oid = p.prolang JOIN pg_namespace n ON n.oid = p.pronamespace
      WHERE n.nspname = 'public' AND l.lanname = 'plpgsql' AND p.prosrc ~* '=\\s*ANY\\s*\\(\\s*[a-z_]+\\s*\\)'
      ORDER BY 1`,
  );
  const names = rows.map((r) => r.name);
  // The refresh of report summaries and the customers' sync are the two that take sets of orders.
  expect(names).toEqual(expect.arrayContaining(['customers_sync', 'report_refresh']));
  expect(rows.filter((r) => !(r.config ?? []).includes('plan_cache_mode=force_custom_plan')).map((r) => r.name)).toEqual([]);
});

/** A function's source without the texts it runs through EXECUTE (written between $q$ quotes). */
const staticSql = (source: string) => source.replace(/\$q\$[\s\S]*?\$q\$/g, '');

it("every statement trigger runs its joins through EXECUTE, planned for the rows of each call", async () => {
  const { rows } = await ctx.db.query<{ name: string; source: string }>(
    `SELECT DISTINCT p.proname AS name, p.prosrc AS source
       FROM pg_trigger t JOIN pg_proc p ON p.oid = t.tgfoid
      WHERE t.tgoldtable IS NOT NULL OR t.tgnewtable IS NOT NULL
      ORDER BY 1`,
  );
  // The customers' and the reports' triggers over orders, items and tickets are the ones that join.
  expect(rows.map((r) => r.name)).toEqual(expect.arrayContaining(['orders_customer_updated', 'report_note_orders', 'report_note_items', 'report_note_tickets']));
  expect(rows.filter((r) => /\bJOIN\b/i.test(staticSql(r.source))).map((r) => r.name)).toEqual([]);
  // The check reads what it should: the texts run through EXECUTE do join.
  expect(rows.filter((r) => /\bJOIN\b/i.test(r.source)).map((r) => r.name)).toEqual(
    expect.arrayContaining(['orders_customer_updated', 'report_note_orders', 'report_note_items', 'report_note_tickets']),
  );
});

// PostgreSQL's auto_explain shows the plans of the statements a trigger runs; PGlite has no such module.
it.skipIf(!ON_PG)('a bulk update after a one-row update, on one connection, joins its transition tables as planned for their size', async () => {
  const demo = (await ctx.db.query<{ id: string }>(`SELECT id FROM businesses WHERE name = 'Bilheteria Demo'`)).rows[0].id;
  const lot = (await ctx.db.query<{ id: string }>(`SELECT id FROM lots WHERE business_id = $1 AND price > 0 LIMIT 1`, [demo])).rows[0].id;
  const ids = await insertOrders(ctx.db, demo, Array.from({ length: 2_000 }, (_, i) => ({ lotId: lot, quantity: 1, channel: '@SITE' as const, paymentType: '@PIX', customerEmail: `plano.${i}@exemplo.com.br` })));
  const { rows: [{ name }] } = await ctx.db.query<{ name: string }>('SELECT current_database() AS name');
  const url = new URL(process.env.DATABASE_URL!);
  url.pathname = `/${name}`;
  const client = new pg.Client({ connectionString: url.toString() });
  await client.connect();
  const plans: string[] = [];
  client.on('notice', (n) => plans.push(n.message ?? ''));
  try {
    for (const set of ["LOAD 'auto_explain'", 'SET auto_explain.log_min_duration = 0', 'SET auto_explain.log_nested_statements = on', 'SET auto_explain.log_analyze = on', 'SET auto_explain.log_timing = off', 'SET client_min_messages = log']) {
      await client.query(set);
    }
    // The connection's first update of orders is of one row: its plans are made for one row.
    await client.query(`UPDATE orders SET customer_name = 'Um' WHERE id = $1`, [ids[0]]);
    plans.length = 0;
    await client.query(`UPDATE orders SET customer_name = 'Todos' WHERE id = ANY($1::uuid[])`, [ids]);
  } finally {
    await client.end();
  }
  // "Named Tuplestore Scan on after_rows n  (cost=0.00..40.00 rows=2000 width=..) (actual rows=2000 loops=1)"
  const scans = plans.join('\n').matchAll(/Named Tuplestore Scan[^\n]*?rows=(\d+) width=\d+\) \(actual rows=(\d+) loops=(\d+)\)/g);
  const seen = [...scans].map(([, planned, actual]) => ({ planned: Number(planned), actual: Number(actual) }));
  expect(seen.some((s) => s.actual >= 2_000), 'the bulk update reached the triggers').toBe(true);
  expect(seen.filter((s) => s.planned < s.actual)).toEqual([]);
});
