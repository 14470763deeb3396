/** socket.io on a real port: a write reaches its business's sockets and no other. */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { io, type Socket } from 'socket.io-client';
import { bearerOf, login, setup, type Json, type TestContext } from './helper';
import { makeCnpj, prng } from '../../server/seedData';
import { MISSED_MARGIN_MS } from '../../server/realtime';

let ctx: TestContext;
let base: string;
/** When the app was up: it keeps the changes it saw from its own start on. */
let upAt: number;
const sockets: Socket[] = [];

beforeAll(async () => {
  ctx = await setup();
  upAt = Date.now();
  await ctx.app.listen({ port: 0, host: '127.0.0.1' });
  const addr = ctx.app.server.address();
  base = `http://127.0.0.1:${typeof addr === 'object' && addr ? addr.port : 0}`;
});
afterAll(async () => {
  for (const s of sockets) s.disconnect();
  await ctx?.close();
});

const connect = (token: string | undefined) =>
  new Promise<Socket>((resolve, reject) => {
    const s = io(base, { path: '/socket.io', auth: token ? { token } : {}, transports: ['websocket'], reconnection: false });
    sockets.push(s);
    s.on('connect', () => resolve(s));
    s.on('connect_error', (err) => reject(err));
  });

/** A producer created through the API by `token`'s user; `seed` picks its CNPJ. */
const createProducer = (token: string, corporateName: string, seed: number) =>
  fetch(`${base}/api/producers`, {
    method: 'POST',
    headers: { ...bearerOf(token), 'content-type': 'application/json' },
    body: JSON.stringify({
      corporateName,
      email: 'rt@rt.com.br',
      docCNPJ: makeCnpj(prng(seed)),
      phoneNumber: '11987654321',
      representative: { profile: { fullName: 'Rita Lee' } },
    }),
  });

it('refuses a socket without a valid token', async () => {
  await expect(connect(undefined)).rejects.toThrow('@UNAUTHORIZED');
  await expect(connect('not-a-token')).rejects.toThrow('@UNAUTHORIZED');
});

it('emits change to the writer business only', async () => {
  const writer = (await login(ctx.app, 'admin@demo.com.br')).accessToken;
  const colleague = await connect((await login(ctx.app, 'produtor@demo.com.br')).accessToken);
  const outsider = await connect((await login(ctx.app, 'admin@outra.com.br')).accessToken);

  const outsiderEvents: unknown[] = [];
  outsider.on('change', (e) => outsiderEvents.push(e));
  const received = new Promise<Record<string, string>>((resolve) => colleague.once('change', resolve));

  const res = await createProducer(writer, 'Tempo Real Produções', 1);
  expect(res.status).toBe(201);
  const created = (await res.json()) as { id: string };
  expect(await received).toEqual({ resource: 'producers', id: created.id, action: 'created' });

  // An update reaches the colleague too; a marker sent after it proves the outsider got nothing.
  const updated = new Promise<Record<string, string>>((resolve) => colleague.once('change', resolve));
  const patch = await fetch(`${base}/api/producers/${created.id}`, {
    method: 'PATCH',
    headers: { ...bearerOf(writer), 'content-type': 'application/json' },
    body: JSON.stringify({ corporateName: 'Tempo Real Shows' }),
  });
  expect(patch.status).toBe(200);
  expect(await updated).toEqual({ resource: 'producers', id: created.id, action: 'updated' });
  await new Promise((r) => setTimeout(r, 200));
  expect(outsiderEvents).toEqual([]);
});

it('event writes beyond CRUD emit changes too: publish, unpublish, duplicate, images', async () => {
  const writer = (await login(ctx.app, 'admin@demo.com.br')).accessToken;
  const colleague = await connect((await login(ctx.app, 'eventos@demo.com.br')).accessToken);
  const changes: Record<string, string>[] = [];
  colleague.on('change', (e) => changes.push(e));
  const call = async (method: string, path: string, body?: unknown) => {
    const res = await fetch(`${base}${path}`, {
      method,
      headers: { ...bearerOf(writer), ...(body ? { 'content-type': 'application/json' } : {}) },
      body: body ? JSON.stringify(body) : undefined,
    });
    return (await res.json()) as Json;
  };
  const published = (await call('GET', '/api/events?status=@PUBLISHED&limit=1')).data[0];
  await call('PATCH', `/api/events/${published.id}/unpublish`);
  await call('PATCH', `/api/events/${published.id}/publish`);
  const copy = await call('POST', `/api/events/${published.id}/duplicate`);
  const png = 'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==';
  const { images } = await call('PUT', `/api/events/${copy.id}/images`, { data: png });
  await call('DELETE', `/api/events/${copy.id}/images?imageId=${images[0].id}`);
  await expect.poll(() => changes.length).toBe(5);
  expect(changes).toEqual([
    { resource: 'events', id: published.id, action: 'updated' },
    { resource: 'events', id: published.id, action: 'updated' },
    { resource: 'events', id: copy.id, action: 'created' },
    { resource: 'events', id: copy.id, action: 'updated' },
    { resource: 'events', id: copy.id, action: 'updated' },
  ]);
});

it('courtesies tell open tables and sales trees: send, delivery, cancel, resend and a guest redeeming', async () => {
  const writer = (await login(ctx.app, 'admin@demo.com.br')).accessToken;
  const colleague = await connect((await login(ctx.app, 'eventos@demo.com.br')).accessToken);
  const changes: Record<string, string>[] = [];
  colleague.on('change', (e) => changes.push(e));
  const { rows } = await ctx.db.query<{ event_id: string; ticket_id: string; lot_id: string }>(
    `SELECT l.event_id, l.ticket_id, l.id AS lot_id FROM lots l JOIN businesses b ON b.id = l.business_id
      WHERE b.name = 'Bilheteria Demo' AND l.quantity >= 100 ORDER BY l.created_at, l.id LIMIT 1`,
  );
  const { event_id: eventId, ticket_id: ticketId, lot_id: lotId } = rows[0];
  const call = async (method: string, path: string, body?: unknown) => {
    const res = await fetch(`${base}${path}`, {
      method,
      headers: { ...bearerOf(writer), ...(body ? { 'content-type': 'application/json' } : {}) },
      body: body ? JSON.stringify(body) : undefined,
    });
    expect(res.status, `${path} ${res.status === 500 ? await res.clone().text() : ""}`).toBeLessThan(300);
    return (await res.json()) as Json;
  };
  const has = (e: Record<string, string>) => expect.poll(() => changes.some((c) => JSON.stringify(c) === JSON.stringify(e))).toBe(true);

  await call('POST', `/api/events/${eventId}/send-courtesy`, { ticketId, lotId, type: '@EMAIL', contacts: ['tempo.real@exemplo.com'] });
  await has({ resource: 'courtesies', id: eventId, action: 'created' });
  await has({ resource: 'lots', id: lotId, action: 'updated' });
  // The queue delivers it (to the outbox here) and says so.
  await ctx.app.courtesyQueue.drain();
  await has({ resource: 'courtesies', id: eventId, action: 'updated' });

  const { data } = await call('GET', `/api/events/${eventId}/send-courtesy?search=tempo.real`);
  const id = data[0].id;
  changes.length = 0;
  await fetch(`${base}/api/public/courtesies/${id}/redeem`, { method: 'POST' });
  await has({ resource: 'courtesies', id, action: 'updated' });

  await call('POST', `/api/events/${eventId}/send-courtesy`, { ticketId, lotId, type: '@EMAIL', contacts: ['tempo.real2@exemplo.com'] });
  const second = (await call('GET', `/api/events/${eventId}/send-courtesy?search=tempo.real2`)).data[0].id;
  changes.length = 0;
  await call('POST', `/api/events/${eventId}/send-courtesy/${second}/resend`);
  await has({ resource: 'courtesies', id: second, action: 'updated' });
  await call('DELETE', `/api/events/${eventId}/send-courtesy/${second}`);
  await has({ resource: 'lots', id: lotId, action: 'updated' });
});

it('a socket that joins after a write asks what its business changed meanwhile, and hears nothing of another business', async () => {
  const writer = (await login(ctx.app, 'admin@demo.com.br')).accessToken;
  const outsiderToken = (await login(ctx.app, 'admin@outra.com.br')).accessToken;
  // A span reaching back before the app's start (the server adds a margin) answers {all: true}.
  await new Promise((resolve) => setTimeout(resolve, Math.max(0, upAt + MISSED_MARGIN_MS + 500 - Date.now())));
  const startedAt = Date.now();
  const res = await createProducer(writer, 'Chegou Tarde Produções', 7);
  expect(res.status).toBe(201);
  const { id } = (await res.json()) as { id: string };
  // The page read before its socket joined; the socket asks about the span since that read.
  const late = await connect((await login(ctx.app, 'produtor@demo.com.br')).accessToken);
  const ask = (s: Socket, ms: unknown) => s.timeout(5_000).emitWithAck('missed', ms) as Promise<Json>;
  const answer = await ask(late, Date.now() - startedAt);
  expect(answer.changes).toContainEqual({ resource: 'producers', id, action: 'created' });
  const outsider = await connect(outsiderToken);
  expect(((await ask(outsider, Date.now() - startedAt)).changes as Json[]).filter((c) => c.id === id)).toEqual([]);
  // A span older than the server itself: what happened then is unknown, the page reloads all.
  expect(await ask(late, 24 * 3600 * 1000)).toEqual({ all: true });
  expect(await ask(late, 'ontem')).toEqual({ all: true });
});
