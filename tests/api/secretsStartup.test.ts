/**
 * `npm start` with a secrets key it cannot use stops with the pt-BR message that says what to
 * do (issue 10 item 2), before serving anything: no stack, no garbage answers later.
 */
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { paymentAccounts } from '../../src/shared/resources/paymentAccounts/definition';
import { openPglite } from '../../server/db/pglite';
import { migrate } from '../../server/db/migrate';
import { syncResources } from '../../server/db/syncResources';
import { keyringOf } from '../../server/secrets/keyring';
import { seal } from '../../server/secrets/seal';

const ROOT = path.resolve(__dirname, '../..');
const dirs: string[] = [];
const tempDir = async () => {
  const dir = await mkdtemp(path.join(tmpdir(), 'start-'));
  dirs.push(dir);
  return dir;
};
afterAll(async () => {
  for (const dir of dirs) await rm(dir, { recursive: true, force: true });
});

/** Runs server/main.ts as `npm start` does, on PGlite in `dataDir`, until it exits (or 60 s). */
function start(dataDir: string, secretsKey: string): Promise<{ code: number | null; stderr: string; stdout: string }> {
  return new Promise((resolve) => {
    const env = { ...process.env, DATA_DIR: dataDir, SECRETS_KEY: secretsKey, DATABASE_URL: '', PORT: '0', HOST: '127.0.0.1', LOG_LEVEL: 'silent', STATIC_DIR: dataDir };
    const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], { cwd: ROOT, env });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (d: Buffer) => {
      stdout += d.toString();
      if (stdout.includes('rodando')) child.kill('SIGTERM'); // it started: not what these cases expect
    });
    child.stderr.on('data', (d: Buffer) => (stderr += d.toString()));
    const timer = setTimeout(() => child.kill('SIGKILL'), 60_000);
    child.on('exit', (code) => {
      clearTimeout(timer);
      resolve({ code, stderr, stdout });
    });
  });
}

describe('starting with an unusable secrets key', () => {
  it('a key that is not 32 bytes: exit 1 and how to make one', async () => {
    const run = await start(await tempDir(), 'minha-senha');
    expect(run.code).toBe(1);
    expect(run.stderr).toContain('Chave de segredos inválida em SECRETS_KEY');
    expect(run.stderr).toContain('openssl rand -base64 32');
    expect(run.stderr).not.toMatch(/\n\s+at /);
  });

  it('secrets sealed under another key: exit 1 naming that key, nothing served', async () => {
    const dataDir = await tempDir();
    const sealedWith = keyringOf([randomBytes(32)]);
    const db = await openPglite(path.join(dataDir, 'pgdata'));
    await migrate(db);
    await syncResources(db, [paymentAccounts]);
    const { rows } = await db.query<{ id: string }>("INSERT INTO businesses (name) VALUES ('Bilheteria') RETURNING id");
    await db.query('INSERT INTO payment_accounts (business_id, name, production_api_secret) VALUES ($1, $2, $3)', [
      rows[0].id,
      'Conta',
      seal(sealedWith, 'APP_USR-1234', 'payment_accounts.production_api_secret'),
    ]);
    await db.close();

    const run = await start(dataDir, randomBytes(32).toString('base64'));
    expect(run.code).toBe(1);
    expect(run.stdout).not.toContain('rodando');
    expect(run.stderr).toContain(`uma chave que este servidor não tem (id ${sealedWith.current.id})`);
    expect(run.stderr).not.toMatch(/\n\s+at /);
  });
});
