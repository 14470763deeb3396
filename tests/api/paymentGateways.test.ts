/**
 * The payment gateways screen's routes (issue 14; spec 2 sections 3, 5, 7): the gateways list and
 * "Testar conexão" against stub gateways on loopback: working credentials, refused ones, a
 * gateway that cannot be reached or does not answer in time; the stored (sealed) token is used when
 * none is typed, and only @ALL may test.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearerOf, loginAll, setup, type Json, type TestContext, type UserKey } from './helper';
import { stubGateway, type StubGateway } from './ordersHelper';

let ctx: TestContext;
let tokens: Record<UserKey, string>;
let mp: StubGateway;
let pb: StubGateway;

beforeAll(async () => {
  mp = await stubGateway({ status: 200, body: { id: 123, nickname: 'LOJA' } });
  pb = await stubGateway({ status: 200, body: { public_key: 'MIIB', created_at: 1 } });
  ctx = await setup({ gateways: { mercadopagoUrl: mp.url, pagseguroUrl: pb.url, checkTimeoutMs: 400 } });
  tokens = await loginAll(ctx.app);
});
afterAll(async () => {
  await ctx?.close();
  await mp?.close();
  await pb?.close();
});

const as = (who: UserKey) => bearerOf(tokens[who]);
const test = (payload: Json, who: UserKey = 'admin') => ctx.app.inject({ method: 'POST', url: '/api/payment-accounts/test-connection', headers: as(who), payload });

describe('gateways', () => {
  it('lists MercadoPago and PagSeguro', async () => {
    const res = await ctx.app.inject({ url: '/api/payment-accounts/list/gateways', headers: as('admin') });
    expect(res.json().data).toEqual([
      { id: '@MERCADOPAGO', slug: '@MERCADOPAGO', name: 'MercadoPago' },
      { id: '@PAGSEGURO', slug: '@PAGSEGURO', name: 'PagSeguro' },
    ]);
  });
});

describe('Testar conexão', () => {
  it('accepts working credentials, calling the account read of each gateway with the bearer token', async () => {
    const ok = await test({ gateway: '@MERCADOPAGO', productionApiSecret: 'APP_USR-certo' });
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toEqual({ ok: true, message: 'Conexão com o MercadoPago funcionando: as credenciais foram aceitas.' });
    expect(mp.received.at(-1)).toMatchObject({ method: 'GET', path: '/users/me', headers: { authorization: 'Bearer APP_USR-certo' } });
    const pag = await test({ gateway: '@PAGSEGURO', productionApiSecret: 'token-pagbank' });
    expect(pag.json().message).toBe('Conexão com o PagSeguro funcionando: as credenciais foram aceitas.');
    expect(pb.received.at(-1)).toMatchObject({ method: 'GET', path: '/public-keys/card', headers: { authorization: 'Bearer token-pagbank' } });
  });

  it('uses the stored secret of the account when none is typed (the masked value counts as none)', async () => {
    const account = (await ctx.app.inject({
      method: 'POST', url: '/api/payment-accounts', headers: as('admin'),
      payload: { name: 'MP guardada', paymentMethod: { slug: '@MERCADOPAGO' }, productionApiSecret: 'APP_USR-guardado-999', productionApiPublic: 'pub', isActive: true },
    })).json();
    const res = await test({ gateway: '@MERCADOPAGO', id: account.id, productionApiSecret: account.productionApiSecret });
    expect(res.statusCode).toBe(200);
    expect(mp.received.at(-1)!.headers.authorization).toBe('Bearer APP_USR-guardado-999');
  });

  it('says the credentials are invalid when the gateway refuses them', async () => {
    mp.answer(401, { message: 'invalid access token' });
    const res = await test({ gateway: '@MERCADOPAGO', productionApiSecret: 'APP_USR-errado' });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({
      code: '@GATEWAY_CREDENTIALS',
      message: 'Credenciais inválidas: o MercadoPago recusou a Api Secret. Confira a chave de produção.',
      issues: [{ field: 'productionApiSecret' }],
    });
  });

  it('says when the gateway does not answer in time, or cannot be reached', async () => {
    pb.answer(200, {}, { delayMs: 1500 });
    const slow = await test({ gateway: '@PAGSEGURO', productionApiSecret: 'token' });
    expect(slow.statusCode).toBe(422);
    expect(slow.json().code).toBe('@GATEWAY_TIMEOUT');
    expect(slow.json().message).toBe('O PagSeguro não respondeu a tempo. Tente de novo em alguns minutos.');
    const down = await setup({ gateways: { mercadopagoUrl: 'http://127.0.0.1:9', pagseguroUrl: 'http://127.0.0.1:9' } });
    try {
      const admin = (await loginAll(down.app)).admin;
      const res = await down.app.inject({ method: 'POST', url: '/api/payment-accounts/test-connection', headers: bearerOf(admin), payload: { gateway: '@MERCADOPAGO', productionApiSecret: 'x' } });
      expect(res.statusCode).toBe(422);
      expect(res.json()).toMatchObject({ code: '@GATEWAY_UNREACHABLE', message: 'Não foi possível falar com o MercadoPago. Tente de novo em alguns minutos.' });
    } finally {
      await down.close();
    }
  });

  it('asks for the secret when there is none, and is for @ALL only', async () => {
    const none = await test({ gateway: '@MERCADOPAGO' });
    expect(none.statusCode).toBe(400);
    expect(none.json().issues).toEqual([{ field: 'productionApiSecret', message: 'Api Secret é obrigatório' }]);
    expect((await test({ gateway: '@MERCADOPAGO', productionApiSecret: 'x' }, 'events')).statusCode).toBe(403);
  });
});
