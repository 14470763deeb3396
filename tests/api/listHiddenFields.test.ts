/**
 * Issue 10 item 1: a list is never sorted, searched or filtered by a field its reader may not
 * see (a secret, or a field a picker reader does not get), and the OpenAPI does not offer it.
 * Sorting by a secret while patching it recovered the secret one character at a time.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defineResource } from '../../src/shared/definition';
import { RESOURCES } from '../../src/shared/resources/registry';
import { sortableNames } from '../../server/resources/queryable';
import { bearerOf, loginAll, setup, type Json, type TestContext, type UserKey } from './helper';

// A definition that (wrongly) offers its secret to the search and to a filter: the framework
// must still refuse both.
const vaults = defineResource({
  name: 'vaults',
  path: '/vaults',
  icon: 'Lock',
  modules: ['@M_EVENTS'],
  recordRepresentation: 'label',
  permissions: { list: ['@ALL'], show: ['@ALL'], create: ['@ALL'], edit: ['@ALL'] },
  fields: {
    label: { type: 'text', required: true, max: 40 },
    code: { type: 'text', max: 80, secret: true },
  },
  list: {
    perPage: 10,
    sort: { field: 'label', order: 'ASC' },
    search: ['label', 'code'],
    filters: { code: { field: 'code', op: 'eq' }, label: { field: 'label', op: 'eq' } },
    columns: ['label'],
    card: { title: 'label', lines: [] },
  },
});

let ctx: TestContext;
let tokens: Record<UserKey, string>;
let openapi: Json;

const get = (who: UserKey, url: string) => ctx.app.inject({ url, headers: bearerOf(tokens[who]) });
const listParams = (path: string): Json[] => openapi.paths[path].get.parameters;
const param = (path: string, name: string) => listParams(path).find((p) => p.name === name) as Json;

beforeAll(async () => {
  ctx = await setup({ resources: [...RESOURCES, vaults] });
  tokens = await loginAll(ctx.app);
  openapi = (await ctx.app.inject({ url: '/api/docs/json' })).json();
  const created = await ctx.app.inject({
    method: 'POST',
    url: '/api/vaults',
    headers: bearerOf(tokens.admin),
    payload: { label: 'Cofre', code: 'segredo-XYZW-1234' },
  });
  expect(created.statusCode, created.body).toBe(201);
});
afterAll(async () => ctx?.close());

describe('secret fields in lists', () => {
  it('sorting by a secret is refused like an unknown sort field, in pt-BR', async () => {
    for (const field of ['productionApiSecret', 'sandboxApiSecret']) {
      const res = await get('admin', `/api/payment-accounts?orderBy=${field}`);
      expect(res.statusCode).toBe(400);
      expect(res.json().issues).toEqual([{ field: 'orderBy', message: 'Opção inválida' }]);
    }
    expect((await get('admin', '/api/payment-accounts?orderBy=productionApiPublic')).statusCode).toBe(200);
    expect((await get('admin', '/api/vaults?orderBy=code')).statusCode).toBe(400);
  });

  it('a search never looks into a secret, even one the definition lists', async () => {
    expect((await get('admin', '/api/vaults?search=Cofre')).json().data).toHaveLength(1);
    expect((await get('admin', '/api/vaults?search=XYZW')).json().data).toEqual([]);
  });

  it('filtering by a secret is a 400 with an issue on the parameter', async () => {
    const res = await get('admin', '/api/vaults?code=segredo-XYZW-1234');
    expect(res.statusCode).toBe(400);
    expect(res.json().issues).toEqual([{ field: 'code', message: 'Campo desconhecido' }]);
    expect((await get('admin', '/api/vaults?label=Cofre')).json().data).toHaveLength(1);
  });

  it('the OpenAPI offers no secret to sort, search or filter by', () => {
    const orderBy = param('/api/payment-accounts', 'orderBy').schema.enum;
    expect(orderBy).toEqual(expect.arrayContaining(['name', 'productionApiPublic', 'createdAt']));
    expect(orderBy).not.toContain('productionApiSecret');
    expect(orderBy).not.toContain('sandboxApiSecret');
    expect(param('/api/vaults', 'orderBy').schema.enum).not.toContain('code');
    expect(param('/api/vaults', 'code')).toBeUndefined();
    expect(param('/api/vaults', 'label')).toBeDefined();
    expect(param('/api/vaults', 'search').description).not.toMatch(/code/);
  });
});

describe('fields a picker reader does not get', () => {
  it('cannot be sorted by: producers by e-mail for event staff', async () => {
    for (const who of ['events', 'producer'] as const) {
      const res = await get(who, '/api/producers?orderBy=email');
      expect(res.statusCode, who).toBe(400);
      expect(res.json().issues).toEqual([{ field: 'orderBy', message: 'Opção inválida' }]);
      expect((await get(who, '/api/producers?orderBy=phoneNumber&order=DESC')).statusCode).toBe(400);
      expect((await get(who, '/api/producers?orderBy=corporateName&order=DESC')).statusCode).toBe(200);
      expect((await get(who, '/api/producers')).statusCode).toBe(200); // the default sort is theirs too
    }
    expect((await get('admin', '/api/producers?orderBy=email')).statusCode).toBe(200);
  });

  it('the OpenAPI says which fields a picker reader may sort by', () => {
    expect(param('/api/producers', 'orderBy').description).toMatch(/corporateName/);
    expect(param('/api/producers', 'orderBy').description).not.toMatch(/email/);
  });
});

describe('every definition', () => {
  it('sorts its list by default by a field every reader may sort by', () => {
    for (const def of RESOURCES) {
      expect(sortableNames(def), def.name).toContain(def.list.sort.field);
      if (def.pickerFields) expect(sortableNames(def, def.pickerFields), def.name).toContain(def.list.sort.field);
    }
  });
});
