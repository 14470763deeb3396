/**
 * The staff's accreditation back-office (issue 15, spec 2 sections 2-9; docs/accreditation.md):
 * the accreditation's rules and messages (a blank name, the 10 MB image), the manage page's info
 * and dashboard (São Paulo days, the default 7-day period), the activities picker, the kinds of
 * question, the permission codes, the staff's participants, permissions VIEW/MANAGE/none,
 * another business's accreditation a 404, history and realtime of the writes.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { issuesOf, loginAll, ok, setup, userApi, type Json, type TestContext, type UserKey } from './helper';
import { addDays, dayAt, dayStart } from '../../src/shared/dashboard/period';

let ctx: TestContext;
let tokens: Record<UserKey, string>;

const api = userApi(() => ctx.app, () => tokens);

/** A PNG of about `mb` MB: the signature and header, then zeros (the server reads the type from the bytes). */
const pngOf = (mb: number) => {
  const head = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=', 'base64');
  return `data:image/png;base64,${Buffer.concat([head, Buffer.alloc(Math.round(mb * 1024 * 1024))]).toString('base64')}`;
};
const GIF = 'data:image/gif;base64,R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7';

let demoId: string;

beforeAll(async () => {
  ctx = await setup();
  tokens = await loginAll(ctx.app);
  // The role 'Eventos' reads accreditations (@ACCREDITATION.USER.VIEW); the cashier holds no accreditation code.
  await ctx.db.query(`UPDATE roles SET permissions = array_append(permissions, '@ACCREDITATION.USER.VIEW') WHERE name = 'Eventos'`);
  const { rows } = await ctx.db.query<{ id: string }>("SELECT id FROM accreditations WHERE name = 'Credenciamento Festival de Verão'");
  demoId = rows[0].id;
});
afterAll(async () => ctx?.close());

describe('accreditations: create and edit', () => {
  it("refuses a blank name with 'Nome é obrigatório', on the name", async () => {
    for (const name of ['', '    ']) {
      const res = await api('admin', 'POST', '/api/accreditations', { name, isActive: true });
      expect(res.statusCode).toBe(400);
      expect(issuesOf(res).name).toBe('Nome é obrigatório');
    }
    const res = await api('admin', 'PATCH', `/api/accreditations/${demoId}`, { name: '   ' });
    expect(issuesOf(res).name).toBe('Nome é obrigatório');
  });

  it('takes a PNG of 6 MB (over the 5 MB of other images), refuses one over 10 MB and a GIF, with pt-BR messages on the image', async () => {
    const created = ok(await api('admin', 'POST', '/api/accreditations', { name: '  Congresso Recife  ', image: pngOf(6), isActive: true }), 201);
    expect(created.name).toBe('Congresso Recife');
    expect(created.image).toMatch(/^\/uploads\/.+\.png$/);
    expect(created.pairCode).toMatch(/^[A-Z0-9]{16}$/);
    const big = await api('admin', 'POST', '/api/accreditations', { name: 'Grande', image: pngOf(10.5) });
    expect(big.statusCode).toBe(400);
    expect(issuesOf(big).image).toBe('A imagem deve ter no máximo 10 MB.');
    const gif = await api('admin', 'POST', '/api/accreditations', { name: 'Gif', image: GIF });
    expect(issuesOf(gif).image).toBe('Formato de imagem não suportado. Use PNG ou JPEG.');
    const { rows } = await ctx.db.query("SELECT 1 FROM accreditations WHERE name IN ('Grande', 'Gif')");
    expect(rows).toHaveLength(0);
  });

  it('lists 12 a page, searches and filters by status', async () => {
    const created = ok(await api('admin', 'POST', '/api/accreditations', { name: 'Feira Inativa', isActive: false }), 201);
    const inactive = ok(await api('admin', 'GET', '/api/accreditations?status=@INACTIVE'));
    expect(inactive.data.map((a: Json) => a.id)).toEqual([created.id]);
    const found = ok(await api('admin', 'GET', '/api/accreditations?search=festival'));
    expect(found.data.map((a: Json) => a.id)).toEqual([demoId]);
    expect(ok(await api('admin', 'GET', '/api/accreditations')).pagination.totalItems).toBeGreaterThanOrEqual(3);
  });
});

describe('permissions and businesses', () => {
  it('VIEW reads but does not write; no code is a 403; another business gets 404s', async () => {
    ok(await api('events', 'GET', `/api/accreditations/${demoId}/info`));
    ok(await api('events', 'GET', `/api/accreditations/${demoId}/dashboard`));
    ok(await api('events', 'GET', `/api/accreditations/${demoId}/participants`));
    ok(await api('events', 'GET', '/api/accreditations/permissions'));
    expect((await api('events', 'POST', '/api/accreditations', { name: 'X' })).statusCode).toBe(403);
    expect((await api('events', 'POST', `/api/accreditations/${demoId}/participants`, { name: 'X', email: 'x@exemplo.com.br' })).statusCode).toBe(403);
    for (const url of [`/api/accreditations/${demoId}/info`, `/api/accreditations/${demoId}/dashboard`, '/api/form-fields', `/api/accreditations/${demoId}/activities/all`]) {
      expect((await api('cashier', 'GET', url)).statusCode, url).toBe(403);
    }
    // admin@outra.com.br opens Outra Produtora, which is not a ticket office: 403 before any lookup.
    expect((await api('other', 'GET', `/api/accreditations/${demoId}/info`)).statusCode).toBe(403);
  });

  it("another ticket office's accreditation is a 404 on every route", async () => {
    // A second ticket office with the module, whose admin holds @ALL.
    const { rows } = await ctx.db.query<{ id: string }>("SELECT id FROM accreditations WHERE name = 'Congresso Recife'");
    const mine = rows[0].id;
    await ctx.db.query("UPDATE accreditations SET business_id = (SELECT id FROM businesses WHERE name = 'Outra Produtora') WHERE id = $1", [mine]);
    try {
      for (const url of [`/api/accreditations/${mine}/info`, `/api/accreditations/${mine}/dashboard`, `/api/accreditations/${mine}/participants`, `/api/accreditations/${mine}/activities/all`]) {
        const res = await api('admin', 'GET', url);
        expect(res.statusCode, url).toBe(404);
      }
      const post = await api('admin', 'POST', `/api/accreditations/${mine}/participants`, { name: 'Intrusa', email: 'intrusa@exemplo.com.br' });
      expect(post.statusCode).toBe(404);
      expect((await api('admin', 'GET', '/api/accreditations/nao-e-id/info')).statusCode).toBe(404);
    } finally {
      await ctx.db.query("UPDATE accreditations SET business_id = (SELECT id FROM businesses WHERE name = 'Bilheteria Demo') WHERE id = $1", [mine]);
    }
  });
});

describe('the manage page', () => {
  it('info answers the accreditation, its users and the participants total', async () => {
    const info = ok(await api('admin', 'GET', `/api/accreditations/${demoId}/info`));
    expect(info.name).toBe('Credenciamento Festival de Verão');
    expect(info.pairCode).toMatch(/^[A-Z0-9]{16}$/);
    expect(info.updatedAt).toBeTruthy();
    expect(info.users).toEqual([{ id: expect.any(String), firstName: 'Cláudia', avatar: null, isActive: true }]);
    expect(info.participantsTotal).toBe(8);
  });

  it('counts the seven counters, today and the period in São Paulo days', async () => {
    const a = ok(await api('admin', 'POST', '/api/accreditations', { name: 'Contagem', isActive: true }), 201);
    const now = new Date();
    const today = dayAt(now);
    const todayStart = dayStart(today);
    const insert = (email: string, via: string, at: Date | null, accVia: string | null) =>
      ctx.db.query(
        `INSERT INTO accreditation_participants (business_id, accreditation_id, name, email, code, registered_via, accredited_at, accredited_via)
         SELECT business_id, id, $2, $2, upper(substr(md5($2), 1, 10)), $3, $4, $5 FROM accreditations WHERE id = $1`,
        [a.id, email, via, at, accVia],
      );
    await insert('a@x.br', '@BACK_OFFICE', new Date(todayStart.getTime() + 60_000), '@STAFF'); // today, first minute in São Paulo
    await insert('b@x.br', '@SELF_SERVICE', new Date(todayStart.getTime() - 60_000), '@DEVICE'); // yesterday's last minute (same UTC day)
    await insert('c@x.br', '@ON_SITE', dayStart(addDays(today, -7)), '@STAFF'); // 8th day back: outside the last 7
    await insert('d@x.br', '@ON_SITE', null, null);
    await insert('e@x.br', '@SELF_SERVICE', null, null);
    const d = ok(await api('admin', 'GET', `/api/accreditations/${a.id}/dashboard`));
    expect(d).toMatchObject({
      totalParticipants: 5,
      preEventRegistrants: 3,
      onSiteRegistrants: 2,
      totalAccreditations: 3,
      accreditationsToday: 1,
      accreditationsByPeriod: 2,
      accreditationsBySelfService: 1,
      today,
      period: { startAt: addDays(today, -6), endAt: today },
    });
    const week = ok(await api('admin', 'GET', `/api/accreditations/${a.id}/dashboard?startAt=${addDays(today, -7)}&endAt=${addDays(today, -1)}`));
    expect(week.accreditationsByPeriod).toBe(2);
    const bad = await api('admin', 'GET', `/api/accreditations/${a.id}/dashboard?startAt=${today}&endAt=${addDays(today, -1)}`);
    expect(bad.statusCode).toBe(400);
    expect(issuesOf(bad).endAt).toBeTruthy();
    expect(issuesOf(await api('admin', 'GET', `/api/accreditations/${a.id}/dashboard?startAt=31/02/2026&endAt=${today}`)).startAt).toBe('Data inválida');
  });
});

describe('activities, questions and permission codes', () => {
  it('activities/all answers every activity, active first, narrowed by name ignoring accents', async () => {
    const base = `/api/accreditations/${demoId}/activities`;
    const closed = ok(await api('admin', 'POST', base, { name: 'Área VIP', isActive: false }), 201);
    const all = ok(await api('admin', 'GET', `${base}/all`));
    expect(all.data.map((x: Json) => x.name)).toEqual(['Oficina de produção', 'Palestra de abertura', 'Área VIP']);
    expect(all.data.at(-1)).toMatchObject({ id: closed.id, isActive: false });
    expect(ok(await api('admin', 'GET', `${base}/all?query=oficina`)).data.map((x: Json) => x.name)).toEqual(['Oficina de produção']);
    expect(ok(await api('admin', 'GET', `${base}/all?query=area`)).data.map((x: Json) => x.name)).toEqual(['Área VIP']);
  });

  it('form-fields answers the seven kinds with their pt-BR labels; permissions the three codes described', async () => {
    const kinds = ok(await api('admin', 'GET', '/api/form-fields')).data;
    expect(kinds.map((k: Json) => k.label)).toEqual(['Texto', 'E-mail', 'Telefone', 'CPF', 'Data', 'Escolha única', 'Múltipla escolha']);
    expect(kinds.filter((k: Json) => k.hasOptions).map((k: Json) => k.kind)).toEqual(['@SINGLE', '@MULTIPLE']);
    const codes = ok(await api('events', 'GET', '/api/accreditations/permissions')).data;
    expect(codes.map((c: Json) => c.code)).toEqual(['@ACCREDITATION.USER.VIEW', '@ACCREDITATION.USER.CREATE', '@ACCREDITATION.USER.MANAGE']);
    for (const c of codes) expect(c.description).toMatch(/\S/);
  });
});

describe('participants from the back-office', () => {
  it('registers with the form, refuses bad answers on their field, finds by name, e-mail, CPF and code, writes history', async () => {
    const base = `/api/accreditations/${demoId}/participants`;
    const fields = ok(await api('admin', 'GET', `/api/accreditations/${demoId}/participants/fields`)).data;
    const role = fields.find((f: Json) => f.label === 'Função');
    const bad = await api('admin', 'POST', base, { name: ' ', email: 'nao-e-email', document: '111.111.111-11', answers: { [role.id]: 'Astronauta' } });
    expect(bad.statusCode).toBe(400);
    expect(issuesOf(bad)).toMatchObject({ name: expect.any(String), email: expect.any(String), document: expect.any(String), [`answers.${role.id}`]: expect.any(String) });
    const created = ok(
      await api('admin', 'POST', base, { name: 'Joana Prado', email: 'joana@exemplo.com.br', phone: '(81) 98765-4321', document: '529.982.247-25', answers: { [role.id]: 'Imprensa' } }),
      201,
    );
    expect(created).toMatchObject({ registeredVia: '@BACK_OFFICE', phone: '81987654321', document: '52998224725', accreditedAt: null });
    expect(created.code).toMatch(/^[A-Z0-9]{10}$/);
    const again = await api('admin', 'POST', base, { name: 'Joana', email: 'JOANA@exemplo.com.br', answers: { [role.id]: 'Imprensa' } });
    expect(again.statusCode).toBe(409);
    expect(issuesOf(again).email).toBe('Já existe um participante com este e-mail neste credenciamento');
    // Words of the name in any order, accents and case ignored (migration 027), as well as the e-mail, CPF and code.
    for (const search of ['joana', 'PRÁDO joa', 'JOANA@EXEMPLO', '529.982.247-25', created.code.toLowerCase()]) {
      const page = ok(await api('events', 'GET', `${base}?search=${encodeURIComponent(search)}`));
      expect(page.data.map((p: Json) => p.id), search).toEqual([created.id]);
    }
    const list = ok(await api('admin', 'GET', `${base}?limit=5`));
    expect(list.pagination).toMatchObject({ totalItems: 9, totalPages: 2, currentPage: 1, nextPage: 2, totalItemsCurrentPage: 5 });
    expect(list.data[0].id).toBe(created.id);
    const history = await ctx.db.query<Json>("SELECT actor_id, action FROM audit_log WHERE resource = 'accreditationParticipants' AND record_id = $1", [created.id]);
    expect(history.rows).toEqual([{ actor_id: expect.any(String), action: '@CREATE' }]);
  });
});
