/** Tickets (docs/api-contract.md, "Sectors, tickets and lots"): validation with exact messages, flags, points of sale, hidden link, card BINs. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { salesTest, ticketsUrl, type Json, type SalesTest } from './salesTreeHelper';

let t: SalesTest;
let eventId: string;
let sectorId: string;

beforeAll(async () => {
  t = await salesTest();
  eventId = await t.event('Festa dos Ingressos');
  sectorId = (await t.sector(eventId)).id;
});
afterAll(async () => t?.close());

const url = () => ticketsUrl(eventId, sectorId);
const post = (body: Json) => t.api('admin', 'POST', url(), body);
const REQUIRED = 'Este campo é obrigatório';

describe('ticket validation (spec 1 section 5)', () => {
  it('title, category and mode are required and not blank', async () => {
    expect(t.issues(await post({ title: '', category: '', mode: '' }))).toEqual({ title: REQUIRED, category: REQUIRED, mode: REQUIRED });
    expect(t.issues(await post({ title: '   ' }))).toEqual({ title: REQUIRED });
    // On create, a missing or null category and mode take their defaults (@ENTIRE, @QR_CODE); an edit cannot empty them.
    const created = t.ok(await post({ title: 'Inteira', category: null, mode: null }), 201);
    expect(created).toMatchObject({ category: '@ENTIRE', mode: '@QR_CODE' });
    expect(t.issues(await t.api('admin', 'PATCH', `${url()}/${created.id}`, { title: ' ', category: null, mode: '' }))).toEqual({ title: REQUIRED, category: REQUIRED, mode: REQUIRED });
  });

  it('category and mode take only their codes; only QR code is offered', async () => {
    expect(t.issues(await post({ title: 'X', category: '@VIP', mode: '@FACIAL', type: '@TRIPLE' }))).toEqual({
      category: 'Opção inválida',
      mode: 'Opção inválida',
      type: 'Opção inválida',
    });
  });

  it('@MULTIPLE needs amountMultiple: a number, above 0, at most 3 digits', async () => {
    expect(t.issues(await post({ title: 'Mesa', type: '@MULTIPLE' }))).toEqual({ amountMultiple: REQUIRED });
    expect(t.issues(await post({ title: 'Mesa', type: '@MULTIPLE', amountMultiple: null }))).toEqual({ amountMultiple: REQUIRED });
    expect(t.issues(await post({ title: 'Mesa', type: '@MULTIPLE', amountMultiple: 'abc' }))).toEqual({ amountMultiple: 'Digite um número válido' });
    expect(t.issues(await post({ title: 'Mesa', type: '@MULTIPLE', amountMultiple: 0 }))).toEqual({ amountMultiple: 'Digite um número maior que 0' });
    expect(t.issues(await post({ title: 'Mesa', type: '@MULTIPLE', amountMultiple: -2 }))).toEqual({ amountMultiple: 'Digite um número maior que 0' });
    expect(t.issues(await post({ title: 'Mesa', type: '@MULTIPLE', amountMultiple: 1000 }))).toEqual({ amountMultiple: 'Digite no máximo 3 dígitos' });
    const ok = t.ok(await post({ title: 'Mesa', type: '@MULTIPLE', amountMultiple: 999 }), 201);
    expect(ok).toMatchObject({ type: '@MULTIPLE', amountMultiple: 999 });
  });

  it('@OTHERS needs otherName', async () => {
    expect(t.issues(await post({ title: 'Professor', category: '@OTHERS' }))).toEqual({ otherName: REQUIRED });
    expect(t.issues(await post({ title: 'Professor', category: '@OTHERS', otherName: '' }))).toEqual({ otherName: REQUIRED });
    const ok = t.ok(await post({ title: 'Professor', category: '@OTHERS', otherName: 'Professor da rede pública' }), 201);
    expect(ok).toMatchObject({ category: '@OTHERS', otherName: 'Professor da rede pública' });
  });

  it('a new ticket takes the defaults: @SINGLE, @ENTIRE, @QR_CODE, shown in site and POS, last in its sector', async () => {
    const s = (await t.sector(eventId, 'Defaults')).id;
    const first = await t.ticket(eventId, s, { title: 'Inteira', amountMultiple: 4, otherName: 'ignorado' });
    expect(first).toMatchObject({ type: '@SINGLE', amountMultiple: null, category: '@ENTIRE', otherName: null, mode: '@QR_CODE', showInSite: true, showInPOS: true, index: 0, eventId, sectorId: s });
    expect((await t.ticket(eventId, s, { title: 'Meia', category: '@HALF' })).index).toBe(1);
  });

  it('on edit, otherName is cleared when the category is no longer @OTHERS, amountMultiple when the type becomes @SINGLE', async () => {
    const created = await t.ticket(eventId, sectorId, { title: 'Mesa VIP', type: '@MULTIPLE', amountMultiple: 4, category: '@OTHERS', otherName: 'Aniversariante' });
    const edited = t.ok(await t.api('admin', 'PATCH', `${url()}/${created.id}`, { category: '@HALF', type: '@SINGLE', updatedAt: created.updatedAt }));
    expect(edited).toMatchObject({ category: '@HALF', otherName: null, type: '@SINGLE', amountMultiple: null });
    // The cleared name does not come back: choosing @OTHERS again asks for it.
    expect(t.issues(await t.api('admin', 'PATCH', `${url()}/${created.id}`, { category: '@OTHERS' }))).toEqual({ otherName: REQUIRED });
    expect(t.issues(await t.api('admin', 'PATCH', `${url()}/${created.id}`, { type: '@MULTIPLE' }))).toEqual({ amountMultiple: REQUIRED });
  });

  it('a client cannot write the flags, the order or the parent through POST or PATCH', async () => {
    const created = await t.ticket(eventId, sectorId, { title: 'Somente leitura' });
    const other = (await t.sector(eventId, 'Outro setor')).id;
    // Ignored, not refused: the edit form sends the record back whole.
    const res = await t.api('admin', 'PATCH', `${url()}/${created.id}`, { showInSite: false, showInPOS: false, index: 40, sectorId: other });
    expect(t.ok(res)).toMatchObject({ showInSite: true, showInPOS: true, index: created.index, sectorId });
    expect(t.ok(await t.api('admin', 'GET', `${url()}/${created.id}`))).toMatchObject({ showInSite: true, showInPOS: true, index: created.index, sectorId });
  });
});

describe('visibility flags', () => {
  it('show-in-site and show-in-pos write one flag each; the body must be a boolean', async () => {
    const created = await t.ticket(eventId, sectorId, { title: 'Visível' });
    const hidden = t.ok(await t.api('admin', 'PATCH', `${url()}/${created.id}/show-in-site`, { showInSite: false }));
    expect(hidden).toMatchObject({ showInSite: false, showInPOS: true });
    expect(Date.parse(hidden.updatedAt)).toBeGreaterThan(Date.parse(created.updatedAt));
    expect(t.ok(await t.api('admin', 'PATCH', `${url()}/${created.id}/show-in-pos`, { showInPOS: false }))).toMatchObject({ showInSite: false, showInPOS: false });
    expect(t.issues(await t.api('admin', 'PATCH', `${url()}/${created.id}/show-in-pos`, {}))).toEqual({ showInPOS: REQUIRED });
    expect(t.issues(await t.api('admin', 'PATCH', `${url()}/${created.id}/show-in-site`, { showInSite: 'sim' }))).toEqual({ showInSite: 'Valor inválido' });
    expect((await t.api('admin', 'PATCH', `${url()}/00000000-0000-4000-8000-000000000000/show-in-site`, { showInSite: true })).statusCode).toBe(404);
  });
});

describe('points of sale', () => {
  it('connect-in-pos replaces the list; connected-pos and the record answer it; pos-connected lists each POS with its tickets', async () => {
    const pos = t.ok(await t.api('admin', 'GET', '/api/points-of-sale?limit=9999')).data as Json[];
    expect(pos.map((p) => p.name)).toEqual(['Bilheteria Central', 'PDV Shopping Recife', 'Quiosque Boa Viagem', 'Totem Autoatendimento']);
    const ticket = await t.ticket(eventId, sectorId, { title: 'No PDV' });
    const connect = (posIds: unknown) => t.api('admin', 'PUT', `${url()}/${ticket.id}/connect-in-pos`, { posIds });

    const answered = t.ok(await connect([pos[2].id, pos[0].id, pos[0].id]));
    expect(answered.posIds).toEqual([pos[0].id, pos[2].id]); // by name, repeats dropped
    expect(t.ok(await t.api('admin', 'GET', `${url()}/${ticket.id}/connected-pos`)).data.map((p: Json) => p.name)).toEqual(['Bilheteria Central', 'Quiosque Boa Viagem']);
    const listed = t.ok(await t.api('admin', 'GET', `/api/events/${eventId}/pos-connected`));
    expect(listed.pagination).toMatchObject({ totalItems: 4, currentPage: 1 });
    expect(listed.data.find((p: Json) => p.id === pos[0].id).connectedTicketIds).toEqual([ticket.id]);
    expect(listed.data.find((p: Json) => p.id === pos[1].id).connectedTicketIds).toEqual([]);
    expect(t.ok(await t.api('admin', 'GET', `/api/events/${eventId}/pos-connected?search=quiosque`)).data.map((p: Json) => p.name)).toEqual(['Quiosque Boa Viagem']);

    expect(t.ok(await connect([])).posIds).toEqual([]);
    expect(t.issues(await connect(undefined))).toEqual({ posIds: REQUIRED });
    expect(t.issues(await connect(['abc']))).toEqual({ posIds: 'Registro inválido' });
    expect(t.issues(await connect(['00000000-0000-4000-8000-000000000000']))).toEqual({ posIds: 'Registro inválido' });
  });
});

describe('hidden link', () => {
  it('is created once per ticket, answers its url, and is switched off and on keeping its code', async () => {
    const ticket = await t.ticket(eventId, sectorId, { title: 'Lista Amiga' });
    const first = t.ok(await t.api('admin', 'POST', `/api/events/${eventId}/tickets/${ticket.id}/hidden-link`), 201);
    expect(first).toMatchObject({ isActive: true, code: expect.stringMatching(/^[A-HJ-NP-Z2-9]{12}$/) });
    expect(first.url).toBe(`https://bilheteria-demo.com.br/evento/${eventId}?ingresso=${first.code}`);
    expect(t.ok(await t.api('admin', 'POST', `/api/events/${eventId}/tickets/${ticket.id}/hidden-link`))).toEqual(first);

    const off = t.ok(await t.api('admin', 'PATCH', `/api/events/${eventId}/tickets/${ticket.id}/hidden-link/${first.id}`, { isActive: false }));
    expect(off).toEqual({ ...first, isActive: false });
    expect(t.ok(await t.api('admin', 'GET', `${url()}/${ticket.id}`)).hiddenLink).toEqual(off);
    expect(t.issues(await t.api('admin', 'PATCH', `/api/events/${eventId}/tickets/${ticket.id}/hidden-link/${first.id}`, {}))).toEqual({ isActive: REQUIRED });

    const other = await t.ticket(eventId, sectorId, { title: 'Sem link' });
    expect((await t.api('admin', 'PATCH', `/api/events/${eventId}/tickets/${other.id}/hidden-link/${first.id}`, { isActive: true })).statusCode).toBe(404);
    const otherEvent = await t.event('Outro evento');
    expect((await t.api('admin', 'POST', `/api/events/${otherEvent}/tickets/${ticket.id}/hidden-link`)).statusCode).toBe(404);
  });
});

describe('card BINs of a ticket', () => {
  it('PUT card-bin/tickets/{ticketId} restricts the ticket to BINs of its event; a deleted BIN drops out', async () => {
    const bins = [];
    for (const [bin, cardName] of [['506722', 'Elo Parceiro'], ['535081', 'Black Parceiro']]) {
      bins.push(t.ok(await t.api('admin', 'POST', `/api/events/${eventId}/card-bin`, { bin, cardName }), 201));
    }
    const ticket = await t.ticket(eventId, sectorId, { title: 'Cliente Parceiro' });
    const put = (binIds: unknown, event = eventId) => t.api('admin', 'PUT', `/api/events/${event}/card-bin/tickets/${ticket.id}`, { binIds });
    expect(t.ok(await put([bins[1].id, bins[0].id]))).toEqual({ ticketId: ticket.id, binIds: [bins[0].id, bins[1].id] });
    expect(t.ok(await t.api('admin', 'GET', `${url()}/${ticket.id}`)).binIds).toEqual([bins[0].id, bins[1].id]);

    const elsewhere = await t.event('Evento dos BINs');
    const foreign = t.ok(await t.api('admin', 'POST', `/api/events/${elsewhere}/card-bin`, { bin: '422061', cardName: 'Visa' }), 201);
    expect(t.issues(await put([foreign.id]))).toEqual({ binIds: 'Registro inválido' });
    expect((await put([], elsewhere)).statusCode).toBe(404);

    t.ok(await t.api('admin', 'DELETE', `/api/events/${eventId}/card-bin/${bins[0].id}`), 204);
    expect(t.ok(await t.api('admin', 'GET', `${url()}/${ticket.id}`)).binIds).toEqual([bins[1].id]);
    expect(t.ok(await put([])).binIds).toEqual([]);
  });
});
