/**
 * An event's balances (spec 1 section 7; docs/balances.md): the generated CRUD with the type
 * filter and search, pt-BR issues on the field, the receipt stored as an upload, who may touch
 * them, each business's own, and the settlement (GET .../balances/details): net sales counted
 * here from the rows (ticket money after discounts, less the ticket part of refunds done, less
 * the box office's POS fees; fees, courtesies, unpaid orders and pending or refused refunds
 * left out) plus credits less debits.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertOrders } from '../../server/resources/tickets/seedOrders';
import { cashierTest, saleOf, type CashierTest, type Json } from './cashierHelper';

let t: CashierTest;
let biz: string;
let show: Awaited<ReturnType<CashierTest['onSale']>>;
const url = (eventId = show.eventId) => `/api/events/${eventId}/balances`;
const PNG_1x1 = 'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==';
const entry = (extra: Json = {}) => ({ type: '@DEBIT', description: 'Cachê do artista', amount: 250000, date: '2026-11-20T15:00:00.000Z', ...extra });

beforeAll(async () => {
  t = await cashierTest();
  biz = await t.businessId();
  show = await t.onSale([{ title: 'Pista', price: 10000, quantity: 500 }], { title: 'Inteira' }, 'Noite do Acerto');
  await t.ctx.db.query(`UPDATE events SET tax_method = '@CUSTOMER', service_fee = 1000, pos_fees__credit = 349 WHERE id = $1`, [show.eventId]);
});
afterAll(async () => t?.close());

describe('balances CRUD', () => {
  it('creates, lists newest first, reads, edits and removes an entry; a receipt becomes an upload', async () => {
    const created = t.ok(await t.api('admin', 'POST', url(), entry({ attachment: PNG_1x1 })), 201);
    expect(created).toMatchObject({ eventId: show.eventId, type: '@DEBIT', description: 'Cachê do artista', amount: 250000, date: '2026-11-20T15:00:00.000Z' });
    expect(created.attachment).toMatch(/^\/uploads\/[0-9a-f-]{36}\/[0-9a-f-]{36}\.png$/);
    expect((await t.ctx.app.inject({ method: 'GET', url: created.attachment })).statusCode).toBe(200);
    const older = t.ok(await t.api('admin', 'POST', url(), entry({ type: '@CREDIT', description: 'Patrocínio da cervejaria', amount: 100000, date: '2026-11-10T15:00:00.000Z' })), 201);
    const list = t.ok(await t.api('admin', 'GET', url()));
    expect(list.data.map((b: Json) => b.id)).toEqual([created.id, older.id]);
    expect(list.pagination).toMatchObject({ totalItems: 2, currentPage: 1 });
    expect(t.ok(await t.api('admin', 'GET', `${url()}/${created.id}`))).toMatchObject({ id: created.id, amount: 250000 });
    const edited = t.ok(await t.api('admin', 'PATCH', `${url()}/${created.id}`, { amount: 260000, updatedAt: created.updatedAt }));
    expect(edited).toMatchObject({ amount: 260000, attachment: created.attachment });
    // A stale edit is refused.
    expect((await t.api('admin', 'PATCH', `${url()}/${created.id}`, { amount: 1, updatedAt: created.updatedAt })).statusCode).toBe(409);
    t.ok(await t.api('admin', 'DELETE', `${url()}/${created.id}`), 204);
    expect((await t.api('admin', 'GET', `${url()}/${created.id}`)).statusCode).toBe(404);
    t.ok(await t.api('admin', 'DELETE', `${url()}/${older.id}`), 204);
  });

  it('filters by type and searches the description', async () => {
    const eventId = await t.event('Festa dos Filtros');
    for (const [type, description] of [['@DEBIT', 'Aluguel do espaço'], ['@DEBIT', 'Adiantamento ao produtor'], ['@CREDIT', 'Reembolso de som']]) {
      t.ok(await t.api('admin', 'POST', url(eventId), entry({ type, description })), 201);
    }
    const of = async (q: string) => (t.ok(await t.api('admin', 'GET', `${url(eventId)}?${q}`)).data as Json[]).map((b) => b.description).sort();
    expect(await of('type=@CREDIT')).toEqual(['Reembolso de som']);
    expect(await of('type=@DEBIT')).toEqual(['Adiantamento ao produtor', 'Aluguel do espaço']);
    expect(await of('search=aluguel')).toEqual(['Aluguel do espaço']);
    expect(await of('search=adiantamento&type=@CREDIT')).toEqual([]);
    expect(t.issues(await t.api('admin', 'GET', `${url(eventId)}?type=@OUTRO`))).toEqual({ type: 'Opção inválida' });
  });

  it('refuses bad input with a pt-BR issue on each field, and writes nothing', async () => {
    const eventId = await t.event('Festa das Regras');
    // The type defaults to a debit, as the form offers it.
    expect(t.issues(await t.api('admin', 'POST', url(eventId), {}))).toEqual({
      description: 'Este campo é obrigatório',
      amount: 'Este campo é obrigatório',
      date: 'Este campo é obrigatório',
    });
    expect(t.issues(await t.api('admin', 'POST', url(eventId), entry({ amount: 0 })))).toEqual({ amount: 'O valor deve ser maior que 0' });
    expect(t.issues(await t.api('admin', 'POST', url(eventId), entry({ amount: '1.234,56' })))).toEqual({ amount: 'Digite um número válido' });
    expect(t.issues(await t.api('admin', 'POST', url(eventId), entry({ type: '@OUTRO' })))).toEqual({ type: 'Opção inválida' });
    expect(t.issues(await t.api('admin', 'POST', url(eventId), entry({ date: '31/02/2026' })))).toEqual({ date: 'Data inválida' });
    expect(t.issues(await t.api('admin', 'POST', url(eventId), entry({ description: 'x'.repeat(201) })))).toEqual({ description: 'Tamanho muito grande' });
    expect(t.issues(await t.api('admin', 'POST', url(eventId), entry({ attachment: 'javascript:alert(1)' })))).toEqual({
      attachment: 'Informe o endereço de uma imagem ou envie um arquivo de imagem',
    });
    expect(t.issues(await t.api('admin', 'POST', url(eventId), entry({ attachment: 'data:image/png;base64,aGVsbG8=' })))).toHaveProperty('attachment');
    expect(t.ok(await t.api('admin', 'GET', url(eventId))).data).toEqual([]);
  });
});

describe('who may', () => {
  it('@ALL and @PRODUCER keep the balances; event staff and the cashier get 403; no token 401', async () => {
    const eventId = await t.event('Festa das Permissões');
    const made = t.ok(await t.api('producer', 'POST', url(eventId), entry()), 201);
    t.ok(await t.api('producer', 'GET', `${url(eventId)}/details`));
    for (const who of ['events', 'cashier'] as const) {
      expect((await t.api(who, 'GET', url(eventId))).statusCode).toBe(403);
      expect((await t.api(who, 'GET', `${url(eventId)}/details`)).statusCode).toBe(403);
      expect((await t.api(who, 'POST', url(eventId), entry())).statusCode).toBe(403);
      expect((await t.api(who, 'DELETE', `${url(eventId)}/${made.id}`)).statusCode).toBe(403);
    }
    expect((await t.ctx.app.inject({ method: 'GET', url: url(eventId) })).statusCode).toBe(401);
  });

  it("another business sees none of them: the event, its entries and its settlement are 404; an entry of another event too", async () => {
    const eventId = await t.event('Festa Isolada');
    const made = t.ok(await t.api('admin', 'POST', url(eventId), entry()), 201);
    for (const path of [url(eventId), `${url(eventId)}/${made.id}`, `${url(eventId)}/details`]) {
      expect((await t.api('other', 'GET', path)).statusCode, path).toBe(404);
    }
    expect((await t.api('other', 'POST', url(eventId), entry())).statusCode).toBe(404);
    expect((await t.api('other', 'DELETE', `${url(eventId)}/${made.id}`)).statusCode).toBe(404);
    const elsewhere = await t.event('Outra Festa');
    expect((await t.api('admin', 'GET', `${url(elsewhere)}/${made.id}`)).statusCode).toBe(404);
    expect(t.ok(await t.api('admin', 'GET', `${url(eventId)}/${made.id}`)).amount).toBe(250000);
  });
});

describe('GET /events/{id}/balances/details', () => {
  it('net sales plus credits less debits, counted as the rows say', async () => {
    const [pista] = show.lotIds;
    const site = (quantity: number, extra: Json = {}) => ({ lotId: pista, quantity, channel: '@SITE' as const, paymentType: '@PIX', ...extra });
    const [a, partial, feesOnly, refused, processing] = await insertOrders(t.ctx.db, biz, [
      site(3), site(4), site(1), site(1, { paymentType: '@CREDIT_CARD' }), site(2, { paymentType: '@CREDIT_CARD' }),
    ]);
    expect(a).toBeTruthy();
    await insertOrders(t.ctx.db, biz, [site(2, { status: '@PENDING' }), site(1, { status: '@CANCELED' }), site(2, { status: '@REFUNDED' }), { lotId: pista, quantity: 1, channel: '@COURTESY' }]);
    const tickets = (await t.ctx.db.query<{ id: string }>('SELECT ut.id FROM user_tickets ut JOIN order_items oi ON oi.id = ut.order_item_id WHERE oi.order_id = $1 ORDER BY ut.code', [partial])).rows;
    t.ok(await t.api('admin', 'POST', `/api/orders/${partial}/refunds`, { type: '@TICKETS_AND_FEES', ticketIds: [tickets[0].id] }), 201);
    t.ok(await t.api('admin', 'POST', `/api/orders/${feesOnly}/refunds`, { type: '@FEES' }), 201);
    await t.ctx.db.query(
      `INSERT INTO order_refunds (business_id, order_id, type, amount, fees_amount, status, method) VALUES ($1, $2, '@TICKETS_AND_FEES', 11000, 1000, '@FAILED', '@CREDIT_CARD'), ($1, $3, '@TICKETS_AND_FEES', 22000, 2000, '@PENDING', '@CREDIT_CARD')`,
      [biz, refused, processing],
    );
    // The box office: 2 tickets by credit card (3,49% POS fee, the producer's cost) and 1 by cash.
    await t.open(t.tokens.admin);
    t.ok(await t.api('admin', 'POST', '/api/cashier/orders', saleOf(show.eventId, pista, 2, [{ method: '@CREDIT_CARD', amount: 20000 }])), 201);
    t.ok(await t.api('admin', 'POST', '/api/cashier/orders', saleOf(show.eventId, pista, 1, [{ method: '@CASH', amount: 10000 }])), 201);
    for (const b of [entry({ amount: 150000 }), entry({ description: 'Aluguel', amount: 80000 }), entry({ type: '@CREDIT', description: 'Patrocínio', amount: 50000 })]) {
      t.ok(await t.api('admin', 'POST', url(), b), 201);
    }

    const details = t.ok(await t.api('admin', 'GET', `${url()}/details`));
    // From the rows, as docs/balances.md defines them.
    const q = async (sql: string, params: unknown[] = [biz]) => (await t.ctx.db.query<Json>(sql, params)).rows;
    const paid = await q(`SELECT id, total, fees FROM orders WHERE business_id = $1 AND event_id = $2 AND paid_at IS NOT NULL AND channel <> '@COURTESY'`, [biz, show.eventId]);
    const ids = new Set(paid.map((o) => o.id));
    const refunds = (await q('SELECT order_id, amount, fees_amount, status FROM order_refunds WHERE business_id = $1')).filter((r) => ids.has(r.order_id));
    const items = (await q('SELECT order_id, quantity, canceled_quantity FROM order_items WHERE business_id = $1')).filter((i) => ids.has(i.order_id));
    const payments = (await q(`SELECT order_id, pos_fee, status FROM order_payments WHERE business_id = $1`)).filter((p) => ids.has(p.order_id));
    const sum = (xs: number[]) => xs.reduce((x, y) => x + y, 0);
    const ticketSales = sum(paid.map((o) => Number(o.total) - Number(o.fees)));
    const refunded = sum(refunds.filter((r) => r.status === '@DONE').map((r) => Number(r.amount) - Number(r.fees_amount)));
    const posFees = sum(payments.filter((p) => p.status === '@APPROVED').map((p) => Number(p.pos_fee)));
    expect(details.sales).toEqual({
      orders: paid.length,
      tickets: sum(items.map((i) => i.quantity - i.canceled_quantity)),
      ticketSales,
      refunds: refunded,
      posFees,
      net: ticketSales - refunded - posFees,
    });
    // Spelled out: site orders of 3, 4 (one ticket refunded), 1 (its fees refunded), 1 and 2 (refunds refused and
    // pending: kept), 2 wholly refunded; 2 + 1 at the box office. The 10% service fee is never counted.
    expect(details.sales).toMatchObject({ orders: 8, tickets: 3 + (4 - 1) + 1 + 1 + 2 + 0 + 2 + 1 });
    expect(details.sales.ticketSales).toBe((3 + 4 + 1 + 1 + 2 + 2 + 2 + 1) * 10000);
    expect(details.sales.refunds).toBe(10000 + 2 * 10000);
    expect(details.sales.posFees).toBe(Math.round(20000 * 0.0349));
    expect(details.credits).toEqual({ count: 1, total: 50000 });
    expect(details.debits).toEqual({ count: 2, total: 230000 });
    expect(details.owed).toBe(details.sales.net + 50000 - 230000);
    // The settlement follows each entry.
    const last = t.ok(await t.api('admin', 'POST', url(), entry({ type: '@CREDIT', description: 'Reembolso', amount: 1234 })), 201);
    expect(t.ok(await t.api('admin', 'GET', `${url()}/details`)).owed).toBe(details.owed + 1234);
    t.ok(await t.api('admin', 'DELETE', `${url()}/${last.id}`), 204);
    expect(t.ok(await t.api('admin', 'GET', `${url()}/details`)).owed).toBe(details.owed);
  });

  it('an event without sales or entries owes nothing; an unknown event is 404', async () => {
    const eventId = await t.event('Festa Vazia');
    expect(t.ok(await t.api('admin', 'GET', `${url(eventId)}/details`))).toEqual({
      eventId,
      sales: { orders: 0, tickets: 0, ticketSales: 0, refunds: 0, posFees: 0, net: 0 },
      credits: { count: 0, total: 0 },
      debits: { count: 0, total: 0 },
      owed: 0,
    });
    expect((await t.api('admin', 'GET', `${url('00000000-0000-4000-8000-000000000000')}/details`)).statusCode).toBe(404);
    expect((await t.api('admin', 'GET', `${url('nao-e-id')}/details`)).statusCode).toBe(404);
  });
});
