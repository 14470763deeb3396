/**
 * Accreditation users and their area (issue 15; docs/accreditation.md): staff add users (an
 * e-mail with a password link through the outbox), (de)activate them and resend the link; the
 * link sets a password once; the area's login (own cookie, rate-limited), its session and the
 * participant calls, each limited to the session's accreditation.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LightMyRequestResponse } from 'fastify';
import { io } from 'socket.io-client';
import { hashPassword } from '../../server/auth/passwords';
import { bearerOf, DEMO_PASSWORD, login, setup, type Json, type TestContext } from './helper';

let ctx: TestContext;
let admin: string;
let demoBusiness: string;
let festival: string; // the demo's 'Credenciamento Festival de Verão'
let other: string; // a second accreditation of the demo business
let rivalToken: string;
let viewerToken: string;
let creatorToken: string;

const NEW_PASSWORD = 'senha-nova-123';
let ip = 0;
/** Each request its own address, so the login limit of one test does not reach the others. */
const addr = () => `10.40.${Math.floor(++ip / 250)}.${ip % 250}`;

const staff = (token: string, method: 'GET' | 'POST' | 'PATCH', url: string, payload?: object) =>
  ctx.app.inject({ method, url, headers: bearerOf(token), payload, remoteAddress: addr() });

const cookieOf = (res: LightMyRequestResponse) => {
  const header = [res.headers['set-cookie']].flat().find((c) => String(c).startsWith('accreditationSession='));
  return String(header).split(';')[0];
};

const areaLogin = (accreditationId: string, email: string, password: string, remoteAddress = addr()) =>
  ctx.app.inject({ method: 'POST', url: '/api/accreditation/login', payload: { accreditationId, email, password }, remoteAddress });

const area = (cookie: string, method: 'GET' | 'POST', url: string, payload?: object) =>
  ctx.app.inject({ method, url, headers: { cookie, 'x-requested-with': 'fetch' }, payload, remoteAddress: addr() });

/** The token of the last password link e-mailed to `email` (the outbox is the delivery here). */
async function linkTokenOf(email: string): Promise<string> {
  const rows = (await staff(admin, 'GET', `/api/outbox?search=${encodeURIComponent(email)}&limit=20`)).json().data as Json[];
  const url = rows.map((r) => /\/accreditation\/[^/\s]+\/password#token=(\S+)/.exec(String(r.body))?.[1]).find(Boolean);
  if (!url) throw new Error(`no link for ${email}`);
  return url;
}

async function roleUser(email: string, permissions: string[], businessId: string): Promise<string> {
  const { rows: [role] } = await ctx.db.query<{ id: string }>(`INSERT INTO roles (business_id, name, permissions) VALUES ($1, $2, $3) RETURNING id`, [businessId, email, permissions]);
  const { rows: [user] } = await ctx.db.query<{ id: string }>(`INSERT INTO users (email, password_hash, first_name, last_name) VALUES ($1, $2, 'Pessoa', 'Teste') RETURNING id`, [email, await hashPassword(DEMO_PASSWORD)]);
  await ctx.db.query('INSERT INTO collaborators (business_id, user_id, role_id) VALUES ($1, $2, $3)', [businessId, user.id, role.id]);
  return (await login(ctx.app, email)).accessToken;
}

/** A user added by staff who set their password through the link; answers the user and a logged cookie. */
async function workingUser(accreditationId: string, email: string): Promise<{ id: string; cookie: string }> {
  const added = await staff(admin, 'POST', `/api/accreditations/${accreditationId}/users`, { firstName: 'Rosa', lastName: 'Porteira', email });
  expect(added.statusCode, added.body).toBe(201);
  const token = await linkTokenOf(email);
  const set = await ctx.app.inject({ method: 'POST', url: '/api/public/accreditation/password', payload: { accreditationId, token, password: NEW_PASSWORD }, remoteAddress: addr() });
  expect(set.statusCode, set.body).toBe(200);
  const res = await areaLogin(accreditationId, email, NEW_PASSWORD);
  expect(res.statusCode, res.body).toBe(200);
  return { id: added.json().id, cookie: cookieOf(res) };
}

beforeAll(async () => {
  ctx = await setup({ delivery: { intervalMs: 0 } });
  admin = (await login(ctx.app, 'admin@demo.com.br')).accessToken;
  demoBusiness = (await staff(admin, 'GET', '/api/business/logged')).json().id;
  festival = (await ctx.db.query<{ id: string }>(`SELECT id FROM accreditations WHERE name = 'Credenciamento Festival de Verão'`)).rows[0].id;
  const created = await staff(admin, 'POST', '/api/accreditations', { name: 'Credenciamento Feira de Negócios', isActive: true });
  expect(created.statusCode, created.body).toBe(201);
  other = created.json().id;
  // A rival ticket office with every module and an @ALL administrator.
  const { rows: [rival] } = await ctx.db.query<{ id: string }>(
    `INSERT INTO businesses (name, is_ticket_office, modules) VALUES ('Bilheteria Rival', true, '{@M_EVENTS,@M_BOOKINGS,@M_ACCREDITATION}') RETURNING id`,
  );
  rivalToken = await roleUser('admin@rival.com.br', ['@ALL'], rival.id);
  viewerToken = await roleUser('ver@demo.com.br', ['@ACCREDITATION.USER.VIEW'], demoBusiness);
  creatorToken = await roleUser('criar@demo.com.br', ['@ACCREDITATION.USER.CREATE'], demoBusiness);
});
afterAll(async () => ctx?.close());

describe('accreditation users (staff)', () => {
  it('adds a user, who is listed and e-mailed a 7-day link through the outbox', async () => {
    const res = await staff(creatorToken, 'POST', `/api/accreditations/${festival}/users`, { firstName: ' Paulo ', lastName: 'Portaria', email: 'Paulo.Portaria@Teste.com.br' });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({ firstName: 'Paulo', lastName: 'Portaria', email: 'paulo.portaria@teste.com.br', isActive: true, hasPassword: false, delivery: '@OUTBOX' });
    const list = (await staff(viewerToken, 'GET', `/api/accreditations/${festival}/users`)).json().data as Json[];
    expect(list.map((u) => u.email)).toEqual(expect.arrayContaining(['credenciador@demo.com.br', 'paulo.portaria@teste.com.br']));
    const [mail] = (await staff(admin, 'GET', '/api/outbox?search=paulo.portaria%40teste.com.br')).json().data as Json[];
    expect(mail.subject).toBe('Seu acesso ao Credenciamento Festival de Verão');
    expect(mail.body).toContain('Olá, Paulo!');
    expect(mail.body).toMatch(new RegExp(`/accreditation/${festival}/password#token=\\S+`));
    expect(mail.body).toContain('O link vale por 7 dias e só pode ser usado uma vez.');
    const { rows } = await ctx.db.query<{ password_token_hash: string; days: number }>(
      `SELECT password_token_hash, round(extract(epoch FROM password_token_expires_at - now()) / 86400)::int AS days FROM accreditation_users WHERE email = 'paulo.portaria@teste.com.br'`,
    );
    expect(rows[0].days).toBe(7);
    // Only the SHA-256 of the token is stored.
    expect(rows[0].password_token_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(mail.body).not.toContain(rows[0].password_token_hash);
    const history = await ctx.db.query(`SELECT 1 FROM audit_log WHERE resource = 'accreditationUsers' AND record_id = $1`, [res.json().id]);
    expect(history.rows).toHaveLength(1);
  });

  it('refuses a second user with the same e-mail in the accreditation, on the field, in pt-BR; another accreditation takes it', async () => {
    const again = await staff(admin, 'POST', `/api/accreditations/${festival}/users`, { firstName: 'Outro', email: 'CREDENCIADOR@demo.com.br' });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ code: '@EMAIL_TAKEN', issues: [{ field: 'email', message: 'Já existe um usuário com este e-mail neste credenciamento' }] });
    const elsewhere = await staff(admin, 'POST', `/api/accreditations/${other}/users`, { firstName: 'Cláudia', email: 'credenciador@demo.com.br' });
    expect(elsewhere.statusCode).toBe(201);
  });

  it('checks the fields, each on its own', async () => {
    const res = await staff(admin, 'POST', `/api/accreditations/${festival}/users`, { firstName: '  ', email: 'sem-arroba' });
    expect(res.statusCode).toBe(400);
    expect(res.json().issues).toEqual([
      { field: 'firstName', message: 'Este campo é obrigatório' },
      { field: 'email', message: expect.stringMatching(/inválido/i) },
    ]);
  });

  it('lets only who may act: viewers read, .CREATE adds and resends, .MANAGE (de)activates', async () => {
    const user = (await staff(admin, 'GET', `/api/accreditations/${festival}/users`)).json().data[0] as Json;
    expect((await staff(viewerToken, 'POST', `/api/accreditations/${festival}/users`, { firstName: 'X', email: 'x@teste.com.br' })).statusCode).toBe(403);
    expect((await staff(viewerToken, 'POST', `/api/accreditations/${festival}/users/${user.id}/resend-password-email`)).statusCode).toBe(403);
    expect((await staff(creatorToken, 'PATCH', `/api/accreditations/${festival}/users/${user.id}`, { isActive: false })).statusCode).toBe(403);
    expect((await staff(creatorToken, 'POST', `/api/accreditations/${festival}/users/${user.id}/resend-password-email`)).statusCode).toBe(200);
    expect((await ctx.app.inject({ url: `/api/accreditations/${festival}/users` })).statusCode).toBe(401);
  });

  it('another business\'s accreditation and users are a 404, and nothing changes', async () => {
    const user = (await staff(admin, 'GET', `/api/accreditations/${festival}/users`)).json().data[0] as Json;
    expect((await staff(rivalToken, 'GET', `/api/accreditations/${festival}/users`)).statusCode).toBe(404);
    expect((await staff(rivalToken, 'POST', `/api/accreditations/${festival}/users`, { firstName: 'Intrusa', email: 'intrusa@rival.com.br' })).statusCode).toBe(404);
    expect((await staff(rivalToken, 'PATCH', `/api/accreditations/${festival}/users/${user.id}`, { isActive: false })).statusCode).toBe(404);
    expect((await staff(rivalToken, 'POST', `/api/accreditations/${festival}/users/${user.id}/resend-password-email`)).statusCode).toBe(404);
    // A user of one accreditation is not reached through another's path.
    expect((await staff(admin, 'PATCH', `/api/accreditations/${other}/users/${user.id}`, { isActive: false })).statusCode).toBe(404);
    const after = (await staff(admin, 'GET', `/api/accreditations/${festival}/users`)).json().data[0] as Json;
    expect(after.isActive).toBe(user.isActive);
  });

  it('resending replaces the link: the old one stops working, the new one works', async () => {
    const email = 'reenvio@teste.com.br';
    const added = (await staff(admin, 'POST', `/api/accreditations/${festival}/users`, { firstName: 'Reenvio', email })).json();
    const first = await linkTokenOf(email);
    const resent = await staff(admin, 'POST', `/api/accreditations/${festival}/users/${added.id}/resend-password-email`);
    expect(resent.json()).toEqual({ message: `O e-mail de senha para ${email} está na caixa de saída.`, delivery: '@OUTBOX' });
    const second = await linkTokenOf(email);
    expect(second).not.toBe(first);
    const old = await ctx.app.inject({ method: 'POST', url: '/api/public/accreditation/password-link', payload: { accreditationId: festival, token: first }, remoteAddress: addr() });
    expect(old.statusCode).toBe(401);
    const fresh = await ctx.app.inject({ method: 'POST', url: '/api/public/accreditation/password-link', payload: { accreditationId: festival, token: second }, remoteAddress: addr() });
    expect(fresh.json()).toEqual({ firstName: 'Reenvio', email, accreditation: { id: festival, name: 'Credenciamento Festival de Verão' } });
  });
});

describe('the password link', () => {
  it('sets the password once; a refused password keeps the link; a used link is refused', async () => {
    const email = 'link.unico@teste.com.br';
    await staff(admin, 'POST', `/api/accreditations/${festival}/users`, { firstName: 'Link', email });
    const token = await linkTokenOf(email);
    const post = (password: string, t = token) => ctx.app.inject({ method: 'POST', url: '/api/public/accreditation/password', payload: { accreditationId: festival, token: t, password }, remoteAddress: addr() });
    const short = await post('curta');
    expect(short.statusCode).toBe(400);
    expect(short.json().issues[0].field).toBe('password');
    expect((await post(NEW_PASSWORD)).json()).toEqual({ message: 'Senha definida. Entre com o seu e-mail e a nova senha.' });
    const reuse = await post('outra-senha-123');
    expect(reuse.statusCode).toBe(401);
    expect(reuse.json().message).toMatch(/^Este link não vale mais/);
    expect((await areaLogin(festival, email, NEW_PASSWORD)).statusCode).toBe(200);
    expect((await areaLogin(festival, email, 'outra-senha-123')).statusCode).toBe(401);
    // The link of one accreditation does not open another's page.
    expect((await post(NEW_PASSWORD, 'x'.repeat(40))).statusCode).toBe(401);
  });

  it('an expired link is refused', async () => {
    const email = 'link.vencido@teste.com.br';
    await staff(admin, 'POST', `/api/accreditations/${festival}/users`, { firstName: 'Vencido', email });
    const token = await linkTokenOf(email);
    await ctx.db.query(`UPDATE accreditation_users SET password_token_expires_at = now() - interval '1 second' WHERE email = $1`, [email]);
    const res = await ctx.app.inject({ method: 'POST', url: '/api/public/accreditation/password', payload: { accreditationId: festival, token, password: NEW_PASSWORD }, remoteAddress: addr() });
    expect(res.statusCode).toBe(401);
    expect(res.json().code).toBe('@PASSWORD_LINK_INVALID');
  });
});

describe('the accreditation login', () => {
  it('sets an HttpOnly, SameSite=Lax cookie of its own and answers the user and the accreditation; no staff token', async () => {
    const res = await areaLogin(festival, 'Credenciador@demo.com.br', DEMO_PASSWORD);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ user: { firstName: 'Cláudia', email: 'credenciador@demo.com.br' }, accreditation: { id: festival, name: 'Credenciamento Festival de Verão' } });
    expect(res.body).not.toMatch(/accessToken|refreshToken/);
    const header = String([res.headers['set-cookie']].flat().find((c) => String(c).startsWith('accreditationSession=')));
    expect(header).toMatch(/HttpOnly/);
    expect(header).toMatch(/SameSite=Lax/);
    expect(header).toMatch(/Path=\/api\/accreditation;/);
    expect(header).toMatch(/Max-Age=43200/);
    const token = header.split(';')[0].split('=')[1];
    const stored = await ctx.db.query<{ token_hash: string }>('SELECT token_hash FROM accreditation_sessions');
    expect(stored.rows.map((r) => r.token_hash)).not.toContain(token);
    const cookie = cookieOf(res);
    expect((await area(cookie, 'GET', '/api/accreditation/logged')).json()).toMatchObject({ accreditation: { id: festival } });
    expect((await area(cookie, 'GET', '/api/accreditation/profile')).json()).toMatchObject({ firstName: 'Cláudia', accreditationId: festival });
    // The staff API does not take it, nor does the area take a staff token.
    expect((await ctx.app.inject({ url: '/api/profile', headers: { cookie } })).statusCode).toBe(401);
    expect((await ctx.app.inject({ url: '/api/accreditation/logged', headers: bearerOf(admin) })).statusCode).toBe(401);
    // A call with the cookie but without the CSRF header is refused.
    expect((await ctx.app.inject({ url: '/api/accreditation/logged', headers: { cookie } })).statusCode).toBe(403);
  });

  it('one message for a wrong e-mail and a wrong password; its own for an inactive user or accreditation', async () => {
    const wrongPassword = await areaLogin(festival, 'credenciador@demo.com.br', 'errada-123');
    const wrongEmail = await areaLogin(festival, 'ninguem@demo.com.br', DEMO_PASSWORD);
    const wrongPlace = await areaLogin(other, 'credenciador@demo.com.br', DEMO_PASSWORD);
    for (const res of [wrongPassword, wrongEmail]) expect(res.json()).toMatchObject({ code: '@INVALID_CREDENTIALS', message: 'E-mail ou senha inválidos.' });
    expect(wrongPlace.statusCode).toBe(401); // the other accreditation's copy of the e-mail has no password yet

    const { id, cookie } = await workingUser(festival, 'inativa@teste.com.br');
    expect((await staff(admin, 'PATCH', `/api/accreditations/${festival}/users/${id}`, { isActive: false })).json().isActive).toBe(false);
    // Deactivation ends the open session at once.
    const ended = await area(cookie, 'GET', '/api/accreditation/logged');
    expect(ended.statusCode).toBe(401);
    const refused = await areaLogin(festival, 'inativa@teste.com.br', NEW_PASSWORD);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ code: '@USER_INACTIVE', message: expect.stringMatching(/desativado/) });
    await staff(admin, 'PATCH', `/api/accreditations/${festival}/users/${id}`, { isActive: true });

    const { cookie: inOther } = await workingUser(other, 'feira@teste.com.br');
    await staff(admin, 'PATCH', `/api/accreditations/${other}`, { isActive: false });
    try {
      expect((await area(inOther, 'GET', '/api/accreditation/logged')).statusCode).toBe(401);
      const closed = await areaLogin(other, 'feira@teste.com.br', NEW_PASSWORD);
      expect(closed.statusCode).toBe(403);
      expect(closed.json()).toMatchObject({ code: '@ACCREDITATION_INACTIVE', message: 'Este credenciamento está inativo.' });
    } finally {
      await staff(admin, 'PATCH', `/api/accreditations/${other}`, { isActive: true });
    }
  });

  it('is rate-limited per address like the staff login: the 11th refused attempt in 15 minutes is 429', async () => {
    const from = '10.41.0.1';
    for (let i = 0; i < 10; i++) expect((await areaLogin(festival, 'credenciador@demo.com.br', `errada-${i}`, from)).statusCode).toBe(401);
    const blocked = await areaLogin(festival, 'credenciador@demo.com.br', DEMO_PASSWORD, from);
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().code).toBe('@TOO_MANY_ATTEMPTS');
    expect((await areaLogin(festival, 'credenciador@demo.com.br', DEMO_PASSWORD, '10.41.0.2')).statusCode).toBe(200);
  });

  it('logout ends the session and clears the cookie; the staff session is untouched', async () => {
    const cookie = cookieOf(await areaLogin(festival, 'credenciador@demo.com.br', DEMO_PASSWORD));
    const out = await area(cookie, 'POST', '/api/accreditation/logout');
    expect(out.statusCode).toBe(204);
    expect(String(out.headers['set-cookie'])).toMatch(/accreditationSession=;.*Max-Age=0/);
    expect((await area(cookie, 'GET', '/api/accreditation/logged')).statusCode).toBe(401);
    expect((await staff(admin, 'GET', '/api/profile')).statusCode).toBe(200);
  });

  it('a session older than 12 hours is over', async () => {
    const cookie = cookieOf(await areaLogin(festival, 'credenciador@demo.com.br', DEMO_PASSWORD));
    await ctx.db.query(`UPDATE accreditation_sessions SET expires_at = now() - interval '1 second' WHERE expires_at > now() + interval '11 hours 59 minutes'`);
    expect((await area(cookie, 'GET', '/api/accreditation/logged')).statusCode).toBe(401);
  });
});

describe('the area', () => {
  let cookie: string;
  let roleField: string;
  let talk: string;
  let workshop: string;

  beforeAll(async () => {
    cookie = cookieOf(await areaLogin(festival, 'credenciador@demo.com.br', DEMO_PASSWORD));
    const form = (await area(cookie, 'GET', '/api/accreditation/form')).json().fields as Json[];
    expect(form.map((f) => f.label)).toEqual(['Função', 'Empresa', 'Data de nascimento']);
    roleField = form[0].id;
    const activities = (await area(cookie, 'GET', '/api/accreditation/activities')).json().data as Json[];
    expect(activities.map((a) => a.name).sort()).toEqual(['Oficina de produção', 'Palestra de abertura']);
    talk = activities.find((a) => a.name === 'Palestra de abertura')!.id;
    workshop = activities.find((a) => a.name === 'Oficina de produção')!.id;
  });

  it('registers on site with masks, finds by name, e-mail, CPF and code, accredits once and checks in once', async () => {
    const res = await area(cookie, 'POST', '/api/accreditation/participants', {
      name: 'Joana Darc Silva', email: 'joana@teste.com.br', phone: '(81) 98765-4321', document: '529.982.247-25', answers: { [roleField]: 'Imprensa' },
    });
    expect(res.statusCode, res.body).toBe(201);
    const p = res.json();
    expect(p).toMatchObject({ registeredVia: '@ON_SITE', phone: '81987654321', document: '52998224725', accreditedAt: null });
    expect(p.code).toMatch(/^[A-Z0-9]{10}$/);
    for (const search of ['joana darc', 'JOANA@teste', '529.982.247-25', p.code.toLowerCase().replace(/(.{5})/, '$1-')]) {
      const found = (await area(cookie, 'GET', `/api/accreditation/participants?search=${encodeURIComponent(search)}`)).json().data as Json[];
      expect(found.map((f) => f.id), search).toEqual([p.id]);
    }
    // The beginnings of the name's words, in any order, accents and case ignored (migration 027).
    for (const search of ['silva joana', 'SÍLV JOÃ']) {
      const found = (await area(cookie, 'GET', `/api/accreditation/participants?search=${encodeURIComponent(search)}`)).json().data as Json[];
      expect(found.map((f) => f.id), search).toEqual([p.id]);
    }
    const notYet = await area(cookie, 'POST', `/api/accreditation/participants/${p.id}/check-in`, { activityId: talk });
    expect(notYet.json()).toEqual({ result: '@NOT_ACCREDITED' });

    const first = await area(cookie, 'POST', `/api/accreditation/participants/${p.id}/accredit`);
    expect(first.json()).toMatchObject({ result: '@ACCREDITED', participant: { accreditedVia: '@STAFF' } });
    const second = await area(cookie, 'POST', `/api/accreditation/participants/${p.id}/accredit`);
    expect(second.json()).toMatchObject({ result: '@ALREADY_ACCREDITED', participant: { accreditedAt: first.json().participant.accreditedAt } });

    const entered = await area(cookie, 'POST', `/api/accreditation/participants/${p.id}/check-in`, { activityId: talk });
    expect(entered.json()).toMatchObject({ result: '@CHECKED_IN' });
    const again = await area(cookie, 'POST', `/api/accreditation/participants/${p.id}/check-in`, { activityId: talk });
    expect(again.json()).toEqual({ result: '@ALREADY_CHECKED_IN', at: entered.json().at });
    const shown = (await area(cookie, 'GET', `/api/accreditation/participants/${p.id}`)).json();
    expect(shown.checkins).toEqual([{ activityId: talk, at: entered.json().at }]);
    const { rows } = await ctx.db.query(`SELECT action FROM audit_log WHERE record_id = $1 ORDER BY created_at`, [p.id]);
    expect(rows.length).toBe(3); // registered, accredited, entered
  });

  it('answers an inactive or full activity, and refuses another accreditation\'s activity on the field', async () => {
    const p = (await area(cookie, 'POST', '/api/accreditation/participants', { name: 'Lia Cheia', email: 'lia@teste.com.br', answers: { [roleField]: 'Equipe' } })).json();
    await area(cookie, 'POST', `/api/accreditation/participants/${p.id}/accredit`);
    await ctx.db.query('UPDATE accreditation_activities SET is_active = false WHERE id = $1', [workshop]);
    expect((await area(cookie, 'POST', `/api/accreditation/participants/${p.id}/check-in`, { activityId: workshop })).json()).toEqual({ result: '@ACTIVITY_INACTIVE' });
    // An inactive activity is not offered.
    expect(((await area(cookie, 'GET', '/api/accreditation/activities')).json().data as Json[]).map((a) => a.id)).not.toContain(workshop);
    await ctx.db.query('UPDATE accreditation_activities SET is_active = true, capacity = (SELECT count(*) FROM accreditation_checkins WHERE activity_id = $1) WHERE id = $1', [workshop]);
    await ctx.db.query('UPDATE accreditation_activities SET capacity = 1 WHERE id = $1 AND capacity = 0', [workshop]);
    const other1 = (await area(cookie, 'POST', '/api/accreditation/participants', { name: 'Primeiro Lugar', email: 'primeiro@teste.com.br', answers: { [roleField]: 'Equipe' } })).json();
    await area(cookie, 'POST', `/api/accreditation/participants/${other1.id}/accredit`);
    const cap = Number((await ctx.db.query<{ capacity: string }>('SELECT capacity FROM accreditation_activities WHERE id = $1', [workshop])).rows[0].capacity);
    const taken = Number((await ctx.db.query<{ n: string }>('SELECT count(*) AS n FROM accreditation_checkins WHERE activity_id = $1', [workshop])).rows[0].n);
    if (taken < cap) await area(cookie, 'POST', `/api/accreditation/participants/${other1.id}/check-in`, { activityId: workshop });
    expect((await area(cookie, 'POST', `/api/accreditation/participants/${p.id}/check-in`, { activityId: workshop })).json()).toEqual({ result: '@ACTIVITY_FULL' });

    const foreign = (await ctx.db.query<{ id: string }>(`INSERT INTO accreditation_activities (business_id, accreditation_id, name, is_active) VALUES ($1, $2, 'Outra', true) RETURNING id`, [demoBusiness, other])).rows[0].id;
    const wrong = await area(cookie, 'POST', `/api/accreditation/participants/${p.id}/check-in`, { activityId: foreign });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().issues[0].field).toBe('activityId');
  });

  it('checks the registration on its fields and refuses a repeated e-mail', async () => {
    const bad = await area(cookie, 'POST', '/api/accreditation/participants', { name: '', email: 'x', phone: '(81) 1234', document: '111.111.111-11', answers: {} });
    expect(bad.statusCode).toBe(400);
    expect((bad.json().issues as Json[]).map((i) => i.field)).toEqual(['name', 'email', 'phone', 'document', `answers.${roleField}`]);
    const dup = await area(cookie, 'POST', '/api/accreditation/participants', { name: 'Joana de Novo', email: 'JOANA@teste.com.br', answers: { [roleField]: 'Equipe' } });
    expect(dup.statusCode).toBe(409);
    expect(dup.json().issues[0].field).toBe('email');
  });

  it('a session of one accreditation neither reads nor acts on another\'s participants', async () => {
    const mine = await workingUser(other, 'feira2@teste.com.br');
    const theirs = (await ctx.db.query<{ id: string; code: string; name: string }>(`SELECT id, code, name FROM accreditation_participants WHERE accreditation_id = $1 LIMIT 1`, [festival])).rows[0];
    expect((await area(mine.cookie, 'GET', '/api/accreditation/participants')).json().data).toEqual([]);
    expect((await area(mine.cookie, 'GET', `/api/accreditation/participants?search=${theirs.code}`)).json().data).toEqual([]);
    expect((await area(mine.cookie, 'GET', `/api/accreditation/participants?search=${encodeURIComponent(theirs.name)}`)).json().data).toEqual([]);
    expect((await area(mine.cookie, 'GET', `/api/accreditation/participants/${theirs.id}`)).statusCode).toBe(404);
    const before = (await ctx.db.query('SELECT accredited_at FROM accreditation_participants WHERE id = $1', [theirs.id])).rows[0];
    expect((await area(mine.cookie, 'POST', `/api/accreditation/participants/${theirs.id}/accredit`)).statusCode).toBe(404);
    expect((await area(mine.cookie, 'POST', `/api/accreditation/participants/${theirs.id}/check-in`, { activityId: talk })).statusCode).toBe(404);
    expect((await ctx.db.query('SELECT accredited_at FROM accreditation_participants WHERE id = $1', [theirs.id])).rows[0]).toEqual(before);
    expect((await area(mine.cookie, 'GET', '/api/accreditation/activities')).json().data.map((a: Json) => a.id)).not.toContain(talk);
  });

  it('tells the business\'s open screens (the staff dashboard) of each registration and accreditation', async () => {
    await ctx.app.listen({ port: 0, host: '127.0.0.1' });
    const address = ctx.app.server.address();
    const port = typeof address === 'object' && address ? address.port : 0;
    const socket = io(`http://127.0.0.1:${port}`, { path: '/socket.io', auth: { token: admin }, transports: ['websocket'], reconnection: false });
    try {
      await new Promise<void>((resolve, reject) => {
        socket.on('connect', () => resolve());
        socket.on('connect_error', reject);
      });
      const changes: Json[] = [];
      socket.on('change', (e: Json) => changes.push(e));
      const p = (await area(cookie, 'POST', '/api/accreditation/participants', { name: 'Tempo Real', email: 'tempo.real@teste.com.br', answers: { [roleField]: 'Equipe' } })).json();
      await area(cookie, 'POST', `/api/accreditation/participants/${p.id}/accredit`);
      await expect.poll(() => changes.filter((c) => c.resource === 'accreditationParticipants')).toEqual([
        { resource: 'accreditationParticipants', id: p.id, action: 'created' },
        { resource: 'accreditationParticipants', id: p.id, action: 'updated' },
      ]);
    } finally {
      socket.disconnect();
    }
  });

  it('without a session every area call is 401', async () => {
    for (const url of ['/api/accreditation/logged', '/api/accreditation/participants', '/api/accreditation/form', '/api/accreditation/activities']) {
      expect((await ctx.app.inject({ url })).statusCode, url).toBe(401);
    }
  });
});
