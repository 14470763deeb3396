/**
 * Delivery figures (issue 11, goal 1), measured on what the user receives:
 *  - bytes Chromium received (CDP Network.loadingFinished encodedDataLength, cache disabled) for
 *    the login page and for /events logged in: JavaScript and everything, files, and the JS as a
 *    ratio to 323,647 B (a minimal react-admin 5.15 + MUI 7 app served gzip), with the time until
 *    the page shows its content;
 *  - /events logged in on a phone's network as Lighthouse's mobile preset describes it (150 ms
 *    of latency, 1.6 Mbit/s down; Chromium's own throttling, this machine's CPU): the first paint
 *    with content, when the session and the list were asked for, and the largest paint, median of 3;
 *  - Lighthouse 12 performance of /events (logged in), desktop and mobile presets, median of 3.
 * Builds the client first when dist/ is missing or older than the sources; runs the real server.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { join } from 'node:path';
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import puppeteer from 'puppeteer-core';
import type { Browser } from 'playwright-core';
import { spawnServer } from '../scripts/spawnServer';
import { CHROMIUM_ARGS, launchChromium, login, logInContext, paintsOf, watchAsked } from './common';

/** react-admin 5.15 + MUI 7, nothing else, served gzip: the floor issue 11 measures against. */
export const MINIMAL_REACT_ADMIN_BYTES = 323_647;
// DELIVERY_RUNS=1 for a quick look while working; the figures are the median of 3.
const RUNS = Number(process.env.DELIVERY_RUNS ?? 3);
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

const newestIn = (path: string): number =>
  statSync(path).isDirectory() ? Math.max(0, ...readdirSync(path).map((f) => newestIn(join(path, f)))) : statSync(path).mtimeMs;

/** `vite build` unless dist/index.html is newer than everything it is built from. */
export function buildIfNeeded(): void {
  const built = existsSync('dist/index.html') ? statSync('dist/index.html').mtimeMs : 0;
  const sources = Math.max(...['src', 'public', 'scripts', 'index.html', 'vite.config.ts', 'package-lock.json'].map(newestIn));
  if (built > sources) return;
  console.log('delivery: building the client (vite build)...');
  const build = spawnSync('npx', ['vite', 'build'], { stdio: 'inherit' });
  if (build.status !== 0) throw new Error('vite build failed');
}

interface Received {
  jsBytes: number;
  jsFiles: number;
  bytes: number;
  files: number;
  encodings: Set<string>;
  contentMs: number;
  /** Each script's path and bytes, printed with DELIVERY_FILES=1 (what to split next). */
  scripts: [string, number][];
}

/** What Chromium receives opening `path` with the cache disabled, until `content` shows and the network is idle. */
async function received(browser: Browser, url: string, path: string, content: string, loggedIn: boolean): Promise<Received> {
  const context = await browser.newContext({ baseURL: url, viewport: { width: 1440, height: 900 } });
  if (loggedIn) await logInContext(context, url);
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  const kinds = new Map<string, { js: boolean; encoding: string; path: string }>();
  const result: Received = { jsBytes: 0, jsFiles: 0, bytes: 0, files: 0, encodings: new Set(), contentMs: 0, scripts: [] };
  cdp.on('Network.responseReceived', ({ requestId, type, response }) => {
    const encoding = String(Object.entries(response.headers).find(([k]) => k.toLowerCase() === 'content-encoding')?.[1] ?? 'identity');
    kinds.set(requestId, { js: type === 'Script', encoding, path: new URL(response.url).pathname });
  });
  cdp.on('Network.loadingFinished', ({ requestId, encodedDataLength }) => {
    const kind = kinds.get(requestId);
    result.bytes += encodedDataLength;
    result.files += 1;
    if (!kind?.js) return;
    result.jsBytes += encodedDataLength;
    result.jsFiles += 1;
    result.encodings.add(kind.encoding);
    result.scripts.push([kind.path, encodedDataLength]);
  });
  const start = Date.now();
  await page.goto(path);
  await page.locator(content).first().waitFor({ timeout: 60_000 });
  result.contentMs = Date.now() - start;
  await page.waitForLoadState('networkidle');
  await context.close();
  return result;
}

const ratio = (bytes: number) => (bytes / MINIMAL_REACT_ADMIN_BYTES).toFixed(2);

function print(label: string, r: Received) {
  console.log(
    `${label}: JS ${r.jsBytes.toLocaleString('en')} B in ${r.jsFiles} files (${ratio(r.jsBytes)}× of ${MINIMAL_REACT_ADMIN_BYTES.toLocaleString('en')} B; ` +
      `${[...r.encodings].join(', ')}), everything ${r.bytes.toLocaleString('en')} B in ${r.files} files, content after ${r.contentMs} ms`,
  );
  if (!process.env.DELIVERY_FILES) return;
  for (const [path, bytes] of r.scripts.sort((a, b) => b[1] - a[1])) console.log(`  ${bytes.toString().padStart(9)} ${path}`);
}

/**
 * Lighthouse performance of `url` + `path`, logged in: the browser holds the server's HttpOnly
 * refresh cookie and the session flag, so the page refreshes its token as after a reload.
 * Lighthouse clears the cache (not cookies or local storage) before each run.
 */
interface LighthouseRun {
  score: number;
  /** First and largest contentful paint, total blocking time, speed index (ms) and layout shift, as Lighthouse simulates them. */
  metrics: string;
  /** Lighthouse's measure of this machine's speed at the time (a desktop of 2020 scores about 1,500). */
  benchmarkIndex: number;
}

const METRICS: [id: string, label: string][] = [
  ['first-contentful-paint', 'FCP'],
  ['largest-contentful-paint', 'LCP'],
  ['total-blocking-time', 'TBT'],
  ['speed-index', 'SI'],
  ['cumulative-layout-shift', 'CLS'],
];

export async function lighthouseScores(url: string, path: string, preset: 'desktop' | 'mobile'): Promise<LighthouseRun[]> {
  const browser = await puppeteer.launch({ executablePath: CHROMIUM, headless: true, args: CHROMIUM_ARGS, defaultViewport: null });
  try {
    const { refreshToken } = await login(url);
    for (const cookiePath of ['/api/accounts/token/refresh', '/api/accounts/logout']) {
      await browser.setCookie({ name: 'sessionRefresh', value: refreshToken, domain: new URL(url).hostname, path: cookiePath, httpOnly: true, sameSite: 'Strict' });
    }
    const page = await browser.newPage();
    await page.goto(`${url}/favicon.svg`);
    await page.evaluate(() => localStorage.setItem('bilheteria.session', '1'));
    const runs: LighthouseRun[] = [];
    for (let run = 0; run < RUNS; run++) {
      const config = preset === 'desktop' ? desktopConfig : undefined;
      let lhr;
      // Lighthouse's own trace recording sometimes misses the navigation (NO_NAVSTART, "Please run
      // Lighthouse again"): that run is made again, up to twice; any other error stops the bench.
      for (let attempt = 0; ; attempt++) {
        lhr = (await lighthouse(`${url}${path}`, { logLevel: 'error', onlyCategories: ['performance'] }, config, page))?.lhr;
        if (lhr?.runtimeError?.code !== 'NO_NAVSTART' || attempt === 2) break;
        console.warn(`delivery Lighthouse ${preset} run ${run + 1}: NO_NAVSTART, run again`);
      }
      if (!lhr || lhr.runtimeError) throw new Error(`lighthouse: ${lhr?.runtimeError?.message ?? 'no result'}`);
      if (!lhr.finalDisplayedUrl.endsWith(path)) throw new Error(`lighthouse ended on ${lhr.finalDisplayedUrl}, not ${path}`);
      // DELIVERY_LHR=dir keeps each report (long tasks, bootup time by script) to read where the time went.
      if (process.env.DELIVERY_LHR) writeFileSync(`${process.env.DELIVERY_LHR}/lhr-${preset}-${run}.json`, JSON.stringify(lhr));
      const metrics = METRICS.map(([id, label]) => `${label} ${lhr.audits[id]?.displayValue ?? '?'}`).join(', ');
      runs.push({ score: lhr.categories.performance.score ?? 0, metrics, benchmarkIndex: lhr.environment.benchmarkIndex });
    }
    return runs;
  } finally {
    await browser.close();
  }
}

/** The median run's score and metrics, every run's score, and the machine's speed and load at the time. */
export function lighthouseSummary(runs: LighthouseRun[]): string {
  const mid = [...runs].sort((a, b) => a.score - b.score)[Math.floor(runs.length / 2)];
  return (
    `median ${mid.score.toFixed(2)} (runs ${runs.map((r) => r.score.toFixed(2)).join(', ')}; median run ${mid.metrics}; ` +
    `benchmarkIndex ${mid.benchmarkIndex.toFixed(0)}, load average ${loadavg()[0].toFixed(1)} on ${cpus().length} cores)`
  );
}

/** /events on a phone's network: its first content, when its first calls leave and when its largest content is drawn. */
async function onPhoneNetwork(browser: Browser, url: string): Promise<string> {
  const runs: { session: number; list: number; fcp: number; lcp: number }[] = [];
  for (let run = 0; run <= RUNS; run++) {
    const context = await browser.newContext({ baseURL: url, viewport: { width: 390, height: 844 } });
    await logInContext(context, url);
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
    await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 150, downloadThroughput: (1.6 * 1024 * 1024) / 8, uploadThroughput: (750 * 1024) / 8 });
    const asked = watchAsked(cdp);
    await page.goto('/events');
    await page.getByRole('article').first().waitFor({ timeout: 60_000 });
    await page.waitForLoadState('networkidle');
    const { fcp, lcp } = await paintsOf(page);
    // The first run warms the server (its first queries plan their statements); it is not counted.
    if (run > 0) runs.push({ session: asked['/api/accounts/token/refresh'], list: asked['/api/events'], fcp, lcp });
    await context.close();
  }
  const median = (f: (r: (typeof runs)[number]) => number) => [...runs.map(f)].sort((a, b) => a - b)[Math.floor(runs.length / 2)].toFixed(0);
  return `first paint with content at ${median((r) => r.fcp)} ms, session asked at ${median((r) => r.session)} ms, the list at ${median((r) => r.list)} ms, largest paint at ${median((r) => r.lcp)} ms (median of ${runs.length}; LCP of each: ${runs.map((r) => r.lcp.toFixed(0)).join(', ')})`;
}

export async function benchDelivery() {
  buildIfNeeded();
  const server = await spawnServer();
  try {
    const browser = await launchChromium();
    try {
      print('delivery /auth/login (cold cache)', await received(browser, server.url, '/auth/login', 'input[type=password]', false));
      print('delivery /auth/forgot-password (cold cache)', await received(browser, server.url, '/auth/forgot-password', 'input[type=email]', false));
      print('delivery /events, logged in (cold cache)', await received(browser, server.url, '/events', 'article', true));
      console.log(`delivery /events, logged in, on a phone's network (150 ms, 1.6 Mbit/s, cold cache, 390 px): ${await onPhoneNetwork(browser, server.url)}`);
    } finally {
      await browser.close();
    }
    // DELIVERY_LIGHTHOUSE=0 skips the slow part while splitting the bundle.
    for (const preset of process.env.DELIVERY_LIGHTHOUSE === '0' ? [] : (['desktop', 'mobile'] as const)) {
      const runs = await lighthouseScores(server.url, '/events', preset);
      console.log(`delivery Lighthouse performance /events ${preset}: ${lighthouseSummary(runs)}`);
    }
  } finally {
    await server.stop();
  }
}
