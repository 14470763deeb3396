/**
 * Sockets follow their session (issue 10 item 6): one whose access token expired is dropped
 * unless it re-authenticated with a fresh token; logout drops the sockets of that session; a
 * re-authentication cannot move a socket to another business. Access tokens live 3 s here.
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { io, type Socket } from 'socket.io-client';
import { decodeJwt } from 'jose';
import { bearerOf, login, setup, type Json, type TestContext } from './helper';

let ctx: TestContext;
let base: string;
const sockets: Socket[] = [];

beforeAll(async () => {
  ctx = await setup({ accessTokenTtlSeconds: 3 });
  await ctx.app.listen({ port: 0, host: '127.0.0.1' });
  const addr = ctx.app.server.address();
  base = `http://127.0.0.1:${typeof addr === 'object' && addr ? addr.port : 0}`;
});
afterAll(async () => {
  for (const s of sockets) s.disconnect();
  await ctx?.close();
});

/** A connected socket and the reasons it was disconnected for. */
const connect = (token: string) =>
  new Promise<{ socket: Socket; drops: string[] }>((resolve, reject) => {
    const socket = io(base, { path: '/socket.io', auth: { token }, transports: ['websocket'], reconnection: false });
    const drops: string[] = [];
    sockets.push(socket);
    socket.on('disconnect', (reason) => drops.push(reason));
    socket.on('connect', () => resolve({ socket, drops }));
    socket.on('connect_error', reject);
  });

const refresh = async (refreshToken: string) =>
  (await ctx.app.inject({ method: 'POST', url: '/api/accounts/token/refresh', headers: bearerOf(refreshToken) })).json() as Json;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

it('drops a socket when its token expires, unless it re-authenticated with a fresh one', async () => {
  const idle = await connect((await login(ctx.app, 'admin@demo.com.br')).accessToken);
  const pair = await login(ctx.app, 'eventos@demo.com.br');
  const active = await connect(pair.accessToken);
  const firstExp = decodeJwt(pair.accessToken).exp!;

  await sleep(1500);
  const fresh = await refresh(pair.refreshToken);
  const freshExp = decodeJwt(fresh.accessToken).exp!;
  expect(freshExp).toBeGreaterThan(firstExp);
  expect(await active.socket.emitWithAck('auth', fresh.accessToken)).toEqual({ ok: true });

  // The idle one goes at its expiry, told by the server; the re-authenticated one stays...
  await expect.poll(() => idle.drops, { timeout: 5000 }).toEqual(['io server disconnect']);
  await sleep(Math.max(0, firstExp * 1000 + 300 - Date.now()));
  expect(active.socket.connected).toBe(true);
  // ...until its new token expires in turn.
  await expect.poll(() => active.drops, { timeout: 5000 }).toEqual(['io server disconnect']);
  expect(Date.now()).toBeGreaterThanOrEqual(freshExp * 1000 - 50);
});

it("logout drops that session's sockets and no other", async () => {
  const mine = await login(ctx.app, 'produtor@demo.com.br');
  const elsewhere = await login(ctx.app, 'produtor@demo.com.br');
  const a = await connect(mine.accessToken);
  const b = await connect(elsewhere.accessToken);
  const out = await ctx.app.inject({ method: 'POST', url: '/api/accounts/logout', headers: bearerOf(mine.refreshToken) });
  expect(out.statusCode).toBe(204);
  await expect.poll(() => a.drops).toEqual(['io server disconnect']);
  expect(b.socket.connected).toBe(true);
});

it('a refresh token reused after its grace (a thief) revokes the family and drops its sockets', async () => {
  const pair = await login(ctx.app, 'caixa@demo.com.br');
  const s = await connect(pair.accessToken);
  await refresh(pair.refreshToken);
  await ctx.db.query(`UPDATE refresh_tokens SET used_at = now() - interval '31 seconds' WHERE used_at IS NOT NULL AND revoked_at IS NULL`);
  expect((await ctx.app.inject({ method: 'POST', url: '/api/accounts/token/refresh', headers: bearerOf(pair.refreshToken) })).statusCode).toBe(401);
  await expect.poll(() => s.drops).toEqual(['io server disconnect']);
});

it("a re-authentication with a token of another business or user is refused, and the socket dropped", async () => {
  const s = await connect((await login(ctx.app, 'admin@demo.com.br')).accessToken);
  const answer = await s.socket.emitWithAck('auth', (await login(ctx.app, 'admin@outra.com.br')).accessToken);
  expect(answer).toEqual({ ok: false, code: '@FORBIDDEN', message: 'Você não tem permissão para realizar esta ação.' });
  await expect.poll(() => s.drops).toEqual(['io server disconnect']);

  const t = await connect((await login(ctx.app, 'admin@demo.com.br')).accessToken);
  expect(await t.socket.emitWithAck('auth', 'not-a-token')).toEqual({ ok: false, code: '@UNAUTHORIZED', message: 'Sessão expirada. Faça login novamente.' });
  await expect.poll(() => t.drops).toEqual(['io server disconnect']);
});

it("a password change drops every socket of the user, and a token from before it opens none", async () => {
  const email = 'eventos@demo.com.br';
  const [one, two] = [await login(ctx.app, email), await login(ctx.app, email)];
  const other = await connect((await login(ctx.app, 'admin@demo.com.br')).accessToken);
  const a = await connect(one.accessToken);
  const b = await connect(two.accessToken);
  expect((await ctx.app.inject({ method: 'POST', url: '/api/accounts/forgot-password', payload: { email } })).statusCode).toBe(200);
  await ctx.app.passwordResetMail.settle();
  const { rows } = await ctx.db.query<{ body: string }>('SELECT body FROM outbox WHERE recipient = $1 ORDER BY created_at DESC LIMIT 1', [email]);
  const link = /#token=([\w.-]+)/.exec(rows[0].body)![1];
  await sleep(1000 - (Date.now() % 1000) + 5); // the stamp has whole seconds: leave the tokens' second
  const changed = await ctx.app.inject({ method: 'POST', url: '/api/accounts/forgot-password/reset-password', headers: bearerOf(link), payload: { password: 'nova-senha-forte' } });
  expect(changed.statusCode).toBe(200);
  await expect.poll(() => [a.drops, b.drops]).toEqual([['io server disconnect'], ['io server disconnect']]);
  expect(other.socket.connected).toBe(true);
  await expect(connect(two.accessToken)).rejects.toThrow('@UNAUTHORIZED');
});
