/** Bad input on every write: 400 with pt-BR per-field issues, never a 5xx; scoping 404s. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearerOf, login, setup, type TestContext } from './helper';
import { makeCnpj, makeCpf, prng } from '../../server/seedData';
import { producers } from '../../src/shared/resources/producers/definition';
import { createRecord } from '../../server/resources/records/write';

let ctx: TestContext;
let admin: string;
let producerId: string;
let otherProducerId: string;
const rand = prng(7);

const valid = () => ({
  corporateName: 'Produtora Válida',
  email: 'contato@valida.com.br',
  docCNPJ: makeCnpj(rand),
  phoneNumber: '(21) 98765-4321',
  representative: { profile: { fullName: 'Ana Maria Braga' } },
});

beforeAll(async () => {
  ctx = await setup();
  admin = (await login(ctx.app, 'admin@demo.com.br')).accessToken;
  producerId = (await ctx.app.inject({ url: '/api/producers?limit=1', headers: bearerOf(admin) })).json().data[0].id;
  const other = await ctx.db.query<{ id: string }>(`SELECT p.id FROM producers p JOIN businesses b ON b.id = p.business_id WHERE b.name = 'Outra Produtora' LIMIT 1`);
  otherProducerId = other.rows[0].id;
});
afterAll(async () => ctx?.close());

const write = (method: 'POST' | 'PATCH', payload: unknown, headers: Record<string, string> = {}) =>
  ctx.app.inject({
    method,
    url: method === 'POST' ? '/api/producers' : `/api/producers/${producerId}`,
    headers: { ...bearerOf(admin), ...headers },
    ...(typeof payload === 'string' ? { payload } : { payload: payload as object }),
  });

describe.each(['POST', 'PATCH'] as const)('%s /api/producers with bad input', (method) => {
  it('invalid documents, phone and e-mail give per-field pt-BR issues', async () => {
    const res = await write(method, {
      ...valid(),
      docCNPJ: '11.111.111/1111-11',
      email: 'not-an-email',
      phoneNumber: '123',
      representative: { profile: { fullName: 'Ana' }, docCPF: '123.456.789-00' },
    });
    expect(res.statusCode).toBe(400);
    const body = res.json();
    expect(body.code).toBe('@VALIDATION');
    expect(body.message).toBe('Verifique os campos destacados.');
    expect(body.issues).toEqual(
      expect.arrayContaining([
        { field: 'docCNPJ', message: 'CNPJ/CPF inválido' },
        { field: 'email', message: 'E-mail inválido' },
        { field: 'phoneNumber', message: 'Telefone inválido' },
        { field: 'representative.docCPF', message: 'CPF inválido' },
      ]),
    );
  });

  it('required fields emptied are reported', async () => {
    const res = await write(method, { ...valid(), corporateName: '', representative: { profile: { fullName: '   ' } } });
    expect(res.statusCode).toBe(400);
    expect(res.json().issues).toEqual(
      expect.arrayContaining([
        { field: 'corporateName', message: 'Este campo é obrigatório' },
        { field: 'representative.profile.fullName', message: 'Este campo é obrigatório' },
      ]),
    );
  });

  it('wrong types are 400, not 500', async () => {
    for (const payload of [
      { ...valid(), corporateName: { nested: true } },
      { ...valid(), representative: 'a string' },
      { ...valid(), corporateName: 'x'.repeat(500) },
      [1, 2, 3],
      'plain string',
      42,
      null,
    ]) {
      const res = await write(method, JSON.stringify(payload), { 'content-type': 'application/json' });
      expect(res.statusCode, `${JSON.stringify(payload).slice(0, 60)} -> ${res.body}`).toBe(400);
      expect(res.json().code).toMatch(/^@(VALIDATION|BAD_REQUEST)$/);
    }
  });

  it('malformed JSON is 400 @INVALID_JSON', async () => {
    const res = await write(method, '{"corporateName": "x",', { 'content-type': 'application/json' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: 'O corpo da requisição não é um JSON válido.', code: '@INVALID_JSON', issues: [] });
  });

  it('a body over 1 MiB is 400 @BODY_TOO_LARGE', async () => {
    const res = await write(method, JSON.stringify({ ...valid(), corporateName: 'x'.repeat(1024 * 1024 + 10) }), { 'content-type': 'application/json' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: '@BODY_TOO_LARGE', message: 'O corpo da requisição é grande demais.' });
  });

  it('a non-JSON content type is 400', async () => {
    for (const type of ['text/plain', 'application/x-www-form-urlencoded', 'multipart/form-data; boundary=x']) {
      const res = await write(method, 'corporateName=x', { 'content-type': type });
      expect(res.statusCode, type).toBe(400);
      expect(res.json().code).toBe('@UNSUPPORTED_MEDIA_TYPE');
    }
  });

  it('unknown fields are ignored, prototype keys are harmless', async () => {
    const res = await write(method, { ...valid(), docCNPJ: makeCpf(rand), nonsense: 1, __proto__: { polluted: true } });
    expect(res.statusCode).toBeLessThan(300);
    expect(res.json().nonsense).toBeUndefined();
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });
});

describe('list parameters', () => {
  it.each([
    ['page=0', 'page'],
    ['page=abc', 'page'],
    ['limit=101', 'limit'],
    ['limit=-1', 'limit'],
    ['orderBy=password_hash', 'orderBy'],
    ['orderBy=corporateName;drop table users', 'orderBy'],
    ['order=sideways', 'order'],
  ])('%s is 400 with an issue on %s', async (qs, field) => {
    const res = await ctx.app.inject({ url: `/api/producers?${qs}`, headers: bearerOf(admin) });
    expect(res.statusCode).toBe(400);
    expect(res.json().issues.map((i: { field: string }) => i.field)).toContain(field);
  });

  it('limit 9999 is allowed for pickers', async () => {
    const res = await ctx.app.inject({ url: '/api/producers?limit=9999', headers: bearerOf(admin) });
    expect(res.statusCode).toBe(200);
    expect(res.json().pagination.nextPage).toBeNull();
  });

  it('odd search text is harmless', async () => {
    for (const search of ["%", "_", "\\", "'; drop table producers; --", 'ção', '\u0000']) {
      const res = await ctx.app.inject({ url: `/api/producers?search=${encodeURIComponent(search)}`, headers: bearerOf(admin) });
      expect(res.statusCode, search).toBeLessThan(500);
    }
  });
});

describe('scoping and unknown routes', () => {
  it("another business's producer is 404 on get and patch", async () => {
    const get = await ctx.app.inject({ url: `/api/producers/${otherProducerId}`, headers: bearerOf(admin) });
    expect(get.statusCode).toBe(404);
    expect(get.json()).toEqual({ message: 'Registro não encontrado.', code: '@NOT_FOUND', issues: [] });
    const patch = await ctx.app.inject({ method: 'PATCH', url: `/api/producers/${otherProducerId}`, headers: bearerOf(admin), payload: { corporateName: 'Roubado' } });
    expect(patch.statusCode).toBe(404);
    const row = await ctx.db.query<{ corporate_name: string }>('SELECT corporate_name FROM producers WHERE id = $1', [otherProducerId]);
    expect(row.rows[0].corporate_name).not.toBe('Roubado');
  });

  it('malformed ids are 404, never 500', async () => {
    for (const id of ['123', 'abc', "1' or '1'='1", '00000000-0000-0000-0000-00000000000g']) {
      const get = await ctx.app.inject({ url: `/api/producers/${encodeURIComponent(id)}`, headers: bearerOf(admin) });
      expect(get.statusCode, id).toBe(404);
      const patch = await ctx.app.inject({ method: 'PATCH', url: `/api/producers/${encodeURIComponent(id)}`, headers: bearerOf(admin), payload: {} });
      expect(patch.statusCode, id).toBe(404);
    }
  });

  it("a path parameter over 100 characters is a pt-BR 414, not the router's English echoing the address", async () => {
    const res = await ctx.app.inject({ url: `/api/producers/${'a'.repeat(500)}`, headers: bearerOf(admin) });
    expect(res.statusCode).toBe(414);
    expect(res.json()).toEqual({ message: 'O endereço da requisição é longo demais.', code: '@URI_TOO_LONG', issues: [] });
  });

  it('producers have no delete route (the definition grants none)', async () => {
    const res = await ctx.app.inject({ method: 'DELETE', url: `/api/producers/${producerId}`, headers: bearerOf(admin) });
    expect(res.statusCode).toBe(404);
  });

  it('an unknown /api route is a JSON 404', async () => {
    const res = await ctx.app.inject({ url: '/api/nothing-here' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message: 'Rota não encontrada.', code: '@NOT_FOUND', issues: [] });
  });

  it('the seed wrote through the service: direct service writes validate too', async () => {
    const { rows } = await ctx.db.query<{ id: string }>(`SELECT id FROM businesses WHERE name = 'Bilheteria Demo'`);
    await expect(createRecord(ctx.db, producers, [producers], { businessId: rows[0].id, params: {} }, { corporateName: 'x' })).rejects.toMatchObject({ status: 400 });
  });
});
