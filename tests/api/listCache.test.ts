/**
 * Lists answered from memory (server/resources/records/listCache.ts): never an answer older than
 * the last write made through the app, never another reader's fields, at most a second old after
 * a write made outside the app, and fresh when the client asks with `Cache-Control: no-cache`.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { bearerOf, login, setup, USERS, type Json, type TestContext } from './helper';
import { LIST_CACHE_TTL_MS } from '../../server/resources/records/listCache';
import { watchWrites } from '../../server/db/writeClock';
import { insertOrder } from './ordersHelper';

let ctx: TestContext;
let admin: string;
let events: string;

beforeAll(async () => {
  ctx = await setup();
  admin = (await login(ctx.app, USERS.admin)).accessToken;
  events = (await login(ctx.app, USERS.events)).accessToken;
});
afterAll(async () => ctx?.close());

const LIST = '/api/producers?page=1&limit=100';
const list = async (token = admin, headers: Record<string, string> = {}) => {
  const res = await ctx.app.inject({ method: 'GET', url: LIST, headers: { ...bearerOf(token), ...headers } });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as { data: Json[]; pagination: Json };
};
const names = (page: { data: Json[] }) => page.data.map((p) => p.corporateName as string);
const first = async () => (await list()).data[0];

describe('lists kept in memory', () => {
  it('answers a rename, a creation and a removal through the API at once', async () => {
    const before = await list();
    await list(); // kept now
    const target = before.data[0];
    const renamed = await ctx.app.inject({ method: 'PATCH', url: `/api/producers/${target.id}`, headers: bearerOf(admin), payload: { corporateName: 'Aaa Renomeada' } });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect(names(await list())).toContain('Aaa Renomeada');
    expect(names(await list())).not.toContain(target.corporateName);

    const created = await ctx.app.inject({
      method: 'POST',
      url: '/api/producers',
      headers: bearerOf(admin),
      payload: { corporateName: 'Aab Nova', email: 'nova@exemplo.com.br', docCNPJ: '11.222.333/0001-81', phoneNumber: '(81) 98765-4321', representative: { profile: { fullName: 'Ana Lima' } } },
    });
    expect(created.statusCode, created.body).toBe(201);
    const after = await list();
    expect(names(after)).toContain('Aab Nova');
    expect(after.pagination.totalItems).toBe(before.pagination.totalItems + 1);
  });

  it('gives a reader limited to the picker fields its own answer, not the one kept for a full reader', async () => {
    const full = await list(admin);
    const limited = await list(events);
    expect(full.data[0]).toHaveProperty('email');
    expect(limited.data[0]).not.toHaveProperty('email');
    expect(limited.data[0]).toHaveProperty('corporateName', full.data[0].corporateName);
    // And the other way round, now that the limited answer is kept.
    expect((await list(admin)).data[0]).toHaveProperty('email');
  });

  it('shows a write made outside the app within a second, and at once to a request that asks for no-cache', async () => {
    const kept = await first();
    await first();
    await ctx.outside.query('UPDATE producers SET corporate_name = $1 WHERE id = $2', ['Aaa Por Fora', kept.id]);
    // No clock saw it: the kept answer stands, for at most its second.
    expect((await first()).corporateName).toBe(kept.corporateName);
    expect((await list(admin, { 'cache-control': 'no-cache' })).data[0].corporateName).toBe('Aaa Por Fora');
    await new Promise((resolve) => setTimeout(resolve, LIST_CACHE_TTL_MS + 50));
    expect((await first()).corporateName).toBe('Aaa Por Fora');
  });

  it('follows the tests’ own writes through the watched database as it follows the app’s', async () => {
    const kept = await first();
    await ctx.db.query('UPDATE producers SET corporate_name = $1 WHERE id = $2', ['Aaa Pelo Banco', kept.id]);
    expect((await first()).corporateName).toBe('Aaa Pelo Banco');
  });

  it('reads the command tag of a write, on PGlite and on PostgreSQL alike', async () => {
    const none = await ctx.db.query('UPDATE producers SET email = email WHERE false');
    expect(none).toMatchObject({ command: 'UPDATE', rowCount: 0 });
    const some = await ctx.db.query('UPDATE producers SET email = email WHERE business_id IS NOT NULL');
    expect(some.command).toBe('UPDATE');
    expect(some.rowCount).toBeGreaterThan(10);
    const read = await ctx.db.query('SELECT id FROM producers LIMIT 3');
    expect(read).toMatchObject({ command: 'SELECT', rowCount: 3 });
  });

  it('keeps a list through writes of other resources (with their totals and history rows), not through its own', async () => {
    // The app's clock stands still: the kept answer's second cannot run out on a slow machine.
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() });
    try {
      const kept = await first();
      await first();
      await ctx.outside.query('UPDATE producers SET corporate_name = $1 WHERE id = $2', ['Aaa Não Visto', kept.id]);
      // An artist created and renamed through the API: its table, the totals and the history move, not the producers.
      const created = await ctx.app.inject({ method: 'POST', url: '/api/artists', headers: bearerOf(admin), payload: { name: 'Artista Outra Lista' } });
      expect(created.statusCode, created.body).toBe(201);
      const artist = created.json() as Json;
      const renamed = await ctx.app.inject({ method: 'PATCH', url: `/api/artists/${artist.id}`, headers: bearerOf(admin), payload: { name: 'Artista Renomeado', updatedAt: artist.updatedAt } });
      expect(renamed.statusCode, renamed.body).toBe(200);
      expect((await first()).corporateName).toBe(kept.corporateName);
      // The artists' own list follows at once.
      const artists = await ctx.app.inject({ method: 'GET', url: '/api/artists?page=1&limit=100', headers: bearerOf(admin) });
      expect((artists.json() as { data: Json[] }).data.map((a) => a.name)).toContain('Artista Renomeado');
      // A write of a producer drops the kept producers.
      await ctx.db.query('UPDATE producers SET email = email WHERE id = $1', [kept.id]);
      expect((await first()).corporateName).toBe('Aaa Não Visto');
    } finally {
      vi.useRealTimers();
    }
  });

  it('keeps a list with computed fields (the events, with their date) the same way, and follows its writes', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() });
    try {
      const EVENTS = '/api/events?page=1&limit=16&orderBy=startAt&order=DESC';
      const events = async () => {
        const res = await ctx.app.inject({ method: 'GET', url: EVENTS, headers: bearerOf(admin) });
        expect(res.statusCode, res.body).toBe(200);
        return (res.json() as { data: Json[] }).data;
      };
      const [kept] = await events();
      expect(kept.eventDate).toMatchObject({ days: expect.any(Array), months: expect.any(Array) });
      await ctx.outside.query('UPDATE events SET title = $1 WHERE id = $2', ['Evento Não Visto', kept.id]);
      expect((await events())[0]).toEqual(kept);
      const renamed = await ctx.app.inject({ method: 'PATCH', url: `/api/events/${kept.id}`, headers: bearerOf(admin), payload: { title: 'Evento Renomeado' } });
      expect(renamed.statusCode, renamed.body).toBe(200);
      expect((await events())[0]).toMatchObject({ id: kept.id, title: 'Evento Renomeado', eventDate: kept.eventDate });
    } finally {
      vi.useRealTimers();
    }
  });

  it('keeps answering from memory while background work writes nothing', async () => {
    const kept = await first();
    await first();
    await ctx.outside.query('UPDATE producers SET corporate_name = $1 WHERE id = $2', ['Aaa Invisível', kept.id]);
    // A queue's claim or a sweep that finds nothing changes nothing: the kept answer stands.
    await ctx.db.query('DELETE FROM producers WHERE false');
    expect((await first()).corporateName).toBe(kept.corporateName);
    // One that changes a row drops it.
    await ctx.db.query('UPDATE producers SET email = email WHERE id = $1', [kept.id]);
    expect((await first()).corporateName).toBe('Aaa Invisível');
  });

  it('keeps a list through a sale, whose triggers write the reports and the customers, and through its removal, which cascades to its items', async () => {
    // What the real catalogue says a sale writes (migrations 013, 016, 023): a second clock on the same database.
    const { db: watched, clock } = await watchWrites(ctx.outside);
    const heard: string[][] = [];
    clock.onWrite((reach) => heard.push(reach === 'all' ? ['all'] : [...reach]));
    const { rows: [lot] } = await ctx.outside.query<{ id: string; business_id: string }>('SELECT id, business_id FROM lots ORDER BY created_at LIMIT 1');
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() });
    try {
      const kept = await first();
      await first();
      await ctx.outside.query('UPDATE producers SET corporate_name = $1 WHERE id = $2', ['Aaa Depois da Venda', kept.id]);
      await insertOrder(ctx.db, lot.business_id, { items: [{ lotId: lot.id, quantity: 2 }] });
      expect((await first()).corporateName).toBe(kept.corporateName);

      const sale = await insertOrder(watched, lot.business_id, { items: [{ lotId: lot.id, quantity: 1 }] });
      expect(heard).toHaveLength(1);
      expect(heard[0]).toEqual(expect.arrayContaining(['orders', 'order_items', 'user_tickets', 'order_payments', 'customers', 'report_dirty', 'report_item_figures', 'report_day_sales', 'resource_counts']));
      expect(heard[0]).not.toContain('all');
      expect(heard[0]).not.toContain('producers');
      expect(heard[0]).not.toContain('events');

      // Removing the order removes its items with it (ON DELETE CASCADE), and its triggers note the reports again.
      heard.length = 0;
      await watched.query('DELETE FROM orders WHERE id = $1', [sale.id]);
      expect(heard[0]).toEqual(expect.arrayContaining(['orders', 'order_items', 'report_day_sales', 'customers']));
      expect(heard[0]).not.toContain('all');
      expect(heard[0]).not.toContain('producers');
      expect((await first()).corporateName).toBe(kept.corporateName);
    } finally {
      vi.useRealTimers();
    }
  });
});
