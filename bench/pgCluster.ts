/**
 * A throwaway PostgreSQL cluster on loopback for a bench run, started as .ci/run starts its own
 * (initdb and pg_ctl of the newest /usr/lib/postgresql/N/bin, run as `postgres` when we are root),
 * or DATABASE_URL when it is given (then nothing is started or stopped).
 */
import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { chownSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { freePort } from '../scripts/spawnServer';
import { treeCpuSeconds } from './apiProcess';

export interface Cluster {
  /** Server URL (its `postgres` database); `database(name)` makes a fresh database on it. */
  url: string;
  database(name: string): Promise<string>;
  /** CPU seconds the cluster's processes have used so far (0 for a DATABASE_URL we did not start). */
  cpu(): number;
  stop(): void;
}

function pgBin(): string {
  const versions = readdirSync('/usr/lib/postgresql').filter((v) => /^\d+$/.test(v)).sort((a, b) => Number(a) - Number(b));
  if (!versions.length) throw new Error('PostgreSQL is not installed (apt-get install postgresql), and DATABASE_URL is not set');
  return `/usr/lib/postgresql/${versions[versions.length - 1]}/bin`;
}

export async function startCluster(): Promise<Cluster> {
  const given = process.env.DATABASE_URL;
  let url: string;
  let stop = () => undefined as void;
  let cpu = () => 0;
  if (given) {
    url = given;
  } else {
    const bin = pgBin();
    const dir = mkdtempSync(join(tmpdir(), 'bench-pg-'));
    const root = process.getuid?.() === 0;
    if (root) chownSync(dir, Number(execFileSync('id', ['-u', 'postgres']).toString()), Number(execFileSync('id', ['-g', 'postgres']).toString()));
    const run = (cmd: string, args: string[]) =>
      root ? execFileSync('runuser', ['-u', 'postgres', '--', `${bin}/${cmd}`, ...args]) : execFileSync(`${bin}/${cmd}`, args);
    const port = await freePort();
    run('initdb', ['-D', `${dir}/data`, '-U', 'postgres', '-A', 'trust', '-E', 'UTF8', '--locale=C.UTF-8', '--no-sync']);
    // Durable commits (fsync and synchronous_commit stay on): acknowledged writes must survive.
    run('pg_ctl', ['-D', `${dir}/data`, '-o', `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c max_connections=200`, '-l', `${dir}/log`, '-w', 'start']);
    url = `postgres://postgres@127.0.0.1:${port}/postgres`;
    const postmaster = Number(readFileSync(`${dir}/data/postmaster.pid`, 'utf8').split('\n')[0]);
    cpu = () => treeCpuSeconds(postmaster);
    stop = () => {
      try {
        run('pg_ctl', ['-D', `${dir}/data`, '-m', 'immediate', 'stop']);
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    };
  }
  return {
    url,
    async database(name: string) {
      const admin = new pg.Client({ connectionString: url });
      await admin.connect();
      await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await admin.query(`CREATE DATABASE ${name}`);
      await admin.end();
      const u = new URL(url);
      u.pathname = `/${name}`;
      return u.toString();
    },
    cpu: () => cpu(),
    stop,
  };
}

export interface BenchPg {
  /** A database of its own. */
  url: string;
  stop(): Promise<void>;
}

/** A database of its own on a throwaway cluster (or DATABASE_URL's server), dropped or removed by stop(). */
export async function startBenchPg(): Promise<BenchPg> {
  const cluster = await startCluster();
  const name = `bench_${Date.now()}_${randomBytes(3).toString('hex')}`;
  const url = await cluster.database(name);
  return {
    url,
    async stop() {
      if (process.env.DATABASE_URL) {
        const admin = new pg.Client({ connectionString: cluster.url });
        await admin.connect();
        await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
        await admin.end();
      }
      cluster.stop();
    },
  };
}
