/**
 * Several processes on one PostgreSQL (issue 11 goal 5): requests per second of the producers
 * list with one API process, then with two behind a round-robin (autocannon spreads its
 * connections over both ports, as a load balancer would), on the same database. The two share
 * the machine's cores with PostgreSQL and the load generator, so the figure says what a second
 * process buys on this machine, not on two. Alone: `npx tsx bench/run.ts scale`.
 */
import autocannon from 'autocannon';
import { randomBytes } from 'node:crypto';
import { availableParallelism } from 'node:os';
import { spawnApi, type RunningApi } from '../scripts/spawnApi';
import { login } from './common';
import { startBenchPg } from './pgCluster';

const PATH = '/api/producers?page=1&limit=12';
const CONNECTIONS = 40;
const DURATION_S = 10;

async function rps(urls: string[], headers: Record<string, string>) {
  // autocannon takes several URLs (connection i goes to url i mod n); its types say one.
  const result = await autocannon({ url: urls as unknown as string, connections: CONNECTIONS, duration: DURATION_S, headers });
  return { rps: result.requests.average, p99: result.latency.p99, errors: result.errors + result.non2xx };
}

export async function benchScale(): Promise<void> {
  const db = await startBenchPg();
  const env = { DATABASE_URL: db.url, JWT_SECRET: randomBytes(32).toString('base64url'), SECRETS_KEY: randomBytes(32).toString('base64') };
  const servers: RunningApi[] = [];
  try {
    servers.push(await spawnApi(env));
    const { accessToken } = await login(servers[0].url);
    // Each request reads the database (Cache-Control: no-cache), where a second process may help.
    const headers = { authorization: `Bearer ${accessToken}`, 'cache-control': 'no-cache' };
    const warm = await rps([servers[0].url + PATH], headers); // JIT, pool and caches warm
    const one = await rps([servers[0].url + PATH], headers);
    servers.push(await spawnApi(env));
    await rps([servers[1].url + PATH], headers);
    const two = await rps(servers.map((s) => s.url + PATH), headers);
    console.log(`scale (${availableParallelism()} cores, PostgreSQL, GET ${PATH} with no-cache, ${CONNECTIONS} connections, ${DURATION_S} s; warm-up ${warm.rps.toFixed(0)} req/s):`);
    console.log(`  1 process:   ${one.rps.toFixed(0)} req/s, p99 ${one.p99} ms, errors ${one.errors}`);
    console.log(`  2 processes: ${two.rps.toFixed(0)} req/s, p99 ${two.p99} ms, errors ${two.errors}`);
    console.log(`  ratio 2 / 1: ${(two.rps / one.rps).toFixed(2)}`);
  } finally {
    await Promise.all(servers.map((s) => s.stop()));
    await db.stop();
  }
}
