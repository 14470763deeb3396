/**
 * Sales page figures: an event with 50 sectors, 500 tickets and 2,500 lots (10 tickets a
 * sector, 5 lots a ticket). (a) Time from navigation to /events/{id}/sectors-and-sales/sectors
 * until the page's last sector and that sector's last lot row are visible (page 1: sectors
 * 1-20; page 3: the event's last sector). (b) Time from dropping a sector (dragged by its
 * 'Arrastar para reordenar' handle onto the sector above) to the ordination answer, measured
 * in the page. The tree is written with SQL between two server starts (the server owns its
 * PGlite folder while it runs). Alone: `npm run build && npx tsx bench/run.ts salesTree`.
 */
import type { Browser, Page } from 'playwright-core';
import { openPglite } from '../server/db/pglite';
import { spawnServerOn, type RunningServer } from '../scripts/spawnServer';
import { createEvent, launchChromium, login, openBenchPage, percentile } from './common';

export const TREE = { sectors: 50, ticketsPerSector: 10, lotsPerTicket: 5 };
const PER_PAGE = 20; // sectors' page size (spec 1 section 9)
const RUNS = 5;

/** Writes the tree under `eventId` in three statements; answers sector ids in order. */
export async function fillTree(dataDir: string, eventId: string): Promise<string[]> {
  const db = await openPglite(`${dataDir}/pgdata`);
  try {
    return await db.transaction(async (tx) => {
      const { rows } = await tx.query<{ business_id: string }>('SELECT business_id FROM events WHERE id = $1', [eventId]);
      const business = rows[0].business_id;
      // created_at apart by a millisecond each, so ties never decide the order.
      const sectors = await tx.query<{ id: string }>(
        `INSERT INTO sectors (business_id, event_id, name, description, index, created_at)
         SELECT $1, $2, 'Setor ' || g, 'Setor de teste de desempenho', g - 1, now() + g * interval '1 millisecond'
           FROM generate_series(1, $3::int) AS g RETURNING id, index`,
        [business, eventId, TREE.sectors],
      );
      await tx.query(
        `INSERT INTO tickets (business_id, event_id, sector_id, title, type, category, mode, show_in_site, show_in_pos, index, created_at)
         SELECT $1, $2, s.id, 'Ingresso ' || (s.index * $3 + g), '@SINGLE', CASE WHEN g % 2 = 0 THEN '@HALF' ELSE '@ENTIRE' END, '@QR_CODE', true, true, g - 1,
                now() + (s.index * $3 + g) * interval '1 millisecond'
           FROM sectors s, generate_series(1, $3::int) AS g WHERE s.business_id = $1 AND s.event_id = $2`,
        [business, eventId, TREE.ticketsPerSector],
      );
      await tx.query(
        `INSERT INTO lots (business_id, event_id, sector_id, ticket_id, title, price, quantity, is_active, show_in_cashier, index, created_at)
         SELECT $1, $2, t.sector_id, t.id, g || 'º lote', 5000 + g * 1000, 100 * g, false, true, g - 1, t.created_at + g * interval '1 microsecond'
           FROM tickets t, generate_series(1, $3::int) AS g WHERE t.business_id = $1 AND t.event_id = $2`,
        [business, eventId, TREE.lotsPerTicket],
      );
      // List counters are rebuilt from the tables on the next read.
      await tx.query(`DELETE FROM resource_counts WHERE business_id = $1 AND resource IN ('sectors', 'tickets', 'lots')`, [business]);
      return (sectors.rows as { id: string; index: number }[]).sort((a, b) => a.index - b.index).map((r) => r.id);
    });
  } finally {
    await db.close();
  }
}

async function lastLotOf(server: RunningServer, token: string, eventId: string, sectorId: string): Promise<string> {
  const res = await fetch(`${server.url}/api/events/${eventId}/tickets-all-lots?sectorIds=${sectorId}`, { headers: { authorization: `Bearer ${token}` } });
  const tickets = ((await res.json()) as { data: { lots: { id: string }[] }[] }).data;
  const lots = tickets.flatMap((t) => t.lots);
  return lots[lots.length - 1].id;
}

/** p50 of the page's tree call (the 20 sectors of page 1): the server's part of the page. */
async function treeApiMs(server: RunningServer, token: string, eventId: string, sectorIds: string[]): Promise<number> {
  const url = `${server.url}/api/events/${eventId}/tickets-all-lots?sectorIds=${sectorIds.join(',')}`;
  const times: number[] = [];
  for (let i = 0; i < 25; i++) {
    const t = performance.now();
    await (await fetch(url, { headers: { authorization: `Bearer ${token}` } })).arrayBuffer();
    if (i >= 5) times.push(performance.now() - t);
  }
  return percentile(times, 50);
}

/** Median time from navigation until the sector and the lot are visible. */
async function pageMs(browser: Browser, server: RunningServer, path: string, sectorId: string, lotId: string): Promise<number> {
  const times: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const { context, page } = await openBenchPage(browser, server.url);
    const start = Date.now();
    await page.goto(path);
    await page.getByTestId(`sector-${sectorId}`).waitFor({ state: 'visible', timeout: 120_000 });
    await page.getByTestId(`lot-${lotId}`).waitFor({ state: 'visible', timeout: 120_000 });
    times.push(Date.now() - start);
    await context.close();
  }
  return percentile(times, 50);
}

const HANDLE = '[aria-label="Arrastar para reordenar"]';

/** Drags the second sector on screen onto the upper half of the first; answers drop -> ordination answer in ms. */
async function dragOnce(page: Page): Promise<number> {
  const cards = page.locator('[data-testid^="sector-"]');
  const [first, second] = [cards.nth(0), cards.nth(1)];
  // The tree of the new order loads after the previous drop: wait for both cards to settle.
  for (const card of [first, second]) await card.locator('[data-testid^="lot-"]').first().waitFor({ state: 'visible', timeout: 60_000 });
  let height = 0;
  for (let h = -1; h !== height; await page.waitForTimeout(200)) [h, height] = [height, (await first.boundingBox())!.height];
  // The grip of the sector itself: the first one in its card (its tickets and lots have theirs).
  const handle = second.locator(HANDLE).first();
  // The pointer must reach the first sector's upper half with the second's grip on screen:
  // a window taller than half a sector, scrolled to put that grip near its bottom.
  const needed = Math.min(Math.ceil(height / 2 + 400), 16_000);
  if ((page.viewportSize()?.height ?? 0) < needed) await page.setViewportSize({ width: 1440, height: needed });
  await second.evaluate((node) => window.scrollBy(0, node.getBoundingClientRect().top - (window.innerHeight - 150)));
  await page.evaluate('performance.clearResourceTimings(); window.__dropAt = undefined;');
  const from = (await handle.boundingBox())!;
  const to = (await first.boundingBox())!;
  const targetY = Math.max(5, to.y + to.height / 2 - 30);
  await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
  await page.mouse.down();
  await page.mouse.move(to.x + 40, targetY, { steps: 12 });
  const answered = page.waitForResponse((r) => r.url().includes('/ordination') && r.request().method() === 'POST', { timeout: 60_000 });
  await page.mouse.up();
  await answered;
  const ms = await page.evaluate(() => {
    const w = window as unknown as { __dropAt?: number };
    const entry = performance.getEntriesByType('resource').find((e) => e.name.includes('/ordination')) as PerformanceResourceTiming | undefined;
    return entry && w.__dropAt !== undefined ? entry.responseEnd - w.__dropAt : NaN;
  });
  // Dragging is off until the fresh list is in: meanwhile the grips carry aria-busy="true"
  // (DragHandle) and the sector list shows its 'Salvando nova ordem...' bar.
  await page.waitForFunction((sel) => !document.querySelector(`${sel}[aria-busy="true"]`), HANDLE, { timeout: 60_000 });
  return ms;
}

async function dropMs(browser: Browser, server: RunningServer, path: string, firstSector: string) {
  // The drop (or a plain mouse up) in the page's own clock: the figure leaves out the driver.
  const { context, page } = await openBenchPage(browser, server.url, `for (const type of ['drop', 'mouseup']) window.addEventListener(type, () => { window.__dropAt = performance.now(); }, true);`);
  await page.goto(path);
  await page.getByTestId(`sector-${firstSector}`).waitFor({ state: 'visible', timeout: 120_000 });
  await page.locator(`[data-testid^="lot-"]`).first().waitFor({ state: 'visible', timeout: 120_000 });
  const times: number[] = [];
  for (let i = 0; i < RUNS; i++) times.push(await dragOnce(page));
  await context.close();
  return { p50: percentile(times, 50), max: Math.max(...times), times };
}

export async function benchSalesTree() {
  let server = await spawnServerOn();
  const dataDir = server.dataDir;
  const browser = await launchChromium();
  try {
    const eventId = await createEvent(server.url, 'Festival de desempenho');
    await server.stop({ keepData: true });
    const t0 = performance.now();
    const sectorIds = await fillTree(dataDir, eventId);
    const fillMs = performance.now() - t0;
    server = await spawnServerOn(dataDir);
    const token = (await login(server.url)).accessToken;
    const path = `/events/${eventId}/sectors-and-sales/sectors`;
    const lastOnPage1 = sectorIds[PER_PAGE - 1];
    const last = sectorIds[sectorIds.length - 1];
    const page1 = await pageMs(browser, server, path, lastOnPage1, await lastLotOf(server, token, eventId, lastOnPage1));
    const page3 = await pageMs(browser, server, `${path}?page=${Math.ceil(TREE.sectors / PER_PAGE)}`, last, await lastLotOf(server, token, eventId, last));
    // For scale: the seeded Caruaru festival (3 sectors, 10 tickets, 18 lots) on the same server.
    const events = (await (await fetch(`${server.url}/api/events?limit=9999`, { headers: { authorization: `Bearer ${token}` } })).json()) as { data: { id: string; title: string }[] };
    const small = events.data.find((e) => e.title === 'Festival de Forró de Caruaru')?.id;
    let smallMs = NaN;
    if (small) {
      const sectors = (await (await fetch(`${server.url}/api/events/${small}/sectors`, { headers: { authorization: `Bearer ${token}` } })).json()) as { data: { id: string }[] };
      const lastSmall = sectors.data[sectors.data.length - 1].id;
      smallMs = await pageMs(browser, server, `/events/${small}/sectors-and-sales/sectors`, lastSmall, await lastLotOf(server, token, small, lastSmall));
    }
    const api = await treeApiMs(server, token, eventId, sectorIds.slice(0, PER_PAGE));
    const drop = await dropMs(browser, server, path, sectorIds[0]);
    console.log(`sales tree of ${TREE.sectors} sectors, ${TREE.sectors * TREE.ticketsPerSector} tickets, ${TREE.sectors * TREE.ticketsPerSector * TREE.lotsPerTicket} lots written in ${fillMs.toFixed(0)} ms`);
    console.log(`sales page, last sector and its last lot visible: page 1 (20 sectors, 200 tickets, 1,000 lots) ${page1} ms; page 3 (the event's last sector) ${page3} ms (median of ${RUNS}; the seeded Caruaru tree of 3 sectors: ${smallMs} ms); its tree call (GET tickets-all-lots, 20 sectors) p50 ${api.toFixed(0)} ms`);
    console.log(`sector drag, drop to ordination answer: p50 ${drop.p50.toFixed(0)} ms, max ${drop.max.toFixed(0)} ms (${RUNS} drops: ${drop.times.map((x) => x.toFixed(0)).join(', ')})`);
  } finally {
    await server.stop();
    await browser.close();
  }
}
