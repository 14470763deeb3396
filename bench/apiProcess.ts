/**
 * bench/apiServer.ts in its own process, as `npm start` runs the API (request logs on, written
 * to a file as a deployment ships them), and the load tools the API benches share.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, openSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { freePort } from '../scripts/spawnServer';
import { login } from './common';

/** CPU seconds (user + system) a process has used so far, from /proc (Linux). */
export function cpuSecondsOf(pid: number): number {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[11]) + Number(fields[12])) / 100; // utime, stime in clock ticks
  } catch {
    return 0;
  }
}

/** CPU seconds of a process and its children (a PostgreSQL postmaster and its backends). */
export function treeCpuSeconds(pid: number): number {
  let total = cpuSecondsOf(pid);
  for (const entry of readdirSync('/proc').filter((e) => /^\d+$/.test(e))) {
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      if (Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]) === pid) total += cpuSecondsOf(Number(entry));
    } catch {
      // gone meanwhile
    }
  }
  return total;
}

export interface ApiProcess {
  url: string;
  token: string;
  /** CPU seconds the server process has used so far. */
  cpu(): number;
  /** Runs a statement on the server's database (bench-only route). */
  sql<T = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<T[]>;
  stop(): Promise<void>;
}

/**
 * `databaseUrl` unset: PGlite in a fresh folder. `nodeArgs`: e.g. `--cpu-prof` for a profile.
 * `root`: the checkout whose server runs (default this one; BENCH_API_ROOT points at another, e.g.
 * the previous commit with this bench copied in, for before/after figures on the same machine).
 */
export async function startApi(databaseUrl?: string, nodeArgs: string[] = [], root = process.env.BENCH_API_ROOT ?? process.cwd()): Promise<ApiProcess> {
  const dataDir = mkdtempSync(join(tmpdir(), 'bench-api-'));
  const port = await freePort();
  const log = openSync(join(dataDir, 'server.log'), 'a');
  const child = spawn(process.execPath, [...nodeArgs, '--import', 'tsx', 'bench/apiServer.ts'], {
    cwd: root,
    env: { ...process.env, DATA_DIR: dataDir, PORT: String(port), NODE_ENV: 'production', ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}) },
    stdio: ['ignore', log, log],
  });
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 180_000;
  while (!(await fetch(`${url}/api/health`).then((r) => r.ok, () => false))) {
    if (child.exitCode !== null || Date.now() > deadline) throw new Error(`bench API did not start (see ${dataDir}/server.log)`);
    await new Promise((r) => setTimeout(r, 250));
  }
  const { accessToken } = await login(url);
  return {
    url,
    token: accessToken,
    cpu: () => cpuSecondsOf(child.pid!),
    async sql<T>(sql: string, params: unknown[] = []) {
      const res = await fetch(`${url}/api/bench/sql`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ sql, params }) });
      if (!res.ok) throw new Error(`bench sql ${res.status}: ${await res.text()}`);
      return (await res.json()) as T[];
    },
    async stop() {
      if (child.exitCode === null) {
        child.kill('SIGTERM');
        await new Promise((r) => child.once('exit', r));
      }
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export interface Load {
  rps: number;
  p50: number;
  p99: number;
  errors: number;
  /**
   * CPU time per answered request (µs) of each process measured (`meters`: name → CPU seconds so
   * far): what a request costs, whatever else runs on the machine meanwhile.
   */
  cpuUs: Record<string, number>;
}

export type Meters = Record<string, () => number>;

export async function load(url: string, headers: Record<string, string>, seconds: number, meters: Meters = {}, connections = 10): Promise<Load> {
  const before = Object.fromEntries(Object.entries(meters).map(([k, f]) => [k, f()]));
  const r = await autocannon({ url, connections, duration: seconds, headers });
  const n = Math.max(1, r.requests.total);
  const cpuUs = Object.fromEntries(Object.entries(meters).map(([k, f]) => [k, ((f() - before[k]) * 1e6) / n]));
  return { rps: r.requests.average, p50: r.latency.p50, p99: r.latency.p99, errors: r.errors + r.timeouts + r.non2xx, cpuUs };
}

/** Median of `n` sequential requests' times (ms), after `warm` unmeasured ones. */
export async function sequentialMs(url: string, headers: Record<string, string>, n = 40, warm = 5): Promise<number> {
  const times: number[] = [];
  for (let i = 0; i < n + warm; i++) {
    const t = performance.now();
    const res = await fetch(url, { headers });
    await res.arrayBuffer();
    if (!res.ok) throw new Error(`${url}: ${res.status}`);
    if (i >= warm) times.push(performance.now() - t);
  }
  times.sort((a, b) => a - b);
  return times[Math.floor(times.length / 2)];
}
