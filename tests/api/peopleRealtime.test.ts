/**
 * People over realtime (issue 14): a role change tells the business's open sessions (`change` of
 * `access`) so they fetch their new codes; a removed collaborator's socket is dropped at once.
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { io, type Socket } from 'socket.io-client';
import { bearerOf, login, setup, USERS, type TestContext } from './helper';

let ctx: TestContext;
let base: string;
let admin: string;
const sockets: Socket[] = [];

beforeAll(async () => {
  ctx = await setup();
  await ctx.app.listen({ port: 0, host: '127.0.0.1' });
  const addr = ctx.app.server.address();
  base = `http://127.0.0.1:${typeof addr === 'object' && addr ? addr.port : 0}`;
  admin = (await login(ctx.app, USERS.admin)).accessToken;
});
afterAll(async () => {
  for (const s of sockets) s.disconnect();
  await ctx?.close();
});

const connect = (token: string) =>
  new Promise<Socket>((resolve, reject) => {
    const s = io(base, { path: '/socket.io', auth: { token }, transports: ['websocket'], reconnection: false });
    sockets.push(s);
    s.on('connect', () => resolve(s));
    s.on('connect_error', (err) => reject(err));
  });

const roleOf = async (name: string) => {
  const res = await ctx.app.inject({ url: `/api/roles?search=${encodeURIComponent(name)}`, headers: bearerOf(admin) });
  return res.json().data[0] as { id: string; permissions: string[] };
};

it("a role's new codes reach the business's open sessions as `access`", async () => {
  const holder = await connect((await login(ctx.app, USERS.events)).accessToken);
  const outsider = await connect((await login(ctx.app, USERS.other)).accessToken);
  const outsiderEvents: unknown[] = [];
  outsider.on('change', (e) => outsiderEvents.push(e));
  const told = new Promise<{ resource: string }>((resolve) => holder.on('change', (e: { resource: string }) => e.resource === 'access' && resolve(e)));
  const eventos = await roleOf('Eventos');
  const res = await ctx.app.inject({ method: 'PATCH', url: `/api/roles/${eventos.id}`, headers: bearerOf(admin), payload: { permissions: ['@EVENTS.LIST'] } });
  expect(res.statusCode).toBe(200);
  expect(await told).toMatchObject({ resource: 'access', action: 'updated' });
  // Outra Produtora's sessions hear nothing of Bilheteria Demo's roles.
  await new Promise((r) => setTimeout(r, 200));
  expect(outsiderEvents).toEqual([]);
});

it("a removed collaborator's socket is dropped at once", async () => {
  const { accessToken } = await login(ctx.app, USERS.cashier);
  const socket = await connect(accessToken);
  const dropped = new Promise<string>((resolve) => socket.on('disconnect', resolve));
  const list = await ctx.app.inject({ url: '/api/collaborators?search=caixa%40demo', headers: bearerOf(admin) });
  const id = list.json().data[0].id as string;
  expect((await ctx.app.inject({ method: 'DELETE', url: `/api/collaborators/${id}`, headers: bearerOf(admin) })).statusCode).toBe(204);
  expect(await dropped).toBe('io server disconnect');
  await expect(connect(accessToken)).rejects.toThrow('@UNAUTHORIZED');
});
