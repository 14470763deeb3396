/**
 * Refunds through the gateways (issue 12): MercadoPago and PagBank stand-ins on loopback record
 * what they received (method, path, token, idempotency key, body) and answer success, refusals,
 * "processing", errors or nothing; each answer ends in a recorded state with a pt-BR reason, never
 * a silent success, and the tickets and places follow it.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { salesTest, type Json, type SalesTest } from './salesTreeHelper';
import { insertOrder, stubGateway, type StubGateway } from './ordersHelper';

let t: SalesTest;
let mp: StubGateway;
let pb: StubGateway;
let biz: string;
let eventId: string;
let lotId: string;
let mpAccount: string;
let pbAccount: string;

const MP_TOKEN = 'APP_USR-5829104736251849-061214-9b3f7e1d2c6a4f8e0b5d7c9a1e3f6b2d-483920175';
const PB_TOKEN = 'E3B7C1A9F5D2486B9C0E7A3F1D5B8C2E4A6F9D1B3C5E7A0F';

const refund = (orderId: string, body: object) => t.api('admin', 'POST', `/api/orders/${orderId}/refunds`, body);
const detail = async (orderId: string) => t.ok(await t.api('admin', 'GET', `/api/orders/${orderId}`));
const keyOf = async (refundId: string) => (await t.ctx.db.query<{ k: string }>('SELECT idempotency_key::text AS k FROM order_refunds WHERE id = $1', [refundId])).rows[0].k;
const soldOf = async () =>
  t.ok(await t.api('admin', 'GET', `/api/events/${eventId}/tickets-all-lots`)).data.flatMap((x: Json) => x.lots).find((l: Json) => l.id === lotId).sold as number;

let refs = 0;
/** A paid site order of two R$ 100,00 tickets and R$ 10,50 of fees, through the gateway's account. */
const gatewayOrder = (gateway: '@MERCADOPAGO' | '@PAGSEGURO', method = '@CREDIT_CARD') =>
  insertOrder(t.ctx.db, biz, {
    items: [{ lotId, quantity: 2 }],
    fees: 1050,
    payments: [{ method, gateway, accountId: gateway === '@MERCADOPAGO' ? mpAccount : pbAccount, reference: `${gateway === '@MERCADOPAGO' ? '' : 'CHAR_'}${1000 + ++refs}` }],
  });

beforeAll(async () => {
  mp = await stubGateway({ status: 201, body: { id: 9001, status: 'approved' } });
  pb = await stubGateway({ status: 201, body: { id: 'CHAR_X', status: 'CANCELED' } });
  t = await salesTest({ gateways: { mercadopagoUrl: mp.url, pagseguroUrl: pb.url, timeoutMs: 1500 }, delivery: { intervalMs: 0 } });
  biz = await t.businessId();
  eventId = await t.event('Festival dos Gateways');
  const sector = await t.sector(eventId, 'Pista');
  const ticket = await t.ticket(eventId, sector.id, { title: 'Inteira' });
  lotId = (await t.lot(eventId, sector.id, ticket.id, { title: 'Lote', price: 10000, quantity: 500 })).id;
  const account = async (slug: string) =>
    (await t.ctx.db.query<{ id: string }>('SELECT id FROM payment_accounts WHERE business_id = $1 AND payment_method__slug = $2', [biz, slug])).rows[0].id;
  mpAccount = await account('@MERCADOPAGO');
  pbAccount = await account('@PAGSEGURO');
});
afterAll(async () => {
  await t?.close();
  await mp?.close();
  await pb?.close();
});

describe('MercadoPago', () => {
  it('refunds a whole payment with an empty body, the account token and the refund idempotency key', async () => {
    const order = await gatewayOrder('@MERCADOPAGO');
    const sold = await soldOf();
    mp.answer(201, { id: 555001, status: 'approved', amount: 210.5 });
    const done = t.ok(await refund(order.id, { type: '@TICKETS_AND_FEES' }), 201);
    expect(done).toMatchObject({ status: '@DONE', amount: 21050, method: '@CREDIT_CARD', gateway: '@MERCADOPAGO', gatewayMessage: null });
    const sent = mp.received.at(-1)!;
    expect(sent).toMatchObject({ method: 'POST', path: '/v1/payments/1001/refunds', body: '{}' });
    expect(sent.headers.authorization).toBe(`Bearer ${MP_TOKEN}`);
    expect(sent.headers['x-idempotency-key']).toBe(await keyOf(done.id));
    const o = await detail(order.id);
    expect(o).toMatchObject({ status: '@REFUNDED', refunds: [{ gatewayReference: '555001', status: '@DONE' }] });
    expect(await soldOf()).toBe(sold - 2);
  });

  it('sends {amount} in reais for part of a payment', async () => {
    const order = await gatewayOrder('@MERCADOPAGO');
    t.ok(await refund(order.id, { type: '@FEES' }), 201);
    expect(JSON.parse(mp.received.at(-1)!.body)).toEqual({ amount: 10.5 });
    t.ok(await refund(order.id, { type: '@TICKETS_AND_FEES', ticketIds: [order.ticketIds[0]] }), 201);
    expect(JSON.parse(mp.received.at(-1)!.body)).toEqual({ amount: 100 });
  });

  it.each([
    [{ message: 'Payment too old to be refunded', error: 'bad_request', status: 400, cause: [{ code: 2024, description: 'Payment too old to be refunded' }] }, 'O pagamento é antigo demais para ser estornado pelo gateway.'],
    [{ message: 'Partial refund unsupported', status: 400, cause: [{ code: 3024, description: 'Partial refund unsupported for this transaction' }] }, 'O gateway não aceita estorno parcial deste pagamento.'],
    [{ message: "Collector hasn't enough available money", status: 400, cause: [{ code: 2031 }] }, 'Saldo insuficiente na conta do gateway para fazer o estorno.'],
    [{ message: 'Pix payment in_process, try later', status: 400, cause: [] }, 'O pagamento ainda está em processamento no gateway (Pix): tente o estorno mais tarde.'],
    [{ message: 'Invalid users involved', status: 400, cause: [{ code: 2034, description: 'Invalid users involved' }] }, 'O gateway recusou o estorno: Invalid users involved; Invalid users involved'],
  ])('records a refusal as @FAILED with the reason in pt-BR, and gives the tickets back (%#)', async (answer, message) => {
    const order = await gatewayOrder('@MERCADOPAGO', '@PIX');
    const sold = await soldOf();
    mp.answer(400, answer);
    const failed = t.ok(await refund(order.id, { type: '@TICKETS_AND_FEES' }), 201);
    expect(failed).toMatchObject({ status: '@FAILED', gatewayMessage: message });
    const o = await detail(order.id);
    expect(o).toMatchObject({ status: '@PAID', refunded: 0, refundPending: 0, held: { total: 21050 }, can: { refundTickets: true } });
    expect(o.issuedTickets.every((x: Json) => x.canceledAt === null && x.qr)).toBe(true);
    expect(await soldOf()).toBe(sold);
  });

  it('keeps a refund the gateway is processing @PENDING: tickets blocked, places held, money held; a retry with the same key settles it', async () => {
    const order = await gatewayOrder('@MERCADOPAGO', '@PIX');
    const sold = await soldOf();
    mp.answer(201, { id: 777, status: 'in_process' });
    const pending = t.ok(await refund(order.id, { type: '@TICKETS_AND_FEES' }), 201);
    expect(pending).toMatchObject({ status: '@PENDING', gatewayMessage: 'O gateway está processando o estorno.' });
    let o = await detail(order.id);
    expect(o).toMatchObject({ status: '@PAID', refundPending: 21050, held: { total: 0 }, refunds: [{ canRetry: true }] });
    expect(o.issuedTickets.every((x: Json) => x.cancelReason === '@REFUNDED' && x.qr === null)).toBe(true);
    expect(await soldOf()).toBe(sold);
    expect((await refund(order.id, { type: '@FEES' })).statusCode).toBe(422);

    mp.answer(201, { id: 777, status: 'approved' });
    const settled = t.ok(await t.api('admin', 'POST', `/api/orders/${order.id}/refunds/retry`, { refundId: pending.id }));
    expect(settled).toMatchObject({ id: pending.id, status: '@DONE', gatewayMessage: null });
    const [first, second] = mp.received.slice(-2);
    expect(second.headers['x-idempotency-key']).toBe(first.headers['x-idempotency-key']);
    expect(second.body).toBe(first.body);
    o = await detail(order.id);
    expect(o).toMatchObject({ status: '@REFUNDED', refunded: 21050, refunds: [{ canRetry: false }] });
    expect(await soldOf()).toBe(sold - 2);
    expect((await t.api('admin', 'POST', `/api/orders/${order.id}/refunds/retry`, { refundId: pending.id })).statusCode).toBe(422);
  });

  it('keeps it @PENDING when the gateway does not answer in time or answers a server error', async () => {
    const slow = await gatewayOrder('@MERCADOPAGO');
    mp.answer(201, { id: 1, status: 'approved' }, { delayMs: 4000 });
    expect(t.ok(await refund(slow.id, { type: '@FEES' }), 201)).toMatchObject({ status: '@PENDING', gatewayMessage: expect.stringMatching(/^O gateway não respondeu a tempo/) });
    const broken = await gatewayOrder('@MERCADOPAGO');
    mp.answer(502, { message: 'bad gateway' });
    expect(t.ok(await refund(broken.id, { type: '@FEES' }), 201)).toMatchObject({ status: '@PENDING', gatewayMessage: expect.stringContaining('(502)') });
  });
});

describe('PagBank', () => {
  it('cancels the charge for {amount: {value}} in cents with the account token and the idempotency key', async () => {
    const order = await gatewayOrder('@PAGSEGURO');
    pb.answer(201, { id: 'CHAR_1', status: 'PAID', amount: { summary: { refunded: 1050 } } });
    const done = t.ok(await refund(order.id, { type: '@FEES' }), 201);
    expect(done).toMatchObject({ status: '@DONE', amount: 1050, gateway: '@PAGSEGURO' });
    const sent = pb.received.at(-1)!;
    expect(sent).toMatchObject({ method: 'POST', path: `/charges/CHAR_${1000 + refs}/cancel` });
    expect(JSON.parse(sent.body)).toEqual({ amount: { value: 1050 } });
    expect(sent.headers.authorization).toBe(`Bearer ${PB_TOKEN}`);
    expect(sent.headers['x-idempotency-key']).toBe(await keyOf(done.id));
  });

  it('records its refusals with the reason in pt-BR', async () => {
    const order = await gatewayOrder('@PAGSEGURO');
    pb.answer(400, { error_messages: [{ code: '40002', description: 'partial cancellation not allowed for this charge' }] });
    expect(t.ok(await refund(order.id, { type: '@FEES' }), 201)).toMatchObject({ status: '@FAILED', gatewayMessage: 'O gateway não aceita estorno parcial deste pagamento.' });
    pb.answer(400, { error_messages: [{ code: '40001', description: 'invalid_parameter', parameter_name: 'amount.value' }] });
    expect(t.ok(await refund(order.id, { type: '@FEES' }), 201)).toMatchObject({ status: '@FAILED', gatewayMessage: 'O gateway recusou o estorno: 40001 invalid_parameter' });
  });
});

describe('without a way to the gateway', () => {
  it('fails with a reason when the account has no production key, or the gateway cannot be reached', async () => {
    const { rows: [bare] } = await t.ctx.db.query<{ id: string }>(
      `INSERT INTO payment_accounts (business_id, name, payment_method__slug, is_active) VALUES ($1, 'Sem chave', '@MERCADOPAGO', true) RETURNING id`,
      [biz],
    );
    const noKey = await insertOrder(t.ctx.db, biz, { items: [{ lotId, quantity: 1 }], fees: 500, payments: [{ method: '@PIX', gateway: '@MERCADOPAGO', accountId: bare.id, reference: '42' }] });
    const calls = mp.received.length;
    expect(t.ok(await refund(noKey.id, { type: '@FEES' }), 201)).toMatchObject({ status: '@FAILED', gatewayMessage: 'A conta de pagamento não tem a chave de acesso de produção configurada.' });
    expect(mp.received.length).toBe(calls);

    const closed = await salesTest({ gateways: { mercadopagoUrl: 'http://127.0.0.1:9' } });
    try {
      const order = await insertOrder(closed.ctx.db, await closed.businessId(), {
        items: [{ lotId: (await closed.ctx.db.query<{ id: string }>('SELECT id FROM lots WHERE business_id = $1 LIMIT 1', [await closed.businessId()])).rows[0].id, quantity: 1 }],
        fees: 500,
        payments: [{ method: '@PIX', gateway: '@MERCADOPAGO', accountId: (await closed.ctx.db.query<{ id: string }>(`SELECT id FROM payment_accounts WHERE payment_method__slug = '@MERCADOPAGO' LIMIT 1`)).rows[0].id, reference: '43' }],
      });
      const res = closed.ok(await closed.api('admin', 'POST', `/api/orders/${order.id}/refunds`, { type: '@FEES' }), 201);
      expect(res).toMatchObject({ status: '@FAILED', gatewayMessage: expect.stringMatching(/^Não foi possível falar com o gateway \(/) });
    } finally {
      await closed.close();
    }
  });
});
