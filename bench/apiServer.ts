/**
 * The API as `npm start` runs it (server/main.ts: PGlite in DATA_DIR or DATABASE_URL, migrated,
 * seeded, request logs on unless LOG_LEVEL=silent), plus one route that exists only here:
 * `GET /api/bench/memory` checks the bearer token with the producers list's own guard and answers
 * the list's bytes from memory (the framework's own limit, for bench/api.ts to compare with), and
 * `POST /api/bench/sql` which runs the bench's own statements (bulk rows) on the server's database,
 * since the server owns its PGlite folder while it runs. Both exist only in this file, never in
 * production routes. Prints `listening <port>` when ready. Run by bench/api.ts in its own process.
 */
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { RESOURCES } from '../src/shared/resources/registry';
import { producers } from '../src/shared/resources/producers/definition';
import { openDb } from '../server/db/open';
import { migrate } from '../server/db/migrate';
import { syncResources } from '../server/db/syncResources';
import { seedIfEmpty } from '../server/seed';
import { servingDb } from '../server/db/serving';
import { loadJwtSecret } from '../server/auth/secret';
import { loadSecretsKeyring } from '../server/secrets/keyring';
import { useSecretsKeyring } from '../server/secrets/active';
import { sealSecrets } from '../server/db/sealSecrets';
import { buildApp } from '../server/app';
import { fsUploads } from '../server/uploads/fsUploads';
import { createTokenService } from '../server/auth/tokens';
import { createSessionStamps } from '../server/auth/sessionStamps';
import { createCurrentAccess } from '../server/auth/currentAccess';
import { createGuards } from '../server/auth/guard';

async function main() {
  const dataDir = path.resolve(process.env.DATA_DIR!);
  await mkdir(dataDir, { recursive: true });
  useSecretsKeyring(await loadSecretsKeyring(dataDir));
  const opened = await openDb({ databaseUrl: process.env.DATABASE_URL, pgliteDir: path.join(dataDir, 'pgdata') });
  await migrate(opened);
  await syncResources(opened, RESOURCES);
  await sealSecrets(opened, RESOURCES, await loadSecretsKeyring(dataDir));
  const uploads = fsUploads(path.join(dataDir, 'uploads'));
  await seedIfEmpty(opened, RESOURCES, uploads);
  // The planner's statistics and the lists kept in memory, as server/main.ts has them.
  const { db, clock, stop: stopStatistics } = await servingDb(opened, !process.env.DATABASE_URL);
  const jwtSecret = await loadJwtSecret(dataDir);
  // With DATABASE_URL, realtime and the lists' write notices go through PostgreSQL, as under npm start.
  const app = await buildApp({ db, writeClock: clock, databaseUrl: process.env.DATABASE_URL, resources: RESOURCES, jwtSecret, uploads, logger: process.env.LOG_LEVEL !== 'silent' });

  // The same guard as GET /api/producers (same secret, same session check on the same database).
  const ttl = Number(process.env.ACCESS_TOKEN_TTL_SECONDS ?? 15 * 60);
  const guards = createGuards(createTokenService(jwtSecret, ttl), createSessionStamps(db), createCurrentAccess(db));
  let bytes = Buffer.alloc(0);
  app.put('/api/bench/memory', { schema: { hide: true, security: [] } }, async (request) => {
    bytes = Buffer.from(JSON.stringify(request.body));
    return { stored: bytes.length };
  });
  app.post('/api/bench/sql', { schema: { hide: true, security: [] } }, async (request) => {
    const { sql, params } = request.body as { sql: string; params?: unknown[] };
    return (await db.query(sql, params)).rows;
  });
  app.get('/api/bench/memory', { preHandler: guards.requirePermission(producers, 'list'), schema: { hide: true } }, async (_request, reply) =>
    reply.type('application/json; charset=utf-8').send(bytes),
  );

  await app.listen({ port: Number(process.env.PORT ?? 0), host: '127.0.0.1' });
  const address = app.server.address();
  console.log(`listening ${typeof address === 'object' && address ? address.port : ''}`);

  const stop = async () => {
    stopStatistics();
    await app.close();
    await db.close();
    process.exit(0);
  };
  process.on('SIGINT', () => void stop());
  process.on('SIGTERM', () => void stop());
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
