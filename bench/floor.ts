/**
 * The floor on this machine (issue 11): how long a react-admin 5.15 + MUI 7 app with nothing else
 * (bench/floor/: one list of 16 records from one JSON file, no login) takes to show its first row on
 * a cold load, next to the product's /events (first card) and the seeded sales page (first lot),
 * and its Lighthouse scores with the same settings as /events' (bench/delivery.ts). The goals of
 * issue 11 are absolute times measured on one machine; this says what any react-admin page costs
 * on the machine the bench runs on, so that a figure reads against the stack's own floor.
 * Both apps are served by the product's server (the same precompressed files and headers), cold
 * (a new browser context each), in alternate runs; times in the page's own clock, from navigation
 * to the first record in the DOM.
 */
import { spawnSync } from 'node:child_process';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser } from 'playwright-core';
import { spawnServer, type RunningServer } from '../scripts/spawnServer';
import { launchChromium, login, logInContext, percentile, seededEventId } from './common';
import { buildIfNeeded, lighthouseScores, lighthouseSummary } from './delivery';

const RUNS = Number(process.env.FLOOR_RUNS ?? 7);

function buildFloor(): string {
  const outDir = join(tmpdir(), 'bilheteria-floor');
  const build = spawnSync('npx', ['vite', 'build', '--config', 'bench/floor/vite.config.ts', '--outDir', outDir], { stdio: 'inherit' });
  if (build.status !== 0) throw new Error('floor: vite build failed');
  return outDir;
}

/** ms from navigation until `selector` is in the DOM, on a cold load of `path`. */
async function firstRecord(browser: Browser, server: RunningServer, path: string, selector: string, loggedIn: boolean): Promise<number> {
  const context = await browser.newContext({ baseURL: server.url, viewport: { width: 1366, height: 768 } });
  try {
    if (loggedIn) await logInContext(context, server.url);
    await context.addInitScript(
      `window.__firstRecord = 0; new MutationObserver(() => { if (!window.__firstRecord && document.querySelector(${JSON.stringify(selector)})) window.__firstRecord = performance.now(); }).observe(document, { subtree: true, childList: true });`,
    );
    const page = await context.newPage();
    await page.goto(path);
    // A function, not a string: the product's CSP forbids eval.
    await page.waitForFunction(() => (window as unknown as { __firstRecord: number }).__firstRecord > 0, undefined, { timeout: 60_000, polling: 50 });
    return Math.round(await page.evaluate(() => (window as unknown as { __firstRecord: number }).__firstRecord));
  } finally {
    await context.close();
  }
}

async function salesPagePath(url: string): Promise<string> {
  const caruaru = await seededEventId(url, (await login(url)).accessToken, 'Festival de Forró de Caruaru');
  if (!caruaru) throw new Error('floor: the seeded Caruaru festival is missing');
  return `/events/${caruaru}/sectors-and-sales/sectors`;
}

export async function benchFloor() {
  buildIfNeeded();
  const floorDir = buildFloor();
  const [product, floor] = await Promise.all([spawnServer(), spawnServer({ STATIC_DIR: floorDir })]);
  try {
    const sales = await salesPagePath(product.url);
    const pages = [
      { label: 'floor list (first row)', server: floor, path: '/#/events', selector: 'tbody td', loggedIn: false },
      { label: '/events (first card)', server: product, path: '/events', selector: 'article', loggedIn: true },
      { label: 'sales page, Caruaru (first lot)', server: product, path: sales, selector: '[data-testid^="lot-"]', loggedIn: true },
    ];
    const times = pages.map(() => [] as number[]);
    const browser = await launchChromium();
    try {
      // One run of each to warm the servers (statement plans, files read once), then alternate runs.
      for (let run = 0; run <= RUNS; run++) {
        for (const [i, p] of pages.entries()) {
          const ms = await firstRecord(browser, p.server, p.path, p.selector, p.loggedIn);
          if (run > 0) times[i].push(ms);
        }
      }
    } finally {
      await browser.close();
    }
    const floorMs = percentile(times[0], 50);
    const line = pages.map((p, i) => `${p.label} ${percentile(times[i], 50)} ms${i ? ` (${(percentile(times[i], 50) / floorMs).toFixed(2)}× the floor)` : ''}`).join('; ');
    console.log(`floor: cold, 1366 px, median of ${RUNS} alternate runs, ms from navigation to the first record in the DOM: ${line} (load average ${loadavg()[0].toFixed(1)} on ${cpus().length} cores)`);
    for (const preset of process.env.DELIVERY_LIGHTHOUSE === '0' ? [] : (['desktop', 'mobile'] as const)) {
      console.log(`floor Lighthouse performance of the floor list ${preset}: ${lighthouseSummary(await lighthouseScores(floor.url, '/#/events', preset))}`);
    }
  } finally {
    await Promise.all([product.stop(), floor.stop()]);
  }
}
