/** Card BINs of an event and the tickets restricted to them (docs/api-contract.md "Coupons and card BINs"). */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearerOf, loginAll, setup, type Json, type TestContext, type UserKey } from './helper';

let ctx: TestContext;
let tokens: Record<UserKey, string>;
let eventId: string;

const api = (who: UserKey, method: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE', url: string, payload?: unknown) =>
  ctx.app.inject({ method, url, headers: bearerOf(tokens[who]), ...(payload !== undefined ? { payload: payload as object } : {}) });

const base = (event = eventId) => `/api/events/${event}/card-bin`;
const link = (ticketId: string, event = eventId) => `/api/events/${event}/card-bin/tickets/${ticketId}`;
const REQUIRED = 'Este campo é obrigatório';
const BIN_MIN = 'O número do cartão deve ter pelo menos 6 caracteres';
const BIN_MAX = 'O número do cartão deve ter no máximo 6 caracteres';
const NAME_MAX = 'O nome do cartão deve ter no máximo 50 caracteres';

beforeAll(async () => {
  ctx = await setup();
  tokens = await loginAll(ctx.app);
  eventId = (await api('admin', 'POST', '/api/events', { title: 'Pré-venda do banco' })).json().id;
});
afterAll(async () => ctx?.close());

let seq = 100000;
async function newBin(body: Json = {}, event = eventId, who: UserKey = 'admin'): Promise<Json> {
  const res = await api(who, 'POST', base(event), { bin: String(++seq), cardName: 'Banco Parceiro', ...body });
  expect(res.statusCode, res.body).toBe(201);
  return res.json();
}

/** A sector and a ticket in the event, as the staff would create them. */
async function newTicket(event = eventId, who: UserKey = 'admin'): Promise<Json> {
  const sector = (await api(who, 'POST', `/api/events/${event}/sectors`, { name: 'Pista' })).json();
  const res = await api(who, 'POST', `/api/events/${event}/${sector.id}/tickets`, { title: 'Inteira' });
  expect(res.statusCode, res.body).toBe(201);
  return res.json();
}
const binIdsOf = async (t: Json, event = eventId) => (await api('admin', 'GET', `/api/events/${event}/${t.sectorId}/tickets/${t.id}`)).json().binIds;

describe('BIN rules', () => {
  const issues = async (body: Json) => {
    const res = await api('admin', 'POST', base(), body);
    expect(res.statusCode, res.body).toBe(400);
    return res.json().issues;
  };

  it('requires the bin and the card name', async () => {
    expect(await issues({})).toEqual([
      { field: 'bin', message: REQUIRED },
      { field: 'cardName', message: REQUIRED },
    ]);
    expect(await issues({ bin: '', cardName: ' ' })).toEqual([
      { field: 'bin', message: REQUIRED },
      { field: 'cardName', message: REQUIRED },
    ]);
  });

  it('takes exactly 6 digits, keeping leading zeros', async () => {
    expect(await issues({ bin: '12345', cardName: 'X' })).toEqual([{ field: 'bin', message: BIN_MIN }]);
    expect(await issues({ bin: '1234567', cardName: 'X' })).toEqual([{ field: 'bin', message: BIN_MAX }]);
    expect(await issues({ bin: 'abcdef', cardName: 'X' })).toEqual([{ field: 'bin', message: 'Digite apenas números' }]);
    expect((await newBin({ bin: '004175' })).bin).toBe('004175');
  });

  it('takes a card name of up to 50 characters', async () => {
    expect(await issues({ bin: '411111', cardName: 'a'.repeat(51) })).toEqual([{ field: 'cardName', message: NAME_MAX }]);
    expect((await newBin({ cardName: 'a'.repeat(50) })).cardName).toHaveLength(50);
  });

  it('refuses the same bin twice in an event (409), allows it in another event', async () => {
    await newBin({ bin: '523421', cardName: 'Mastercard Black' });
    const dup = await api('admin', 'POST', base(), { bin: '523421', cardName: 'Outro' });
    expect(dup.statusCode).toBe(409);
    expect(dup.json().issues).toEqual([{ field: 'bin', message: 'Este bin já está cadastrado neste evento' }]);
    const other = (await api('admin', 'POST', '/api/events', { title: 'Outro evento' })).json().id;
    expect((await newBin({ bin: '523421' }, other)).bin).toBe('523421');
  });
});

describe('BIN list, update and delete', () => {
  it('lists 10 per page in creation order and searches by bin or card name', async () => {
    const event = (await api('admin', 'POST', '/api/events', { title: 'Muitos bins' })).json().id;
    for (let i = 0; i < 12; i++) await newBin({ bin: `4000${String(i).padStart(2, '0')}`, cardName: i === 11 ? 'Itaú Personnalité' : `Cartão ${i}` }, event);
    const page1 = (await api('admin', 'GET', base(event))).json();
    expect(page1.data).toHaveLength(10);
    expect(page1.pagination).toMatchObject({ currentPage: 1, nextPage: 2, totalItemsCurrentPage: 10 });
    expect(page1.data[0].cardName).toBe('Cartão 0');
    expect((await api('admin', 'GET', `${base(event)}?search=itau`)).json().data.map((b: Json) => b.cardName)).toEqual(['Itaú Personnalité']);
    expect((await api('admin', 'GET', `${base(event)}?search=400003`)).json().data.map((b: Json) => b.bin)).toEqual(['400003']);
  });

  it('updates and deletes a bin', async () => {
    const b = await newBin({ bin: '650031', cardName: 'Elo' });
    expect(b).toMatchObject({ eventId, bin: '650031', cardName: 'Elo' });
    const patched = await api('admin', 'PATCH', `${base()}/${b.id}`, { cardName: 'Elo Nanquim', updatedAt: b.updatedAt });
    expect(patched.statusCode, patched.body).toBe(200);
    expect(patched.json()).toMatchObject({ bin: '650031', cardName: 'Elo Nanquim' });
    const bad = await api('admin', 'PATCH', `${base()}/${b.id}`, { bin: '65003' });
    expect(bad.json().issues).toEqual([{ field: 'bin', message: BIN_MIN }]);
    expect((await api('admin', 'DELETE', `${base()}/${b.id}`)).statusCode).toBe(204);
    expect((await api('admin', 'GET', `${base()}/${b.id}`)).statusCode).toBe(404);
  });
});

describe('BIN permissions and isolation', () => {
  it('lets every user of the business read; only @ALL, @PRODUCER and @EVENTS.MODIFY write', async () => {
    const b = await newBin();
    for (const who of ['admin', 'producer', 'cashier', 'events'] as const) {
      expect((await api(who, 'GET', base())).statusCode, who).toBe(200);
      expect((await api(who, 'GET', `${base()}/${b.id}`)).statusCode, who).toBe(200);
    }
    for (const who of ['producer', 'events'] as const) {
      const mine = await newBin({}, eventId, who);
      expect((await api(who, 'PATCH', `${base()}/${mine.id}`, { cardName: who })).statusCode, who).toBe(200);
      expect((await api(who, 'DELETE', `${base()}/${mine.id}`)).statusCode, who).toBe(204);
    }
    expect((await api('cashier', 'POST', base(), { bin: '999999', cardName: 'X' })).statusCode).toBe(403);
    expect((await api('cashier', 'PATCH', `${base()}/${b.id}`, { cardName: 'X' })).statusCode).toBe(403);
    expect((await api('cashier', 'DELETE', `${base()}/${b.id}`)).statusCode).toBe(403);
  });

  it("answers 404 to another business on this event's bins", async () => {
    const b = await newBin();
    expect((await api('other', 'GET', base())).statusCode).toBe(404);
    expect((await api('other', 'GET', `${base()}/${b.id}`)).statusCode).toBe(404);
    expect((await api('other', 'POST', base(), { bin: '999998', cardName: 'X' })).statusCode).toBe(404);
    expect((await api('other', 'PATCH', `${base()}/${b.id}`, { cardName: 'X' })).statusCode).toBe(404);
    expect((await api('other', 'DELETE', `${base()}/${b.id}`)).statusCode).toBe(404);
  });
});

describe('tickets restricted to BINs (PUT /events/{id}/card-bin/tickets/{ticketId})', () => {
  it('replaces the BINs of the ticket: the record, the ticket and tickets/list answer them', async () => {
    const t = await newTicket();
    expect(t.binIds).toEqual([]);
    const [a, b, c] = [await newBin({ bin: '111111' }), await newBin({ bin: '222222' }), await newBin({ bin: '333333' })];
    const put = await api('admin', 'PUT', link(t.id), { binIds: [b.id, a.id, a.id] });
    expect(put.statusCode, put.body).toBe(200);
    expect(put.json()).toEqual({ ticketId: t.id, binIds: [a.id, b.id] }); // repeats ignored, in bin order
    expect(await binIdsOf(t)).toEqual([a.id, b.id]);
    // Replace, not add.
    expect((await api('admin', 'PUT', link(t.id), { binIds: [c.id] })).json().binIds).toEqual([c.id]);
    const list = (await api('admin', 'GET', `/api/events/${eventId}/tickets/list`)).json().data as Json[];
    expect(list.find((x) => x.id === t.id)).toMatchObject({ title: 'Inteira', sectorId: t.sectorId, binIds: [c.id] });
    // [] sells to any card again.
    expect((await api('admin', 'PUT', link(t.id), { binIds: [] })).json().binIds).toEqual([]);
    expect(await binIdsOf(t)).toEqual([]);
  });

  it('drops a deleted BIN from the tickets it restricted', async () => {
    const t = await newTicket();
    const [a, b] = [await newBin(), await newBin()];
    await api('admin', 'PUT', link(t.id), { binIds: [a.id, b.id] });
    expect((await api('admin', 'DELETE', `${base()}/${a.id}`)).statusCode).toBe(204);
    expect(await binIdsOf(t)).toEqual([b.id]);
    const list = (await api('admin', 'GET', `/api/events/${eventId}/tickets/list`)).json().data as Json[];
    expect(list.find((x) => x.id === t.id)!.binIds).toEqual([b.id]);
  });

  it('refuses BINs of another event or not ids with a 400 on binIds, and a missing list', async () => {
    const t = await newTicket();
    const other = (await api('admin', 'POST', '/api/events', { title: 'Evento vizinho' })).json().id;
    const foreign = await newBin({}, other);
    const mine = await newBin();
    for (const binIds of [[foreign.id], [mine.id, foreign.id], ['123'], [null]]) {
      const res = await api('admin', 'PUT', link(t.id), { binIds });
      expect(res.statusCode, JSON.stringify(binIds)).toBe(400);
      expect(res.json().issues).toEqual([{ field: 'binIds', message: 'Registro inválido' }]);
    }
    const missing = await api('admin', 'PUT', link(t.id), {});
    expect(missing.statusCode).toBe(400);
    expect(missing.json().issues).toEqual([{ field: 'binIds', message: REQUIRED }]);
    expect(await binIdsOf(t)).toEqual([]); // nothing half-written
  });

  it("answers 404 for a ticket of another event or another business, and to another business", async () => {
    const b = await newBin();
    const otherEvent = (await api('admin', 'POST', '/api/events', { title: 'Evento B' })).json().id;
    const elsewhere = await newTicket(otherEvent);
    expect((await api('admin', 'PUT', link(elsewhere.id), { binIds: [b.id] })).statusCode).toBe(404);
    const theirEvent = (await api('other', 'POST', '/api/events', { title: 'Evento da outra' })).json().id;
    const theirs = await newTicket(theirEvent, 'other');
    expect((await api('admin', 'PUT', link(theirs.id), { binIds: [b.id] })).statusCode).toBe(404);
    expect((await api('admin', 'PUT', link(theirs.id, theirEvent), { binIds: [] })).statusCode).toBe(404);
    const t = await newTicket();
    expect((await api('other', 'PUT', link(t.id), { binIds: [] })).statusCode).toBe(404);
    expect((await api('admin', 'PUT', link('00000000-0000-4000-8000-000000000000'), { binIds: [] })).statusCode).toBe(404);
  });

  it('lets the event edit codes link, not the cashier', async () => {
    const t = await newTicket();
    const b = await newBin();
    for (const who of ['producer', 'events'] as const) {
      const res = await api(who, 'PUT', link(t.id), { binIds: [b.id] });
      expect(res.statusCode, who).toBe(200);
    }
    expect((await api('cashier', 'PUT', link(t.id), { binIds: [] })).statusCode).toBe(403);
    expect(await binIdsOf(t)).toEqual([b.id]);
  });
});

describe('duplicating an event', () => {
  it("copies its BINs and the copied tickets' links to the copied BINs", async () => {
    const source = (await api('admin', 'POST', '/api/events', { title: 'Com bins' })).json().id;
    const t = await newTicket(source);
    const b = await newBin({ bin: '480000', cardName: 'Banco X' }, source);
    await api('admin', 'PUT', link(t.id, source), { binIds: [b.id] });
    const copy = await api('admin', 'POST', `/api/events/${source}/duplicate`);
    expect(copy.statusCode, copy.body).toBe(201);
    const copyId = copy.json().id;
    const bins = (await api('admin', 'GET', base(copyId))).json().data as Json[];
    expect(bins.map((x) => [x.bin, x.cardName])).toEqual([['480000', 'Banco X']]);
    expect(bins[0].id).not.toBe(b.id);
    const [ticket] = (await api('admin', 'GET', `/api/events/${copyId}/tickets/list`)).json().data as Json[];
    expect(ticket).toMatchObject({ title: 'Inteira', binIds: [bins[0].id] });
  });
});
