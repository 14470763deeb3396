/**
 * The permission matrix, generated (issue 10): every operation of the OpenAPI document × every
 * demo user and no token. The expected answer comes from the rule the route's guard documents
 * (x-access) and the definitions through canAccessResource, never from a table written here:
 * allowed is neither 401 nor 403, refused is 403, no token is 401. A route without a guard that
 * is not declared public fails the suite. One request per operation and caller, on the seed's
 * records; tests/api/access.test.ts keeps the hand-checked statuses and answer shapes.
 */
import Fastify from 'fastify';
import swagger from '@fastify/swagger';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearerOf, loginAll, setup, USERS, type TestContext, type UserKey } from './helper';
import { accessContextOf, accessProblems, expectedFor, fillPath, inSafeOrder, key, operationsOf, type Operation } from './routeMatrix';
import type { AccessContext } from '../../src/shared/permissions';
import { documentRouteAccess, withAccess, AUTHENTICATED } from '../../server/security/routeAccess';

let ctx: TestContext;
let tokens: Record<UserKey, string>;
const contexts = {} as Record<UserKey, AccessContext>;
let demoBusinessId: string;
const CALLERS = [...(Object.keys(USERS) as UserKey[]), 'anonymous'] as const;
type Caller = (typeof CALLERS)[number];

beforeAll(async () => {
  // CEP lookups go to a closed local port, never to the internet.
  ctx = await setup({ cepApiUrl: 'http://127.0.0.1:9', delivery: { intervalMs: 0 } });
  tokens = await loginAll(ctx.app);
  for (const who of Object.keys(USERS) as UserKey[]) contexts[who] = await accessContextOf(ctx.app, tokens[who]);
  demoBusinessId = (await ctx.app.inject({ url: '/api/business/logged', headers: bearerOf(tokens.admin) })).json().id;
});
afterAll(async () => ctx?.close());

describe('every route has a guard or is declared public', () => {
  it('holds for the app', () => {
    expect(accessProblems(ctx.app)).toEqual([]);
  });

  it('the API documents the rule of each guarded operation', () => {
    const ops = operationsOf(ctx.app);
    expect(ops.length).toBeGreaterThan(100);
    const edit = ops.find((op) => key(op) === 'PATCH /api/events/{id}/tax')!;
    expect(edit.access).toMatchObject({ resource: 'events', action: 'edit', permissions: expect.arrayContaining(['@EVENTS.MODIFY']) });
    expect(ops.find((op) => key(op) === 'GET /api/profile')!.access).toEqual({ authenticated: true });
  });

  it('catches a route that forgot its guard', async () => {
    const app = Fastify();
    documentRouteAccess(app);
    await app.register(swagger, { openapi: { openapi: '3.1.0', info: { title: 't', version: '1' } } });
    const guard = withAccess(async () => undefined, AUTHENTICATED);
    app.get('/api/guarded', { preHandler: guard }, async () => 'ok');
    app.get('/api/forgotten', async () => 'ok');
    app.get('/api/open', { schema: { security: [] } }, async () => 'ok');
    await app.ready();
    expect(accessProblems(app)).toEqual([expect.stringMatching(/^GET \/api\/forgotten: no guard/)]);
    await app.close();
  });
});

describe('each operation × each caller', () => {
  it('answers what the definitions say', async () => {
    const mismatches: string[] = [];
    let requests = 0;
    for (const op of inSafeOrder(operationsOf(ctx.app))) {
      const url = await fillPath(ctx.db, op.path, demoBusinessId);
      expect(url, `${key(op)}: the seed has no record for its path`).toBeDefined();
      for (const who of CALLERS) {
        const expected = expectedFor(op, who === 'anonymous' ? undefined : contexts[who]);
        const res = await send(op, url!, who);
        requests++;
        const ok = expected === 'allowed' ? res.statusCode !== 401 && res.statusCode !== 403 : res.statusCode === expected;
        if (!ok || res.statusCode >= 500) mismatches.push(`${key(op)} as ${who}: expected ${expected}, got ${res.statusCode} ${res.body.slice(0, 120)}`);
      }
    }
    expect(mismatches).toEqual([]);
    expect(requests).toBeGreaterThan(600);
  });
});

function send(op: Operation, url: string, who: Caller) {
  return ctx.app.inject({
    method: op.method,
    url,
    headers: who === 'anonymous' ? {} : bearerOf(tokens[who]),
    ...(op.method === 'GET' || op.method === 'DELETE' ? {} : { payload: {} }),
    remoteAddress: `10.7.${CALLERS.indexOf(who)}.1`,
  });
}
