/**
 * Ordered definitions (sectors, tickets, lots): records created at the same instant still go
 * last one after the other, with distinct consecutive indexes (records/order.ts, `nextIndex` under a
 * per-parent advisory lock). On PGlite requests are serialised anyway; with DATABASE_URL the
 * creates really run side by side.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { lotsUrl, salesTest, sectorsUrl, ticketsUrl, type Json, type SalesTest } from './salesTreeHelper';

let t: SalesTest;
beforeAll(async () => {
  t = await salesTest();
});
afterAll(async () => t?.close());

const N = 8;
const indexes = (rows: Json[]) => rows.map((r) => r.index as number).sort((a, b) => a - b);
const range = (from: number, n: number) => Array.from({ length: n }, (_, i) => from + i);

describe('creating siblings at once', () => {
  it('sectors, tickets and lots of an empty parent get 0..n-1', async () => {
    const event = await t.event('Festa Concorrente');
    const sectors = await Promise.all(range(0, N).map((i) => t.sector(event, `Setor ${i}`)));
    expect(indexes(sectors)).toEqual(range(0, N));
    const sectorId = sectors[0].id as string;
    const tickets = await Promise.all(range(0, N).map((i) => t.ticket(event, sectorId, { title: `Ingresso ${i}` })));
    expect(indexes(tickets)).toEqual(range(0, N));
    const ticketId = tickets[0].id as string;
    const lots = await Promise.all(range(0, N).map((i) => t.lot(event, sectorId, ticketId, { title: `Lote ${i}` })));
    expect(indexes(lots)).toEqual(range(0, N));
    // The stored order is the answered one.
    const listed = t.ok(await t.api('admin', 'GET', `${lotsUrl(event, sectorId, ticketId)}?limit=100`)).data as Json[];
    expect(listed.map((l) => l.index)).toEqual(range(0, N));
    expect(new Set(listed.map((l) => l.id))).toEqual(new Set(lots.map((l) => l.id)));
  });

  it('after existing records, next to a move, and under two parents at once', async () => {
    const event = await t.event('Festa Concorrente 2');
    const first = await t.sector(event, 'Primeiro');
    const second = await t.sector(event, 'Segundo');
    const [moved, ...created] = await Promise.all([
      t.api('admin', 'POST', `${sectorsUrl(event)}/${first.id}/ordination`, { index: 1 }),
      ...range(0, N).map((i) => t.api('admin', 'POST', sectorsUrl(event), { name: `Novo ${i}` })),
      // Another parent's list is its own: its tickets start at 0 meanwhile.
      ...range(0, N).map((i) => t.api('admin', 'POST', ticketsUrl(event, second.id), { title: `Ingresso ${i}` })),
    ]);
    t.ok(moved);
    const answers = created.map((r) => t.ok(r, 201));
    expect(indexes(answers.slice(0, N))).toEqual(range(2, N));
    expect(indexes(answers.slice(N))).toEqual(range(0, N));
    const listed = t.ok(await t.api('admin', 'GET', `${sectorsUrl(event)}?limit=100`)).data as Json[];
    expect(listed.map((s) => s.index)).toEqual(range(0, N + 2));
  });
});
