/**
 * Logout and the refresh cookie (issue 10 item 3): logout revokes the refresh family; the refresh
 * token also travels in an HttpOnly, SameSite=Strict cookie limited to the refresh and logout
 * paths; calls authenticated by that cookie need the X-Requested-With header; bearer calls don't.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearerOf, login, setup, type Json, type TestContext } from './helper';

let ctx: TestContext;
beforeAll(async () => {
  // Behind a proxy that says whether the browser came over HTTPS.
  ctx = await setup({ trustProxy: true });
});
afterAll(async () => ctx?.close());

const COOKIE = 'sessionRefresh';
const PATHS = ['/api/accounts/token/refresh', '/api/accounts/logout'];
const CSRF = { 'x-requested-with': 'fetch' };

interface Cookie {
  name: string;
  value: string;
  path?: string;
  maxAge?: number;
  httpOnly?: boolean;
  secure?: boolean;
  sameSite?: string;
}
type Answer = Awaited<ReturnType<TestContext['app']['inject']>>;
const refreshCookies = (res: Answer) => (res.cookies as Cookie[]).filter((c) => c.name === COOKIE);

const loginAs = (email: string, headers: Record<string, string> = {}) =>
  ctx.app.inject({ method: 'POST', url: '/api/auth/login/local', payload: { username: email, password: 'demo1234' }, headers, remoteAddress: '10.7.0.1' });
const refreshBearer = (token: string) => ctx.app.inject({ method: 'POST', url: '/api/accounts/token/refresh', headers: bearerOf(token) });
const refreshCookie = (token: string, headers: Record<string, string> = CSRF) =>
  ctx.app.inject({ method: 'POST', url: '/api/accounts/token/refresh', cookies: { [COOKIE]: token }, headers });
const logout = (init: { token?: string; cookie?: string; headers?: Record<string, string> }) =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/accounts/logout',
    headers: { ...(init.token ? bearerOf(init.token) : {}), ...(init.headers ?? {}) },
    ...(init.cookie ? { cookies: { [COOKIE]: init.cookie } } : {}),
  });

describe('logout', () => {
  it('revokes the refresh family: a refresh token from before the logout is refused after it', async () => {
    const first = await login(ctx.app, 'caixa@demo.com.br');
    const second = (await refreshBearer(first.refreshToken)).json() as Json;
    const other = await login(ctx.app, 'caixa@demo.com.br'); // another device of the same user

    const out = await logout({ token: second.refreshToken });
    expect(out.statusCode).toBe(204);
    // The latest token of the session and the one it replaced (still within its 30 s grace) are both dead.
    for (const token of [second.refreshToken, first.refreshToken]) {
      const res = await refreshBearer(token);
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ message: 'Sessão inválida. Faça login novamente.', code: '@UNAUTHORIZED', issues: [] });
    }
    // The other session goes on.
    expect((await refreshBearer(other.refreshToken)).statusCode).toBe(200);
  });

  it("ends the session's access tokens too, at once; the user's other session keeps working", async () => {
    const mine = await login(ctx.app, 'produtor@demo.com.br');
    const other = await login(ctx.app, 'produtor@demo.com.br');
    const profile = (token: string) => ctx.app.inject({ url: '/api/profile', headers: bearerOf(token) });
    expect((await profile(mine.accessToken)).statusCode).toBe(200);
    expect((await logout({ token: mine.refreshToken })).statusCode).toBe(204);
    const refused = await profile(mine.accessToken);
    expect(refused.statusCode).toBe(401);
    expect(refused.json()).toMatchObject({ code: '@UNAUTHORIZED' });
    expect((await profile(other.accessToken)).statusCode).toBe(200);
  });

  it('with the cookie and the header: revokes that session and clears the cookie on both paths', async () => {
    const res = await loginAs('eventos@demo.com.br');
    const token = refreshCookies(res)[0].value;
    const out = await logout({ cookie: token, headers: CSRF });
    expect(out.statusCode).toBe(204);
    const cleared = refreshCookies(out);
    expect(cleared.map((c) => [c.path, c.value, c.maxAge])).toEqual(PATHS.map((p) => [p, '', 0]));
    expect((await refreshCookie(token)).statusCode).toBe(401);
  });

  it('is idempotent: no credentials, garbage or an already revoked token answer 204 (RFC 7009)', async () => {
    expect((await logout({})).statusCode).toBe(204);
    expect((await logout({ token: 'garbage' })).statusCode).toBe(204);
    const pair = await login(ctx.app, 'eventos@demo.com.br');
    expect((await logout({ token: pair.refreshToken })).statusCode).toBe(204);
    expect((await logout({ token: pair.refreshToken })).statusCode).toBe(204);
  });

  it('is in the OpenAPI document, under session', async () => {
    const doc = (await ctx.app.inject({ url: '/api/docs/json' })).json() as Json;
    expect(doc.paths['/api/accounts/logout'].post.tags).toEqual(['session']);
    expect(Object.keys(doc.paths['/api/accounts/logout'].post.responses)).toContain('204');
  });
});

describe('the refresh cookie', () => {
  it('login and refresh set it HttpOnly, SameSite=Strict, 30 days, only on the refresh and logout paths', async () => {
    const res = await loginAs('admin@demo.com.br');
    const body = res.json() as Json;
    const cookies = refreshCookies(res);
    expect(cookies.map((c) => c.path)).toEqual(PATHS);
    for (const c of cookies) {
      expect(c).toMatchObject({ value: body.refreshToken, httpOnly: true, sameSite: 'Strict', maxAge: 30 * 24 * 3600 });
      expect(c.secure).toBeFalsy(); // plain HTTP: a Secure cookie would never come back
    }
    // The access token is never a cookie.
    expect((res.cookies as Cookie[]).filter((c) => c.name !== COOKIE)).toEqual([]);

    const refreshed = await refreshCookie(body.refreshToken);
    expect(refreshed.statusCode).toBe(200);
    const next = refreshCookies(refreshed);
    expect(next.map((c) => c.path)).toEqual(PATHS);
    expect(next[0].value).not.toBe(body.refreshToken);
    expect(next[0]).toMatchObject({ httpOnly: true, sameSite: 'Strict' });
  });

  it('is Secure when the proxy says the request came over HTTPS', async () => {
    const res = await loginAs('admin@demo.com.br', { 'x-forwarded-proto': 'https' });
    expect(refreshCookies(res).map((c) => c.secure)).toEqual([true, true]);
    const refreshed = await refreshCookie(res.json().refreshToken, { ...CSRF, 'x-forwarded-proto': 'https' });
    expect(refreshCookies(refreshed).map((c) => c.secure)).toEqual([true, true]);
  });

  it('a refresh by cookie answers the access token only: the refresh token stays out of page scripts', async () => {
    const res = await loginAs('produtor@demo.com.br');
    const refreshed = await refreshCookie(refreshCookies(res)[0].value);
    expect(refreshed.statusCode).toBe(200);
    expect(Object.keys(refreshed.json())).toEqual(['accessToken']);
    expect((await ctx.app.inject({ url: '/api/profile', headers: bearerOf(refreshed.json().accessToken) })).statusCode).toBe(200);
  });

  it('a refresh asked with include=profile brings the profile the new token would get, in one round trip (a reload)', async () => {
    const res = await loginAs('caixa@demo.com.br');
    const refreshed = await ctx.app.inject({
      method: 'POST',
      url: '/api/accounts/token/refresh?include=profile',
      cookies: { [COOKIE]: refreshCookies(res)[0].value },
      headers: CSRF,
    });
    expect(refreshed.statusCode).toBe(200);
    const body = refreshed.json() as Json;
    expect(Object.keys(body).sort()).toEqual(['accessToken', 'profile']);
    const profile = await ctx.app.inject({ url: '/api/profile', headers: bearerOf(body.accessToken) });
    expect(body.profile).toEqual(profile.json());
    expect(body.profile).toMatchObject({ email: 'caixa@demo.com.br', business: { name: expect.any(String) } });
    // Anything else asked to be included is a 400, and spends no token.
    const odd = await ctx.app.inject({ method: 'POST', url: '/api/accounts/token/refresh?include=password', cookies: { [COOKIE]: refreshCookies(refreshed)[0].value }, headers: CSRF });
    expect(odd.statusCode).toBe(400);
    expect(odd.json()).toMatchObject({ code: '@VALIDATION', issues: [{ field: 'include', message: 'Opção inválida' }] });
    expect((await refreshCookie(refreshCookies(refreshed)[0].value)).statusCode).toBe(200);
  });

  it('a cookie-authenticated refresh or logout without X-Requested-With is refused with a pt-BR 403', async () => {
    const token = refreshCookies(await loginAs('produtor@demo.com.br'))[0].value;
    const refused = [await refreshCookie(token, {}), await logout({ cookie: token }), await refreshCookie(token, { 'x-requested-with': 'XMLHttpRequest' })];
    for (const res of refused) {
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({
        message: 'Pedido recusado por segurança: falta o cabeçalho X-Requested-With.',
        code: '@CSRF',
        issues: [],
      });
    }
    // Nothing was revoked or rotated by the refused calls.
    expect((await refreshCookie(token)).statusCode).toBe(200);
  });

  it('bearer refresh needs no header and still answers both tokens', async () => {
    const pair = await login(ctx.app, 'produtor@demo.com.br');
    const res = await refreshBearer(pair.refreshToken);
    expect(res.statusCode).toBe(200);
    const body = res.json() as Json;
    expect(Object.keys(body).sort()).toEqual(['accessToken', 'refreshToken']);
    expect((await refreshBearer(body.refreshToken)).statusCode).toBe(200);
  });
});
