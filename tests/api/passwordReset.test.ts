/**
 * The password flow of issue 10 item 4: a link by e-mail (the outbox without SMTP), a single-use
 * 30-minute reset token, every session ended by a change, and the rate limits of the session routes.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { bearerOf, DEMO_PASSWORD, login, setup, USERS, type Json, type TestContext } from './helper';
import { hashPassword } from '../../server/auth/passwords';
import { buildApp } from '../../server/app';

const SECRET = 'test-secret-test-secret-test-secret';
const FORGOT = '/api/accounts/forgot-password';
const RESET = '/api/accounts/forgot-password/reset-password';
const NEUTRAL = 'Se o e-mail estiver cadastrado, enviaremos um link para redefinir a senha. O link vale por 30 minutos.';
const TOO_MANY = { message: 'Muitas tentativas. Aguarde alguns minutos e tente novamente.', code: '@TOO_MANY_ATTEMPTS', issues: [] };
const LINK_INVALID = { message: 'Este link de redefinição de senha expirou ou já foi usado. Peça um novo link.', code: '@RESET_LINK_INVALID', issues: [] };

let ctx: TestContext;
let adminToken: string;
let passwordHash: string;
let ipCount = 0;
/** A new client address per call site, so the limits of one test do not reach another. */
const freshIp = () => `10.77.${Math.floor(++ipCount / 250)}.${ipCount % 250}`;

beforeAll(async () => {
  ctx = await setup();
  adminToken = (await login(ctx.app, USERS.admin)).accessToken;
  passwordHash = await hashPassword(DEMO_PASSWORD);
});
afterAll(async () => ctx?.close());

let userCount = 0;
/** A collaborator of the demo business (role Caixa) with the demo password, for one test alone. */
async function newUser(): Promise<string> {
  const email = `pessoa${++userCount}@demo.com.br`;
  const { rows } = await ctx.db.query<{ id: string }>(`INSERT INTO users (email, password_hash, first_name) VALUES ($1, $2, 'Pessoa') RETURNING id`, [email, passwordHash]);
  await ctx.db.query(
    `INSERT INTO collaborators (business_id, user_id, role_id)
     SELECT r.business_id, $1, r.id FROM roles r JOIN businesses b ON b.id = r.business_id WHERE b.name = 'Bilheteria Demo' AND r.name = 'Caixa'`,
    [rows[0].id],
  );
  return email;
}

const forgot = (email: unknown, ip = freshIp(), app: FastifyInstance = ctx.app) =>
  app.inject({ method: 'POST', url: FORGOT, payload: { email }, remoteAddress: ip });
const reset = (token: string, password: string, ip = freshIp()) =>
  ctx.app.inject({ method: 'POST', url: RESET, headers: bearerOf(token), payload: { password }, remoteAddress: ip });
const tryLogin = (email: string, password: string) =>
  ctx.app.inject({ method: 'POST', url: '/api/auth/login/local', payload: { username: email, password }, remoteAddress: freshIp() });
const refresh = (token: string, ip = freshIp(), app: FastifyInstance = ctx.app) =>
  app.inject({ method: 'POST', url: '/api/accounts/token/refresh', headers: bearerOf(token), remoteAddress: ip });
/** Waits until the clock enters the next whole second. */
const nextSecond = () => new Promise((r) => setTimeout(r, 1000 - (Date.now() % 1000) + 5));
const profile = (token: string, app: FastifyInstance = ctx.app) => app.inject({ url: '/api/profile', headers: bearerOf(token) });

/** The messages the business's admin reads in the outbox for `email`, newest first. */
async function outboxOf(email: string): Promise<Json[]> {
  await ctx.app.passwordResetMail.settle();
  const res = await ctx.app.inject({ url: `/api/outbox?search=${encodeURIComponent(email)}&limit=100`, headers: bearerOf(adminToken) });
  expect(res.statusCode).toBe(200);
  return res.json().data;
}

/** Asks for a link and reads its token from the outbox, as a person without SMTP would be handed it. */
async function linkToken(email: string): Promise<string> {
  expect((await forgot(email)).statusCode).toBe(200);
  const [message] = await outboxOf(email);
  const match = /\/auth\/reset-password#token=([\w.-]+)/.exec(message.body);
  expect(match, message.body).not.toBeNull();
  return match![1];
}

describe('reset-password takes a reset token, never an access token', () => {
  it('an access token (stolen or not) is refused with 401 and the password stays', async () => {
    const email = await newUser();
    const { accessToken } = await login(ctx.app, email);
    const res = await reset(accessToken, 'senha-do-ladrao');
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual(LINK_INVALID);
    expect((await tryLogin(email, DEMO_PASSWORD)).statusCode).toBe(200);
    expect((await tryLogin(email, 'senha-do-ladrao')).statusCode).toBe(401);
  });

  it('a refresh token, a forged token and no token are refused too', async () => {
    const email = await newUser();
    const { refreshToken } = await login(ctx.app, email);
    const token = await linkToken(email);
    const [head, body] = token.split('.');
    for (const bad of [refreshToken, `${head}.${body}.assinatura-falsa`, 'lixo']) expect((await reset(bad, 'nova-senha-123')).statusCode).toBe(401);
    const none = await ctx.app.inject({ method: 'POST', url: RESET, payload: { password: 'nova-senha-123' }, remoteAddress: freshIp() });
    expect(none.statusCode).toBe(401);
    // The link is still good after all that.
    expect((await reset(token, 'nova-senha-123')).statusCode).toBe(200);
  });

  it('a reset token opens no other route: it is neither an access nor a refresh token', async () => {
    const token = await linkToken(await newUser());
    expect((await profile(token)).statusCode).toBe(401);
    expect((await refresh(token)).statusCode).toBe(401);
  });
});

describe('forgot-password', () => {
  it('answers the same message for a known and an unknown e-mail; only the known one gets a message', async () => {
    const email = await newUser();
    const known = await forgot(email.toUpperCase());
    const unknown = await forgot('ninguem@demo.com.br');
    expect([known.statusCode, unknown.statusCode]).toEqual([200, 200]);
    expect(known.json()).toEqual({ message: NEUTRAL });
    expect(unknown.json()).toEqual(known.json());
    expect(unknown.headers['content-length']).toBe(known.headers['content-length']);

    const [message, ...others] = await outboxOf(email);
    expect(others).toEqual([]);
    expect(message).toMatchObject({ channel: '@EMAIL', recipient: email, subject: 'Redefinição de senha', status: '@OUTBOX' });
    expect(message.body).toContain('Olá, Pessoa!');
    expect(message.body).toMatch(/^http:\/\/localhost:\d+\/auth\/reset-password#token=[\w-]+\.[\w-]+\.[\w-]+$/m);
    expect(message.body).toContain('30 minutos');
    const { rows } = await ctx.db.query('SELECT 1 FROM outbox WHERE lower(recipient) = $1', ['ninguem@demo.com.br']);
    expect(rows).toEqual([]);
  });

  it('a user of another business gets the message in that business outbox, not in this one', async () => {
    expect((await forgot(USERS.other)).statusCode).toBe(200);
    expect(await outboxOf(USERS.other)).toEqual([]);
    const { rows } = await ctx.db.query<{ name: string }>(
      'SELECT b.name FROM outbox o JOIN businesses b ON b.id = o.business_id WHERE o.recipient = $1',
      [USERS.other],
    );
    expect(rows.map((r) => r.name)).toEqual(['Outra Produtora']);
  });

  it('checks the e-mail: missing or malformed is 400 on the field', async () => {
    for (const [email, text] of [
      [undefined, 'Este campo é obrigatório'],
      ['', 'Este campo é obrigatório'],
      ['nao-e-email', 'E-mail inválido'],
      [42, 'E-mail inválido'],
    ] as const) {
      const res = await forgot(email);
      expect(res.statusCode).toBe(400);
      expect(res.json().issues).toEqual([{ field: 'email', message: text }]);
    }
  });

  it('is public and documented in the OpenAPI', async () => {
    const doc = (await ctx.app.inject({ url: '/api/docs/json' })).json();
    const op = doc.paths['/api/accounts/forgot-password'].post;
    expect(op.security).toEqual([]);
    expect(op.requestBody.content['application/json'].schema.properties.email).toMatchObject({ type: 'string', format: 'email' });
  });
});

describe('the reset token', () => {
  it('changes the password once; the second use is refused; the new password logs in, the old one does not', async () => {
    const email = await newUser();
    const token = await linkToken(email);
    const ok = await reset(token, 'nova-senha-123');
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toEqual({ message: 'Senha alterada com sucesso.' });
    const again = await reset(token, 'outra-senha-456');
    expect(again.statusCode).toBe(401);
    expect(again.json()).toEqual(LINK_INVALID);
    expect((await tryLogin(email, DEMO_PASSWORD)).statusCode).toBe(401);
    expect((await tryLogin(email, 'outra-senha-456')).statusCode).toBe(401);
    expect((await tryLogin(email, 'nova-senha-123')).statusCode).toBe(200);
  });

  it('needs 8 to 128 characters, with the pt-BR message on the field, and is not spent by a refused password', async () => {
    const email = await newUser();
    const token = await linkToken(email);
    for (const [password, text] of [
      ['curta', 'A senha deve ter pelo menos 8 caracteres.'],
      ['', 'Este campo é obrigatório'],
      ['x'.repeat(129), 'A senha deve ter no máximo 128 caracteres.'],
    ]) {
      const res = await reset(token, password);
      expect(res.statusCode).toBe(400);
      expect(res.json().issues).toEqual([{ field: 'password', message: text }]);
    }
    expect((await reset(token, 'x'.repeat(128))).statusCode).toBe(200);
  });

  it('is refused after 30 minutes', async () => {
    const email = await newUser();
    const token = await linkToken(email);
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + 30 * 60_000 + 1000 });
    try {
      const late = await reset(token, 'nova-senha-123');
      expect(late.statusCode).toBe(401);
      expect(late.json()).toEqual(LINK_INVALID);
    } finally {
      vi.useRealTimers();
    }
    expect((await tryLogin(email, DEMO_PASSWORD)).statusCode).toBe(200);
  });

  it('a change voids the other links sent before it', async () => {
    const email = await newUser();
    const first = await linkToken(email);
    const second = await linkToken(email);
    expect(first).not.toBe(second);
    expect((await reset(second, 'nova-senha-123')).statusCode).toBe(200);
    expect((await reset(first, 'outra-senha-456')).statusCode).toBe(401);
  });
});

describe('a password change ends every session of the user', () => {
  it('old access tokens get 401 (at once here, within the cache time in another process), old refresh tokens are refused; a login right after works', async () => {
    const email = await newUser();
    const bystander = await login(ctx.app, await newUser());
    // Another API process on the same database, whose cache of the stamp lives 300 ms.
    const other = await buildApp({ db: ctx.db, jwtSecret: SECRET, sessionStampCacheMs: 300, delivery: { intervalMs: 0 } });
    try {
      const old = await login(ctx.app, email);
      expect((await profile(old.accessToken)).statusCode).toBe(200);
      expect((await profile(old.accessToken, other)).statusCode).toBe(200); // cached there now
      // Tokens carry whole seconds: the change comes in a later second than the old login.
      await nextSecond();

      expect((await reset(await linkToken(email), 'nova-senha-123')).statusCode).toBe(200);
      expect((await profile(old.accessToken)).statusCode).toBe(401);
      await new Promise((r) => setTimeout(r, 350));
      expect((await profile(old.accessToken, other)).statusCode).toBe(401);
      expect((await refresh(old.refreshToken)).statusCode).toBe(401);
      expect((await refresh(old.refreshToken, freshIp(), other)).statusCode).toBe(401);

      // In the same second as the change: the stamp has second resolution and still lets it in.
      const fresh = await login(ctx.app, email, 'nova-senha-123');
      expect((await profile(fresh.accessToken)).statusCode).toBe(200);
      expect((await profile(fresh.accessToken, other)).statusCode).toBe(200);
      const rotated = await refresh(fresh.refreshToken);
      expect(rotated.statusCode).toBe(200);
      expect((await profile(rotated.json().accessToken)).statusCode).toBe(200);
      // Other users keep their sessions.
      expect((await profile(bystander.accessToken)).statusCode).toBe(200);
      expect((await refresh(bystander.refreshToken)).statusCode).toBe(200);
    } finally {
      await other.close();
    }
  });

  it('a refresh token issued before the stamp is refused even if its row was not revoked', async () => {
    const email = await newUser();
    const old = await login(ctx.app, email);
    // As another process that changed the password a second later would leave it.
    await ctx.db.query(`UPDATE users SET sessions_valid_after = date_trunc('second', now()) + interval '2 seconds' WHERE email = $1`, [email]);
    expect((await refresh(old.refreshToken)).statusCode).toBe(401);
  });
});

describe('rate limits answer 429 like login', () => {
  it('forgot-password: 5 requests per e-mail in 15 minutes, from any address', async () => {
    const email = await newUser();
    for (let i = 0; i < 5; i++) expect((await forgot(email)).statusCode).toBe(200);
    const blocked = await forgot(email);
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toEqual(TOO_MANY);
    // The same for an unknown e-mail: a 429 tells nothing about the account.
    for (let i = 0; i < 5; i++) expect((await forgot('ninguem2@demo.com.br')).statusCode).toBe(200);
    expect((await forgot('ninguem2@demo.com.br')).statusCode).toBe(429);
    expect(await outboxOf(email)).toHaveLength(5);
  });

  it('forgot-password: 10 requests per address in 15 minutes', async () => {
    const ip = freshIp();
    for (let i = 0; i < 10; i++) expect((await forgot(`x${i}@exemplo.com`, ip)).statusCode).toBe(200);
    expect((await forgot('y@exemplo.com', ip)).statusCode).toBe(429);
    expect((await forgot('y@exemplo.com')).statusCode).toBe(200);
  });

  it('reset-password: 10 refused tokens from one address, then 429 even for a good one', async () => {
    const ip = freshIp();
    const token = await linkToken(await newUser());
    for (let i = 0; i < 10; i++) expect((await reset(`lixo${i}`, 'nova-senha-123', ip)).statusCode).toBe(401);
    const blocked = await reset(token, 'nova-senha-123', ip);
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toEqual(TOO_MANY);
    expect((await reset(token, 'nova-senha-123')).statusCode).toBe(200);
  });

  it('refresh: 30 refused refresh tokens from one address, then 429 even for a good one', async () => {
    const ip = freshIp();
    const pair = await login(ctx.app, await newUser());
    for (let i = 0; i < 30; i++) expect((await refresh(`lixo${i}`, ip)).statusCode).toBe(401);
    const blocked = await refresh(pair.refreshToken, ip);
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toEqual(TOO_MANY);
    expect((await refresh(pair.refreshToken)).statusCode).toBe(200);
  });
});
