/** Every route of docs/api-contract.md against every demo user: allowed, 401 or 403. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearerOf, loginAll, setup, USERS, type TestContext, type UserKey } from './helper';
import { makeCnpj, prng } from '../../server/seedData';

let ctx: TestContext;
let tokens: Record<UserKey, string>;
let demoProducerId: string;
let demoBusinessId: string;
let otherBusinessId: string;
let demoEventId: string;
let demoPosId: string;
const rand = prng(99);

beforeAll(async () => {
  ctx = await setup();
  tokens = await loginAll(ctx.app);
  const list = await ctx.app.inject({ url: '/api/producers?limit=1', headers: bearerOf(tokens.admin) });
  demoProducerId = list.json().data[0].id;
  demoBusinessId = (await ctx.app.inject({ url: '/api/business/logged', headers: bearerOf(tokens.admin) })).json().id;
  otherBusinessId = (await ctx.app.inject({ url: '/api/business/logged', headers: bearerOf(tokens.other) })).json().id;
  demoEventId = (await ctx.app.inject({ method: 'POST', url: '/api/events', headers: bearerOf(tokens.admin), payload: { title: 'Matriz de acesso' } })).json().id;
  demoPosId = (await ctx.app.inject({ method: 'POST', url: '/api/points-of-sale', headers: bearerOf(tokens.admin), payload: { name: 'Caixa da matriz' } })).json().id;
});
afterAll(async () => ctx?.close());

type Who = UserKey | 'anonymous';
const WHO: Who[] = ['admin', 'producer', 'cashier', 'events', 'other', 'anonymous'];

const newProducer = () => ({
  corporateName: 'Produtora Teste',
  email: 'teste@produtora.com.br',
  docCNPJ: makeCnpj(rand),
  phoneNumber: '11987654321',
  representative: { profile: { fullName: 'Fulano de Tal' } },
});

interface Case {
  name: string;
  method: 'GET' | 'POST' | 'PATCH';
  url: () => string;
  body?: () => unknown;
  expected: Record<Who, number>;
}

const everyone = (ok: number): Record<Who, number> => ({ admin: ok, producer: ok, cashier: ok, events: ok, other: ok, anonymous: 401 });

const CASES: Case[] = [
  { name: 'profile', method: 'GET', url: () => '/api/profile', expected: everyone(200) },
  { name: 'business logged', method: 'GET', url: () => '/api/business/logged', expected: everyone(200) },
  { name: 'business modules', method: 'GET', url: () => '/api/business/modules', expected: everyone(200) },
  {
    name: 'maintenance of Bilheteria Demo',
    method: 'GET',
    url: () => `/api/business/${demoBusinessId}/maintenance`,
    expected: { ...everyone(200), other: 404 },
  },
  { name: 'preferences (public)', method: 'GET', url: () => `/api/business/${demoBusinessId}/preferences`, expected: { ...everyone(200), anonymous: 200 } },
  { name: 'health (public)', method: 'GET', url: () => '/api/health', expected: { ...everyone(200), anonymous: 200 } },
  {
    name: 'producers list',
    method: 'GET',
    url: () => '/api/producers',
    // Outra Produtora is not a ticket office: producers are a ticket-office resource.
    expected: { admin: 200, producer: 200, cashier: 403, events: 200, other: 403, anonymous: 401 },
  },
  {
    name: 'producers show',
    method: 'GET',
    url: () => `/api/producers/${demoProducerId}`,
    expected: { admin: 200, producer: 200, cashier: 403, events: 200, other: 403, anonymous: 401 },
  },
  {
    name: 'producers create',
    method: 'POST',
    url: () => '/api/producers',
    body: newProducer,
    expected: { admin: 201, producer: 403, cashier: 403, events: 403, other: 403, anonymous: 401 },
  },
  {
    name: 'producers edit',
    method: 'PATCH',
    url: () => `/api/producers/${demoProducerId}`,
    body: () => ({ phoneNumber: '(11) 3222-4455' }),
    expected: { admin: 200, producer: 403, cashier: 403, events: 403, other: 403, anonymous: 401 },
  },
  // Points of sale: read by who edits events (to connect tickets), written with @POS.MANAGE only.
  {
    name: 'points of sale list',
    method: 'GET',
    url: () => '/api/points-of-sale',
    expected: { admin: 200, producer: 200, cashier: 403, events: 200, other: 403, anonymous: 401 },
  },
  {
    name: 'points of sale create',
    method: 'POST',
    url: () => '/api/points-of-sale',
    body: () => ({ name: `PDV ${rand()}` }),
    expected: { admin: 201, producer: 403, cashier: 403, events: 403, other: 403, anonymous: 401 },
  },
  {
    name: 'points of sale edit',
    method: 'PATCH',
    url: () => `/api/points-of-sale/${demoPosId}`,
    body: () => ({ device: 'Maquininha 2' }),
    expected: { admin: 200, producer: 403, cashier: 403, events: 403, other: 403, anonymous: 401 },
  },
  // Events: anyone of the business reads them (the cashier sells them); the card's buttons follow these.
  {
    name: 'events edit',
    method: 'PATCH',
    url: () => `/api/events/${demoEventId}`,
    body: () => ({ location: 'Teatro' }),
    expected: { admin: 200, producer: 200, cashier: 403, events: 200, other: 404, anonymous: 401 },
  },
  {
    name: 'events unpublish',
    method: 'PATCH',
    url: () => `/api/events/${demoEventId}/unpublish`,
    expected: { admin: 200, producer: 200, cashier: 403, events: 200, other: 404, anonymous: 401 },
  },
  {
    name: 'events duplicate',
    method: 'POST',
    url: () => `/api/events/${demoEventId}/duplicate`,
    expected: { admin: 201, producer: 201, cashier: 403, events: 201, other: 404, anonymous: 401 },
  },
  {
    name: 'events create',
    method: 'POST',
    url: () => '/api/events',
    body: () => ({ title: 'Novo' }),
    expected: { admin: 201, producer: 201, cashier: 403, events: 201, other: 201, anonymous: 401 },
  },
];

describe.each(CASES)('$method $name', (c) => {
  it.each(WHO)('as %s', async (who) => {
    const res = await ctx.app.inject({
      method: c.method,
      url: c.url(),
      headers: who === 'anonymous' ? {} : bearerOf(tokens[who]),
      ...(c.body ? { payload: c.body() as object } : {}),
    });
    expect(res.statusCode, res.body).toBe(c.expected[who]);
    const body = res.json();
    if (res.statusCode >= 400) {
      expect(body.code).toMatch(/^@/);
      expect(typeof body.message).toBe('string');
      expect(Array.isArray(body.issues)).toBe(true);
    }
  });
});

describe('producers as a picker reads them (issue 9 item 7)', () => {
  const get = (who: UserKey, url: string) => ctx.app.inject({ url, headers: bearerOf(tokens[who]) });

  it('who may not manage producers gets names only: no e-mail, phone, document or representative contact', async () => {
    for (const who of ['producer', 'events'] as const) {
      const list = (await get(who, '/api/producers?limit=9999')).json();
      expect(list.data.length).toBeGreaterThan(0);
      for (const p of list.data) {
        expect(Object.keys(p).sort()).toEqual(['corporateName', 'createdAt', 'id', 'representative', 'updatedAt']);
        expect(Object.keys(p.representative)).toEqual(['profile']);
        expect(Object.keys(p.representative.profile)).toEqual(['fullName']);
      }
      const one = (await get(who, `/api/producers/${demoProducerId}`)).json();
      expect(one.email).toBeUndefined();
      expect(one.phoneNumber).toBeUndefined();
      expect(one.corporateName).toEqual(expect.any(String));
    }
  });

  it('the manager gets every field', async () => {
    const one = (await get('admin', `/api/producers/${demoProducerId}`)).json();
    expect(one.email).toMatch(/@/);
    expect(one.docCNPJ).toMatch(/^\d+$/);
  });

  it('searching by an e-mail finds nothing for a picker reader, so contacts cannot be guessed', async () => {
    const full = (await get('admin', `/api/producers/${demoProducerId}`)).json();
    const byEmail = `/api/producers?search=${encodeURIComponent(full.email)}`;
    expect((await get('admin', byEmail)).json().data.map((p: { id: string }) => p.id)).toContain(demoProducerId);
    expect((await get('events', byEmail)).json().data).toEqual([]);
    const byName = `/api/producers?search=${encodeURIComponent(full.corporateName)}`;
    expect((await get('events', byName)).json().data.map((p: { id: string }) => p.id)).toContain(demoProducerId);
  });
});

describe('answers of the session and business routes', () => {
  it('profile and business carry the contract fields', async () => {
    const profile = (await ctx.app.inject({ url: '/api/profile', headers: bearerOf(tokens.cashier) })).json();
    expect(profile).toMatchObject({
      email: USERS.cashier,
      firstName: 'Márcia',
      fullName: 'Márcia Gonçalves',
      role: { name: 'Caixa', permissions: ['@CAN.SELL', '@CAN.APPLY.DISCOUNT.ON.SELL'] },
      business: {
        name: 'Bilheteria Demo',
        isTicketOffice: true,
        modules: ['@M_EVENTS', '@M_BOOKINGS', '@M_ACCREDITATION'],
        // The colours and logo too: the admin's first render wears them.
        preferences: { primaryColor: '#1E3A8A', secondaryColor: '#F59E0B', thirdColor: '#10B981', logo: null, icon: null },
      },
    });
    const business = (await ctx.app.inject({ url: '/api/business/logged', headers: bearerOf(tokens.other) })).json();
    expect(business).toMatchObject({ name: 'Outra Produtora', isTicketOffice: false, modules: ['@M_EVENTS'] });
    expect(business.preferences.primaryColor).toMatch(/^#[0-9A-F]{6}$/i);
    const modules = (await ctx.app.inject({ url: '/api/business/modules', headers: bearerOf(tokens.other) })).json();
    expect(modules).toEqual(['@M_EVENTS']);
    const maintenance = (await ctx.app.inject({ url: `/api/business/${otherBusinessId}/maintenance`, headers: bearerOf(tokens.other) })).json();
    expect(maintenance).toEqual({ maintenance: false, message: null });
    const prefs = (await ctx.app.inject({ url: `/api/business/${demoBusinessId}/preferences` })).json();
    expect(prefs).toEqual({ primaryColor: '#1E3A8A', secondaryColor: '#F59E0B', thirdColor: '#10B981', logo: null, icon: null });
    expect((await ctx.app.inject({ url: '/api/health' })).json()).toEqual({ status: 'ok' });
  });

  it('unknown or malformed business ids are 404', async () => {
    for (const id of ['nope', '00000000-0000-4000-8000-000000000000']) {
      expect((await ctx.app.inject({ url: `/api/business/${id}/preferences` })).statusCode).toBe(404);
      expect((await ctx.app.inject({ url: `/api/business/${id}/maintenance`, headers: bearerOf(tokens.admin) })).statusCode).toBe(404);
    }
  });

  it('a forged or expired token is 401 with the pt-BR message', async () => {
    const res = await ctx.app.inject({ url: '/api/profile', headers: bearerOf(`${tokens.admin.slice(0, -3)}abc`) });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ message: 'Sessão expirada. Faça login novamente.', code: '@UNAUTHORIZED', issues: [] });
  });

  it('a 403 answers the pt-BR message', async () => {
    const res = await ctx.app.inject({ url: '/api/producers', headers: bearerOf(tokens.cashier) });
    expect(res.json()).toEqual({ message: 'Você não tem permissão para realizar esta ação.', code: '@FORBIDDEN', issues: [] });
  });
});
