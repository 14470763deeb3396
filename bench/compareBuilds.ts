/**
 * Two builds of the client side by side (issue 11's working tool, not part of `npm run bench`):
 * `npx vite build --outDir /tmp/a` on one commit and `/tmp/b` on another, then
 * `npx tsx bench/compareBuilds.ts /tmp/a /tmp/b`. One server per build, /events opened logged in
 * (cold cache, 390 px) in alternate runs, so that the machine's changes of speed fall on both:
 * on this 2-core machine one build's figures move by ±20% from run to run, and only alternate runs
 * show differences of tens of ms. Prints each run and the medians of: the blocking time (long tasks
 * over 50 ms, as Lighthouse counts them), the first paint, when the session and the list were asked
 * for, and the largest paint. CPU=4 slows Chromium's CPU as Lighthouse's mobile preset does; MBPS and
 * LATENCY emulate a network (none by default); RUNS counted runs per build (6), after one to warm.
 */
import { spawnServer } from '../scripts/spawnServer';
import { launchChromium, logInContext, paintsOf, watchAsked } from './common';

const CPU = Number(process.env.CPU ?? 1);
const MBPS = Number(process.env.MBPS ?? 0);
const LATENCY = Number(process.env.LATENCY ?? 0);
const RUNS = Number(process.env.RUNS ?? 6);

interface Run {
  blocking: number;
  longTasks: number[];
  fcp: number;
  session: number;
  list: number;
  lcp: number;
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

async function main() {
  const dirs = process.argv.slice(2);
  if (dirs.length < 2) throw new Error('usage: npx tsx bench/compareBuilds.ts <built dir> <built dir> [...]');
  const servers = await Promise.all(dirs.map((dir) => spawnServer({ STATIC_DIR: dir })));
  const browser = await launchChromium();
  const runs = new Map<string, Run[]>(dirs.map((d) => [d, []]));
  try {
    for (let run = 0; run <= RUNS; run++) {
      for (const [i, server] of servers.entries()) {
        const context = await browser.newContext({ baseURL: server.url, viewport: { width: 390, height: 844 } });
        await logInContext(context, server.url);
        const page = await context.newPage();
        await page.addInitScript(
          "window.__longTasks = []; new PerformanceObserver((l) => { for (const e of l.getEntries()) window.__longTasks.push(e.duration); }).observe({ type: 'longtask', buffered: true });",
        );
        const cdp = await context.newCDPSession(page);
        await cdp.send('Network.enable');
        await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
        if (MBPS > 0 || LATENCY > 0) {
          const bytes = MBPS > 0 ? (MBPS * 1024 * 1024) / 8 : -1;
          await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: LATENCY, downloadThroughput: bytes, uploadThroughput: bytes });
        }
        if (CPU > 1) await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU });
        const asked = watchAsked(cdp);
        await page.goto('/events');
        await page.getByRole('article').first().waitFor({ timeout: 60_000 });
        await page.waitForTimeout(1000);
        const longTasks = (await page.evaluate('window.__longTasks')) as number[];
        const { fcp, lcp } = await paintsOf(page);
        // The first run of each build warms its server (statement plans) and is not counted.
        if (run > 0) {
          runs.get(dirs[i])!.push({
            blocking: longTasks.reduce((sum, d) => sum + Math.max(0, d - 50), 0),
            longTasks,
            fcp,
            session: asked['/api/accounts/token/refresh'],
            list: asked['/api/events'],
            lcp,
          });
        }
        await context.close();
      }
    }
  } finally {
    await browser.close();
    await Promise.all(servers.map((s) => s.stop()));
  }
  const ms = (n: number) => `${Math.round(n)} ms`;
  console.log(`compareBuilds /events, 390 px, cold, CPU ${CPU}×, network ${MBPS ? `${MBPS} Mbit/s` : 'unlimited'}${LATENCY ? ` +${LATENCY} ms` : ''}, ${RUNS} runs each, alternating`);
  for (const [dir, list] of runs) {
    for (const r of list) console.log(`  ${dir}: blocking ${ms(r.blocking)} (tasks ${r.longTasks.map(Math.round).join('/')}), first paint ${ms(r.fcp)}, session ${ms(r.session)}, list ${ms(r.list)}, largest paint ${ms(r.lcp)}`);
    const m = (f: (r: Run) => number) => ms(median(list.map(f)));
    console.log(`${dir} medians: blocking ${m((r) => r.blocking)}, first paint ${m((r) => r.fcp)}, session ${m((r) => r.session)}, list ${m((r) => r.list)}, largest paint ${m((r) => r.lcp)}`);
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
