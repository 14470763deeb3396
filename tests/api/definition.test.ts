/** A resource added from a definition alone: table, CRUD, counters and OpenAPI follow. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { defineResource } from '../../src/shared/definition';
import { RESOURCES } from '../../src/shared/resources/registry';
import { syncResources } from '../../server/db/syncResources';
import { bearerOf, login, setup, type TestContext } from './helper';

const tags = defineResource({
  name: 'tags',
  path: '/tags',
  icon: 'Label',
  modules: ['@M_EVENTS'],
  recordRepresentation: 'label',
  permissions: { list: ['@EVENTS.LIST'], show: ['@EVENTS.LIST'], create: ['@EVENTS.CREATE'], edit: ['@EVENTS.MODIFY'], delete: ['@EVENTS.MODIFY'] },
  fields: {
    label: { type: 'text', required: true, max: 40, unique: true },
    weight: { type: 'integer', min: 0 },
  },
  list: { perPage: 5, sort: { field: 'label', order: 'ASC' }, search: ['label'], columns: ['label', 'weight'], card: { title: 'label', lines: ['weight'] } },
});

// A nested one: the parent id of the path becomes a column and a filter.
const tagNotes = defineResource({
  name: 'tagNotes',
  path: '/tags/:tagId/notes',
  icon: 'Notes',
  modules: ['@M_EVENTS'],
  recordRepresentation: 'text',
  permissions: { list: [], show: [], create: [], edit: [], delete: [] },
  fields: { text: { type: 'longText', required: true }, 'meta.pinned': { type: 'boolean' } },
  list: { perPage: 10, sort: { field: 'createdAt', order: 'DESC' }, columns: ['text'], card: { title: 'text', lines: [] } },
});

let ctx: TestContext;
let spaDir: string;
let events: string;
let cashier: string;
let other: string;

beforeAll(async () => {
  spaDir = await mkdtemp(path.join(tmpdir(), 'spa-'));
  await writeFile(path.join(spaDir, 'index.html'), '<!doctype html><title>Bilheteria</title><div id="root"></div>');
  await writeFile(path.join(spaDir, 'app.js'), 'console.log(1)');
  ctx = await setup({ resources: [...RESOURCES, tags, tagNotes], staticDir: spaDir });
  events = (await login(ctx.app, 'eventos@demo.com.br')).accessToken;
  cashier = (await login(ctx.app, 'caixa@demo.com.br')).accessToken;
  other = (await login(ctx.app, 'admin@outra.com.br')).accessToken;
});
afterAll(async () => ctx?.close());

const api = (token: string, method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, payload?: object) =>
  ctx.app.inject({ method, url, headers: bearerOf(token), ...(payload ? { payload } : {}) });

describe('a definition-only resource', () => {
  it('gets its table with typed columns and indexes', async () => {
    const cols = await ctx.db.query<{ column_name: string; data_type: string }>(
      `SELECT column_name, data_type FROM information_schema.columns WHERE table_name = 'tags' ORDER BY column_name`,
    );
    expect(Object.fromEntries(cols.rows.map((r) => [r.column_name, r.data_type]))).toMatchObject({
      id: 'uuid',
      business_id: 'uuid',
      label: 'text',
      weight: 'bigint',
      created_at: 'timestamp with time zone',
    });
    const notes = await ctx.db.query<{ column_name: string }>(`SELECT column_name FROM information_schema.columns WHERE table_name = 'tag_notes'`);
    expect(notes.rows.map((r) => r.column_name)).toEqual(expect.arrayContaining(['tag_id', 'text', 'meta__pinned']));
    const idx = await ctx.db.query<{ indexname: string }>(`SELECT indexname FROM pg_indexes WHERE tablename = 'tags'`);
    expect(idx.rows.map((r) => r.indexname)).toEqual(expect.arrayContaining(['tags_label_uniq', 'tags_list_label_idx']));
  });

  it('syncing again is a no-op and a new field is added as a column', async () => {
    await syncResources(ctx.db, [tags, tagNotes]);
    await syncResources(ctx.db, [{ ...tags, fields: { ...tags.fields, color: { type: 'text' } } }]);
    const cols = await ctx.db.query(`SELECT 1 FROM information_schema.columns WHERE table_name = 'tags' AND column_name = 'color'`);
    expect(cols.rows).toHaveLength(1);
  });

  it('CRUD works with its permissions', async () => {
    const created = await api(events, 'POST', '/api/tags', { label: 'Forró', weight: 3 });
    expect(created.statusCode, created.body).toBe(201);
    const tag = created.json();
    expect(tag).toMatchObject({ label: 'Forró', weight: 3 });
    expect((await api(cashier, 'GET', '/api/tags')).statusCode).toBe(403);
    expect((await api(events, 'GET', `/api/tags/${tag.id}`)).json()).toEqual(tag);
    for (const label of ['Axé', 'Samba', 'Frevo', 'Pagode', 'Sertanejo']) expect((await api(events, 'POST', '/api/tags', { label })).statusCode).toBe(201);
    const list = (await api(events, 'GET', '/api/tags')).json();
    expect(list.data.map((t: { label: string }) => t.label)).toEqual(['Axé', 'Forró', 'Frevo', 'Pagode', 'Samba']);
    expect(list.pagination).toEqual({ currentPage: 1, nextPage: 2, totalPages: 2, totalItems: 6, totalItemsCurrentPage: 5 });
    expect((await api(events, 'GET', '/api/tags?search=FORRO')).json().data).toHaveLength(1);

    const patched = await api(events, 'PATCH', `/api/tags/${tag.id}`, { weight: 7, updatedAt: tag.updatedAt });
    expect(patched.json()).toMatchObject({ label: 'Forró', weight: 7 });
    expect((await api(events, 'PATCH', `/api/tags/${tag.id}`, { weight: -1 })).json().issues).toEqual([
      { field: 'weight', message: 'Valor abaixo do mínimo permitido' },
    ]);
    expect((await api(events, 'PATCH', `/api/tags/${tag.id}`, { weight: 'muito' })).json().issues).toEqual([{ field: 'weight', message: 'Digite um número válido' }]);
    expect((await api(events, 'PATCH', `/api/tags/${tag.id}`, { weight: 1e300 })).statusCode).toBe(400);
    expect((await api(events, 'POST', '/api/tags', { label: 'Samba' })).statusCode).toBe(409);

    // Another business sees none of it.
    const theirs = await api(other, 'GET', '/api/tags');
    expect(theirs.json().pagination.totalItems).toBe(0);
    expect((await api(other, 'GET', `/api/tags/${tag.id}`)).statusCode).toBe(404);
    expect((await api(other, 'DELETE', `/api/tags/${tag.id}`)).statusCode).toBe(404);

    expect((await api(events, 'DELETE', `/api/tags/${tag.id}`)).statusCode).toBe(204);
    expect((await api(events, 'GET', `/api/tags/${tag.id}`)).statusCode).toBe(404);
    expect((await api(events, 'DELETE', `/api/tags/${tag.id}`)).statusCode).toBe(404);
    expect((await api(events, 'GET', '/api/tags')).json().pagination.totalItems).toBe(5);
  });

  it('nested paths scope by the parent id, and the parent must exist in the business', async () => {
    const tag = (await api(events, 'GET', '/api/tags?limit=1')).json().data[0];
    const note = await api(events, 'POST', `/api/tags/${tag.id}/notes`, { text: 'Primeira nota', meta: { pinned: true } });
    expect(note.statusCode, note.body).toBe(201);
    expect(note.json()).toMatchObject({ tagId: tag.id, text: 'Primeira nota', meta: { pinned: true } });
    expect((await api(events, 'GET', `/api/tags/${tag.id}/notes`)).json().pagination.totalItems).toBe(1);
    const otherTag = (await api(events, 'GET', '/api/tags?limit=1&page=2')).json().data[0];
    expect((await api(events, 'GET', `/api/tags/${otherTag.id}/notes`)).json().data).toEqual([]);
    expect((await api(events, 'GET', `/api/tags/${otherTag.id}/notes/${note.json().id}`)).statusCode).toBe(404);
    expect((await api(events, 'POST', '/api/tags/00000000-0000-4000-8000-000000000000/notes', { text: 'órfã' })).statusCode).toBe(404);
    expect((await api(events, 'POST', '/api/tags/not-a-uuid/notes', { text: 'órfã' })).statusCode).toBe(404);
  });

  it('appears in the OpenAPI document with bearer security', async () => {
    const res = await ctx.app.inject({ url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    const doc = res.json();
    expect(doc.components.securitySchemes.bearer).toMatchObject({ type: 'http', scheme: 'bearer' });
    expect(Object.keys(doc.paths)).toEqual(expect.arrayContaining(['/api/tags', '/api/tags/{id}', '/api/tags/{tagId}/notes', '/api/producers', '/api/profile']));
    expect(Object.keys(doc.paths['/api/tags/{id}'])).toEqual(expect.arrayContaining(['get', 'patch', 'delete']));
    expect(doc.paths['/api/producers/{id}'].delete).toBeUndefined();
    const body = doc.paths['/api/tags'].post.requestBody.content['application/json'].schema;
    expect(body.properties.weight).toMatchObject({ minimum: 0 });
    expect(body.required).toEqual(['label']);
    const producerBody = doc.paths['/api/producers'].post.requestBody.content['application/json'].schema;
    expect(producerBody.properties.representative.properties.profile.properties.fullName).toMatchObject({ maxLength: 120 });
    expect((await ctx.app.inject({ url: '/api/docs' })).statusCode).toBeLessThan(400);
  });
});

describe('the built client', () => {
  it('serves files, falls back to index.html for client routes, keeps /api 404s in JSON', async () => {
    expect((await ctx.app.inject({ url: '/app.js' })).body).toContain('console.log');
    for (const url of ['/', '/producers/123/edit', '/auth/login']) {
      const res = await ctx.app.inject({ url, headers: { accept: 'text/html' } });
      expect(res.statusCode, url).toBe(200);
      expect(res.body).toContain('<div id="root">');
    }
    const api404 = await ctx.app.inject({ url: '/api/unknown/route' });
    expect(api404.statusCode).toBe(404);
    expect(api404.json().code).toBe('@NOT_FOUND');
  });
});
