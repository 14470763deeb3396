/** Producers end to end: create, search, pagination, edit, stale edits and duplicates. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearerOf, login, setup, type Json, type TestContext } from './helper';
import { makeCnpj, makeCpf, prng } from '../../server/seedData';

let ctx: TestContext;
let admin: string;
const rand = prng(4242);

beforeAll(async () => {
  ctx = await setup();
  admin = (await login(ctx.app, 'admin@demo.com.br')).accessToken;
});
afterAll(async () => ctx?.close());

const api = (method: 'GET' | 'POST' | 'PATCH', url: string, payload?: object) =>
  ctx.app.inject({ method, url, headers: bearerOf(admin), ...(payload ? { payload } : {}) });

describe('producers', () => {
  let created: Json;
  const cnpj = makeCnpj(rand);

  it('seeded 30 producers with valid documents in Bilheteria Demo', async () => {
    const res = await api('GET', '/api/producers?limit=100');
    expect(res.json().pagination.totalItems).toBe(30);
    const docs = res.json().data.map((p: { docCNPJ: string }) => p.docCNPJ);
    expect(new Set(docs).size).toBe(30);
  });

  it('creates one (masked input stored as digits, names derived) with 201', async () => {
    const formatted = cnpj.replace(/^(\d{2})(\d{3})(\d{3})(\d{4})(\d{2})$/, '$1.$2.$3/$4-$5');
    const res = await api('POST', '/api/producers', {
      corporateName: 'Zabumba Produções',
      email: 'contato@zabumba.com.br',
      docCNPJ: formatted,
      phoneNumber: '(81) 99876-5432',
      representative: { profile: { fullName: 'João Conceição da Silva' }, docCPF: makeCpf(rand), email: 'joao@zabumba.com.br' },
    });
    expect(res.statusCode, res.body).toBe(201);
    created = res.json();
    expect(created).toMatchObject({
      corporateName: 'Zabumba Produções',
      docCNPJ: cnpj,
      phoneNumber: '81998765432',
      representative: { profile: { fullName: 'João Conceição da Silva', firstName: 'João', lastName: 'Conceição da Silva' } },
    });
    expect(created.id).toMatch(/^[0-9a-f-]{36}$/);
    expect(new Date(created.createdAt).toISOString()).toBe(created.createdAt);
    expect((await api('GET', `/api/producers/${created.id}`)).json()).toEqual(created);
  });

  it('sorts names as people read them: accents and case do not push a name to the end', async () => {
    const names: string[] = (await api('GET', '/api/producers?limit=100')).json().data.map((p: { corporateName: string }) => p.corporateName);
    const folded = names.map((n) => n.normalize('NFD').replace(/[\u0300-\u036f]/g, '').toLowerCase());
    expect(folded).toEqual([...folded].sort());
    expect(names.indexOf('Açaí Festival')).toBeLessThan(names.indexOf('Arraiá Produções'));
  });

  it('counts it in the unfiltered total', async () => {
    expect((await api('GET', '/api/producers')).json().pagination).toEqual({
      currentPage: 1,
      nextPage: 2,
      totalPages: 3,
      totalItems: 31,
      totalItemsCurrentPage: 12,
    });
  });

  it('paginates: last page, sorting and page beyond the end', async () => {
    const last = (await api('GET', '/api/producers?page=3&limit=12')).json();
    expect(last.pagination).toEqual({ currentPage: 3, nextPage: null, totalPages: 3, totalItems: 31, totalItemsCurrentPage: 7 });
    const all = (await api('GET', '/api/producers?limit=100&orderBy=corporateName&order=DESC')).json().data.map((p: { corporateName: string }) => p.corporateName);
    expect(all).toHaveLength(31);
    const pages: string[] = [];
    for (let page = 1; page <= 4; page++) {
      const res = (await api('GET', `/api/producers?limit=10&page=${page}&orderBy=corporateName&order=DESC`)).json();
      pages.push(...res.data.map((p: { corporateName: string }) => p.corporateName));
    }
    expect(pages).toEqual(all);
    const beyond = (await api('GET', '/api/producers?page=9')).json();
    expect(beyond.data).toEqual([]);
    expect(beyond.pagination).toMatchObject({ currentPage: 9, nextPage: null, totalItemsCurrentPage: 0, totalItems: 31 });
  });

  it('searches ignoring accents and case, with bounded filtered totals', async () => {
    const joao = (await api('GET', '/api/producers?search=joao%20conceicao')).json();
    expect(joao.data.map((p: { id: string }) => p.id)).toContain(created.id);
    const upper = (await api('GET', '/api/producers?search=ZABUMBA%20PRODUCOES')).json();
    expect(upper.data).toHaveLength(1);
    expect(upper.pagination).toEqual({ currentPage: 1, nextPage: null, totalPages: 1, totalItems: 1, totalItemsCurrentPage: 1 });
    // A masked document finds the digits stored.
    const byDoc = (await api('GET', `/api/producers?search=${encodeURIComponent(cnpj.slice(0, 2) + '.' + cnpj.slice(2, 5))}`)).json();
    expect(byDoc.data.map((p: { id: string }) => p.id)).toContain(created.id);
    const none = (await api('GET', '/api/producers?search=nada-assim-existe')).json();
    expect(none).toEqual({ data: [], pagination: { currentPage: 1, nextPage: null, totalPages: 0, totalItems: 0, totalItemsCurrentPage: 0 } });
  });

  it('edits with a partial patch: the merged record is validated', async () => {
    const res = await api('PATCH', `/api/producers/${created.id}`, {
      updatedAt: created.updatedAt,
      representative: { profile: { fullName: 'Maria Conceição' } },
    });
    expect(res.statusCode, res.body).toBe(200);
    const updated = res.json();
    expect(updated.corporateName).toBe('Zabumba Produções');
    expect(updated.representative).toMatchObject({ email: 'joao@zabumba.com.br', profile: { firstName: 'Maria', lastName: 'Conceição' } });
    expect(Date.parse(updated.updatedAt)).toBeGreaterThan(Date.parse(created.updatedAt));

    // Patching a required field to empty fails even though the rest is stored.
    const bad = await api('PATCH', `/api/producers/${created.id}`, { email: '' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().issues).toEqual([{ field: 'email', message: 'Este campo é obrigatório' }]);
    created = updated;
  });

  it('refuses a stale updatedAt with 409 @CONFLICT', async () => {
    const first = await api('PATCH', `/api/producers/${created.id}`, { updatedAt: created.updatedAt, corporateName: 'Zabumba Shows' });
    expect(first.statusCode).toBe(200);
    const stale = await api('PATCH', `/api/producers/${created.id}`, { updatedAt: created.updatedAt, corporateName: 'Zabumba Antiga' });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toEqual({
      message: 'Este registro foi alterado por outra pessoa. Recarregue a página e tente novamente.',
      code: '@CONFLICT',
      issues: [],
    });
    expect((await api('GET', `/api/producers/${created.id}`)).json().corporateName).toBe('Zabumba Shows');
  });

  it('refuses a duplicate document with 409 and the issue on docCNPJ', async () => {
    const res = await api('POST', '/api/producers', {
      corporateName: 'Outra com o mesmo CNPJ',
      email: 'x@y.com.br',
      docCNPJ: cnpj,
      phoneNumber: '1132224455',
      representative: { profile: { fullName: 'Fulano Beltrano' } },
    });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({
      message: 'Já existe um registro com este valor.',
      code: '@DUPLICATE',
      issues: [{ field: 'docCNPJ', message: 'Já existe um produtor com este CNPJ/CPF.' }],
    });
    // Also on edit, against another producer's document.
    const other = (await api('GET', '/api/producers?limit=1')).json().data[0];
    const patch = await api('PATCH', `/api/producers/${other.id}`, { docCNPJ: cnpj });
    expect(patch.statusCode).toBe(409);
    expect(patch.json().issues[0].field).toBe('docCNPJ');
    // The failed create did not count.
    expect((await api('GET', '/api/producers')).json().pagination.totalItems).toBe(31);
  });

  it('concurrent creates with one document: one wins, the other is 409, never 500', async () => {
    const doc = makeCnpj(rand);
    const body = { corporateName: 'Corrida', email: 'c@c.com.br', docCNPJ: doc, phoneNumber: '1132224455', representative: { profile: { fullName: 'Ana Lima' } } };
    const results = await Promise.all([api('POST', '/api/producers', body), api('POST', '/api/producers', body), api('POST', '/api/producers', body)]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([201, 409, 409]);
    expect((await api('GET', '/api/producers')).json().pagination.totalItems).toBe(32);
  });
});
