/**
 * What the report tests share: an event sold in every way the product sells (site with fees, POS,
 * box office through its route with a split tender and a manual discount, courtesies through their
 * route, a multi-lot order with a coupon), with refunds of every kind (fees only, some tickets,
 * a seed-style full refund, one refused by the gateway and one still processing), an unpaid order
 * waiting, another cancelled, and check-ins at the door with one undone; and the figures every
 * report must show, computed here straight from the rows in plain JavaScript.
 */
import { randomUUID } from 'node:crypto';
import type { Db } from '../../server/db/types';
import { insertOrders } from '../../server/resources/tickets/seedOrders';
import { cashierTest, type CashierTest } from './cashierHelper';
import { insertOrder, stubGateway, type StubGateway } from './ordersHelper';
import { bearerOf, type Json } from './helper';

export interface ReportFixture {
  t: CashierTest;
  mp: StubGateway;
  biz: string;
  eventId: string;
  sessions: { friday: string; saturday: string };
  sectors: { pista: string; camarote: string };
  tickets: { inteira: string; meia: string; solidario: string; vip: string; cortesia: string };
  lots: { l1: string; l2: string; l3: string; l4: string; l5: string; l6: string };
  close(): Promise<void>;
}

const one = async <T = Json>(db: Db, sql: string, params: unknown[] = []) => (await db.query<T>(sql, params)).rows[0];

/** The event of the agreement test, built and sold (see the file's comment). */
export async function reportFixture(title = 'Festival da Apuração'): Promise<ReportFixture> {
  const mp = await stubGateway({ status: 201, body: { id: 9001, status: 'approved' } });
  const t = await cashierTest({ gateways: { mercadopagoUrl: mp.url, timeoutMs: 1500 }, delivery: { intervalMs: 0 } });
  const db = t.ctx.db;
  const biz = await t.businessId();
  const mpAccount = (await one<{ id: string }>(db, `SELECT id FROM payment_accounts WHERE business_id = $1 AND payment_method__slug = '@MERCADOPAGO'`, [biz])).id;

  const eventId = await t.event(title);
  t.ok(await t.api('admin', 'PATCH', `/api/events/${eventId}/tax`, { taxMethod: '@CUSTOMER', serviceFee: 1000 }));
  await db.query(`UPDATE events SET is_draft = false, start_at = now() + interval '10 days', payment_account_id = $2 WHERE id = $1`, [eventId, mpAccount]);
  const session = async (name: string, days: number) =>
    t.ok(await t.api('admin', 'POST', `/api/events/${eventId}/sessions`, { title: name, startAt: new Date(Date.now() + days * 86_400_000).toISOString() }), 201).id as string;
  const sessions = { friday: await session('Sexta', 10), saturday: await session('Sábado', 11) };
  const pista = (await t.sector(eventId, 'Pista')).id as string;
  const camarote = (await t.sector(eventId, 'Camarote')).id as string;
  const ticket = async (sectorId: string, name: string, category: string) => (await t.ticket(eventId, sectorId, { title: name, category })).id as string;
  const tickets = {
    inteira: await ticket(pista, 'Inteira', '@ENTIRE'),
    meia: await ticket(pista, 'Meia-entrada', '@HALF'),
    solidario: await ticket(pista, 'Solidário', '@SUPPORTIVE'),
    vip: await ticket(camarote, 'VIP', '@ENTIRE'),
    cortesia: await ticket(camarote, 'Convidados', '@COURTESY'),
  };
  const lot = async (sectorId: string, ticketId: string, body: Json) => {
    const id = (await t.lot(eventId, sectorId, ticketId, body)).id as string;
    await db.query('UPDATE lots SET is_active = true WHERE id = $1', [id]);
    return id;
  };
  const lots = {
    l1: await lot(pista, tickets.inteira, { title: '1º lote sexta', price: 10000, quantity: 100, sessionId: sessions.friday }),
    l2: await lot(pista, tickets.inteira, { title: '1º lote sábado', price: 12000, quantity: 50, sessionId: sessions.saturday }),
    l3: await lot(pista, tickets.meia, { title: 'Meia sexta', price: 5000, quantity: 60, sessionId: sessions.friday }),
    l4: await lot(camarote, tickets.vip, { title: 'VIP', price: 25000, quantity: 20 }),
    l5: await lot(camarote, tickets.cortesia, { title: 'Convidados', price: 0, quantity: 30 }),
    l6: await lot(pista, tickets.solidario, { title: 'Solidário sexta', price: 6000, quantity: 40, sessionId: sessions.friday }),
  };

  // Site, POS and seed-style sales (insertOrders: site orders pay the event's 10% on top).
  const site = (lotId: string, quantity: number, paymentType: string, extra: Json = {}) => ({ lotId, quantity, channel: '@SITE' as const, paymentType, customerName: 'Ana Souza', customerEmail: 'ana@exemplo.com.br', customerCpf: '52998224725', ...extra });
  const [s1, s2, , , s7, pending, toCancel] = await insertOrders(db, biz, [
    site(lots.l1, 2, '@CREDIT_CARD'),
    site(lots.l3, 3, '@PIX'),
    site(lots.l2, 1, '@BOLETO'),
    site(lots.l6, 2, '@PIX', { customerName: '=HYPERLINK("x")' }),
    site(lots.l3, 1, '@PIX', { status: '@REFUNDED' }),
    site(lots.l1, 1, '@PIX', { status: '@PENDING' }),
    site(lots.l2, 2, '@BOLETO', { status: '@PENDING' }),
    { lotId: lots.l1, quantity: 1, channel: '@POS', paymentType: '@DEBIT_CARD' },
    { lotId: lots.l4, quantity: 2, channel: '@POS', paymentType: '@CREDIT_CARD' },
  ]);
  void s7;
  void pending;
  // Through the gateway: one refund refused, one still processing. A multi-lot order with a coupon.
  const gateway = (reference: string, quantity: number) =>
    insertOrder(db, biz, { items: [{ lotId: lots.l1, quantity }], fees: 1000 * quantity, payments: [{ method: '@CREDIT_CARD', gateway: '@MERCADOPAGO', accountId: mpAccount, reference }] });
  const s5 = await gateway('5005', 1);
  const s6 = await gateway('6006', 2);
  const s8 = await insertOrder(db, biz, { items: [{ lotId: lots.l1, quantity: 1 }, { lotId: lots.l3, quantity: 2 }], fees: 1500, couponDiscount: 2000 });

  // The box office, through its route: two lots, a manual discount, card and cash with change; then a Pix sale.
  t.ok(await t.api('admin', 'POST', '/api/cashier/sessions', { openingFloat: 10000 }), 201);
  const sell = (body: Json) => t.api('admin', 'POST', '/api/cashier/orders', { requestId: randomUUID(), buyer: null, couponCode: null, discount: 0, ...body });
  t.ok(await sell({ eventId, items: [{ lotId: lots.l1, quantity: 1 }, { lotId: lots.l3, quantity: 2 }], discount: 1000, payments: [{ method: '@CREDIT_CARD', amount: 5000 }, { method: '@CASH', amount: 20000 }] }), 201);
  t.ok(await sell({ eventId, items: [{ lotId: lots.l4, quantity: 1 }], payments: [{ method: '@PIX', amount: 25000 }] }), 201);

  // Courtesies through their route: three sent, one cancelled.
  t.ok(await t.api('admin', 'POST', `/api/events/${eventId}/send-courtesy`, { ticketId: tickets.cortesia, lotId: lots.l5, type: '@EMAIL', contacts: ['c1@exemplo.com.br', 'c2@exemplo.com.br', 'c3@exemplo.com.br'] }), 201);
  const courtesies = (await db.query<{ id: string }>('SELECT id FROM courtesies WHERE event_id = $1 ORDER BY contact', [eventId])).rows;
  t.ok(await t.api('admin', 'DELETE', `/api/events/${eventId}/send-courtesy/${courtesies[2].id}`));

  // Refunds through the orders' route: fees only; one ticket; refused by the gateway; processing.
  const refund = (orderId: string, body: Json) => t.api('admin', 'POST', `/api/orders/${orderId}/refunds`, body);
  t.ok(await refund(s1, { type: '@FEES' }), 201);
  const s2Tickets = (await db.query<{ id: string }>('SELECT ut.id FROM user_tickets ut JOIN order_items i ON i.id = ut.order_item_id WHERE i.order_id = $1 ORDER BY ut.code', [s2])).rows;
  t.ok(await refund(s2, { type: '@TICKETS_AND_FEES', ticketIds: [s2Tickets[0].id] }), 201);
  mp.answer(400, { message: 'Pix payment in_process, try later', status: 400, cause: [] });
  expectStatus(t.ok(await refund(s5.id, { type: '@TICKETS_AND_FEES' }), 201), '@FAILED');
  mp.answer(201, { id: 777, status: 'in_process' });
  expectStatus(t.ok(await refund(s6.id, { type: '@TICKETS_AND_FEES' }), 201), '@PENDING');
  // The multi-lot order: one meia ticket back (its share of the coupon and fees), then the fees left.
  const meia8 = (await db.query<{ id: string }>(`SELECT ut.id FROM user_tickets ut JOIN order_items i ON i.id = ut.order_item_id WHERE i.order_id = $1 AND i.lot_id = $2 ORDER BY ut.code LIMIT 1`, [s8.id, lots.l3])).rows[0];
  t.ok(await refund(s8.id, { type: '@TICKETS_AND_FEES', ticketIds: [meia8.id] }), 201);
  t.ok(await refund(s8.id, { type: '@FEES' }), 201);
  // An unpaid order cancelled by staff.
  t.ok(await t.api('admin', 'POST', `/api/orders/${toCancel}/cancel`, {}));

  // The door: a validator of this event scans a site ticket, a POS ticket, a courtesy and a meia; the last is undone.
  const validator = t.ok(await t.api('admin', 'POST', '/api/validators', { name: 'Portão da Apuração', eventIds: [eventId] }), 201);
  const door = (await t.ctx.app.inject({ method: 'POST', url: '/api/validate/session', payload: { accessCode: validator.accessCode }, remoteAddress: '10.7.7.7' })).json().token as string;
  const codeOf = async (where: string, params: unknown[]) => (await one<{ code: string }>(db, `SELECT ut.code FROM user_tickets ut JOIN order_items i ON i.id = ut.order_item_id JOIN orders o ON o.id = i.order_id WHERE ${where} ORDER BY ut.code LIMIT 1`, params)).code;
  const scan = async (code: string, sessionId?: string) => {
    const res = await t.ctx.app.inject({ method: 'POST', url: '/api/validate/scan', headers: bearerOf(door), payload: { code, eventId, ...(sessionId ? { sessionId } : {}) } });
    if (res.json().result !== '@VALID') throw new Error(`scan: ${res.body}`);
  };
  await scan(await codeOf(`o.channel = '@SITE' AND i.lot_id = $1 AND o.status = '@PAID'`, [lots.l6]), sessions.friday);
  await scan(await codeOf(`o.channel = '@POS' AND i.lot_id = $1`, [lots.l4]), sessions.friday);
  await scan(await codeOf(`o.channel = '@COURTESY' AND o.status = '@PAID' AND o.event_id = $1`, [eventId]), sessions.friday);
  await scan(await codeOf(`o.channel = '@CASHIER' AND i.lot_id = $1`, [lots.l3]), sessions.friday);
  const undo = await t.ctx.app.inject({ method: 'POST', url: '/api/validate/undo', headers: bearerOf(door), payload: {} });
  if (undo.statusCode !== 200) throw new Error(`undo: ${undo.body}`);

  return {
    t,
    mp,
    biz,
    eventId,
    sessions,
    sectors: { pista, camarote },
    tickets,
    lots,
    close: async () => {
      await t.close();
      await mp.close();
    },
  };
}

function expectStatus(refund: Json, status: string) {
  if (refund.status !== status) throw new Error(`refund ${refund.status}, expected ${status}`);
}

// The figures, from the rows ---------------------------------------------------------------------

interface Line {
  sold: number;
  courtesies: number;
  refundedTickets: number;
  gross: number;
  discounts: number;
  fees: number;
  refunded: number;
  net: number;
}

export interface ItemFigures extends Line {
  id: string;
  orderId: string;
  channel: string;
  sectorId: string;
  ticketId: string;
  lotId: string;
  sessionId: string | null;
  category: string | null;
  courtesiesUsed: number;
  refTickets: number;
  refFees: number;
}

/**
 * Shares `amount` among `weights` (keyed by item id): the floor of each proportion, and what the
 * floors leave to the smallest id; by units when every weight is zero.
 */
export function share(amount: number, weights: { id: string; w: number; n: number }[]): Map<string, number> {
  const ids = [...weights].sort((a, b) => (a.id < b.id ? -1 : 1));
  const tw = ids.reduce((a, x) => a + x.w, 0);
  const tn = ids.reduce((a, x) => a + x.n, 0);
  const out = new Map<string, number>();
  let given = 0;
  for (const x of ids) {
    const part = tw > 0 ? Math.floor((amount * x.w) / tw) : Math.floor((amount * x.n) / tn);
    out.set(x.id, part);
    given += part;
  }
  out.set(ids[0].id, out.get(ids[0].id)! + amount - given);
  return out;
}

/** Every counted line of the event with its money, read from the raw tables and computed in JavaScript. */
export async function itemFigures(db: Db, biz: string, eventId: string): Promise<ItemFigures[]> {
  const orders = (await db.query<Json>('SELECT * FROM orders WHERE business_id = $1 AND event_id = $2', [biz, eventId])).rows.filter((o) => o.paid_at !== null);
  const orderOf = new Map(orders.map((o) => [o.id as string, o]));
  const items = (await db.query<Json>('SELECT * FROM order_items WHERE business_id = $1 AND event_id = $2', [biz, eventId])).rows.filter((i) => orderOf.has(i.order_id));
  const units = (await db.query<Json>('SELECT * FROM user_tickets WHERE business_id = $1 AND event_id = $2', [biz, eventId])).rows;
  const refunds = (await db.query<Json>(`SELECT * FROM order_refunds WHERE business_id = $1`, [biz])).rows.filter((r) => orderOf.has(r.order_id) && r.status === '@DONE' && Number(r.amount) > 0);
  const lotRows = new Map((await db.query<Json>('SELECT id, session_id FROM lots WHERE business_id = $1 AND event_id = $2', [biz, eventId])).rows.map((l) => [l.id as string, l]));
  const ticketRows = new Map((await db.query<Json>('SELECT id, category FROM tickets WHERE business_id = $1 AND event_id = $2', [biz, eventId])).rows.map((r) => [r.id as string, r]));

  const itemsOf = (orderId: string) => items.filter((i) => i.order_id === orderId);
  const gross = (i: Json) => Number(i.unit_price) * Number(i.quantity);
  const add = (m: Map<string, number>, into: Map<string, number>) => m.forEach((v, k) => into.set(k, (into.get(k) ?? 0) + v));
  const discount = new Map<string, number>();
  const fees = new Map<string, number>();
  const refTickets = new Map<string, number>();
  const refFees = new Map<string, number>();
  for (const o of orders) {
    const lines = itemsOf(o.id).map((i) => ({ id: i.id as string, w: gross(i), n: Number(i.quantity) }));
    const disc = Number(o.coupon_discount) + Number(o.discount);
    if (disc) add(share(disc, lines), discount);
    if (Number(o.fees)) add(share(Number(o.fees), lines), fees);
  }
  for (const r of refunds) {
    const named = (r.user_ticket_ids as string[]).map((id) => units.find((u) => u.id === id)!);
    let targets: { id: string; w: number; n: number }[];
    if (named.length) {
      const byItem = new Map<string, { id: string; w: number; n: number }>();
      for (const u of named) {
        const item = items.find((i) => i.id === u.order_item_id)!;
        const t = byItem.get(item.id) ?? { id: item.id, w: 0, n: 0 };
        t.w += Number(item.unit_price);
        t.n += 1;
        byItem.set(item.id, t);
      }
      targets = [...byItem.values()];
    } else targets = itemsOf(r.order_id).map((i) => ({ id: i.id as string, w: gross(i), n: Number(i.quantity) }));
    const ticketsPart = Number(r.amount) - Number(r.fees_amount);
    if (ticketsPart) add(share(ticketsPart, targets), refTickets);
    if (Number(r.fees_amount)) add(share(Number(r.fees_amount), targets), refFees);
  }
  return items.map((i) => {
    const o = orderOf.get(i.order_id)!;
    const sale = o.channel !== '@COURTESY';
    const live = Number(i.quantity) - Number(i.canceled_quantity);
    const mine = units.filter((u) => u.order_item_id === i.id);
    const money = {
      gross: sale ? gross(i) : 0,
      discounts: discount.get(i.id) ?? 0,
      fees: fees.get(i.id) ?? 0,
      refunded: (refTickets.get(i.id) ?? 0) + (refFees.get(i.id) ?? 0),
    };
    return {
      id: i.id,
      orderId: i.order_id,
      channel: o.channel,
      sectorId: i.sector_id,
      ticketId: i.ticket_id,
      lotId: i.lot_id,
      sessionId: (lotRows.get(i.lot_id)?.session_id as string | null) ?? null,
      category: (mine.find((u) => u.category)?.category as string | undefined) ?? (ticketRows.get(i.ticket_id)?.category as string | null) ?? null,
      courtesiesUsed: sale ? 0 : mine.filter((u) => u.validated_at && !u.canceled_at).length,
      sold: sale ? live : 0,
      courtesies: sale ? 0 : live,
      refundedTickets: sale ? Number(i.canceled_quantity) : 0,
      ...money,
      net: money.gross - money.discounts + money.fees - money.refunded,
      refTickets: refTickets.get(i.id) ?? 0,
      refFees: refFees.get(i.id) ?? 0,
    };
  });
}

/** The sum of lines' figures. */
export function sumLines(lines: readonly Line[]): Line {
  const out: Line = { sold: 0, courtesies: 0, refundedTickets: 0, gross: 0, discounts: 0, fees: 0, refunded: 0, net: 0 };
  for (const l of lines) for (const k of Object.keys(out) as (keyof Line)[]) out[k] += l[k];
  return out;
}

export const pickLine = (l: Json): Line => ({
  sold: l.sold,
  courtesies: l.courtesies,
  refundedTickets: l.refundedTickets,
  gross: l.gross,
  discounts: l.discounts,
  fees: l.fees,
  refunded: l.refunded,
  net: l.net,
});
