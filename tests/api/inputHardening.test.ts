/**
 * Input that once gave a 5xx, was stored loosely, or answered outside {message, code, issues}
 * (issue 10 items 7 to 11), each as a client sees it.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { bearerOf, login, setup, type Json, type TestContext } from './helper';
import { RESOURCES } from '../../src/shared/resources/registry';

let ctx: TestContext;
let admin: string;
let eventId: string;
let port: number;
let dir: string;

beforeAll(async () => {
  // The built client's folder, with a file beside it that must never be served.
  dir = await mkdtemp(path.join(tmpdir(), 'hardening-'));
  await mkdir(path.join(dir, 'dist'));
  await writeFile(path.join(dir, 'dist', 'index.html'), '<!doctype html><div id="root"></div>');
  await writeFile(path.join(dir, 'package.json'), '{"secret": "not for clients"}');
  ctx = await setup({ staticDir: path.join(dir, 'dist') });
  admin = (await login(ctx.app, 'admin@demo.com.br')).accessToken;
  eventId = (await api('GET', '/api/events?limit=1')).json().data[0].id;
  await ctx.app.listen({ port: 0, host: '127.0.0.1' });
  port = (ctx.app.server.address() as AddressInfo).port;
});
afterAll(async () => {
  await ctx?.close();
  await rm(dir, { recursive: true, force: true });
});

function api(method: string, url: string, payload?: unknown) {
  const body = payload === undefined ? {} : { payload: typeof payload === 'string' ? payload : JSON.stringify(payload) };
  return ctx.app.inject({ method: method as 'GET', url, headers: { ...bearerOf(admin), 'content-type': 'application/json' }, ...body });
}

/** A raw HTTP/1.1 request through a socket: what Node's parser and the router see unaltered. */
function raw(pathAndQuery: string): Promise<{ status: number; type: string; body: string }> {
  return new Promise((resolve, reject) => {
    const req = http.request({ host: '127.0.0.1', port, path: pathAndQuery, method: 'GET' }, (res) => {
      let text = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (text += chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, type: String(res.headers['content-type']), body: text }));
    });
    req.on('error', reject);
    req.end();
  });
}

const issuesOf = (body: Json) => Object.fromEntries((body.issues as { field: string; message: string }[]).map((i) => [i.field, i.message]));

describe('JSON bodies: prototype keys and deep nesting (item 7)', () => {
  const routes = () => [
    ['POST', '/api/producers'],
    ['POST', '/api/points-of-sale'],
    ['PATCH', `/api/events/${eventId}`],
    ['PATCH', `/api/events/${eventId}/tax`],
    ['PATCH', `/api/events/${eventId}/payment-methods`],
    ['PATCH', `/api/events/${eventId}/pos-fees`],
  ];

  it.each([
    ['{"__proto__": {"isAdmin": true}}', '__proto__'],
    ['{"constructor": {"prototype": {"x": 1}}}', 'constructor'],
    ['{"name": "Caixa", "representative": {"profile": {"constructor": 1}}}', 'representative.profile.constructor'],
    ['{"list": [{"prototype": 1}]}', 'list.0.prototype'],
  ])('%s is a pt-BR 400 naming the key', async (payload, field) => {
    for (const [method, url] of routes()) {
      const res = await api(method, url, payload);
      expect(res.statusCode, `${method} ${url}`).toBe(400);
      expect(res.json()).toEqual({
        message: 'O corpo da requisição tem um campo com nome não permitido.',
        code: '@INVALID_JSON',
        issues: [{ field, message: 'Nome de campo não permitido' }],
      });
    }
    expect(({} as Json).isAdmin).toBeUndefined();
  });

  it('2,000 levels of nesting are a pt-BR 400, 32 still parse', async () => {
    const deep = (n: number) => '{"a":'.repeat(n) + '1' + '}'.repeat(n);
    for (const [method, url] of [...routes(), ['POST', `/api/events/${eventId}/send-courtesy`]]) {
      for (const payload of [deep(2000), `{"title": ${'['.repeat(2000)}${']'.repeat(2000)}}`]) {
        const res = await api(method, url, payload);
        expect(res.statusCode, `${method} ${url}`).toBe(400);
        expect(res.json()).toEqual({ message: 'O corpo da requisição tem objetos ou listas aninhados demais.', code: '@INVALID_JSON', issues: [] });
      }
    }
    // An unknown field is ignored, however deep within the limit.
    expect((await api('PATCH', `/api/events/${eventId}`, deep(32))).statusCode).toBe(200);
    expect((await api('PATCH', `/api/events/${eventId}`, deep(33))).statusCode).toBe(400);
  });
});

describe('wrong JSON types are refused, never cast (item 8)', () => {
  it('a list for a fee or for installments is a 400 on the field, and nothing changes', async () => {
    const before = (await api('GET', `/api/events/${eventId}/tax-methods`)).json().serviceFee;
    const cases: [string, unknown, string][] = [
      ['tax', { taxMethod: '@CUSTOMER', serviceFee: [1, 2] }, 'serviceFee'],
      ['tax', { taxMethod: '@CUSTOMER', serviceFee: '150' }, 'serviceFee'],
      ['tax', { taxMethod: '@CUSTOMER', serviceFee: true }, 'serviceFee'],
      ['pos-fees', { debit: [1], credit: 1, pix: 1, cash: 1 }, 'debit'],
      ['payment-methods', { paymentMethods: ['@PIX'], maxInstallments: [3] }, 'maxInstallments'],
      ['payment-methods', { paymentMethods: ['@PIX'], maxInstallments: '3' }, 'maxInstallments'],
    ];
    for (const [route, payload, field] of cases) {
      const res = await api('PATCH', `/api/events/${eventId}/${route}`, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(issuesOf(res.json()), JSON.stringify(payload)).toEqual({ [field]: 'Digite um número válido' });
    }
    expect((await api('GET', `/api/events/${eventId}/tax-methods`)).json().serviceFee).toBe(before);
    expect((await api('GET', `/api/events/${eventId}/pos-fees`)).json().debit).not.toBe(1);
  });

  it('a boolean or a number is not a text, a text is not a boolean, "1" is not a date', async () => {
    const count = async () => (await api('GET', '/api/points-of-sale?limit=1')).json().pagination.totalItems;
    const total = await count();
    for (const name of [true, 12, ['Caixa'], { text: 'Caixa' }]) {
      const res = await api('POST', '/api/points-of-sale', { name });
      expect(res.statusCode, JSON.stringify(name)).toBe(400);
      expect(issuesOf(res.json())).toEqual({ name: 'Texto inválido' });
    }
    const flag = await api('POST', '/api/points-of-sale', { name: 'Caixa 9', isActive: 'true' });
    expect(issuesOf(flag.json())).toEqual({ isActive: 'Valor inválido' });
    expect(await count()).toBe(total);
    const session = await api('POST', `/api/events/${eventId}/sessions`, { title: 'Sessão', startAt: '1' });
    expect(session.statusCode).toBe(400);
    expect(issuesOf(session.json())).toMatchObject({ startAt: 'Data inválida' });
  });

  it('what the forms send still goes through: cents as numbers, ISO dates, masked documents', async () => {
    const res = await api('POST', `/api/events/${eventId}/sessions`, { title: 'Sessão extra', startAt: '2031-05-01T20:00:00.000Z', capacity: 100 });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({ startAt: '2031-05-01T20:00:00.000Z', capacity: 100 });
    const fee = await api('PATCH', `/api/events/${eventId}/tax`, { taxMethod: '@PRODUCER', serviceFee: 1250 });
    expect(fee.json()).toEqual({ taxMethod: '@PRODUCER', serviceFee: 1250 });
  });
});

describe('every answer is {message, code, issues} in pt-BR (item 9)', () => {
  it('a 500-character path parameter answers our shape without echoing the address', async () => {
    const res = await api('GET', `/api/events/${'a'.repeat(500)}`);
    // The router refuses it (414); with the built client served, its catch-all route takes it (404).
    expect(res.json()).toEqual(
      res.statusCode === 414
        ? { message: 'O endereço da requisição é longo demais.', code: '@URI_TOO_LONG', issues: [] }
        : { message: 'Rota não encontrada.', code: '@NOT_FOUND', issues: [] },
    );
    expect([404, 414]).toContain(res.statusCode);
  });

  it("a 40 KB query string is a JSON 431, not Node's text", async () => {
    const res = await raw(`/api/events?search=${'a'.repeat(40_000)}`);
    expect(res.status).toBe(431);
    expect(res.type).toMatch(/^application\/json/);
    expect(JSON.parse(res.body)).toEqual({ message: 'O endereço ou os cabeçalhos da requisição são grandes demais.', code: '@HEADERS_TOO_LARGE', issues: [] });
  });

  it('a path out of the built client is refused with the code of its status, and serves nothing', async () => {
    for (const url of ['/../package.json', '/%2e%2e/package.json', '/..%2fpackage.json']) {
      const res = await raw(url);
      expect(res.body, url).not.toContain('not for clients');
      const body = JSON.parse(res.body);
      expect(Object.keys(body).sort(), url).toEqual(['code', 'issues', 'message']);
      expect({ status: res.status, code: body.code }, url).toEqual(
        res.status === 403 ? { status: 403, code: '@FORBIDDEN' } : { status: 404, code: '@NOT_FOUND' },
      );
    }
  });
});

describe('no English rule text (item 10)', () => {
  it('null for a yes/no field is "Valor inválido" on the field', async () => {
    const made: [string, Json][] = [
      [`/api/events/${eventId}/lobby`, { title: 'Sala de espera', opensAt: '2031-01-01T12:00:00.000Z', admissionsPerMinute: 10 }],
      [`/api/events/${eventId}/affiliates`, { fullName: 'Ana Afiliada' }],
      ['/api/points-of-sale', { name: 'Caixa de teste' }],
    ];
    for (const [url, payload] of made) {
      const created = await api('POST', url, payload);
      expect(created.statusCode, created.body).toBe(201);
      const res = await api('PATCH', `${url}/${created.json().id}`, { isActive: null });
      expect(res.statusCode, url).toBe(400);
      expect(issuesOf(res.json()), url).toEqual({ isActive: 'Valor inválido' });
    }
    const option = await api('POST', `/api/events/${eventId}/options`, { title: 'Estacionamento' });
    const res = await api('PATCH', `/api/events/${eventId}/options/${option.json().id}`, { required: null });
    expect(issuesOf(res.json())).toEqual({ required: 'Valor inválido' });
  });
});

describe('only the actions a definition has are routes (item 11)', () => {
  it('the read-only outbox has no POST or PATCH: 404 in our shape, and the OpenAPI lists neither', async () => {
    const doc = (await api('GET', '/api/docs/json')).json();
    expect(Object.keys(doc.paths['/api/outbox'])).toEqual(['get']);
    expect(Object.keys(doc.paths['/api/outbox/{id}'])).toEqual(['get']);
    const id = '00000000-0000-4000-8000-000000000000';
    for (const [method, url] of [['POST', '/api/outbox'], ['PATCH', `/api/outbox/${id}`], ['DELETE', `/api/outbox/${id}`]]) {
      const res = await api(method, url, {});
      expect(res.statusCode, `${method} ${url}`).toBe(404);
      expect(res.json()).toEqual({ message: 'Rota não encontrada.', code: '@NOT_FOUND', issues: [] });
    }
  });

  it('every definition: POST, PATCH and DELETE are documented exactly when it has create, edit and delete', async () => {
    const doc = (await api('GET', '/api/docs/json')).json();
    for (const def of RESOURCES) {
      const base = `/api${def.path.replace(/:([A-Za-z0-9]+)/g, '{$1}')}`;
      expect(Boolean(doc.paths[base]?.post), `${def.name} create`).toBe(Boolean(def.permissions.create));
      expect(Boolean(doc.paths[`${base}/{id}`]?.patch), `${def.name} edit`).toBe(Boolean(def.permissions.edit));
      expect(Boolean(doc.paths[`${base}/{id}`]?.delete), `${def.name} delete`).toBe(Boolean(def.permissions.delete));
    }
  });
});
