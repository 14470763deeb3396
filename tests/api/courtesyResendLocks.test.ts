/**
 * 'Reenviar todas' while the delivery worker records its outcomes, on PostgreSQL: both lock the
 * event's courtesies, and in different orders they deadlocked; PostgreSQL then failed one of the
 * two (a 500 for the staff, or a lost round of the worker). Every bulk write of courtesies locks
 * them in id order (LOCK_ORDER in server/delivery/queue.ts). PGlite has one connection and never
 * runs two statements at once, so this runs only with DATABASE_URL (.ci/run's PostgreSQL pass).
 */
import { afterAll, beforeAll, expect, it, vi } from 'vitest';
import { bearerOf, loginAll, setup, type TestContext } from './helper';

const ON_PG = Boolean(process.env.DATABASE_URL);
let ctx: TestContext;
let tokens: Awaited<ReturnType<typeof loginAll>>;

beforeAll(async () => {
  if (!ON_PG) return;
  // The worker without a pause: it claims, delivers (to the outbox) and records all the time.
  ctx = await setup({ cepApiUrl: 'http://127.0.0.1:9', delivery: { intervalMs: 0 } });
  tokens = await loginAll(ctx.app);
});
afterAll(async () => ctx?.close());

it.runIf(ON_PG)('resends the courtesies 200 times while the worker delivers them, without a deadlock on either side', async () => {
  const workerErrors: string[] = [];
  vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => void workerErrors.push(args.map(String).join(' ')));
  const { rows } = await ctx.db.query<{ event_id: string }>(`SELECT event_id FROM courtesies GROUP BY 1 ORDER BY count(*) DESC LIMIT 1`);
  const failed: string[] = [];
  for (let i = 0; i < 200; i++) {
    const res = await ctx.app.inject({ method: 'POST', url: `/api/events/${rows[0].event_id}/send-courtesy/resend-all`, headers: bearerOf(tokens.admin) });
    if (res.statusCode !== 200) failed.push(`${i}: ${res.statusCode} ${res.body.slice(0, 100)}`);
  }
  vi.restoreAllMocks();
  expect(failed).toEqual([]);
  expect(workerErrors.filter((e) => /deadlock/i.test(e))).toEqual([]);
}, 120_000);
