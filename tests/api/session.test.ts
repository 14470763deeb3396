/** Login, the failure limiter and refresh-token rotation (the password flow: passwordReset.test.ts). */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearerOf, login, setup, type TestContext } from './helper';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await setup();
});
afterAll(async () => ctx?.close());

const attempt = (username: string, password: string, ip: string, url = '/api/auth/login/local') =>
  ctx.app.inject({ method: 'POST', url, payload: { username, password }, remoteAddress: ip });

const refresh = (token: string) => ctx.app.inject({ method: 'POST', url: '/api/accounts/token/refresh', headers: bearerOf(token) });

describe('login', () => {
  it('both login paths answer a token pair whose access token carries the contract claims', async () => {
    for (const url of ['/api/auth/login/local', '/api/accounts/login/local']) {
      const res = await attempt('ADMIN@demo.com.br', 'demo1234', '10.0.0.1', url);
      expect(res.statusCode).toBe(200);
      const { accessToken, refreshToken } = res.json();
      expect(typeof refreshToken).toBe('string');
      const claims = JSON.parse(Buffer.from(accessToken.split('.')[1], 'base64url').toString());
      expect(claims).toMatchObject({ perms: ['@ALL'], mods: ['@M_EVENTS', '@M_BOOKINGS', '@M_ACCREDITATION'], to: true });
      expect(claims.sub).toMatch(/^[0-9a-f-]{36}$/);
      expect(claims.bid).toMatch(/^[0-9a-f-]{36}$/);
      expect(claims.exp - claims.iat).toBe(15 * 60);
    }
  });

  it('a wrong password or unknown user is 401 with the pt-BR message', async () => {
    for (const [user, pass] of [
      ['admin@demo.com.br', 'wrong-password'],
      ['ninguem@demo.com.br', 'demo1234'],
    ]) {
      const res = await attempt(user, pass, '10.0.0.2');
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ message: 'E-mail ou senha inválidos.', code: '@INVALID_CREDENTIALS', issues: [] });
    }
  });

  it('missing fields are 400 with issues', async () => {
    const res = await ctx.app.inject({ method: 'POST', url: '/api/auth/login/local', payload: {}, remoteAddress: '10.0.0.3' });
    expect(res.statusCode).toBe(400);
    expect(res.json().issues).toEqual([
      { field: 'username', message: 'Este campo é obrigatório' },
      { field: 'password', message: 'Este campo é obrigatório' },
    ]);
  });

  it('10 failures from one IP within 15 minutes give 429, other IPs still log in', async () => {
    const ip = '10.0.0.50';
    for (let i = 0; i < 10; i++) expect((await attempt('admin@demo.com.br', `bad-${i}`, ip)).statusCode).toBe(401);
    const blocked = await attempt('admin@demo.com.br', 'demo1234', ip);
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toEqual({
      message: 'Muitas tentativas de login. Aguarde alguns minutos e tente novamente.',
      code: '@TOO_MANY_ATTEMPTS',
      issues: [],
    });
    expect((await attempt('admin@demo.com.br', 'demo1234', '10.0.0.51')).statusCode).toBe(200);
  });
});

describe('refresh tokens', () => {
  it('rotate: the new pair works; a token reused after the grace window is refused and revokes its family', async () => {
    const first = await login(ctx.app, 'caixa@demo.com.br');
    const r1 = await refresh(first.refreshToken);
    expect(r1.statusCode).toBe(200);
    const second = r1.json();
    expect(second.refreshToken).not.toBe(first.refreshToken);
    expect((await ctx.app.inject({ url: '/api/profile', headers: bearerOf(second.accessToken) })).statusCode).toBe(200);

    // Its first use 31 seconds ago: past the grace window.
    await ctx.db.query(`UPDATE refresh_tokens SET used_at = now() - interval '31 seconds' WHERE used_at IS NOT NULL AND revoked_at IS NULL`);
    // Reusing the first token (as a thief would) is refused...
    const reuse = await refresh(first.refreshToken);
    expect(reuse.statusCode).toBe(401);
    expect(reuse.json()).toEqual({ message: 'Sessão inválida. Faça login novamente.', code: '@UNAUTHORIZED', issues: [] });
    // ...and the whole family is revoked, including the legitimate newer token.
    expect((await refresh(second.refreshToken)).statusCode).toBe(401);
    // Another session of the same user is untouched.
    const other = await login(ctx.app, 'caixa@demo.com.br');
    expect((await refresh(other.refreshToken)).statusCode).toBe(200);
  });

  it('within 30 seconds of its first use a token refreshes again: two tabs at once, or a reload mid-refresh', async () => {
    const first = await login(ctx.app, 'eventos@demo.com.br');
    const [a, b] = await Promise.all([refresh(first.refreshToken), refresh(first.refreshToken)]);
    expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
    // A reload that lost the answer presents the old token once more: still the same session.
    const again = await refresh(first.refreshToken);
    expect(again.statusCode).toBe(200);
    for (const pair of [a.json(), b.json(), again.json()]) {
      expect((await ctx.app.inject({ url: '/api/profile', headers: bearerOf(pair.accessToken) })).statusCode).toBe(200);
      expect((await refresh(pair.refreshToken)).statusCode).toBe(200);
    }
  });

  it('an access token is not a refresh token, and garbage is 401', async () => {
    const pair = await login(ctx.app, 'eventos@demo.com.br');
    expect((await refresh(pair.accessToken)).statusCode).toBe(401);
    expect((await refresh('garbage')).statusCode).toBe(401);
    expect((await ctx.app.inject({ method: 'POST', url: '/api/accounts/token/refresh' })).statusCode).toBe(401);
    // ...and a refresh token is not an access token.
    expect((await ctx.app.inject({ url: '/api/profile', headers: bearerOf(pair.refreshToken) })).statusCode).toBe(401);
  });
});
