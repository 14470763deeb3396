/**
 * Who changed what (issue 14, docs/history.md). Generated: every write operation of the OpenAPI
 * document, called by the demo's manager on the seed's records, leaves a history row naming the
 * manager when it succeeds, or is in NOT_CHANGES with the reason it records nothing. Then the
 * rules by hand: masking, cascades, filters, pagination, permissions, isolation, no write route.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearerOf, loginAll, setup, type Json, type TestContext, type UserKey } from './helper';
import { fillPath, inSafeOrder, key, operationsOf, sampleBody } from './routeMatrix';

let ctx: TestContext;
let tokens: Record<UserKey, string>;
let businessId: string;
let adminId: string;

/**
 * Write operations that change no record of the business, so they leave no history row
 * (docs/decisions.md, "What the history records"): sessions (login, refresh, logout), a reset
 * e-mail asked for, the door's entries (a scan is an entry, not an edit; the door keeps its own
 * log), and the public pages' calls made by buyers and guests, not by staff.
 */
export const NOT_CHANGES = new Set([
  'POST /api/accounts/login/local',
  'POST /api/auth/login/local',
  'POST /api/accounts/token/refresh',
  'POST /api/accounts/logout',
  'POST /api/accounts/forgot-password',
  // The same reset e-mail, sent by a manager to a collaborator: the password changes only when the
  // link is used, and that change is recorded then.
  'POST /api/collaborators/{id}/reset-password',
  'POST /api/validate/session',
  'POST /api/validate/scan',
  'POST /api/validate/undo',
  'POST /api/public/courtesies/{id}/redeem',
  'POST /api/public/order-tickets',
  // "Testar conexão" reads the gateway with the credentials; it stores nothing.
  'POST /api/payment-accounts/test-connection',
  // The accreditation area's session: like the staff logout, it changes no record.
  'POST /api/accreditation/logout',
]);

/** Bodies that succeed where the sample built from the schema would not (the suites' fixtures). */
function bodyFor(op: string, ids: Record<string, string>): unknown {
  const bodies: Record<string, unknown> = {
    'POST /api/payment-accounts': { name: 'Conta histórico', paymentMethod: { slug: '@MERCADOPAGO' }, productionApiSecret: 'APP_USR-segredo-123456', isActive: true },
    'PATCH /api/payment-accounts/{id}': { productionApiSecret: 'APP_USR-outro-654321' },
    // The demo accreditation user is active: the sample's `true` would change nothing (and record nothing).
    'PATCH /api/accreditations/{id}/users/{userId}': { isActive: false },
    'POST /api/producers': { corporateName: 'Produtora Histórico', email: 'historico@exemplo.com.br' },
    'PATCH /api/producers/{id}': { corporateName: 'Produtora Renomeada' },
    'POST /api/events': { title: 'Evento do histórico' },
    'PATCH /api/events/{id}': { title: 'Evento editado' },
    'PATCH /api/events/{id}/unpublish': {},
    'PATCH /api/events/{id}/tax': { taxMethod: '@PRODUCER', serviceFee: 1000 },
    'PUT /api/events/{id}/images': { data: PNG },
    'POST /api/artists': { name: 'Artista do histórico' },
    'PATCH /api/artists/{id}': { name: 'Artista renomeado' },
    'PATCH /api/events/{id}/lineup/add': { artist: ids.newArtist },
    'POST /api/events/{id}/producers/add': { producerId: ids.newProducer },
    'POST /api/events/{eventId}/sectors': { name: 'Setor do histórico' },
    'PATCH /api/events/{eventId}/sectors/{id}': { name: 'Setor renomeado' },
    'POST /api/events/{eventId}/sectors/{id}/ordination': { index: 1 },
    'PATCH /api/events/{eventId}/{sectorId}/tickets/{id}/show-in-site': { showInSite: false },
    'PATCH /api/events/{eventId}/{sectorId}/tickets/{id}/show-in-pos': { showInPOS: false },
  'PUT /api/events/{eventId}/{sectorId}/tickets/{id}/connect-in-pos': { posIds: [] },
  'PATCH /api/events/{eventId}/{sectorId}/{ticketId}/lots/{id}/activate': { isActive: false },
    'PATCH /api/events/{eventId}/tickets/{ticketId}/hidden-link/{linkId}': { isActive: false },
    'PATCH /api/events/{id}/pos-fees': { debit: 150, credit: 350, pix: 99, cash: 0 },
    'PATCH /api/events/{eventId}/{sectorId}/{ticketId}/lots/{id}/cashier': { showInCashier: false },
    'PATCH /api/cashier/settings': { discountLimit: 1500 },
    'POST /api/cashier/sessions': { openingFloat: 10000 },
    'PATCH /api/events/{id}/reports/deductions': { issRate: 517, ecadRate: 251, gatewayRate: 399 },
    'PATCH /api/business/preferences': { primaryColor: '#123456', secondaryColor: '#abc', thirdColor: '#654321' },
    'PATCH /api/sales-page-theme': { headerBackground: '#101010' },
    'PATCH /api/event-card-theme/{id}': { cardLayout: 'layout_4', titleFont: 'Lato' },
    'POST /api/roles': { name: 'Cargo do histórico', permissions: ['@EVENTS.LIST'] },
    'PATCH /api/roles/{id}': { name: 'Cargo renomeado', permissions: ['@EVENTS.LIST', '@EVENTS.MODIFY'] },
    'POST /api/collaborators/invites': { email: 'convidado.historico@exemplo.com.br', roleId: ids.role },
    'PATCH /api/collaborators/{id}': { roleId: ids.role },
  };
  return bodies[op];
}

/** A sample's updatedAt (now) is a stale edit (409): the walk writes without it. */
const withoutStamp = (body: unknown) => {
  if (body && typeof body === 'object' && !Array.isArray(body)) delete (body as Json).updatedAt;
  return body;
};
const lastId = (url: string) => url.split('/').filter((s) => /^[0-9a-f-]{36}$/i.test(s)).at(-1);
/** SQL that puts the record of the path's last id in the state the call changes. */
const OPPOSITE: Record<string, string> = {
  'PATCH /api/events/{id}/unpublish': 'UPDATE events SET is_draft = false WHERE id = $1',
  'PATCH /api/events/{id}/publish': 'UPDATE events SET is_draft = true WHERE id = $1',
  'POST /api/events/{eventId}/sectors/{id}/ordination': 'UPDATE sectors SET index = index + 5 WHERE id = $1',
  'POST /api/accreditations/{accreditationId}/participants/fields/{id}/ordination': 'UPDATE accreditation_fields SET index = index + 5 WHERE id = $1',
  'POST /api/events/{eventId}/{sectorId}/{ticketId}/lots/{id}/ordination': 'UPDATE lots SET index = index + 5 WHERE id = $1',
  'POST /api/events/{eventId}/send-courtesy/resend-all': `UPDATE courtesies SET delivery_status = '@SENT' WHERE event_id = $1`,
  'POST /api/events/{eventId}/{sectorId}/tickets/{id}/ordination': 'UPDATE tickets SET index = index + 5 WHERE id = $1',
  'POST /api/events/{eventId}/tickets/{ticketId}/hidden-link': 'DELETE FROM ticket_hidden_links WHERE ticket_id = $1',
  'PATCH /api/events/{eventId}/{sectorId}/{ticketId}/lots/{id}/cashier': 'UPDATE lots SET show_in_cashier = true WHERE id = $1',
  'PUT /api/events/{eventId}/card-bin/tickets/{ticketId}': 'DELETE FROM ticket_card_bins WHERE ticket_id = $1',
  'PATCH /api/events/{eventId}/{sectorId}/tickets/{id}/show-in-site': 'UPDATE tickets SET show_in_site = true WHERE id = $1',
  'PATCH /api/events/{eventId}/{sectorId}/tickets/{id}/show-in-pos': 'UPDATE tickets SET show_in_pos = true WHERE id = $1',
  'PUT /api/events/{eventId}/{sectorId}/tickets/{id}/connect-in-pos':
    'INSERT INTO ticket_pos (business_id, ticket_id, pos_id) SELECT business_id, id, (SELECT p.id FROM points_of_sale p WHERE p.business_id = t.business_id LIMIT 1) FROM tickets t WHERE id = $1 ON CONFLICT DO NOTHING',
  'PATCH /api/events/{eventId}/{sectorId}/{ticketId}/lots/{id}/activate': 'UPDATE lots SET is_active = true WHERE id = $1',
  'PATCH /api/events/{eventId}/tickets/{ticketId}/hidden-link/{linkId}': 'UPDATE ticket_hidden_links SET is_active = true WHERE id = $1',
  'DELETE /api/events/{eventId}/send-courtesy/{courtesyId}': 'UPDATE courtesies SET canceled_at = NULL, is_captured = false WHERE id = $1',
};

const PNG = `data:image/png;base64,${Buffer.from(
  '89504e470d0a1a0a0000000d4948445200000001000000010806000000' + '1f15c4890000000d49444154789c6360000000000500010d0a2db40000000049454e44ae426082',
  'hex',
).toString('base64')}`;

beforeAll(async () => {
  ctx = await setup({ cepApiUrl: 'http://127.0.0.1:9', delivery: { intervalMs: 0 } });
  tokens = await loginAll(ctx.app);
  const profile = (await ctx.app.inject({ url: '/api/profile', headers: bearerOf(tokens.admin) })).json();
  adminId = profile.id;
  businessId = (await ctx.app.inject({ url: '/api/business/logged', headers: bearerOf(tokens.admin) })).json().id;
});
afterAll(async () => ctx?.close());

const as = (who: UserKey) => bearerOf(tokens[who]);
const maxId = async () => Number((await ctx.db.query<{ n: string }>('SELECT coalesce(max(id), 0) AS n FROM audit_log')).rows[0].n);
const rowsAfter = async (id: number) =>
  (await ctx.db.query<Json>('SELECT * FROM audit_log WHERE id > $1 ORDER BY id', [id])).rows;

describe('every write operation leaves a history row', () => {
  it('names the caller and a resource for each write that succeeded', async () => {
    const ids = {
      newArtist: (await ctx.app.inject({ method: 'POST', url: '/api/artists', headers: as('admin'), payload: { name: 'Artista novo' } })).json().id,
      newProducer: (await ctx.app.inject({ method: 'POST', url: '/api/producers', headers: as('admin'), payload: { corporateName: 'Produtora Nova', email: 'nova@exemplo.com.br' } })).json().id,
      // A role without @ALL, for the invite and a collaborator's new role.
      role: (await ctx.db.query<{ id: string }>(`SELECT id::text FROM roles WHERE business_id = $1 AND NOT ('@ALL' = ANY(permissions)) ORDER BY name LIMIT 1`, [businessId])).rows[0].id,
      // The walk's own role and collaborator: changing the demo users' roles would change what the
      // later tests' users may do (which collaborator or role the path picks is not fixed).
      walkRole: (await ctx.db.query<{ id: string }>(`INSERT INTO roles (business_id, name, permissions) VALUES ($1, 'Cargo da caminhada', '{@EVENTS.LIST}') RETURNING id::text`, [businessId])).rows[0].id,
      walkCollaborator: '',
    };
    const walker = (await ctx.db.query<{ id: string }>(`INSERT INTO users (email, password_hash, first_name) VALUES ('caminhada@exemplo.com.br', 'x', 'Caminhada') RETURNING id::text`)).rows[0].id;
    ids.walkCollaborator = (await ctx.db.query<{ id: string }>('INSERT INTO collaborators (business_id, user_id, role_id) VALUES ($1, $2, $3) RETURNING id::text', [businessId, walker, ids.walkRole])).rows[0].id;
    const WALK_URLS: Record<string, string> = {
      'PATCH /api/roles/{id}': `/api/roles/${ids.walkRole}`,
      'DELETE /api/roles/{id}': `/api/roles/${ids.walkRole}`,
      'PATCH /api/collaborators/{id}': `/api/collaborators/${ids.walkCollaborator}`,
      'DELETE /api/collaborators/{id}': `/api/collaborators/${ids.walkCollaborator}`,
      'DELETE /api/collaborators/{id}/roles/{roleId}': `/api/collaborators/${ids.walkCollaborator}/roles/${ids.role}`,
    };
    const writes = inSafeOrder(operationsOf(ctx.app)).filter((op) => op.method !== 'GET' && !NOT_CHANGES.has(key(op)));
    const silent: string[] = [];
    const succeeded: string[] = [];
    const failed: string[] = [];
    for (const op of writes) {
      // Resending every courtesy needs an event that has courtesies; restricting a ticket to BINs, an event that has BINs.
      let url = key(op).endsWith('/resend-all')
        ? `/api/events/${(await ctx.db.query<{ event_id: string }>('SELECT event_id FROM courtesies WHERE business_id = $1 LIMIT 1', [businessId])).rows[0].event_id}/send-courtesy/resend-all`
        : (WALK_URLS[key(op)] ?? (await fillPath(ctx.db, op.path, businessId)));
      let binBody: Json | undefined;
      if (key(op) === 'PUT /api/events/{eventId}/card-bin/tickets/{ticketId}') {
        const { rows } = await ctx.db.query<{ event_id: string; ticket_id: string; bin_id: string }>(
          'SELECT t.event_id, t.id AS ticket_id, b.id AS bin_id FROM tickets t JOIN card_bins b ON b.event_id = t.event_id WHERE t.business_id = $1 ORDER BY t.id LIMIT 1',
          [businessId],
        );
        url = `/api/events/${rows[0].event_id}/card-bin/tickets/${rows[0].ticket_id}`;
        binBody = { binIds: [rows[0].bin_id] };
      }
      if (!url) {
        failed.push(`${key(op)}: no record`);
        continue;
      }
      const before = await maxId();
      const payload = binBody ?? bodyFor(key(op), ids) ?? (op.body ? withoutStamp(sampleBody(op.body, {})) : undefined);
      const res = await ctx.app.inject({ method: op.method, url, headers: as('admin'), ...(payload === undefined ? {} : { payload: payload as Json }) });
      if (res.statusCode >= 300) {
        failed.push(`${key(op)}: ${res.statusCode} ${res.body.slice(0, 100)}`);
        continue;
      }
      succeeded.push(key(op));
      let rows = await rowsAfter(before);
      // The seed's record may already hold what the sample sends: an update that changes nothing
      // records nothing. The opposite state, set by hand first, makes the call a change.
      if (!rows.length && OPPOSITE[key(op)]) {
        await ctx.db.query(OPPOSITE[key(op)], [key(op).includes('resend-all') ? url.split('/')[3] : lastId(url)]);
        const again = await maxId();
        const res2 = await ctx.app.inject({ method: op.method, url, headers: as('admin'), ...(payload === undefined ? {} : { payload: payload as Json }) });
        expect(res2.statusCode, key(op)).toBeLessThan(300);
        rows = await rowsAfter(again);
      }
      if (!rows.length || rows.some((r) => r.actor_id !== adminId || r.business_id !== businessId || !r.resource)) silent.push(`${key(op)}: ${JSON.stringify(rows).slice(0, 200)}`);
    }
    expect(silent).toEqual([]);
    // The generated walk must exercise most writes; the rest are covered by hand below.
    expect(succeeded.length, `failed: ${failed.join('\n')}`).toBeGreaterThan(writes.length * 0.6);
  });
});

describe('what a history row holds', () => {
  it('masks secrets on create and update, and records that a secret changed', async () => {
    const created = await ctx.app.inject({
      method: 'POST', url: '/api/payment-accounts', headers: as('admin'),
      payload: { name: 'MP Máscara', paymentMethod: { slug: '@MERCADOPAGO' }, productionApiSecret: 'APP_USR-bem-secreto-1', productionApiPublic: 'APP_USR-pub', isActive: true },
    });
    expect(created.statusCode).toBe(201);
    const id = created.json().id;
    await ctx.app.inject({ method: 'PATCH', url: `/api/payment-accounts/${id}`, headers: as('admin'), payload: { productionApiSecret: 'APP_USR-bem-secreto-2' } });
    const res = await ctx.app.inject({ url: `/api/audit-log?resource=paymentAccounts&recordId=${id}`, headers: as('admin') });
    expect(res.statusCode).toBe(200);
    const [update, create] = res.json().data;
    expect(create).toMatchObject({ action: '@CREATE', label: 'MP Máscara', actor: { id: adminId, email: 'admin@demo.com.br' }, after: { productionApiSecret: '••••', productionApiPublic: 'APP_USR-pub' } });
    expect(update).toMatchObject({ action: '@UPDATE', changed: ['productionApiSecret'], before: { productionApiSecret: '••••' }, after: { productionApiSecret: '••••' } });
    expect(res.body).not.toContain('bem-secreto');
  });

  it('records each child removed with its parent', async () => {
    const event = (await ctx.app.inject({ method: 'POST', url: '/api/events', headers: as('admin'), payload: { title: 'Evento em cascata' } })).json();
    const sector = (await ctx.app.inject({ method: 'POST', url: `/api/events/${event.id}/sectors`, headers: as('admin'), payload: { name: 'Pista' } })).json();
    const del = await ctx.app.inject({ method: 'DELETE', url: `/api/events/${event.id}/sectors/${sector.id}`, headers: as('admin') });
    expect(del.statusCode).toBe(204);
    const rows = (await ctx.app.inject({ url: `/api/audit-log?recordId=${sector.id}`, headers: as('admin') })).json().data;
    expect(rows.map((r: Json) => r.action)).toEqual(['@DELETE', '@CREATE']);
    expect(rows[0]).toMatchObject({ resource: 'sectors', label: 'Pista', before: { name: 'Pista' }, after: null });
  });
  it('records a password change as an update of the person, never the password', async () => {
    const email = 'produtor@demo.com.br'; // no later test here uses this person's session, which the change ends
    expect((await ctx.app.inject({ method: 'POST', url: '/api/accounts/forgot-password', payload: { email }, remoteAddress: '10.9.0.1' })).statusCode).toBe(200);
    await ctx.app.passwordResetMail.settle();
    const mail = (await ctx.app.inject({ url: `/api/outbox?search=${encodeURIComponent(email)}&limit=100`, headers: as('admin') })).json().data[0];
    const token = /\/auth\/reset-password#token=([\w.-]+)/.exec(mail.body)![1];
    const reset = await ctx.app.inject({ method: 'POST', url: '/api/accounts/forgot-password/reset-password', headers: bearerOf(token), payload: { password: 'Nova-senha-do-caixa-1' }, remoteAddress: '10.9.0.2' });
    expect(reset.statusCode, reset.body).toBe(200);
    const personId = (await ctx.db.query<{ id: string }>('SELECT id FROM users WHERE email = $1', [email])).rows[0].id;
    const rows = (await ctx.app.inject({ url: `/api/audit-log?resource=users&recordId=${personId}`, headers: as('admin') })).json().data;
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ action: '@UPDATE', actor: { id: personId, email }, changed: ['password'], before: { password: '••••' }, after: { password: '••••' } });
    expect(JSON.stringify(rows)).not.toMatch(/Nova-senha|\$argon|\$2[aby]\$|scrypt/);
  });
});

describe('reading the history', () => {
  it('filters by person, resource and period, newest first, with pages', async () => {
    const mine = (await ctx.app.inject({ url: `/api/audit-log?actorId=${adminId}&limit=2`, headers: as('admin') })).json();
    expect(mine.data).toHaveLength(2);
    expect(mine.pagination).toMatchObject({ currentPage: 1, nextPage: 2, totalItemsCurrentPage: 2 });
    expect(mine.pagination.totalItems).toBeGreaterThan(2);
    expect(Date.parse(mine.data[0].createdAt)).toBeGreaterThanOrEqual(Date.parse(mine.data[1].createdAt));
    const page2 = (await ctx.app.inject({ url: `/api/audit-log?actorId=${adminId}&limit=2&page=2`, headers: as('admin') })).json();
    expect(page2.data[0].id).not.toBe(mine.data[0].id);
    const events = (await ctx.app.inject({ url: '/api/audit-log?resource=events&limit=100', headers: as('admin') })).json();
    expect(events.data.every((r: Json) => r.resource === 'events')).toBe(true);
    const future = (await ctx.app.inject({ url: `/api/audit-log?startAt=${new Date(Date.now() + 86400000).toISOString()}`, headers: as('admin') })).json();
    expect(future.data).toEqual([]);
    expect(future.pagination.totalItems).toBe(0);
    const bad = await ctx.app.inject({ url: '/api/audit-log?actorId=x&startAt=ontem', headers: as('admin') });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().issues.map((i: Json) => i.field).sort()).toEqual(['actorId', 'startAt']);
  });

  it('lists the people of the business for the person filter', async () => {
    // Someone who works only for the other business is never offered.
    const { rows: other } = await ctx.db.query<{ business_id: string; id: string }>('SELECT business_id, id FROM roles WHERE business_id <> $1 LIMIT 1', [businessId]);
    const { rows: outsider } = await ctx.db.query<{ id: string }>(`INSERT INTO users (email, password_hash, first_name) VALUES ('so.outra@exemplo.com.br', 'x', 'Só Outra') RETURNING id::text`);
    await ctx.db.query('INSERT INTO collaborators (business_id, user_id, role_id) VALUES ($1, $2, $3)', [other[0].business_id, outsider[0].id, other[0].id]);
    const res = (await ctx.app.inject({ url: '/api/audit-log/actors', headers: as('admin') })).json();
    expect(res.data).toEqual(expect.arrayContaining([expect.objectContaining({ id: adminId, email: 'admin@demo.com.br' })]));
    expect(res.data.some((a: Json) => a.id === outsider[0].id)).toBe(false);
    // Exactly the business's people.
    const members = (await ctx.db.query<{ id: string }>('SELECT user_id::text AS id FROM collaborators WHERE business_id = $1', [businessId])).rows.map((r) => r.id);
    expect(res.data.map((a: Json) => a.id).sort()).toEqual([...members].sort());
  });

  it('gives the whole history to @ALL only, and one record to whoever may open it', async () => {
    expect((await ctx.app.inject({ url: '/api/audit-log', headers: as('events') })).statusCode).toBe(403);
    expect((await ctx.app.inject({ url: '/api/audit-log/actors', headers: as('cashier') })).statusCode).toBe(403);
    const event = (await ctx.db.query<{ id: string }>('SELECT id FROM events WHERE business_id = $1 LIMIT 1', [businessId])).rows[0].id;
    await ctx.app.inject({ method: 'PATCH', url: `/api/events/${event}`, headers: as('admin'), payload: { title: 'Título lido pela equipe' } });
    const staff = await ctx.app.inject({ url: `/api/audit-log/records/events/${event}`, headers: as('events') });
    expect(staff.statusCode).toBe(200);
    expect(staff.json().data[0]).toMatchObject({ resource: 'events', recordId: event, after: { title: 'Título lido pela equipe' } });
    // The cashier may not open events' records for editing... nor the gateway accounts: 404, as for a record elsewhere.
    expect((await ctx.app.inject({ url: `/api/audit-log/records/paymentAccounts/${event}`, headers: as('cashier') })).statusCode).toBe(404);
  });

  it('names the records a row refers to, one deleted since as its deletion kept it, and only for those who may read them', async () => {
    const send = async (method: 'POST' | 'PUT' | 'PATCH' | 'DELETE', url: string, payload?: Json) => {
      const res = await ctx.app.inject({ method, url, headers: as('admin'), ...(payload ? { payload } : {}) });
      expect(res.statusCode, res.body).toBeLessThan(300);
      return res.statusCode === 204 ? null : (res.json().id as string);
    };
    const event = (await send('POST', '/api/events', { title: 'Evento das referências' }))!;
    const sector = (await send('POST', `/api/events/${event}/sectors`, { name: 'Pista' }))!;
    const ticket = (await send('POST', `/api/events/${event}/${sector}/tickets`, { title: 'Inteira' }))!;
    const pos = (await send('POST', '/api/points-of-sale', { name: 'Bilheteria Norte' }))!;
    const visa = (await send('POST', `/api/events/${event}/card-bin`, { bin: '411111', cardName: 'Visa Parceiro' }))!;
    const elo = (await send('POST', `/api/events/${event}/card-bin`, { bin: '636368', cardName: 'Elo Parceiro' }))!;
    await send('PUT', `/api/events/${event}/${sector}/tickets/${ticket}/connect-in-pos`, { posIds: [pos] });
    await send('PUT', `/api/events/${event}/card-bin/tickets/${ticket}`, { binIds: [visa, elo] });
    await send('DELETE', `/api/events/${event}/card-bin/${elo}`);
    await send('PATCH', `/api/points-of-sale/${pos}`, { name: 'Bilheteria Norte 2' });

    const history = async (who: UserKey) => {
      const res = await ctx.app.inject({ url: `/api/audit-log/records/tickets/${ticket}`, headers: as(who) });
      expect(res.statusCode, res.body).toBe(200);
      const rows = res.json().data as Json[];
      return { pos: rows.find((r) => r.changed.includes('posIds'))!, bins: rows.find((r) => r.changed.includes('binIds'))! };
    };
    const admin = await history('admin');
    expect(admin.pos.after.posIds).toEqual([pos]);
    // Named as it is named now.
    expect(admin.pos.refs).toEqual({ [pos]: 'Bilheteria Norte 2' });
    // The BIN removed since is named as its deletion recorded it.
    expect(admin.bins.refs).toEqual({ [visa]: 'Visa Parceiro', [elo]: 'Elo Parceiro' });
    // The cashier may open a ticket's history and the event's BINs, but not the points of sale:
    // their names are not told.
    const cashier = await history('cashier');
    expect(cashier.pos.after.posIds).toEqual([pos]);
    expect(cashier.pos.refs).toEqual({});
    expect(cashier.bins.refs).toEqual(admin.bins.refs);
  });

  it("never shows another business's history", async () => {
    const other = (await ctx.app.inject({ url: '/api/audit-log?limit=100', headers: as('other') })).json();
    expect(other.data.some((r: Json) => r.actor?.id === adminId)).toBe(false);
    const event = (await ctx.db.query<{ id: string }>('SELECT id FROM events WHERE business_id = $1 LIMIT 1', [businessId])).rows[0].id;
    expect((await ctx.app.inject({ url: `/api/audit-log/records/events/${event}`, headers: as('other') })).json().data).toEqual([]);
  });

  it('has no route that writes, edits or deletes history', async () => {
    const writes = operationsOf(ctx.app).filter((op) => op.path.startsWith('/api/audit-log') && op.method !== 'GET');
    expect(writes).toEqual([]);
    for (const method of ['POST', 'PATCH', 'PUT', 'DELETE'] as const) {
      expect((await ctx.app.inject({ method, url: '/api/audit-log', headers: as('admin'), payload: {} })).statusCode).toBe(404);
    }
  });
});
