/**
 * Where the list's time goes: bench/apiServer.ts under `node --cpu-prof`, loaded with the
 * producers list for BENCH_PROFILE_SECONDS (default 15), on PGlite or (with a cluster) PostgreSQL.
 * Writes the .cpuprofile into BENCH_PROFILE_DIR (default a temporary folder) and prints its path.
 * Not part of `npm run bench`: `npx tsx bench/apiProfile.ts pglite|postgres`.
 */
import { mkdtempSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { load, startApi } from './apiProcess';
import { startCluster } from './pgCluster';

async function main() {
  const mode = process.argv[2] ?? 'pglite';
  const dir = process.env.BENCH_PROFILE_DIR ?? mkdtempSync(join(tmpdir(), 'api-prof-'));
  const seconds = Number(process.env.BENCH_PROFILE_SECONDS ?? 15);
  const path = process.argv[3] ?? '/api/producers?page=1&limit=12';
  const cluster = mode === 'postgres' ? await startCluster() : undefined;
  try {
    const api = await startApi(cluster ? await cluster.database('bench_profile') : undefined, ['--cpu-prof', `--cpu-prof-dir=${dir}`]);
    const auth = { authorization: `Bearer ${api.token}` };
    await load(`${api.url}${path}`, auth, 3);
    const l = await load(`${api.url}${path}`, auth, seconds);
    console.log(`${mode} ${path}: ${l.rps.toFixed(0)} req/s, p50 ${l.p50} ms, p99 ${l.p99} ms, errors ${l.errors}`);
    await api.stop();
    console.log(`profile: ${join(dir, readdirSync(dir).filter((f) => f.endsWith('.cpuprofile')).sort().pop()!)}`);
  } finally {
    cluster?.stop();
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
