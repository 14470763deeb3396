/** Payment accounts: secrets answered masked and never overwritten by the masked value; permissions. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openStored } from '../../server/secrets/seal';
import { bearerOf, loginAll, setup, type Json, type TestContext, type UserKey } from './helper';

let ctx: TestContext;
let tokens: Record<UserKey, string>;

const api = (who: UserKey, method: 'GET' | 'POST' | 'PATCH', url: string, payload?: unknown) =>
  ctx.app.inject({ method, url, headers: bearerOf(tokens[who]), ...(payload !== undefined ? { payload: payload as object } : {}) });

/** The stored secrets, opened with the test's key (they are sealed at rest: tests/api/secretsAtRest.test.ts). */
const stored = async (id: string): Promise<Json> => {
  const row = (await ctx.db.query<Json>('SELECT production_api_secret, sandbox_api_secret FROM payment_accounts WHERE id = $1', [id])).rows[0];
  const open = (column: string) => (row[column] === null ? null : openStored(ctx.keyring, row[column], `payment_accounts.${column}`));
  return { production_api_secret: open('production_api_secret'), sandbox_api_secret: open('sandbox_api_secret') };
};

beforeAll(async () => {
  ctx = await setup();
  tokens = await loginAll(ctx.app);
});
afterAll(async () => ctx?.close());

describe('payment accounts', () => {
  it('seeded an active MercadoPago and an inactive PagSeguro in Bilheteria Demo, secrets masked', async () => {
    const { data } = (await api('admin', 'GET', '/api/payment-accounts?limit=9999')).json();
    expect(data.map((a: Json) => [a.paymentMethod.slug, a.isActive])).toEqual([
      ['@MERCADOPAGO', true],
      ['@PAGSEGURO', false],
    ]);
    for (const a of data) {
      const raw = await stored(a.id);
      expect(a.productionApiSecret).toBe('••••' + raw.production_api_secret.slice(-4));
      expect(a.sandboxApiSecret).toBe('••••' + raw.sandbox_api_secret.slice(-4));
      expect(raw.sandbox_api_secret.length).toBeGreaterThan(20);
      expect(a.sandboxApiPublic).not.toMatch(/^••••/); // public keys are not secrets
    }
    const one = (await api('admin', 'GET', `/api/payment-accounts/${data[0].id}`)).json();
    expect(one.sandboxApiSecret).toMatch(/^••••.{4}$/);
  });

  it('sending the masked value back keeps the secret; a new value replaces it', async () => {
    const created = await api('admin', 'POST', '/api/payment-accounts', {
      name: 'Conta Nova',
      paymentMethod: { slug: '@MERCADOPAGO' },
      productionApiSecret: 'APP_USR-segredo-de-producao-1234',
      sandboxApiSecret: 'short',
    });
    expect(created.statusCode, created.body).toBe(201);
    const account = created.json();
    expect(account).toMatchObject({ productionApiSecret: '••••1234', sandboxApiSecret: '••••', productionEmail: null, isActive: true });

    // A form round-trips the whole record, masks included.
    const round = await api('admin', 'PATCH', `/api/payment-accounts/${account.id}`, { ...account, name: 'Conta Renomeada' });
    expect(round.statusCode, round.body).toBe(200);
    expect(round.json()).toMatchObject({ name: 'Conta Renomeada', productionApiSecret: '••••1234' });
    expect(await stored(account.id)).toEqual({ production_api_secret: 'APP_USR-segredo-de-producao-1234', sandbox_api_secret: 'short' });

    const replaced = await api('admin', 'PATCH', `/api/payment-accounts/${account.id}`, { productionApiSecret: 'APP_USR-outro-segredo-9876' });
    expect(replaced.json().productionApiSecret).toBe('••••9876');
    expect((await stored(account.id)).production_api_secret).toBe('APP_USR-outro-segredo-9876');

    const cleared = await api('admin', 'PATCH', `/api/payment-accounts/${account.id}`, { sandboxApiSecret: null });
    expect(cleared.json().sandboxApiSecret).toBeNull();

    // A masked value on create stores nothing.
    const masked = (await api('admin', 'POST', '/api/payment-accounts', { name: 'Copiada', paymentMethod: { slug: '@PAGSEGURO' }, productionApiSecret: '••••1234' })).json();
    expect(masked.productionApiSecret).toBeNull();
  });

  it('bad input is 400 per field', async () => {
    const res = await api('admin', 'POST', '/api/payment-accounts', { paymentMethod: { slug: '@PAYPAL' }, sandboxEmail: 'não-é-email' });
    expect(res.statusCode).toBe(400);
    expect(res.json().issues).toEqual(
      expect.arrayContaining([
        { field: 'name', message: 'Este campo é obrigatório' },
        { field: 'paymentMethod.slug', message: 'Opção inválida' },
        { field: 'sandboxEmail', message: 'E-mail inválido' },
      ]),
    );
  });

  it('event staff read them for the selector; only @ALL writes; another business sees its own', async () => {
    const statuses: Record<string, number[]> = {};
    const id = (await api('admin', 'GET', '/api/payment-accounts?limit=1')).json().data[0].id;
    for (const who of ['admin', 'producer', 'cashier', 'events', 'other'] as const) {
      statuses[who] = [
        (await api(who, 'GET', '/api/payment-accounts?limit=9999')).statusCode,
        (await api(who, 'GET', `/api/payment-accounts/${id}`)).statusCode,
        (await api(who, 'POST', '/api/payment-accounts', { name: 'X', paymentMethod: { slug: '@MERCADOPAGO' } })).statusCode,
        (await api(who, 'PATCH', `/api/payment-accounts/${id}`, { name: 'Y' })).statusCode,
      ];
    }
    expect(statuses).toEqual({
      admin: [200, 200, 201, 200],
      producer: [200, 200, 403, 403],
      cashier: [403, 403, 403, 403],
      events: [200, 200, 403, 403],
      other: [200, 404, 201, 404],
    });
    const names = (await api('other', 'GET', '/api/payment-accounts?limit=9999')).json().data.map((a: Json) => a.name);
    expect(names).toEqual(['MercadoPago Outra Produtora', 'X']);
  });
});
