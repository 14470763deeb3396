/**
 * The door (issue 12, docs/door.md): a validator's session, every answer of a scan, the forged QR
 * refused without a query, the token's scope, undo, counters, and 100 validators on one ticket.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { ticketQrPayload } from '../../server/door/ticketQr';
import { bearerOf, login, setup, USERS, type Json, type TestContext } from './helper';
import { DEMO_CODE, doorFixture, doorToken, INACTIVE_CODE, newTickets, openSession, scan, type DoorFixture } from './doorHelper';

let ctx: TestContext;
let fx: DoorFixture;
let token: string;

beforeAll(async () => {
  ctx = await setup();
  fx = await doorFixture(ctx.db);
  token = await doorToken(ctx.app);
});
afterAll(() => ctx?.close());

const tickets = (lot: string, n = 1, extra = {}) => newTickets(ctx.db, fx.businessId, lot, n, extra);
const at = (code: string, eventId = fx.caruaru, sessionId: string | null = null) => ({ code: ticketQrPayload(code), eventId, sessionId });
const row = async (code: string) => (await ctx.db.query<Json>('SELECT * FROM user_tickets WHERE code = $1', [code])).rows[0];
const checkins = async (code: string) =>
  (await ctx.db.query<Json>('SELECT c.* FROM ticket_checkins c JOIN user_tickets ut ON ut.id = c.user_ticket_id WHERE ut.code = $1 ORDER BY c.at', [code])).rows;

describe('POST /validate/session', () => {
  it('trades the access code (as typed: dashes, lower case) for a token and the events with their sessions', async () => {
    const res = await openSession(ctx.app, DEMO_CODE.toLowerCase().replace(/(.{4})(?=.)/g, '$1-'));
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.validator.name).toBe('Portaria principal');
    expect(body.events.map((e: Json) => e.id).sort()).toEqual([fx.caruaru, fx.samba].sort());
    const caruaru = body.events.find((e: Json) => e.id === fx.caruaru);
    expect(caruaru.sessions.map((s: Json) => s.id)).toEqual(expect.arrayContaining([fx.sessions.a, fx.sessions.b]));
    expect(Date.parse(body.expiresAt)).toBeGreaterThan(Date.now());
  });

  it("refuses a wrong code and an inactive validator's code alike", async () => {
    for (const accessCode of ['ABCD-EFGH-JKLM-NPQR', INACTIVE_CODE]) {
      const res = await openSession(ctx.app, accessCode, '10.2.2.2');
      expect(res.statusCode).toBe(401);
      expect(res.json()).toMatchObject({ code: '@INVALID_ACCESS_CODE', message: 'Código de acesso inválido.' });
    }
  });

  it('blocks an address after 10 failures, like the login, even with the right code then', async () => {
    for (let i = 0; i < 10; i++) expect((await openSession(ctx.app, `WRONG-${i}`, '10.3.3.3')).statusCode).toBe(401);
    const blocked = await openSession(ctx.app, DEMO_CODE, '10.3.3.3');
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().code).toBe('@TOO_MANY_ATTEMPTS');
    expect((await openSession(ctx.app, DEMO_CODE, '10.3.3.4')).statusCode).toBe(200);
  });
});

describe('POST /validate/scan', () => {
  it('lets a signed ticket in once, recording the time and the validator', async () => {
    const [code] = await tickets(fx.lots.plain);
    const first = await scan(ctx.app, token, at(code));
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ result: '@VALID', message: 'Entrada liberada', ticket: { code, holderName: 'Maria da Silva' } });
    expect(first.body.warning).toBeUndefined();
    const stored = await row(code);
    const validator = (await ctx.db.query<Json>(`SELECT id FROM validators WHERE name = 'Portaria principal'`)).rows[0];
    expect(stored.validated_by).toBe(validator.id);
    expect(stored.validated_at).not.toBeNull();
    const [checkin] = await checkins(code);
    expect(checkin).toMatchObject({ validator_id: validator.id, event_id: fx.caruaru, undone_at: null });

    const again = await scan(ctx.app, token, at(code));
    expect(again.body).toMatchObject({ result: '@ALREADY_USED', message: 'Ingresso já utilizado', validatedBy: 'Portaria principal' });
    expect(Date.parse(again.body.validatedAt)).toBe(new Date(stored.validated_at).getTime());
    expect(await checkins(code)).toHaveLength(1);
  });

  it('takes a code typed by hand, in any case and with spaces', async () => {
    const [code] = await tickets(fx.lots.plain);
    const typed = `${code.slice(0, 8).toLowerCase()} ${code.slice(8)}`;
    expect((await scan(ctx.app, token, { code: typed, eventId: fx.caruaru })).body.result).toBe('@VALID');
  });

  it("answers a meia-entrada ticket valid, with the spec's warning", async () => {
    const [code] = await tickets(fx.lots.half);
    const { body } = await scan(ctx.app, token, at(code));
    expect(body.result).toBe('@VALID');
    expect(body.warning).toEqual({ code: '@HALF', message: 'Meia-entrada: confira o documento' });
  });

  it("reads the category sold, else the ticket's", async () => {
    const [code] = await tickets(fx.lots.plain);
    await ctx.db.query(`UPDATE user_tickets SET category = '@HALF' WHERE code = $1`, [code]);
    expect((await scan(ctx.app, token, at(code))).body.warning?.code).toBe('@HALF');
    const [old] = await tickets(fx.lots.half);
    await ctx.db.query('UPDATE user_tickets SET category = NULL WHERE code = $1', [old]);
    expect((await scan(ctx.app, token, at(old))).body.warning?.code).toBe('@HALF');
  });

  it('refuses refunded, cancelled and unpaid tickets without recording an entry', async () => {
    const [refunded] = await tickets(fx.lots.plain, 1, { status: '@REFUNDED' });
    const [canceled] = await tickets(fx.lots.plain, 1, { status: '@CANCELED' });
    const [pending] = await tickets(fx.lots.plain, 1, { status: '@PENDING' });
    expect((await scan(ctx.app, token, at(refunded))).body).toMatchObject({ result: '@REFUNDED', message: 'Ingresso reembolsado' });
    expect((await scan(ctx.app, token, at(canceled))).body).toMatchObject({ result: '@CANCELED', message: 'Ingresso cancelado' });
    expect((await scan(ctx.app, token, at(pending))).body).toMatchObject({ result: '@NOT_PAID', message: 'Pedido não pago' });
    for (const code of [refunded, canceled, pending]) {
      expect((await row(code)).validated_at).toBeNull();
      expect(await checkins(code)).toHaveLength(0);
    }
  });

  it('refuses a ticket of another event, and of another session', async () => {
    const [samba] = await tickets(fx.sambaLot);
    expect((await scan(ctx.app, token, at(samba, fx.caruaru))).body).toMatchObject({ result: '@WRONG_EVENT', ticket: { eventTitle: 'Noite de Samba na Lapa' } });
    const [night] = await tickets(fx.lots.nightA);
    expect((await scan(ctx.app, token, at(night, fx.caruaru, fx.sessions.b))).body.result).toBe('@WRONG_SESSION');
    expect((await row(night)).validated_at).toBeNull();
    expect((await scan(ctx.app, token, at(night, fx.caruaru, fx.sessions.a))).body.result).toBe('@VALID');
    // A lot without a session enters at any session of its event.
    const [plain] = await tickets(fx.lots.plain);
    expect((await scan(ctx.app, token, at(plain, fx.caruaru, fx.sessions.b))).body.result).toBe('@VALID');
  });

  it("answers unknown for a code that does not exist and for another business's ticket, signed or typed", async () => {
    expect((await scan(ctx.app, token, { code: '0123456789ABCDEF', eventId: fx.caruaru })).body).toMatchObject({ result: '@UNKNOWN', message: 'Ingresso não encontrado' });
    const other = (await ctx.db.query<Json>(`SELECT id FROM businesses WHERE name = 'Outra Produtora'`)).rows[0].id;
    const { rows } = await ctx.db.query<Json>(
      `WITH o AS (INSERT INTO orders (business_id, event_id, channel, status, total) VALUES ($1, $2, '@SITE', '@PAID', 0) RETURNING id, event_id),
            i AS (INSERT INTO order_items (business_id, order_id, event_id, sector_id, ticket_id, lot_id, quantity) SELECT $1, id, event_id, gen_random_uuid(), gen_random_uuid(), gen_random_uuid(), 1 FROM o RETURNING id, event_id, lot_id)
       INSERT INTO user_tickets (business_id, order_item_id, event_id, lot_id, code) SELECT $1, id, event_id, lot_id, 'OUTRA0000000BEEF' FROM i RETURNING code`,
      [other, fx.caruaru],
    );
    for (const code of [ticketQrPayload(rows[0].code), rows[0].code]) {
      const { body } = await scan(ctx.app, token, { code, eventId: fx.caruaru });
      expect(body).toEqual({ result: '@UNKNOWN', message: 'Ingresso não encontrado' });
    }
    expect((await row('OUTRA0000000BEEF')).validated_at).toBeNull();
  });

  it('refuses a forged or altered QR before any query', async () => {
    const [code] = await tickets(fx.lots.plain);
    const payload = ticketQrPayload(code);
    // The altered code changes its last character (a code ending in 0 once "altered" into itself).
    const spies = [vi.spyOn(ctx.db, 'query'), vi.spyOn(ctx.db, 'transaction'), vi.spyOn(ctx.db, 'exec')];
    try {
      for (const forged of [`${code}.AAAAAAAAAAAAAAAA`, `${code.slice(0, -1)}${code.endsWith('0') ? '1' : '0'}.${payload.split('.')[1]}`, `${code}.`]) {
        const { status, body } = await scan(ctx.app, token, { code: forged, eventId: fx.caruaru });
        expect(status).toBe(200);
        expect(body).toEqual({ result: '@FORGED', message: 'QR code inválido: assinatura não confere' });
      }
      for (const spy of spies) expect(spy).not.toHaveBeenCalled();
    } finally {
      spies.forEach((s) => s.mockRestore());
    }
    expect((await row(code)).validated_at).toBeNull();
  });

  it("refuses an event outside the validator's list (403), and bad input (400)", async () => {
    const other = (await ctx.db.query<Json>(`SELECT id FROM events WHERE business_id = $1 AND title = 'Jazz no Parque'`, [fx.businessId])).rows[0].id;
    const [code] = await tickets(fx.lots.plain);
    expect((await scan(ctx.app, token, at(code, other))).status).toBe(403);
    expect((await scan(ctx.app, token, { code: '', eventId: fx.caruaru })).status).toBe(400);
    expect((await scan(ctx.app, token, { code, eventId: 'x' })).status).toBe(400);
    expect((await row(code)).validated_at).toBeNull();
  });
});

describe('the validator token', () => {
  it('is not an access token, and an access token is not a validator token', async () => {
    const staff = (await login(ctx.app, USERS.admin)).accessToken;
    const [code] = await tickets(fx.lots.plain);
    expect((await scan(ctx.app, staff, at(code))).status).toBe(401);
    expect((await ctx.app.inject({ url: '/api/events', headers: bearerOf(token) })).statusCode).toBe(401);
    expect((await ctx.app.inject({ method: 'POST', url: '/api/validate/scan', payload: at(code) })).statusCode).toBe(401);
  });

  it('stops at the next scan when the validator is deactivated or gets a new code', async () => {
    const staff = (await login(ctx.app, USERS.admin)).accessToken;
    const created = await ctx.app.inject({ method: 'POST', url: '/api/validators', headers: bearerOf(staff), payload: { name: 'Portão B', eventIds: [fx.caruaru] } });
    expect(created.statusCode).toBe(201);
    const v = created.json();
    const mine = await doorToken(ctx.app, v.accessCode);
    const [a, b, c] = await tickets(fx.lots.plain, 3);
    expect((await scan(ctx.app, mine, at(a))).body.result).toBe('@VALID');

    const remade = await ctx.app.inject({ method: 'POST', url: `/api/validators/${v.id}/access-code`, headers: bearerOf(staff) });
    expect(remade.statusCode).toBe(200);
    expect(remade.json().accessCode).not.toBe(v.accessCode);
    const refused = await scan(ctx.app, mine, at(b));
    expect(refused.status).toBe(401);
    expect(refused.body.message).toBe('Este acesso de validador foi encerrado. Digite o código de acesso novamente.');
    expect((await openSession(ctx.app, v.accessCode, '10.4.4.4')).statusCode).toBe(401);
    const renewed = await doorToken(ctx.app, remade.json().accessCode);
    expect((await scan(ctx.app, renewed, at(b))).body.result).toBe('@VALID');

    const stored = (await ctx.app.inject({ url: `/api/validators/${v.id}`, headers: bearerOf(staff) })).json();
    await ctx.app.inject({ method: 'PATCH', url: `/api/validators/${v.id}`, headers: bearerOf(staff), payload: { isActive: false, updatedAt: stored.updatedAt } });
    expect((await scan(ctx.app, renewed, at(c))).status).toBe(401);
    expect((await row(c)).validated_at).toBeNull();
  });
});

describe('POST /validate/undo', () => {
  it("takes back the validator's last entry once, and the ticket can enter again", async () => {
    const undoer = await doorToken(ctx.app);
    const [code] = await tickets(fx.lots.plain);
    expect((await scan(ctx.app, undoer, at(code))).body.result).toBe('@VALID');
    const undo = () => ctx.app.inject({ method: 'POST', url: '/api/validate/undo', headers: bearerOf(undoer) });
    const first = await undo();
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({ code, message: 'Entrada desfeita. O ingresso pode entrar de novo.' });
    expect((await row(code)).validated_at).toBeNull();
    expect((await checkins(code))[0].undone_at).not.toBeNull();
    const second = await undo();
    expect(second.statusCode).toBe(409);
    expect(second.json().code).toBe('@NOTHING_TO_UNDO');
    expect((await scan(ctx.app, undoer, at(code))).body.result).toBe('@VALID');
    expect(await checkins(code)).toHaveLength(2);
  });

  it("never takes back another device's entry, even of the same validator", async () => {
    const mine = await doorToken(ctx.app);
    const other = await doorToken(ctx.app);
    const [code] = await tickets(fx.lots.plain);
    expect((await scan(ctx.app, mine, at(code))).body.result).toBe('@VALID');
    const res = await ctx.app.inject({ method: 'POST', url: '/api/validate/undo', headers: bearerOf(other) });
    expect(res.statusCode).toBe(409);
    expect((await row(code)).validated_at).not.toBeNull();
  });

  it('refuses after 10 minutes', async () => {
    const token = await doorToken(ctx.app);
    const [code] = await tickets(fx.lots.plain);
    expect((await scan(ctx.app, token, at(code))).body.result).toBe('@VALID');
    await ctx.db.query(`UPDATE ticket_checkins c SET at = c.at - interval '11 minutes' FROM user_tickets ut WHERE ut.id = c.user_ticket_id AND ut.code = $1`, [code]);
    await ctx.db.query(`UPDATE user_tickets SET validated_at = validated_at - interval '11 minutes' WHERE code = $1`, [code]);
    const res = await ctx.app.inject({ method: 'POST', url: '/api/validate/undo', headers: bearerOf(token) });
    expect(res.statusCode).toBe(409);
    expect(res.json().code).toBe('@UNDO_EXPIRED');
    expect((await row(code)).validated_at).not.toBeNull();
  });
});

describe('GET /validate/counters', () => {
  it("counts the event's entries of the tickets that can enter", async () => {
    const get = async () => (await ctx.app.inject({ url: `/api/validate/counters?eventId=${fx.caruaru}`, headers: bearerOf(token) })).json();
    const before = await get();
    const [a, b] = await tickets(fx.lots.plain, 2);
    await tickets(fx.lots.plain, 1, { status: '@REFUNDED' });
    const added = await get();
    expect(added.total).toBe(before.total + 2);
    await scan(ctx.app, token, at(a));
    const after = await get();
    expect(after).toEqual({ eventId: fx.caruaru, validated: before.validated + 1, total: before.total + 2 });
    const { rows } = await ctx.db.query<Json>(
      `SELECT count(*)::int AS n FROM user_tickets ut JOIN order_items oi ON oi.id = ut.order_item_id JOIN orders o ON o.id = oi.order_id
        WHERE ut.event_id = $1 AND ut.validated_at IS NOT NULL AND ut.canceled_at IS NULL AND o.status IN ('@PAID', '@PARTIALLY_REFUNDED')`,
      [fx.caruaru],
    );
    expect(after.validated).toBe(rows[0].n);
    expect(b).toBeTruthy();
  });
});

describe('100 validators scanning one ticket at the same instant', () => {
  it('get exactly one "valid"', async () => {
    const [code] = await tickets(fx.lots.plain);
    const answers = await Promise.all(Array.from({ length: 100 }, () => scan(ctx.app, token, at(code))));
    const results = answers.map((a) => a.body.result);
    expect(results.filter((r) => r === '@VALID')).toHaveLength(1);
    expect(results.filter((r) => r === '@ALREADY_USED')).toHaveLength(99);
    expect(await checkins(code)).toHaveLength(1);
  });
});
