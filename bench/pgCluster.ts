/**
 * A PostgreSQL for a bench: a fresh database on DATABASE_URL when it is set, else a throwaway
 * cluster on loopback as .ci/run starts one (Debian's /usr/lib/postgresql/<version>/bin, run as
 * `postgres` when we are root), removed at the end.
 */
import { execFileSync } from 'node:child_process';
import { chownSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { freePort } from '../scripts/spawnServer';

export interface BenchPg {
  /** A database of its own. */
  url: string;
  stop(): Promise<void>;
}

async function createDatabase(serverUrl: string): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `bench_${Date.now()}_${randomBytes(3).toString('hex')}`;
  const admin = async (sql: string) => {
    const c = new pg.Client({ connectionString: serverUrl });
    await c.connect();
    await c.query(sql);
    await c.end();
  };
  await admin(`CREATE DATABASE ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`) };
}

export async function startBenchPg(): Promise<BenchPg> {
  if (process.env.DATABASE_URL) {
    const { url, drop } = await createDatabase(process.env.DATABASE_URL);
    return { url, stop: drop };
  }
  const root = '/usr/lib/postgresql';
  const version = readdirSync(root).sort((a, b) => Number(a) - Number(b)).at(-1);
  if (!version) throw new Error('PostgreSQL not installed (apt-get install postgresql) and no DATABASE_URL');
  const bin = (tool: string) => join(root, version, 'bin', tool);
  const dir = mkdtempSync(join(tmpdir(), 'bench-pg-'));
  const asRoot = process.getuid?.() === 0;
  const run = (tool: string, args: string[]) =>
    asRoot ? execFileSync('runuser', ['-u', 'postgres', '--', bin(tool), ...args], { stdio: 'ignore' }) : execFileSync(bin(tool), args, { stdio: 'ignore' });
  if (asRoot) chownSync(dir, Number(execFileSync('id', ['-u', 'postgres']).toString().trim()), Number(execFileSync('id', ['-g', 'postgres']).toString().trim()));
  const port = await freePort();
  run('initdb', ['-D', join(dir, 'data'), '-U', 'postgres', '-A', 'trust', '--no-sync']);
  run('pg_ctl', ['-D', join(dir, 'data'), '-o', `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off`, '-l', join(dir, 'log'), '-w', 'start']);
  const stopCluster = () => {
    run('pg_ctl', ['-D', join(dir, 'data'), '-m', 'immediate', 'stop']);
    rmSync(dir, { recursive: true, force: true });
  };
  try {
    const { url } = await createDatabase(`postgres://postgres@127.0.0.1:${port}/postgres`);
    return { url, stop: async () => stopCluster() };
  } catch (err) {
    stopCluster();
    throw err;
  }
}
