/**
 * One migrated and seeded database per test file: PGlite in memory by default; with
 * DATABASE_URL, a uniquely named database on that server, dropped at the end, so the same
 * suite runs on real PostgreSQL (realtime then goes through socket.io's PostgreSQL adapter on
 * that database, as `npm start` does).
 */
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { expect } from 'vitest';
import type { FastifyInstance } from 'fastify';
import type { ResourceDefinition } from '../../src/shared/definition';
import { RESOURCES } from '../../src/shared/resources/registry';
import type { Db } from '../../server/db/types';
import { openPglite } from '../../server/db/pglite';
import { openPg } from '../../server/db/pg';
import { migrate } from '../../server/db/migrate';
import { syncResources } from '../../server/db/syncResources';
import { seedIfEmpty, DEMO_PASSWORD } from '../../server/seed';
import { buildApp, type AppOptions } from '../../server/app';
import { memoryUploads } from '../../server/uploads/uploads';
import { keyringOf, type Keyring } from '../../server/secrets/keyring';
import { useSecretsKeyring } from '../../server/secrets/active';
import { sealSecrets } from '../../server/db/sealSecrets';
import { watchWrites } from '../../server/db/writeClock';

export { DEMO_PASSWORD };

/** A JSON answer as the tests read it: untyped on purpose, each assertion says what it expects. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type Json = Record<string, any>;

export interface TestContext {
  app: FastifyInstance;
  db: Db;
  /** The same database unwatched: a write through it is one made outside the app (psql, another tool). */
  outside: Db;
  /** The keyring secrets are sealed with (a random key per test file, as a fresh DATA_DIR would get). */
  keyring: Keyring;
  close(): Promise<void>;
}

async function openTestDb(): Promise<{ db: Db; url?: string; drop: () => Promise<void> }> {
  const url = process.env.DATABASE_URL;
  if (!url) {
    const db = await openPglite();
    return { db, drop: async () => undefined };
  }
  const name = `test_${Date.now()}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const dbUrl = new URL(url);
  dbUrl.pathname = `/${name}`;
  const db = await openPg(dbUrl.toString(), 5);
  return {
    db,
    url: dbUrl.toString(),
    drop: async () => {
      const c = new pg.Client({ connectionString: url });
      await c.connect();
      await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await c.end();
    },
  };
}

export async function setup(opts: Partial<AppOptions> = {}): Promise<TestContext> {
  const resources: readonly ResourceDefinition[] = opts.resources ?? RESOURCES;
  const keyring = keyringOf([randomBytes(32)]);
  useSecretsKeyring(keyring);
  const { db, url, drop } = await openTestDb();
  await migrate(db);
  await syncResources(db, resources);
  await sealSecrets(db, resources, keyring);
  // The seed's cover images and the app's uploads share one store, as in a running server.
  const uploads = opts.uploads ?? memoryUploads();
  // The demo's thousands of orders are npm start's: each test builds the orders it needs.
  await seedIfEmpty(db, resources, uploads, { demoOrders: 0 });
  // Refunds never reach a real gateway from a test: a closed local port unless the test runs its own stub.
  const gateways = { mercadopagoUrl: 'http://127.0.0.1:9', pagseguroUrl: 'http://127.0.0.1:9', ...opts.gateways };
  // Lists are kept in memory until the next write of what they read, as under npm start; the tests' own writes
  // through `db` move the same clock.
  const { db: watched, clock } = await watchWrites(db);
  const building = performance.now();
  const app = await buildApp({ db: watched, writeClock: clock, resources, databaseUrl: url, jwtSecret: 'test-secret-test-secret-test-secret', ...opts, uploads, gateways });
  try {
    await app.ready();
  } catch (err) {
    // Seen in the PostgreSQL pass ("Plugin did not start in time") and not reproduced since: say
    // which plugin took how long, so the next occurrence names its cause.
    throw new Error(`${(err as Error).message}\nafter ${Math.round(performance.now() - building)} ms of buildApp and ready; plugins (ms):\n${app.printPlugins()}`, { cause: err });
  }
  return {
    app,
    db: watched,
    outside: db,
    keyring,
    async close() {
      await app.close();
      await watched.close();
      await drop();
    },
  };
}

export async function login(app: FastifyInstance, email: string, password = DEMO_PASSWORD): Promise<{ accessToken: string; refreshToken: string }> {
  const res = await app.inject({ method: 'POST', url: '/api/auth/login/local', payload: { username: email, password }, remoteAddress: '10.9.9.9' });
  if (res.statusCode !== 200) throw new Error(`login ${email}: ${res.statusCode} ${res.body}`);
  return res.json();
}

export const bearerOf = (token: string) => ({ authorization: `Bearer ${token}` });

export const USERS = {
  admin: 'admin@demo.com.br',
  producer: 'produtor@demo.com.br',
  cashier: 'caixa@demo.com.br',
  events: 'eventos@demo.com.br',
  other: 'admin@outra.com.br',
} as const;
export type UserKey = keyof typeof USERS;

/** Access tokens of every demo user. */
export async function loginAll(app: FastifyInstance): Promise<Record<UserKey, string>> {
  const out = {} as Record<UserKey, string>;
  for (const [key, email] of Object.entries(USERS)) out[key as UserKey] = (await login(app, email)).accessToken;
  return out;
}

type Reply = Awaited<ReturnType<FastifyInstance['inject']>>;

/**
 * Calls as one of the demo users with the tokens of `loginAll`; both are read at call time, so a
 * file declares it before its `beforeAll` has made them.
 */
export const userApi =
  (app: () => FastifyInstance, tokens: () => Record<UserKey, string>) =>
  (who: UserKey, method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE', url: string, payload?: unknown) =>
    app().inject({ method, url, headers: bearerOf(tokens()[who]), ...(payload !== undefined ? { payload: payload as object } : {}) });

/** The answer's JSON once its status is the one expected (the body names what went wrong). */
export function ok(res: Reply, status = 200): Json {
  expect(res.statusCode, res.body).toBe(status);
  return res.statusCode === 204 ? {} : res.json();
}

/** A refusal's issues as field -> message. */
export const issuesOf = (res: Reply): Record<string, string> =>
  Object.fromEntries((res.json().issues ?? []).map((i: Json) => [i.field, i.message]));
