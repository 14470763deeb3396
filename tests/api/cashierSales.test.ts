/**
 * The box-office sale (POST /cashier/orders; docs/cashier.md): what it writes, tenders and change,
 * the discount within the business's limit, coupons, card BINs, places taken atomically (the last
 * place sold twice at once: one sale, one 409), a repeated confirm, and the tickets sent to the buyer.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verifyTicketQr } from '../../server/door/ticketQr';
import { cashierTest, saleOf, type CashierTest, type Json } from './cashierHelper';

let t: CashierTest;
let event: Awaited<ReturnType<CashierTest['onSale']>>;
const sell = (who: 'cashier' | 'admin' | 'producer', body: Json) => t.api(who, 'POST', '/api/cashier/orders', body);
const cash = (amount: number) => [{ method: '@CASH', amount }];
const rows = async (sql: string, params: unknown[]) => (await t.ctx.db.query<Json>(sql, params)).rows;

beforeAll(async () => {
  t = await cashierTest();
  await t.open(t.tokens.admin);
  await t.open(t.tokens.producer);
  // Three lots of R$ 50,00, R$ 25,00 (meia) and R$ 0,00, the event's POS fees: credit 3,49%.
  event = await t.onSale([{ title: 'Lote', price: 5000, quantity: 100 }], { title: 'Inteira' });
  const half = await t.ticket(event.eventId, event.sectorId, { title: 'Meia-entrada', category: '@HALF' });
  const halfLot = await t.lot(event.eventId, event.sectorId, String(half.id), { title: 'Meia', price: 2500, quantity: 100 });
  const free = await t.lot(event.eventId, event.sectorId, event.ticketId, { title: 'Grátis', price: 0, quantity: 10 });
  await t.ctx.db.query('UPDATE lots SET is_active = true WHERE id = ANY($1::uuid[])', [[halfLot.id, free.id]]);
  event.lotIds.push(String(halfLot.id), String(free.id));
  await t.ctx.db.query('UPDATE events SET pos_fees__credit = 349, pos_fees__pix = 99 WHERE id = $1', [event.eventId]);
});
afterAll(async () => t?.close());

describe('a sale', () => {
  it('writes a paid box-office order in the seller’s session: items, one ticket per unit with its category and holder, payments with change', async () => {
    const before = t.ok(await t.api('cashier', 'GET', '/api/cashier/sessions/current'));
    const res = await sell('cashier', {
      eventId: event.eventId,
      items: [{ lotId: event.lotIds[0], quantity: 2 }, { lotId: event.lotIds[1], quantity: 1 }],
      buyer: { name: 'Maria das Dores', cpf: '529.982.247-25', email: 'Maria.Dores@Exemplo.com.br', phone: '' },
      payments: [{ method: '@CREDIT_CARD', amount: 10000, installments: 2 }, { method: '@CASH', amount: 5000 }],
    });
    const order = t.ok(res, 201);
    expect(order).toMatchObject({
      status: '@PAID',
      channel: '@CASHIER',
      code: expect.stringMatching(/^[0-9A-F]{12}$/),
      cashSessionId: before.id,
      seller: { name: 'Márcia Gonçalves' },
      buyer: { name: 'Maria das Dores', cpf: '52998224725', email: 'maria.dores@exemplo.com.br', phone: null },
      subtotal: 12500,
      total: 12500,
      change: 2500,
      payments: [
        { method: '@CREDIT_CARD', amount: 10000, installments: 2, posFee: 349 },
        { method: '@CASH', amount: 2500, received: 5000, change: 2500, posFee: 0 },
      ],
    });
    expect(order.tickets.map((x: Json) => [x.ticket, x.category, x.holderName])).toEqual([
      ['Inteira', '@ENTIRE', 'Maria das Dores'],
      ['Inteira', '@ENTIRE', 'Maria das Dores'],
      ['Meia-entrada', '@HALF', 'Maria das Dores'],
    ]);
    // Each QR draws the signed payload of its ticket's code.
    for (const x of order.tickets) expect(verifyTicketQr(x.qr)).toBe(x.code);
    const [stored] = await rows('SELECT channel, status, paid_at, seller_id, cash_session_id, customer_cpf FROM orders WHERE id = $1', [order.id]);
    expect(stored).toMatchObject({ channel: '@CASHIER', status: '@PAID', cash_session_id: before.id, customer_cpf: '52998224725' });
    expect(stored.paid_at).toBeTruthy();
    const lots = t.ok(await t.api('admin', 'GET', `/api/events/${event.eventId}/${event.sectorId}/${event.ticketId}/lots`)).data as Json[];
    expect(lots.find((l) => l.id === event.lotIds[0])!.sold).toBe(2);
    expect(t.ok(await t.api('cashier', 'GET', '/api/cashier/sessions/current'))).toMatchObject({ orders: before.orders + 1, tickets: before.tickets + 3 });
  });

  it('queues the tickets to the buyer’s e-mail and WhatsApp', async () => {
    const order = t.ok(await sell('cashier', saleOf(event.eventId, event.lotIds[0], 1, cash(5000), { buyer: { email: 'joao@exemplo.com.br', phone: '(81) 98765-4321' } })), 201);
    expect(order.messages).toEqual([
      { channel: '@EMAIL', contact: 'joao@exemplo.com.br', status: '@QUEUED' },
      { channel: '@WHATSAPP', contact: '5581987654321', status: '@QUEUED' },
    ]);
    expect(await rows(`SELECT channel, delivery_status FROM order_messages WHERE order_id = $1 ORDER BY channel`, [order.id])).toEqual([
      { channel: '@EMAIL', delivery_status: '@QUEUED' },
      { channel: '@WHATSAPP', delivery_status: '@QUEUED' },
    ]);
    // No contact, nothing queued.
    const anonymous = t.ok(await sell('cashier', saleOf(event.eventId, event.lotIds[0], 1, cash(5000))), 201);
    expect(await rows('SELECT 1 FROM order_messages WHERE order_id = $1', [anonymous.id])).toEqual([]);
  });

  it('checks the buyer: CPF check digits, e-mail, WhatsApp number', async () => {
    const res = await sell('cashier', saleOf(event.eventId, event.lotIds[0], 1, cash(5000), { buyer: { cpf: '123.456.789-00', email: 'sem-arroba', phone: '1234' } }));
    expect(t.issues(res)).toEqual({ 'buyer.cpf': 'CPF inválido', 'buyer.email': 'E-mail inválido', 'buyer.phone': 'Telefone inválido' });
  });

  it('answers the order already made when the same confirm arrives twice', async () => {
    const requestId = '0b9e7f4e-5f0e-4a43-9d2c-3f1f3b1c2a10';
    const body = saleOf(event.eventId, event.lotIds[0], 1, cash(5000), { requestId });
    const first = t.ok(await sell('cashier', body), 201);
    const again = t.ok(await sell('cashier', body), 200);
    expect(again.id).toBe(first.id);
    expect(await rows(`SELECT count(*)::int AS n FROM orders WHERE cashier_request_id = $1`, [requestId])).toEqual([{ n: 1 }]);
    // Another seller with that id gets no one else's order.
    expect((await sell('admin', body)).statusCode).toBe(409);
  });

  it('sells a free lot without payment, and refuses a payment for it', async () => {
    t.ok(await sell('cashier', saleOf(event.eventId, event.lotIds[2], 1, [])), 201);
    expect(t.issues(await sell('cashier', saleOf(event.eventId, event.lotIds[2], 1, cash(100))))).toEqual({ payments: 'Esta venda não tem valor a pagar: remova os pagamentos.' });
  });
});

describe('tenders', () => {
  const lot = () => event.lotIds[0];
  it('must add up to the total; only cash may exceed it, giving change', async () => {
    expect(t.issues(await sell('cashier', saleOf(event.eventId, lot(), 2, [{ method: '@PIX', amount: 9000 }])))).toEqual({ payments: 'Faltam R$ 10,00 para completar o pagamento.' });
    expect(t.issues(await sell('cashier', saleOf(event.eventId, lot(), 2, [{ method: '@DEBIT_CARD', amount: 10001 }])))).toEqual({
      payments: 'Cartões e Pix passam do total: só o dinheiro pode ter troco.',
    });
    expect(t.issues(await sell('cashier', saleOf(event.eventId, lot(), 1, [{ method: '@PIX', amount: 5000 }, { method: '@CASH', amount: 1000 }])))).toEqual({
      payments: 'Cartões e Pix já pagam o total: remova o dinheiro.',
    });
    expect(t.issues(await sell('cashier', saleOf(event.eventId, lot(), 1, [])))).toEqual({ payments: 'Informe como o comprador pagou.' });
    expect(t.issues(await sell('cashier', saleOf(event.eventId, lot(), 1, [{ method: '@CASH', amount: 3000 }, { method: '@CASH', amount: 3000 }])))).toEqual({
      'payments.1.method': 'Informe o dinheiro recebido uma vez só.',
    });
    expect(t.issues(await sell('cashier', saleOf(event.eventId, lot(), 1, [{ method: '@BOLETO', amount: 5000 }])))).toEqual({ 'payments.0.method': 'Opção inválida' });
    const split = t.ok(await sell('cashier', saleOf(event.eventId, lot(), 3, [{ method: '@PIX', amount: 4000 }, { method: '@DEBIT_CARD', amount: 6000 }, { method: '@CASH', amount: 10000 }])), 201);
    expect(split.payments.map((p: Json) => [p.method, p.amount, p.change])).toEqual([
      ['@PIX', 4000, null],
      ['@DEBIT_CARD', 6000, null],
      ['@CASH', 5000, 5000],
    ]);
    expect(split.change).toBe(5000);
  });
});

describe('discounts', () => {
  const body = (discount: number, extra: Json = {}) => saleOf(event.eventId, event.lotIds[0], 2, cash(10000 - discount), { discount, ...extra });

  it('up to the business limit (20%) with @CAN.APPLY.DISCOUNT.ON.SELL, refused beyond it with the most allowed', async () => {
    expect(t.ok(await sell('cashier', body(2000)), 201)).toMatchObject({ subtotal: 10000, discount: 2000, total: 8000 });
    expect(t.issues(await sell('cashier', body(2001)))).toEqual({ discount: 'O desconto passa do limite de 20,00% da empresa (no máximo R$ 20,00).' });
    // The limit is the manager's setting.
    t.ok(await t.api('admin', 'PATCH', '/api/cashier/settings', { discountLimit: 1000 }));
    expect(t.issues(await sell('cashier', body(1500)))).toEqual({ discount: 'O desconto passa do limite de 10,00% da empresa (no máximo R$ 10,00).' });
    t.ok(await t.api('admin', 'PATCH', '/api/cashier/settings', { discountLimit: 2000 }));
  });

  it('is refused to a seller without a discount code', async () => {
    const seller = await t.seller('semdesconto@demo.com.br', ['@CAN.SELL']);
    await t.open(seller);
    const res = await t.as(seller, 'POST', '/api/cashier/orders', body(100));
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ code: '@FORBIDDEN', issues: [{ field: 'discount', message: 'Você não tem permissão para dar desconto.' }] });
    expect((await t.as(seller, 'POST', '/api/cashier/orders', body(0))).statusCode).toBe(201);
  });

  it('has no limit with @CAN.APPLY.DISCOUNT.ON.SELL.WITHOUT.LIMIT (nor for @ALL), but never passes the sale', async () => {
    const seller = await t.seller('semlimite@demo.com.br', ['@CAN.SELL', '@CAN.APPLY.DISCOUNT.ON.SELL.WITHOUT.LIMIT']);
    await t.open(seller);
    expect(t.ok(await t.as(seller, 'POST', '/api/cashier/orders', body(9000)), 201).total).toBe(1000);
    expect(t.ok(await sell('admin', body(5000)), 201).total).toBe(5000);
    const all = saleOf(event.eventId, event.lotIds[0], 2, [], { discount: 10000 });
    expect(t.ok(await t.as(seller, 'POST', '/api/cashier/orders', all), 201).total).toBe(0);
    expect(t.issues(await t.as(seller, 'POST', '/api/cashier/orders', { ...all, discount: 10001 }))).toEqual({ discount: 'O desconto não pode passar do valor da venda (no máximo R$ 100,00).' });
  });
});

describe('coupons', () => {
  const coupon = async (code: string, fields: Json) => {
    const res = await t.api('admin', 'POST', `/api/events/${event.eventId}/coupons`, { code, type: '@PERCENT', value: 1000, quantity: 5, ...fields });
    return t.ok(res, 201);
  };
  const withCoupon = (code: string, quantity: number, paid: number, extra: Json = {}) => saleOf(event.eventId, event.lotIds[0], quantity, cash(paid), { couponCode: code, ...extra });

  it('applies its value, spends one use, and the discount is counted after it', async () => {
    await coupon('BILHETERIA10', { quantity: 2 });
    expect(t.ok(await t.api('cashier', 'GET', `/api/cashier/events/${event.eventId}/coupon?code=bilheteria10`))).toEqual({ code: 'BILHETERIA10', type: '@PERCENT', value: 1000, left: 2 });
    const order = t.ok(await sell('cashier', withCoupon(' bilheteria10 ', 2, 9000)), 201);
    expect(order).toMatchObject({ couponCode: 'BILHETERIA10', couponDiscount: 1000, total: 9000 });
    // 20% of the R$ 90,00 left after the coupon: R$ 18,00.
    expect(t.issues(await sell('cashier', withCoupon('BILHETERIA10', 2, 7100, { discount: 1900 })))).toEqual({ discount: 'O desconto passa do limite de 20,00% da empresa (no máximo R$ 18,00).' });
    t.ok(await sell('cashier', withCoupon('BILHETERIA10', 2, 7200, { discount: 1800 })), 201);
    const used = await sell('cashier', withCoupon('BILHETERIA10', 2, 9000));
    expect(used.statusCode).toBe(409);
    expect(used.json()).toMatchObject({ code: '@COUPON_USED_UP', issues: [{ field: 'couponCode', message: 'Este cupom já foi usado o máximo de vezes.' }] });
    const fixed = await coupon('MENOS70', { type: '@FIXED', value: 7000 });
    expect(t.ok(await sell('cashier', withCoupon(String(fixed.code), 1, 0, { payments: [] })), 201)).toMatchObject({ couponDiscount: 5000, total: 0 });
  });

  it('works only inside its window and for its event', async () => {
    const day = 24 * 60 * 60 * 1000;
    await coupon('FUTURO', { startAt: new Date(Date.now() + day).toISOString() });
    await coupon('PASSADO', { startAt: new Date(Date.now() - 3 * day).toISOString(), endAt: new Date(Date.now() - day).toISOString() });
    expect(t.issues(await sell('cashier', withCoupon('FUTURO', 1, 4500)))).toEqual({ couponCode: 'Este cupom ainda não está valendo.' });
    expect(t.issues(await sell('cashier', withCoupon('PASSADO', 1, 4500)))).toEqual({ couponCode: 'Este cupom está fora do prazo de validade.' });
    expect(t.issues(await sell('cashier', withCoupon('FORRO10', 1, 4500)))).toEqual({ couponCode: 'Cupom não encontrado para este evento.' });
  });

  it('gives its last use to one of two sales at the same instant', async () => {
    await coupon('ULTIMO', { quantity: 1 });
    const [a, b] = await Promise.all([sell('cashier', withCoupon('ULTIMO', 1, 4500)), sell('admin', withCoupon('ULTIMO', 1, 4500))]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([201, 409]);
    expect(await rows(`SELECT quantity FROM coupons WHERE event_id = $1 AND code = 'ULTIMO'`, [event.eventId])).toEqual([{ quantity: 0 }]);
  });
});

describe('card BINs', () => {
  it('sells a restricted ticket only to its cards: the first six digits asked for, other cards and cash refused', async () => {
    const bin = t.ok(await t.api('admin', 'POST', `/api/events/${event.eventId}/card-bin`, { bin: '123456', cardName: 'Banco Parceiro' }), 201);
    const ticket = await t.ticket(event.eventId, event.sectorId, { title: 'Pré-venda do banco' });
    const lot = await t.lot(event.eventId, event.sectorId, String(ticket.id), { price: 8000, quantity: 10 });
    await t.ctx.db.query('UPDATE lots SET is_active = true WHERE id = $1', [lot.id]);
    t.ok(await t.api('admin', 'PUT', `/api/events/${event.eventId}/card-bin/tickets/${ticket.id}`, { binIds: [bin.id] }));
    const body = (payments: Json[]) => saleOf(event.eventId, String(lot.id), 1, payments);
    expect(t.issues(await sell('cashier', body([{ method: '@CREDIT_CARD', amount: 8000 }])))).toEqual({ 'payments.0.cardBin': 'Informe os 6 primeiros dígitos do cartão.' });
    expect(t.issues(await sell('cashier', body([{ method: '@CREDIT_CARD', amount: 8000, cardBin: '654321' }])))).toEqual({
      'payments.0.cardBin': 'Este cartão não é aceito para Pré-venda do banco.',
    });
    expect(t.issues(await sell('cashier', body([{ method: '@CREDIT_CARD', amount: 8000, cardBin: '12345' }])))).toEqual({ 'payments.0.cardBin': 'O BIN tem 6 dígitos.' });
    expect(t.issues(await sell('cashier', body(cash(8000))))).toEqual({ 'payments.0.method': 'Pré-venda do banco só pode ser pago com os cartões parceiros.' });
    const order = t.ok(await sell('cashier', body([{ method: '@DEBIT_CARD', amount: 8000, cardBin: '123456' }])), 201);
    expect(order.payments[0]).toMatchObject({ method: '@DEBIT_CARD', cardBin: '123456' });
  });
});

describe('places', () => {
  it('two cashiers selling the last place at once: one gets it, the other a clear 409', async () => {
    const last = await t.onSale([{ title: 'Último', price: 5000, quantity: 1 }], {}, 'Último lugar');
    const body = saleOf(last.eventId, last.lotIds[0], 1, cash(5000));
    const answers = await Promise.all([sell('cashier', body), sell('admin', body), sell('producer', body)]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([201, 409, 409]);
    for (const refused of answers.filter((a) => a.statusCode === 409)) {
      expect(refused.json()).toMatchObject({ code: '@LOT_SOLD_OUT', message: 'O lote está esgotado.', issues: [{ field: 'items.0.quantity', message: 'O lote está esgotado.' }] });
    }
    expect(await rows(`SELECT count(*)::int AS n FROM user_tickets WHERE lot_id = $1`, [last.lotIds[0]])).toEqual([{ n: 1 }]);
  });

  it('never sells more than the lot holds, whatever arrives at once', async () => {
    const lot = await t.onSale([{ title: 'Cinco', price: 1000, quantity: 5 }], {}, 'Cinco lugares');
    const body = saleOf(lot.eventId, lot.lotIds[0], 1, cash(1000));
    const answers = await Promise.all(Array.from({ length: 12 }, (_, i) => sell((['cashier', 'admin', 'producer'] as const)[i % 3], body)));
    expect(answers.filter((a) => a.statusCode === 201)).toHaveLength(5);
    expect(answers.filter((a) => a.statusCode === 409)).toHaveLength(7);
    expect(await rows(`SELECT count(*)::int AS n FROM user_tickets WHERE lot_id = $1`, [lot.lotIds[0]])).toEqual([{ n: 5 }]);
  });

  it('says how many are left, and refuses lots not on sale, hidden from the cashier or of another event', async () => {
    const few = await t.onSale([{ title: 'Poucos', price: 1000, quantity: 3 }], {}, 'Poucos lugares');
    const res = await sell('cashier', saleOf(few.eventId, few.lotIds[0], 4, cash(4000)));
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe('O lote não tem ingressos suficientes: restam 3.');
    const later = await t.lot(few.eventId, few.sectorId, few.ticketId, { title: 'Depois', price: 1000, quantity: 3, startAt: new Date(Date.now() + 86400000).toISOString() });
    const notYet = await sell('cashier', saleOf(few.eventId, String(later.id), 1, cash(1000)));
    expect(notYet.json()).toMatchObject({ code: '@LOT_NOT_ON_SALE', issues: [{ field: 'items.0.lotId', message: 'Este lote não está à venda agora.' }] });
    await t.api('admin', 'PATCH', `/api/events/${few.eventId}/${few.sectorId}/${few.ticketId}/lots/${few.lotIds[0]}/cashier`, { showInCashier: false });
    expect(t.issues(await sell('cashier', saleOf(few.eventId, few.lotIds[0], 1, cash(1000))))).toEqual({ 'items.0.lotId': 'Este lote não é vendido no caixa deste evento.' });
    expect(t.issues(await sell('cashier', saleOf(event.eventId, String(later.id), 1, cash(1000))))).toEqual({ 'items.0.lotId': 'Este lote não é vendido no caixa deste evento.' });
  });

  it('sells a published event only', async () => {
    const draft = await t.event('Ainda rascunho');
    expect(t.issues(await sell('cashier', saleOf(draft, event.lotIds[0], 1, cash(5000))))).toEqual({ eventId: 'Este evento não está à venda no caixa.' });
    expect(t.issues(await sell('cashier', { items: [], payments: [] }))).toEqual({ eventId: 'Escolha o evento.', items: 'Escolha ao menos um ingresso.' });
  });
});
