/** Affiliates (docs/api-contract.md "Affiliates and options"): CRUD, search, pagination, codes and links, permissions, isolation. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearerOf, loginAll, setup, type Json, type TestContext, type UserKey } from './helper';
import { insertOrders } from '../../server/resources/tickets/seedOrders';

let ctx: TestContext;
let tokens: Record<UserKey, string>;
let eventId: string;
let otherEventId: string;

const api = (who: UserKey, method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, payload?: unknown) =>
  ctx.app.inject({ method, url, headers: bearerOf(tokens[who]), ...(payload !== undefined ? { payload: payload as object } : {}) });

beforeAll(async () => {
  ctx = await setup();
  tokens = await loginAll(ctx.app);
  eventId = (await api('admin', 'POST', '/api/events', { title: 'Festa dos Afiliados' })).json().id;
  otherEventId = (await api('other', 'GET', '/api/events?limit=1')).json().data[0].id;
});
afterAll(async () => ctx?.close());

const base = () => `/api/events/${eventId}/affiliates`;

describe('affiliates', () => {
  it('counts the admissions and value of the paid orders sold through the link, not cancelled ones', async () => {
    const a = (await api('admin', 'POST', base(), { fullName: 'Vendedor de Links' })).json();
    const sector = (await api('admin', 'POST', `/api/events/${eventId}/sectors`, { name: 'Pista' })).json();
    const ticket = (await api('admin', 'POST', `/api/events/${eventId}/${sector.id}/tickets`, { title: 'Inteira' })).json();
    const lot = (await api('admin', 'POST', `/api/events/${eventId}/${sector.id}/${ticket.id}/lots`, { title: '1º lote', price: 5000, quantity: 100 })).json();
    const businessId = (await ctx.db.query<{ business_id: string }>('SELECT business_id FROM events WHERE id = $1', [eventId])).rows[0].business_id;
    await insertOrders(ctx.db, businessId, [
      { lotId: lot.id, quantity: 2, channel: '@SITE', affiliateId: String(a.id) },
      { lotId: lot.id, quantity: 3, channel: '@SITE', affiliateId: String(a.id) },
      { lotId: lot.id, quantity: 4, channel: '@SITE', affiliateId: String(a.id), status: '@CANCELED' },
      { lotId: lot.id, quantity: 1, channel: '@SITE' },
    ]);
    const got = (await api('admin', 'GET', `${base()}/${a.id}`)).json();
    expect(got).toMatchObject({ salesAmount: 5, totalValue: 25000 });
    const listed = (await api('admin', 'GET', `${base()}?search=${encodeURIComponent('Vendedor de Links')}`)).json().data[0];
    expect(listed).toMatchObject({ id: a.id, salesAmount: 5, totalValue: 25000 });
  });

  it('refuses a blank full name with the spec message', async () => {
    for (const fullName of [undefined, '', '   ']) {
      const res = await api('admin', 'POST', base(), fullName === undefined ? {} : { fullName });
      expect(res.statusCode).toBe(400);
      expect(res.json().issues).toEqual([{ field: 'fullName', message: 'Este campo é obrigatório' }]);
    }
  });

  it('creates an active affiliate with a code, a link on the client domain and zero sales', async () => {
    const res = await api('admin', 'POST', base(), { fullName: '  Carla Menezes ' });
    expect(res.statusCode, res.body).toBe(201);
    const a = res.json();
    expect(a).toMatchObject({ fullName: 'Carla Menezes', isActive: true, eventId, salesAmount: 0, totalValue: 0 });
    expect(a.code).toMatch(/^[A-HJ-NP-Z2-9]{8}$/);
    expect(a.link).toBe(`https://bilheteria-demo.com.br/evento/${eventId}?afiliado=${a.code}`);
    // The same shape from the list and the record.
    expect((await api('admin', 'GET', `${base()}/${a.id}`)).json()).toEqual(a);
    expect((await api('admin', 'GET', base())).json().data.find((x: Json) => x.id === a.id)).toEqual(a);
  });

  it('keeps the code: clients cannot write it, edits do not change it', async () => {
    const a = (await api('admin', 'POST', base(), { fullName: 'Rafael', code: 'HACKED12' })).json();
    expect(a.code).not.toBe('HACKED12');
    const edited = await api('admin', 'PATCH', `${base()}/${a.id}`, { fullName: 'Rafael Albuquerque', code: 'HACKED12' });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json()).toMatchObject({ fullName: 'Rafael Albuquerque', code: a.code, link: a.link });
  });

  it('gives every affiliate its own code', async () => {
    const codes = new Set<string>();
    for (let i = 0; i < 15; i++) codes.add((await api('admin', 'POST', base(), { fullName: `Vendedor ${i}` })).json().code);
    expect(codes.size).toBe(15);
  });

  it('deactivates and activates keeping the name (PATCH isActive)', async () => {
    const a = (await api('admin', 'POST', base(), { fullName: 'Juliana Tavares' })).json();
    const off = await api('admin', 'PATCH', `${base()}/${a.id}`, { fullName: a.fullName, isActive: false, updatedAt: a.updatedAt });
    expect(off.statusCode, off.body).toBe(200);
    expect(off.json()).toMatchObject({ fullName: 'Juliana Tavares', isActive: false });
    const on = await api('admin', 'PATCH', `${base()}/${a.id}`, { isActive: true });
    expect(on.json()).toMatchObject({ fullName: 'Juliana Tavares', isActive: true });
    // A stale edit is refused.
    expect((await api('admin', 'PATCH', `${base()}/${a.id}`, { isActive: false, updatedAt: a.updatedAt })).statusCode).toBe(409);
  });

  it('lists 10 per page by default, searches by name ignoring case and accents', async () => {
    const page1 = (await api('admin', 'GET', `${base()}?page=1&limit=10`)).json();
    expect(page1.data).toHaveLength(10);
    const total = page1.pagination.totalItems;
    expect(total).toBeGreaterThan(10);
    expect(page1.pagination).toMatchObject({ currentPage: 1, nextPage: 2, totalPages: Math.ceil(total / 10), totalItemsCurrentPage: 10 });
    const names = page1.data.map((a: Json) => a.fullName);
    expect(names).toEqual([...names].sort((x: string, y: string) => x.localeCompare(y, 'pt-BR')));
    const page2 = (await api('admin', 'GET', `${base()}?page=2&limit=10`)).json();
    expect(page2.data[0].id).not.toBe(page1.data[0].id);
    const found = (await api('admin', 'GET', `${base()}?search=JULIANA%20tavares`)).json();
    expect(found.data.map((a: Json) => a.fullName)).toEqual(['Juliana Tavares']);
    expect((await api('admin', 'GET', `${base()}?search=menezes`)).json().pagination.totalItems).toBe(1);
    expect((await api('admin', 'GET', `${base()}?search=ninguem`)).json().data).toEqual([]);
  });

  it('has no delete (the spec lists none)', async () => {
    const a = (await api('admin', 'GET', base())).json().data[0];
    expect((await api('admin', 'DELETE', `${base()}/${a.id}`)).statusCode).toBe(404);
  });

  it('lets any event reader list, and only the event edit codes write', async () => {
    const a = (await api('admin', 'GET', base())).json().data[0];
    for (const who of ['admin', 'producer', 'cashier', 'events'] as const) {
      expect((await api(who, 'GET', base())).statusCode, who).toBe(200);
      expect((await api(who, 'GET', `${base()}/${a.id}`)).statusCode, who).toBe(200);
    }
    for (const who of ['producer', 'events'] as const) {
      expect((await api(who, 'POST', base(), { fullName: `Por ${who}` })).statusCode, who).toBe(201);
      expect((await api(who, 'PATCH', `${base()}/${a.id}`, { fullName: a.fullName })).statusCode, who).toBe(200);
    }
    expect((await api('cashier', 'POST', base(), { fullName: 'Caixa' })).statusCode).toBe(403);
    expect((await api('cashier', 'PATCH', `${base()}/${a.id}`, { isActive: false })).statusCode).toBe(403);
    expect((await ctx.app.inject({ method: 'GET', url: base() })).statusCode).toBe(401);
  });

  it("keeps another business's affiliates and events out of reach (404)", async () => {
    const a = (await api('admin', 'GET', base())).json().data[0];
    expect((await api('other', 'GET', `${base()}/${a.id}`)).statusCode).toBe(404);
    expect((await api('other', 'PATCH', `${base()}/${a.id}`, { fullName: 'X' })).statusCode).toBe(404);
    expect((await api('other', 'GET', base())).statusCode).toBe(404); // the list under another business's event
    expect((await api('admin', 'POST', `/api/events/${otherEventId}/affiliates`, { fullName: 'X' })).statusCode).toBe(404);
    expect((await api('admin', 'POST', '/api/events/not-a-uuid/affiliates', { fullName: 'X' })).statusCode).toBe(404);
    // An affiliate is reached only under its own event.
    expect((await api('admin', 'GET', `/api/events/${otherEventId}/affiliates/${a.id}`)).statusCode).toBe(404);
  });

  it('builds the link from the business domain as it is now, and none without one', async () => {
    const a = (await api('admin', 'GET', base())).json().data[0];
    const bid = (await api('admin', 'GET', '/api/business/logged')).json().id;
    await ctx.db.query('UPDATE businesses SET domain_client = $1 WHERE id = $2', ['https://ingressos.exemplo.com.br/', bid]);
    expect((await api('admin', 'GET', `${base()}/${a.id}`)).json().link).toBe(`https://ingressos.exemplo.com.br/evento/${eventId}?afiliado=${a.code}`);
    await ctx.db.query('UPDATE businesses SET domain_client = NULL WHERE id = $1', [bid]);
    expect((await api('admin', 'GET', `${base()}/${a.id}`)).json().link).toBeNull();
    await ctx.db.query('UPDATE businesses SET domain_client = $1 WHERE id = $2', ['bilheteria-demo.com.br', bid]);
  });

  it('is not copied when the event is duplicated', async () => {
    const copy = (await api('admin', 'POST', `/api/events/${eventId}/duplicate`)).json();
    expect((await api('admin', 'GET', `/api/events/${copy.id}/affiliates`)).json().pagination.totalItems).toBe(0);
  });

  it('seeds active and inactive affiliates on the published demo events', async () => {
    const published = (await api('admin', 'GET', '/api/events?status=@PUBLISHED&limit=100')).json().data as Json[];
    let active = 0;
    let inactive = 0;
    for (const e of published) {
      const list = (await api('admin', 'GET', `/api/events/${e.id}/affiliates?limit=100`)).json().data as Json[];
      expect(list.length, e.title).toBeGreaterThan(0);
      active += list.filter((a) => a.isActive).length;
      inactive += list.filter((a) => !a.isActive).length;
    }
    expect(active).toBeGreaterThan(0);
    expect(inactive).toBeGreaterThan(0);
  });

  it('documents the routes and the computed fields in OpenAPI', async () => {
    const doc = (await ctx.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    expect(doc.paths['/api/events/{eventId}/affiliates']).toBeDefined();
    const ref = JSON.stringify(doc.paths['/api/events/{eventId}/affiliates/{id}'].get.responses['200']);
    expect(ref).toContain('salesAmount');
    expect(ref).toContain('link');
  });
});
