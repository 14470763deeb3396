/**
 * E-mail templates of Marketing (spec 2 sections 2, 3): the seeded ones listed by name with search,
 * create, edit and delete with every rule on its field, the body's HTML sanitised, a name unique
 * in the business, @ALL of a ticket office only.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { issuesOf, loginAll, ok, setup, userApi, type Json, type TestContext, type UserKey } from './helper';

let ctx: TestContext;
let tokens: Record<UserKey, string>;

const api = userApi(() => ctx.app, () => tokens);

const TEMPLATES = '/api/marketing/mail/templates';

beforeAll(async () => {
  ctx = await setup();
  tokens = await loginAll(ctx.app);
});
afterAll(async () => ctx?.close());

describe('e-mail templates', () => {
  it('lists the demo templates by name, 10 per page, and finds one by a word of its subject typed without accents', async () => {
    const list = ok(await api('admin', 'GET', TEMPLATES));
    expect(list.data.map((t: Json) => t.name)).toEqual(['Lançamento de evento', 'Lembrete da véspera']);
    expect(list.pagination).toMatchObject({ totalItems: 2 });
    const found = ok(await api('admin', 'GET', `${TEMPLATES}?search=ACESSO`));
    expect(found.data.map((t: Json) => t.name)).toEqual(['Lembrete da véspera']);
    const byName = ok(await api('admin', 'GET', `${TEMPLATES}?search=lancamento`));
    expect(byName.data.map((t: Json) => t.name)).toEqual(['Lançamento de evento']);
  });

  it('creates and edits a template, keeping of its body only what the editor writes', async () => {
    const created = ok(
      await api('admin', 'POST', TEMPLATES, {
        name: 'Black Friday',
        subject: 'Lotes com 30% de desconto',
        body: '<p onclick="steal()">Só hoje: <strong>30% off</strong></p><script>steal()</script><a href="javascript:steal()">link</a><p style="text-align: center; color: red">centro</p>',
      }),
      201,
    );
    expect(created.body).toBe('<p>Só hoje: <strong>30% off</strong></p><a>link</a><p style="text-align:center">centro</p>');
    const edited = ok(await api('admin', 'PATCH', `${TEMPLATES}/${created.id}`, { subject: 'Últimas horas: 30% de desconto' }));
    expect(edited).toMatchObject({ name: 'Black Friday', subject: 'Últimas horas: 30% de desconto', body: created.body });
    expect(ok(await api('admin', 'GET', `${TEMPLATES}/${created.id}`))).toMatchObject({ subject: 'Últimas horas: 30% de desconto' });
  });

  it('answers each missing or too long field on that field, and a name already taken with 409, storing nothing', async () => {
    const empty = await api('admin', 'POST', TEMPLATES, { name: '  ', subject: '', body: '' });
    expect(empty.statusCode).toBe(400);
    expect(issuesOf(empty)).toEqual({ name: 'Este campo é obrigatório', subject: 'Este campo é obrigatório', body: 'Este campo é obrigatório' });
    // A body that is only what the sanitiser drops is no body.
    const onlyScript = await api('admin', 'POST', TEMPLATES, { name: 'Só script', subject: 'S', body: '<script>alert(1)</script>' });
    expect(onlyScript.statusCode).toBe(400);
    expect(issuesOf(onlyScript)).toEqual({ body: 'Este campo é obrigatório' });
    const long = await api('admin', 'POST', TEMPLATES, { name: 'x'.repeat(121), subject: 'y'.repeat(201), body: '<p>ok</p>' });
    expect(long.statusCode).toBe(400);
    expect(Object.keys(issuesOf(long)).sort()).toEqual(['name', 'subject']);
    const taken = await api('admin', 'POST', TEMPLATES, { name: 'Lembrete da véspera', subject: 'Outro', body: '<p>Outro</p>' });
    expect(taken.statusCode).toBe(409);
    expect(issuesOf(taken)).toEqual({ name: 'Já existe um modelo de e-mail com este nome' });
    const names = ok(await api('admin', 'GET', `${TEMPLATES}?limit=100`)).data.map((t: Json) => t.name);
    expect(names.filter((n: string) => n === 'Lembrete da véspera')).toHaveLength(1);
    expect(names).not.toContain('x'.repeat(121));
  });

  it('is for the ticket office’s @ALL only', async () => {
    const [first] = ok(await api('admin', 'GET', TEMPLATES)).data;
    for (const who of ['cashier', 'events', 'producer'] as const) {
      expect((await api(who, 'GET', TEMPLATES)).statusCode, who).toBe(403);
      expect((await api(who, 'POST', TEMPLATES, { name: 'N', subject: 'S', body: '<p>B</p>' })).statusCode, who).toBe(403);
      expect((await api(who, 'DELETE', `${TEMPLATES}/${first.id}`)).statusCode, who).toBe(403);
    }
    // Outra Produtora is not a ticket office (spec 2 section 4).
    expect((await api('other', 'GET', TEMPLATES)).statusCode).toBe(403);
    expect((await api('other', 'PATCH', `${TEMPLATES}/${first.id}`, { subject: 'Invadido' })).statusCode).toBe(403);
    expect((await api('other', 'DELETE', `${TEMPLATES}/${first.id}`)).statusCode).toBe(403);
    expect(ok(await api('admin', 'GET', `${TEMPLATES}/${first.id}`)).subject).toBe(first.subject);
  });

  it('removes a template, which is then gone from the list and its address', async () => {
    const made = ok(await api('admin', 'POST', TEMPLATES, { name: 'Para remover', subject: 'S', body: '<p>B</p>' }), 201);
    expect((await api('admin', 'DELETE', `${TEMPLATES}/${made.id}`)).statusCode).toBe(204);
    expect((await api('admin', 'GET', `${TEMPLATES}/${made.id}`)).statusCode).toBe(404);
    expect(ok(await api('admin', 'GET', `${TEMPLATES}?search=remover`)).data).toEqual([]);
  });
});
