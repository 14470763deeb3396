/**
 * Sectors, tickets and lots (docs/api-contract.md, "Sectors, tickets and lots"): tree, order,
 * event-wide reads, delete refusal, permissions, business isolation. Ticket and lot rules are
 * in tickets.test.ts and lots.test.ts; the seed and the duplicate in salesSeed.test.ts.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { UserKey } from './helper';
import { lotsUrl, salesTest, sectorsUrl, ticketsUrl, type Json, type SalesTest } from './salesTreeHelper';

let t: SalesTest;
let eventId: string;

beforeAll(async () => {
  t = await salesTest();
  eventId = await t.event('Festa da Árvore');
});
afterAll(async () => t?.close());

const list = async (url: string) => t.ok(await t.api('admin', 'GET', url)).data as Json[];
const move = (url: string, id: string, index: unknown, who: UserKey = 'admin') => t.api(who, 'POST', `${url}/${id}/ordination`, { index });

describe('the sales tree', () => {
  it('builds sectors, tickets and lots in creation order and moves them by ordination', async () => {
    const names = ['Pista', 'Camarote', 'Área VIP'];
    const sectors: Json[] = [];
    for (const name of names) sectors.push(await t.sector(eventId, name));
    expect(sectors.map((s) => s.index)).toEqual([0, 1, 2]);

    const moved = t.ok(await move(sectorsUrl(eventId), sectors[2].id, 0));
    expect(moved.data.map((r: Json) => r.id)).toEqual([sectors[2].id, sectors[0].id, sectors[1].id]);
    expect((await list(sectorsUrl(eventId))).map((s) => s.name)).toEqual(['Área VIP', 'Pista', 'Camarote']);

    const t1 = await t.ticket(eventId, sectors[0].id, { title: 'Inteira' });
    expect(t1).toMatchObject({ type: '@SINGLE', category: '@ENTIRE', mode: '@QR_CODE', showInSite: true, showInPOS: true, posIds: [], binIds: [], hiddenLink: null, index: 0 });
    const lot = await t.lot(eventId, sectors[0].id, t1.id, { title: 'Lote 1', price: 5000, quantity: 100 });
    expect(lot).toMatchObject({ isActive: false, showInCashier: true, sold: 0, status: '@ON_SALE', sessionId: null });

    const tree = t.ok(await t.api('admin', 'GET', `/api/events/${eventId}/tickets-all-lots`));
    expect(tree.data).toHaveLength(1);
    expect(tree.data[0].lots.map((l: Json) => l.title)).toEqual(['Lote 1']);
  });

  it('answers the tree from memory until a write of what it shows: a lot edited, a sale; not another event or an artist', async () => {
    const event = await t.event('Árvore Guardada');
    const sector = await t.sector(event, 'Pista');
    const ticket = await t.ticket(event, sector.id);
    const lot = await t.lot(event, sector.id, ticket.id, { title: 'Lote Guardado' });
    const tree = async () => t.ok(await t.api('admin', 'GET', `/api/events/${event}/tickets-all-lots`)).data as Json[];
    const lotOf = async () => (await tree())[0].lots[0] as Json;
    // The app's clock stands still: the kept answer's second cannot run out on a slow machine.
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() });
    try {
      await tree();
      // Written outside the app, no clock sees it: what is shown from memory stays until the app writes what it read.
      await t.ctx.outside.query('UPDATE lots SET title = $1 WHERE id = $2', ['Lote Por Fora', lot.id]);
      await t.event('Outro Evento');
      t.ok(await t.api('admin', 'POST', '/api/artists', { name: 'Artista Ao Lado' }), 201);
      expect((await lotOf()).title).toBe('Lote Guardado');
      await t.sell(lot.id, 3);
      expect(await lotOf()).toMatchObject({ title: 'Lote Por Fora', sold: 3 });
      t.ok(await t.api('admin', 'PATCH', `${lotsUrl(event, sector.id, ticket.id)}/${lot.id}`, { title: 'Lote Renomeado' }));
      expect((await lotOf()).title).toBe('Lote Renomeado');
    } finally {
      vi.useRealTimers();
    }
  });

  it('lists sectors and tickets 20 a page by default (spec 1 section 9)', async () => {
    const event = await t.event('Muitos setores');
    for (let i = 0; i < 21; i++) await t.sector(event, `Setor ${i + 1}`);
    const page = t.ok(await t.api('admin', 'GET', sectorsUrl(event)));
    expect(page.data).toHaveLength(20);
    expect(page.pagination).toMatchObject({ currentPage: 1, nextPage: 2, totalPages: 2, totalItems: 21, totalItemsCurrentPage: 20 });
    expect(page.data.map((s: Json) => s.index)).toEqual([...Array(20).keys()]);
    expect(t.ok(await t.api('admin', 'GET', `${sectorsUrl(event)}?page=2`)).data.map((s: Json) => s.name)).toEqual(['Setor 21']);
  });
});

describe('ordination', () => {
  let event: string;
  let sectors: Json[];
  beforeAll(async () => {
    event = await t.event('Festa da Ordem');
    sectors = [];
    for (const name of ['A', 'B', 'C', 'D']) sectors.push(await t.sector(event, name));
  });

  const order = async (url: string) => (await list(url)).map((r) => `${r.index}:${r.name ?? r.title}`);

  it('moves a sector first to last, last to first, and clamps an index beyond the end; the order persists', async () => {
    const url = sectorsUrl(event);
    const [a, b] = sectors;
    expect(t.ok(await move(url, a.id, 3)).data).toEqual([...sectors.slice(1), a].map((s, index) => ({ id: s.id, index })));
    expect(await order(url)).toEqual(['0:B', '1:C', '2:D', '3:A']);
    t.ok(await move(url, a.id, 0));
    expect(await order(url)).toEqual(['0:A', '1:B', '2:C', '3:D']);
    t.ok(await move(url, b.id, 99));
    expect(await order(url)).toEqual(['0:A', '1:C', '2:D', '3:B']);
    t.ok(await move(url, b.id, 3)); // already there: nothing changes
    expect(await order(url)).toEqual(['0:A', '1:C', '2:D', '3:B']);
    // A new sector goes last.
    expect((await t.sector(event, 'E')).index).toBe(4);
  });

  it('refuses a negative, missing or non-integer index, and an unknown id', async () => {
    const url = sectorsUrl(event);
    const refused: [unknown, string][] = [
      [-1, 'Valor abaixo do mínimo permitido'],
      [undefined, 'Este campo é obrigatório'],
      [1.5, 'Digite um número inteiro'],
      ['2', 'Digite um número inteiro'],
    ];
    for (const [index, message] of refused) expect(t.issues(await move(url, sectors[0].id, index)), String(index)).toEqual({ index: message });
    expect(t.issues(await t.api('admin', 'POST', `${url}/${sectors[0].id}/ordination`))).toEqual({ index: 'Este campo é obrigatório' });
    expect((await move(url, '00000000-0000-4000-8000-000000000000', 0)).statusCode).toBe(404);
    expect((await move(sectorsUrl(eventId), sectors[0].id, 0)).statusCode).toBe(404); // a sector of another event
  });

  it('moves tickets and lots among their siblings only; an id under the wrong parent is 404', async () => {
    const [s1, s2] = sectors;
    const t1 = [];
    for (const title of ['Inteira', 'Meia', 'Solidário']) t1.push(await t.ticket(event, s1.id, { title }));
    const t2 = [];
    for (const title of ['Camarote', 'Mesa']) t2.push(await t.ticket(event, s2.id, { title }));
    const before2 = await list(ticketsUrl(event, s2.id));

    t.ok(await move(ticketsUrl(event, s1.id), t1[2].id, 0));
    expect(await order(ticketsUrl(event, s1.id))).toEqual(['0:Solidário', '1:Inteira', '2:Meia']);
    expect(await list(ticketsUrl(event, s2.id))).toEqual(before2); // same indexes, same updatedAt
    expect((await move(ticketsUrl(event, s2.id), t1[0].id, 0)).statusCode).toBe(404);

    const lotsA = [];
    for (const title of ['1º lote', '2º lote', '3º lote']) lotsA.push(await t.lot(event, s1.id, t1[0].id, { title }));
    const lotB = await t.lot(event, s1.id, t1[1].id, { title: 'Único' });
    const url = lotsUrl(event, s1.id, t1[0].id);
    t.ok(await move(url, lotsA[0].id, 2));
    expect(await order(url)).toEqual(['0:2º lote', '1:3º lote', '2:1º lote']);
    t.ok(await move(url, lotsA[0].id, 0));
    expect(await order(url)).toEqual(['0:1º lote', '1:2º lote', '2:3º lote']);
    expect(await list(lotsUrl(event, s1.id, t1[1].id))).toEqual([expect.objectContaining({ id: lotB.id, index: 0, updatedAt: lotB.updatedAt })]);
    expect((await move(url, lotB.id, 0)).statusCode).toBe(404);
    expect((await move(lotsUrl(event, s2.id, t1[0].id), lotsA[0].id, 0)).statusCode).toBe(404);
  });

  it('the automatic mode follows the new order: the lot moved first opens', async () => {
    const s = sectors[3];
    const ticket = await t.ticket(event, s.id, { title: 'Ordem e status' });
    const a = await t.lot(event, s.id, ticket.id, { title: 'A' });
    const b = await t.lot(event, s.id, ticket.id, { title: 'B' });
    const url = lotsUrl(event, s.id, ticket.id);
    expect((await list(url)).map((l) => `${l.title} ${l.status}`)).toEqual(['A @ON_SALE', 'B @WAITING']);
    t.ok(await move(url, b.id, 0));
    expect((await list(url)).map((l) => `${l.title} ${l.status}`)).toEqual(['B @ON_SALE', 'A @WAITING']);
    expect(a.id).not.toBe(b.id);
  });
});

describe('event-wide reads', () => {
  let event: string;
  let s: Json[];
  let tk: Json[];
  let elsewhere: Json;
  beforeAll(async () => {
    event = await t.event('Festa das Leituras');
    elsewhere = await t.sector(await t.event('Outra festa'), 'Pista');
    s = [await t.sector(event, 'Pista'), await t.sector(event, 'Camarote')];
    tk = [await t.ticket(event, s[1].id, { title: 'Camarote' }), await t.ticket(event, s[0].id, { title: 'Inteira' }), await t.ticket(event, s[0].id, { title: 'Meia', category: '@HALF' })];
    await t.lot(event, s[0].id, tk[1].id, { title: '1º lote' });
    await t.lot(event, s[0].id, tk[1].id, { title: '2º lote' });
    await t.lot(event, s[1].id, tk[0].id, { title: 'Único' });
  });

  it('tickets-all-lots answers tickets in sector then ticket order, each with its lots; sectorIds narrows', async () => {
    const all = await list(`/api/events/${event}/tickets-all-lots`);
    expect(all.map((x) => [x.title, x.lots.map((l: Json) => l.title)])).toEqual([
      ['Inteira', ['1º lote', '2º lote']],
      ['Meia', []],
      ['Camarote', ['Único']],
    ]);
    expect(all[0]).toMatchObject({ sectorId: s[0].id, posIds: [], binIds: [], hiddenLink: null });
    expect(all[0].lots[0]).toMatchObject({ status: '@ON_SALE', sold: 0, ticketId: tk[1].id });
    expect((await list(`/api/events/${event}/tickets-all-lots?sectorIds=${s[1].id}`)).map((x) => x.title)).toEqual(['Camarote']);
    expect((await list(`/api/events/${event}/tickets-all-lots?sectorIds=${s[1].id},${s[0].id}`)).map((x) => x.title)).toEqual(['Inteira', 'Meia', 'Camarote']);
    expect(await list(`/api/events/${event}/tickets-all-lots?sectorIds=${elsewhere.id}`)).toEqual([]); // a sector of another event
    expect(t.issues(await t.api('admin', 'GET', `/api/events/${event}/tickets-all-lots?sectorIds=abc`))).toEqual({ sectorIds: 'Registro inválido' });
  });

  it('tickets/list answers the tickets without lots, of one sector with sectorID', async () => {
    const all = await list(`/api/events/${event}/tickets/list`);
    expect(all.map((x) => x.title)).toEqual(['Inteira', 'Meia', 'Camarote']);
    expect(all[0].lots).toBeUndefined();
    expect((await list(`/api/events/${event}/tickets/list?sectorID=${s[0].id}`)).map((x) => x.title)).toEqual(['Inteira', 'Meia']);
  });

  it('tickets-lots answers one option per lot, in tree order', async () => {
    expect(await list(`/api/events/${event}/tickets-lots`)).toEqual([
      expect.objectContaining({ ticketId: tk[1].id, ticketTitle: 'Inteira', lotTitle: '1º lote', sectorName: 'Pista', lotId: expect.any(String) }),
      expect.objectContaining({ ticketTitle: 'Inteira', lotTitle: '2º lote' }),
      expect.objectContaining({ ticketId: tk[0].id, ticketTitle: 'Camarote', lotTitle: 'Único', sectorName: 'Camarote' }),
    ]);
  });

  it('tickets-lots answers the places left of each lot: its quantity less what courtesies took', async () => {
    const before = await list(`/api/events/${event}/tickets-lots`);
    const first = before[0];
    const quantity = (await list(lotsUrl(event, s[0].id, tk[1].id)))[0].quantity;
    expect(first.placesLeft).toBe(quantity);
    t.ok(await t.api('admin', 'POST', `/api/events/${event}/send-courtesy`, { ticketId: first.ticketId, lotId: first.lotId, type: '@EMAIL', contacts: ['a@lugares.com', 'b@lugares.com'] }), 201);
    const after = await list(`/api/events/${event}/tickets-lots`);
    expect(after.map((o) => o.placesLeft)).toEqual([quantity - 2, before[1].placesLeft, before[2].placesLeft]);
  });
});

describe('delete', () => {
  const tree = async () => {
    const event = await t.event('Festa da Remoção');
    const sector = await t.sector(event, 'Pista');
    const ticket = await t.ticket(event, sector.id, { title: 'Inteira' });
    const lot = await t.lot(event, sector.id, ticket.id, { title: '1º lote' });
    const lot2 = await t.lot(event, sector.id, ticket.id, { title: '2º lote' });
    return { event, sector, ticket, lot, lot2 };
  };
  const count = async (table: string, column: string, id: string) =>
    Number((await t.ctx.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${table} WHERE ${column} = $1`, [id])).rows[0].n);

  it('refuses a lot, its ticket or its sector with sales (409, pt-BR message) and removes nothing', async () => {
    const { event, sector, ticket, lot, lot2 } = await tree();
    await t.sell(lot.id, 2, { status: '@REFUNDED' }); // even a refunded sale keeps what it sold
    const refused = [
      [`${lotsUrl(event, sector.id, ticket.id)}/${lot.id}`, 'Este lote tem vendas e não pode ser removido.'],
      [`${ticketsUrl(event, sector.id)}/${ticket.id}`, 'Este ingresso tem vendas e não pode ser removido.'],
      [`${sectorsUrl(event)}/${sector.id}`, 'Este setor tem ingressos vendidos e não pode ser removido.'],
    ];
    for (const [url, message] of refused) {
      const res = await t.api('admin', 'DELETE', url);
      expect(res.statusCode, url).toBe(409);
      expect(res.json()).toMatchObject({ code: '@HAS_SALES', message });
    }
    expect(await count('lots', 'sector_id', sector.id)).toBe(2);
    expect(await count('tickets', 'sector_id', sector.id)).toBe(1);
    t.ok(await t.api('admin', 'GET', `${sectorsUrl(event)}/${sector.id}`));
    // The lot without sales goes; its siblings keep their order.
    t.ok(await t.api('admin', 'DELETE', `${lotsUrl(event, sector.id, ticket.id)}/${lot2.id}`), 204);
    expect((await list(lotsUrl(event, sector.id, ticket.id))).map((l) => l.title)).toEqual(['1º lote']);
  });

  it('without sales, a sector goes with its tickets, lots and ticket links in one transaction; lists count again', async () => {
    const { event, sector, ticket } = await tree();
    const other = await t.sector(event, 'Camarote');
    const pos = (await list('/api/points-of-sale?limit=9999'))[0];
    t.ok(await t.api('admin', 'PUT', `${ticketsUrl(event, sector.id)}/${ticket.id}/connect-in-pos`, { posIds: [pos.id] }));
    t.ok(await t.api('admin', 'POST', `/api/events/${event}/tickets/${ticket.id}/hidden-link`), 201);

    t.ok(await t.api('admin', 'DELETE', `${sectorsUrl(event)}/${sector.id}`), 204);
    expect(await count('tickets', 'sector_id', sector.id)).toBe(0);
    expect(await count('lots', 'sector_id', sector.id)).toBe(0);
    expect(await count('ticket_pos', 'ticket_id', ticket.id)).toBe(0);
    expect(await count('ticket_hidden_links', 'ticket_id', ticket.id)).toBe(0);
    expect((await t.api('admin', 'GET', ticketsUrl(event, sector.id))).statusCode).toBe(404);
    const left = t.ok(await t.api('admin', 'GET', sectorsUrl(event)));
    expect(left.data.map((x: Json) => x.id)).toEqual([other.id]);
    expect(left.pagination.totalItems).toBe(1);
    expect(await list(`/api/events/${event}/tickets-all-lots`)).toEqual([]);
  });

  it('a ticket goes with its lots', async () => {
    const { event, sector, ticket } = await tree();
    t.ok(await t.api('admin', 'DELETE', `${ticketsUrl(event, sector.id)}/${ticket.id}`), 204);
    expect(await count('lots', 'ticket_id', ticket.id)).toBe(0);
    expect(t.ok(await t.api('admin', 'GET', ticketsUrl(event, sector.id))).pagination.totalItems).toBe(0);
  });
});

describe('permissions and business isolation', () => {
  let event: string;
  let sector: Json;
  let ticket: Json;
  let lot: Json;
  beforeAll(async () => {
    event = await t.event('Festa das Permissões');
    sector = await t.sector(event, 'Pista');
    ticket = await t.ticket(event, sector.id);
    lot = await t.lot(event, sector.id, ticket.id);
  });

  const WHO: UserKey[] = ['admin', 'producer', 'events', 'cashier', 'other'];
  const statuses = async (call: (who: UserKey) => Promise<{ statusCode: number }>) => {
    const out: Record<string, number> = {};
    for (const who of WHO) out[who] = (await call(who)).statusCode;
    return out;
  };

  const reads = () => [
    sectorsUrl(event),
    `${sectorsUrl(event)}/${sector.id}`,
    ticketsUrl(event, sector.id),
    `${ticketsUrl(event, sector.id)}/${ticket.id}`,
    `${ticketsUrl(event, sector.id)}/${ticket.id}/connected-pos`,
    lotsUrl(event, sector.id, ticket.id),
    `${lotsUrl(event, sector.id, ticket.id)}/${lot.id}`,
    `/api/events/${event}/tickets-all-lots`,
    `/api/events/${event}/tickets-lots`,
    `/api/events/${event}/tickets/list`,
  ];

  it('every events user reads the tree (the cashier sells from it); another business gets 404', async () => {
    for (const url of reads()) expect(await statuses((w) => t.api(w, 'GET', url)), url).toEqual({ admin: 200, producer: 200, events: 200, cashier: 200, other: 404 });
  });

  it('writes need @ALL, @PRODUCER or @EVENTS.MODIFY: the cashier gets 403, another business 404', async () => {
    const s = sectorsUrl(event);
    const tk = ticketsUrl(event, sector.id);
    const l = lotsUrl(event, sector.id, ticket.id);
    const writes: [string, string, unknown, number][] = [
      ['POST', s, { name: 'Novo' }, 201],
      ['PATCH', `${s}/${sector.id}`, { name: 'Pista' }, 200],
      ['POST', `${s}/${sector.id}/ordination`, { index: 0 }, 200],
      ['POST', tk, { title: 'Novo' }, 201],
      ['PATCH', `${tk}/${ticket.id}`, { title: 'Inteira' }, 200],
      ['POST', `${tk}/${ticket.id}/ordination`, { index: 0 }, 200],
      ['PATCH', `${tk}/${ticket.id}/show-in-site`, { showInSite: true }, 200],
      ['PATCH', `${tk}/${ticket.id}/show-in-pos`, { showInPOS: true }, 200],
      ['PUT', `${tk}/${ticket.id}/connect-in-pos`, { posIds: [] }, 200],
      ['POST', `/api/events/${event}/tickets/${ticket.id}/hidden-link`, undefined, 201],
      ['PUT', `/api/events/${event}/card-bin/tickets/${ticket.id}`, { binIds: [] }, 200],
      ['POST', l, { title: 'Novo', price: 100, quantity: 1 }, 201],
      ['PATCH', `${l}/${lot.id}`, { title: 'Lote' }, 200],
      ['POST', `${l}/${lot.id}/ordination`, { index: 0 }, 200],
      ['PATCH', `${l}/${lot.id}/activate`, { isActive: false }, 200],
      ['PATCH', `${l}/${lot.id}/cashier`, { showInCashier: true }, 200],
    ];
    for (const [method, url, body, okStatus] of writes) {
      const got = await statuses((w) => t.api(w, method as never, url, body));
      // A second hidden-link POST answers the existing link with 200.
      const first = url.endsWith('hidden-link') ? { admin: 201, producer: 200, events: 200 } : { admin: okStatus, producer: okStatus, events: okStatus };
      expect(got, `${method} ${url}`).toEqual({ ...first, cashier: 403, other: 404 });
    }
    expect(await statuses((w) => t.api(w, 'GET', `/api/events/${event}/pos-connected`))).toMatchObject({ admin: 200, producer: 200, events: 200, cashier: 403, other: 404 });
    const link = t.ok(await t.api('admin', 'POST', `/api/events/${event}/tickets/${ticket.id}/hidden-link`));
    expect(await statuses((w) => t.api(w, 'PATCH', `/api/events/${event}/tickets/${ticket.id}/hidden-link/${link.id}`, { isActive: true }))).toEqual({
      admin: 200, producer: 200, events: 200, cashier: 403, other: 404,
    });
  });

  it('deletes: the cashier gets 403 and another business 404, and nothing goes', async () => {
    const urls = [`${lotsUrl(event, sector.id, ticket.id)}/${lot.id}`, `${ticketsUrl(event, sector.id)}/${ticket.id}`, `${sectorsUrl(event)}/${sector.id}`];
    for (const url of urls) {
      expect((await t.api('cashier', 'DELETE', url)).statusCode).toBe(403);
      expect((await t.api('other', 'DELETE', url)).statusCode).toBe(404);
    }
    t.ok(await t.api('admin', 'GET', urls[0]));
    const mine = await t.sector(event, 'Do produtor', 'producer');
    t.ok(await t.api('events', 'DELETE', `${sectorsUrl(event)}/${mine.id}`), 204);
  });

  it("another business's records under its own event, or under ours, are 404 on every route", async () => {
    const outraEvent = await t.event('Evento da Outra', 'other');
    const outraSector = await t.sector(outraEvent, 'Plateia', 'other');
    const outraTicket = await t.ticket(outraEvent, outraSector.id, {}, 'other');
    const outraLot = await t.lot(outraEvent, outraSector.id, outraTicket.id, {}, 'other');
    // Demo's sector ids under Outra's event (and the reverse) are not found either.
    const mixed = [
      `${ticketsUrl(outraEvent, sector.id)}/${ticket.id}`,
      `${lotsUrl(outraEvent, sector.id, ticket.id)}/${lot.id}`,
      `${sectorsUrl(outraEvent)}/${sector.id}`,
      `${lotsUrl(event, outraSector.id, outraTicket.id)}/${outraLot.id}`,
    ];
    for (const url of mixed) {
      expect((await t.api('admin', 'GET', url)).statusCode, url).toBe(404);
      expect((await t.api('other', 'GET', url)).statusCode, url).toBe(404);
    }
    expect((await t.api('admin', 'POST', `${sectorsUrl(outraEvent)}/${outraSector.id}/ordination`, { index: 0 })).statusCode).toBe(404);
    expect((await t.api('other', 'GET', `/api/events/${eventId}/tickets-all-lots?sectorIds=${outraSector.id}`)).statusCode).toBe(404);
    expect(await list(`/api/events/${eventId}/tickets-all-lots?sectorIds=${outraSector.id}`)).toEqual([]);
  });
});
