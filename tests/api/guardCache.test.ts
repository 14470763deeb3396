/**
 * The guard remembers the access tokens it verified (server/auth/tokens.ts) and the sessions it
 * checked (server/auth/sessionStamps.ts). Neither may let through what a fresh check refuses: an
 * expired token, a session logged out, a role that lost a code.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearerOf, login, setup, type TestContext } from './helper';

let ctx: TestContext;

beforeAll(async () => {
  ctx = await setup({ accessTokenTtlSeconds: 2 });
});
afterAll(async () => ctx?.close());

const producers = (token: string) => ctx.app.inject({ url: '/api/producers?page=1&limit=12', headers: bearerOf(token) });

describe('a token the guard already verified', () => {
  it('is refused once it expires', async () => {
    const { accessToken } = await login(ctx.app, 'admin@demo.com.br');
    expect((await producers(accessToken)).statusCode).toBe(200);
    expect((await producers(accessToken)).statusCode).toBe(200);
    const exp = JSON.parse(Buffer.from(accessToken.split('.')[1], 'base64url').toString()).exp as number;
    await new Promise((r) => setTimeout(r, exp * 1000 - Date.now() + 50));
    const refused = await producers(accessToken);
    expect(refused.statusCode).toBe(401);
    expect(refused.json()).toMatchObject({ code: '@UNAUTHORIZED' });
  });

  // A password change refusing tokens used just before it: passwordReset.test.ts ("old access tokens get 401").
  it('is refused at once after its session logs out', async () => {
    const session = await login(ctx.app, 'admin@demo.com.br');
    expect((await producers(session.accessToken)).statusCode).toBe(200);
    const out = await ctx.app.inject({ method: 'POST', url: '/api/accounts/logout', headers: bearerOf(session.refreshToken) });
    expect(out.statusCode).toBe(204);
    expect((await producers(session.accessToken)).statusCode).toBe(401);
  });

  it('a role that loses a code: the next token of the session is refused where the old one was let in', async () => {
    const { accessToken, refreshToken } = await login(ctx.app, 'eventos@demo.com.br');
    expect((await producers(accessToken)).statusCode).toBe(200);
    await ctx.db.query(`UPDATE roles SET permissions = '{@CAN.SELL}' WHERE name = 'Eventos'`);
    const refreshed = await ctx.app.inject({ method: 'POST', url: '/api/accounts/token/refresh', headers: bearerOf(refreshToken) });
    expect(refreshed.statusCode, refreshed.body).toBe(200);
    const next = refreshed.json().accessToken as string;
    expect((await producers(next)).statusCode).toBe(403);
  });
});
