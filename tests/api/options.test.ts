/** Option groups and items (docs/api-contract.md "Affiliates and options"): rules, @NONE, cascade, permissions, duplicate. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearerOf, loginAll, setup, type Json, type TestContext, type UserKey } from './helper';

let ctx: TestContext;
let tokens: Record<UserKey, string>;
let eventId: string;

const api = (who: UserKey, method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, payload?: unknown) =>
  ctx.app.inject({ method, url, headers: bearerOf(tokens[who]), ...(payload !== undefined ? { payload: payload as object } : {}) });

const groups = () => `/api/events/${eventId}/options`;
const items = (optionId: string, event = eventId) => `/api/events/${event}/${optionId}/options-items`;
const count = async (table: string, where: string, params: unknown[]) =>
  Number((await ctx.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${table} WHERE ${where}`, params)).rows[0].n);

beforeAll(async () => {
  ctx = await setup();
  tokens = await loginAll(ctx.app);
  eventId = (await api('admin', 'POST', '/api/events', { title: 'Festival das Opções' })).json().id;
});
afterAll(async () => ctx?.close());

async function newGroup(body: Json = {}): Promise<Json> {
  const res = await api('admin', 'POST', groups(), { title: 'Estacionamento', ...body });
  expect(res.statusCode, res.body).toBe(201);
  return res.json();
}

describe('option groups', () => {
  it('requires a non-blank title; description and icon optional; required a boolean', async () => {
    for (const title of [undefined, '', '   ']) {
      const res = await api('admin', 'POST', groups(), title === undefined ? {} : { title });
      expect(res.statusCode).toBe(400);
      expect(res.json().issues).toEqual([{ field: 'title', message: 'Este campo é obrigatório' }]);
    }
    const bad = await api('admin', 'POST', groups(), { title: 'X', required: 'talvez' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().issues).toEqual([{ field: 'required', message: 'Valor inválido' }]);
    const g = await newGroup({ title: ' Bebidas ' });
    expect(g).toMatchObject({ title: 'Bebidas', description: null, icon: null, required: false, eventId });
    const full = await newGroup({ title: 'Camiseta', description: 'Retire no dia.', icon: 'Checkroom', required: true });
    expect(full).toMatchObject({ description: 'Retire no dia.', icon: 'Checkroom', required: true });
    expect((await newGroup({ icon: 'qualquer texto' })).icon).toBe('qualquer texto');
  });

  it('gets, lists in creation order, and patches a group', async () => {
    const g = await newGroup({ title: 'Transporte' });
    expect((await api('admin', 'GET', `${groups()}/${g.id}`)).json()).toEqual(g);
    const list = (await api('admin', 'GET', `${groups()}?limit=100`)).json();
    expect(list.data.at(-1).id).toBe(g.id);
    const patched = await api('admin', 'PATCH', `${groups()}/${g.id}`, { required: true, description: 'Ônibus saindo do centro' });
    expect(patched.statusCode, patched.body).toBe(200);
    expect(patched.json()).toMatchObject({ title: 'Transporte', required: true, description: 'Ônibus saindo do centro' });
  });
});

describe('option items', () => {
  it('requires title and value type, and a value unless @NONE', async () => {
    const g = await newGroup();
    const empty = await api('admin', 'POST', items(g.id), {});
    expect(empty.statusCode).toBe(400);
    expect(empty.json().issues).toEqual([
      { field: 'title', message: 'Este campo é obrigatório' },
      { field: 'valueType', message: 'Este campo é obrigatório' },
    ]);
    for (const valueType of ['@ADD', '@SUB']) {
      const res = await api('admin', 'POST', items(g.id), { title: 'Carro', valueType });
      expect(res.statusCode).toBe(400);
      expect(res.json().issues).toEqual([{ field: 'value', message: 'Este campo é obrigatório' }]);
      const nan = await api('admin', 'POST', items(g.id), { title: 'Carro', valueType, value: 'NaN' });
      expect(nan.json().issues).toEqual([{ field: 'value', message: 'Digite um número válido' }]);
    }
    // Rules speak together with the schema: every failing field at once.
    const both = await api('admin', 'POST', items(g.id), { title: '', valueType: '@ADD', value: null });
    expect(both.json().issues).toEqual([
      { field: 'title', message: 'Este campo é obrigatório' },
      { field: 'value', message: 'Este campo é obrigatório' },
    ]);
    const badType = await api('admin', 'POST', items(g.id), { title: 'X', valueType: '@MULT', value: 1 });
    expect(badType.json().issues).toEqual([{ field: 'valueType', message: 'Opção inválida' }]);
    const tooMuch = await api('admin', 'POST', items(g.id), { title: 'X', valueType: '@ADD', value: 1_000_000_000_001 });
    expect(tooMuch.json().issues).toEqual([{ field: 'value', message: 'Valor acima do máximo permitido' }]);
  });

  it('stores @ADD and @SUB values in cents; @NONE clears the value, on create and on edit', async () => {
    const g = await newGroup();
    const add = await api('admin', 'POST', items(g.id), { title: 'Carro', description: 'Vaga coberta', valueType: '@ADD', value: 3500 });
    expect(add.statusCode, add.body).toBe(201);
    expect(add.json()).toMatchObject({ title: 'Carro', description: 'Vaga coberta', valueType: '@ADD', value: 3500, eventId, optionId: g.id });
    const sub = (await api('admin', 'POST', items(g.id), { title: 'Sócio', valueType: '@SUB', value: 1000 })).json();
    expect(sub).toMatchObject({ valueType: '@SUB', value: 1000 });
    const none = (await api('admin', 'POST', items(g.id), { title: 'Sem vaga', valueType: '@NONE', value: 999 })).json();
    expect(none).toMatchObject({ valueType: '@NONE', value: null });
    const toNone = await api('admin', 'PATCH', `${items(g.id)}/${add.json().id}`, { valueType: '@NONE' });
    expect(toNone.json()).toMatchObject({ valueType: '@NONE', value: null });
    // Back from @NONE the value is asked again.
    const back = await api('admin', 'PATCH', `${items(g.id)}/${add.json().id}`, { valueType: '@ADD' });
    expect(back.statusCode).toBe(400);
    expect(back.json().issues).toEqual([{ field: 'value', message: 'Este campo é obrigatório' }]);
    const fixed = await api('admin', 'PATCH', `${items(g.id)}/${add.json().id}`, { valueType: '@ADD', value: 4000 });
    expect(fixed.json()).toMatchObject({ valueType: '@ADD', value: 4000 });
    const list = (await api('admin', 'GET', items(g.id))).json();
    expect(list.data.map((i: Json) => i.title)).toEqual(['Carro', 'Sócio', 'Sem vaga']);
    expect(list.pagination.totalItems).toBe(3);
  });

  it('deletes an item', async () => {
    const g = await newGroup();
    const i = (await api('admin', 'POST', items(g.id), { title: 'Moto', valueType: '@ADD', value: 1500 })).json();
    expect((await api('admin', 'DELETE', `${items(g.id)}/${i.id}`)).statusCode).toBe(204);
    expect((await api('admin', 'GET', `${items(g.id)}/${i.id}`)).statusCode).toBe(404);
    expect((await api('admin', 'GET', items(g.id))).json().pagination.totalItems).toBe(0);
    expect((await api('admin', 'DELETE', `${items(g.id)}/${i.id}`)).statusCode).toBe(404);
  });

  it('needs the group in the event, and keeps items under their own group', async () => {
    const g = await newGroup();
    const other = (await api('admin', 'POST', '/api/events', { title: 'Outro evento' })).json().id;
    // The group exists, but not in this event.
    expect((await api('admin', 'POST', items(g.id, other), { title: 'X', valueType: '@NONE' })).statusCode).toBe(404);
    expect((await api('admin', 'POST', items('00000000-0000-4000-8000-000000000000'), { title: 'X', valueType: '@NONE' })).statusCode).toBe(404);
    const i = (await api('admin', 'POST', items(g.id), { title: 'X', valueType: '@NONE' })).json();
    const g2 = await newGroup();
    expect((await api('admin', 'GET', `${items(g2.id)}/${i.id}`)).statusCode).toBe(404);
    expect((await api('admin', 'PATCH', `${items(g2.id)}/${i.id}`, { title: 'Y' })).statusCode).toBe(404);
  });
});

describe('deleting a group', () => {
  it('deletes its items in the same transaction, and only them', async () => {
    const g = await newGroup({ title: 'Para remover' });
    const keep = await newGroup({ title: 'Fica' });
    for (const valueType of ['@NONE', '@ADD', '@SUB']) {
      await api('admin', 'POST', items(g.id), { title: valueType, valueType, value: 100 });
      await api('admin', 'POST', items(keep.id), { title: valueType, valueType, value: 100 });
    }
    expect(await count('option_items', 'option_id = $1', [g.id])).toBe(3);
    const before = (await api('admin', 'GET', `${groups()}?limit=100`)).json().pagination.totalItems;
    expect((await api('admin', 'DELETE', `${groups()}/${g.id}`)).statusCode).toBe(204);
    expect(await count('option_items', 'option_id = $1', [g.id])).toBe(0);
    expect(await count('resource_counts', "resource = 'optionItems' AND parent_key = $1", [`${eventId}/${g.id}`])).toBe(0);
    expect((await api('admin', 'GET', items(keep.id))).json().pagination.totalItems).toBe(3);
    expect((await api('admin', 'GET', `${groups()}?limit=100`)).json().pagination.totalItems).toBe(before - 1);
    expect((await api('admin', 'GET', `${groups()}/${g.id}`)).statusCode).toBe(404);
  });

  it('keeps group and items when the cascade fails (one transaction)', async () => {
    const g = await newGroup({ title: 'Atômico' });
    await api('admin', 'POST', items(g.id), { title: 'Item', valueType: '@NONE' });
    // A trigger that refuses deleting items makes the cascade fail after the group's row is gone.
    await ctx.db.exec(`CREATE FUNCTION refuse_item_delete() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN RAISE EXCEPTION 'no'; END $$;
      CREATE TRIGGER refuse_item_delete BEFORE DELETE ON option_items FOR EACH ROW EXECUTE FUNCTION refuse_item_delete();`);
    try {
      expect((await api('admin', 'DELETE', `${groups()}/${g.id}`)).statusCode).toBe(500);
    } finally {
      await ctx.db.exec('DROP TRIGGER refuse_item_delete ON option_items; DROP FUNCTION refuse_item_delete();');
    }
    expect((await api('admin', 'GET', `${groups()}/${g.id}`)).statusCode).toBe(200);
    expect(await count('option_items', 'option_id = $1', [g.id])).toBe(1);
  });
});

describe('permissions and isolation', () => {
  it('lets any event reader read, and only the event edit codes write', async () => {
    const g = await newGroup();
    const i = (await api('admin', 'POST', items(g.id), { title: 'Item', valueType: '@NONE' })).json();
    for (const who of ['admin', 'producer', 'cashier', 'events'] as const) {
      expect((await api(who, 'GET', groups())).statusCode, who).toBe(200);
      expect((await api(who, 'GET', `${groups()}/${g.id}`)).statusCode, who).toBe(200);
      expect((await api(who, 'GET', items(g.id))).statusCode, who).toBe(200);
      expect((await api(who, 'GET', `${items(g.id)}/${i.id}`)).statusCode, who).toBe(200);
    }
    for (const who of ['producer', 'events'] as const) {
      const mine = (await api(who, 'POST', groups(), { title: who })).json();
      expect(mine.title, who).toBe(who);
      expect((await api(who, 'PATCH', `${groups()}/${mine.id}`, { required: true })).statusCode, who).toBe(200);
      const it = await api(who, 'POST', items(mine.id), { title: 'X', valueType: '@ADD', value: 10 });
      expect(it.statusCode, who).toBe(201);
      expect((await api(who, 'PATCH', `${items(mine.id)}/${it.json().id}`, { value: 20 })).statusCode, who).toBe(200);
      expect((await api(who, 'DELETE', `${items(mine.id)}/${it.json().id}`)).statusCode, who).toBe(204);
      expect((await api(who, 'DELETE', `${groups()}/${mine.id}`)).statusCode, who).toBe(204);
    }
    expect((await api('cashier', 'POST', groups(), { title: 'X' })).statusCode).toBe(403);
    expect((await api('cashier', 'PATCH', `${groups()}/${g.id}`, { title: 'X' })).statusCode).toBe(403);
    expect((await api('cashier', 'DELETE', `${groups()}/${g.id}`)).statusCode).toBe(403);
    expect((await api('cashier', 'POST', items(g.id), { title: 'X', valueType: '@NONE' })).statusCode).toBe(403);
    expect((await api('cashier', 'PATCH', `${items(g.id)}/${i.id}`, { title: 'X' })).statusCode).toBe(403);
    expect((await api('cashier', 'DELETE', `${items(g.id)}/${i.id}`)).statusCode).toBe(403);
  });

  it("answers 404 for another business's groups and items", async () => {
    const g = await newGroup();
    const i = (await api('admin', 'POST', items(g.id), { title: 'Item', valueType: '@NONE' })).json();
    expect((await api('other', 'GET', `${groups()}/${g.id}`)).statusCode).toBe(404);
    expect((await api('other', 'PATCH', `${groups()}/${g.id}`, { title: 'X' })).statusCode).toBe(404);
    expect((await api('other', 'DELETE', `${groups()}/${g.id}`)).statusCode).toBe(404);
    expect((await api('other', 'POST', groups(), { title: 'X' })).statusCode).toBe(404);
    expect((await api('other', 'GET', `${items(g.id)}/${i.id}`)).statusCode).toBe(404);
    expect((await api('other', 'PATCH', `${items(g.id)}/${i.id}`, { title: 'X' })).statusCode).toBe(404);
    expect((await api('other', 'DELETE', `${items(g.id)}/${i.id}`)).statusCode).toBe(404);
    expect((await api('other', 'POST', items(g.id), { title: 'X', valueType: '@NONE' })).statusCode).toBe(404);
    expect((await api('other', 'GET', items(g.id))).statusCode).toBe(404); // a list under another business's parent
    expect(await count('option_items', 'option_id = $1', [g.id])).toBe(1);
  });
});

describe('duplicating an event', () => {
  it('copies its groups and items, in order, under the copy', async () => {
    const source = (await api('admin', 'POST', '/api/events', { title: 'Com opções' })).json().id;
    const g1 = (await api('admin', 'POST', `/api/events/${source}/options`, { title: 'Estacionamento', icon: 'LocalParking' })).json();
    const g2 = (await api('admin', 'POST', `/api/events/${source}/options`, { title: 'Camiseta', required: true, description: 'P, M ou G' })).json();
    await api('admin', 'POST', items(g1.id, source), { title: 'Sem vaga', valueType: '@NONE' });
    await api('admin', 'POST', items(g1.id, source), { title: 'Carro', valueType: '@ADD', value: 3500 });
    await api('admin', 'POST', items(g2.id, source), { title: 'Sócio', valueType: '@SUB', value: 1000 });

    const copy = await api('admin', 'POST', `/api/events/${source}/duplicate`);
    expect(copy.statusCode, copy.body).toBe(201);
    const copyId = copy.json().id;
    const copied = (await api('admin', 'GET', `/api/events/${copyId}/options`)).json();
    expect(copied.pagination.totalItems).toBe(2);
    expect(copied.data.map((g: Json) => [g.title, g.icon, g.required, g.description])).toEqual([
      ['Estacionamento', 'LocalParking', false, null],
      ['Camiseta', null, true, 'P, M ou G'],
    ]);
    expect(copied.data.every((g: Json) => g.eventId === copyId && ![g1.id, g2.id].includes(g.id))).toBe(true);
    const [c1, c2] = copied.data;
    const items1 = (await api('admin', 'GET', items(c1.id, copyId))).json().data;
    expect(items1.map((i: Json) => [i.title, i.valueType, i.value, i.optionId, i.eventId])).toEqual([
      ['Sem vaga', '@NONE', null, c1.id, copyId],
      ['Carro', '@ADD', 3500, c1.id, copyId],
    ]);
    expect((await api('admin', 'GET', items(c2.id, copyId))).json().data.map((i: Json) => i.title)).toEqual(['Sócio']);
    // The source keeps its own.
    expect((await api('admin', 'GET', items(g1.id, source))).json().pagination.totalItems).toBe(2);
    // Editing the copy leaves the source alone.
    await api('admin', 'PATCH', `/api/events/${copyId}/options/${c1.id}`, { title: 'Vagas' });
    expect((await api('admin', 'GET', `/api/events/${source}/options/${g1.id}`)).json().title).toBe('Estacionamento');
  });
});

describe('seed', () => {
  it('gives the published demo events groups with items of each value type', async () => {
    const published = (await api('admin', 'GET', '/api/events?status=@PUBLISHED&limit=100')).json().data as Json[];
    expect(published.length).toBeGreaterThan(0);
    for (const e of published) {
      const gs = (await api('admin', 'GET', `/api/events/${e.id}/options`)).json().data as Json[];
      expect(gs.length, e.title).toBeGreaterThan(0);
      const types = new Set<string>();
      for (const g of gs) for (const i of (await api('admin', 'GET', items(g.id, e.id))).json().data) types.add(i.valueType);
      expect([...types].sort()).toEqual(['@ADD', '@NONE', '@SUB']);
    }
    // Listed in the order they were written.
    const first = (await api('admin', 'GET', `/api/events/${published[0].id}/options`)).json().data as Json[];
    expect(first.map((g) => g.title)).toEqual(['Estacionamento', 'Camiseta do evento']);
    expect((await api('admin', 'GET', items(first[0].id, published[0].id))).json().data.map((i: Json) => i.title)).toEqual(['Sem estacionamento', 'Carro', 'Moto']);
  });

  it('gives every seeded group and item its own instant, so the order never rests on a tie', async () => {
    // PGlite's clock counts whole milliseconds: rows stamped by the clock tied, and listed by random ids.
    for (const table of ['options', 'option_items']) {
      const ties = await ctx.db.query<{ n: number }>(
        `SELECT count(*)::int AS n FROM (SELECT 1 FROM ${table} GROUP BY event_id, created_at HAVING count(*) > 1) t`,
      );
      expect(ties.rows[0].n, table).toBe(0);
    }
  });
});
