/**
 * My company (issue 14, spec 2; docs/my-company.md): colours and images (PATCH /business/preferences),
 * details (PATCH /business/), the sales-page theme and the event card theme with their fallbacks,
 * the public sales-page preview's data, @ALL-only writes, business isolation, history rows and the
 * realtime announce.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { io, type Socket } from 'socket.io-client';
import type { AddressInfo } from 'node:net';
import { bearerOf, loginAll, login, setup, USERS, type Json, type TestContext, type UserKey } from './helper';

let ctx: TestContext;
let tokens: Record<UserKey, string>;
let demoId: string;
let otherId: string;
let rival: string;

const PNG = 'data:image/png;base64,' + Buffer.from('89504e470d0a1a0a0000000d4948445200000001000000010806000000' + '1f15c4890000000d4944415478da63f8cfc0f01f0005000201a2e8a1b50000000049454e44ae426082', 'hex').toString('base64');
const GIF = 'data:image/gif;base64,' + Buffer.from('GIF89a\x01\x00\x01\x00\x00\x00\x00;', 'binary').toString('base64');

const call = (method: 'GET' | 'PATCH', url: string, who: UserKey | string | undefined, payload?: unknown) =>
  ctx.app.inject({ method, url, headers: who ? bearerOf(who in tokens ? tokens[who as UserKey] : who) : {}, ...(payload === undefined ? {} : { payload: payload as Json }) });

const history = async (resource: string, recordId: string) =>
  (await ctx.db.query<{ action: string; actor_id: string; before: Json; after: Json; changed: string[] }>(
    'SELECT action, actor_id, before, after, changed FROM audit_log WHERE resource = $1 AND record_id = $2 ORDER BY id',
    [resource, recordId],
  )).rows;

beforeAll(async () => {
  ctx = await setup();
  tokens = await loginAll(ctx.app);
  demoId = (await call('GET', '/api/business/logged', 'admin')).json().id;
  otherId = (await call('GET', '/api/business/logged', 'other')).json().id;
  // The other business made a ticket office, so that isolation (not the menu rule) is what refuses it.
  await ctx.db.query('UPDATE businesses SET is_ticket_office = true WHERE id = $1', [otherId]);
  rival = (await login(ctx.app, USERS.other)).accessToken;
});
afterAll(async () => ctx?.close());

describe('company colours (PATCH /business/preferences)', () => {
  it('saves the three colours, answers them, records history and the next read has them', async () => {
    const res = await call('PATCH', '/api/business/preferences', 'admin', { primaryColor: '#0a7', secondaryColor: '#123456', thirdColor: '#ABCDEF' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ primaryColor: '#0A7', secondaryColor: '#123456', thirdColor: '#ABCDEF' });
    expect((await call('GET', `/api/business/${demoId}/preferences`, undefined)).json()).toMatchObject({ primaryColor: '#0A7', secondaryColor: '#123456' });
    const rows = await history('business', demoId);
    expect(rows.at(-1)).toMatchObject({ action: '@UPDATE', after: { primaryColor: '#0A7', secondaryColor: '#123456', thirdColor: '#ABCDEF' } });
    expect(rows.at(-1)!.changed).toEqual(['primaryColor', 'secondaryColor', 'thirdColor']);
  });

  it.each([
    ['#12', 'Informe uma cor com # e 3 ou 6 dígitos hexadecimais (ex.: #1E3A8A)'],
    ['123456', 'Informe uma cor com # e 3 ou 6 dígitos hexadecimais (ex.: #1E3A8A)'],
    ['#GGGGGG', 'Informe uma cor com # e 3 ou 6 dígitos hexadecimais (ex.: #1E3A8A)'],
    ['', 'Este campo é obrigatório'],
    [12345, 'Informe uma cor com # e 3 ou 6 dígitos hexadecimais (ex.: #1E3A8A)'],
  ])('refuses %j on the field with a pt-BR message, storing nothing', async (value, message) => {
    const before = (await call('GET', `/api/business/${demoId}/preferences`, undefined)).json();
    const res = await call('PATCH', '/api/business/preferences', 'admin', { primaryColor: '#000', secondaryColor: value });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: '@VALIDATION', issues: [{ field: 'secondaryColor', message }] });
    expect((await call('GET', `/api/business/${demoId}/preferences`, undefined)).json()).toEqual(before);
  });

  it('takes a PNG logo into the upload store and serves it; refuses a GIF icon on its field', async () => {
    const res = await call('PATCH', '/api/business/preferences', 'admin', { logo: PNG });
    expect(res.statusCode).toBe(200);
    const logo = res.json().logo as string;
    expect(logo).toMatch(/^\/uploads\/.+\.png$/);
    const file = await ctx.app.inject({ url: logo });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('image/png');
    const gif = await call('PATCH', '/api/business/preferences', 'admin', { icon: GIF });
    expect(gif.statusCode).toBe(400);
    expect(gif.json().issues).toEqual([{ field: 'icon', message: 'Envie uma imagem JPEG ou PNG.' }]);
    // An image's bytes decide, not its declared type.
    const disguised = await call('PATCH', '/api/business/preferences', 'admin', { icon: GIF.replace('image/gif', 'image/png') });
    expect(disguised.json().issues).toEqual([{ field: 'icon', message: 'Envie uma imagem JPEG ou PNG.' }]);
    // Keeping the stored URL and removing with null both work.
    expect((await call('PATCH', '/api/business/preferences', 'admin', { logo })).json().logo).toBe(logo);
    expect((await call('PATCH', '/api/business/preferences', 'admin', { logo: null })).json().logo).toBeNull();
  });

  it('announces the change on the business room, so open sessions follow', async () => {
    await ctx.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = ctx.app.server.address() as AddressInfo;
    const socket: Socket = io(`http://127.0.0.1:${port}`, { path: '/socket.io', transports: ['websocket'], auth: { token: tokens.events } });
    try {
      await new Promise<void>((resolve, reject) => {
        socket.on('connect', () => resolve());
        socket.on('connect_error', reject);
      });
      const got = new Promise<Json>((resolve) => socket.on('change', (e: Json) => e.resource === 'business' && resolve(e)));
      await call('PATCH', '/api/business/preferences', 'admin', { primaryColor: '#224466' });
      expect(await got).toEqual({ resource: 'business', id: demoId, action: 'updated' });
    } finally {
      socket.disconnect();
    }
  });
});

describe('company details (PATCH /business/)', () => {
  it('saves name and description with history; the name is required', async () => {
    const res = await call('PATCH', '/api/business/', 'admin', { name: '  Bilheteria Demo Recife ', description: 'Ingressos no Recife' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id: demoId, name: 'Bilheteria Demo Recife', description: 'Ingressos no Recife' });
    expect((await call('GET', '/api/business/logged', 'cashier')).json().name).toBe('Bilheteria Demo Recife');
    expect((await history('business', demoId)).at(-1)).toMatchObject({ after: { name: 'Bilheteria Demo Recife', description: 'Ingressos no Recife' } });
    const blank = await call('PATCH', '/api/business/', 'admin', { name: '   ' });
    expect(blank.statusCode).toBe(400);
    expect(blank.json().issues).toEqual([{ field: 'name', message: 'Este campo é obrigatório' }]);
  });
});

describe('sales-page theme (GET/PATCH /sales-page-theme)', () => {
  it("answers the spec's fallbacks before any save", async () => {
    expect((await call('GET', '/api/sales-page-theme', 'admin')).json()).toEqual({
      themeBackground: '#FF0000',
      headerBackground: '#FFFFFF',
      navigationMenuBackground: '#DDFF00',
      navigationMenuTextColor: '#C2C2C2',
      systemFont: 'Poppins',
      primaryColor: '#000000',
      secondaryColor: '#343434',
      tertiaryColor: '#0000FF',
      updatedAt: null,
    });
  });

  it('keeps what is left out, records history, refuses a bad colour or font', async () => {
    const res = await call('PATCH', '/api/sales-page-theme', 'admin', { headerBackground: '#102030', systemFont: 'Lato' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ headerBackground: '#102030', systemFont: 'Lato', themeBackground: '#FF0000' });
    expect((await call('GET', '/api/sales-page-theme', 'cashier')).json()).toMatchObject({ headerBackground: '#102030', systemFont: 'Lato' });
    expect((await history('salesPageTheme', demoId)).at(-1)).toMatchObject({ before: { headerBackground: '#FFFFFF', systemFont: 'Poppins' }, after: { headerBackground: '#102030', systemFont: 'Lato' } });
    const bad = await call('PATCH', '/api/sales-page-theme', 'admin', { primaryColor: 'azul', systemFont: 'Comic Sans' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().issues).toEqual([
      { field: 'primaryColor', message: 'Informe uma cor com # e 3 ou 6 dígitos hexadecimais (ex.: #1E3A8A)' },
      { field: 'systemFont', message: 'Opção inválida' },
    ]);
  });

  it('is per business', async () => {
    expect((await call('GET', '/api/sales-page-theme', rival)).json().headerBackground).toBe('#FFFFFF');
  });
});

describe('event card theme (GET/PATCH /event-card-theme/{businessId})', () => {
  it('answers the defaults, saves a layout and colours, and refuses an unknown layout', async () => {
    expect((await call('GET', `/api/event-card-theme/${demoId}`, 'admin')).json()).toEqual({
      background: '#FFFFFF',
      titleColor: '#000000',
      dateColor: '#000000',
      monthColor: '#000000',
      titleFont: 'Poppins',
      dateFont: 'Poppins',
      monthFont: 'Poppins',
      cardLayout: 'layout_1',
      updatedAt: null,
    });
    const res = await call('PATCH', `/api/event-card-theme/${demoId}`, 'admin', { cardLayout: 'layout_4', titleColor: '#AA0000', titleFont: 'Montserrat' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ cardLayout: 'layout_4', titleColor: '#AA0000', titleFont: 'Montserrat', background: '#FFFFFF' });
    expect((await history('eventCardTheme', demoId)).at(-1)).toMatchObject({ after: { cardLayout: 'layout_4' } });
    const bad = await call('PATCH', `/api/event-card-theme/${demoId}`, 'admin', { cardLayout: 'layout_7', background: '#12' });
    expect(bad.json().issues).toEqual([
      { field: 'cardLayout', message: 'Opção inválida' },
      { field: 'background', message: 'Informe uma cor com # e 3 ou 6 dígitos hexadecimais (ex.: #1E3A8A)' },
    ]);
  });

  it("another business's id is a 404, read or write", async () => {
    expect((await call('GET', `/api/event-card-theme/${otherId}`, 'admin')).statusCode).toBe(404);
    expect((await call('PATCH', `/api/event-card-theme/${otherId}`, 'admin', { cardLayout: 'layout_2' })).statusCode).toBe(404);
    expect((await call('PATCH', `/api/event-card-theme/${demoId}`, rival, { cardLayout: 'layout_2' })).statusCode).toBe(404);
    expect((await call('GET', `/api/event-card-theme/${demoId}`, 'admin')).json().cardLayout).toBe('layout_4');
  });
});

describe('stale writes', () => {
  it('refuses a theme or business write built on an older stamp with 409, and takes the current one', async () => {
    const theme = (await call('GET', `/api/event-card-theme/${demoId}`, 'admin')).json();
    expect(theme.updatedAt).toEqual(expect.any(String));
    const first = await call('PATCH', `/api/event-card-theme/${demoId}`, 'admin', { dateColor: '#333333', updatedAt: theme.updatedAt });
    expect(first.statusCode).toBe(200);
    const stale = await call('PATCH', `/api/event-card-theme/${demoId}`, 'admin', { dateColor: '#444444', updatedAt: theme.updatedAt });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({ code: '@CONFLICT', message: 'Este registro foi alterado por outra pessoa. Recarregue a página e tente novamente.' });
    expect((await call('GET', `/api/event-card-theme/${demoId}`, 'admin')).json().dateColor).toBe('#333333');
    expect((await call('PATCH', `/api/event-card-theme/${demoId}`, 'admin', { dateColor: '#444444', updatedAt: first.json().updatedAt })).statusCode).toBe(200);

    const business = (await call('GET', '/api/business/logged', 'admin')).json();
    const colours = await call('PATCH', '/api/business/preferences', 'admin', { primaryColor: '#345678', updatedAt: business.updatedAt });
    expect(colours.statusCode).toBe(200);
    expect((await call('PATCH', '/api/business/', 'admin', { name: 'Outro nome', updatedAt: business.updatedAt })).statusCode).toBe(409);
    expect((await call('PATCH', '/api/business/', 'admin', { name: 'Bilheteria Demo Recife', updatedAt: colours.json().updatedAt })).statusCode).toBe(200);
    expect((await call('PATCH', '/api/sales-page-theme', 'admin', { primaryColor: '#111111', updatedAt: '2020-01-01T00:00:00.000Z' })).statusCode).toBe(409);
  });
});

describe('who may write', () => {
  const writes: [string, string, Json][] = [
    ['PATCH', '/api/business/preferences', { primaryColor: '#111111' }],
    ['PATCH', '/api/business/', { name: 'Tomada' }],
    ['PATCH', '/api/sales-page-theme', { primaryColor: '#111111' }],
    ['PATCH', '/api/event-card-theme/{demo}', { cardLayout: 'layout_6' }],
  ];
  it.each(['producer', 'cashier', 'events'] as const)('refuses %s with 403 and changes nothing', async (who) => {
    const before = [(await call('GET', '/api/business/logged', 'admin')).json(), (await call('GET', '/api/sales-page-theme', 'admin')).json()];
    for (const [, url, body] of writes) {
      const res = await call('PATCH', url.replace('{demo}', demoId), who, body);
      expect(res.statusCode, `${url} as ${who}`).toBe(403);
      expect(res.json().message).toBe('Você não tem permissão para realizar esta ação.');
    }
    expect([(await call('GET', '/api/business/logged', 'admin')).json(), (await call('GET', '/api/sales-page-theme', 'admin')).json()]).toEqual(before);
  });

  it('answers 401 without a token', async () => {
    for (const [, url, body] of writes) expect((await call('PATCH', url.replace('{demo}', demoId), undefined, body)).statusCode).toBe(401);
  });

  it("the rival's @ALL changes its own business only", async () => {
    await call('PATCH', '/api/business/preferences', rival, { primaryColor: '#ABCABC' });
    expect((await call('GET', `/api/business/${otherId}/preferences`, undefined)).json().primaryColor).toBe('#ABCABC');
    expect((await call('GET', `/api/business/${demoId}/preferences`, undefined)).json().primaryColor).not.toBe('#ABCABC');
  });
});

describe('public sales page (GET /public/sales-page/{id})', () => {
  it('shows the published events only, with the saved themes, to anyone', async () => {
    const res = await call('GET', `/api/public/sales-page/${demoId}`, undefined);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.business).toMatchObject({ id: demoId, name: 'Bilheteria Demo Recife' });
    expect(body.cardTheme.cardLayout).toBe('layout_4');
    expect(body.salesTheme.headerBackground).toBe('#102030');
    const { rows } = await ctx.db.query<{ id: string }>('SELECT id FROM events WHERE business_id = $1 AND is_draft = false', [demoId]);
    expect(body.events.length).toBe(Math.min(12, rows.length));
    const published = new Set(rows.map((r) => r.id));
    for (const e of body.events) expect(published.has(e.id)).toBe(true);
    expect((await call('GET', '/api/public/sales-page/00000000-0000-0000-0000-000000000000', undefined)).statusCode).toBe(404);
  });

  it('its page may be framed by this server only', async () => {
    const res = await ctx.app.inject({ url: '/preview/sales-page?business=' + demoId });
    const csp = String(res.headers['content-security-policy'] ?? '');
    expect(csp).toMatch(/frame-ancestors 'self'(;|$)/);
  });
});
