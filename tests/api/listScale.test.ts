/**
 * Lists at scale (issue 11, goal 4): totals stay exact when rows were written around the service,
 * every equality filter has an index, and the records a list answers (written as JSON by the
 * database) are the records the API answers one by one.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RESOURCES } from '../../src/shared/resources/registry';
import { pathParams, snakeCase } from '../../src/shared/definition';
import { resourceTable } from '../../server/resources/columns';
import { OWN_READS } from '../../server/routes/extraRoutes';
import { bearerOf, login, setup, type Json, type TestContext } from './helper';

let ctx: TestContext;
let admin: string;
let business: string;

const get = (url: string) => ctx.app.inject({ url, headers: bearerOf(admin) });
const totalOf = async (url: string) => (await get(url)).json().pagination.totalItems as number;

beforeAll(async () => {
  ctx = await setup();
  admin = (await login(ctx.app, 'admin@demo.com.br')).accessToken;
  business = (await ctx.db.query<{ id: string }>(`SELECT id FROM businesses WHERE name = 'Bilheteria Demo'`)).rows[0].id;
});
afterAll(async () => ctx?.close());

/** Artists written by SQL, as an import would, then the list's counter dropped as docs/pagination.md asks. */
async function writeAround(count: number, prefix: string) {
  await ctx.db.query(`INSERT INTO artists (business_id, name) SELECT $1, $2 || g FROM generate_series(1, $3::int) AS g`, [business, prefix, count]);
  await ctx.db.query(`DELETE FROM resource_counts WHERE business_id = $1 AND resource = 'artists'`, [business]);
}

describe('list totals', () => {
  it('stay exact when a create comes before any read of a list whose counter was dropped', async () => {
    const before = await totalOf('/api/artists');
    await writeAround(40, 'Banda importada ');
    const created = await ctx.app.inject({ method: 'POST', url: '/api/artists', headers: bearerOf(admin), payload: { name: 'Banda nova' } });
    expect(created.statusCode, created.body).toBe(201);
    expect(await totalOf('/api/artists')).toBe(before + 41);
  });

  it('stay exact when a delete comes first', async () => {
    const before = await totalOf('/api/artists');
    await writeAround(5, 'Outra banda importada ');
    const victim = (await get('/api/artists?search=Banda%20nova')).json().data[0].id;
    expect((await ctx.app.inject({ method: 'DELETE', url: `/api/artists/${victim}`, headers: bearerOf(admin) })).statusCode).toBe(204);
    expect(await totalOf('/api/artists')).toBe(before + 4);
  });

  it('stay exact under concurrent creates, which add to several counter rows instead of queueing on one', async () => {
    const before = await totalOf('/api/artists');
    const created = await Promise.all(
      Array.from({ length: 30 }, (_, i) => ctx.app.inject({ method: 'POST', url: '/api/artists', headers: bearerOf(admin), payload: { name: `Banda simultânea ${i}` } })),
    );
    expect(created.map((r) => r.statusCode)).toEqual(Array(30).fill(201));
    expect(await totalOf('/api/artists')).toBe(before + 30);
    const { rows } = await ctx.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM resource_counts WHERE business_id = $1 AND resource = 'artists'`, [business]);
    expect(rows[0].n).toBeGreaterThan(2);
  });

  it('move with each write once counted', async () => {
    const before = await totalOf('/api/artists');
    await ctx.app.inject({ method: 'POST', url: '/api/artists', headers: bearerOf(admin), payload: { name: 'Mais uma banda' } });
    expect(await totalOf('/api/artists')).toBe(before + 1);
  });
});

describe('list indexes', () => {
  it('every equality filter has an index led by the business, the parent ids and the filtered column', async () => {
    const filtered = RESOURCES.flatMap((def) =>
      Object.values(def.list.filters ?? {})
        .filter((f) => f.op === 'eq' && !def.fields[f.field]?.secret)
        .map((f) => ({ table: resourceTable(def).table, lead: ['business_id', ...pathParams(def.path).map(snakeCase), snakeCase(f.field)] })),
    );
    expect(filtered.length).toBeGreaterThan(0);
    for (const { table, lead } of filtered) {
      const { rows } = await ctx.db.query<{ indexdef: string }>(`SELECT indexdef FROM pg_indexes WHERE tablename = $1`, [table]);
      const led = rows.some((r) => r.indexdef.replace(/"/g, '').includes(`(${lead.join(', ')},`));
      expect(led, `${table} (${lead.join(', ')}, ...)`).toBe(true);
    }
  });
});

describe('list records', () => {
  it('are the records the API answers one by one, for every resource the admin lists', async () => {
    // Microseconds in a stamp: the list cuts them as the record does (…123Z, never rounded up).
    await ctx.db.query(`UPDATE producers SET updated_at = '2031-01-02 03:04:05.123999+00' WHERE business_id = $1`, [business]);
    const event = (await get('/api/events?limit=1&status=@PUBLISHED')).json().data[0] as Json;
    const sector = (await get(`/api/events/${event.id}/sectors?limit=1`)).json().data[0] as Json;
    const ticket = (await get(`/api/events/${event.id}/${sector.id}/tickets?limit=1`)).json().data[0] as Json;
    const option = (await get(`/api/events/${event.id}/options?limit=1`)).json().data?.[0] as Json | undefined;
    const ids: Record<string, string | undefined> = { eventId: event.id, sectorId: sector.id, ticketId: ticket.id, optionId: option?.id };
    let compared = 0;
    for (const def of RESOURCES) {
      const params = pathParams(def.path);
      // A resource answering its own list and record (orders: a summary row, a full record) is its own contract.
      if (params.some((p) => !ids[p]) || OWN_READS.has(def.name)) continue;
      const base = `/api${params.reduce((path, p) => path.replace(`:${p}`, ids[p]!), def.path)}`;
      const list = await get(`${base}?limit=5`);
      expect(list.statusCode, `${base}: ${list.body}`).toBe(200);
      for (const record of list.json().data as Json[]) {
        const one = await get(`${base}/${record.id}`);
        expect(one.statusCode, `${base}/${record.id}`).toBe(200);
        expect(record, `${def.name} ${record.id}`).toEqual(one.json());
        compared++;
      }
    }
    expect(compared).toBeGreaterThan(20);
    const producer = (await get('/api/producers?limit=1')).json().data[0] as Json;
    expect(producer.updatedAt).toBe('2031-01-02T03:04:05.123Z');
  });

  it('a reader limited to a picker gets the same cut in the list as in the record', async () => {
    const events = (await login(ctx.app, 'eventos@demo.com.br')).accessToken;
    const list = (await ctx.app.inject({ url: '/api/producers?limit=3', headers: bearerOf(events) })).json().data as Json[];
    expect(list.length).toBe(3);
    for (const record of list) {
      const one = await ctx.app.inject({ url: `/api/producers/${record.id}`, headers: bearerOf(events) });
      expect(record).toEqual(one.json());
      expect(record.email).toBeUndefined();
    }
  });
});
