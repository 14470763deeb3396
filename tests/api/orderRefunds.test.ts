/**
 * Refunds of orders paid without a gateway (cash at the counter; issue 12): the server's amount
 * (fees only, or tickets less their share of discounts plus their share of fees), the preview
 * equal to the refund, the tickets cancelled and their places back, the order's status, the
 * refusals in pt-BR, and two refunds of one order at the same instant.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { salesTest, type Json, type SalesTest } from './salesTreeHelper';
import { insertOrder } from './ordersHelper';

let t: SalesTest;
let biz: string;
let eventId: string;
let lotId: string;

const soldOf = async () =>
  t.ok(await t.api('admin', 'GET', `/api/events/${eventId}/tickets-all-lots`)).data.flatMap((x: Json) => x.lots).find((l: Json) => l.id === lotId).sold as number;
const refund = (orderId: string, body: object) => t.api('admin', 'POST', `/api/orders/${orderId}/refunds`, body);
const detail = async (orderId: string) => t.ok(await t.api('admin', 'GET', `/api/orders/${orderId}`));

beforeAll(async () => {
  t = await salesTest({ delivery: { intervalMs: 0 } });
  biz = await t.businessId();
  eventId = await t.event('Noite dos Estornos');
  const sector = await t.sector(eventId, 'Pista');
  const ticket = await t.ticket(eventId, sector.id, { title: 'Inteira' });
  lotId = (await t.lot(eventId, sector.id, ticket.id, { title: 'Lote único', price: 10000, quantity: 100 })).id;
});
afterAll(async () => t?.close());

describe('a fees-only refund', () => {
  it('returns the service fee, in cash at the counter, and leaves the tickets valid', async () => {
    const order = await insertOrder(t.ctx.db, biz, { items: [{ lotId, quantity: 2 }], fees: 2000 });
    const sold = await soldOf();
    const preview = t.ok(await t.api('admin', 'GET', `/api/orders/${order.id}/refunds/preview?type=@FEES`));
    expect(preview).toMatchObject({ amount: 2000, feesAmount: 2000, ticketsAmount: 0, method: '@CASH', gateway: null });
    const done = t.ok(await refund(order.id, { type: '@FEES', reason: 'Taxa indevida' }), 201);
    expect(done).toMatchObject({ type: '@FEES', amount: 2000, feesAmount: 2000, status: '@DONE', method: '@CASH', ticketIds: [] });
    const o = await detail(order.id);
    expect(o).toMatchObject({ status: '@PARTIALLY_REFUNDED', refunded: 2000, held: { fees: 0, tickets: 20000, total: 20000 }, can: { refundFees: false, refundTickets: true } });
    expect(o.issuedTickets.every((x: Json) => x.canceledAt === null && x.qr)).toBe(true);
    expect(await soldOf()).toBe(sold);
    // A second one finds nothing left.
    const again = await refund(order.id, { type: '@FEES' });
    expect(again.statusCode).toBe(422);
    expect(again.json()).toMatchObject({ code: '@NO_FEES', message: 'Não há taxas a estornar neste pedido.' });
  });
});

describe('a refund of tickets and fees', () => {
  it("returns the chosen tickets less their share of discounts plus their share of fees; the tickets are cancelled and their places return", async () => {
    const order = await insertOrder(t.ctx.db, biz, { items: [{ lotId, quantity: 3 }], fees: 1500, couponDiscount: 3000 });
    expect(order.total).toBe(28500);
    const sold = await soldOf();
    const [first, second, third] = order.ticketIds;
    const preview = t.ok(await t.api('admin', 'GET', `/api/orders/${order.id}/refunds/preview?type=@TICKETS_AND_FEES&ticketIds=${first}`));
    // 10.000 less a third of 3.000, plus a third of 1.500.
    expect(preview).toMatchObject({ amount: 9500, feesAmount: 500, ticketsAmount: 9000, ticketIds: [first] });
    const one = t.ok(await refund(order.id, { type: '@TICKETS_AND_FEES', ticketIds: [first] }), 201);
    expect(one).toMatchObject({ amount: preview.amount, feesAmount: 500, status: '@DONE', ticketIds: [first] });
    expect(await soldOf()).toBe(sold - 1);
    let o = await detail(order.id);
    expect(o.status).toBe('@PARTIALLY_REFUNDED');
    expect(o.items[0].canceledQuantity).toBe(1);
    const cancelled = o.issuedTickets.find((x: Json) => x.id === first);
    expect(cancelled).toMatchObject({ cancelReason: '@REFUNDED', qr: null });
    expect(cancelled.canceledAt).toBeTruthy();

    // All the rest (no list: every ticket that can be refunded): exactly what is left, and the order is refunded.
    const restPreview = t.ok(await t.api('admin', 'GET', `/api/orders/${order.id}/refunds/preview?type=@TICKETS_AND_FEES`));
    // The server lists them in ticket-code order (random codes): compared as a set.
    expect(restPreview.amount).toBe(28500 - 9500);
    expect([...restPreview.ticketIds].sort()).toEqual([second, third].sort());
    t.ok(await refund(order.id, { type: '@TICKETS_AND_FEES' }), 201);
    o = await detail(order.id);
    expect(o).toMatchObject({ status: '@REFUNDED', refunded: 28500, paid: 28500, held: { total: 0, fees: 0, tickets: 0 }, can: { refundFees: false, refundTickets: false, resend: false } });
    expect(await soldOf()).toBe(sold - 3);
    expect((await refund(order.id, { type: '@TICKETS_AND_FEES' })).statusCode).toBe(422);
  });

  it('refuses a ticket used at the door, or one already refunded, naming its code', async () => {
    const order = await insertOrder(t.ctx.db, biz, { items: [{ lotId, quantity: 2 }] });
    const [used, other] = order.ticketIds;
    await t.ctx.db.query('UPDATE user_tickets SET validated_at = now() WHERE id = $1', [used]);
    const { rows } = await t.ctx.db.query<{ code: string }>('SELECT code FROM user_tickets WHERE id = $1', [used]);
    const res = await refund(order.id, { type: '@TICKETS_AND_FEES', ticketIds: [used] });
    expect(res.statusCode).toBe(422);
    expect(res.json().issues).toEqual([{ field: 'ticketIds', message: `O ingresso ${rows[0].code} já foi usado na entrada e não pode ser estornado.` }]);
    // With no list, the used ticket is left out.
    const all = t.ok(await refund(order.id, { type: '@TICKETS_AND_FEES' }), 201);
    expect(all.ticketIds).toEqual([other]);
    const gone = await refund(order.id, { type: '@TICKETS_AND_FEES', ticketIds: [other] });
    expect(gone.statusCode).toBe(422);
    expect(gone.json().message).toMatch(/já foi estornado ou cancelado\.$/);
    // Money of a used ticket stays: the order is partly refunded.
    expect((await detail(order.id)).status).toBe('@PARTIALLY_REFUNDED');
  });
});

describe('refusals', () => {
  it('refuses bad input and orders that cannot be refunded, in pt-BR', async () => {
    const order = await insertOrder(t.ctx.db, biz, { items: [{ lotId, quantity: 1 }] });
    expect(t.issues(await refund(order.id, {}))).toEqual({ type: 'Escolha o tipo de estorno.' });
    expect(t.issues(await refund(order.id, { type: '@TUDO', ticketIds: ['x'], reason: 7 }))).toEqual({
      type: 'Opção inválida',
      ticketIds: 'Informe os ingressos pelos seus identificadores.',
      reason: 'Texto inválido',
    });
    expect(t.issues(await refund(order.id, { type: '@FEES', ticketIds: order.ticketIds }))).toEqual({ ticketIds: 'O estorno só das taxas não leva ingressos.' });
    expect(t.issues(await refund(order.id, { type: '@FEES', reason: 'x'.repeat(501) }))).toEqual({ reason: 'O motivo deve ter no máximo 500 caracteres.' });
    // No fees to return.
    expect((await refund(order.id, { type: '@FEES' })).json().code).toBe('@NO_FEES');
    const pending = await insertOrder(t.ctx.db, biz, { items: [{ lotId, quantity: 1 }], status: '@PENDING' });
    expect((await refund(pending.id, { type: '@TICKETS_AND_FEES' })).json()).toMatchObject({
      code: '@ORDER_UNPAID',
      message: 'Este pedido ainda não foi pago: cancele-o em vez de estornar.',
    });
    const other = await insertOrder(t.ctx.db, biz, { items: [{ lotId, quantity: 1 }] });
    expect((await refund(order.id, { type: '@TICKETS_AND_FEES', ticketIds: other.ticketIds })).json().message).toBe('O ingresso escolhido não é deste pedido.');
  });
});

describe('two refunds of one order at the same instant', () => {
  it('cannot both pass: one returns the money, the other finds nothing left', async () => {
    for (const type of ['@TICKETS_AND_FEES', '@FEES'] as const) {
      const order = await insertOrder(t.ctx.db, biz, { items: [{ lotId, quantity: 2 }], fees: 1000 });
      const answers = await Promise.all([refund(order.id, { type }), refund(order.id, { type })]);
      expect(answers.map((a) => a.statusCode).sort(), type).toEqual([201, 422]);
      const { rows } = await t.ctx.db.query<{ n: number; total: number }>(
        `SELECT count(*)::int AS n, coalesce(sum(amount), 0)::int AS total FROM order_refunds WHERE order_id = $1 AND status <> '@FAILED'`,
        [order.id],
      );
      expect(rows[0].n).toBe(1);
      expect(rows[0].total).toBeLessThanOrEqual(order.total);
    }
  });
});

describe('cash handed back', () => {
  it("comes out of the refunder's open cash session", async () => {
    const { rows: [admin] } = await t.ctx.db.query<{ id: string }>(`SELECT id FROM users WHERE email = 'admin@demo.com.br'`);
    const { rows: [session] } = await t.ctx.db.query<{ id: string }>('INSERT INTO cash_sessions (business_id, user_id, opening_float) VALUES ($1, $2, 10000) RETURNING id', [biz, admin.id]);
    const order = await insertOrder(t.ctx.db, biz, { items: [{ lotId, quantity: 1 }], channel: '@CASHIER', payments: [{ method: '@CASH' }] });
    const done = t.ok(await refund(order.id, { type: '@TICKETS_AND_FEES' }), 201);
    const { rows } = await t.ctx.db.query<{ cash_session_id: string; created_by: string }>('SELECT cash_session_id, created_by FROM order_refunds WHERE id = $1', [done.id]);
    expect(rows[0]).toEqual({ cash_session_id: session.id, created_by: admin.id });
    // The box office's report of that session counts it: the drawer should hold that much less cash.
    const report = t.ok(await t.api('admin', 'GET', `/api/cashier/sessions/${session.id}`));
    const cash = report.tenders.find((x: Json) => x.method === '@CASH');
    expect(cash).toMatchObject({ refunds: done.amount, expected: 10000 - done.amount });
    await t.ctx.db.query('UPDATE cash_sessions SET closed_at = now() WHERE id = $1', [session.id]);
  });
});
