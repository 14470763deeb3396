/**
 * Starts the API server (server/main.ts through tsx, without building the client) on a free port
 * of 127.0.0.1 with its own data folder: several of them on one DATABASE_URL make the multi-process
 * test (tests/api/multiProcess.test.ts) and the scale bench (bench/scale.ts).
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort, type RunningServer } from './spawnServer';

const ROOT = fileURLToPath(new URL('..', import.meta.url));

export interface RunningApi extends RunningServer {
  /** What the process printed (the last 20,000 characters). */
  output(): string;
}

export async function spawnApi(env: Record<string, string>): Promise<RunningApi> {
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'bilheteria-api-'));
  let output = '';
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    cwd: ROOT,
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, STATIC_DIR: join(dataDir, 'no-client'), LOG_LEVEL: 'silent', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const keep = (d: Buffer) => (output = (output + d.toString()).slice(-20_000));
  child.stdout.on('data', keep);
  child.stderr.on('data', keep);
  // A runner that dies without afterAll must not leave servers behind.
  const orphan = () => child.kill('SIGKILL');
  process.once('exit', orphan);

  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const stop = async (opts: { keepData?: boolean } = {}) => {
    process.removeListener('exit', orphan);
    if (child.exitCode === null && child.signalCode === null) {
      child.kill('SIGTERM');
      const killed = setTimeout(() => child.kill('SIGKILL'), 15_000);
      await exited;
      clearTimeout(killed);
    }
    if (!opts.keepData) rmSync(dataDir, { recursive: true, force: true });
  };

  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 180_000;
  for (;;) {
    if (child.exitCode !== null) {
      await stop();
      throw new Error(`server exited early:\n${output}`);
    }
    if (Date.now() > deadline) {
      await stop();
      throw new Error(`server did not become healthy:\n${output}`);
    }
    if (await fetch(`${url}/api/health`).then((r) => r.ok, () => false)) break;
    await new Promise((r) => setTimeout(r, 200));
  }
  return { url, dataDir, stop, output: () => output };
}
