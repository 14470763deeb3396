/**
 * `npm start`: loads the secrets key, opens the database (PGlite in DATA_DIR, or DATABASE_URL),
 * migrates, creates the definition tables, seals secrets, opens the uploads store (DATA_DIR/uploads,
 * or the S3_URL bucket), seeds a first start, and serves the API, socket and built client.
 * Several processes on one PostgreSQL: README, "Several processes".
 */
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { RESOURCES } from '../src/shared/resources/registry';
import { openDb } from './db/open';
import { migrate } from './db/migrate';
import { syncResources } from './db/syncResources';
import { servingDb } from './db/serving';
import { seedIfEmpty, DEMO_ACCOUNTS, DEMO_PASSWORD } from './seed';
import { loadJwtSecret } from './auth/secret';
import { loadSecretsKeyring, SecretsKeyError } from './secrets/keyring';
import { useSecretsKeyring } from './secrets/active';
import { sealSecrets } from './db/sealSecrets';
import { buildApp } from './app';
import { uploadsFromEnv, UploadsConfigError } from './uploads/fromEnv';

const ROOT = path.resolve(fileURLToPath(new URL('..', import.meta.url)));

async function main() {
  const port = Number(process.env.PORT ?? 3000);
  const host = process.env.HOST ?? '0.0.0.0';
  const dataDir = path.resolve(process.env.DATA_DIR ?? path.join(ROOT, 'data'));
  await mkdir(dataDir, { recursive: true });
  const databaseUrl = process.env.DATABASE_URL;
  // Before the database: a bad SECRETS_KEY stops the start before anything is written.
  const keyring = await loadSecretsKeyring(dataDir);
  useSecretsKeyring(keyring);

  // Before the database too: a bad S3 setting stops the start before anything is written.
  const { uploads, where } = await uploadsFromEnv(dataDir);
  const opened = await openDb({ databaseUrl, pgliteDir: path.join(dataDir, 'pgdata') });
  try {
    await migrate(opened);
    await syncResources(opened, RESOURCES);
    await sealSecrets(opened, RESOURCES, keyring);
  } catch (err) {
    await opened.close();
    throw err;
  }
  const seeded = await seedIfEmpty(opened, RESOURCES, uploads);
  // From here on, a table is analysed as the app's writes grow it (db/statistics.ts), and lists
  // are answered from memory until the next write of what they read (db/writeClock.ts).
  const { db, clock, stop: stopStatistics } = await servingDb(opened, !databaseUrl);

  const app = await buildApp({
    db,
    writeClock: clock,
    databaseUrl,
    resources: RESOURCES,
    jwtSecret: await loadJwtSecret(dataDir),
    uploads,
    staticDir: process.env.STATIC_DIR ?? path.join(ROOT, 'dist'),
    logger: process.env.LOG_LEVEL !== 'silent',
  });
  await app.listen({ port, host });

  const shown = host === '0.0.0.0' ? 'localhost' : host;
  console.log(`\nBilheteria rodando em http://${shown}:${port}  (API: /api, docs: /api/docs)`);
  console.log(`Banco: ${databaseUrl ? 'PostgreSQL (DATABASE_URL)' : `PGlite em ${path.join(dataDir, 'pgdata')}`}${seeded ? ' — dados de demonstração criados' : ''}`);
  console.log(`Imagens enviadas: ${where}`);
  console.log(`Contas de demonstração (senha ${DEMO_PASSWORD}):`);
  for (const a of DEMO_ACCOUNTS) console.log(`  ${a.email.padEnd(24)} ${a.role}`);

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    console.log(`\n${signal}: encerrando...`);
    const force = setTimeout(() => process.exit(1), 10_000);
    force.unref();
    stopStatistics();
    try {
      await app.close();
    } finally {
      await db.close(); // PGlite flushes and closes its files cleanly
      process.exit(0);
    }
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
}

main().catch((err) => {
  // A key problem is the operator's to fix: its message says how, a stack would only hide it.
  console.error(err instanceof SecretsKeyError || err instanceof UploadsConfigError ? `\n${err.message}\n` : err);
  process.exit(1);
});
