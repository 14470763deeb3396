/**
 * 100 clients for 60 s of mixed reads and writes, each client looping without pause over:
 * the producers list, the events list, a new artist (POST), that artist (GET), a rename of it
 * (PATCH) and the artists list. Afterwards the acknowledged writes (201 and 200 answers) are
 * counted in the database: every created artist and every rename must be there.
 */
import { randomUUID } from 'node:crypto';
import type { EventEmitter } from 'node:events';
import autocannon from 'autocannon';
import type { ApiProcess, Meters } from './apiProcess';
import { percentile } from './common';

const CLIENTS = 100;
const SECONDS = Number(process.env.BENCH_MIXED_SECONDS ?? 60);
const PREFIX = 'bench-mixed-';
/** The loop's requests, in order, as the figures by request name them. */
const KINDS = ['producers list', 'events list', 'artist create', 'artist read', 'artist rename', 'artists list'];

interface Ctx {
  id?: string;
  name?: string;
}

export async function benchMixed(api: ApiProcess, label: string, meters: Meters = {}) {
  const headers = { authorization: `Bearer ${api.token}`, 'content-type': 'application/json' };
  let created = 0;
  let renamed = 0;
  const before = Object.fromEntries(Object.entries(meters).map(([k, f]) => [k, f()]));
  const run = autocannon({
    url: api.url,
    connections: CLIENTS,
    duration: SECONDS,
    headers,
    requests: [
      { method: 'GET', path: '/api/producers?page=1&limit=12' },
      { method: 'GET', path: '/api/events?page=1&limit=16' },
      {
        method: 'POST',
        path: '/api/artists',
        setupRequest: (req, context: Ctx) => {
          context.name = `${PREFIX}${randomUUID()}`;
          return { ...req, body: JSON.stringify({ name: context.name }) };
        },
        onResponse: (status, body, context: Ctx) => {
          context.id = undefined;
          if (status === 201) {
            created++;
            context.id = (JSON.parse(body) as { id: string }).id;
          }
        },
      },
      // Without an id (the create failed) the loop starts over: the failure is already counted.
      { method: 'GET', setupRequest: (req, context: Ctx) => (context.id ? { ...req, path: `/api/artists/${context.id}` } : (undefined as never)) },
      {
        method: 'PATCH',
        setupRequest: (req, context: Ctx) => ({ ...req, path: `/api/artists/${context.id}`, body: JSON.stringify({ name: `${context.name}-v2` }) }),
        onResponse: (status) => {
          if (status === 200) renamed++;
        },
      },
      { method: 'GET', path: '/api/artists?page=1&limit=10' },
    ],
  });
  // Each answer's time by the request it answers (the client's iterator still points at it). The
  // promise autocannon answers is its event emitter too, which its types do not say.
  const byKind: number[][] = KINDS.map(() => []);
  (run as unknown as EventEmitter).on('response', (client: { requestIterator: { currentRequestIndex: number } }, _status: number, _bytes: number, ms: number) =>
    byKind[client.requestIterator.currentRequestIndex]?.push(ms),
  );
  const result = await run;
  const cpu = Object.entries(meters).map(([k, f]) => `${k} ${(((f() - before[k]) * 1e6) / Math.max(1, result.requests.total)).toFixed(0)} µs`);
  const [present] = await api.sql<{ created: number; renamed: number }>(
    `SELECT count(*)::int AS created, count(*) FILTER (WHERE name LIKE '%-v2')::int AS renamed FROM artists WHERE name LIKE $1`,
    [`${PREFIX}%`],
  );
  console.log(`${label}: ${CLIENTS} clients × ${SECONDS} s of mixed reads and writes`);
  console.log(
    `  ${result.requests.total} requests, ${result.requests.average.toFixed(0)} req/s, p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms, ` +
      `errors ${result.errors + result.timeouts + result.non2xx} (non-2xx ${result.non2xx}, timeouts ${result.timeouts})` +
      (cpu.length ? `, CPU per request: ${cpu.join(', ')}` : ''),
  );
  console.log(`  by request (p50 / p99 ms): ${KINDS.map((k, i) => `${k} ${percentile(byKind[i], 50).toFixed(0)} / ${percentile(byKind[i], 99).toFixed(0)}`).join(', ')}`);
  console.log(`  writes acknowledged: ${created} creates, ${renamed} renames; present in the database: ${present.created} artists, ${present.renamed} renamed`);
}
