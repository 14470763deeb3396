/**
 * Stores and their categories (issue 15, spec 2 sections 2-9): every rule and message of the
 * form, the slug from the name, the pages of 12 and the picker's 1000, @POS.MANAGE, ticket
 * offices only, business isolation, categories under their store and removed with it, history.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { issuesOf, loginAll, ok, setup, userApi, type Json, type TestContext, type UserKey } from './helper';

let ctx: TestContext;
let tokens: Record<UserKey, string>;

const api = userApi(() => ctx.app, () => tokens);

const STORES = '/api/stores';
const valid = (extra: Json = {}) => ({
  name: 'Café São João',
  type: 'CNPJ',
  document: '11.222.333/0001-81',
  email: 'cafe@loja.com.br',
  phoneNumber: '(81) 98765-4321',
  address: { zipCode: '50030-230', street: 'Avenida Rio Branco', number: '12-1', city: 'Recife', state: 'PE' },
  ...extra,
});
// 1x1 PNG and a GIF.
const PNG = 'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=';
const GIF = 'data:image/gif;base64,R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7';

beforeAll(async () => {
  ctx = await setup();
  tokens = await loginAll(ctx.app);
});
afterAll(async () => ctx?.close());

describe('stores', () => {
  it('creates a store with masked document, phone and zip stored as digits, the slug from the name, and its history', async () => {
    const created = ok(await api('admin', 'POST', STORES, valid({ name: 'Café & Bar São João!  do Recife' })), 201);
    expect(created).toMatchObject({
      name: 'Café & Bar São João!  do Recife',
      slug: 'cafe-bar-sao-joao-do-recife',
      type: 'CNPJ',
      document: '11222333000181',
      phoneNumber: '81987654321',
      address: { zipCode: '50030230', street: 'Avenida Rio Branco', number: '12-1', city: 'Recife', state: 'PE' },
    });
    const got = ok(await api('admin', 'GET', `${STORES}/${created.id}`));
    expect(got.slug).toBe('cafe-bar-sao-joao-do-recife');
    const history = ok(await api('admin', 'GET', `/api/audit-log/records/stores/${created.id}`));
    expect(history.data[0]).toMatchObject({ action: expect.stringMatching(/create/i) });
  });

  it('answers every rule of the form with its message, on its field', async () => {
    const bad = async (extra: Json) => {
      const res = await api('admin', 'POST', STORES, valid(extra));
      expect(res.statusCode, res.body).toBe(400);
      return issuesOf(res);
    };
    expect(await bad({ name: 'Café' })).toEqual({ name: 'Nome muito pequeno' });
    expect(await bad({ name: 'x'.repeat(76) })).toEqual({ name: 'Tamanho muito grande' });
    expect(ok(await api('admin', 'POST', STORES, valid({ name: 'x'.repeat(75) })), 201).name).toHaveLength(75);
    expect(await bad({ email: 'cafe@' })).toEqual({ email: 'Email inválido' });
    expect(await bad({ phoneNumber: '(81) 9876-543' })).toEqual({ phoneNumber: 'Telefone inválido' });
    expect(await bad({ phoneNumber: '(81) 98765-43210' })).toEqual({ phoneNumber: 'Telefone inválido' });
    expect(await bad({ document: '11.222.333/0001-82' })).toEqual({ document: 'CNPJ/CPF inválido' });
    // The document must be of the chosen type, with its check digits.
    expect(await bad({ type: 'CPF', document: '11.222.333/0001-81' })).toEqual({ document: 'CPF inválido' });
    expect(await bad({ type: 'CNPJ', document: '529.982.247-25' })).toEqual({ document: 'CNPJ inválido' });
    expect(await bad({ type: 'CPF', document: '529.982.247-24' })).toEqual({ document: 'CNPJ/CPF inválido' });
    expect(ok(await api('admin', 'POST', STORES, valid({ name: 'Banca do Zé', type: 'CPF', document: '529.982.247-25' })), 201).document).toBe('52998224725');
    expect(await bad({ address: { street: 'r'.repeat(76) } })).toEqual({ 'address.street': 'Tamanho muito grande' });
    expect(await bad({ address: { number: '123456' } })).toHaveProperty('address.number');
    expect(await bad({ address: { number: '12a' } })).toEqual({ 'address.number': 'Use apenas números ou hífen' });
    expect(await bad({ address: { zipCode: '5003-023' } })).toEqual({ 'address.zipCode': 'CEP inválido' });
    expect(await bad({ address: { state: 'XX' } })).toHaveProperty('address.state');
    expect(await bad({ slug: 'Meu Estabelecimento' })).toEqual({ slug: 'Slug inválido! Por favor, insira um slug válido Exemplo: meu-estabelecimento' });
    expect(await bad({ slug: 'meu--estabelecimento' })).toEqual({ slug: 'Slug inválido! Por favor, insira um slug válido Exemplo: meu-estabelecimento' });
  });

  it('edits fields and the slug (kept on a rename), refuses a bad slug and a non PNG/JPEG image, stores a PNG as an upload', async () => {
    const store = ok(await api('admin', 'POST', STORES, valid({ name: 'Pastelaria Central' })), 201);
    const renamed = ok(await api('admin', 'PATCH', `${STORES}/${store.id}`, { name: 'Pastelaria Central Nova' }));
    expect(renamed.slug).toBe('pastelaria-central');
    expect(ok(await api('admin', 'PATCH', `${STORES}/${store.id}`, { slug: 'pastel-central' })).slug).toBe('pastel-central');
    const badSlug = await api('admin', 'PATCH', `${STORES}/${store.id}`, { slug: 'pastel_central' });
    expect(badSlug.statusCode).toBe(400);
    expect(issuesOf(badSlug)).toEqual({ slug: 'Slug inválido! Por favor, insira um slug válido Exemplo: meu-estabelecimento' });
    const taken = await api('admin', 'POST', STORES, valid({ name: 'Pastel Central' }));
    expect(taken.statusCode).toBe(409);
    expect(issuesOf(taken)).toEqual({ slug: 'Já existe uma loja com este slug' });

    const gif = await api('admin', 'PATCH', `${STORES}/${store.id}`, { image: GIF });
    expect(gif.statusCode).toBe(400);
    expect(issuesOf(gif)).toEqual({ image: 'Formato de imagem não suportado. Use PNG ou JPEG.' });
    const withImage = ok(await api('admin', 'PATCH', `${STORES}/${store.id}`, { image: PNG }));
    expect(withImage.image).toMatch(/^\/uploads\/.+\.png$/);
    expect((await ctx.app.inject({ url: withImage.image })).statusCode).toBe(200);
  });

  it('lists 12 a page by name, and up to 1000 for pickers', async () => {
    for (let i = 0; i < 12; i++) ok(await api('admin', 'POST', STORES, valid({ name: `Quiosque ${String(i).padStart(2, '0')}` })), 201);
    const first = ok(await api('admin', 'GET', `${STORES}?page=1&limit=12`));
    expect(first.data).toHaveLength(12);
    expect(first.pagination.totalItems).toBeGreaterThan(12);
    const all = ok(await api('admin', 'GET', `${STORES}?page=1&limit=1000`));
    expect(all.data.length).toBe(first.pagination.totalItems);
    const names = all.data.map((s: Json) => s.name);
    expect(names).toEqual([...names].sort((a: string, b: string) => a.localeCompare(b, 'pt-BR')));
    // The demo's stores are there.
    expect(names).toEqual(expect.arrayContaining(['Lanchonete do Parque', 'Bar da Praça', 'Loja de Souvenirs']));
  });

  it('needs @POS.MANAGE (or @ALL): a cashier and an event editor are refused', async () => {
    const store = ok(await api('admin', 'GET', `${STORES}?limit=1`)).data[0];
    for (const who of ['cashier', 'events'] as const) {
      expect((await api(who, 'GET', STORES)).statusCode).toBe(403);
      expect((await api(who, 'POST', STORES, valid({ name: 'Loja Proibida' }))).statusCode).toBe(403);
      expect((await api(who, 'PATCH', `${STORES}/${store.id}`, { name: 'Loja Proibida' })).statusCode).toBe(403);
      expect((await api(who, 'DELETE', `${STORES}/${store.id}`)).statusCode).toBe(403);
      expect((await api(who, 'GET', `${STORES}/${store.id}/categories`)).statusCode).toBe(403);
    }
    // A role with @POS.MANAGE manages stores (permissions are read live).
    await ctx.db.query(`UPDATE roles SET permissions = array_append(permissions, '@POS.MANAGE') WHERE name = 'Eventos'`);
    tokens.events = (await loginAll(ctx.app)).events;
    expect(ok(await api('events', 'GET', STORES)).data.length).toBeGreaterThan(0);
    ok(await api('events', 'POST', STORES, valid({ name: 'Loja do Gerente' })), 201);
  });

  it('is for ticket offices only, and another business never sees a store of this one (404)', async () => {
    const store = ok(await api('admin', 'GET', `${STORES}?limit=1`)).data[0];
    expect((await api('other', 'GET', STORES)).statusCode).toBe(403);
    await ctx.db.query(`UPDATE businesses SET is_ticket_office = true WHERE name = 'Outra Produtora'`);
    tokens.other = (await loginAll(ctx.app)).other;
    expect(ok(await api('other', 'GET', STORES)).data).toEqual([]);
    expect((await api('other', 'GET', `${STORES}/${store.id}`)).statusCode).toBe(404);
    expect((await api('other', 'PATCH', `${STORES}/${store.id}`, { name: 'Tomada de Outra' })).statusCode).toBe(404);
    expect((await api('other', 'DELETE', `${STORES}/${store.id}`)).statusCode).toBe(404);
    expect((await api('other', 'GET', `${STORES}/${store.id}/categories`)).json().data ?? []).toEqual([]);
    expect((await api('other', 'POST', `${STORES}/${store.id}/categories`, { name: 'Intrusa' })).statusCode).toBe(404);
    await ctx.db.query(`UPDATE businesses SET is_ticket_office = false WHERE name = 'Outra Produtora'`);
  });
});

describe('store categories', () => {
  it('are created, edited (icon and name) and deleted under their store; deleting the store deletes them', async () => {
    const store = ok(await api('admin', 'POST', STORES, valid({ name: 'Sorveteria Polar' })), 201);
    const base = `${STORES}/${store.id}/categories`;
    const created = ok(await api('admin', 'POST', base, { name: 'Picolés', icon: PNG }), 201);
    expect(created).toMatchObject({ name: 'Picolés', storeId: store.id, icon: expect.stringMatching(/^\/uploads\//) });
    ok(await api('admin', 'POST', base, { name: 'Potes', icon: null }), 201);
    expect(issuesOf(await api('admin', 'POST', base, { name: '' }))).toEqual({ name: 'Este campo é obrigatório' });
    expect(issuesOf(await api('admin', 'PATCH', `${base}/${created.id}`, { icon: GIF }))).toEqual({ icon: 'Formato de imagem não suportado. Use PNG ou JPEG.' });
    const edited = ok(await api('admin', 'PATCH', `${base}/${created.id}`, { name: 'Picolés de fruta', icon: null }));
    expect(edited).toMatchObject({ name: 'Picolés de fruta', icon: null });
    expect(ok(await api('admin', 'GET', base)).data.map((c: Json) => c.name)).toEqual(['Picolés de fruta', 'Potes']);

    // Another store's categories are apart; a category is reached only through its own store.
    const other = ok(await api('admin', 'POST', STORES, valid({ name: 'Sorveteria Boreal' })), 201);
    expect(ok(await api('admin', 'GET', `${STORES}/${other.id}/categories`)).data).toEqual([]);
    expect((await api('admin', 'GET', `${STORES}/${other.id}/categories/${created.id}`)).statusCode).toBe(404);

    ok(await api('admin', 'DELETE', `${base}/${created.id}`), 204);
    expect(ok(await api('admin', 'GET', base)).data.map((c: Json) => c.name)).toEqual(['Potes']);

    ok(await api('admin', 'DELETE', `${STORES}/${store.id}`), 204);
    expect((await api('admin', 'GET', `${STORES}/${store.id}`)).statusCode).toBe(404);
    const left = await ctx.db.query<{ n: number }>('SELECT count(*)::int AS n FROM store_categories WHERE store_id = $1', [store.id]);
    expect(left.rows[0].n).toBe(0);
    expect((await api('admin', 'POST', base, { name: 'Órfã' })).statusCode).toBe(404);
  });

  it('the demo stores have their categories', async () => {
    const demo = ok(await api('admin', 'GET', `${STORES}?search=lanchonete`)).data[0];
    expect(ok(await api('admin', 'GET', `${STORES}/${demo.id}/categories`)).data.map((c: Json) => c.name)).toEqual(['Bebidas', 'Doces', 'Lanches']);
  });
});
