/**
 * API figures (issue 11, goal 4), each on PGlite and on PostgreSQL:
 *  - requests per second of GET /api/producers?page=1&limit=12 against a route of the same
 *    process that checks the same bearer token and answers the same bytes from memory
 *    (bench/apiServer.ts), measured in alternating rounds, and their ratio;
 *  - 100 clients for 60 s of mixed reads and writes (bench/apiMixed.ts);
 *  - the first page of a list at 1,000 and at 1,000,000 rows (bench/apiRows.ts).
 * The list is measured as a client asks it (answered from memory while nothing is written:
 * server/resources/records/listCache.ts) and with `Cache-Control: no-cache` (each request reads
 * the database). Besides requests per second it prints CPU time per request (server, PostgreSQL): the machine
 * is shared, and that figure does not move with what else runs on it.
 * `npx tsx bench/run.ts api`; BENCH_API_SECONDS shortens the rounds, BENCH_MIXED_SECONDS the
 * mixed run, BENCH_API_ONLY=pglite|postgres picks one database, BENCH_API_ROOT runs the server of
 * another checkout (before/after), BENCH_API_PARTS=list,mixed,rows some of the parts. bench/foundation.ts keeps its older comparison with a bare
 * node:http server in another process (the HTTP floor); this file holds the issue 11 figures.
 */
import { startCluster } from './pgCluster';
import { load, startApi, type ApiProcess, type Load, type Meters } from './apiProcess';
import { benchMixed } from './apiMixed';
import { benchRows } from './apiRows';

const ROUND_SECONDS = Number(process.env.BENCH_API_SECONDS ?? 6);
const ROUNDS = 3;
const LIST = '/api/producers?page=1&limit=12';

const fmt = (l: Load) =>
  `${l.rps.toFixed(0).padStart(6)} req/s  p50 ${l.p50.toFixed(1)} ms  p99 ${l.p99.toFixed(1)} ms  errors ${l.errors}  CPU per request: ` +
  Object.entries(l.cpuUs).map(([k, v]) => `${k} ${v.toFixed(0)} µs`).join(', ');

function mean(loads: Load[]): Load {
  const avg = (f: (l: Load) => number) => loads.reduce((s, l) => s + f(l), 0) / loads.length;
  const cpuUs = Object.fromEntries(Object.keys(loads[0].cpuUs).map((k) => [k, avg((l) => l.cpuUs[k])]));
  return { rps: avg((l) => l.rps), p50: avg((l) => l.p50), p99: avg((l) => l.p99), errors: loads.reduce((s, l) => s + l.errors, 0), cpuUs };
}

/** The list against the in-memory route, in alternating rounds so both see the same machine. */
async function listVsMemory(api: ApiProcess, label: string, meters: Meters) {
  const auth = { authorization: `Bearer ${api.token}` };
  const res = await fetch(`${api.url}${LIST}`, { headers: auth });
  const body = await res.text();
  if (!res.ok) throw new Error(`list ${res.status}: ${body}`);
  await fetch(`${api.url}/api/bench/memory`, { method: 'PUT', headers: { 'content-type': 'application/json' }, body });
  const memoryBody = await (await fetch(`${api.url}/api/bench/memory`, { headers: auth })).text();
  if (memoryBody !== body) throw new Error('the in-memory route does not answer the list bytes');

  await load(`${api.url}${LIST}`, auth, 2); // warm both
  await load(`${api.url}/api/bench/memory`, auth, 2);
  // `Cache-Control: no-cache` asks the server for a fresh answer: each request reads the database.
  const fresh = { ...auth, 'cache-control': 'no-cache' };
  await load(`${api.url}${LIST}`, fresh, 2);
  const list: Load[] = [];
  const read: Load[] = [];
  const memory: Load[] = [];
  for (let i = 0; i < ROUNDS; i++) {
    list.push(await load(`${api.url}${LIST}`, auth, ROUND_SECONDS, meters));
    read.push(await load(`${api.url}${LIST}`, fresh, ROUND_SECONDS, meters));
    memory.push(await load(`${api.url}/api/bench/memory`, auth, ROUND_SECONDS, meters));
  }
  const health = await load(`${api.url}/api/health`, {}, ROUND_SECONDS, meters);
  const l = mean(list);
  const r = mean(read);
  const m = mean(memory);
  console.log(`${label}: GET ${LIST} (${Buffer.byteLength(body)} bytes), 10 connections, ${ROUNDS}×${ROUND_SECONDS} s each, alternating`);
  console.log(`  producers list        ${fmt(l)}`);
  console.log(`  same, no-cache        ${fmt(r)}`);
  console.log(`  same token, memory    ${fmt(m)}`);
  console.log(`  /api/health (no auth) ${fmt(health)}`);
  console.log(`  ratio list / memory: ${(l.rps / m.rps).toFixed(3)} (as a client asks it; each request reading the database: ${(r.rps / m.rps).toFixed(3)})`);
}

/** BENCH_API_PARTS=list,mixed,rows picks the parts to run (all by default). */
const PARTS = new Set((process.env.BENCH_API_PARTS ?? 'list,mixed,rows').split(','));

export async function benchApi() {
  const only = process.env.BENCH_API_ONLY;
  const os = await import('node:os');
  console.log(`API bench on ${os.cpus().length} cores, load average ${os.loadavg().map((l) => l.toFixed(1)).join(' ')}`);
  if (!only || only === 'pglite') {
    const api = await startApi();
    try {
      if (PARTS.has('list')) await listVsMemory(api, 'PGlite', { server: api.cpu });
      if (PARTS.has('mixed')) await benchMixed(api, 'PGlite', { server: api.cpu });
      if (PARTS.has('rows')) await benchRows(api, 'PGlite');
    } finally {
      await api.stop();
    }
  }
  if (!only || only === 'postgres') {
    const cluster = await startCluster();
    try {
      const api = await startApi(await cluster.database('bench_api'));
      try {
        if (PARTS.has('list')) await listVsMemory(api, 'PostgreSQL', { server: api.cpu, postgres: cluster.cpu });
        if (PARTS.has('mixed')) await benchMixed(api, 'PostgreSQL', { server: api.cpu, postgres: cluster.cpu });
        if (PARTS.has('rows')) await benchRows(api, 'PostgreSQL');
      } finally {
        await api.stop();
      }
    } finally {
      cluster.stop();
    }
  }
}
