/**
 * Sales page figures: an event with 50 sectors, 500 tickets and 2,500 lots (10 tickets a
 * sector, 5 lots a ticket). (a) In Chromium, from navigation to /events/{id}/sectors-and-sales/sectors
 * (a new context: cold cache, logged in by the refresh cookie), in the page's own clock: the
 * frame in which page 1's first lot is in sight and the first task after it (interactive); page
 * 1 scrolled to its end (its 20th sector's last lot in sight); the whole tree, each page scrolled
 * to its end and 'Próxima' to the next, until the event's last lot is in sight; page 1 opened
 * again in the same browser, its files and compiled code cached (warmInteractive). (b) Time from dropping a sector (dragged by its
 * 'Arrastar para reordenar' handle onto the sector above) to the ordination answer, measured
 * in the page. The tree is written with SQL between two server starts (the server owns its
 * PGlite folder while it runs). Alone: `npm run build && npx tsx bench/run.ts salesTree`.
 */
import type { Browser, Page } from 'playwright-core';
import { openPglite } from '../server/db/pglite';
import { spawnServerOn, type RunningServer } from '../scripts/spawnServer';
import { createEvent, launchChromium, login, openBenchPage, percentile, seededEventId } from './common';

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

/** The first lot of `first` and the last lot of `last` (sectors of the event), in tree order. */
export async function lotsAt(server: RunningServer, token: string, eventId: string, first: string, last: string): Promise<{ firstLot: string; lastLot: string }> {
  const lots = async (sectorId: string) => {
    const res = await fetch(`${server.url}/api/events/${eventId}/tickets-all-lots?sectorIds=${sectorId}`, { headers: { authorization: `Bearer ${token}` } });
    return ((await res.json()) as { data: { lots: { id: string }[] }[] }).data.flatMap((t) => t.lots);
  };
  const [a, b] = [await lots(first), await lots(last)];
  return { firstLot: a[0].id, lastLot: b[b.length - 1].id };
}

/**
 * p50 of the page's tree call (the 20 sectors of page 1): the server's part of the page. Asked
 * again, it is answered from memory until a write of what it shows; `fresh` asks with
 * `Cache-Control: no-cache`, each call reading the database (the first open, or after a sale).
 */
async function treeApiMs(server: RunningServer, token: string, eventId: string, sectorIds: string[], fresh: boolean): Promise<number> {
  const url = `${server.url}/api/events/${eventId}/tickets-all-lots?sectorIds=${sectorIds.join(',')}`;
  const times: number[] = [];
  for (let i = 0; i < 25; i++) {
    const t = performance.now();
    await (await fetch(url, { headers: { authorization: `Bearer ${token}`, ...(fresh ? { 'cache-control': 'no-cache' } : {}) } })).arrayBuffer();
    if (i >= 5) times.push(performance.now() - t);
  }
  return percentile(times, 50);
}

/**
 * In the page, from navigation start: the first frame in which each watched selector is inside
 * the window (drawn and scrolled into sight), and the first task the main thread runs after that
 * frame (the page answers input again). Read as `window.__seen`.
 */
const watcher = (selectors: string[]) => `(() => {
  const watch = ${JSON.stringify(selectors)};
  const seen = (window.__seen = {});
  const inSight = (el) => { const r = el.getBoundingClientRect(); return r.height > 0 && r.bottom > 0 && r.top < innerHeight; };
  const frame = () => {
    for (const sel of watch) {
      if (seen[sel] || !document.querySelector(sel) || !inSight(document.querySelector(sel))) continue;
      const at = performance.now();
      seen[sel] = { at };
      setTimeout(() => { seen[sel].idle = performance.now(); });
    }
    if (watch.some((sel) => !seen[sel] || !seen[sel].idle)) requestAnimationFrame(frame);
  };
  requestAnimationFrame(frame);
})();`;

interface Seen {
  at: number;
  idle: number;
}

/** Scrolls the window down until `selector` is in sight (a virtual list draws the end only when scrolled to it). */
async function scrollUntilSeen(page: Page, selector: string) {
  for (;;) {
    const seen = await page.evaluate((sel) => (window as unknown as { __seen: Record<string, Seen> }).__seen[sel], selector);
    if (seen) return seen;
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await page.waitForTimeout(16);
  }
}

interface PageFigures {
  /** Page 1's first sector and its first lot in sight, and the page answering input (ms from navigation). */
  firstScreen: number;
  interactive: number;
  /** Page 1 scrolled to its end: the 20th sector's last lot in sight. */
  pageEnd: number;
  /** Every page, each scrolled to its end, until the event's last lot is in sight. */
  wholeTree: number;
  /** Elements in the document once page 1's first screen is in. */
  nodes: number;
  /** Script files asked for before page 1's first screen, and their bytes as received (compressed). */
  scripts: number;
  scriptBytes: number;
}

/**
 * One cold visit (a new browser context): page 1 until its first screen is in and interactive,
 * scrolled to its end, then 'Próxima' and the same on each page until the event's last lot.
 */
async function visit(browser: Browser, server: RunningServer, path: string, pages: { firstLot: string; lastLot: string }[]): Promise<PageFigures> {
  const selectors = pages.flatMap((p) => [`[data-testid="lot-${p.firstLot}"]`, `[data-testid="lot-${p.lastLot}"]`]);
  const { context, page } = await openBenchPage(browser, server.url, watcher(selectors));
  await page.goto(path);
  await page.waitForFunction((sel) => (window as unknown as { __seen: Record<string, Seen> }).__seen[sel]?.idle, selectors[0], { timeout: 120_000, polling: 50 });
  const first = await page.evaluate((sel) => (window as unknown as { __seen: Record<string, Seen> }).__seen[sel], selectors[0]);
  const nodes = await page.evaluate(() => document.getElementsByTagName('*').length);
  const [scripts, scriptBytes] = await page.evaluate((at) => {
    const before = (performance.getEntriesByType('resource') as PerformanceResourceTiming[]).filter((e) => e.initiatorType !== 'fetch' && e.name.endsWith('.js') && e.startTime < at);
    return [before.length, before.reduce((sum, e) => sum + e.encodedBodySize, 0)];
  }, first.at);
  const ends: Seen[] = [];
  for (let i = 0; i < pages.length; i++) {
    if (i > 0) {
      await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
      await page.getByRole('button', { name: 'Próxima' }).click();
      await page.locator(selectors[2 * i]).waitFor({ timeout: 120_000 });
    }
    ends.push(await scrollUntilSeen(page, selectors[2 * i + 1]));
  }
  await context.close();
  return { firstScreen: first.at, interactive: first.idle, pageEnd: ends[0].at, wholeTree: ends[ends.length - 1].at, nodes, scripts, scriptBytes };
}

export async function pageFigures(browser: Browser, server: RunningServer, path: string, pages: { firstLot: string; lastLot: string }[], runCount = RUNS) {
  const runs: PageFigures[] = [];
  for (let i = 0; i < runCount; i++) runs.push(await visit(browser, server, path, pages));
  const median = (key: keyof PageFigures) => Math.round(percentile(runs.map((r) => r[key]), 50));
  return {
    firstScreen: median('firstScreen'),
    interactive: median('interactive'),
    pageEnd: median('pageEnd'),
    wholeTree: median('wholeTree'),
    nodes: median('nodes'),
    scripts: median('scripts'),
    scriptBytes: median('scriptBytes'),
  };
}

/**
 * Page 1 interactive when opened again in the same browser (its files in the cache, and V8's
 * compiled code kept beside them from the earlier runs), as staff reopen the page all day: one
 * context, a first visit to fill the cache, then `runCount` visits; their median.
 */
async function warmInteractive(browser: Browser, server: RunningServer, path: string, firstLot: string, runCount = RUNS): Promise<number> {
  const selector = `[data-testid="lot-${firstLot}"]`;
  const { context, page } = await openBenchPage(browser, server.url, watcher([selector]));
  const times: number[] = [];
  for (let i = 0; i <= runCount; i++) {
    await page.goto(path);
    await page.waitForFunction((sel) => (window as unknown as { __seen: Record<string, Seen> }).__seen[sel]?.idle, selector, { timeout: 120_000, polling: 50 });
    if (i > 0) times.push(await page.evaluate((sel) => (window as unknown as { __seen: Record<string, Seen> }).__seen[sel].idle, selector));
    await page.goto('about:blank');
  }
  await context.close();
  return percentile(times, 50);
}

const HANDLE = '[aria-label="Arrastar para reordenar"]';

/**
 * Drags the second sector onto the upper half of the first; answers drop -> ordination answer in
 * ms. Found by id: a virtual page draws only the sectors in sight, not "the first two cards".
 */
async function dragOnce(page: Page, firstId: string, secondId: string): Promise<number> {
  const [first, second] = [page.getByTestId(`sector-${firstId}`), page.getByTestId(`sector-${secondId}`)];
  await page.evaluate(() => window.scrollTo(0, 0));
  // The tree of the new order loads after the previous drop: wait for the first card to settle.
  await first.locator('[data-testid^="lot-"]').first().waitFor({ state: 'visible', timeout: 60_000 });
  let height = 0;
  for (let h = -1; h !== height; await page.waitForTimeout(200)) [h, height] = [height, (await first.boundingBox())!.height];
  // The grip of the sector itself: the first one in its card (its tickets and lots have theirs).
  const handle = second.locator(HANDLE).first();
  // The pointer must reach the first sector's upper half with the second's grip on screen:
  // a window taller than half a sector, scrolled to put that grip near its bottom (the second
  // card starts 16 px below the first).
  const needed = Math.min(Math.ceil(height / 2 + 400), 16_000);
  if ((page.viewportSize()?.height ?? 0) < needed) await page.setViewportSize({ width: 1440, height: needed });
  await first.evaluate((node) => window.scrollBy(0, node.getBoundingClientRect().bottom + 16 - (window.innerHeight - 150)));
  await handle.waitFor({ state: 'visible', timeout: 60_000 });
  await page.evaluate('performance.clearResourceTimings(); window.__dropAt = undefined;');
  const from = (await handle.boundingBox())!;
  const to = (await first.boundingBox())!;
  const targetY = Math.max(5, to.y + to.height / 2 - 30);
  await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
  await page.mouse.down();
  await page.mouse.move(to.x + 40, targetY, { steps: 12 });
  // Released once the page has moved the sector under the pointer, as a user sees it move before
  // letting go: a release at once could come before the page has handled the last move.
  // (Ids in, tops out: a function defined inside evaluate() would meet tsx's __name helper.)
  const sectorMoved = async () => {
    const [a, b] = await page.evaluate((ids) => ids.map((id) => document.querySelector(`[data-testid="sector-${id}"]`)?.getBoundingClientRect().top ?? NaN), [firstId, secondId]);
    return b < a;
  };
  for (let nudge = 1; !(await sectorMoved()); nudge++) {
    if (nudge > 50) throw new Error('the dragged sector never moved above the first');
    await page.mouse.move(to.x + 40 + (nudge % 2), targetY);
    await page.waitForTimeout(20);
  }
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

async function dropMs(browser: Browser, server: RunningServer, path: string, firstSector: string, secondSector: string) {
  // The drop (or a plain mouse up) in the page's own clock: the figure leaves out the driver.
  const { context, page } = await openBenchPage(browser, server.url, `for (const type of ['drop', 'mouseup']) window.addEventListener(type, () => { window.__dropAt = performance.now(); }, true);`);
  await page.goto(path);
  await page.getByTestId(`sector-${firstSector}`).waitFor({ state: 'visible', timeout: 120_000 });
  await page.locator(`[data-testid^="lot-"]`).first().waitFor({ state: 'visible', timeout: 120_000 });
  const times: number[] = [];
  // Each drop puts the second sector first: the next drag moves the other one back.
  const order = [firstSector, secondSector];
  for (let i = 0; i < RUNS; i++) {
    times.push(await dragOnce(page, order[0], order[1]));
    order.reverse();
  }
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
    // Each page of 20 sectors: its first sector's first lot and its last sector's last lot.
    const pages = [];
    for (let from = 0; from < sectorIds.length; from += PER_PAGE) {
      pages.push(await lotsAt(server, token, eventId, sectorIds[from], sectorIds[Math.min(from + PER_PAGE, sectorIds.length) - 1]));
    }
    const big = await pageFigures(browser, server, path, pages);
    const warm = await warmInteractive(browser, server, path, pages[0].firstLot);
    // For scale: the seeded Caruaru festival (3 sectors, 10 tickets, 18 lots) on the same server.
    const small = await seededEventId(server.url, token, 'Festival de Forró de Caruaru');
    let smallMs = NaN;
    if (small) {
      const sectors = (await (await fetch(`${server.url}/api/events/${small}/sectors`, { headers: { authorization: `Bearer ${token}` } })).json()) as { data: { id: string }[] };
      const smallPage = await lotsAt(server, token, small, sectors.data[0].id, sectors.data[sectors.data.length - 1].id);
      smallMs = (await pageFigures(browser, server, `/events/${small}/sectors-and-sales/sectors`, [smallPage])).interactive;
    }
    const api = await treeApiMs(server, token, eventId, sectorIds.slice(0, PER_PAGE), true);
    const kept = await treeApiMs(server, token, eventId, sectorIds.slice(0, PER_PAGE), false);
    const drop = await dropMs(browser, server, path, sectorIds[0], sectorIds[1]);
    console.log(`sales tree of ${TREE.sectors} sectors, ${TREE.sectors * TREE.ticketsPerSector} tickets, ${TREE.sectors * TREE.ticketsPerSector * TREE.lotsPerTicket} lots written in ${fillMs.toFixed(0)} ms`);
    console.log(
      `sales page, ms from navigation (cold, median of ${RUNS}): page 1 (20 sectors, 200 tickets, 1,000 lots) first screen in sight ${big.firstScreen}, interactive ${big.interactive}; ` +
        `scrolled to its last lot ${big.pageEnd}; the whole tree (${pages.length} pages, each scrolled to its last lot) ${big.wholeTree}; page 1 opened again in the same browser (files and compiled code cached, median of ${RUNS}) interactive ${Math.round(warm)}; ${big.nodes} elements in the page at its first screen, ${big.scripts} script files of ${big.scriptBytes.toLocaleString('en')} B (as received) asked for before it ` +
        `(the seeded Caruaru tree of 3 sectors, interactive: ${smallMs}); its tree call (GET tickets-all-lots, 20 sectors) p50 ${api.toFixed(0)} ms reading the database, ${kept.toFixed(1)} ms asked again (kept in memory)`,
    );
    console.log(`sector drag, drop to ordination answer: p50 ${drop.p50.toFixed(0)} ms, max ${drop.max.toFixed(0)} ms (${RUNS} drops: ${drop.times.map((x) => x.toFixed(0)).join(', ')})`);
  } finally {
    await server.stop();
    await browser.close();
  }
}
