/**
 * Where a page's first load spends its main thread (issue 11's working tool, not part of
 * `npm run bench`): build with source maps (`npx vite build --sourcemap --outDir /tmp/traced`), then
 * `npx tsx bench/traceLoad.ts /tmp/traced`. Opens the page logged in (a warm-up load first, then
 * one traced with a cold cache), records Chromium's trace with its CPU profiler, and prints each long
 * task (50 ms or more, as Lighthouse counts them) with its time by package and by function, read
 * through the source maps, and with the browser's own events in it (compiling, parsing, layout).
 * PAGE (/events), WAIT_FOR (a selector: article), WIDTH (1366), CPU (1); TRACE_OUT=file keeps the trace.
 * The profiler slows this 2-core machine's loopback server: read network timings from untraced runs
 * (bench/compareBuilds.ts), and the split of a task's time from these.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { originalPositionFor, TraceMap } from '@jridgewell/trace-mapping';
import { spawnServer } from '../scripts/spawnServer';
import { launchChromium, logInContext } from './common';

const PAGE = process.env.PAGE ?? '/events';
const WAIT_FOR = process.env.WAIT_FOR ?? 'article';
const WIDTH = Number(process.env.WIDTH ?? 1366);
const CPU = Number(process.env.CPU ?? 1);
const LONG = 50;

interface TraceEvent {
  name: string;
  pid: number;
  tid: number;
  ts: number;
  dur?: number;
  id?: string;
  args?: { data?: Record<string, unknown> & { cpuProfile?: CpuProfile; timeDeltas?: number[]; startTime?: number } };
}
interface CallFrame {
  functionName: string;
  url: string;
  lineNumber: number;
  columnNumber: number;
}
interface CpuProfile {
  nodes?: { id: number; callFrame: CallFrame }[];
  samples?: number[];
}

/** A frame as a package (or src/ file) and a function, through the build's source maps. */
function framesOf(dist: string) {
  const maps = new Map<string, TraceMap | null>();
  const mapOf = (url: string) => {
    if (!maps.has(url)) {
      const file = join(dist, new URL(url).pathname + '.map');
      maps.set(url, existsSync(file) ? new TraceMap(readFileSync(file, 'utf8')) : null);
    }
    return maps.get(url) ?? null;
  };
  return (frame: CallFrame): { pkg: string; fn: string } => {
    if (!frame.url) return { pkg: frame.functionName || '(native)', fn: frame.functionName || '(native)' };
    const map = frame.url.startsWith('http') ? mapOf(frame.url) : null;
    if (!map) return { pkg: frame.url.split('/').pop() ?? frame.url, fn: frame.functionName };
    const at = originalPositionFor(map, { line: frame.lineNumber + 1, column: frame.columnNumber });
    const source = at.source ?? '(unmapped)';
    const pkg = source.match(/node_modules\/((?:@[^/]+\/)?[^/]+)/)?.[1] ?? (source.includes('/src/') ? `src/${source.split('/src/')[1]}` : source);
    return { pkg, fn: `${at.name ?? frame.functionName} ${pkg.split('/').pop()}:${at.line ?? '?'}` };
  };
}

const top = (totals: Map<string, number>, n: number) =>
  [...totals]
    .sort((a, b) => b[1] - a[1])
    .slice(0, n)
    .map(([k, ms]) => `${ms.toFixed(0)} ${k}`)
    .join(' | ');

async function main() {
  const dist = process.argv[2];
  if (!dist || !existsSync(join(dist, 'index.html'))) throw new Error('usage: npx tsx bench/traceLoad.ts <dir built with --sourcemap>');
  const where = framesOf(dist);
  const server = await spawnServer({ STATIC_DIR: dist });
  const browser = await launchChromium();
  try {
    const context = await browser.newContext({ baseURL: server.url, viewport: { width: WIDTH, height: WIDTH < 500 ? 844 : 768 } });
    await logInContext(context, server.url);
    // The server's first answers (statement plans) are not what a load costs.
    const warm = await context.newPage();
    await warm.goto(PAGE);
    await warm.locator(WAIT_FOR).first().waitFor({ timeout: 60_000 });
    await warm.close();
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
    if (CPU > 1) await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU });
    await browser.startTracing(page, { categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'disabled-by-default-v8.cpu_profiler', 'blink.user_timing', 'loading'] });
    await page.goto(PAGE);
    await page.locator(WAIT_FOR).first().waitFor({ timeout: 60_000 });
    await page.waitForTimeout(1500);
    const events = (JSON.parse((await browser.stopTracing()).toString()) as { traceEvents: TraceEvent[] }).traceEvents;
    if (process.env.TRACE_OUT) (await import('node:fs')).writeFileSync(process.env.TRACE_OUT, JSON.stringify(events));

    const nav = events.find((e) => e.name === 'navigationStart' && String(e.args?.data?.documentLoaderURL ?? '').includes(PAGE));
    if (!nav) throw new Error('no navigation in the trace');
    const at = (ts: number) => (ts - nav.ts) / 1000;
    const tasks = events.filter((e) => e.pid === nav.pid && e.tid === nav.tid && e.name === 'RunTask' && (e.dur ?? 0) / 1000 >= LONG && e.ts >= nav.ts);
    const lcp = events.filter((e) => e.name === 'largestContentfulPaint::Candidate').map((e) => at(e.ts).toFixed(0));
    const blocking = tasks.reduce((sum, t) => sum + Math.max(0, (t.dur ?? 0) / 1000 - LONG), 0);
    console.log(`traceLoad ${PAGE} ${WIDTH} px, CPU ${CPU}×: ${tasks.length} long tasks, blocking ${blocking.toFixed(0)} ms, largest paint candidates at ${lcp.join(', ')} ms`);

    // The main thread's CPU profile: its chunks carry new nodes and the samples' time deltas.
    const profile = events.find((e) => e.name === 'Profile' && e.pid === nav.pid);
    const nodes = new Map<number, CallFrame>();
    const samples: { t: number; node: number }[] = [];
    let t = profile?.args?.data?.startTime ?? 0;
    for (const chunk of events.filter((e) => e.name === 'ProfileChunk' && e.pid === nav.pid && e.id === profile?.id)) {
      const data = chunk.args?.data;
      for (const n of data?.cpuProfile?.nodes ?? []) nodes.set(n.id, n.callFrame);
      (data?.cpuProfile?.samples ?? []).forEach((node, i) => {
        t += data?.timeDeltas?.[i] ?? 0;
        samples.push({ t, node });
      });
    }
    for (const task of tasks) {
      const [start, end] = [task.ts, task.ts + (task.dur ?? 0)];
      const byPkg = new Map<string, number>();
      const byFn = new Map<string, number>();
      samples.forEach((s, i) => {
        const frame = nodes.get(s.node);
        if (!frame || s.t < start || s.t >= end) return;
        const ms = ((samples[i + 1]?.t ?? s.t) - s.t) / 1000;
        const { pkg, fn } = where(frame);
        const group = pkg.startsWith('src/') ? pkg.split('/').slice(0, 2).join('/') : pkg;
        byPkg.set(group, (byPkg.get(group) ?? 0) + ms);
        byFn.set(fn, (byFn.get(fn) ?? 0) + ms);
      });
      console.log(`\ntask at ${at(task.ts).toFixed(0)} ms, ${((task.dur ?? 0) / 1000).toFixed(0)} ms`);
      console.log(`  by package:  ${top(byPkg, 10)}`);
      console.log(`  by function: ${top(byFn, 12)}`);
      // The browser's own events inside the task (nested ones counted in their parents too):
      // script compiling, HTML parsing, style and layout, which the profiler calls (program).
      const byEvent = new Map<string, number>();
      for (const e of events) {
        if (e.pid !== task.pid || e.tid !== task.tid || e === task || e.ts < start || e.ts >= end || !e.dur) continue;
        byEvent.set(e.name, (byEvent.get(e.name) ?? 0) + e.dur / 1000);
      }
      console.log(`  by event:    ${top(byEvent, 8)}`);
    }
  } finally {
    await browser.close();
    await server.stop();
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
