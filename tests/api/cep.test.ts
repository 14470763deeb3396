/** GET /api/cep/{zipCode} against a local ViaCEP-shaped stub server (never the internet). */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearerOf, loginAll, setup, type TestContext, type UserKey } from './helper';

let ctx: TestContext;
let tokens: Record<UserKey, string>;
let stub: Server;
const seen: string[] = [];

const VIACEP: Record<string, { status: number; body?: string; hang?: boolean }> = {
  '/01001000/json/': {
    status: 200,
    body: JSON.stringify({ cep: '01001-000', logradouro: 'Praça da Sé', complemento: 'lado ímpar', bairro: 'Sé', localidade: 'São Paulo', uf: 'SP', ibge: '3550308' }),
  },
  '/99999999/json/': { status: 200, body: JSON.stringify({ erro: true }) },
  '/88888888/json/': { status: 200, body: JSON.stringify({ erro: 'true' }) },
  '/50000000/json/': { status: 503, body: 'indisponível' },
  '/51000000/json/': { status: 200, body: '<html>não é json</html>' },
  '/40000000/json/': { status: 200, hang: true },
};

beforeAll(async () => {
  stub = createServer((req, res) => {
    seen.push(req.url ?? '');
    const answer = VIACEP[req.url ?? ''];
    if (!answer) return void res.writeHead(404).end();
    if (answer.hang) return; // never answers: the API's timeout must fire
    res.writeHead(answer.status, { 'content-type': 'application/json; charset=utf-8' }).end(answer.body);
  });
  await new Promise<void>((resolve) => stub.listen(0, '127.0.0.1', resolve));
  const { port } = stub.address() as AddressInfo;
  ctx = await setup({ cepApiUrl: `http://127.0.0.1:${port}`, cepTimeoutMs: 300 });
  tokens = await loginAll(ctx.app);
});
afterAll(async () => {
  await ctx?.close();
  stub?.closeAllConnections();
  await new Promise((resolve) => stub?.close(resolve));
});

const cep = (zip: string, who: UserKey = 'cashier') => ctx.app.inject({ url: `/api/cep/${zip}`, headers: bearerOf(tokens[who]) });

describe('CEP lookup', () => {
  it('answers the address in our shape, for any logged user, with or without the mask', async () => {
    for (const who of ['admin', 'producer', 'cashier', 'events', 'other'] as const) {
      const res = await cep('01001-000', who);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toEqual({ zipCode: '01001000', street: 'Praça da Sé', complement: 'lado ímpar', neighborhood: 'Sé', city: 'São Paulo', state: 'SP' });
    }
    expect(seen).toContain('/01001000/json/');
  });

  it('needs a token', async () => {
    expect((await ctx.app.inject({ url: '/api/cep/01001000' })).statusCode).toBe(401);
  });

  it('an invalid code is 400 with a pt-BR issue on zipCode, without calling upstream', async () => {
    const before = seen.length;
    for (const zip of ['123', '0100100a', '010010000', 'abcdefgh']) {
      const res = await cep(zip);
      expect(res.statusCode, zip).toBe(400);
      expect(res.json().issues).toEqual([{ field: 'zipCode', message: 'CEP inválido' }]);
    }
    expect(seen.length).toBe(before);
  });

  it("an unknown code is 404 'CEP não encontrado.'", async () => {
    for (const zip of ['99999999', '88888888', '12345678']) {
      const res = await cep(zip);
      expect(res.statusCode, zip).toBe(404);
      expect(res.json()).toMatchObject({ message: 'CEP não encontrado.', code: '@NOT_FOUND' });
    }
  });

  it('an upstream failure, a non-JSON answer or a timeout is 502 with a pt-BR message', async () => {
    for (const zip of ['50000000', '51000000', '40000000']) {
      const res = await cep(zip);
      expect(res.statusCode, zip).toBe(502);
      expect(res.json()).toEqual({ message: 'Não foi possível consultar o CEP agora. Tente novamente em instantes.', code: '@CEP_UNAVAILABLE', issues: [] });
    }
  });

  it('an unreachable server is 502 too', async () => {
    const down = await setup({ cepApiUrl: 'http://127.0.0.1:9', cepTimeoutMs: 300 });
    try {
      const token = (await loginAll(down.app)).admin;
      const res = await down.app.inject({ url: '/api/cep/01001000', headers: bearerOf(token) });
      expect(res.statusCode).toBe(502);
    } finally {
      await down.close();
    }
  });
});
