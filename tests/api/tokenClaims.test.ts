/**
 * Tokens signed with the real key are still checked for what makes them tokens of this API
 * (issue 10 item 5): an expiry, their type in the JOSE header, and the one algorithm.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SignJWT, UnsecuredJWT, decodeJwt, decodeProtectedHeader, type JWTPayload } from 'jose';
import { bearerOf, login, setup, type TestContext } from './helper';

const SECRET = 'test-secret-test-secret-test-secret';
const key = new TextEncoder().encode(SECRET);

let ctx: TestContext;
let claims: JWTPayload;
let refreshClaims: JWTPayload;
beforeAll(async () => {
  ctx = await setup({ jwtSecret: SECRET });
  const pair = await login(ctx.app, 'admin@demo.com.br');
  claims = decodeJwt(pair.accessToken);
  refreshClaims = decodeJwt(pair.refreshToken);
});
afterAll(async () => ctx?.close());

const profile = (token: string) => ctx.app.inject({ url: '/api/profile', headers: bearerOf(token) });
const refresh = (token: string) => ctx.app.inject({ method: 'POST', url: '/api/accounts/token/refresh', headers: bearerOf(token) });
const inAnHour = () => Math.floor(Date.now() / 1000) + 3600;

/** A token with the real key and the given header, claims and expiry (none when `exp` is null). */
function forge(payload: JWTPayload, { alg = 'HS256', typ, exp }: { alg?: string; typ?: string; exp: number | null }) {
  const jwt = new SignJWT({ ...payload, exp: undefined }).setProtectedHeader({ alg, ...(typ ? { typ } : {}) });
  if (exp !== null) jwt.setExpirationTime(exp);
  return jwt.sign(key);
}

describe('access tokens', () => {
  it('the API signs them with typ at+jwt and HS256', async () => {
    const { accessToken } = await login(ctx.app, 'admin@demo.com.br');
    expect(decodeProtectedHeader(accessToken)).toEqual({ alg: 'HS256', typ: 'at+jwt' });
    expect(typeof decodeJwt(accessToken).sid).toBe('string');
  });

  it('a well-formed forged token is accepted: the checks below refuse for the one reason each names', async () => {
    expect((await profile(await forge(claims, { typ: 'at+jwt', exp: inAnHour() }))).statusCode).toBe(200);
  });

  it('without exp: refused', async () => {
    expect((await profile(await forge(claims, { typ: 'at+jwt', exp: null }))).statusCode).toBe(401);
  });

  it('without typ or with another typ in the header: refused', async () => {
    for (const typ of [undefined, 'JWT', 'rt+jwt']) {
      expect((await profile(await forge(claims, { typ, exp: inAnHour() }))).statusCode, String(typ)).toBe(401);
    }
  });

  it('alg none or HS512: refused', async () => {
    const none = new UnsecuredJWT({ ...claims, exp: inAnHour() }).encode();
    // UnsecuredJWT writes no typ: put the right one in, so only the algorithm is wrong.
    const [, body] = none.split('.');
    const header = Buffer.from(JSON.stringify({ alg: 'none', typ: 'at+jwt' })).toString('base64url');
    expect((await profile(`${header}.${body}.`)).statusCode).toBe(401);
    expect((await profile(await forge(claims, { alg: 'HS512', typ: 'at+jwt', exp: inAnHour() }))).statusCode).toBe(401);
  });

  it('without a session id (sid): refused', async () => {
    const { sid: _sid, ...rest } = claims;
    expect((await profile(await forge(rest, { typ: 'at+jwt', exp: inAnHour() }))).statusCode).toBe(401);
  });
});

describe('refresh tokens', () => {
  /** A refresh token recorded in the database, so only the forged part can refuse it. */
  async function recorded(): Promise<JWTPayload> {
    const jti = randomUUID();
    await ctx.db.query(
      `INSERT INTO refresh_tokens (jti, family, user_id, business_id, expires_at)
       VALUES ($1, $2, $3, $4, now() + interval '1 day')`,
      [jti, refreshClaims.fam, refreshClaims.sub, refreshClaims.bid],
    );
    return { ...refreshClaims, jti };
  }

  it('a well-formed forged one rotates', async () => {
    expect((await refresh(await forge(await recorded(), { typ: 'rt+jwt', exp: inAnHour() }))).statusCode).toBe(200);
  });

  it('without exp, with the access typ, or HS512: refused', async () => {
    expect((await refresh(await forge(await recorded(), { typ: 'rt+jwt', exp: null }))).statusCode).toBe(401);
    expect((await refresh(await forge(await recorded(), { typ: 'at+jwt', exp: inAnHour() }))).statusCode).toBe(401);
    expect((await refresh(await forge(await recorded(), { alg: 'HS512', typ: 'rt+jwt', exp: inAnHour() }))).statusCode).toBe(401);
  });
});
