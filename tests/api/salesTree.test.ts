/** Sectors, tickets and lots (docs/api-contract.md, "Sectors, tickets and lots"): tree, order, flags, links. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearerOf, loginAll, setup, type TestContext, type UserKey } from './helper';

let ctx: TestContext;
let tokens: Record<UserKey, string>;
let eventId: string;

type Json = Record<string, any>;
const api = (who: UserKey, method: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE', url: string, payload?: unknown) =>
  ctx.app.inject({ method, url, headers: bearerOf(tokens[who]), ...(payload !== undefined ? { payload: payload as object } : {}) });

async function ok(res: Awaited<ReturnType<typeof api>>, status = 200): Promise<Json> {
  expect(res.statusCode, res.body).toBe(status);
  return res.json();
}

beforeAll(async () => {
  ctx = await setup();
  tokens = await loginAll(ctx.app);
  eventId = (await ok(await api('admin', 'POST', '/api/events', { title: 'Festa da Árvore' }), 201)).id;
});
afterAll(async () => ctx?.close());

const sectorsUrl = () => `/api/events/${eventId}/sectors`;
const ticketsUrl = (sectorId: string) => `/api/events/${eventId}/${sectorId}/tickets`;
const lotsUrl = (sectorId: string, ticketId: string) => `/api/events/${eventId}/${sectorId}/${ticketId}/lots`;

describe('the sales tree', () => {
  it('builds sectors, tickets and lots in creation order and moves them by ordination', async () => {
    const names = ['Pista', 'Camarote', 'Área VIP'];
    const sectors: Json[] = [];
    for (const name of names) sectors.push(await ok(await api('admin', 'POST', sectorsUrl(), { name }), 201));
    expect(sectors.map((s) => s.index)).toEqual([0, 1, 2]);

    const moved = await ok(await api('admin', 'POST', `${sectorsUrl()}/${sectors[2].id}/ordination`, { index: 0 }));
    expect(moved.data.map((r: Json) => r.id)).toEqual([sectors[2].id, sectors[0].id, sectors[1].id]);
    const list = await ok(await api('admin', 'GET', sectorsUrl()));
    expect(list.data.map((s: Json) => s.name)).toEqual(['Área VIP', 'Pista', 'Camarote']);

    const t1 = await ok(await api('admin', 'POST', ticketsUrl(sectors[0].id), { title: 'Inteira' }), 201);
    expect(t1).toMatchObject({ type: '@SINGLE', category: '@ENTIRE', mode: '@QR_CODE', showInSite: true, showInPOS: true, posIds: [], binIds: [], hiddenLink: null, index: 0 });
    const lot = await ok(await api('admin', 'POST', lotsUrl(sectors[0].id, t1.id), { title: 'Lote 1', price: 5000, quantity: 100 }), 201);
    expect(lot).toMatchObject({ isActive: false, showInCashier: true, sold: 0, status: '@ON_SALE', sessionId: null });

    const tree = await ok(await api('admin', 'GET', `/api/events/${eventId}/tickets-all-lots`));
    expect(tree.data).toHaveLength(1);
    expect(tree.data[0].lots.map((l: Json) => l.title)).toEqual(['Lote 1']);
  });
});
