/**
 * The rate limits live in the database (migration 011, server/auth/limiter.ts): two API processes
 * on it share one allowance, a burst of parallel guesses gets no more than the limit, attempts
 * that did not fail use none of it, rows whose attempts left the window are swept, and behind a
 * load balancer the address counted is the one the balancer saw.
 */
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { DEMO_PASSWORD, setup, type TestContext } from './helper';
import { buildApp } from '../../server/app';
import { sweepLimits } from '../../server/auth/limiter';
import { trustProxyOf } from '../../server/security/trustProxy';

const SECRET = 'test-secret-test-secret-test-secret';
let ctx: TestContext;
/** A second API process on the same database, as behind a load balancer. */
let other: FastifyInstance;

beforeAll(async () => {
  ctx = await setup({ jwtSecret: SECRET, delivery: { intervalMs: 0 } });
  other = await buildApp({ db: ctx.db, jwtSecret: SECRET, delivery: { intervalMs: 0 } });
  await other.ready();
});
afterAll(async () => {
  await other?.close();
  await ctx?.close();
});

const attempt = (app: FastifyInstance, password: string, ip: string, username = 'admin@demo.com.br') =>
  app.inject({ method: 'POST', url: '/api/auth/login/local', payload: { username, password }, remoteAddress: ip });
const statusesOf = async (answers: Promise<{ statusCode: number }>[]) => (await Promise.all(answers)).map((r) => r.statusCode);
const count = (list: number[], status: number) => list.filter((s) => s === status).length;

it('failed logins spread over two processes hit the limit at the same count as one', async () => {
  const ip = '10.20.0.1';
  for (let i = 0; i < 10; i++) expect((await attempt(i % 2 ? other : ctx.app, `errada-${i}`, ip)).statusCode).toBe(401);
  expect((await attempt(ctx.app, DEMO_PASSWORD, ip)).statusCode).toBe(429);
  expect((await attempt(other, DEMO_PASSWORD, ip)).statusCode).toBe(429);
  expect((await attempt(other, DEMO_PASSWORD, '10.20.0.2')).statusCode).toBe(200);
});

it('a burst of parallel wrong passwords gets no more guesses than the limit', async () => {
  const ip = '10.20.0.3';
  const statuses = await statusesOf(Array.from({ length: 24 }, (_, i) => attempt(i % 2 ? other : ctx.app, `chute-${i}`, ip)));
  expect(count(statuses, 401)).toBe(10);
  expect(count(statuses, 429)).toBe(14);
});

it('good logins and malformed requests use none of the allowance', async () => {
  const ip = '10.20.0.4';
  for (let i = 0; i < 12; i++) expect((await attempt(i % 2 ? other : ctx.app, DEMO_PASSWORD, ip)).statusCode).toBe(200);
  for (let i = 0; i < 3; i++) expect((await attempt(other, '', ip)).statusCode).toBe(400);
  for (let i = 0; i < 10; i++) expect((await attempt(ctx.app, `errada-${i}`, ip)).statusCode).toBe(401);
  expect((await attempt(ctx.app, DEMO_PASSWORD, ip)).statusCode).toBe(429);
});

it('an address is free again once its failures leave the window, and rows with nothing left in it are swept', async () => {
  const ip = '10.20.0.5';
  for (let i = 0; i < 10; i++) await attempt(ctx.app, `errada-${i}`, ip);
  expect((await attempt(other, DEMO_PASSWORD, ip)).statusCode).toBe(429);
  // Sixteen minutes later, as far as the rows can tell.
  const age = (key: string) =>
    ctx.db.query(
      `UPDATE rate_limits SET hits = array(SELECT h - interval '16 minutes' FROM unnest(hits) h), expires_at = expires_at - interval '16 minutes' WHERE key = $1`,
      [key],
    );
  await age(ip);
  expect((await attempt(other, DEMO_PASSWORD, ip)).statusCode).toBe(200);

  const recent = '10.20.0.6';
  const old = '10.20.0.7';
  await attempt(ctx.app, 'errada', recent);
  await attempt(ctx.app, 'errada', old);
  await age(old);
  await sweepLimits(ctx.db);
  const { rows } = await ctx.db.query<{ key: string }>('SELECT key FROM rate_limits WHERE key = ANY($1::text[]) ORDER BY key', [[recent, old]]);
  expect(rows.map((r) => r.key)).toEqual([recent]);
});

it('behind a load balancer (TRUST_PROXY=1) the address is the one the balancer saw, whatever the client wrote before it', async () => {
  const behind = await buildApp({ db: ctx.db, jwtSecret: SECRET, delivery: { intervalMs: 0 }, trustProxy: trustProxyOf('1') });
  // The balancer (10.0.0.2) appends the address it saw to whatever X-Forwarded-For the client sent.
  const viaBalancer = (written: string, client: string, password: string, headers: Record<string, string> = {}) =>
    behind.inject({
      method: 'POST',
      url: '/api/auth/login/local',
      payload: { username: 'admin@demo.com.br', password },
      remoteAddress: '10.0.0.2',
      headers: { 'x-forwarded-for': `${written}, ${client}`, ...headers },
    });
  try {
    for (let i = 0; i < 10; i++) expect((await viaBalancer(`203.0.113.${i}`, '198.51.100.77', `errada-${i}`)).statusCode).toBe(401);
    expect((await viaBalancer('203.0.113.200', '198.51.100.77', DEMO_PASSWORD)).statusCode).toBe(429);
    const other = await viaBalancer('198.51.100.77', '198.51.100.78', DEMO_PASSWORD, { 'x-forwarded-proto': 'https' });
    expect(other.statusCode).toBe(200);
    // The balancer's X-Forwarded-Proto still counts: HSTS and the Secure cookie.
    expect(other.headers['strict-transport-security']).toBeDefined();
  } finally {
    await behind.close();
  }
  expect(trustProxyOf(undefined)).toBe(false);
  expect(trustProxyOf('0')).toBe(false);
  expect(trustProxyOf('10.0.0.0/8, 127.0.0.1')).toBe('10.0.0.0/8, 127.0.0.1');
});
