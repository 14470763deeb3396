/** Producers of an event: list, add, remove, permissions per demo user, business isolation, duplicate. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearerOf, loginAll, setup, type Json, type TestContext, type UserKey } from './helper';

let ctx: TestContext;
let tokens: Record<UserKey, string>;
const api = (who: UserKey, method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, payload?: unknown) =>
  ctx.app.inject({ method, url, headers: bearerOf(tokens[who]), ...(payload !== undefined ? { payload: payload as object } : {}) });

let eventId: string;
let producers: Json[];
let otherEventId: string;
let otherProducerId: string;

beforeAll(async () => {
  ctx = await setup();
  tokens = await loginAll(ctx.app);
  eventId = (await api('admin', 'POST', '/api/events', { title: 'Evento dos produtores' })).json().id;
  producers = (await api('admin', 'GET', '/api/producers?limit=9999')).json().data;
  otherEventId = (await api('other', 'GET', '/api/events?limit=9999')).json().data[0].id;
  const { rows } = await ctx.db.query<{ id: string }>(
    "SELECT p.id FROM producers p JOIN businesses b ON b.id = p.business_id WHERE b.name = 'Outra Produtora' LIMIT 1",
  );
  otherProducerId = rows[0].id;
});
afterAll(async () => ctx?.close());

const add = (who: UserKey, producerId: unknown, event = eventId) => api(who, 'POST', `/api/events/${event}/producers/add`, { producerId });
const list = (who: UserKey, query = '', event = eventId) => api(who, 'GET', `/api/events/${event}/producers${query}`);

describe('adding and listing', () => {
  it('adds a producer and answers it as the producers list does, with producerId', async () => {
    const res = await add('admin', producers[0].id);
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({ id: producers[0].id, producerId: producers[0].id, corporateName: producers[0].corporateName });
    const page = (await list('admin')).json();
    expect(page.data.map((p: Json) => p.producerId)).toEqual([producers[0].id]);
    expect(page.pagination).toEqual({ currentPage: 1, nextPage: null, totalPages: 1, totalItems: 1, totalItemsCurrentPage: 1 });
  });

  it('refuses the same producer twice with 409 and a pt-BR message', async () => {
    const res = await add('admin', producers[0].id);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ code: '@DUPLICATE', message: 'Este produtor já está vinculado ao evento.' });
  });

  it('requires producerId, a valid id, and a producer and event of the business', async () => {
    const missing = await api('admin', 'POST', `/api/events/${eventId}/producers/add`, {});
    expect(missing.statusCode).toBe(400);
    expect(missing.json().issues).toEqual([{ field: 'producerId', message: 'Este campo é obrigatório' }]);
    const bad = await add('admin', 'abc');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().issues).toEqual([{ field: 'producerId', message: 'Registro inválido' }]);
    expect((await add('admin', otherProducerId)).statusCode).toBe(404);
    expect((await add('admin', producers[1].id, otherEventId)).statusCode).toBe(404);
    expect((await list('admin', '', otherEventId)).statusCode).toBe(404);
    expect((await list('admin', '', 'not-a-uuid')).statusCode).toBe(404);
  });

  it('pages 12 at a time and searches ignoring case and accents', async () => {
    for (const p of producers.slice(1, 14)) expect((await add('admin', p.id)).statusCode).toBe(201);
    const first = (await list('admin')).json();
    expect(first.data).toHaveLength(12);
    expect(first.pagination).toMatchObject({ currentPage: 1, nextPage: 2, totalPages: 2, totalItems: 14 });
    const names = first.data.map((p: Json) => p.corporateName);
    expect(names).toEqual([...names].sort((a: string, b: string) => a.localeCompare(b, 'pt-BR')));
    expect((await list('admin', '?page=2')).json().pagination).toMatchObject({ currentPage: 2, nextPage: null, totalItemsCurrentPage: 2 });
    const accented = producers.slice(0, 14).find((p) => /[áéíóúãõç]/i.test(p.corporateName));
    if (accented) {
      const plain = accented.corporateName.normalize('NFD').replace(/[\u0300-\u036f]/g, '').toUpperCase();
      const found = (await list('admin', `?search=${encodeURIComponent(plain)}`)).json().data;
      expect(found.map((p: Json) => p.id)).toContain(accented.id);
    }
    expect((await list('admin', '?search=zzzz-nada')).json().pagination.totalItems).toBe(0);
    expect((await list('admin', '?limit=101')).statusCode).toBe(400);
  });
});

describe('permissions', () => {
  it('lets event editors and producers add; cashier and non-ticket-office businesses cannot', async () => {
    expect((await add('events', producers[20].id)).statusCode).toBe(201);
    expect((await add('producer', producers[21].id)).statusCode).toBe(201);
    expect((await add('cashier', producers[22].id)).statusCode).toBe(403);
    expect((await list('cashier')).statusCode).toBe(403);
    expect((await list('events')).statusCode).toBe(200);
    expect((await list('other', '', otherEventId)).statusCode).toBe(403);
    expect((await ctx.app.inject({ method: 'GET', url: `/api/events/${eventId}/producers` })).statusCode).toBe(401);
  });

  it('removal needs the producer permission (@PRODUCER or @ALL)', async () => {
    const remove = (who: UserKey, producerId: string) => api(who, 'DELETE', `/api/events/${eventId}/producers/remove/${producerId}`);
    expect((await remove('events', producers[20].id)).statusCode).toBe(403);
    expect((await remove('cashier', producers[20].id)).statusCode).toBe(403);
    expect((await remove('producer', producers[20].id)).statusCode).toBe(204);
    expect((await remove('admin', producers[21].id)).statusCode).toBe(204);
    expect((await remove('admin', producers[21].id)).statusCode).toBe(404);
    expect((await remove('admin', otherProducerId)).statusCode).toBe(404);
    const ids = (await list('admin', '?limit=9999')).json().data.map((p: Json) => p.id);
    expect(ids).not.toContain(producers[20].id);
    expect(ids).not.toContain(producers[21].id);
    // Removed, it can be added again.
    expect((await add('admin', producers[21].id)).statusCode).toBe(201);
  });
});

describe('seed and duplicate', () => {
  it('every published demo event has producers', async () => {
    const published = (await api('admin', 'GET', '/api/events?status=@PUBLISHED&limit=100')).json().data as Json[];
    for (const e of published) expect((await list('admin', '', e.id)).json().pagination.totalItems).toBeGreaterThan(0);
  });

  it('a duplicate has the same producers', async () => {
    const copy = (await api('admin', 'POST', `/api/events/${eventId}/duplicate`)).json();
    const ids = async (id: string) => (await list('admin', '?limit=9999', id)).json().data.map((p: Json) => p.id).sort();
    expect(await ids(copy.id)).toEqual(await ids(eventId));
    // Independent links: removing from the copy leaves the source alone.
    expect((await api('admin', 'DELETE', `/api/events/${copy.id}/producers/remove/${producers[0].id}`)).statusCode).toBe(204);
    expect(await ids(eventId)).toContain(producers[0].id);
  });
});
