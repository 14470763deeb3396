/**
 * Starts the product as `npm start` does (scripts/start.mjs) on a free port with a fresh data
 * folder. Used by the browser tests and the benchmarks.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export const freePort = () =>
  new Promise<number>((resolve) => {
    const srv = createServer().listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as { port: number };
      srv.close(() => resolve(port));
    });
  });

export interface RunningServer {
  url: string;
  dataDir: string;
  /** Stops the server; the data folder is removed unless `keepData`. */
  stop(opts?: { keepData?: boolean }): Promise<void>;
}

export const spawnServer = (env: Record<string, string> = {}) => spawnServerOn(undefined, env);

/** Starts on `dataDir` (a new temporary folder when omitted). */
export async function spawnServerOn(dataDir = mkdtempSync(join(tmpdir(), 'bilheteria-data-')), env: Record<string, string> = {}): Promise<RunningServer> {
  const port = await freePort();
  let output = '';
  const child: ChildProcess = spawn(process.execPath, ['scripts/start.mjs'], {
    env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, NODE_ENV: 'production', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout!.on('data', (d) => (output += d));
  child.stderr!.on('data', (d) => (output += d));
  const url = `http://127.0.0.1:${port}`;

  const deadline = Date.now() + 180_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited early:\n${output}`);
    if (Date.now() > deadline) throw new Error(`server did not become healthy:\n${output}`);
    const healthy = await fetch(`${url}/api/health`).then((r) => r.ok, () => false);
    if (healthy) break;
    await new Promise((r) => setTimeout(r, 250));
  }

  return {
    url,
    dataDir,
    async stop(opts = {}) {
      if (child.exitCode === null) {
        child.kill('SIGTERM');
        await new Promise((r) => child.once('exit', r));
      }
      if (!opts.keepData) rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
