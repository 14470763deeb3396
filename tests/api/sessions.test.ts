/** Sessions and the lobby of an event: validation, permissions, business isolation, pickers, seed, duplicate. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearerOf, loginAll, setup, type Json, type TestContext, type UserKey } from './helper';

let ctx: TestContext;
let tokens: Record<UserKey, string>;
const api = (who: UserKey, method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, payload?: unknown) =>
  ctx.app.inject({ method, url, headers: bearerOf(tokens[who]), ...(payload !== undefined ? { payload: payload as object } : {}) });

let eventId: string;
let otherEventId: string;

beforeAll(async () => {
  ctx = await setup();
  tokens = await loginAll(ctx.app);
  eventId = (await api('admin', 'POST', '/api/events', { title: 'Evento das sessões' })).json().id;
  otherEventId = (await api('other', 'GET', '/api/events?limit=9999')).json().data[0].id;
});
afterAll(async () => ctx?.close());

const session = (extra: Json = {}) => ({ title: 'Sessão das 20h', startAt: '2031-05-10T23:00:00.000Z', endAt: '2031-05-11T02:00:00.000Z', capacity: 800, ...extra });

describe('sessions', () => {
  const base = () => `/api/events/${eventId}/sessions`;

  it('creates, reads and patches a session', async () => {
    const created = await api('admin', 'POST', base(), session());
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json()).toMatchObject({ eventId, title: 'Sessão das 20h', capacity: 800, startAt: '2031-05-10T23:00:00.000Z' });
    const id = created.json().id;
    expect((await api('cashier', 'GET', `${base()}/${id}`)).json().title).toBe('Sessão das 20h');
    const patched = await api('events', 'PATCH', `${base()}/${id}`, { title: 'Sessão extra', updatedAt: created.json().updatedAt });
    expect(patched.statusCode).toBe(200);
    expect(patched.json()).toMatchObject({ title: 'Sessão extra', capacity: 800 });
    expect((await api('admin', 'PATCH', `${base()}/${id}`, { title: 'Velha', updatedAt: created.json().updatedAt })).statusCode).toBe(409);
  });

  it('requires title and startAt; endAt after startAt; capacity an integer above 0', async () => {
    const empty = await api('admin', 'POST', base(), {});
    expect(empty.statusCode).toBe(400);
    expect(empty.json().issues).toEqual([
      { field: 'title', message: 'Este campo é obrigatório' },
      { field: 'startAt', message: 'Este campo é obrigatório' },
    ]);
    const before = await api('admin', 'POST', base(), session({ endAt: '2031-05-10T22:00:00.000Z' }));
    expect(before.json().issues).toEqual([{ field: 'endAt', message: 'O término deve ser depois do início' }]);
    const same = await api('admin', 'POST', base(), session({ endAt: '2031-05-10T23:00:00.000Z' }));
    expect(same.statusCode).toBe(400);
    expect((await api('admin', 'POST', base(), session({ capacity: 0 }))).json().issues).toEqual([{ field: 'capacity', message: 'Digite um número maior que 0' }]);
    expect((await api('admin', 'POST', base(), session({ capacity: 2.5 }))).json().issues).toEqual([{ field: 'capacity', message: 'Digite um número inteiro' }]);
    expect((await api('admin', 'POST', base(), session({ capacity: null, endAt: null }))).statusCode).toBe(201);
    // A patch is checked merged with the stored record: moving the start past the end fails.
    const id = (await api('admin', 'POST', base(), session())).json().id;
    const moved = await api('admin', 'PATCH', `${base()}/${id}`, { startAt: '2031-05-12T00:00:00.000Z' });
    expect(moved.json().issues).toEqual([{ field: 'endAt', message: 'O término deve ser depois do início' }]);
  });

  it('lists for pickers with limit=9999, sorted by start', async () => {
    await api('admin', 'POST', base(), session({ title: 'Matinê', startAt: '2031-05-10T17:00:00.000Z', endAt: '2031-05-10T19:00:00.000Z' }));
    const all = (await api('admin', 'GET', `${base()}?limit=9999`)).json();
    expect(all.data.length).toBe(all.pagination.totalItems);
    const starts = all.data.map((s: Json) => Date.parse(s.startAt));
    expect(starts).toEqual([...starts].sort((a: number, b: number) => a - b));
    expect(all.data[0].title).toBe('Matinê');
  });

  it('cashier reads but cannot write; another business gets 404', async () => {
    expect((await api('cashier', 'POST', base(), session())).statusCode).toBe(403);
    expect((await api('producer', 'POST', base(), session())).statusCode).toBe(201);
    expect((await api('admin', 'POST', `/api/events/${otherEventId}/sessions`, session())).statusCode).toBe(404);
    // A list under another business's event is a 404 too, not an empty page.
    expect((await api('admin', 'GET', `/api/events/${otherEventId}/sessions`)).statusCode).toBe(404);
    expect((await api('admin', 'GET', '/api/events/00000000-0000-4000-8000-000000000000/sessions')).statusCode).toBe(404);
    const id = (await api('admin', 'GET', base())).json().data[0].id;
    expect((await api('other', 'GET', `/api/events/${eventId}/sessions/${id}`)).statusCode).toBe(404);
    expect((await api('other', 'PATCH', `/api/events/${eventId}/sessions/${id}`, { title: 'X' })).statusCode).toBe(404);
    expect((await api('admin', 'DELETE', `${base()}/${id}`)).statusCode).toBe(404); // sessions have no delete
  });
});

describe('lobby', () => {
  const base = () => `/api/events/${eventId}/lobby`;
  const lobby = (extra: Json = {}) => ({
    title: 'Fila da pré-venda',
    opensAt: '2031-04-01T12:00:00.000Z',
    closesAt: '2031-04-01T18:00:00.000Z',
    admissionsPerMinute: 150,
    message: 'Aguarde sua vez.',
    ...extra,
  });

  it('creates (inactive by default), reads and patches', async () => {
    const created = await api('admin', 'POST', base(), lobby());
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json()).toMatchObject({ eventId, isActive: false, admissionsPerMinute: 150 });
    const id = created.json().id;
    expect((await api('admin', 'GET', base())).json().data.map((l: Json) => l.id)).toContain(id);
    const patched = await api('events', 'PATCH', `${base()}/${id}`, { isActive: true });
    expect(patched.json().isActive).toBe(true);
    expect((await api('cashier', 'GET', `${base()}/${id}`)).statusCode).toBe(200);
    expect((await api('cashier', 'PATCH', `${base()}/${id}`, { isActive: false })).statusCode).toBe(403);
    expect((await api('other', 'GET', `${base()}/${id}`)).statusCode).toBe(404);
    expect((await api('admin', 'POST', `/api/events/${otherEventId}/lobby`, lobby())).statusCode).toBe(404);
  });

  it('validates its fields', async () => {
    const empty = await api('admin', 'POST', base(), {});
    expect(empty.json().issues.map((i: Json) => i.field)).toEqual(['title', 'opensAt', 'admissionsPerMinute']);
    expect((await api('admin', 'POST', base(), lobby({ closesAt: '2031-04-01T11:00:00.000Z' }))).json().issues).toEqual([
      { field: 'closesAt', message: 'O encerramento deve ser depois da abertura' },
    ]);
    expect((await api('admin', 'POST', base(), lobby({ admissionsPerMinute: 0 }))).json().issues).toEqual([
      { field: 'admissionsPerMinute', message: 'Digite um número maior que 0' },
    ]);
    expect((await api('admin', 'POST', base(), lobby({ message: 'x'.repeat(501) }))).json().issues[0].field).toBe('message');
  });
});

describe('seed and duplicate', () => {
  it('published demo events have sessions; Caruaru has a session per night and the lobby', async () => {
    const events = (await api('admin', 'GET', '/api/events?status=@PUBLISHED&limit=100')).json().data as Json[];
    for (const e of events) expect((await api('admin', 'GET', `/api/events/${e.id}/sessions`)).json().pagination.totalItems).toBeGreaterThan(0);
    const caruaru = events.find((e) => e.title === 'Festival de Forró de Caruaru')!;
    expect((await api('admin', 'GET', `/api/events/${caruaru.id}/sessions`)).json().data.map((s: Json) => s.title)).toEqual(['1ª noite', '2ª noite', '3ª noite']);
    expect((await api('admin', 'GET', `/api/events/${caruaru.id}/lobby`)).json().data).toEqual([expect.objectContaining({ isActive: true })]);
  });

  it('a duplicate copies sessions and lobby, independent of the source', async () => {
    const copy = (await api('admin', 'POST', `/api/events/${eventId}/duplicate`)).json();
    // Ties in the sort (same start) fall back to the new ids: compare as sets.
    const strip = (list: Json[]) => list.map(({ id, eventId: _e, createdAt, updatedAt, ...rest }) => JSON.stringify(rest)).sort();
    for (const child of ['sessions', 'lobby']) {
      const source = (await api('admin', 'GET', `/api/events/${eventId}/${child}?limit=9999`)).json();
      const copied = (await api('admin', 'GET', `/api/events/${copy.id}/${child}?limit=9999`)).json();
      expect(copied.pagination.totalItems).toBe(source.pagination.totalItems);
      expect(strip(copied.data)).toEqual(strip(source.data));
      expect(copied.data.every((r: Json) => r.eventId === copy.id)).toBe(true);
    }
    const first = (await api('admin', 'GET', `/api/events/${copy.id}/sessions`)).json().data[0];
    await api('admin', 'PATCH', `/api/events/${copy.id}/sessions/${first.id}`, { title: 'Só na cópia' });
    expect((await api('admin', 'GET', `/api/events/${eventId}/sessions?limit=9999`)).json().data.map((s: Json) => s.title)).not.toContain('Só na cópia');
  });
});
