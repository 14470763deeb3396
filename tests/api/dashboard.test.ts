/**
 * GET /business/reports (the dashboard; docs/dashboard.md): every widget's figure equals sums
 * computed here straight from the rows (orders of every channel and state, refunds done, pending
 * and refused, box-office sales, courtesies issued, cancelled and redeemed, entries at the door
 * and an undo), the São Paulo day, the periods and their pt-BR refusals, who sees which widget,
 * and each business seeing only its own figures.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertOrders } from '../../server/resources/tickets/seedOrders';
import { addDays, dayAt, dayStart, periodInstants, type Period } from '../../src/shared/dashboard/period';
import { cashierTest, saleOf, type CashierTest, type Json } from './cashierHelper';
import { doorFixture, doorToken, newTickets, scan, type DoorFixture } from './doorHelper';
import { bearerOf, login } from './helper';
import { startOfWholeDay } from './saoPauloDay';

let t: CashierTest;
let biz: string;
let fx: DoorFixture;
let show: Awaited<ReturnType<CashierTest['onSale']>>;
/** The São Paulo day of the whole file: the fixture's sales are today's. */
let today: string;
/** Noon in São Paulo, `n` São Paulo days before the file's day. */
const daysAgo = (n: number) => new Date(dayStart(addDays(today, -n)).getTime() + 12 * 3_600_000).toISOString();

const report = async (query = '', who: 'admin' | 'producer' | 'events' | 'cashier' | 'other' = 'admin') =>
  t.ok(await t.api(who, 'GET', `/api/business/reports${query}`));
const widget = (answer: Json, key: string) => (answer.widgets as Json[]).find((w) => w.key === key);

/** What the dashboard should say, summed here from the rows of the business (not the server's SQL). */
async function fromRows(businessId: string, range: Pick<Period, 'startAt' | 'endAt'>) {
  const q = async (sql: string) => (await t.ctx.db.query<Json>(sql, [businessId])).rows;
  const orders = await q('SELECT id, event_id, channel, status, total, paid_at FROM orders WHERE business_id = $1');
  const refunds = await q('SELECT order_id, amount, status FROM order_refunds WHERE business_id = $1');
  const items = await q('SELECT order_id, quantity, canceled_quantity FROM order_items WHERE business_id = $1');
  const courtesies = await q('SELECT created_at, captured_at, canceled_at FROM courtesies WHERE business_id = $1');
  const checkins = await q('SELECT at, undone_at FROM ticket_checkins WHERE business_id = $1');
  const inDays = (at: unknown, p: Pick<Period, 'startAt' | 'endAt'>) => at != null && dayAt(new Date(at as string)) >= p.startAt && dayAt(new Date(at as string)) <= p.endAt;
  const todayOnly = { startAt: today, endAt: today };
  const sum = (xs: number[]) => xs.reduce((a, b) => a + b, 0);
  const sales = (p: Pick<Period, 'startAt' | 'endAt'>) =>
    orders
      .filter((o) => o.channel !== '@COURTESY' && o.paid_at && inDays(o.paid_at, p))
      .map((o): Json => ({
        ...o,
        day: dayAt(new Date(o.paid_at)),
        net: Number(o.total) - sum(refunds.filter((r) => r.order_id === o.id && r.status === '@DONE').map((r) => Number(r.amount))),
        tickets: sum(items.filter((i) => i.order_id === o.id).map((i) => i.quantity - i.canceled_quantity)),
      }));
  const period = sales(range);
  const kept = period.filter((o) => o.status !== '@REFUNDED');
  const byEvent = new Map<string, { value: number; count: number }>();
  for (const o of period) {
    const e = byEvent.get(o.event_id) ?? { value: 0, count: 0 };
    byEvent.set(o.event_id, { value: e.value + o.net, count: e.count + o.tickets });
  }
  return {
    revenueToday: sum(sales(todayOnly).map((o) => o.net)),
    revenue: sum(period.map((o) => o.net)),
    ticketsSold: sum(period.map((o) => o.tickets)),
    averageTicket: kept.length ? Math.round(sum(period.map((o) => o.net)) / kept.length) : 0,
    courtesiesIssued: courtesies.filter((c) => !c.canceled_at && inDays(c.created_at, range)).length,
    courtesiesRedeemed: courtesies.filter((c) => inDays(c.captured_at, range)).length,
    checkinsToday: checkins.filter((c) => !c.undone_at && inDays(c.at, todayOnly)).length,
    perDay: (day: string) => {
      const of = period.filter((o) => o.day === day);
      return { value: sum(of.map((o) => o.net)), count: sum(of.map((o) => o.tickets)) };
    },
    byChannel: (channel: string) => {
      const of = period.filter((o) => o.channel === channel);
      return { value: sum(of.map((o) => o.net)), count: sum(of.map((o) => o.tickets)) };
    },
    byEvent,
  };
}

async function expectAgreement(answer: Json, businessId: string) {
  const rows = await fromRows(businessId, answer.period);
  for (const key of ['revenueToday', 'revenue', 'ticketsSold', 'averageTicket', 'courtesiesIssued', 'courtesiesRedeemed', 'checkinsToday'] as const) {
    expect(widget(answer, key)?.value, key).toBe(rows[key]);
  }
  const perDay = widget(answer, 'salesPerDay')!.series as Json[];
  expect(perDay[0].key).toBe(answer.period.startAt);
  expect(perDay.at(-1)!.key).toBe(answer.period.endAt);
  for (const p of perDay) expect({ value: p.value, count: p.count }, p.key).toEqual(rows.perDay(p.key));
  const channels = widget(answer, 'salesByChannel')!.series as Json[];
  expect(channels.map((c) => [c.key, c.label])).toEqual([['@SITE', 'Site'], ['@POS', 'POS'], ['@CASHIER', 'Bilheteria']]);
  for (const c of channels) expect({ value: c.value, count: c.count }, c.key).toEqual(rows.byChannel(c.key));
  const top = widget(answer, 'topEvents')!.series as Json[];
  const expectedTop = [...rows.byEvent.entries()].sort(([, a], [, b]) => b.value - a.value || b.count - a.count).slice(0, 5);
  expect(top.map((e) => e.key)).toEqual(expectedTop.map(([id]) => id));
  for (const e of top) expect({ value: e.value, count: e.count }).toEqual(rows.byEvent.get(e.key));
  return rows;
}

beforeAll(async () => {
  today = await startOfWholeDay(5);
  t = await cashierTest();
  biz = await t.businessId();
  fx = await doorFixture(t.ctx.db);
  show = await t.onSale([{ title: 'Pista', price: 10000, quantity: 500 }, { title: 'Camarote', price: 25000, quantity: 100 }], { title: 'Inteira' }, 'Show do Painel');
  // A service fee of 10% passed on to site buyers.
  await t.ctx.db.query(`UPDATE events SET tax_method = '@CUSTOMER', service_fee = 1000 WHERE id = $1`, [show.eventId]);
  const [pista, camarote] = show.lotIds;
  const site = (lotId: string, quantity: number, extra: object = {}) => ({ lotId, quantity, channel: '@SITE' as const, paymentType: '@PIX', customerName: 'Ana Souza', ...extra });
  await insertOrders(t.ctx.db, biz, [
    site(pista, 3),
    site(camarote, 2, { paymentType: '@CREDIT_CARD' }),
    { lotId: pista, quantity: 2, channel: '@POS', paymentType: '@DEBIT_CARD' },
    site(pista, 2, { status: '@PENDING' }),
    site(pista, 1, { status: '@CANCELED' }),
    site(camarote, 2, { status: '@REFUNDED' }),
    { lotId: pista, quantity: 1, channel: '@COURTESY' },
    site(pista, 4, { createdAt: daysAgo(1) }),
    site(camarote, 1, { createdAt: daysAgo(10) }),
    site(pista, 5, { createdAt: daysAgo(40) }),
  ]);
  // Refunds through the orders' routes: part of the tickets of one order, the fees of another.
  const [partial] = await insertOrders(t.ctx.db, biz, [site(pista, 4)]);
  const [feesOnly] = await insertOrders(t.ctx.db, biz, [site(camarote, 1)]);
  const tickets = (await t.ctx.db.query<{ id: string }>('SELECT ut.id FROM user_tickets ut JOIN order_items oi ON oi.id = ut.order_item_id WHERE oi.order_id = $1 ORDER BY ut.code', [partial])).rows;
  t.ok(await t.api('admin', 'POST', `/api/orders/${partial}/refunds`, { type: '@TICKETS_AND_FEES', ticketIds: [tickets[0].id, tickets[1].id] }), 201);
  t.ok(await t.api('admin', 'POST', `/api/orders/${feesOnly}/refunds`, { type: '@FEES' }), 201);
  // A refund the gateway refused and one still in process return nothing (written as the gateway's answers leave them).
  const [refused, processing] = await insertOrders(t.ctx.db, biz, [site(pista, 1, { paymentType: '@CREDIT_CARD' }), site(pista, 2, { paymentType: '@CREDIT_CARD' })]);
  await t.ctx.db.query(
    `INSERT INTO order_refunds (business_id, order_id, type, amount, status, method) VALUES ($1, $2, '@TICKETS_AND_FEES', 11000, '@FAILED', '@CREDIT_CARD'), ($1, $3, '@TICKETS_AND_FEES', 22000, '@PENDING', '@CREDIT_CARD')`,
    [biz, refused, processing],
  );
  // Two box-office sales through its route.
  await t.open(t.tokens.admin);
  t.ok(await t.api('admin', 'POST', '/api/cashier/orders', saleOf(show.eventId, pista, 2, [{ method: '@CASH', amount: 20000 }])), 201);
  t.ok(await t.api('admin', 'POST', '/api/cashier/orders', saleOf(show.eventId, camarote, 1, [{ method: '@PIX', amount: 25000 }])), 201);
  // Courtesies: three sent, one redeemed by its guest, one cancelled.
  t.ok(await t.api('admin', 'POST', `/api/events/${show.eventId}/send-courtesy`, { ticketId: show.ticketId, lotId: pista, type: '@EMAIL', contacts: ['a@exemplo.com', 'b@exemplo.com', 'c@exemplo.com'] }), 201);
  const sent = t.ok(await t.api('admin', 'GET', `/api/events/${show.eventId}/send-courtesy?limit=100`)).data as Json[];
  const byContact = Object.fromEntries(sent.map((c) => [c.contact, c.id]));
  expect((await t.ctx.app.inject({ method: 'POST', url: `/api/public/courtesies/${byContact['a@exemplo.com']}/redeem`, remoteAddress: '10.3.3.3' })).statusCode).toBe(200);
  t.ok(await t.api('admin', 'DELETE', `/api/events/${show.eventId}/send-courtesy/${byContact['c@exemplo.com']}`));
  // The door: three entries, the last one undone.
  const door = await doorToken(t.ctx.app);
  for (const code of await newTickets(t.ctx.db, fx.businessId, fx.lots.plain, 3)) {
    expect((await scan(t.ctx.app, door, { code, eventId: fx.caruaru })).body.result).toBe('@VALID');
  }
  expect((await t.ctx.app.inject({ method: 'POST', url: '/api/validate/undo', headers: bearerOf(door) })).statusCode).toBe(200);
  await t.ctx.db.query('ANALYZE');
}, 420_000); // up to 5 minutes' wait for São Paulo's midnight, then the fixture
afterAll(async () => t?.close());

describe('GET /business/reports', () => {
  it('answers every widget in order, with pt-BR labels, for this month by default', async () => {
    const answer = await report();
    const first = `${today.slice(0, 8)}01`;
    expect(answer.period).toEqual({ code: 'monthly', startAt: first, endAt: today });
    expect(answer.widgets.map((w: Json) => [w.key, w.type, w.label])).toEqual([
      ['revenueToday', '@MONEY', 'Faturamento hoje'],
      ['revenue', '@MONEY', 'Faturamento no período'],
      ['ticketsSold', '@NUMBER', 'Ingressos vendidos'],
      ['averageTicket', '@MONEY', 'Ticket médio'],
      ['courtesiesIssued', '@NUMBER', 'Cortesias emitidas'],
      ['courtesiesRedeemed', '@NUMBER', 'Cortesias resgatadas'],
      ['checkinsToday', '@NUMBER', 'Entradas hoje'],
      ['salesPerDay', '@GRAPH', 'Vendas por dia'],
      ['salesByChannel', '@GRAPH', 'Vendas por canal'],
      ['topEvents', '@GRAPH', 'Eventos que mais venderam'],
    ]);
    await expectAgreement(answer, biz);
  });

  it('agrees with the rows over the last 7 days, today, this year and chosen days', async () => {
    for (const query of ['?period=weekly', '?period=daily', '?period=yearly', `?period=custom&startAt=${addDays(today, -45)}&endAt=${today}`]) {
      await expectAgreement(await report(query), biz);
    }
  });

  it('counts what it should: refunds only once done, never pending or cancelled orders or courtesies, entries that stand', async () => {
    const answer = await report(`?startAt=${addDays(today, -12)}&endAt=${today}`);
    const rows = await expectAgreement(answer, biz);
    // Spelled out for today's orders of the show (10% service fee on site sales):
    // site 3×100 + 2×250 + fees, POS 2×100, box office 2×100 + 1×250, the partial refund and the fees refund,
    // a refused refund (kept) and a pending one (kept); the refunded, pending and cancelled orders give nothing.
    const show = widget(answer, 'topEvents')!.series.find((e: Json) => e.label === 'Show do Painel');
    const fees = (cents: number) => cents / 10;
    const site = (cents: number) => cents + fees(cents);
    const expectedToday =
      site(30000) + site(50000) + 20000 + site(40000) - 2 * site(10000) + site(25000) - fees(25000) + site(10000) + site(20000) + 20000 + 25000;
    const yesterday = site(40000);
    const tenDaysAgo = site(25000);
    expect(show.value).toBe(expectedToday + yesterday + tenDaysAgo);
    expect(show.count).toBe(3 + 2 + 2 + 2 + 1 + 1 + 2 + 2 + 1 + 4 + 1);
    expect(rows.revenueToday).toBeGreaterThanOrEqual(expectedToday);
    expect(widget(answer, 'checkinsToday')!.value).toBe(2);
    expect(widget(answer, 'courtesiesIssued')!.value).toBeGreaterThanOrEqual(2);
    expect(widget(answer, 'courtesiesRedeemed')!.value).toBeGreaterThanOrEqual(1);
  });

  it('puts a sale on the São Paulo day it was paid: 23:30 in São Paulo is still that day', async () => {
    const [late, early] = await insertOrders(t.ctx.db, biz, [
      { lotId: show.lotIds[0], quantity: 1, channel: '@POS', paymentType: '@PIX', createdAt: '2025-03-11T02:30:00.000Z' },
      { lotId: show.lotIds[0], quantity: 2, channel: '@POS', paymentType: '@PIX', createdAt: '2025-03-10T02:59:59.000Z' },
    ]);
    expect(late && early).toBeTruthy();
    const answer = await report('?period=custom&startAt=2025-03-10&endAt=2025-03-10');
    expect(widget(answer, 'revenue')!.value).toBe(10000);
    expect(widget(answer, 'ticketsSold')!.value).toBe(1);
    expect(widget(answer, 'salesPerDay')!.series).toEqual([{ key: '2025-03-10', label: '10/03', value: 10000, count: 1 }]);
    // A period without today still answers today's revenue.
    expect(widget(answer, 'revenueToday')!.value).toBe((await fromRows(biz, answer.period)).revenueToday);
    const day9 = await report('?startAt=2025-03-09&endAt=2025-03-09');
    expect(widget(day9, 'ticketsSold')!.value).toBe(2);
    expect(periodInstants({ startAt: '2025-03-10', endAt: '2025-03-10' }).from.toISOString()).toBe('2025-03-10T03:00:00.000Z');
  });

  it('refuses a bad period with a pt-BR issue on the parameter', async () => {
    const bad = async (query: string) => {
      const res = await t.api('admin', 'GET', `/api/business/reports${query}`);
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json()).toMatchObject({ code: '@BAD_REQUEST', message: expect.any(String) });
      return Object.fromEntries(res.json().issues.map((i: Json) => [i.field, i.message]));
    };
    expect(await bad('?period=hourly')).toEqual({ period: 'Opção inválida' });
    expect(await bad('?period=custom')).toEqual({ startAt: 'Este campo é obrigatório', endAt: 'Este campo é obrigatório' });
    expect(await bad('?startAt=2026-02-30&endAt=2026-03-01')).toEqual({ startAt: 'Data inválida' });
    expect(await bad('?startAt=2026-03-01&endAt=01/03/2026')).toEqual({ endAt: 'Data inválida' });
    expect(await bad('?startAt=2026-03-10&endAt=2026-03-09')).toEqual({ endAt: 'A data final deve ser igual ou posterior à inicial' });
    expect(await bad('?startAt=2025-01-01&endAt=2026-01-02')).toEqual({ endAt: 'Escolha um período de até 366 dias' });
    // A year of days is fine.
    expect((await report('?startAt=2025-01-01&endAt=2026-01-01')).widgets.find((w: Json) => w.key === 'salesPerDay').series).toHaveLength(366);
  });
});

describe('who sees what', () => {
  const keys = async (who: 'admin' | 'producer' | 'events' | 'cashier') => (await report('', who)).widgets.map((w: Json) => w.key);

  it('money to who reads orders (@ALL, @PRODUCER); counts to event staff too; nothing to the cashier', async () => {
    const all = ['revenueToday', 'revenue', 'ticketsSold', 'averageTicket', 'courtesiesIssued', 'courtesiesRedeemed', 'checkinsToday', 'salesPerDay', 'salesByChannel', 'topEvents'];
    expect(await keys('admin')).toEqual(all);
    expect(await keys('producer')).toEqual(all);
    expect(await keys('events')).toEqual(['ticketsSold', 'courtesiesIssued', 'courtesiesRedeemed', 'checkinsToday']);
    expect(await keys('cashier')).toEqual([]);
    // The same figures whoever reads them.
    const admin = await report();
    const events = await report('', 'events');
    for (const w of events.widgets) expect(w.value).toBe(widget(admin, w.key)!.value);
  });

  it('a business without the events module gets no widget; without a token, 401', async () => {
    const { rows: [b] } = await t.ctx.db.query<{ id: string }>(`INSERT INTO businesses (name, is_ticket_office, modules) VALUES ('Só Serviços', true, '{@M_BOOKINGS}') RETURNING id`);
    const token = await t.seller('gerente@servicos.com.br', ['@ALL'], b.id);
    expect((await t.as(token, 'GET', '/api/business/reports')).json().widgets).toEqual([]);
    expect((await t.ctx.app.inject({ method: 'GET', url: '/api/business/reports' })).statusCode).toBe(401);
  });

  it('each business sees its own figures only', async () => {
    const other = await report('?period=yearly', 'other');
    const otherBiz = (await t.ctx.db.query<{ id: string }>(`SELECT id FROM businesses WHERE name = 'Outra Produtora'`)).rows[0].id;
    await expectAgreement(other, otherBiz);
    const ours = new Set((await t.ctx.db.query<{ id: string }>('SELECT id FROM events WHERE business_id = $1', [biz])).rows.map((r) => r.id));
    expect(widget(other, 'topEvents')!.series.some((e: Json) => ours.has(e.key))).toBe(false);
    // A sale of ours moves our revenue, not theirs.
    const before = widget(other, 'revenue')!.value;
    await insertOrders(t.ctx.db, biz, [{ lotId: show.lotIds[1], quantity: 1, channel: '@SITE', paymentType: '@PIX' }]);
    expect(widget(await report('?period=yearly', 'other'), 'revenue')!.value).toBe(before);
    expect(await login(t.ctx.app, 'admin@outra.com.br')).toBeTruthy();
  });
});
