/**
 * Points of sale (spec 1 sections 2.1, 6, 7) and the routes of the ticket actions panel:
 * who may manage POS, the visibility flags, the POS connected to a ticket, the hidden link.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { issuesOf, loginAll, ok, setup, userApi, type Json, type TestContext, type UserKey } from './helper';

let ctx: TestContext;
let tokens: Record<UserKey, string>;

const api = userApi(() => ctx.app, () => tokens);

const POS = '/api/points-of-sale';
let eventId: string;
let sectorId: string;
let ticket: Json;
const ticketUrl = () => `/api/events/${eventId}/${sectorId}/tickets/${ticket.id}`;

beforeAll(async () => {
  ctx = await setup();
  tokens = await loginAll(ctx.app);
  eventId = ok(await api('admin', 'POST', '/api/events', { title: 'Forró na Praça' }), 201).id;
  sectorId = ok(await api('admin', 'POST', `/api/events/${eventId}/sectors`, { name: 'Pista' }), 201).id;
  ticket = ok(await api('admin', 'POST', `/api/events/${eventId}/${sectorId}/tickets`, { title: 'Inteira' }), 201);
});
afterAll(async () => ctx?.close());

describe('the points of sale resource', () => {
  it('is created, searched and edited with @POS.MANAGE; a repeated name is refused on the name', async () => {
    const created = ok(await api('admin', 'POST', POS, { name: 'Bilheteria do Parque', device: 'Stone S920' }), 201);
    expect(created).toMatchObject({ name: 'Bilheteria do Parque', device: 'Stone S920', isActive: true });

    const duplicate = await api('admin', 'POST', POS, { name: 'Bilheteria do Parque' });
    expect(duplicate.statusCode).toBe(409);
    expect(issuesOf(duplicate)).toEqual({ name: 'Já existe um ponto de venda com este nome' });
    expect(issuesOf(await api('admin', 'POST', POS, { name: '' }))).toEqual({ name: 'Este campo é obrigatório' });

    const found = ok(await api('admin', 'GET', `${POS}?search=stone`));
    expect(found.data.map((p: Json) => p.name)).toEqual(['Bilheteria do Parque']);

    const edited = ok(await api('admin', 'PATCH', `${POS}/${created.id}`, { name: 'Bilheteria do Parque Norte', isActive: false }));
    expect(edited).toMatchObject({ name: 'Bilheteria do Parque Norte', isActive: false });
  });

  it('refuses a cashier (no @POS.MANAGE) every call, and lets event editors only read', async () => {
    expect((await api('cashier', 'GET', POS)).statusCode).toBe(403);
    expect((await api('cashier', 'POST', POS, { name: 'Caixa 9' })).statusCode).toBe(403);
    const some = ok(await api('admin', 'POST', POS, { name: 'Caixa 1' }), 201);
    expect((await api('cashier', 'PATCH', `${POS}/${some.id}`, { name: 'Caixa 2' })).statusCode).toBe(403);

    // Event editors read them to connect tickets, but do not manage them.
    expect(ok(await api('events', 'GET', POS)).data.length).toBeGreaterThan(0);
    expect((await api('events', 'POST', POS, { name: 'Caixa 3' })).statusCode).toBe(403);
    expect((await api('events', 'PATCH', `${POS}/${some.id}`, { name: 'Caixa 4' })).statusCode).toBe(403);
  });

  it('is for ticket offices only: the admin of a producer business is refused', async () => {
    expect((await api('other', 'GET', POS)).statusCode).toBe(403);
    expect((await api('other', 'POST', POS, { name: 'Minha maquininha' })).statusCode).toBe(403);
  });
});

describe('ticket visibility', () => {
  it('show-in-site and show-in-pos persist their flag', async () => {
    expect(ok(await api('admin', 'PATCH', `${ticketUrl()}/show-in-site`, { showInSite: false }))).toMatchObject({ showInSite: false, showInPOS: true });
    expect(ok(await api('admin', 'PATCH', `${ticketUrl()}/show-in-pos`, { showInPOS: false }))).toMatchObject({ showInSite: false, showInPOS: false });
    expect(ok(await api('admin', 'GET', ticketUrl()))).toMatchObject({ showInSite: false, showInPOS: false });
    ok(await api('admin', 'PATCH', `${ticketUrl()}/show-in-site`, { showInSite: true }));
    expect(ok(await api('admin', 'GET', ticketUrl()))).toMatchObject({ showInSite: true, showInPOS: false });
  });

  it('refuses a cashier and a body without the boolean', async () => {
    expect((await api('cashier', 'PATCH', `${ticketUrl()}/show-in-site`, { showInSite: false })).statusCode).toBe(403);
    const bad = await api('admin', 'PATCH', `${ticketUrl()}/show-in-pos`, { showInPOS: 'sim' });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(issuesOf(bad))).toEqual(['showInPOS']);
  });
});

describe('points of sale of a ticket', () => {
  it('connect-in-pos refuses an unknown id and another business’s POS on posIds', async () => {
    const unknown = await api('admin', 'PUT', `${ticketUrl()}/connect-in-pos`, { posIds: ['00000000-0000-4000-8000-000000000000'] });
    expect(unknown.statusCode).toBe(400);
    expect(Object.keys(issuesOf(unknown))).toEqual(['posIds']);

    const { rows } = await ctx.db.query<{ id: string }>(
      `INSERT INTO points_of_sale (business_id, name) SELECT id, 'Maquininha da outra' FROM businesses WHERE name = 'Outra Produtora' RETURNING id`,
    );
    const foreign = await api('admin', 'PUT', `${ticketUrl()}/connect-in-pos`, { posIds: [rows[0].id] });
    expect(foreign.statusCode).toBe(400);
    expect(Object.keys(issuesOf(foreign))).toEqual(['posIds']);
    expect(ok(await api('admin', 'GET', ticketUrl())).posIds).toEqual([]);
  });

  it('connects, answers the ticket and the POS with their connected tickets; search narrows the list', async () => {
    const a = ok(await api('admin', 'POST', POS, { name: 'Barraca Marco Zero', device: 'PAX A910' }), 201);
    const b = ok(await api('admin', 'POST', POS, { name: 'Barraca Boa Viagem' }), 201);
    const updated = ok(await api('admin', 'PUT', `${ticketUrl()}/connect-in-pos`, { posIds: [a.id, b.id, a.id] }));
    expect([...updated.posIds].sort()).toEqual([a.id, b.id].sort());
    expect(ok(await api('admin', 'GET', `${ticketUrl()}/connected-pos`)).data.map((p: Json) => p.name)).toEqual(['Barraca Boa Viagem', 'Barraca Marco Zero']);

    const page = ok(await api('admin', 'GET', `/api/events/${eventId}/pos-connected?search=barraca&page=1&limit=20`));
    expect(page.data.map((p: Json) => [p.name, p.connectedTicketIds])).toEqual([
      ['Barraca Boa Viagem', [ticket.id]],
      ['Barraca Marco Zero', [ticket.id]],
    ]);
    expect(page.pagination).toMatchObject({ currentPage: 1, totalItems: 2 });
    const all = ok(await api('admin', 'GET', `/api/events/${eventId}/pos-connected?page=1&limit=20`));
    expect(all.data.find((p: Json) => p.name === 'Caixa 1').connectedTicketIds).toEqual([]);

    // Saving an empty list disconnects them all.
    expect(ok(await api('admin', 'PUT', `${ticketUrl()}/connect-in-pos`, { posIds: [] })).posIds).toEqual([]);
    expect((await api('cashier', 'PUT', `${ticketUrl()}/connect-in-pos`, { posIds: [] })).statusCode).toBe(403);
  });

  it('the POS search answers 20 a page when no limit is asked (spec 1 section 9)', async () => {
    for (let i = 1; i <= 21; i++) ok(await api('admin', 'POST', POS, { name: `Terminal ${String(i).padStart(2, '0')}` }), 201);
    const first = ok(await api('admin', 'GET', `/api/events/${eventId}/pos-connected?search=terminal`));
    expect(first.data).toHaveLength(20);
    expect(first.pagination).toMatchObject({ currentPage: 1, nextPage: 2, totalPages: 2, totalItems: 21, totalItemsCurrentPage: 20 });
    expect(ok(await api('admin', 'GET', `/api/events/${eventId}/pos-connected?search=terminal&page=2`)).data).toHaveLength(1);
  });
});

describe('hidden link', () => {
  it('is created once, then switched off and on with the same code', async () => {
    const url = `/api/events/${eventId}/tickets/${ticket.id}/hidden-link`;
    const created = ok(await api('admin', 'POST', url), 201);
    expect(created).toMatchObject({ isActive: true, url: `https://bilheteria-demo.com.br/evento/${eventId}?ingresso=${created.code}` });
    expect(ok(await api('admin', 'POST', url))).toEqual(created);

    expect(ok(await api('admin', 'PATCH', `${url}/${created.id}`, { isActive: false }))).toEqual({ ...created, isActive: false });
    expect(ok(await api('admin', 'GET', ticketUrl())).hiddenLink).toEqual({ ...created, isActive: false });
    expect(ok(await api('admin', 'PATCH', `${url}/${created.id}`, { isActive: true })).code).toBe(created.code);

    expect((await api('cashier', 'POST', url)).statusCode).toBe(403);
    expect((await api('admin', 'PATCH', `${url}/${created.id}`, {})).statusCode).toBe(400);
  });
});
