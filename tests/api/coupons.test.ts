/** Coupons of an event (docs/api-contract.md "Coupons and card BINs"): rules with their pt-BR messages, units, list, permissions, isolation. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearerOf, loginAll, setup, type Json, type TestContext, type UserKey } from './helper';

let ctx: TestContext;
let tokens: Record<UserKey, string>;
let eventId: string;

const api = (who: UserKey, method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, payload?: unknown) =>
  ctx.app.inject({ method, url, headers: bearerOf(tokens[who]), ...(payload !== undefined ? { payload: payload as object } : {}) });

const base = (event = eventId) => `/api/events/${event}/coupons`;
const VALID = { code: 'FESTA10', type: '@PERCENT', value: 1000, quantity: 50, startAt: '2026-01-10T12:00:00.000Z', endAt: '2026-02-10T12:00:00.000Z' };

beforeAll(async () => {
  ctx = await setup();
  tokens = await loginAll(ctx.app);
  eventId = (await api('admin', 'POST', '/api/events', { title: 'Festival dos Cupons' })).json().id;
});
afterAll(async () => ctx?.close());

let seq = 0;
async function newCoupon(body: Json = {}, event = eventId): Promise<Json> {
  const res = await api('admin', 'POST', base(event), { ...VALID, code: `CUPOM${++seq}`, ...body });
  expect(res.statusCode, res.body).toBe(201);
  return res.json();
}
const issues = async (body: Json, method: 'POST' | 'PATCH' = 'POST', url = base()) => {
  const res = await api('admin', method, url, body);
  expect(res.statusCode, res.body).toBe(400);
  return res.json().issues;
};

describe('coupon rules', () => {
  it('requires code, value and quantity; type defaults to @PERCENT', async () => {
    expect(await issues({})).toEqual([
      { field: 'code', message: 'Este campo é obrigatório' },
      { field: 'value', message: 'Este campo é obrigatório' },
      { field: 'quantity', message: 'Este campo é obrigatório' },
    ]);
    expect(await issues({ ...VALID, code: '   ' })).toEqual([{ field: 'code', message: 'Este campo é obrigatório' }]);
    const { type: _type, ...withoutType } = VALID;
    expect((await newCoupon({ ...withoutType })).type).toBe('@PERCENT');
    expect(await issues({ ...VALID, type: '@BOGO' })).toEqual([{ field: 'type', message: 'Opção inválida' }]);
  });

  it('stores the code in capitals without spaces', async () => {
    const c = await newCoupon({ code: ' vip  verao ' });
    expect(c.code).toBe('VIPVERAO');
    expect((await api('admin', 'GET', `${base()}/${c.id}`)).json().code).toBe('VIPVERAO');
  });

  it('refuses a duplicate code in the same event (409, whatever the case and spaces), allows it in another event', async () => {
    await newCoupon({ code: 'UNICO' });
    const dup = await api('admin', 'POST', base(), { ...VALID, code: 'un ico' });
    expect(dup.statusCode).toBe(409);
    expect(dup.json().issues).toEqual([{ field: 'code', message: 'Já existe um cupom com este código neste evento' }]);
    const other = (await api('admin', 'POST', '/api/events', { title: 'Outro evento' })).json().id;
    expect((await newCoupon({ code: 'UNICO' }, other)).code).toBe('UNICO');
    // Renaming onto a taken code is refused too; keeping one's own code is not a duplicate.
    const c = await newCoupon();
    expect((await api('admin', 'PATCH', `${base()}/${c.id}`, { code: 'unico' })).statusCode).toBe(409);
    expect((await api('admin', 'PATCH', `${base()}/${c.id}`, { code: c.code, quantity: 3 })).statusCode).toBe(200);
  });

  it('takes a percent in hundredths up to 9999 (99,99%) and a fixed value in cents', async () => {
    expect((await newCoupon({ type: '@PERCENT', value: 9999 })).value).toBe(9999);
    expect(await issues({ ...VALID, type: '@PERCENT', value: 10000 })).toEqual([{ field: 'value', message: 'O desconto deve ser de no máximo 99,99%' }]);
    // R$ 150,00 is fine as a fixed value: the 99,99% limit is the percent's only.
    expect((await newCoupon({ type: '@FIXED', value: 15000 })).value).toBe(15000);
    // Switching a fixed coupon to percent keeps the stored value under the percent rule.
    const fixed = await newCoupon({ type: '@FIXED', value: 15000 });
    expect(await issues({ type: '@PERCENT' }, 'PATCH', `${base()}/${fixed.id}`)).toEqual([{ field: 'value', message: 'O desconto deve ser de no máximo 99,99%' }]);
  });

  it('refuses a value of 0 or less, and a negative quantity; 0 left is allowed', async () => {
    for (const value of [0, -100]) {
      expect(await issues({ ...VALID, value })).toEqual([{ field: 'value', message: 'O valor deve ser maior que 0' }]);
    }
    expect(await issues({ ...VALID, value: 'abc' })).toEqual([{ field: 'value', message: 'Digite um número válido' }]);
    expect(await issues({ ...VALID, quantity: -1 })).toEqual([{ field: 'quantity', message: 'Valor abaixo do mínimo permitido' }]);
    expect((await newCoupon({ quantity: 0 })).quantity).toBe(0);
  });

  it('refuses an end before (or at) the start, on create and on edit; dates are optional', async () => {
    expect(await issues({ ...VALID, startAt: '2026-03-10T12:00:00.000Z', endAt: '2026-03-01T12:00:00.000Z' })).toEqual([
      { field: 'endAt', message: 'O fim deve ser depois do início' },
    ]);
    expect(await issues({ ...VALID, endAt: VALID.startAt })).toEqual([{ field: 'endAt', message: 'O fim deve ser depois do início' }]);
    const c = await newCoupon();
    expect(await issues({ endAt: '2026-01-01T00:00:00.000Z' }, 'PATCH', `${base()}/${c.id}`)).toEqual([{ field: 'endAt', message: 'O fim deve ser depois do início' }]);
    expect(await newCoupon({ startAt: null, endAt: null })).toMatchObject({ startAt: null, endAt: null });
    expect(await issues({ ...VALID, startAt: 'amanhã' })).toEqual([{ field: 'startAt', message: 'Data inválida' }]);
  });
});

describe('coupon list, update and delete', () => {
  let event: string;
  beforeAll(async () => {
    event = (await api('admin', 'POST', '/api/events', { title: 'Muitos cupons' })).json().id;
    for (let i = 1; i <= 12; i++) await newCoupon({ code: `LOTE${String(i).padStart(2, '0')}` }, event);
  });

  it('lists 10 per page by default, newest first; search by code', async () => {
    const page1 = (await api('admin', 'GET', base(event))).json();
    expect(page1.data).toHaveLength(10);
    expect(page1.pagination).toMatchObject({ currentPage: 1, nextPage: 2, totalPages: 2, totalItems: 12, totalItemsCurrentPage: 10 });
    expect(page1.data[0].code).toBe('LOTE12');
    const page2 = (await api('admin', 'GET', `${base(event)}?page=2&limit=10`)).json();
    expect(page2.data.map((c: Json) => c.code)).toEqual(['LOTE02', 'LOTE01']);
    const found = (await api('admin', 'GET', `${base(event)}?search=lote1`)).json();
    expect(found.data.map((c: Json) => c.code).sort()).toEqual(['LOTE10', 'LOTE11', 'LOTE12']);
  });

  it("answers them all with limit=1000 (the spec's all-coupons call)", async () => {
    const all = await api('admin', 'GET', `${base(event)}?limit=1000`);
    expect(all.statusCode, all.body).toBe(200);
    expect(all.json().data).toHaveLength(12);
    expect(all.json().pagination).toMatchObject({ totalPages: 1, nextPage: null });
  });

  it('updates and deletes a coupon', async () => {
    const c = await newCoupon();
    expect(c).toMatchObject({ eventId, type: '@PERCENT', value: 1000, quantity: 50, startAt: VALID.startAt, endAt: VALID.endAt });
    const patched = await api('admin', 'PATCH', `${base()}/${c.id}`, { type: '@FIXED', value: 2500, quantity: 0, updatedAt: c.updatedAt });
    expect(patched.statusCode, patched.body).toBe(200);
    expect(patched.json()).toMatchObject({ code: c.code, type: '@FIXED', value: 2500, quantity: 0 });
    expect((await api('admin', 'PATCH', `${base()}/${c.id}`, { quantity: 1, updatedAt: c.updatedAt })).statusCode).toBe(409); // stale
    expect((await api('admin', 'DELETE', `${base()}/${c.id}`)).statusCode).toBe(204);
    expect((await api('admin', 'GET', `${base()}/${c.id}`)).statusCode).toBe(404);
    expect((await api('admin', 'DELETE', `${base()}/${c.id}`)).statusCode).toBe(404);
  });

  it('keeps coupons under their own event', async () => {
    const c = await newCoupon({}, event);
    expect((await api('admin', 'GET', `${base()}/${c.id}`)).statusCode).toBe(404);
    expect((await api('admin', 'PATCH', `${base()}/${c.id}`, { quantity: 1 })).statusCode).toBe(404);
    expect((await api('admin', 'DELETE', `${base()}/${c.id}`)).statusCode).toBe(404);
    expect((await api('admin', 'POST', base('00000000-0000-4000-8000-000000000000'), VALID)).statusCode).toBe(404);
  });
});

describe('coupon permissions and isolation', () => {
  it('lets every user of the business read; only @ALL, @PRODUCER and @EVENTS.MODIFY write', async () => {
    const c = await newCoupon();
    for (const who of ['admin', 'producer', 'cashier', 'events'] as const) {
      expect((await api(who, 'GET', base())).statusCode, who).toBe(200);
      expect((await api(who, 'GET', `${base()}/${c.id}`)).statusCode, who).toBe(200);
    }
    for (const who of ['producer', 'events'] as const) {
      const mine = await api(who, 'POST', base(), { ...VALID, code: `DE${who}` });
      expect(mine.statusCode, who).toBe(201);
      expect((await api(who, 'PATCH', `${base()}/${mine.json().id}`, { quantity: 2 })).statusCode, who).toBe(200);
      expect((await api(who, 'DELETE', `${base()}/${mine.json().id}`)).statusCode, who).toBe(204);
    }
    expect((await api('cashier', 'POST', base(), { ...VALID, code: 'CAIXA' })).statusCode).toBe(403);
    expect((await api('cashier', 'PATCH', `${base()}/${c.id}`, { quantity: 1 })).statusCode).toBe(403);
    expect((await api('cashier', 'DELETE', `${base()}/${c.id}`)).statusCode).toBe(403);
  });

  it("answers 404 to another business on this event's coupons", async () => {
    const c = await newCoupon();
    expect((await api('other', 'GET', base())).statusCode).toBe(404);
    expect((await api('other', 'GET', `${base()}/${c.id}`)).statusCode).toBe(404);
    expect((await api('other', 'POST', base(), { ...VALID, code: 'INTRUSO' })).statusCode).toBe(404);
    expect((await api('other', 'PATCH', `${base()}/${c.id}`, { quantity: 1 })).statusCode).toBe(404);
    expect((await api('other', 'DELETE', `${base()}/${c.id}`)).statusCode).toBe(404);
    expect((await api('admin', 'GET', `${base()}/${c.id}`)).json().quantity).toBe(VALID.quantity);
  });
});

describe('duplicating an event', () => {
  it('leaves its coupons behind: codes are for one event', async () => {
    const source = (await api('admin', 'POST', '/api/events', { title: 'Com cupons' })).json().id;
    await newCoupon({}, source);
    const copy = await api('admin', 'POST', `/api/events/${source}/duplicate`);
    expect(copy.statusCode, copy.body).toBe(201);
    expect((await api('admin', 'GET', base(copy.json().id))).json().pagination.totalItems).toBe(0);
  });
});
