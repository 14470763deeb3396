/**
 * People (issue 14, docs/people.md): collaborators, roles, invites and switching business, with
 * the permission codes of spec 2 section 6, the spec's messages, history rows, and what a token
 * may still do after its holder's role changed.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearerOf, DEMO_PASSWORD, login, setup, USERS, type Json, type TestContext } from './helper';
import { hashPassword } from '../../server/auth/passwords';

let ctx: TestContext;
let admin: string;
let demoId: string;
let outraId: string;
let passwordHash: string;
const roles: Record<string, string> = {};
let ipCount = 0;
const freshIp = () => `10.88.${Math.floor(++ipCount / 250)}.${ipCount % 250}`;

beforeAll(async () => {
  ctx = await setup();
  admin = (await login(ctx.app, USERS.admin)).accessToken;
  passwordHash = await hashPassword(DEMO_PASSWORD);
  const { rows } = await ctx.db.query<{ id: string; name: string }>('SELECT id, name FROM businesses');
  demoId = rows.find((r) => r.name === 'Bilheteria Demo')!.id;
  outraId = rows.find((r) => r.name === 'Outra Produtora')!.id;
  const r = await ctx.db.query<{ id: string; name: string }>('SELECT id, name FROM roles WHERE business_id = $1', [demoId]);
  for (const row of r.rows) roles[row.name] = row.id;
});
afterAll(async () => ctx?.close());

const call = (token: string | undefined, method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, payload?: object) =>
  ctx.app.inject({ method, url, headers: token ? bearerOf(token) : {}, ...(payload ? { payload } : {}), remoteAddress: freshIp() });

let count = 0;
/** A role holding `codes` and a collaborator of Bilheteria Demo holding it; answers its ids and a token. */
async function person(codes: string[], name = `Pessoa ${++count}`) {
  const email = `pessoa${++count}@teste.com.br`;
  const role = await ctx.db.query<{ id: string }>('INSERT INTO roles (business_id, name, permissions) VALUES ($1, $2, $3) RETURNING id', [demoId, `Cargo ${count}`, codes]);
  const user = await ctx.db.query<{ id: string }>(`INSERT INTO users (email, password_hash, first_name, last_name) VALUES ($1, $2, $3, 'Teste') RETURNING id`, [email, passwordHash, name]);
  const c = await ctx.db.query<{ id: string }>('INSERT INTO collaborators (business_id, user_id, role_id) VALUES ($1, $2, $3) RETURNING id', [demoId, user.rows[0].id, role.rows[0].id]);
  const tokens = await login(ctx.app, email);
  return { email, roleId: role.rows[0].id, userId: user.rows[0].id, id: c.rows[0].id, token: tokens.accessToken, refresh: tokens.refreshToken };
}

async function adminCollaboratorId(): Promise<string> {
  const { rows } = await ctx.db.query<{ id: string }>(`SELECT c.id FROM collaborators c JOIN users u ON u.id = c.user_id WHERE u.email = $1 AND c.business_id = $2`, [USERS.admin, demoId]);
  return rows[0].id;
}

async function history(resource: string, recordId: string): Promise<Json[]> {
  const { rows } = await ctx.db.query<Json>('SELECT actor_id, action, before, after FROM audit_log WHERE resource = $1 AND record_id = $2 ORDER BY id', [resource, recordId]);
  return rows;
}

async function outboxBody(email: string): Promise<string> {
  const res = await call(admin, 'GET', `/api/outbox?search=${encodeURIComponent(email)}&limit=100`);
  expect(res.statusCode).toBe(200);
  return res.json().data[0]?.body ?? '';
}

describe('collaborators', () => {
  it('lists the business\'s collaborators with user, profile and role, and searches by name', async () => {
    const res = await call(admin, 'GET', '/api/collaborators?search=marcia');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.data).toHaveLength(1);
    expect(body.data[0]).toMatchObject({
      user: { email: 'caixa@demo.com.br', profile: { firstName: 'Márcia', lastName: 'Gonçalves' } },
      role: { name: 'Caixa', permissions: ['@CAN.SELL', '@CAN.APPLY.DISCOUNT.ON.SELL'] },
    });
    expect(body.pagination).toMatchObject({ currentPage: 1, totalItems: 1 });
    const all = (await call(admin, 'GET', '/api/collaborators?limit=100')).json();
    // Outra Produtora's administrator also works here (seed), with the Eventos role.
    expect(all.data.map((c: Json) => c.user.email)).toEqual(expect.arrayContaining([USERS.admin, USERS.other]));
  });

  it('answers who may read, change and remove (spec 2 section 6)', async () => {
    const viewer = await person(['@COLLABORATORS.VIEW']);
    // Each also holds the codes of the roles it hands out or takes away (no one gives what they lack).
    const creator = await person(['@COLLABORATORS.CREATE', '@EVENTS.LIST', '@EVENTS.CREATE', '@EVENTS.MODIFY']);
    const remover = await person(['@COLLABORATORS.REMOVE', '@EVENTS.LIST', '@EVENTS.CREATE', '@EVENTS.MODIFY']);
    const target = await person(['@EVENTS.LIST']);
    const cashier = (await login(ctx.app, USERS.cashier)).accessToken;
    expect((await call(viewer.token, 'GET', '/api/collaborators')).statusCode).toBe(200);
    expect((await call(viewer.token, 'GET', `/api/collaborators/${target.id}`)).statusCode).toBe(200);
    expect((await call(cashier, 'GET', '/api/collaborators')).statusCode).toBe(403);
    expect((await call(undefined, 'GET', '/api/collaborators')).statusCode).toBe(401);
    expect((await call(viewer.token, 'PATCH', `/api/collaborators/${target.id}`, { roleId: roles.Eventos })).statusCode).toBe(403);
    expect((await call(viewer.token, 'DELETE', `/api/collaborators/${target.id}`)).statusCode).toBe(403);
    expect((await call(creator.token, 'DELETE', `/api/collaborators/${target.id}`)).statusCode).toBe(403);
    expect((await call(remover.token, 'PATCH', `/api/collaborators/${target.id}`, { roleId: roles.Eventos })).statusCode).toBe(403);
    const patched = await call(creator.token, 'PATCH', `/api/collaborators/${target.id}`, { roleId: roles.Eventos });
    expect(patched.statusCode).toBe(200);
    expect(patched.json().role.name).toBe('Eventos');
    expect((await call(remover.token, 'DELETE', `/api/collaborators/${target.id}`)).statusCode).toBe(204);
    // Outra Produtora is not a ticket office: no collaborators screen there, whatever the role.
    expect((await call((await login(ctx.app, USERS.other)).accessToken, 'GET', '/api/collaborators')).statusCode).toBe(403);
  });

  it('refuses an edit without a role or with a bad e-mail, in the spec\'s words, on the field', async () => {
    const target = await person(['@EVENTS.LIST']);
    const res = await call(admin, 'PATCH', `/api/collaborators/${target.id}`, { email: 'nao-e-email', roleId: '' });
    expect(res.statusCode).toBe(400);
    expect(res.json().issues).toEqual(
      expect.arrayContaining([
        { field: 'roleId', message: 'Você precisa selecionar um cargo.' },
        { field: 'email', message: 'E-mail inválido' },
      ]),
    );
    const otherBusinessRole = (await ctx.db.query<{ id: string }>('SELECT id FROM roles WHERE business_id = $1', [outraId])).rows[0].id;
    const foreign = await call(admin, 'PATCH', `/api/collaborators/${target.id}`, { roleId: otherBusinessRole });
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json().issues).toEqual([{ field: 'roleId', message: 'Registro inválido' }]);
  });

  it('changes the e-mail of someone of this business only, and records who changed what', async () => {
    const target = await person(['@EVENTS.LIST']);
    const res = await call(admin, 'PATCH', `/api/collaborators/${target.id}`, { email: 'Novo.Email@Teste.com.br', roleId: target.roleId });
    expect(res.statusCode).toBe(200);
    expect(res.json().user.email).toBe('novo.email@teste.com.br');
    const [row] = await history('collaborators', target.id);
    expect(row).toMatchObject({ action: '@UPDATE', before: { email: target.email }, after: { email: 'novo.email@teste.com.br' } });
    // Outra Produtora's administrator works for two businesses: her e-mail is hers to change.
    const other = (await ctx.db.query<{ id: string }>(`SELECT c.id FROM collaborators c JOIN users u ON u.id = c.user_id WHERE u.email = $1 AND c.business_id = $2`, [USERS.other, demoId])).rows[0].id;
    const refused = await call(admin, 'PATCH', `/api/collaborators/${other}`, { email: 'outra@teste.com.br', roleId: roles.Eventos });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().issues[0].field).toBe('email');
    const taken = await call(admin, 'PATCH', `/api/collaborators/${target.id}`, { email: USERS.cashier, roleId: target.roleId });
    expect(taken.json()).toMatchObject({ code: '@EMAIL_TAKEN', issues: [{ field: 'email', message: 'Já existe uma conta com este e-mail.' }] });
  });

  it('a role change reaches the holder\'s token at once: an old token loses a removed code', async () => {
    const target = await person(['@COLLABORATORS.VIEW']);
    expect((await call(target.token, 'GET', '/api/collaborators')).statusCode).toBe(200);
    expect((await call(admin, 'PATCH', `/api/collaborators/${target.id}`, { roleId: roles.Caixa })).statusCode).toBe(200);
    expect((await call(target.token, 'GET', '/api/collaborators')).statusCode).toBe(403);
    // A refresh brings a token with the new codes, which the client shows.
    const refreshed = await ctx.app.inject({ method: 'POST', url: '/api/accounts/token/refresh', headers: bearerOf(target.refresh), remoteAddress: freshIp() });
    const claims = JSON.parse(Buffer.from(refreshed.json().accessToken.split('.')[1], 'base64url').toString());
    expect(claims.perms).toEqual(['@CAN.SELL', '@CAN.APPLY.DISCOUNT.ON.SELL']);
  });

  it('nobody removes themselves or their own role, and the last @ALL holder stays @ALL', async () => {
    const me = await adminCollaboratorId();
    const self = await call(admin, 'DELETE', `/api/collaborators/${me}`);
    expect(self.statusCode).toBe(409);
    expect(self.json()).toMatchObject({ code: '@SELF', message: 'Você não pode remover a si mesmo da empresa.' });
    const ownRole = await call(admin, 'DELETE', `/api/collaborators/${me}/roles/${roles.Administrador}`);
    expect(ownRole.json()).toMatchObject({ code: '@SELF', message: 'Você não pode remover o seu próprio cargo.' });
    const last = await call(admin, 'PATCH', `/api/collaborators/${me}`, { roleId: roles.Caixa });
    expect(last.statusCode).toBe(409);
    expect(last.json()).toMatchObject({ code: '@LAST_ADMIN', message: 'A empresa precisa de pelo menos um colaborador com todas as permissões (@ALL).' });
    const demoteRole = await call(admin, 'PATCH', `/api/roles/${roles.Administrador}`, { permissions: ['@EVENTS.LIST'] });
    expect(demoteRole.json().code).toBe('@LAST_ADMIN');
    // With a second @ALL holder, either may step down.
    const second = await person(['@ALL']);
    expect((await call(second.token, 'PATCH', `/api/collaborators/${second.id}`, { roleId: roles.Caixa })).statusCode).toBe(200);
    expect((await call(admin, 'GET', '/api/roles')).statusCode).toBe(200);
  });

  it('a caller without @ALL gives only roles within their own codes', async () => {
    const creator = await person(['@COLLABORATORS.CREATE']);
    const target = await person(['@EVENTS.LIST']);
    const res = await call(creator.token, 'PATCH', `/api/collaborators/${target.id}`, { roleId: roles.Administrador });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ code: '@FORBIDDEN', message: 'Você só pode dar ou tirar permissões que você mesmo tem.' });
  });

  it('removing a collaborator ends their sessions in the business at once', async () => {
    const target = await person(['@EVENTS.LIST']);
    expect((await call(admin, 'DELETE', `/api/collaborators/${target.id}`)).statusCode).toBe(204);
    expect((await call(target.token, 'GET', '/api/profile')).statusCode).toBe(401);
    const refresh = await ctx.app.inject({ method: 'POST', url: '/api/accounts/token/refresh', headers: bearerOf(target.refresh), remoteAddress: freshIp() });
    expect(refresh.statusCode).toBe(401);
    const login = await ctx.app.inject({ method: 'POST', url: '/api/auth/login/local', payload: { username: target.email, password: DEMO_PASSWORD }, remoteAddress: freshIp() });
    expect(login.statusCode).toBe(401);
    const [row] = await history('collaborators', target.id);
    expect(row).toMatchObject({ action: '@DELETE', before: { email: target.email } });
    expect((await call(admin, 'GET', `/api/collaborators/${target.id}`)).statusCode).toBe(404);
  });

  it('removing the role leaves the collaborator "Sem cargo", holding no code', async () => {
    const target = await person(['@COLLABORATORS.VIEW']);
    expect((await call(admin, 'DELETE', `/api/collaborators/${target.id}/roles/${roles.Caixa}`)).statusCode).toBe(404);
    const res = await call(admin, 'DELETE', `/api/collaborators/${target.id}/roles/${target.roleId}`);
    expect(res.statusCode).toBe(200);
    expect(res.json().role).toBeNull();
    expect((await call(target.token, 'GET', '/api/collaborators')).statusCode).toBe(403);
    expect((await call(target.token, 'GET', '/api/profile')).statusCode).toBe(200);
    const profile = (await call(target.token, 'GET', '/api/profile')).json();
    expect(profile.role).toBeNull();
    const [row] = await history('collaborators', target.id);
    expect(row).toMatchObject({ action: '@UPDATE', before: { roleId: target.roleId }, after: { roleId: null } });
  });

  it('sends a password reset e-mail through the reset flow (the outbox without SMTP), whose link works', async () => {
    const target = await person(['@EVENTS.LIST']);
    const res = await call(admin, 'POST', `/api/collaborators/${target.id}/reset-password`);
    expect(res.statusCode).toBe(200);
    expect(res.json().delivery).toBe('@OUTBOX');
    const body = await outboxBody(target.email);
    const token = /#token=([\w.-]+)/.exec(body)![1];
    const reset = await ctx.app.inject({ method: 'POST', url: '/api/accounts/forgot-password/reset-password', headers: bearerOf(token), payload: { password: 'nova-senha-123' }, remoteAddress: freshIp() });
    expect(reset.statusCode).toBe(200);
    expect((await login(ctx.app, target.email, 'nova-senha-123')).accessToken).toBeTruthy();
    const viewer = await person(['@COLLABORATORS.VIEW']);
    expect((await call(viewer.token, 'POST', `/api/collaborators/${target.id}/reset-password`)).statusCode).toBe(403);
  });
});

describe('invites', () => {
  const invite = (token: string, payload: object) => call(token, 'POST', '/api/collaborators/invites', payload);
  const linkOf = async (email: string) => {
    const body = await outboxBody(email);
    const m = /\/convite\/([0-9a-f-]{36})#token=([\w-]+)/.exec(body);
    expect(m, body).not.toBeNull();
    return { businessId: m![1], token: m![2] };
  };

  it('refuses a bad e-mail and a missing role in the spec\'s words', async () => {
    const res = await invite(admin, { email: 'errado', roleId: '' });
    expect(res.statusCode).toBe(400);
    expect(res.json().issues).toEqual([
      { field: 'email', message: 'E-mail inválido' },
      { field: 'roleId', message: 'Você precisa selecionar um cargo.' },
    ]);
  });

  it('a new person accepts once on the public page, sets name and password, and logs in to the business', async () => {
    const res = await invite(admin, { email: 'Nova.Pessoa@Teste.com.br', roleId: roles.Eventos });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ email: 'nova.pessoa@teste.com.br', role: { name: 'Eventos' }, delivery: '@OUTBOX' });
    const days = (Date.parse(res.json().expiresAt) - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(6.9);
    expect(days).toBeLessThan(7.1);
    const pending = (await call(admin, 'GET', '/api/collaborators/invites')).json().data;
    expect(pending.map((i: Json) => i.email)).toContain('nova.pessoa@teste.com.br');

    const { businessId, token } = await linkOf('nova.pessoa@teste.com.br');
    expect(businessId).toBe(demoId);
    // Stored as its hash only.
    const stored = await ctx.db.query('SELECT 1 FROM invites WHERE token_hash = $1', [token]);
    expect(stored.rows).toHaveLength(0);

    const url = `/api/collaborators/invite/${token}/business/${businessId}`;
    const info = await call(undefined, 'GET', url);
    expect(info.statusCode).toBe(200);
    expect(info.json()).toMatchObject({ email: 'nova.pessoa@teste.com.br', businessName: 'Bilheteria Demo', roleName: 'Eventos', existingUser: false });
    const short = await call(undefined, 'POST', url, { firstName: '', password: 'curta' });
    expect(short.json().issues).toEqual([
      { field: 'firstName', message: 'Este campo é obrigatório' },
      { field: 'password', message: 'A senha deve ter pelo menos 8 caracteres.' },
    ]);
    const ok = await call(undefined, 'POST', url, { firstName: 'Nova', lastName: 'Pessoa', password: 'senha-nova-1' });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().message).toBe('Convite aceito. Agora você faz parte de Bilheteria Demo.');
    const again = await call(undefined, 'POST', url, { firstName: 'Nova', password: 'senha-nova-1' });
    expect(again.statusCode).toBe(404);
    expect(again.json().code).toBe('@NOT_FOUND');

    const session = await login(ctx.app, 'nova.pessoa@teste.com.br', 'senha-nova-1');
    const profile = (await call(session.accessToken, 'GET', '/api/profile')).json();
    expect(profile).toMatchObject({ firstName: 'Nova', lastName: 'Pessoa', role: { name: 'Eventos' }, business: { name: 'Bilheteria Demo' } });
    const rows = await ctx.db.query<Json>(`SELECT resource, action FROM audit_log WHERE business_id = $1 AND actor_id = $2 ORDER BY id`, [demoId, profile.id]);
    expect(rows.rows).toEqual([
      { resource: 'collaborators', action: '@CREATE' },
      { resource: 'invites', action: '@UPDATE' },
    ]);
  });

  it('someone with an account joins with their password, and now belongs to two businesses', async () => {
    const outraAdmin = (await login(ctx.app, USERS.other)).accessToken;
    // Outra Produtora is not a ticket office: its administrator cannot invite there; Bilheteria Demo's admin invites her colleague.
    expect((await invite(outraAdmin, { email: USERS.producer, roleId: roles.Caixa })).statusCode).toBe(403);
    const already = await invite(admin, { email: USERS.cashier, roleId: roles.Caixa });
    expect(already.statusCode).toBe(409);
    expect(already.json().issues).toEqual([{ field: 'email', message: 'Esta pessoa já é colaboradora da empresa.' }]);

    // An account of Outra Produtora only (a new one), invited to Bilheteria Demo.
    const user = await ctx.db.query<{ id: string }>(`INSERT INTO users (email, password_hash, first_name) VALUES ('duas@teste.com.br', $1, 'Duas') RETURNING id`, [passwordHash]);
    const outraRole = (await ctx.db.query<{ id: string }>('SELECT id FROM roles WHERE business_id = $1', [outraId])).rows[0].id;
    await ctx.db.query('INSERT INTO collaborators (business_id, user_id, role_id) VALUES ($1, $2, $3)', [outraId, user.rows[0].id, outraRole]);
    expect((await invite(admin, { email: 'duas@teste.com.br', roleId: roles.Caixa })).statusCode).toBe(201);
    const { token } = await linkOf('duas@teste.com.br');
    const url = `/api/collaborators/invite/${token}/business/${demoId}`;
    expect((await call(undefined, 'GET', url)).json().existingUser).toBe(true);
    const wrong = await call(undefined, 'POST', url, { password: 'nao-e-a-senha' });
    expect(wrong.json().issues).toEqual([{ field: 'password', message: 'Senha incorreta.' }]);
    expect((await call(undefined, 'POST', url, { password: DEMO_PASSWORD })).statusCode).toBe(200);
    const session = await login(ctx.app, 'duas@teste.com.br');
    // The business just joined is the most recently used: the login opens it.
    const profile = (await call(session.accessToken, 'GET', '/api/profile')).json();
    expect(profile.business.name).toBe('Bilheteria Demo');
    expect(profile.businesses.map((b: Json) => b.name)).toEqual(['Bilheteria Demo', 'Outra Produtora']);
  });

  it('a revoked, expired or other business\'s link is refused; a new invite replaces the pending one', async () => {
    expect((await invite(admin, { email: 'revogar@teste.com.br', roleId: roles.Caixa })).statusCode).toBe(201);
    const first = await linkOf('revogar@teste.com.br');
    expect((await invite(admin, { email: 'revogar@teste.com.br', roleId: roles.Eventos })).statusCode).toBe(201);
    expect((await call(undefined, 'GET', `/api/collaborators/invite/${first.token}/business/${demoId}`)).statusCode).toBe(404);
    const second = await linkOf('revogar@teste.com.br');
    expect((await call(undefined, 'GET', `/api/collaborators/invite/${second.token}/business/${outraId}`)).statusCode).toBe(404);
    const pending = (await call(admin, 'GET', '/api/collaborators/invites')).json().data.filter((i: Json) => i.email === 'revogar@teste.com.br');
    expect(pending).toHaveLength(1);
    expect((await call(admin, 'DELETE', `/api/collaborators/invites/${pending[0].id}`)).statusCode).toBe(204);
    const revoked = await call(undefined, 'GET', `/api/collaborators/invite/${second.token}/business/${demoId}`);
    expect(revoked.json()).toMatchObject({ code: '@NOT_FOUND', message: 'Este convite expirou, foi cancelado ou já foi usado. Peça um novo convite.' });
    expect(await history('invites', pending[0].id)).toEqual([
      expect.objectContaining({ action: '@CREATE' }),
      expect.objectContaining({ action: '@UPDATE', before: { status: '@PENDING' }, after: { status: '@REVOKED' } }),
    ]);

    expect((await invite(admin, { email: 'expira@teste.com.br', roleId: roles.Caixa })).statusCode).toBe(201);
    const expiring = await linkOf('expira@teste.com.br');
    await ctx.db.query(`UPDATE invites SET expires_at = now() - interval '1 second' WHERE lower(email) = 'expira@teste.com.br'`);
    expect((await call(undefined, 'POST', `/api/collaborators/invite/${expiring.token}/business/${demoId}`, { firstName: 'X', password: 'senha-longa-1' })).statusCode).toBe(404);
  });

  it('inviting and revoking need @COLLABORATORS.CREATE; a viewer lists', async () => {
    const viewer = await person(['@COLLABORATORS.VIEW']);
    const creator = await person(['@COLLABORATORS.CREATE', '@CAN.SELL', '@CAN.APPLY.DISCOUNT.ON.SELL']);
    expect((await call(viewer.token, 'GET', '/api/collaborators/invites')).statusCode).toBe(200);
    expect((await invite(viewer.token, { email: 'x@teste.com.br', roleId: roles.Caixa })).statusCode).toBe(403);
    expect((await invite(creator.token, { email: 'x@teste.com.br', roleId: roles.Caixa })).statusCode).toBe(201);
    // Not a role beyond the inviter's own codes.
    expect((await invite(creator.token, { email: 'y@teste.com.br', roleId: roles.Administrador })).statusCode).toBe(403);
  });
});

describe('roles', () => {
  it('lists 50 by default and at most 100, each with its holders', async () => {
    for (let i = 0; i < 55; i++) await ctx.db.query('INSERT INTO roles (business_id, name, permissions) VALUES ($1, $2, $3)', [demoId, `Lista ${String(i).padStart(2, '0')}`, ['@EVENTS.LIST']]);
    const res = await call(admin, 'GET', '/api/roles');
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toHaveLength(50);
    expect(res.json().pagination.currentPage).toBe(1);
    expect((await call(admin, 'GET', '/api/roles?page=1&limit=100')).json().data.length).toBeGreaterThan(50);
    expect((await call(admin, 'GET', '/api/roles?limit=101')).statusCode).toBe(400);
    const producer = (await call(admin, 'GET', '/api/roles?search=produtor')).json().data[0];
    expect(producer).toMatchObject({ name: 'Produtor', collaboratorsCount: 1, permissions: ['@PRODUCER'] });
  });

  it('answers the permission codes grouped by area with pt-BR descriptions', async () => {
    const res = await call(admin, 'GET', '/api/roles/permissions');
    expect(res.statusCode).toBe(200);
    const groups = res.json().data;
    expect(groups.map((g: Json) => g.label)).toEqual(['Geral', 'Eventos', 'Vendas', 'Pontos de venda', 'Credenciamento', 'Colaboradores', 'Cargos']);
    expect(groups[0].permissions[0]).toEqual({ code: '@ALL', description: 'Todas as permissões (administrador da empresa)' });
    expect(groups.flatMap((g: Json) => g.permissions).length).toBe(17);
  });

  it('@ROLES.CREATE creates, @ROLES.MODIFY edits and deletes; others are refused', async () => {
    const creator = await person(['@ROLES.CREATE', '@EVENTS.LIST']);
    const modifier = await person(['@ROLES.MODIFY', '@EVENTS.LIST', '@EVENTS.CREATE']);
    const collaboratorCreator = await person(['@COLLABORATORS.CREATE']);
    const cashier = (await login(ctx.app, USERS.cashier)).accessToken;
    expect((await call(cashier, 'GET', '/api/roles')).statusCode).toBe(403);
    // The collaborator form's picker reads the roles.
    expect((await call(collaboratorCreator.token, 'GET', '/api/roles?page=1&limit=100')).statusCode).toBe(200);
    expect((await call(collaboratorCreator.token, 'POST', '/api/roles', { name: 'X', permissions: [] })).statusCode).toBe(403);
    const created = await call(creator.token, 'POST', '/api/roles', { name: 'Bilheteiro', permissions: ['@EVENTS.LIST'] });
    expect(created.statusCode).toBe(201);
    const id = created.json().id;
    expect((await call(creator.token, 'PATCH', `/api/roles/${id}`, { name: 'Outro' })).statusCode).toBe(403);
    expect((await call(modifier.token, 'POST', '/api/roles', { name: 'Y', permissions: [] })).statusCode).toBe(403);
    const edited = await call(modifier.token, 'PATCH', `/api/roles/${id}`, { name: 'Bilheteiro sênior', permissions: ['@EVENTS.LIST', '@EVENTS.CREATE'] });
    expect(edited.statusCode).toBe(200);
    expect(edited.json()).toMatchObject({ name: 'Bilheteiro sênior', permissions: ['@EVENTS.LIST', '@EVENTS.CREATE'] });
    // Not @ALL through a role editor's hands.
    const escalate = await call(modifier.token, 'PATCH', `/api/roles/${id}`, { permissions: ['@ALL'] });
    expect(escalate.json().code).toBe('@FORBIDDEN');
    expect((await call(modifier.token, 'DELETE', `/api/roles/${id}`)).statusCode).toBe(204);
    expect(await history('roles', id)).toEqual([
      expect.objectContaining({ action: '@CREATE', after: { name: 'Bilheteiro', permissions: ['@EVENTS.LIST'] } }),
      expect.objectContaining({ action: '@UPDATE' }),
      expect.objectContaining({ action: '@DELETE' }),
    ]);
  });

  it('validates the name and the codes, and refuses a second role of the same name', async () => {
    const res = await call(admin, 'POST', '/api/roles', { name: ' ', permissions: ['@NOPE'] });
    expect(res.json().issues).toEqual([
      { field: 'name', message: 'Este campo é obrigatório' },
      { field: 'permissions', message: 'Opção inválida' },
    ]);
    const dup = await call(admin, 'POST', '/api/roles', { name: 'caixa', permissions: [] });
    expect(dup.statusCode).toBe(409);
    expect(dup.json().issues).toEqual([{ field: 'name', message: 'Já existe um cargo com este nome.' }]);
  });

  it('refuses to delete a role in use, naming how many hold it', async () => {
    const a = await person(['@EVENTS.LIST']);
    await ctx.db.query(`INSERT INTO collaborators (business_id, user_id, role_id) SELECT $1, u.id, $2 FROM users u WHERE u.email = 'produtor@demo.com.br' ON CONFLICT DO NOTHING`, [demoId, a.roleId]);
    const one = await call(admin, 'DELETE', `/api/roles/${a.roleId}`);
    expect(one.statusCode).toBe(409);
    expect(one.json()).toMatchObject({ code: '@ROLE_IN_USE', message: 'Este cargo não pode ser excluído: 1 colaborador o possui.' });
    const b = await person(['@EVENTS.LIST']);
    await ctx.db.query('UPDATE collaborators SET role_id = $1 WHERE id = $2', [b.roleId, a.id]);
    expect((await call(admin, 'DELETE', `/api/roles/${b.roleId}`)).json().message).toBe('Este cargo não pode ser excluído: 2 colaboradores o possuem.');
  });

  it('a code removed from a role stops working at once for the holders\' old tokens', async () => {
    const holder = await person(['@COLLABORATORS.VIEW', '@EVENTS.LIST']);
    expect((await call(holder.token, 'GET', '/api/collaborators')).statusCode).toBe(200);
    expect((await call(admin, 'PATCH', `/api/roles/${holder.roleId}`, { permissions: ['@EVENTS.LIST'] })).statusCode).toBe(200);
    expect((await call(holder.token, 'GET', '/api/collaborators')).statusCode).toBe(403);
    expect((await call(admin, 'PATCH', `/api/roles/${holder.roleId}`, { permissions: ['@EVENTS.LIST', '@COLLABORATORS.VIEW'] })).statusCode).toBe(200);
    expect((await call(holder.token, 'GET', '/api/collaborators')).statusCode).toBe(200);
  });
});

describe('switching business', () => {
  it('answers tokens of the chosen business, ends the old session, and the next login opens it', async () => {
    const first = await login(ctx.app, USERS.other);
    const claims = (t: string) => JSON.parse(Buffer.from(t.split('.')[1], 'base64url').toString());
    expect(claims(first.accessToken).bid).toBe(outraId);
    const profile = (await call(first.accessToken, 'GET', '/api/profile')).json();
    expect(profile.businesses.map((b: Json) => b.name)).toEqual(['Bilheteria Demo', 'Outra Produtora']);

    const res = await call(first.accessToken, 'POST', '/api/accounts/switch-business', { businessId: demoId });
    expect(res.statusCode).toBe(200);
    expect(claims(res.json().accessToken)).toMatchObject({ bid: demoId, perms: ['@EVENTS.LIST', '@EVENTS.CREATE', '@EVENTS.MODIFY'] });
    expect(String(res.headers['set-cookie'])).toContain('sessionRefresh=');
    expect((await call(res.json().accessToken, 'GET', '/api/business/logged')).json().name).toBe('Bilheteria Demo');
    expect((await call(first.accessToken, 'GET', '/api/profile')).statusCode).toBe(401);

    const next = await login(ctx.app, USERS.other);
    expect(claims(next.accessToken).bid).toBe(demoId);
    const back = await call(next.accessToken, 'POST', '/api/accounts/switch-business', { businessId: outraId });
    expect(claims(back.json().accessToken).bid).toBe(outraId);
  });

  it('refuses a business the user does not belong to', async () => {
    const res = await call(admin, 'POST', '/api/accounts/switch-business', { businessId: outraId });
    expect(res.statusCode).toBe(404);
    expect((await call(admin, 'POST', '/api/accounts/switch-business', {})).json().issues).toEqual([{ field: 'businessId', message: 'Este campo é obrigatório' }]);
    expect((await call(undefined, 'POST', '/api/accounts/switch-business', { businessId: demoId })).statusCode).toBe(401);
  });
});
