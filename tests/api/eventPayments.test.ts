/** The event's payment settings: tax methods, service fee, payment methods and POS fees (spec 1 section 7). */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { io, type Socket } from 'socket.io-client';
import { bearerOf, loginAll, setup, type Json, type TestContext, type UserKey } from './helper';

let ctx: TestContext;
let tokens: Record<UserKey, string>;
const api = (who: UserKey, method: 'GET' | 'POST' | 'PATCH', url: string, payload?: unknown) =>
  ctx.app.inject({ method, url, headers: bearerOf(tokens[who]), ...(payload !== undefined ? { payload: payload as object } : {}) });

let published: Json;
let draftId: string;

beforeAll(async () => {
  ctx = await setup();
  tokens = await loginAll(ctx.app);
  published = (await api('admin', 'GET', '/api/events?status=@PUBLISHED&limit=1')).json().data[0];
  draftId = (await api('admin', 'POST', '/api/events', { title: 'Evento dos pagamentos' })).json().id;
});
afterAll(async () => ctx?.close());

describe('seed and defaults', () => {
  it("a published seed event: 10% passed on to the buyer, every method, 12 installments, the POS fees", async () => {
    expect(published).toMatchObject({
      taxMethod: '@CUSTOMER',
      serviceFee: 1000,
      acceptCreditCard: true,
      acceptPix: true,
      acceptBoleto: true,
      maxInstallments: 12,
      posFees: { debit: 199, credit: 349, pix: 99, cash: 0 },
    });
    const pos = await api('admin', 'GET', `/api/events/${published.id}/pos-fees`);
    expect(pos.statusCode).toBe(200);
    expect(pos.json()).toEqual({ debit: 199, credit: 349, pix: 99, cash: 0 });
  });

  it('a new draft starts with the fee on the buyer at 0%, every method, 1 installment, no POS fees', async () => {
    const res = await api('admin', 'GET', `/api/events/${draftId}`);
    expect(res.json()).toMatchObject({ taxMethod: '@CUSTOMER', serviceFee: 0, acceptCreditCard: true, maxInstallments: 1, posFees: { debit: 0, cash: 0 } });
  });
});

describe('GET /events/{id}/tax-methods', () => {
  it('lists both methods with pt-BR labels and the current one', async () => {
    const res = await api('admin', 'GET', `/api/events/${published.id}/tax-methods`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      current: '@CUSTOMER',
      serviceFee: 1000,
      methods: [
        { id: '@CUSTOMER', name: 'Repassar ao comprador', description: expect.any(String), current: true },
        { id: '@PRODUCER', name: 'Absorver a taxa', description: expect.any(String), current: false },
      ],
    });
  });
});

describe('PATCH /events/{id}/tax', () => {
  it('stores who pays and the percent in hundredths', async () => {
    const res = await api('admin', 'PATCH', `/api/events/${draftId}/tax`, { taxMethod: '@PRODUCER', serviceFee: 1234 });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ taxMethod: '@PRODUCER', serviceFee: 1234 });
    const methods = (await api('admin', 'GET', `/api/events/${draftId}/tax-methods`)).json();
    expect(methods.current).toBe('@PRODUCER');
    expect(methods.methods.map((m: Json) => m.current)).toEqual([false, true]);
    expect((await api('admin', 'GET', `/api/events/${draftId}`)).json()).toMatchObject({ taxMethod: '@PRODUCER', serviceFee: 1234 });
    // 99,99% is the maximum.
    expect((await api('admin', 'PATCH', `/api/events/${draftId}/tax`, { taxMethod: '@CUSTOMER', serviceFee: 9999 })).statusCode).toBe(200);
  });

  it('refuses over 99,99%, a negative or fractional percent, an unknown method, missing fields', async () => {
    const over = await api('admin', 'PATCH', `/api/events/${draftId}/tax`, { taxMethod: '@CUSTOMER', serviceFee: 10000 });
    expect(over.statusCode).toBe(400);
    expect(over.json()).toMatchObject({ code: '@VALIDATION', issues: [{ field: 'serviceFee', message: 'O percentual deve ser de no máximo 99,99%' }] });
    const negative = await api('admin', 'PATCH', `/api/events/${draftId}/tax`, { taxMethod: '@CUSTOMER', serviceFee: -1 });
    expect(negative.json().issues).toEqual([{ field: 'serviceFee', message: 'O percentual não pode ser negativo' }]);
    const fraction = await api('admin', 'PATCH', `/api/events/${draftId}/tax`, { taxMethod: '@CUSTOMER', serviceFee: 12.5 });
    expect(fraction.json().issues).toEqual([{ field: 'serviceFee', message: 'Digite um número inteiro' }]);
    const unknown = await api('admin', 'PATCH', `/api/events/${draftId}/tax`, { taxMethod: '@NOBODY', serviceFee: 100 });
    expect(unknown.json().issues).toEqual([{ field: 'taxMethod', message: 'Opção inválida' }]);
    const missing = await api('admin', 'PATCH', `/api/events/${draftId}/tax`, {});
    expect(missing.statusCode).toBe(400);
    expect(missing.json().issues.map((i: Json) => i.field).sort()).toEqual(['serviceFee', 'taxMethod']);
    // Nothing was written by the refused calls.
    expect((await api('admin', 'GET', `/api/events/${draftId}`)).json()).toMatchObject({ taxMethod: '@CUSTOMER', serviceFee: 9999 });
  });

  it('the generic PATCH /events/{id} cannot write the payment fields', async () => {
    await api('admin', 'PATCH', `/api/events/${draftId}`, { serviceFee: 1, maxInstallments: 99 });
    expect((await api('admin', 'GET', `/api/events/${draftId}`)).json()).toMatchObject({ serviceFee: 9999, maxInstallments: 1 });
  });
});

describe('PATCH /events/{id}/payment-methods', () => {
  it('stores the chosen methods and the installments', async () => {
    const res = await api('admin', 'PATCH', `/api/events/${draftId}/payment-methods`, { paymentMethods: ['@PIX', '@CREDIT_CARD', '@PIX'], maxInstallments: 6 });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ paymentMethods: ['@CREDIT_CARD', '@PIX'], maxInstallments: 6 });
    expect((await api('admin', 'GET', `/api/events/${draftId}`)).json()).toMatchObject({ acceptCreditCard: true, acceptPix: true, acceptBoleto: false, maxInstallments: 6 });
  });

  it('refuses no method, an unknown method and installments out of 1..12', async () => {
    const none = await api('admin', 'PATCH', `/api/events/${draftId}/payment-methods`, { paymentMethods: [], maxInstallments: 1 });
    expect(none.statusCode).toBe(400);
    expect(none.json().issues).toEqual([{ field: 'paymentMethods', message: 'Escolha pelo menos uma forma de pagamento' }]);
    const unknown = await api('admin', 'PATCH', `/api/events/${draftId}/payment-methods`, { paymentMethods: ['@CHEQUE'], maxInstallments: 1 });
    expect(unknown.json().issues).toEqual([{ field: 'paymentMethods', message: 'Opção inválida' }]);
    for (const maxInstallments of [0, 13]) {
      const res = await api('admin', 'PATCH', `/api/events/${draftId}/payment-methods`, { paymentMethods: ['@PIX'], maxInstallments });
      expect(res.statusCode).toBe(400);
      expect(res.json().issues).toEqual([{ field: 'maxInstallments', message: 'O parcelamento deve ser de 1 a 12 vezes' }]);
    }
    const both = await api('admin', 'PATCH', `/api/events/${draftId}/payment-methods`, { maxInstallments: 'muitas' });
    expect(both.json().issues.map((i: Json) => i.field).sort()).toEqual(['maxInstallments', 'paymentMethods']);
    expect((await api('admin', 'GET', `/api/events/${draftId}`)).json()).toMatchObject({ acceptBoleto: false, maxInstallments: 6 });
  });
});

describe('GET/PATCH /events/{id}/pos-fees', () => {
  it('stores each point-of-sale fee in hundredths', async () => {
    const res = await api('admin', 'PATCH', `/api/events/${draftId}/pos-fees`, { debit: 150, credit: 399, pix: 0, cash: 9999 });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ debit: 150, credit: 399, pix: 0, cash: 9999 });
    expect((await api('admin', 'GET', `/api/events/${draftId}/pos-fees`)).json()).toEqual({ debit: 150, credit: 399, pix: 0, cash: 9999 });
  });

  it('refuses a fee over 99,99% or missing, per type', async () => {
    const res = await api('admin', 'PATCH', `/api/events/${draftId}/pos-fees`, { debit: 10000, credit: 100, pix: null });
    expect(res.statusCode).toBe(400);
    expect(res.json().issues).toEqual([
      { field: 'debit', message: 'O percentual deve ser de no máximo 99,99%' },
      { field: 'pix', message: 'Este campo é obrigatório' },
      { field: 'cash', message: 'Este campo é obrigatório' },
    ]);
    expect((await api('admin', 'PATCH', `/api/events/${draftId}/pos-fees`, ['x'])).statusCode).toBe(400);
  });
});

describe('permissions', () => {
  const calls = (id: string): [string, string, unknown?][] => [
    ['GET', `/api/events/${id}/tax-methods`],
    ['PATCH', `/api/events/${id}/tax`, { taxMethod: '@CUSTOMER', serviceFee: 1000 }],
    ['PATCH', `/api/events/${id}/payment-methods`, { paymentMethods: ['@CREDIT_CARD', '@PIX', '@BOLETO'], maxInstallments: 12 }],
    ['GET', `/api/events/${id}/pos-fees`],
    ['PATCH', `/api/events/${id}/pos-fees`, { debit: 199, credit: 349, pix: 99, cash: 0 }],
  ];

  it.each(['admin', 'producer', 'events'] as const)('%s may read and write them', async (who) => {
    for (const [method, url, body] of calls(published.id)) {
      const res = await api(who, method as 'GET' | 'PATCH', url, body);
      expect(res.statusCode, `${method} ${url}: ${res.body}`).toBe(200);
    }
  });

  it('the cashier gets 403, another business 404 on Demo ids, nobody 401', async () => {
    for (const [method, url, body] of calls(published.id)) {
      expect((await api('cashier', method as 'GET' | 'PATCH', url, body)).statusCode).toBe(403);
      const other = await api('other', method as 'GET' | 'PATCH', url, body);
      expect(other.statusCode).toBe(404);
      expect(other.json().code).toBe('@NOT_FOUND');
      expect((await ctx.app.inject({ method: method as 'GET', url, payload: body as object })).statusCode).toBe(401);
    }
    // The refused writes changed nothing.
    expect((await api('admin', 'GET', `/api/events/${published.id}/pos-fees`)).json()).toEqual({ debit: 199, credit: 349, pix: 99, cash: 0 });
  });
});

describe('duplicate', () => {
  it('the copy keeps every payment setting', async () => {
    const copy = await api('admin', 'POST', `/api/events/${draftId}/duplicate`);
    expect(copy.statusCode).toBe(201);
    expect(copy.json()).toMatchObject({
      taxMethod: '@CUSTOMER',
      serviceFee: 9999,
      acceptCreditCard: true,
      acceptPix: true,
      acceptBoleto: false,
      maxInstallments: 6,
      posFees: { debit: 150, credit: 399, pix: 0, cash: 9999 },
    });
    expect((await api('admin', 'GET', `/api/events/${copy.json().id}/pos-fees`)).json()).toEqual({ debit: 150, credit: 399, pix: 0, cash: 9999 });
  });
});

describe('realtime', () => {
  it('each write emits the event change to its business', async () => {
    await ctx.app.listen({ port: 0, host: '127.0.0.1' });
    const addr = ctx.app.server.address();
    const base = `http://127.0.0.1:${typeof addr === 'object' && addr ? addr.port : 0}`;
    const socket: Socket = await new Promise((resolve, reject) => {
      const s = io(base, { path: '/socket.io', auth: { token: tokens.events }, transports: ['websocket'], reconnection: false });
      s.on('connect', () => resolve(s));
      s.on('connect_error', reject);
    });
    try {
      const changes: unknown[] = [];
      socket.on('change', (e) => changes.push(e));
      await api('admin', 'PATCH', `/api/events/${draftId}/tax`, { taxMethod: '@PRODUCER', serviceFee: 500 });
      await api('admin', 'PATCH', `/api/events/${draftId}/payment-methods`, { paymentMethods: ['@PIX'], maxInstallments: 1 });
      await api('admin', 'PATCH', `/api/events/${draftId}/pos-fees`, { debit: 1, credit: 2, pix: 3, cash: 4 });
      await expect.poll(() => changes.length).toBe(3);
      expect(changes).toEqual(Array(3).fill({ resource: 'events', id: draftId, action: 'updated' }));
    } finally {
      socket.disconnect();
    }
  });
});
