/**
 * /validators (issue 12, "Validation at the door"): who may manage them, one business never
 * reaching another's, and the access code: made by the server, answered once, stored as a digest.
 */
import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearerOf, loginAll, setup, type Json, type TestContext, type UserKey } from './helper';
import { openSession } from './doorHelper';

let ctx: TestContext;
let tokens: Record<UserKey, string>;
let demoEvent: string;
let otherEvent: string;

beforeAll(async () => {
  ctx = await setup();
  tokens = await loginAll(ctx.app);
  const q = async (name: string) =>
    (await ctx.db.query<Json>(`SELECT e.id FROM events e JOIN businesses b ON b.id = e.business_id WHERE b.name = $1 ORDER BY e.start_at LIMIT 1`, [name])).rows[0].id;
  demoEvent = await q('Bilheteria Demo');
  otherEvent = await q('Outra Produtora');
});
afterAll(() => ctx?.close());

const call = (who: UserKey, method: 'GET' | 'POST' | 'PATCH', url: string, payload?: Json) =>
  ctx.app.inject({ method, url, headers: bearerOf(tokens[who]), ...(payload === undefined ? {} : { payload }) });

describe('the access code', () => {
  it('is made by the server, answered once, and stored only as its SHA-256', async () => {
    const res = await call('admin', 'POST', '/api/validators', { name: 'Bilheteria externa', eventIds: [demoEvent], accessCode: 'AAAAAAAAAAAAAAAA' });
    expect(res.statusCode, res.body).toBe(201);
    const created = res.json();
    expect(created.accessCode).toMatch(/^[A-HJ-NP-Z2-9]{16}$/);
    expect(created.accessCode).not.toBe('AAAAAAAAAAAAAAAA');
    expect(created.eventIds).toEqual([demoEvent]);
    const stored = (await ctx.db.query<Json>('SELECT access_code FROM validators WHERE id = $1', [created.id])).rows[0].access_code;
    expect(stored).toBe(createHash('sha256').update(created.accessCode).digest('hex'));
    expect((await call('admin', 'GET', `/api/validators/${created.id}`)).json().accessCode).toBeNull();
    const list = (await call('admin', 'GET', '/api/validators?limit=100')).json().data;
    expect(list.every((v: Json) => v.accessCode === null)).toBe(true);
    expect((await openSession(ctx.app, created.accessCode, '10.5.5.5')).statusCode).toBe(200);
  });

  it('an edit keeps the code (and cannot set one); only its route makes a new one', async () => {
    const created = (await call('admin', 'POST', '/api/validators', { name: 'Camarote', eventIds: [demoEvent] })).json();
    const edited = await call('admin', 'PATCH', `/api/validators/${created.id}`, { name: 'Camarote VIP', accessCode: 'BBBBBBBBBBBBBBBB', updatedAt: created.updatedAt });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json().accessCode).toBeNull();
    expect((await openSession(ctx.app, created.accessCode, '10.5.5.6')).statusCode).toBe(200);
    expect((await openSession(ctx.app, 'BBBBBBBBBBBBBBBB', '10.5.5.6')).statusCode).toBe(401);
    const remade = await call('events', 'POST', `/api/validators/${created.id}/access-code`);
    expect(remade.statusCode).toBe(200);
    expect(remade.json()).toMatchObject({ name: 'Camarote VIP', accessCode: expect.stringMatching(/^[A-HJ-NP-Z2-9]{16}$/) });
    expect((await openSession(ctx.app, created.accessCode, '10.5.5.6')).statusCode).toBe(401);
    expect((await openSession(ctx.app, remade.json().accessCode, '10.5.5.6')).statusCode).toBe(200);
  });
});

describe('who may manage validators', () => {
  it('event staff and @ALL; not the cashier, not a producer, not a business that is not a ticket office', async () => {
    const payload = { name: 'Portão leste', eventIds: [demoEvent] };
    expect((await call('events', 'POST', '/api/validators', payload)).statusCode).toBe(201);
    expect((await call('events', 'GET', '/api/validators')).statusCode).toBe(200);
    for (const who of ['cashier', 'producer'] as const) {
      expect((await call(who, 'GET', '/api/validators')).statusCode, who).toBe(403);
      expect((await call(who, 'POST', '/api/validators', { ...payload, name: `Portão ${who}` })).statusCode, who).toBe(403);
    }
    expect((await call('other', 'GET', '/api/validators')).statusCode).toBe(403);
    expect((await ctx.app.inject({ url: '/api/validators' })).statusCode).toBe(401);
  });

  it('needs at least one event of its own business; there is no delete', async () => {
    const none = await call('admin', 'POST', '/api/validators', { name: 'Sem eventos', eventIds: [] });
    expect(none.statusCode).toBe(400);
    expect(none.json().issues).toEqual([{ field: 'eventIds', message: 'Este campo é obrigatório' }]);
    const foreign = await call('admin', 'POST', '/api/validators', { name: 'Alheio', eventIds: [demoEvent, otherEvent] });
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json().issues).toEqual([{ field: 'eventIds', message: 'Registro inválido' }]);
    expect((await call('admin', 'POST', '/api/validators', { name: 'Texto', eventIds: 'x' })).statusCode).toBe(400);
    const anyId = (await call('admin', 'GET', '/api/validators?limit=1')).json().data[0].id;
    expect((await ctx.app.inject({ method: 'DELETE', url: `/api/validators/${anyId}`, headers: bearerOf(tokens.admin) })).statusCode).toBe(404);
  });

  it("another business's validator is a 404, even to make its code anew", async () => {
    const demoValidator = (await call('admin', 'GET', '/api/validators?limit=1')).json().data[0].id;
    // Outra Produtora is not a ticket office: make it one for this check, so the 404 comes from the scope.
    await ctx.db.query(`UPDATE businesses SET is_ticket_office = true WHERE name = 'Outra Produtora'`);
    const other = (await ctx.app.inject({ method: 'POST', url: '/api/auth/login/local', payload: { username: 'admin@outra.com.br', password: 'demo1234' } })).json().accessToken;
    const as = (method: 'GET' | 'POST' | 'PATCH', url: string, payload?: Json) => ctx.app.inject({ method, url, headers: bearerOf(other), ...(payload ? { payload } : {}) });
    expect((await as('GET', '/api/validators')).json().data).toEqual([]);
    expect((await as('GET', `/api/validators/${demoValidator}`)).statusCode).toBe(404);
    expect((await as('POST', `/api/validators/${demoValidator}/access-code`)).statusCode).toBe(404);
    expect((await as('PATCH', `/api/validators/${demoValidator}`, { isActive: false })).statusCode).toBe(404);
    expect((await as('POST', '/api/validators', { name: 'Da outra', eventIds: [demoEvent] })).statusCode).toBe(400);
    await ctx.db.query(`UPDATE businesses SET is_ticket_office = false WHERE name = 'Outra Produtora'`);
  });
});
