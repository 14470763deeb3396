/**
 * Event figures (issue 3): time from navigation to the first event card with 10 and with
 * 100,000 events in the business, and GET /api/events?limit=16 latency at 1,000 and 100,000.
 * The events are written straight into the database between two server starts: the server
 * owns its PGlite folder while it runs.
 */
import { chromium, type Browser } from 'playwright-core';
import { openPglite } from '../server/db/pglite';
import { spawnServerOn, type RunningServer } from '../scripts/spawnServer';
import { CHROMIUM_ARGS, login, logInContext, percentile } from './common';

/** Replaces Bilheteria Demo's events by `count` published ones spread over two years. */
async function fillEvents(dataDir: string, count: number) {
  const db = await openPglite(`${dataDir}/pgdata`);
  try {
    const { rows } = await db.query<{ id: string }>(`SELECT id FROM businesses WHERE name = 'Bilheteria Demo'`);
    const business = rows[0].id;
    await db.transaction(async (tx) => {
      await tx.query(`DELETE FROM event_images WHERE business_id = $1`, [business]).catch(() => undefined);
      await tx.query(`DELETE FROM events WHERE business_id = $1`, [business]);
      await tx.query(
        `INSERT INTO events (business_id, title, location, address__city, address__state, start_at, is_draft)
         SELECT $1, 'Show número ' || g, 'Arena ' || (g % 97), 'Cidade ' || (g % 313), 'SP',
                now() + (g * interval '7 minutes'), (g % 5 = 0)
         FROM generate_series(1, $2::int) AS g`,
        [business, count],
      );
      // The list's counter is rebuilt from the table on the next read.
      await tx.query(`DELETE FROM resource_counts WHERE business_id = $1 AND resource = 'events'`, [business]);
    });
  } finally {
    await db.close();
  }
}

async function firstCardMs(browser: Browser, server: RunningServer): Promise<number> {
  const times: number[] = [];
  for (let i = 0; i < 5; i++) {
    const context = await browser.newContext({ baseURL: server.url });
    await logInContext(context, server.url);
    const page = await context.newPage();
    const start = Date.now();
    await page.goto('/events');
    await page.getByRole('article').first().waitFor({ state: 'visible', timeout: 60_000 });
    times.push(Date.now() - start);
    await context.close();
  }
  return percentile(times, 50);
}

async function apiLatency(server: RunningServer) {
  const { accessToken } = await login(server.url);
  const url = `${server.url}/api/events?limit=16`;
  const times: number[] = [];
  for (let i = 0; i < 220; i++) {
    const t = performance.now();
    const res = await fetch(url, { headers: { authorization: `Bearer ${accessToken}` } });
    await res.arrayBuffer();
    if (i >= 20) times.push(performance.now() - t); // the first ones warm the caches
  }
  return { p50: percentile(times, 50), p95: percentile(times, 95) };
}

export async function benchEvents() {
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: CHROMIUM_ARGS });
  const cards: Record<number, number> = {};
  const latency: Record<number, { p50: number; p95: number }> = {};
  let server = await spawnServerOn();
  const dataDir = server.dataDir;
  try {
    for (const count of [10, 1_000, 100_000]) {
      await server.stop({ keepData: true });
      await fillEvents(dataDir, count);
      server = await spawnServerOn(dataDir);
      if (count !== 1_000) cards[count] = await firstCardMs(browser, server);
      if (count !== 10) latency[count] = await apiLatency(server);
    }
  } finally {
    await server.stop();
    await browser.close();
  }
  console.log(`first event card visible, 10 events: ${cards[10]} ms; 100,000 events: ${cards[100_000]} ms (ratio ${(cards[100_000] / cards[10]).toFixed(2)})`);
  for (const count of [1_000, 100_000]) {
    console.log(`GET /api/events?limit=16 with ${count.toLocaleString('en')} events: p50 ${latency[count].p50.toFixed(1)} ms, p95 ${latency[count].p95.toFixed(1)} ms`);
  }
}
