/**
 * Event reports (issue 13, "Correct at scale"): p50 of the consolidated report, the borderô and
 * ticket usage (and, for reference, the summary and the sales list's first page) for one event
 * with about 1,000 issued tickets, then about 1,000,000 tickets in 300,000 orders, and the ratio
 * between the two (goal: 100 ms and 2x at most). Each call is the server's whole answer (routing,
 * guard, SQL, JSON) through `app.inject`. Then the sales CSV of every order of the big event over
 * HTTP on loopback, with this process's RSS sampled every 20 ms (server and a client that only
 * counts bytes) and the heap still held after a collection (what the server keeps: a page at a
 * time). PGlite in a temporary folder by default, a fresh database on DATABASE_URL's server when
 * set; orders written set-based in one
 * statement per chunk (orders, lines, tickets, payments, refunds, check-ins), indexes built after
 * the load and the tables ANALYZEd as autovacuum would. Alone: `npx tsx bench/run.ts reports`.
 */
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { availableParallelism, tmpdir } from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { request } from 'node:http';
import v8 from 'node:v8';
import vm from 'node:vm';
import type { AddressInfo } from 'node:net';
import { openPglite } from '../server/db/pglite';
import { openPg } from '../server/db/pg';
import { migrate } from '../server/db/migrate';
import { syncResources } from '../server/db/syncResources';
import { seedIfEmpty } from '../server/seed';
import { buildApp } from '../server/app';
import { memoryUploads } from '../server/uploads/uploads';
import { keyringOf } from '../server/secrets/keyring';
import { useSecretsKeyring } from '../server/secrets/active';
import type { Db } from '../server/db/types';
import { RESOURCES } from '../src/shared/resources/registry';
import type { Browser } from 'playwright-core';
import { BENCH_USER, launchChromium, percentile } from './common';
import { firstWidgetMs } from './dashboard';
import { startBenchPg } from './pgCluster';

/** Orders of each step: about 3.4 tickets each. */
const STEPS = [{ orders: 300, runs: 30 }, { orders: 300_000, runs: 30 }];
const CHUNK = 50_000;
/** Rows of the last CSV (sales of the event): BENCH_CSV_ROWS, a million by default; 0 skips it. */
const CSV_ROWS = Number(process.env.BENCH_CSV_ROWS ?? 1_000_000);
const TABLES = ['orders', 'order_items', 'user_tickets', 'order_payments', 'order_refunds'];

const REPORTS: [string, string][] = [
  ['consolidated', '/consolidated'],
  ['borderô (consolidated2)', '/consolidated2'],
  ['ticket usage', '/ticket-usage'],
  ['summary', ''],
  ['sales, first page', '/sales'],
];

export interface Lot {
  id: string;
  sector_id: string;
  ticket_id: string;
  price: number;
  category: string;
}

/** Orders [from, to) of the event, with their lines, tickets, payments, refunds and check-ins, in one statement. */
export async function addOrders(db: Db, businessId: string, eventId: string, lots: Lot[], from: number, to: number): Promise<void> {
  await db.query(
    `WITH src AS MATERIALIZED (
       SELECT g, gen_random_uuid() AS order_id, gen_random_uuid() AS item_id, gen_random_uuid() AS item2_id,
              CASE WHEN g % 50 = 0 THEN '@COURTESY' WHEN g % 10 < 6 THEN '@SITE' WHEN g % 10 < 8 THEN '@POS' ELSE '@CASHIER' END AS channel,
              CASE WHEN g % 50 = 0 THEN '@PAID' WHEN g % 100 < 90 THEN '@PAID' WHEN g % 100 < 93 THEN '@PENDING' WHEN g % 100 < 95 THEN '@CANCELED'
                   WHEN g % 100 < 98 THEN '@PARTIALLY_REFUNDED' ELSE '@REFUNDED' END AS status,
              1 + g % cardinality($3::uuid[]) AS l1, 1 + (g + 7) % cardinality($3::uuid[]) AS l2,
              CASE WHEN g % 50 = 0 THEN 1 WHEN g % 3 = 0 THEN 4 ELSE 3 END AS qty,
              g % 10 = 5 AND g % 50 <> 0 AS two,
              now() - (g % 86400) * interval '30 seconds' AS at
         FROM generate_series($8::int, $9::int - 1) AS g
     ), o AS MATERIALIZED (
       SELECT src.*, ($3::uuid[])[l1] AS lot1, ($4::uuid[])[l1] AS sector1, ($5::uuid[])[l1] AS ticket1, ($7::text[])[l1] AS cat1,
              ($3::uuid[])[l2] AS lot2, ($4::uuid[])[l2] AS sector2, ($5::uuid[])[l2] AS ticket2, ($7::text[])[l2] AS cat2,
              CASE WHEN channel = '@COURTESY' THEN 0 ELSE ($6::bigint[])[l1] END AS price1,
              CASE WHEN two THEN ($6::bigint[])[l2] ELSE 0 END AS price2,
              status IN ('@PAID', '@PARTIALLY_REFUNDED', '@REFUNDED') AS paid
         FROM src
     ), m AS MATERIALIZED (
       SELECT o.*, price1 * qty + price2 AS gross,
              CASE WHEN channel = '@SITE' THEN (price1 * qty + price2) / 10 ELSE 0 END AS fees,
              CASE WHEN channel = '@SITE' AND g % 20 = 1 THEN 1000 ELSE 0 END AS disc
         FROM o
     ), ins_o AS (
       INSERT INTO orders (id, code, business_id, event_id, channel, status, payment_type, fees, coupon_discount, total, paid_at, canceled_at, created_at, updated_at)
       SELECT order_id, upper(substr(md5(order_id::text), 1, 12)), $1, $2, channel, status,
              CASE WHEN channel = '@COURTESY' THEN '@COURTESY' ELSE (ARRAY['@CREDIT_CARD', '@PIX', '@DEBIT_CARD', '@CASH', '@BOLETO'])[1 + g % 5] END,
              fees, disc, gross + fees - disc, CASE WHEN paid THEN at END, CASE WHEN status = '@CANCELED' THEN at END, at, at
         FROM m
     ), lines AS MATERIALIZED (
       SELECT order_id, item_id AS id, lot1 AS lot, sector1 AS sector, ticket1 AS ticket, cat1 AS cat, qty, price1 AS price, status, paid, g, at FROM m
       UNION ALL
       SELECT order_id, item2_id, lot2, sector2, ticket2, cat2, 1, price2, status, paid, g, at FROM m WHERE two
     ), ins_i AS (
       INSERT INTO order_items (id, business_id, order_id, event_id, sector_id, ticket_id, lot_id, quantity, canceled_quantity, unit_price, created_at)
       SELECT id, $1, order_id, $2, sector, ticket, lot, qty, CASE WHEN status IN ('@REFUNDED', '@CANCELED') THEN qty ELSE 0 END, price, at FROM lines
     ), ins_u AS (
       INSERT INTO user_tickets (business_id, order_item_id, event_id, lot_id, code, category, created_at, canceled_at, cancel_reason, validated_at)
       SELECT $1, id, $2, lot, upper(substr(md5(id::text || '/' || u), 1, 16)), cat, at,
              CASE WHEN status IN ('@REFUNDED', '@CANCELED') THEN at END,
              CASE WHEN status = '@REFUNDED' THEN '@REFUNDED' WHEN status = '@CANCELED' THEN '@CANCELED' END,
              CASE WHEN paid AND status <> '@REFUNDED' AND (g + u) % 5 < 2 THEN at + interval '1 day' END
         FROM lines, generate_series(1, qty) AS u
     ), ins_p AS (
       INSERT INTO order_payments (business_id, order_id, method, amount, created_at)
       SELECT $1, order_id, (ARRAY['@CREDIT_CARD', '@PIX', '@DEBIT_CARD', '@CASH', '@BOLETO'])[1 + g % 5], gross + fees - disc, at
         FROM m WHERE paid AND channel <> '@COURTESY' AND gross + fees - disc > 0
     )
     INSERT INTO order_refunds (business_id, order_id, type, amount, fees_amount, status, method, created_at, updated_at)
     SELECT $1, order_id, CASE WHEN status = '@REFUNDED' THEN '@TICKETS_AND_FEES' ELSE '@FEES' END,
            CASE WHEN status = '@REFUNDED' THEN gross + fees - disc ELSE fees END, fees, '@DONE',
            (ARRAY['@CREDIT_CARD', '@PIX', '@DEBIT_CARD', '@CASH', '@BOLETO'])[1 + g % 5], at, at
       FROM m WHERE status IN ('@REFUNDED', '@PARTIALLY_REFUNDED') AND channel <> '@COURTESY' AND (status = '@REFUNDED' OR fees > 0)`,
    [businessId, eventId, lots.map((l) => l.id), lots.map((l) => l.sector_id), lots.map((l) => l.ticket_id), lots.map((l) => l.price), lots.map((l) => l.category), from, to],
  );
}

type Target = { db: Db; label: string; drop: () => Promise<void> };

/** PGlite in a temporary folder, or a fresh database on a throwaway PostgreSQL cluster (DATABASE_URL's server when set). */
async function openBenchDb(kind: 'PGlite' | 'PostgreSQL'): Promise<Target> {
  if (kind === 'PGlite') {
    const dir = mkdtempSync(path.join(tmpdir(), 'bench-reports-'));
    const db = await openPglite(dir);
    return { db, label: 'PGlite', drop: async () => rmSync(dir, { recursive: true, force: true }) };
  }
  const pgDb = await startBenchPg();
  const db = await openPg(pgDb.url, 5);
  return { db, label: 'PostgreSQL', drop: () => pgDb.stop() };
}

// The collector on demand: what a page of the file leaves behind is garbage until V8 collects it,
// so the RSS says when V8 chose to collect; the heap right after a collection says what is held.
v8.setFlagsFromString('--expose-gc');
const gc = vm.runInNewContext('gc') as () => void;
const heapNow = () => {
  gc();
  return process.memoryUsage().heapUsed;
};

/**
 * The whole CSV over HTTP: time and bytes; the highest RSS growth of this process meanwhile
 * (sampled every 20 ms), and the highest heap held after a collection (every 250 ms).
 */
function downloadCsv(url: string, token: string): Promise<{ ms: number; bytes: number; growthMb: number; heldMb: number }> {
  const base = process.memoryUsage().rss;
  let max = base;
  const heapBase = heapNow();
  let heapMax = heapBase;
  const timer = setInterval(() => (max = Math.max(max, process.memoryUsage().rss)), 20);
  const heapTimer = setInterval(() => (heapMax = Math.max(heapMax, heapNow())), 250);
  const started = performance.now();
  return new Promise((resolve, reject) => {
    const req = request(url, { headers: { authorization: `Bearer ${token}`, 'accept-encoding': 'identity' } }, (res) => {
      if (res.statusCode !== 200) return reject(new Error(`csv: ${res.statusCode}`));
      let bytes = 0;
      res.on('data', (chunk: Buffer) => (bytes += chunk.length));
      res.on('end', () => {
        clearInterval(timer);
        clearInterval(heapTimer);
        resolve({ ms: performance.now() - started, bytes, growthMb: (max - base) / 1024 / 1024, heldMb: (heapMax - heapBase) / 1024 / 1024 });
      });
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end();
  });
}

/** The report calls timed at each size, and the dashboard's (the same event's sales are the business's). */
const CALLS: [string, string][] = [
  ...REPORTS.map(([name, suffix]): [string, string] => [name, `/api/events/{event}/reports${suffix}`]),
  ['dashboard, monthly', '/api/business/reports?period=monthly'],
  ['dashboard, yearly', '/api/business/reports?period=yearly'],
];
/** The indexes the summaries' refresh at COMMIT reads (an order's lines, tickets, payments, refunds): kept during the load. */
const KEPT = ['order_items_order_idx', 'user_tickets_item_idx', 'order_payments_order_idx', 'order_refunds_order_idx', 'order_refunds_done_idx'];

/**
 * `npx tsx bench/run.ts reports [pglite|pg]`: both databases by default. With a built client
 * (`npm run build`), the time to the first widget on /dashboard in Chromium too (PGlite).
 */
export async function benchReports(): Promise<void> {
  const which = process.argv[3];
  const results: string[] = [];
  for (const kind of ['PGlite', 'PostgreSQL'] as const) {
    if (which && which.toLowerCase() !== (kind === 'PGlite' ? 'pglite' : 'pg')) continue;
    results.push(...(await benchReportsOn(kind)));
  }
  console.log(results.join('\n'));
}

async function benchReportsOn(kind: 'PGlite' | 'PostgreSQL'): Promise<string[]> {
  useSecretsKeyring(keyringOf([randomBytes(32)]));
  const { db, label, drop } = await openBenchDb(kind);
  await migrate(db);
  await syncResources(db, RESOURCES);
  await seedIfEmpty(db, RESOURCES, memoryUploads(), { demoOrders: 0 });
  const withClient = kind === 'PGlite' && existsSync('dist/index.html');
  const app = await buildApp({ db, resources: RESOURCES, uploads: memoryUploads(), ...(withClient ? { staticDir: 'dist' } : {}), jwtSecret: 'bench-secret-bench-secret-bench-secret', delivery: { intervalMs: 0 } });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
  const browser: Browser | undefined = withClient ? await launchChromium() : undefined;
  const login = async () =>
    (await app.inject({ method: 'POST', url: '/api/auth/login/local', payload: { username: BENCH_USER.email, password: BENCH_USER.password } })).json().accessToken as string;
  const out: string[] = [];
  try {
    let token = await login();
    const call = async (method: 'GET' | 'POST', url: string, payload?: object) => {
      const res = await app.inject({ method, url, headers: { authorization: `Bearer ${token}` }, ...(payload ? { payload } : {}) });
      if (res.statusCode >= 300) throw new Error(`${method} ${url}: ${res.statusCode} ${res.body.slice(0, 200)}`);
      return res;
    };
    // The event: two sessions, four sectors of two tickets (inteira, meia), a lot per ticket and session.
    const eventId = (await call('POST', '/api/events', { title: 'Festival do Milhão' })).json().id as string;
    const sessions = [];
    for (const [title, days] of [['Sexta', 10], ['Sábado', 11]] as const)
      sessions.push((await call('POST', `/api/events/${eventId}/sessions`, { title, startAt: new Date(Date.now() + days * 86_400_000).toISOString() })).json().id as string);
    for (const sector of ['Pista', 'Pista Premium', 'Camarote', 'Arquibancada']) {
      const sectorId = (await call('POST', `/api/events/${eventId}/sectors`, { name: sector })).json().id as string;
      for (const [title, category, price] of [['Inteira', '@ENTIRE', 16000], ['Meia-entrada', '@HALF', 8000]] as const) {
        const ticketId = (await call('POST', `/api/events/${eventId}/${sectorId}/tickets`, { title, category })).json().id as string;
        for (const sessionId of sessions) await call('POST', `/api/events/${eventId}/${sectorId}/${ticketId}/lots`, { title: `Lote ${title}`, price, quantity: 10_000_000, sessionId });
      }
    }
    const { rows: [{ business_id: businessId }] } = await db.query<{ business_id: string }>('SELECT business_id FROM events WHERE id = $1', [eventId]);
    const { rows: lots } = await db.query<Lot>(
      'SELECT l.id, l.sector_id, l.ticket_id, l.price::int AS price, t.category FROM lots l JOIN tickets t ON t.id = l.ticket_id WHERE l.event_id = $1 ORDER BY l.id',
      [eventId],
    );

    const p50s = new Map<string, number>();
    const tickets = new Map<number, number>();
    let have = 0;
    for (const step of STEPS) {
      const started = performance.now();
      const { rows: indexes } = await db.query<{ name: string; def: string }>(
        `SELECT indexname AS name, indexdef AS def FROM pg_indexes WHERE tablename = ANY($1::text[]) AND indexname NOT LIKE '%_pkey' AND indexdef NOT LIKE 'CREATE UNIQUE%' AND NOT indexname = ANY($2::text[])`,
        [TABLES, KEPT],
      );
      for (const ix of indexes) await db.exec(`DROP INDEX ${ix.name}`);
      // Each chunk commits on its own: the summaries are refreshed at each COMMIT, as for any write.
      for (let from = have; from < step.orders; from += CHUNK) await addOrders(db, businessId, eventId, lots, from, Math.min(step.orders, from + CHUNK));
      for (const ix of indexes) await db.exec(ix.def);
      have = step.orders;
      await db.exec([...TABLES, 'report_lot_figures', 'report_day_sales', 'report_method_figures', 'report_item_figures'].map((t) => `ANALYZE ${t}`).join('; '));
      const { rows: [n] } = await db.query<{ tickets: number }>('SELECT count(*)::int AS tickets FROM user_tickets WHERE event_id = $1', [eventId]);
      tickets.set(step.orders, n.tickets);
      console.log(`reports (${label}, ${availableParallelism()} cores): ${step.orders.toLocaleString('en')} orders, ${n.tickets.toLocaleString('en')} tickets written in ${((performance.now() - started) / 1000).toFixed(1)} s (summaries kept at each commit)`);
      const drift = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM report_drift($1::uuid)', [businessId]);
      console.log(`  reconciliation: ${drift.rows[0].n} difference(s) between the summaries and the rows`);
      token = await login();
      for (const [name, url] of CALLS) {
        const times: number[] = [];
        let bytes = 0;
        for (let i = 0; i <= step.runs; i++) {
          const t0 = performance.now();
          const res = await call('GET', url.replace('{event}', eventId));
          if (i > 0) times.push(performance.now() - t0); // the first run warms caches
          bytes = res.rawPayload.length;
        }
        p50s.set(`${name}@${step.orders}`, percentile(times, 50));
        console.log(`  ${name.padEnd(26)} p50 ${percentile(times, 50).toFixed(1).padStart(8)} ms  p90 ${percentile(times, 90).toFixed(1).padStart(8)} ms  (${bytes.toLocaleString('en')} B)`);
      }
      if (browser) {
        const loads = await firstWidgetMs(browser, base, 3);
        p50s.set(`first widget on /dashboard@${step.orders}`, percentile(loads, 50));
        console.log(`  /dashboard first @MONEY figure painted: median ${percentile(loads, 50).toFixed(0)} ms (${loads.map((x) => x.toFixed(0)).join(', ')} ms)`);
      }
      const csv = await downloadCsv(`${base}/api/events/${eventId}/reports/sales/downloadable`, token);
      console.log(
        `  sales CSV, every order       ${(csv.ms / 1000).toFixed(2)} s, ${(csv.bytes / 1024 / 1024).toFixed(1)} MB; RSS growth at most ${csv.growthMb.toFixed(1)} MB, heap held after GC at most ${csv.heldMb.toFixed(1)} MB`,
      );
    }
    // The CSV of a million sales: more orders of one line each (written without the summaries' triggers:
    // only the CSV reads them, after the reports were timed), then the whole file over HTTP.
    const { rows: [{ n: sales }] } = await db.query<{ n: number }>(`SELECT count(*)::int AS n FROM orders WHERE event_id = $1 AND channel <> '@COURTESY'`, [eventId]);
    if (CSV_ROWS > sales) {
      const started = performance.now();
      for (let done = sales; done < CSV_ROWS; done += 100_000) {
        await db.transaction(async (tx) => {
          await tx.query('SET LOCAL session_replication_role = replica');
          await tx.query(
            `WITH src AS MATERIALIZED (
               SELECT g, gen_random_uuid() AS order_id, ($3::uuid[])[1 + g % cardinality($3::uuid[])] AS lot_id, now() - (g % 86400) * interval '30 seconds' AS at
                 FROM generate_series(1, $4::int) g
             ), ins_o AS (
               INSERT INTO orders (id, code, business_id, event_id, channel, status, payment_type, total, paid_at, created_at, updated_at, customer_name)
               SELECT order_id, upper(substr(md5(order_id::text), 1, 12)), $1, $2, '@SITE', '@PAID', '@PIX', 16000, at, at, at, 'Comprador ' || g FROM src
             ), ins_p AS (
               INSERT INTO order_payments (business_id, order_id, method, amount, created_at) SELECT $1, order_id, '@PIX', 16000, at FROM src
             )
             INSERT INTO order_items (business_id, order_id, event_id, sector_id, ticket_id, lot_id, quantity, unit_price, created_at)
             SELECT $1, src.order_id, $2, l.sector_id, l.ticket_id, l.id, 1, 16000, src.at FROM src JOIN lots l ON l.id = src.lot_id`,
            [businessId, eventId, lots.map((l) => l.id), Math.min(100_000, CSV_ROWS - done)],
          );
        });
      }
      await db.exec('ANALYZE orders; ANALYZE order_items; ANALYZE order_payments');
      console.log(`  ${(CSV_ROWS - sales).toLocaleString('en')} more sales of one ticket for the CSV written in ${((performance.now() - started) / 1000).toFixed(1)} s`);
      token = await login();
      const csv = await downloadCsv(`${base}/api/events/${eventId}/reports/sales/downloadable`, token);
      const line = `sales CSV of ${CSV_ROWS.toLocaleString('en')} rows (${label}): ${(csv.ms / 1000).toFixed(1)} s, ${(csv.bytes / 1024 / 1024).toFixed(1)} MB; RSS growth at most ${csv.growthMb.toFixed(1)} MB, heap held after GC at most ${csv.heldMb.toFixed(1)} MB`;
      console.log(`  ${line}`);
      out.push(line);
    }
    const [small, big] = STEPS.map((s) => s.orders);
    out.push(`reports and dashboard (${label}), p50 at ${tickets.get(big)!.toLocaleString('en')} tickets / at ${tickets.get(small)!.toLocaleString('en')} tickets (goal: 100 ms and 2x at most):`);
    for (const [name] of [...CALLS, ...(browser ? [['first widget on /dashboard', '']] : [])]) {
      const a = p50s.get(`${name}@${small}`)!;
      const b = p50s.get(`${name}@${big}`)!;
      out.push(`  ${name.padEnd(26)} ${(b / a).toFixed(2)}x  (${a.toFixed(1)} -> ${b.toFixed(1)} ms)`);
    }
  } finally {
    await browser?.close();
    await app.close();
    await db.close();
    await drop();
  }
  return out;
}
