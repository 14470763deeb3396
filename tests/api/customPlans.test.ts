/**
 * A PL/pgSQL function that looks rows up by an array it is given (`= ANY(ids)`) plans each call
 * for that array. Once PL/pgSQL keeps a generic plan, the array is a parameter searched element
 * by element for every row instead of a constant hashed once, and a bulk write grows with the
 * square of its size: 20,000 orders refreshed their report summaries in 165 s instead of 25 s
 * (migration 029).
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { setup, type TestContext } from './helper';

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
