/**
 * Orders (issue 12, /orders): the list with its search and filters, the record with its timeline
 * and tickets, who may read and act, business isolation, cancelling an unpaid order, and resending
 * the tickets through the delivery queue to the buyer's page.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { salesTest, type Json, type SalesTest } from './salesTreeHelper';
import { insertOrder, type InsertedOrder } from './ordersHelper';
import { verifyTicketQr } from '../../server/door/ticketQr';

let t: SalesTest;
let biz: string;
let eventId: string;
let lotId: string;
let otherLotId: string;
let paid: InsertedOrder;

const count = async (sql: string, params: unknown[] = []) => Number((await t.ctx.db.query<{ n: number }>(sql, params)).rows[0].n);
const list = async (query = '', who: 'admin' | 'producer' = 'admin') => t.ok(await t.api(who, 'GET', `/api/orders${query}`));
const codes = (page: Json) => page.data.map((o: Json) => o.code);

beforeAll(async () => {
  t = await salesTest({ delivery: { intervalMs: 0 } });
  biz = await t.businessId();
  eventId = await t.event('Show das Encomendas');
  const sector = await t.sector(eventId, 'Plateia');
  const ticket = await t.ticket(eventId, sector.id, { title: 'Inteira' });
  lotId = (await t.lot(eventId, sector.id, ticket.id, { title: '1º lote', price: 10000, quantity: 50 })).id;
  otherLotId = (await t.lot(eventId, sector.id, ticket.id, { title: '2º lote', price: 12000, quantity: 50 })).id;
  paid = await insertOrder(t.ctx.db, biz, {
    items: [{ lotId, quantity: 2 }],
    fees: 2000,
    customer: { name: 'José da Silva Araújo', email: 'Jose.Araujo@Exemplo.com.br', cpf: '52998224725', phone: '81987654321' },
    payments: [{ method: '@CREDIT_CARD' }],
  });
});
afterAll(async () => t?.close());

describe('the list', () => {
  it('answers the business orders newest first, 10 a page, with the exact total kept by the counter', async () => {
    const page = await list();
    expect(page.data).toHaveLength(10);
    expect(page.data[0].code).toBe(paid.code);
    const dates = page.data.map((o: Json) => o.createdAt);
    expect([...dates].sort().reverse()).toEqual(dates);
    const total = await count('SELECT count(*)::int AS n FROM orders WHERE business_id = $1', [biz]);
    expect(page.pagination).toMatchObject({ currentPage: 1, nextPage: 2, totalItems: total, totalItemsCurrentPage: 10 });
    expect(page.data[0]).toMatchObject({
      status: '@PAID',
      channel: '@SITE',
      event: { id: eventId, title: 'Show das Encomendas' },
      customerName: 'José da Silva Araújo',
      total: 22000,
      fees: 2000,
      paymentMethods: ['@CREDIT_CARD'],
      tickets: 2,
    });
  });

  it('keeps the total right whoever inserts orders (the trigger of migration 013)', async () => {
    const before = (await list()).pagination.totalItems;
    await insertOrder(t.ctx.db, biz, { items: [{ lotId, quantity: 1 }], createdAt: '2020-01-01T12:00:00Z' });
    expect((await list()).pagination.totalItems).toBe(before + 1);
  });

  it('keeps the total right when the counter rows were dropped or a list shard holds part of it (docs/pagination.md)', async () => {
    const exact = () => count('SELECT count(*)::int AS n FROM orders WHERE business_id = $1', [biz]);
    // Counter rows dropped, as the docs allow after writing around the service: the next insert counts the table.
    await t.ctx.db.query(`DELETE FROM resource_counts WHERE business_id = $1 AND resource = 'orders'`, [biz]);
    await insertOrder(t.ctx.db, biz, { items: [{ lotId, quantity: 1 }], createdAt: '2020-01-02T12:00:00Z' });
    expect((await list()).pagination.totalItems).toBe(await exact());
    // A shard beside the base: the total is their sum, and a delete moves the base alone.
    await t.ctx.db.query(`UPDATE resource_counts SET count = count - 1 WHERE business_id = $1 AND resource = 'orders' AND shard = 0`, [biz]);
    await t.ctx.db.query(`INSERT INTO resource_counts (business_id, resource, parent_key, shard, count) VALUES ($1, 'orders', '', 7, 1)`, [biz]);
    expect((await list()).pagination.totalItems).toBe(await exact());
    const extra = await insertOrder(t.ctx.db, biz, { items: [{ lotId, quantity: 1 }], createdAt: '2020-01-03T12:00:00Z' });
    await t.ctx.db.query('DELETE FROM orders WHERE id = $1', [extra.id]);
    expect((await list()).pagination.totalItems).toBe(await exact());
  });

  it('finds an order by its whole code, the CPF with or without mask, the e-mail in any case, part of a name without accents', async () => {
    expect(codes(await list(`?search=${paid.code.toLowerCase()}`))).toEqual([paid.code]);
    expect(codes(await list('?search=529.982.247-25'))).toContain(paid.code);
    expect(codes(await list('?search=52998224725'))).toContain(paid.code);
    expect(codes(await list('?search=JOSE.ARAUJO@exemplo.com.br'))).toEqual([paid.code]);
    expect(codes(await list('?search=jose%20da%20silva'))).toContain(paid.code);
    expect(codes(await list('?search=araujo@'))).toContain(paid.code);
    const none = await list('?search=ABCDEF123456');
    expect(none).toMatchObject({ data: [], pagination: { totalItems: 0, nextPage: null } });
  });

  it('filters by status, channel, event, payment method and creation dates', async () => {
    const pending = await insertOrder(t.ctx.db, biz, { items: [{ lotId, quantity: 1 }], status: '@PENDING', channel: '@POS' });
    expect(codes(await list(`?status=@PENDING&eventId=${eventId}`))).toEqual([pending.code]);
    expect(codes(await list(`?channel=@POS&eventId=${eventId}`))).toEqual([pending.code]);
    expect(codes(await list(`?paymentMethod=@CREDIT_CARD&eventId=${eventId}`))).toEqual([paid.code]);
    const mine = await list(`?eventId=${eventId}&limit=100`);
    expect(mine.data.every((o: Json) => o.event.id === eventId)).toBe(true);
    expect(codes(await list(`?eventId=${eventId}&endAt=2020-01-02T00:00:00Z`))).toHaveLength(1);
    expect(codes(await list(`?eventId=${eventId}&startAt=2020-01-02T00:00:00Z`))).not.toContain(codes(await list(`?eventId=${eventId}&endAt=2020-01-02T00:00:00Z`))[0]);
  });

  it('refuses unknown filter values with the pt-BR message of each parameter', async () => {
    const res = await t.api('admin', 'GET', '/api/orders?status=@PAGO&channel=site&paymentMethod=@CHEQUE&eventId=1&startAt=ontem&limit=500&orderBy=total');
    expect(t.issues(res)).toEqual({
      status: 'Opção inválida',
      channel: 'Opção inválida',
      paymentMethod: 'Opção inválida',
      eventId: 'Registro inválido',
      startAt: 'Data inválida',
      limit: 'Valor acima do máximo permitido',
      orderBy: 'Opção inválida',
    });
  });
});

describe('who may read orders', () => {
  it('@ALL and @PRODUCER read them; the cashier and event staff do not; a business that is not a ticket office has no orders area', async () => {
    expect((await t.api('admin', 'GET', '/api/orders')).statusCode).toBe(200);
    expect((await t.api('producer', 'GET', `/api/orders/${paid.id}`)).statusCode).toBe(200);
    for (const who of ['cashier', 'events', 'other'] as const) {
      expect((await t.api(who, 'GET', '/api/orders')).statusCode, who).toBe(403);
      expect((await t.api(who, 'GET', `/api/orders/${paid.id}`)).statusCode, who).toBe(403);
      expect((await t.api(who, 'POST', `/api/orders/${paid.id}/refunds`, { type: '@FEES' })).statusCode, who).toBe(403);
      expect((await t.api(who, 'POST', `/api/orders/${paid.id}/resend`, {})).statusCode, who).toBe(403);
    }
    const anonymous = await t.ctx.app.inject({ url: '/api/orders' });
    expect(anonymous.statusCode).toBe(401);
  });

  it("answers another business's order, or a malformed id, as not found", async () => {
    const outra = await t.businessId('other');
    const { rows } = await t.ctx.db.query<{ id: string }>('SELECT id FROM orders WHERE business_id = $1 LIMIT 1', [outra]);
    expect((await t.api('admin', 'GET', `/api/orders/${rows[0].id}`)).statusCode).toBe(404);
    expect((await t.api('admin', 'POST', `/api/orders/${rows[0].id}/cancel`)).statusCode).toBe(404);
    expect((await t.api('admin', 'GET', '/api/orders/nao-e-um-id')).statusCode).toBe(404);
  });
});

describe('the record', () => {
  it('holds buyer, items, payments, tickets with signed QR payloads and what its state allows', async () => {
    const o = t.ok(await t.api('admin', 'GET', `/api/orders/${paid.id}`));
    expect(o).toMatchObject({
      code: paid.code,
      customerCpf: '52998224725',
      items: [{ lot: { id: lotId, title: '1º lote' }, ticket: { title: 'Inteira' }, sector: { name: 'Plateia' }, unitPrice: 10000, quantity: 2, canceledQuantity: 0 }],
      payments: [{ method: '@CREDIT_CARD', amount: 22000, status: '@APPROVED' }],
      paid: 22000,
      refunded: 0,
      held: { tickets: 20000, fees: 2000, total: 22000 },
      can: { refundFees: true, refundTickets: true, cancel: false, resend: true },
    });
    expect(o.issuedTickets).toHaveLength(2);
    for (const ticket of o.issuedTickets) expect(verifyTicketQr(ticket.qr)).toBe(ticket.code);
  });

  it('tells its story in order: created, paid, each message, check-in and undo, each refund', async () => {
    const order = await insertOrder(t.ctx.db, biz, { items: [{ lotId, quantity: 2 }], fees: 1000, createdAt: new Date(Date.now() - 60_000).toISOString() });
    const [first] = order.ticketIds;
    await t.ctx.db.query(
      `INSERT INTO ticket_checkins (business_id, user_ticket_id, event_id, at, undone_at) VALUES ($1, $2, $3, now() - interval '40 seconds', now() - interval '30 seconds')`,
      [biz, first, eventId],
    );
    t.ok(await t.api('admin', 'POST', `/api/orders/${order.id}/resend`, {}), 201);
    t.ok(await t.api('admin', 'POST', `/api/orders/${order.id}/refunds`, { type: '@FEES', reason: 'Taxa cobrada em dobro' }), 201);
    const o = t.ok(await t.api('admin', 'GET', `/api/orders/${order.id}`));
    expect(o.timeline.map((e: Json) => e.type)).toEqual(['@CREATED', '@PAID', '@CHECKIN', '@CHECKIN_UNDONE', '@MESSAGE', '@REFUND']);
    expect(o.timeline.at(-1)).toMatchObject({ refundType: '@FEES', amount: 1000, status: '@DONE' });
    expect(o.refunds[0]).toMatchObject({ reason: 'Taxa cobrada em dobro', method: '@CASH', createdByName: 'Ana Beatriz Souza' });
  });
});

describe('cancel', () => {
  it('cancels an unpaid order: its tickets are cancelled and its places return to the lot', async () => {
    const soldOf = async () => t.ok(await t.api('admin', 'GET', `/api/events/${eventId}/tickets-all-lots`)).data.flatMap((x: Json) => x.lots).find((l: Json) => l.id === otherLotId).sold;
    const before = await soldOf();
    const pending = await insertOrder(t.ctx.db, biz, { items: [{ lotId: otherLotId, quantity: 3 }], status: '@PENDING' });
    expect(await soldOf()).toBe(before + 3);
    const o = t.ok(await t.api('admin', 'POST', `/api/orders/${pending.id}/cancel`));
    expect(o).toMatchObject({ status: '@CANCELED', can: { cancel: false, resend: false, refundFees: false, refundTickets: false } });
    expect(o.canceledAt).toBeTruthy();
    expect(o.issuedTickets.every((x: Json) => x.cancelReason === '@CANCELED' && x.qr === null)).toBe(true);
    expect(await soldOf()).toBe(before);
    expect(o.timeline.map((e: Json) => e.type)).toContain('@CANCELED');
  });

  it('refuses to cancel a paid order, in pt-BR', async () => {
    const res = await t.api('admin', 'POST', `/api/orders/${paid.id}/cancel`);
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({ code: '@ORDER_NOT_CANCELABLE', message: 'Só um pedido pendente (não pago) pode ser cancelado.' });
  });
});

describe('resend', () => {
  it("queues the tickets to the buyer's e-mail and delivers them once, with a link to the buyer's page", async () => {
    const order = await insertOrder(t.ctx.db, biz, { items: [{ lotId, quantity: 2 }], customer: { name: 'Beatriz Lima', email: 'beatriz.lima@exemplo.com.br' } });
    await t.ctx.app.courtesyQueue.drain();
    // Delivered when the test drains, not by the kick that follows the answer.
    const kick = t.ctx.app.courtesyQueue.kick;
    t.ctx.app.courtesyQueue.kick = () => undefined;
    const queued = t.ok(await t.api('admin', 'POST', `/api/orders/${order.id}/resend`, {}), 201);
    expect(queued).toMatchObject({ channel: '@EMAIL', contact: 'beatriz.lima@exemplo.com.br', status: '@QUEUED' });
    // The same message twice while it waits is refused: one delivery.
    expect((await t.api('admin', 'POST', `/api/orders/${order.id}/resend`, {})).statusCode).toBe(409);
    expect(await t.ctx.app.courtesyQueue.drain()).toBeGreaterThanOrEqual(1);
    expect(await t.ctx.app.courtesyQueue.drain()).toBe(0);
    t.ctx.app.courtesyQueue.kick = kick;

    const { rows: outbox } = await t.ctx.db.query<Json>('SELECT * FROM outbox WHERE order_message_id = $1', [queued.id]);
    expect(outbox).toHaveLength(1);
    const codesOf = (await t.ctx.db.query<{ code: string }>('SELECT code FROM user_tickets WHERE id = ANY($1::uuid[])', [order.ticketIds])).rows.map((r) => r.code);
    expect(outbox[0]).toMatchObject({ channel: '@EMAIL', recipient: 'beatriz.lima@exemplo.com.br', status: '@OUTBOX', subject: 'Seus ingressos para Show das Encomendas' });
    for (const code of codesOf) expect(outbox[0].body).toContain(code);
    expect(outbox[0].body).toContain('Olá, Beatriz Lima!');
    const token = /\/ingressos#([0-9a-f]{64})$/m.exec(outbox[0].body)?.[1];
    expect(token).toBeTruthy();
    expect(outbox[0].body).not.toContain(order.id);

    const o = t.ok(await t.api('admin', 'GET', `/api/orders/${order.id}`));
    expect(o.messages).toMatchObject([{ channel: '@EMAIL', status: '@OUTBOX', attempts: 1 }]);

    // The buyer's page, by the token alone.
    const page = await t.ctx.app.inject({ method: 'POST', url: '/api/public/order-tickets', payload: { token } });
    expect(page.statusCode).toBe(200);
    expect(page.json()).toMatchObject({ code: order.code, event: { title: 'Show das Encomendas' }, business: { name: 'Bilheteria Demo' } });
    expect(page.json().tickets.map((x: Json) => verifyTicketQr(x.qr))).toEqual(codesOf.sort());
    expect(page.body).not.toContain(order.id);
    for (const wrong of [order.id, '0'.repeat(64), token!.slice(1)]) {
      const res = await t.ctx.app.inject({ method: 'POST', url: '/api/public/order-tickets', payload: { token: wrong } });
      expect(res.statusCode, wrong).toBe(404);
    }
  });

  it('sends to the contact given (a WhatsApp number as Brazilians type it) and refuses a bad one', async () => {
    const msg = t.ok(await t.api('admin', 'POST', `/api/orders/${paid.id}/resend`, { channel: '@WHATSAPP', contact: '(81) 98765-4321' }), 201);
    expect(msg).toMatchObject({ channel: '@WHATSAPP', contact: '5581987654321' });
    expect(t.issues(await t.api('admin', 'POST', `/api/orders/${paid.id}/resend`, { channel: '@EMAIL', contact: 'nao-e-email' }))).toEqual({
      contact: 'Contato inválido: informe um e-mail ou um WhatsApp com DDD.',
    });
  });

  it('refuses an order without valid tickets', async () => {
    const pending = await insertOrder(t.ctx.db, biz, { items: [{ lotId, quantity: 1 }], status: '@PENDING' });
    const res = await t.api('admin', 'POST', `/api/orders/${pending.id}/resend`, {});
    expect(res.statusCode).toBe(422);
    expect(res.json().message).toBe('Este pedido não tem ingressos válidos para enviar.');
  });
});
