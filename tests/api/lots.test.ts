/** Lots (docs/api-contract.md, "Sectors, tickets and lots"): rules, sessions, page size, activate / automatic mode / cashier, status, sold. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { lotsUrl, salesTest, type Json, type SalesTest } from './salesTreeHelper';

let t: SalesTest;
let eventId: string;
let sectorId: string;
let ticketId: string;

const DAY = 24 * 60 * 60 * 1000;
const iso = (offsetDays: number) => new Date(Date.now() + offsetDays * DAY).toISOString();

beforeAll(async () => {
  t = await salesTest();
  eventId = await t.event('Festa dos Lotes');
  sectorId = (await t.sector(eventId)).id;
  ticketId = (await t.ticket(eventId, sectorId)).id;
});
afterAll(async () => t?.close());

const url = (ticket = ticketId, sector = sectorId) => lotsUrl(eventId, sector, ticket);
const post = (body: Json, ticket = ticketId) => t.api('admin', 'POST', url(ticket), body);
const REQUIRED = 'Este campo é obrigatório';

describe('lot rules', () => {
  it('title, price and quantity are required; price in cents from 0; quantity above 0', async () => {
    expect(t.issues(await post({}))).toEqual({ title: REQUIRED, price: REQUIRED, quantity: REQUIRED });
    expect(t.issues(await post({ title: 'L', price: -1, quantity: 0 }))).toEqual({ price: 'Valor abaixo do mínimo permitido', quantity: 'A quantidade deve ser maior que 0' });
    expect(t.issues(await post({ title: 'L', price: 'abc', quantity: 'dez' }))).toEqual({ price: 'Digite um número válido', quantity: 'Digite um número válido' });
    expect(t.issues(await post({ title: 'L', price: 1_000_000_000_001, quantity: 10_000_001 }))).toEqual({ price: 'Valor acima do máximo permitido', quantity: 'Valor acima do máximo permitido' });
    expect(t.ok(await post({ title: 'Grátis', price: 0, quantity: 1 }), 201)).toMatchObject({ price: 0, quantity: 1 });
  });

  it('the end of sales must come after the start', async () => {
    expect(t.issues(await post({ title: 'L', price: 100, quantity: 1, startAt: iso(2), endAt: iso(1) }))).toEqual({ endAt: 'O fim das vendas deve ser depois do início' });
    // One instant for both ends: two calls of iso(1) can fall a millisecond apart.
    const sameInstant = iso(1);
    expect(t.issues(await post({ title: 'L', price: 100, quantity: 1, startAt: sameInstant, endAt: sameInstant }))).toEqual({ endAt: 'O fim das vendas deve ser depois do início' });
    const lot = t.ok(await post({ title: 'Janela', price: 100, quantity: 1, startAt: iso(1), endAt: iso(2) }), 201);
    expect(t.issues(await t.api('admin', 'PATCH', `${url()}/${lot.id}`, { endAt: iso(0.5) }))).toEqual({ endAt: 'O fim das vendas deve ser depois do início' });
  });

  it('sessionId: a session of the same event, or null; another event\'s session is refused', async () => {
    const session = t.ok(await t.api('admin', 'POST', `/api/events/${eventId}/sessions`, { title: 'Sessão das 20h', startAt: iso(5) }), 201);
    const otherEvent = await t.event('Outro evento');
    const foreign = t.ok(await t.api('admin', 'POST', `/api/events/${otherEvent}/sessions`, { title: 'Sessão alheia', startAt: iso(5) }), 201);

    const lot = t.ok(await post({ title: 'Sessão', price: 100, quantity: 1, sessionId: session.id }), 201);
    expect(lot.sessionId).toBe(session.id);
    expect(t.issues(await post({ title: 'Alheia', price: 100, quantity: 1, sessionId: foreign.id }))).toEqual({ sessionId: 'Registro inválido' });
    expect(t.issues(await t.api('admin', 'PATCH', `${url()}/${lot.id}`, { sessionId: foreign.id }))).toEqual({ sessionId: 'Registro inválido' });
    expect(t.issues(await post({ title: 'Inexistente', price: 100, quantity: 1, sessionId: '00000000-0000-4000-8000-000000000000' }))).toEqual({ sessionId: 'Registro inválido' });
    expect(t.ok(await t.api('admin', 'PATCH', `${url()}/${lot.id}`, { sessionId: null })).sessionId).toBeNull();
    expect(t.ok(await post({ title: 'Sem sessão', price: 100, quantity: 1, sessionId: null }), 201).sessionId).toBeNull();
  });

  it('quantity cannot go below what was sold (courtesies and pending orders included): 400 on quantity, count in pt-BR', async () => {
    const lot = await t.lot(eventId, sectorId, ticketId, { title: 'Quase esgotado', quantity: 2000 });
    const lotUrl = `${url()}/${lot.id}`;
    const patch = (body: Json) => t.api('admin', 'PATCH', lotUrl, body);
    await t.sell(lot.id, 1495);
    await t.sell(lot.id, 2, { status: '@PENDING' });
    await t.sell(lot.id, 400, { status: '@CANCELED' }); // gave their places back
    await t.sell(lot.id, 400, { status: '@REFUNDED' });
    const sent = await t.api('admin', 'POST', `/api/events/${eventId}/send-courtesy`, { ticketId, lotId: lot.id, type: '@EMAIL', contacts: ['a@exemplo.com', 'b@exemplo.com', 'c@exemplo.com'] });
    expect(t.ok(sent, 201).created).toBe(3);

    const refused = await patch({ quantity: 1499 });
    expect(t.issues(refused)).toEqual({ quantity: 'A quantidade não pode ser menor que os ingressos já vendidos (1.500).' });
    expect(refused.json()).toMatchObject({ code: '@VALIDATION', message: 'Verifique os campos destacados.' });
    expect(t.ok(await t.api('admin', 'GET', lotUrl))).toMatchObject({ quantity: 2000, sold: 1500 }); // nothing written
    expect(t.ok(await patch({ quantity: 1500 }))).toMatchObject({ quantity: 1500, sold: 1500, status: '@SOLD_OUT' });

    // A lot already oversold (plain SQL here): other fields still save with the quantity unchanged;
    // a new quantity, even a higher one, must hold what was sold.
    await t.sell(lot.id, 2);
    expect(t.ok(await patch({ title: 'Esgotado' }))).toMatchObject({ title: 'Esgotado', quantity: 1500, sold: 1502 });
    expect(t.issues(await patch({ quantity: 1501 }))).toEqual({ quantity: 'A quantidade não pode ser menor que os ingressos já vendidos (1.502).' });
    expect(t.ok(await patch({ quantity: 1502 }))).toMatchObject({ quantity: 1502, sold: 1502 });

    const small = await t.lot(eventId, sectorId, ticketId, { title: 'Um vendido', quantity: 5 });
    await t.sell(small.id, 1);
    expect(t.issues(await t.api('admin', 'PATCH', `${url()}/${small.id}`, { quantity: 0 }))).toEqual({ quantity: 'A quantidade deve ser maior que 0' });
    expect(t.ok(await t.api('admin', 'PATCH', `${url()}/${small.id}`, { quantity: 1 }))).toMatchObject({ quantity: 1, sold: 1 });
    const twelve = await t.lot(eventId, sectorId, ticketId, { title: 'Doze', quantity: 20 });
    await t.sell(twelve.id, 12);
    expect(t.issues(await t.api('admin', 'PATCH', `${url()}/${twelve.id}`, { quantity: 11 }))).toEqual({ quantity: 'A quantidade não pode ser menor que os ingressos já vendidos (12).' });
  });

  it('lists 25 a page by default (spec 1 section 9), in their order', async () => {
    const ticket = (await t.ticket(eventId, sectorId, { title: 'Muitos lotes' })).id;
    for (let i = 0; i < 26; i++) await t.lot(eventId, sectorId, ticket, { title: `Lote ${i + 1}` });
    const page1 = t.ok(await t.api('admin', 'GET', url(ticket)));
    expect(page1.data).toHaveLength(25);
    expect(page1.data.map((l: Json) => l.index)).toEqual([...Array(25).keys()]);
    expect(page1.pagination).toMatchObject({ currentPage: 1, nextPage: 2, totalPages: 2, totalItems: 26, totalItemsCurrentPage: 25 });
    expect(t.ok(await t.api('admin', 'GET', `${url(ticket)}?page=2`)).data.map((l: Json) => l.title)).toEqual(['Lote 26']);
  });

  it('a lot under a ticket of another sector, or a ticket of another event, is 404', async () => {
    const lot = await t.lot(eventId, sectorId, ticketId);
    const otherSector = (await t.sector(eventId, 'Camarote')).id;
    expect((await t.api('admin', 'GET', `${url(ticketId, otherSector)}/${lot.id}`)).statusCode).toBe(404);
    expect((await t.api('admin', 'POST', url(ticketId, otherSector), { title: 'L', price: 1, quantity: 1 })).statusCode).toBe(404);
    const otherEvent = await t.event('Mais um');
    expect((await t.api('admin', 'GET', `${lotsUrl(otherEvent, sectorId, ticketId)}/${lot.id}`)).statusCode).toBe(404);
  });
});

describe('activate, automatic mode, cashier and status (src/shared/resources/lots/status.ts)', () => {
  it('a new lot is in automatic mode and shown in the cashier; the flags change through their calls only', async () => {
    const lot = await t.lot(eventId, sectorId, ticketId);
    expect(lot).toMatchObject({ isActive: false, showInCashier: true, sold: 0 });
    const res = await t.api('admin', 'PATCH', `${url()}/${lot.id}`, { isActive: true, showInCashier: false });
    expect(t.ok(res)).toMatchObject({ isActive: false, showInCashier: true }); // ignored through PATCH

    expect(t.ok(await t.api('admin', 'PATCH', `${url()}/${lot.id}/activate`, { isActive: true }))).toMatchObject({ isActive: true });
    expect(t.ok(await t.api('admin', 'PATCH', `${url()}/${lot.id}/activate`, { isActive: false }))).toMatchObject({ isActive: false });
    expect(t.ok(await t.api('admin', 'PATCH', `${url()}/${lot.id}/cashier`, { showInCashier: false }))).toMatchObject({ showInCashier: false });
    expect(t.issues(await t.api('admin', 'PATCH', `${url()}/${lot.id}/activate`, {}))).toEqual({ isActive: REQUIRED });
    expect(t.issues(await t.api('admin', 'PATCH', `${url()}/${lot.id}/cashier`, { showInCashier: 1 }))).toEqual({ showInCashier: 'Valor inválido' });
    expect((await t.api('admin', 'PATCH', `${url()}/00000000-0000-4000-8000-000000000000/activate`, { isActive: true })).statusCode).toBe(404);
  });

  it('the next lot opens when the one before sells out; activate forces a lot on sale; dates schedule and end lots', async () => {
    const ticket = (await t.ticket(eventId, sectorId, { title: 'Status' })).id;
    const a = await t.lot(eventId, sectorId, ticket, { title: 'A', quantity: 3 });
    const b = await t.lot(eventId, sectorId, ticket, { title: 'B' });
    const c = await t.lot(eventId, sectorId, ticket, { title: 'C' });
    const d = await t.lot(eventId, sectorId, ticket, { title: 'D', startAt: iso(3), endAt: iso(9) });
    const e = await t.lot(eventId, sectorId, ticket, { title: 'E', startAt: iso(-9), endAt: iso(-1) });
    const statuses = async () => {
      const list = t.ok(await t.api('admin', 'GET', url(ticket))).data as Json[];
      return Object.fromEntries(list.map((l) => [l.title, `${l.status} ${l.sold}`]));
    };
    expect(await statuses()).toEqual({ A: '@ON_SALE 0', B: '@WAITING 0', C: '@WAITING 0', D: '@SCHEDULED 0', E: '@ENDED 0' });

    await t.sell(a.id, 2);
    await t.sell(a.id, 5, { status: '@CANCELED' }); // cancelled and refunded orders do not count
    await t.sell(a.id, 5, { status: '@REFUNDED' });
    expect((await statuses()).A).toBe('@ON_SALE 2');
    await t.sell(a.id, 1, { status: '@PENDING' }); // a pending order holds its place
    expect(await statuses()).toMatchObject({ A: '@SOLD_OUT 3', B: '@ON_SALE 0', C: '@WAITING 0' });

    t.ok(await t.api('admin', 'PATCH', `${url(ticket)}/${c.id}/activate`, { isActive: true }));
    expect(await statuses()).toMatchObject({ B: '@ON_SALE 0', C: '@ON_SALE 0' });
    // Activating does not open a lot outside its dates.
    t.ok(await t.api('admin', 'PATCH', `${url(ticket)}/${d.id}/activate`, { isActive: true }));
    t.ok(await t.api('admin', 'PATCH', `${url(ticket)}/${e.id}/activate`, { isActive: true }));
    expect(await statuses()).toMatchObject({ D: '@SCHEDULED 0', E: '@ENDED 0' });
    // The figures ride on every answer of a lot, and in the event-wide tree.
    expect(t.ok(await t.api('admin', 'GET', `${url(ticket)}/${a.id}`))).toMatchObject({ status: '@SOLD_OUT', sold: 3 });
    const tree = t.ok(await t.api('admin', 'GET', `/api/events/${eventId}/tickets-all-lots`)).data as Json[];
    expect(tree.find((x) => x.id === ticket)!.lots.map((l: Json) => l.status)).toEqual(['@SOLD_OUT', '@ON_SALE', '@ON_SALE', '@SCHEDULED', '@ENDED']);
    expect(b.status).toBe('@WAITING');
  });
});
