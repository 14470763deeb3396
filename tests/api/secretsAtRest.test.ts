/**
 * Issue 10 item 2: secrets are sealed at rest (AES-256-GCM, key id beside each value), clear
 * values of an older database are sealed by the 008 data migration, keys rotate, and a key the
 * server lacks stops it instead of answering garbage. The API still answers '••••' + last 4.
 */
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RESOURCES } from '../../src/shared/resources/registry';
import { SEAL_SECRETS_VERSION, sealSecrets } from '../../server/db/sealSecrets';
import { useSecretsKeyring } from '../../server/secrets/active';
import { keyringOf, SecretsKeyError, type Keyring } from '../../server/secrets/keyring';
import { openStored, parseSealed } from '../../server/secrets/seal';
import { bearerOf, loginAll, setup, type Json, type TestContext, type UserKey } from './helper';

let ctx: TestContext;
let tokens: Record<UserKey, string>;

const api = (method: 'GET' | 'POST' | 'PATCH', url: string, payload?: object) =>
  ctx.app.inject({ method, url, headers: bearerOf(tokens.admin), ...(payload ? { payload } : {}) });

const COLUMNS = ['production_api_secret', 'sandbox_api_secret'] as const;
type Column = (typeof COLUMNS)[number];

const raw = async (id: string): Promise<Record<Column, string | null> & { updated_at: Date }> =>
  (await ctx.db.query<Json>('SELECT production_api_secret, sandbox_api_secret, updated_at FROM payment_accounts WHERE id = $1', [id])).rows[0] as never;
const allStored = async () =>
  (await ctx.db.query<Record<Column, string | null>>('SELECT production_api_secret, sandbox_api_secret FROM payment_accounts')).rows.flatMap((r) =>
    COLUMNS.map((c) => r[c]).filter((v): v is string => v !== null),
  );
const opened = (ring: Keyring, value: string | null, column: Column = 'production_api_secret') =>
  value === null ? null : openStored(ring, value, `payment_accounts.${column}`);
const keyIdOfValue = (value: string | null) => (value ? parseSealed(value)?.keyId : undefined);

const newAccount = async (productionApiSecret: string) => {
  const res = await api('POST', '/api/payment-accounts', { name: 'Conta cifrada', paymentMethod: { slug: '@MERCADOPAGO' }, productionApiSecret });
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as Json;
};

beforeAll(async () => {
  ctx = await setup();
  tokens = await loginAll(ctx.app);
});
afterAll(async () => ctx?.close());

describe('secrets at rest', () => {
  it('are stored sealed under the current key, open back to what was sent, and answer the right last 4', async () => {
    const secret = 'APP_USR-7766554433221100-segredo-WXYZ';
    const account = await newAccount(secret);
    expect(account.productionApiSecret).toBe('••••WXYZ');
    const stored = (await raw(account.id)).production_api_secret!;
    expect(stored).not.toContain('segredo');
    expect(stored).toMatch(new RegExp(`^v1:${ctx.keyring.current.id}:`));
    expect(opened(ctx.keyring, stored)).toBe(secret);
    // The same secret twice is two different stored values (a fresh IV each time).
    expect((await raw((await newAccount(secret)).id)).production_api_secret).not.toBe(stored);
    const listed = (await api('GET', '/api/payment-accounts?limit=9999')).json().data.find((a: Json) => a.id === account.id);
    expect(listed.productionApiSecret).toBe('••••WXYZ');
  });

  it('the seed wrote no secret in clear', async () => {
    const values = await allStored();
    expect(values.length).toBeGreaterThan(4);
    for (const v of values) expect(keyIdOfValue(v)).toBe(ctx.keyring.current.id);
    expect(values.join(' ')).not.toMatch(/APP_USR|TEST-|SANDBOX/);
  });

  it('a sealed value moved to another column does not open', async () => {
    const account = await newAccount('segredo-de-producao-1234');
    const stored = (await raw(account.id)).production_api_secret;
    expect(() => opened(ctx.keyring, stored, 'sandbox_api_secret')).toThrow(SecretsKeyError);
  });
});

describe('the 008 data migration', () => {
  it('seals values stored in clear before it, once, without touching updated_at', async () => {
    const account = await newAccount('provisorio-0000');
    // A database from before 008: the value in clear, the migration not recorded.
    await ctx.db.query("UPDATE payment_accounts SET production_api_secret = 'APP_USR-legado-em-claro-ABCD', sandbox_api_secret = 'curto' WHERE id = $1", [account.id]);
    await ctx.db.query('DELETE FROM schema_migrations WHERE version = $1', [SEAL_SECRETS_VERSION]);
    const before = await raw(account.id);

    expect(await sealSecrets(ctx.db, RESOURCES, ctx.keyring)).toBe(2);
    const after = await raw(account.id);
    expect(after.production_api_secret).not.toContain('legado');
    expect(keyIdOfValue(after.production_api_secret)).toBe(ctx.keyring.current.id);
    expect(opened(ctx.keyring, after.production_api_secret)).toBe('APP_USR-legado-em-claro-ABCD');
    expect(opened(ctx.keyring, after.sandbox_api_secret, 'sandbox_api_secret')).toBe('curto');
    expect(after.updated_at.getTime()).toBe(before.updated_at.getTime());
    expect((await ctx.db.query('SELECT 1 FROM schema_migrations WHERE version = $1', [SEAL_SECRETS_VERSION])).rows).toHaveLength(1);
    expect((await api('GET', `/api/payment-accounts/${account.id}`)).json()).toMatchObject({ productionApiSecret: '••••ABCD', sandboxApiSecret: '••••' });

    // Again: nothing left to seal, nothing rewritten.
    expect(await sealSecrets(ctx.db, RESOURCES, ctx.keyring)).toBe(0);
    expect((await raw(account.id)).production_api_secret).toBe(after.production_api_secret);
  });
});

describe('rotation and wrong keys', () => {
  it('a key the server lacks stops the start with a clear message, and nothing is written', async () => {
    const before = await allStored();
    const wrong = keyringOf([randomBytes(32)]);
    const failed = await sealSecrets(ctx.db, RESOURCES, wrong).catch((err: unknown) => err);
    expect(failed).toBeInstanceOf(SecretsKeyError);
    expect((failed as Error).message).toContain(ctx.keyring.current.id);
    expect((failed as Error).message).toContain('SECRETS_KEY');
    expect(await allStored()).toEqual(before);
  });

  it('a running server never answers garbage for a value it cannot open', async () => {
    useSecretsKeyring(keyringOf([randomBytes(32)]));
    try {
      const res = await api('GET', '/api/payment-accounts?limit=9999');
      expect(res.statusCode).toBe(500);
      expect(res.json()).toMatchObject({ code: '@INTERNAL', message: 'Erro interno do servidor. Tente novamente em instantes.' });
    } finally {
      useSecretsKeyring(ctx.keyring);
    }
  });

  it('with SECRETS_KEY=new,old old values open, new writes and the next start use the new key', async () => {
    const old = ctx.keyring;
    const account = await newAccount('APP_USR-antes-da-rotacao-OLD1');
    const rotated = keyringOf([randomBytes(32), old.current.key]);
    useSecretsKeyring(rotated);
    try {
      // Still sealed under the old key, and readable.
      expect(keyIdOfValue((await raw(account.id)).production_api_secret)).toBe(old.current.id);
      expect((await api('GET', `/api/payment-accounts/${account.id}`)).json().productionApiSecret).toBe('••••OLD1');

      const other = await newAccount('APP_USR-depois-da-rotacao-NEW2');
      expect(keyIdOfValue((await raw(other.id)).production_api_secret)).toBe(rotated.current.id);

      // The next start re-seals everything under the new key; then the old key can go.
      expect(await sealSecrets(ctx.db, RESOURCES, rotated)).toBeGreaterThan(0);
      for (const v of await allStored()) expect(keyIdOfValue(v)).toBe(rotated.current.id);
      const onlyNew = keyringOf([rotated.current.key]);
      useSecretsKeyring(onlyNew);
      expect(await sealSecrets(ctx.db, RESOURCES, onlyNew)).toBe(0);
      expect((await api('GET', `/api/payment-accounts/${account.id}`)).json().productionApiSecret).toBe('••••OLD1');
      expect(opened(onlyNew, (await raw(account.id)).production_api_secret)).toBe('APP_USR-antes-da-rotacao-OLD1');
      // And the old key alone no longer opens them.
      await expect(sealSecrets(ctx.db, RESOURCES, old)).rejects.toBeInstanceOf(SecretsKeyError);
    } finally {
      useSecretsKeyring(ctx.keyring);
    }
  });
});
