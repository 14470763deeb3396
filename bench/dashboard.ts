/**
 * Dashboard figures (issue 13): p50 of GET /api/business/reports over HTTP (the server's whole
 * answer) for this month (the landing page's default), the last 7 days and this year, at about
 * 1,000 issued tickets and then at 1,000,000 tickets in 300,000 orders of one event (spread over
 * the last 120 days, every channel, 1 in 50 refunded, 30% of the tickets checked in), and the
 * ratio between the two sizes (goal: 100 ms and within 2x); then the time to the first widget on
 * /dashboard in Chromium at 1366 px: from the navigation's start to the first @MONEY card's figure
 * painted (a MutationObserver and the next animation frame), median of 5 loads, at each size.
 * PGlite in a temporary folder, the server (with the built client, `npm run build`) in this
 * process on loopback. Alone: `npx tsx bench/run.ts dashboard`.
 */
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { openPglite } from '../server/db/pglite';
import { migrate } from '../server/db/migrate';
import { syncResources } from '../server/db/syncResources';
import { seedIfEmpty } from '../server/seed';
import { buildApp } from '../server/app';
import { memoryUploads } from '../server/uploads/uploads';
import { keyringOf } from '../server/secrets/keyring';
import { useSecretsKeyring } from '../server/secrets/active';
import { insertOrders, type OrderLine } from '../server/resources/tickets/seedOrders';
import type { Db } from '../server/db/types';
import { RESOURCES } from '../src/shared/resources/registry';
import type { Browser } from 'playwright-core';
import { BENCH_USER, launchChromium, logInContext, percentile } from './common';

/** Orders at each size: 300 orders are about 1,000 tickets, 300,000 about 1,000,000. */
const SIZES = [300, 300_000];
const CHUNK = 20_000;
const SPAN_MS = 120 * 86_400_000;
const RUNS = 30;
const WARMUP = 5;
const LOADS = 5;
const PERIODS = ['monthly', 'weekly', 'yearly'];

/** Orders n in [from, to): 3, 3 or 4 tickets, site, POS and box office, one in 50 refunded, dates spread over SPAN_MS. */
async function addOrders(db: Db, businessId: string, lotIds: string[], from: number, to: number, now: number) {
  for (let start = from; start < to; start += CHUNK) {
    const lines: OrderLine[] = [];
    for (let n = start; n < Math.min(to, start + CHUNK); n++) {
      lines.push({
        lotId: lotIds[n % lotIds.length],
        quantity: n % 3 === 2 ? 4 : 3,
        channel: (['@SITE', '@SITE', '@SITE', '@POS', '@CASHIER'] as const)[n % 5],
        paymentType: (['@PIX', '@CREDIT_CARD', '@DEBIT_CARD', '@CASH'] as const)[n % 4],
        status: n % 50 === 49 ? '@REFUNDED' : '@PAID',
        // A spread that does not follow n, so both sizes cover the whole span.
        createdAt: new Date(now - ((n * 7919) % 1_000_003) * (SPAN_MS / 1_000_003)).toISOString(),
      });
    }
    await insertOrders(db, businessId, lines);
  }
}

/** fetch, once more when a kept-alive connection was closed by the server meanwhile (minutes of inserts between two calls). */
const fetchAgain = (url: string, init: RequestInit = {}) => fetch(url, init).catch(() => fetch(url, init));

async function json(url: string, init: RequestInit = {}) {
  const res = await fetchAgain(url, init);
  const text = await res.text();
  if (!res.ok) throw new Error(`${url}: ${res.status} ${text.slice(0, 200)}`);
  return JSON.parse(text);
}

/**
 * From the navigation's start to the first @MONEY card's figure painted on /dashboard (a
 * MutationObserver and the next animation frame), at 1366 px, `loads` times after a first load
 * that warms the server's and the browser's caches.
 */
export async function firstWidgetMs(browser: Browser, base: string, loads: number): Promise<number[]> {
  const out: number[] = [];
  for (let i = 0; i < loads + 1; i++) {
    const context = await browser.newContext({ baseURL: base, viewport: { width: 1366, height: 850 }, locale: 'pt-BR', timezoneId: 'America/Sao_Paulo' });
    await logInContext(context, base);
    await context.addInitScript(`
      new MutationObserver((_, observer) => {
        if (document.querySelector('[data-widget="revenueToday"] [data-value]')) {
          observer.disconnect();
          requestAnimationFrame(() => (window.__firstWidget = performance.now()));
        }
      }).observe(document, { childList: true, subtree: true });`);
    const page = await context.newPage();
    await page.goto('/dashboard');
    await page.waitForFunction(() => (window as unknown as { __firstWidget?: number }).__firstWidget !== undefined, null, { timeout: 60_000 });
    if (i > 0) out.push(await page.evaluate(() => (window as unknown as { __firstWidget: number }).__firstWidget));
    await context.close();
  }
  return out;
}

export async function benchDashboard(): Promise<void> {
  if (!existsSync('dist/index.html')) throw new Error('dashboard bench: build the client first (npm run build)');
  useSecretsKeyring(keyringOf([randomBytes(32)]));
  const dir = mkdtempSync(path.join(tmpdir(), 'bench-dashboard-'));
  const db = await openPglite(dir);
  await migrate(db);
  await syncResources(db, RESOURCES);
  await seedIfEmpty(db, RESOURCES, memoryUploads(), { demoOrders: 0 });
  // A ticket office of its own, so the seed's sales do not count.
  const { rows: [biz] } = await db.query<{ id: string }>(`INSERT INTO businesses (name, is_ticket_office, modules) VALUES ('Bilheteria Grande', true, '{@M_EVENTS}') RETURNING id`);
  await db.query(`UPDATE collaborators SET business_id = $1 WHERE user_id = (SELECT id FROM users WHERE email = $2)`, [biz.id, BENCH_USER.email]);
  await db.query(`UPDATE roles SET business_id = $1 WHERE id = (SELECT role_id FROM collaborators WHERE user_id = (SELECT id FROM users WHERE email = $2))`, [biz.id, BENCH_USER.email]);
  const app = await buildApp({ db, resources: RESOURCES, uploads: memoryUploads(), staticDir: 'dist', jwtSecret: 'bench-secret-bench-secret-bench-secret', delivery: { intervalMs: 0 } });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
  const browser = await launchChromium();
  try {
    const token = async () =>
      (await json(`${base}/api/auth/login/local`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ username: BENCH_USER.email, password: BENCH_USER.password }) })).accessToken as string;
    const post = async (url: string, body: object, auth: string) =>
      json(`${base}${url}`, { method: 'POST', headers: { authorization: `Bearer ${auth}`, 'content-type': 'application/json' }, body: JSON.stringify(body) });
    // One event on sale with a sector, two tickets and three lots big enough for everything.
    let auth = await token();
    const event = await post('/api/events', { title: 'Festival do Milhão' }, auth);
    const sector = await post(`/api/events/${event.id}/sectors`, { name: 'Pista' }, auth);
    const lotIds: string[] = [];
    for (const [title, category] of [['Inteira', '@ENTIRE'], ['Meia-entrada', '@HALF']]) {
      const ticket = await post(`/api/events/${event.id}/${sector.id}/tickets`, { title, category }, auth);
      for (const price of [8000, 10000, 12000].slice(0, category === '@HALF' ? 1 : 3)) {
        lotIds.push((await post(`/api/events/${event.id}/${sector.id}/${ticket.id}/lots`, { title: `Lote ${price / 100}`, price, quantity: 10_000_000 }, auth)).id);
      }
    }
    const now = Date.now();
    const results = new Map<string, number[]>();
    const firstWidget = new Map<number, number[]>();
    let have = 0;
    for (const size of SIZES) {
      const started = performance.now();
      await addOrders(db, biz.id, lotIds, have, size, now);
      have = size;
      // Entries at the door (about 30% of the tickets, the last 2,000 today) and courtesies, as a season leaves them.
      await db.query('DELETE FROM ticket_checkins WHERE business_id = $1', [biz.id]);
      await db.query(
        `INSERT INTO ticket_checkins (business_id, user_ticket_id, event_id, at)
         SELECT business_id, id, event_id, CASE WHEN rn <= 2000 THEN now() - interval '1 hour' ELSE created_at + interval '1 day' END
           FROM (SELECT ut.*, row_number() OVER (ORDER BY ut.id) AS rn FROM user_tickets ut WHERE ut.business_id = $1 AND ut.canceled_at IS NULL) x
          WHERE rn % 10 < 3`,
        [biz.id],
      );
      await db.query('DELETE FROM courtesies WHERE business_id = $1', [biz.id]);
      await db.query(
        `INSERT INTO courtesies (business_id, event_id, order_id, order_item_id, user_ticket_id, ticket_id, lot_id, send_by, contact, is_captured, captured_at, created_at)
         SELECT $1, $2, gen_random_uuid(), gen_random_uuid(), gen_random_uuid(), gen_random_uuid(), $3, '@EMAIL', 'convidado' || g || '@exemplo.com',
                g % 3 = 0, CASE WHEN g % 3 = 0 THEN now() - (g % 120) * interval '1 day' END, now() - (g % 120) * interval '1 day'
           FROM generate_series(1, $4::int) g`,
        [biz.id, event.id, lotIds[0], Math.max(30, Math.round(size / 30))],
      );
      await db.exec('ANALYZE');
      const { rows: [counts] } = await db.query<{ orders: number; tickets: number }>(
        'SELECT (SELECT count(*) FROM orders WHERE business_id = $1)::int AS orders, (SELECT count(*) FROM user_tickets WHERE business_id = $1)::int AS tickets',
        [biz.id],
      );
      console.log(`dashboard: ${counts.orders.toLocaleString('en')} orders, ${counts.tickets.toLocaleString('en')} issued tickets (written in ${((performance.now() - started) / 1000).toFixed(1)} s)`);
      auth = await token();
      for (const period of PERIODS) {
        const times: number[] = [];
        let bytes = 0;
        for (let i = 0; i < WARMUP + RUNS; i++) {
          const t0 = performance.now();
          const res = await fetchAgain(`${base}/api/business/reports?period=${period}`, { headers: { authorization: `Bearer ${auth}` } });
          const text = await res.text();
          if (i >= WARMUP) times.push(performance.now() - t0);
          if (!res.ok) throw new Error(`reports: ${res.status} ${text.slice(0, 200)}`);
          bytes = text.length;
        }
        results.set(`${period}@${size}`, times);
        console.log(`  GET /business/reports?period=${period.padEnd(8)} p50 ${percentile(times, 50).toFixed(1).padStart(7)} ms  p90 ${percentile(times, 90).toFixed(1).padStart(7)} ms  (${bytes.toLocaleString('en')} B)`);
      }
      // Time to the first widget, in Chromium.
      const loads = await firstWidgetMs(browser, base, LOADS);
      firstWidget.set(size, loads);
      console.log(`  /dashboard first @MONEY figure painted: median ${percentile(loads, 50).toFixed(0)} ms (of ${LOADS} loads: ${loads.map((x) => x.toFixed(0)).join(', ')} ms)`);
    }
    console.log(`dashboard, p50 at ${SIZES[1].toLocaleString('en')} / at ${SIZES[0].toLocaleString('en')} orders (goal: 100 ms, 2x at most):`);
    for (const period of PERIODS) {
      const [small, big] = SIZES.map((s) => percentile(results.get(`${period}@${s}`)!, 50));
      console.log(`  period=${period.padEnd(8)} ${(big / small).toFixed(2)}x  (${small.toFixed(1)} -> ${big.toFixed(1)} ms)`);
    }
    const [a, b] = SIZES.map((s) => percentile(firstWidget.get(s)!, 50));
    console.log(`  first widget on /dashboard ${(b / a).toFixed(2)}x  (${a.toFixed(0)} -> ${b.toFixed(0)} ms)`);
  } finally {
    await browser.close();
    await app.close();
    await db.close();
    rmSync(dir, { recursive: true, force: true });
  }
}
