/** The demo sales (server/resources/tickets/seed.ts) and what a duplicate copies of them (docs/decisions.md, "Duplicating the sales tree"). */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { salesTest, sectorsUrl, type Json, type SalesTest } from './salesTreeHelper';
import { duplicateEvent, EVENT_COPY_STEPS } from '../../server/resources/events/duplicate';
import { events } from '../../src/shared/resources/events/definition';

let t: SalesTest;
let caruaru: string;

const eventByTitle = async (title: string, who: 'admin' | 'other' = 'admin') =>
  (t.ok(await t.api(who, 'GET', '/api/events?limit=9999')).data as Json[]).find((e) => e.title === title)!.id as string;
const tree = async (eventId: string, who: 'admin' | 'other' = 'admin') => t.ok(await t.api(who, 'GET', `/api/events/${eventId}/tickets-all-lots`)).data as Json[];
const count = async (sql: string, params: unknown[] = []) => Number((await t.ctx.db.query<{ n: number }>(sql, params)).rows[0].n);

beforeAll(async () => {
  t = await salesTest();
  caruaru = await eventByTitle('Festival de Forró de Caruaru');
});
afterAll(async () => t?.close());

describe('seed', () => {
  it('gives the ticket office four points of sale, one inactive', async () => {
    const pos = t.ok(await t.api('admin', 'GET', '/api/points-of-sale?limit=9999')).data as Json[];
    expect(pos.map((p) => [p.name, p.isActive])).toEqual([
      ['Bilheteria Central', true],
      ['PDV Shopping Recife', true],
      ['Quiosque Boa Viagem', true],
      ['Totem Autoatendimento', false],
    ]);
  });

  it('gives Caruaru a full tree: every category and type, hidden tickets, links, lots of every status', async () => {
    const sectors = t.ok(await t.api('admin', 'GET', sectorsUrl(caruaru))).data as Json[];
    expect(sectors.map((s) => s.name)).toEqual(['Pista', 'Camarote', 'Área VIP']);
    const tickets = await tree(caruaru);
    const by = (title: string) => tickets.find((x) => x.title === title)!;
    expect(new Set(tickets.map((x) => x.category))).toEqual(new Set(['@ENTIRE', '@HALF', '@SUPPORTIVE', '@OTHERS', '@COURTESY']));
    expect(by('Mesa para 4')).toMatchObject({ type: '@MULTIPLE', amountMultiple: 4 });
    expect(by('Professor')).toMatchObject({ category: '@OTHERS', otherName: 'Professor da rede pública' });
    expect(by('Cortesia')).toMatchObject({ showInSite: false, showInPOS: false, posIds: [] });
    expect(by('Lista Amiga')).toMatchObject({ showInSite: false, hiddenLink: { isActive: true, url: expect.stringContaining(`/evento/${caruaru}?ingresso=`) } });
    expect(by('Cliente Parceiro').binIds).toHaveLength(2);
    expect(by('Inteira').posIds).toHaveLength(3);

    const lots = tickets.flatMap((x) => x.lots as Json[]);
    expect(new Set(lots.map((l) => l.status))).toEqual(new Set(['@ON_SALE', '@WAITING', '@SCHEDULED', '@ENDED', '@SOLD_OUT']));
    expect(by('Inteira').lots.map((l: Json) => l.status)).toEqual(['@ENDED', '@SOLD_OUT', '@ON_SALE', '@WAITING']);
    expect(lots.some((l) => l.isActive)).toBe(true);
    expect(lots.some((l) => !l.showInCashier)).toBe(true);
    for (const l of lots.filter((x) => x.status === '@SOLD_OUT')) expect(l.sold).toBe(l.quantity);

    const sessions = t.ok(await t.api('admin', 'GET', `/api/events/${caruaru}/sessions?limit=9999`)).data as Json[];
    expect(by('Mesa para 4').lots.map((l: Json) => l.sessionId).sort()).toEqual(sessions.map((s) => s.id).sort());
  });

  it('gives it coupons (one used up, percent and fixed) and card BINs', async () => {
    const coupons = t.ok(await t.api('admin', 'GET', `/api/events/${caruaru}/coupons`)).data as Json[];
    expect(coupons.map((c) => [c.code, c.type, c.value, c.quantity]).sort()).toEqual([
      ['AMIGO20', '@FIXED', 2000, 30],
      ['ESGOTOU50', '@PERCENT', 5000, 0],
      ['FORRO10', '@PERCENT', 1000, 100],
    ]);
    expect(t.ok(await t.api('admin', 'GET', `/api/events/${caruaru}/card-bin`)).pagination.totalItems).toBe(3);
  });

  it('writes paid orders of every channel, one user ticket with a unique code per admission', async () => {
    const channels = (await t.ctx.db.query<{ channel: string }>(`SELECT DISTINCT channel FROM orders ORDER BY channel`)).rows.map((r) => r.channel);
    expect(channels).toEqual(['@CASHIER', '@COURTESY', '@POS', '@SITE']); // courtesies: server/resources/courtesies/seed.ts
    expect(await count(`SELECT count(*)::int AS n FROM orders WHERE channel = '@POS' AND pos_id IS NULL`)).toBe(0);
    expect(await count(`SELECT count(DISTINCT code)::int - count(*)::int AS n FROM user_tickets`)).toBe(0);
    expect(await count(`SELECT (SELECT sum(quantity) FROM order_items)::int - (SELECT count(*) FROM user_tickets)::int AS n`)).toBe(0);
    // Site orders carry the 10% service fee passed on to the buyer; the other channels do not.
    expect(await count(`SELECT count(*)::int AS n FROM orders o JOIN order_items i ON i.order_id = o.id WHERE o.total <> i.unit_price * i.quantity + o.fees`)).toBe(0);
    expect(await count(`SELECT count(*)::int AS n FROM orders WHERE channel <> '@SITE' AND fees <> 0`)).toBe(0);
    expect(await count(`SELECT count(*)::int AS n FROM orders WHERE channel = '@SITE' AND fees = 0`)).toBe(0);
  });

  it('a past event sold everything before it started: its lots are ended or sold out', async () => {
    const lots = (await tree(await eventByTitle('Réveillon na Orla'))).flatMap((x) => x.lots as Json[]);
    expect(new Set(lots.map((l) => l.status))).toEqual(new Set(['@ENDED', '@SOLD_OUT']));
  });

  it('gives Outra Produtora one event with a small tree and sales, and no points of sale', async () => {
    const sarau = await eventByTitle('Sarau da Vila Madalena', 'other');
    const tickets = await tree(sarau, 'other');
    expect(tickets.map((x) => [x.title, x.posIds, x.lots.map((l: Json) => l.sold)])).toEqual([
      ['Inteira', [], [12, 0]],
      ['Meia-entrada', [], [5]],
    ]);
    const others = (t.ok(await t.api('other', 'GET', '/api/events?limit=9999')).data as Json[]).filter((e) => e.id !== sarau);
    for (const e of others) expect(await tree(e.id, 'other')).toEqual([]);
    expect(await count(`SELECT count(*)::int AS n FROM points_of_sale WHERE business_id = $1`, [await t.businessId('other')])).toBe(0);
  });

  it('seeded sales protect their sector from deletion', async () => {
    const pista = (t.ok(await t.api('admin', 'GET', sectorsUrl(caruaru))).data as Json[])[0];
    expect((await t.api('admin', 'DELETE', `${sectorsUrl(caruaru)}/${pista.id}`)).statusCode).toBe(409);
  });
});

describe('duplicate', () => {
  it('copies sectors, tickets, lots (sessions mapped), card BINs and ticket links; never hidden links, coupons or sales', async () => {
    const before = await tree(caruaru);
    const orders = await count('SELECT count(*)::int AS n FROM orders');
    const copy = t.ok(await t.api('admin', 'POST', `/api/events/${caruaru}/duplicate`), 201).id as string;
    expect(await tree(caruaru)).toEqual(before);
    expect(await count('SELECT count(*)::int AS n FROM orders')).toBe(orders);

    const copied = await tree(copy);
    const shape = (rows: Json[]) => rows.map((x) => [x.title, x.index, x.category, x.type, x.amountMultiple, x.otherName, x.showInSite, x.showInPOS, x.lots.map((l: Json) => [l.title, l.index, l.price, l.quantity, l.startAt, l.endAt, l.isActive, l.showInCashier])]);
    expect(shape(copied)).toEqual(shape(before));
    const oldIds = new Set([...before.map((x) => x.id), ...before.flatMap((x) => x.lots.map((l: Json) => l.id)), ...before.map((x) => x.sectorId)]);
    for (const x of copied) {
      expect(x.eventId).toBe(copy);
      expect(oldIds.has(x.id) || oldIds.has(x.sectorId)).toBe(false);
      for (const l of x.lots) expect([oldIds.has(l.id), l.eventId, l.ticketId, l.sectorId, l.sold]).toEqual([false, copy, x.id, x.sectorId, 0]);
    }
    const sectors = t.ok(await t.api('admin', 'GET', sectorsUrl(copy))).data as Json[];
    expect(sectors.map((s) => [s.name, s.index])).toEqual([['Pista', 0], ['Camarote', 1], ['Área VIP', 2]]);
    expect(t.ok(await t.api('admin', 'GET', sectorsUrl(copy))).pagination.totalItems).toBe(3);

    // No sales: the lot sold out in the source is open again; the statuses follow.
    const inteira = copied.find((x) => x.title === 'Inteira')!;
    expect(inteira.lots.map((l: Json) => l.status)).toEqual(['@ENDED', '@ON_SALE', '@WAITING', '@WAITING']);

    // Lots point at the copy's sessions, night for night.
    const sessionsOf = async (id: string) => t.ok(await t.api('admin', 'GET', `/api/events/${id}/sessions?limit=9999`)).data as Json[];
    const [srcSessions, copySessions] = [await sessionsOf(caruaru), await sessionsOf(copy)];
    const title = (list: Json[], id: string) => list.find((s) => s.id === id)?.title;
    const mesa = (rows: Json[]) => rows.find((x) => x.title === 'Mesa para 4')!.lots;
    expect(mesa(copied).map((l: Json) => title(copySessions, l.sessionId))).toEqual(mesa(before).map((l: Json) => title(srcSessions, l.sessionId)));
    expect(mesa(copied).every((l: Json) => copySessions.some((s) => s.id === l.sessionId))).toBe(true);

    // Points of sale are the business's: the same ones. BINs are the copy's own, with the same numbers.
    const pair = (rows: Json[], title: string) => rows.find((x) => x.title === title)!;
    expect(pair(copied, 'Inteira').posIds).toEqual(pair(before, 'Inteira').posIds);
    const bins = async (id: string) => t.ok(await t.api('admin', 'GET', `/api/events/${id}/card-bin?limit=9999`)).data as Json[];
    const [srcBins, copyBins] = [await bins(caruaru), await bins(copy)];
    const numbers = (list: Json[], idsOf: string[]) => idsOf.map((id) => list.find((b) => b.id === id)?.bin).sort();
    expect(copyBins.map((b) => b.bin).sort()).toEqual(srcBins.map((b) => b.bin).sort());
    expect(numbers(copyBins, pair(copied, 'Cliente Parceiro').binIds)).toEqual(numbers(srcBins, pair(before, 'Cliente Parceiro').binIds));
    expect(pair(copied, 'Cliente Parceiro').binIds.every((id: string) => copyBins.some((b) => b.id === id))).toBe(true);

    expect(pair(before, 'Lista Amiga').hiddenLink).not.toBeNull();
    expect(copied.every((x) => x.hiddenLink === null)).toBe(true);
    expect(t.ok(await t.api('admin', 'GET', `/api/events/${copy}/coupons`)).data).toEqual([]);
  });

  it('the copy is independent: reordering or deleting in it leaves the source alone', async () => {
    const before = t.ok(await t.api('admin', 'GET', sectorsUrl(caruaru))).data as Json[];
    const copy = t.ok(await t.api('admin', 'POST', `/api/events/${caruaru}/duplicate`), 201).id as string;
    const copied = t.ok(await t.api('admin', 'GET', sectorsUrl(copy))).data as Json[];
    t.ok(await t.api('admin', 'POST', `${sectorsUrl(copy)}/${copied[0].id}/ordination`, { index: 2 }));
    t.ok(await t.api('admin', 'DELETE', `${sectorsUrl(copy)}/${copied[0].id}`), 204); // no sales in the copy
    expect(t.ok(await t.api('admin', 'GET', sectorsUrl(caruaru))).data).toEqual(before);
  });

  it('runs in one transaction: a failing step leaves nothing behind', async () => {
    const counts = async () => Promise.all(['events', 'sectors', 'tickets', 'lots', 'card_bins', 'ticket_pos'].map((x) => count(`SELECT count(*)::int AS n FROM ${x}`)));
    const before = await counts();
    const failing = async () => {
      throw new Error('falhou');
    };
    const scope = { businessId: await t.businessId(), params: {} };
    await expect(duplicateEvent(t.ctx.db, events, scope, caruaru, [...EVENT_COPY_STEPS, failing])).rejects.toThrow('falhou');
    expect(await counts()).toEqual(before);
  });
});
