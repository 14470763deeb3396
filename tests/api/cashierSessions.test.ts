/**
 * The box office's sessions and access (docs/cashier.md): who may open, sell and close, a session
 * belongs to its seller (the manager reads and closes any), business isolation, the blind report,
 * the close arithmetic (change fund + cash taken − change − cash refunds) and the discount limit setting.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cashierTest, saleOf, type CashierTest, type Json } from './cashierHelper';

let t: CashierTest;
let demoSession: string;
let sellOnly: string;
let discountOnly: string;

beforeAll(async () => {
  t = await cashierTest();
  demoSession = t.ok(await t.api('cashier', 'GET', '/api/cashier/sessions/current')).id;
  sellOnly = await t.seller('vendedor@demo.com.br', ['@CAN.SELL']);
  discountOnly = await t.seller('desconto@demo.com.br', ['@CAN.APPLY.DISCOUNT.ON.SELL']);
});
afterAll(async () => t?.close());

const COUNTED = { '@CASH': 0, '@CREDIT_CARD': 0, '@DEBIT_CARD': 0, '@PIX': 0 };

describe('who may use the box office', () => {
  it('sells with @CAN.SELL, a discount code, @PRODUCER or @ALL (the codes that show the menu entry); not with event codes; not without a token', async () => {
    const status = async (token: string) => (await t.as(token, 'GET', '/api/cashier/events')).statusCode;
    expect(await status(t.tokens.cashier)).toBe(200);
    expect(await status(t.tokens.producer)).toBe(200);
    expect(await status(t.tokens.admin)).toBe(200);
    expect(await status(sellOnly)).toBe(200);
    expect(await status(t.tokens.events)).toBe(403);
    expect(await status(discountOnly)).toBe(200);
    expect((await t.ctx.app.inject({ url: '/api/cashier/events' })).statusCode).toBe(401);
    const refused = await t.as(t.tokens.events, 'POST', '/api/cashier/sessions', { openingFloat: 0 });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ code: '@FORBIDDEN', message: 'Você não tem permissão para realizar esta ação.' });
  });

  it('lists only what is on sale: published events not over with lots shown in the cashier', async () => {
    const events = t.ok(await t.api('cashier', 'GET', '/api/cashier/events')) as Json[];
    const titles = events.map((e) => e.title);
    expect(titles).toContain('Festival de Forró de Caruaru');
    expect(titles).not.toContain('Réveillon na Orla'); // already happened
    const draft = await t.event('Rascunho da bilheteria');
    expect(titles).not.toContain('Rascunho da bilheteria');
    expect(draft).toBeTruthy();
    const caruaru = events.find((e) => e.title === 'Festival de Forró de Caruaru')!;
    expect(caruaru.posFees).toEqual({ debit: 199, credit: 349, pix: 99, cash: 0 });
    expect(caruaru.sessions.length).toBeGreaterThan(0);
    const sectors = t.ok(await t.api('cashier', 'GET', `/api/cashier/events/${caruaru.id}/lots`)) as Json[];
    const tickets = sectors.flatMap((s) => s.tickets as Json[]);
    // 'Lista Amiga' and the guests lot are hidden from the cashier; the bank presale names its cards.
    expect(tickets.map((x) => x.title)).not.toContain('Lista Amiga');
    expect(tickets.find((x) => x.title === 'Cliente Parceiro')!.cardBins).toEqual(['Elo Nordeste Parceiro · 506722', 'Mastercard Black Parceiro · 535081']);
    const inteira = tickets.find((x) => x.title === 'Inteira')!;
    expect(inteira.lots.map((l: Json) => l.status)).toEqual(['@ENDED', '@SOLD_OUT', '@ON_SALE', '@WAITING']);
    expect(inteira.lots[1].left).toBe(0);
  });

  it("never shows another business's sessions, events or lots", async () => {
    const other = t.tokens.other;
    expect((await t.as(other, 'GET', `/api/cashier/sessions/${demoSession}`)).statusCode).toBe(404);
    expect((await t.as(other, 'POST', `/api/cashier/sessions/${demoSession}/close`, { counted: COUNTED })).statusCode).toBe(404);
    const caruaru = (t.ok(await t.api('cashier', 'GET', '/api/cashier/events')) as Json[]).find((e) => e.title === 'Festival de Forró de Caruaru')!;
    expect((await t.as(other, 'GET', `/api/cashier/events/${caruaru.id}/lots`)).statusCode).toBe(404);
    expect((await t.as(other, 'GET', `/api/cashier/events/${caruaru.id}/coupon?code=FORRO10`)).statusCode).toBe(404);
    const list = t.ok(await t.as(other, 'GET', '/api/cashier/sessions'));
    expect(list.data).toEqual([]);
    const theirs = (t.ok(await t.as(other, 'GET', '/api/cashier/events')) as Json[]).map((e) => e.id);
    expect(theirs).not.toContain(caruaru.id);
    // A lot of the demo sold from Outra Produtora's own open session: refused as not theirs.
    await t.open(other);
    const lot = (t.ok(await t.api('cashier', 'GET', `/api/cashier/events/${caruaru.id}/lots`)) as Json[])[0].tickets[0].lots[2];
    const sale = await t.as(other, 'POST', '/api/cashier/orders', saleOf(caruaru.id, lot.id, 1, [{ method: '@CASH', amount: lot.price }]));
    expect(t.issues(sale)).toEqual({ eventId: 'Evento não encontrado.' });
  });
});

describe('a session belongs to its seller', () => {
  it('opens once: a second open is 409, and a bad change fund is a field issue', async () => {
    expect(t.issues(await t.as(sellOnly, 'POST', '/api/cashier/sessions', { openingFloat: '100' }))).toEqual({ openingFloat: 'Digite um número válido' });
    expect(t.issues(await t.as(sellOnly, 'POST', '/api/cashier/sessions', { openingFloat: -1 }))).toEqual({ openingFloat: 'Valor abaixo do mínimo permitido' });
    const opened = await t.open(sellOnly, 5000);
    expect(opened).toMatchObject({ status: '@OPEN', openingFloat: 5000, orders: 0, closedAt: null });
    const again = await t.as(sellOnly, 'POST', '/api/cashier/sessions', { openingFloat: 0 });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ code: '@CASH_SESSION_OPEN', message: 'Você já tem um caixa aberto. Feche-o antes de abrir outro.' });
    expect(t.ok(await t.as(sellOnly, 'GET', '/api/cashier/sessions/current')).id).toBe(opened.id);
  });

  it('sells only in the caller’s own open session: without one, a clear 409', async () => {
    const { eventId, lotIds } = await t.onSale([{ price: 5000, quantity: 10 }]);
    const res = await t.api('producer', 'POST', '/api/cashier/orders', saleOf(eventId, lotIds[0], 1, [{ method: '@CASH', amount: 5000 }]));
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ code: '@NO_CASH_SESSION', message: 'Abra o caixa antes de vender: você não tem uma sessão de caixa aberta.' });
    expect(t.ok(await t.api('producer', 'GET', '/api/cashier/sessions/current'))).toBeNull();
  });

  it("hides a seller's session from other sellers; the manager (@ALL) reads it with its figures", async () => {
    expect((await t.api('producer', 'GET', `/api/cashier/sessions/${demoSession}`)).statusCode).toBe(404);
    expect((await t.api('producer', 'POST', `/api/cashier/sessions/${demoSession}/close`, { counted: COUNTED })).statusCode).toBe(404);
    const own = t.ok(await t.api('cashier', 'GET', `/api/cashier/sessions/${demoSession}`));
    // Blind while open: its seller counts without seeing what is expected.
    expect(own).toMatchObject({ blind: true, status: '@OPEN', user: { name: 'Márcia Gonçalves' } });
    expect(own.tenders.map((x: Json) => x.expected)).toEqual([null, null, null, null]);
    expect(own.totals).toMatchObject({ orders: 4, tickets: 5, total: null });
    const managed = t.ok(await t.api('admin', 'GET', `/api/cashier/sessions/${demoSession}`));
    expect(managed.blind).toBe(false);
    // The seed: R$ 200,00 of change fund, R$ 250,00 handed over for R$ 240,00, R$ 50,00 beside a debit.
    expect(managed.tenders.find((x: Json) => x.method === '@CASH')).toMatchObject({ sales: 29000, received: 30000, change: 1000, expected: 49000 });
    const history = t.ok(await t.api('admin', 'GET', '/api/cashier/sessions'));
    expect(history.data.map((s: Json) => s.id)).toContain(demoSession);
    expect(t.ok(await t.api('producer', 'GET', '/api/cashier/sessions')).data.map((s: Json) => s.id)).not.toContain(demoSession);
  });
});

describe('closing', () => {
  it('expects the change fund plus cash taken less change and cash refunds, and each other tender its sales', async () => {
    const seller = await t.seller('fechamento@demo.com.br', ['@CAN.SELL']);
    const session = await t.open(seller, 10000);
    const { eventId, lotIds } = await t.onSale([{ price: 5000, quantity: 50 }]);
    const sell = (quantity: number, payments: Json[]) => t.as(seller, 'POST', '/api/cashier/orders', saleOf(eventId, lotIds[0], quantity, payments));
    // R$ 100,00 of tickets paid with R$ 150,00: R$ 50,00 of change.
    const first = t.ok(await sell(2, [{ method: '@CASH', amount: 15000 }]), 201);
    expect(first).toMatchObject({ total: 10000, change: 5000, payments: [{ method: '@CASH', amount: 10000, received: 15000, change: 5000 }] });
    // R$ 100,00: R$ 70,00 on credit, R$ 50,00 handed over for the R$ 30,00 left.
    t.ok(await sell(2, [{ method: '@CREDIT_CARD', amount: 7000 }, { method: '@CASH', amount: 5000 }]), 201);
    t.ok(await sell(1, [{ method: '@PIX', amount: 5000 }]), 201);
    // R$ 50,00 given back in cash from this drawer (a refund written by the orders' refund flow).
    await t.ctx.db.query(
      `INSERT INTO order_refunds (business_id, order_id, type, amount, status, method, cash_session_id) VALUES ($1, $2, '@TICKETS_AND_FEES', 5000, '@DONE', '@CASH', $3)`,
      [await t.businessId(), first.id, session.id],
    );
    const counted = { '@CASH': 17500, '@CREDIT_CARD': 7000, '@DEBIT_CARD': 0, '@PIX': 5000 };
    const report = t.ok(await t.as(seller, 'POST', `/api/cashier/sessions/${session.id}/close`, { counted, note: 'Faltaram R$ 5,00' }));
    const by = Object.fromEntries(report.tenders.map((x: Json) => [x.method, x]));
    // 100,00 + 100,00 + 30,00 - 50,00 = 180,00 expected; 175,00 counted.
    expect(by['@CASH']).toMatchObject({ sales: 13000, received: 20000, change: 7000, refunds: 5000, expected: 18000, counted: 17500, difference: -500 });
    expect(by['@CREDIT_CARD']).toMatchObject({ expected: 7000, counted: 7000, difference: 0 });
    expect(by['@PIX']).toMatchObject({ expected: 5000, counted: 5000, difference: 0 });
    expect(report).toMatchObject({ status: '@CLOSED', blind: false, note: 'Faltaram R$ 5,00', closedBy: { name: 'Pessoa fechamento' }, totals: { orders: 3, tickets: 5, total: 25000 } });

    // Closed: no more sales in it, no second close; the seller still reads the report.
    const late = await sell(1, [{ method: '@PIX', amount: 5000 }]);
    expect(late.json().code).toBe('@NO_CASH_SESSION');
    const twice = await t.as(seller, 'POST', `/api/cashier/sessions/${session.id}/close`, { counted });
    expect(twice.json()).toMatchObject({ code: '@CASH_SESSION_CLOSED', message: 'Este caixa já foi fechado.' });
    expect(t.ok(await t.as(seller, 'GET', `/api/cashier/sessions/${session.id}`)).tenders[0].difference).toBe(-500);
    const history = t.ok(await t.as(seller, 'GET', '/api/cashier/sessions'));
    expect(history.data).toEqual([expect.objectContaining({ id: session.id, status: '@CLOSED', orders: 3, total: 25000, difference: -500 })]);
  });

  it('needs every tender counted, in cents', async () => {
    const seller = await t.seller('contagem@demo.com.br', ['@CAN.SELL']);
    const session = await t.open(seller);
    const res = await t.as(seller, 'POST', `/api/cashier/sessions/${session.id}/close`, { counted: { '@CASH': 100.5, '@PIX': '10' } });
    expect(t.issues(res)).toEqual({
      'counted.@CASH': 'Digite um número inteiro',
      'counted.@PIX': 'Digite um número válido',
      'counted.@CREDIT_CARD': 'Este campo é obrigatório',
      'counted.@DEBIT_CARD': 'Este campo é obrigatório',
    });
  });

  it('lets the manager close a drawer its seller left open', async () => {
    const seller = await t.seller('esquecido@demo.com.br', ['@CAN.SELL']);
    const session = await t.open(seller, 3000);
    const report = t.ok(await t.api('admin', 'POST', `/api/cashier/sessions/${session.id}/close`, { counted: { ...COUNTED, '@CASH': 3000 } }));
    expect(report).toMatchObject({ status: '@CLOSED', user: { name: 'Pessoa esquecido' }, closedBy: { name: 'Ana Beatriz Souza' } });
    expect(report.tenders[0]).toMatchObject({ expected: 3000, counted: 3000, difference: 0 });
    // The seller may open a new one.
    await t.open(seller);
  });
});

describe('the discount limit', () => {
  it('is 20% unless the manager sets another; sellers read it and may not change it', async () => {
    expect(t.ok(await t.api('cashier', 'GET', '/api/cashier/settings'))).toEqual({ discountLimit: 2000 });
    expect((await t.api('cashier', 'PATCH', '/api/cashier/settings', { discountLimit: 9000 })).statusCode).toBe(403);
    expect((await t.api('producer', 'PATCH', '/api/cashier/settings', { discountLimit: 9000 })).statusCode).toBe(403);
    expect(t.issues(await t.api('admin', 'PATCH', '/api/cashier/settings', { discountLimit: 10000 }))).toEqual({ discountLimit: 'O limite vai até 99,99%.' });
    expect(t.ok(await t.api('admin', 'PATCH', '/api/cashier/settings', { discountLimit: 1500 }))).toEqual({ discountLimit: 1500 });
    expect(t.ok(await t.api('cashier', 'GET', '/api/cashier/settings'))).toEqual({ discountLimit: 1500 });
    // Outra Produtora keeps its own.
    expect(t.ok(await t.api('other', 'GET', '/api/cashier/settings'))).toEqual({ discountLimit: 2000 });
    t.ok(await t.api('admin', 'PATCH', '/api/cashier/settings', { discountLimit: 2000 }));
  });
});
