/**
 * The public accreditation API (issue 15; docs/accreditation.md, "Public pages"): the paired
 * device's pair code (wrong and inactive alike), accrediting once (under concurrency too), unknown
 * codes, the activity rules, self-registration's messages on their fields and the duplicate
 * e-mail, the per-address limits, nothing of another accreditation through this pair code, the
 * history rows and the realtime change to the business.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { io, type Socket } from 'socket.io-client';
import { bearerOf, login, setup, type Json, type TestContext } from './helper';
import { dashboardCounters } from '../../server/accreditation/counters';

let ctx: TestContext;
let admin: string;
/** The demo accreditation (seed): its pair code, id, business and activities. */
let demo: { id: string; pairCode: string; businessId: string; talk: string; workshop: string };
/** A second accreditation of the same business, with an activity and a participant of its own. */
let other: { id: string; pairCode: string; activity: string; code: string };
let ip = 0;
/** Each test speaks from its own address unless it is about the limit. */
const nextIp = () => `10.21.${Math.floor(++ip / 250)}.${ip % 250}`;

const call = (method: 'GET' | 'POST', url: string, payload?: unknown, remoteAddress = nextIp()) =>
  ctx.app.inject({ method, url: `/api/public/accreditation${url}`, ...(payload === undefined ? {} : { payload: payload as Json }), remoteAddress });
const accreditRead = (code: string, pairCode = demo.pairCode, remoteAddress?: string) => call('POST', `/pair/${pairCode}/accredit`, { code }, remoteAddress);
const checkInRead = (code: string, activityId: string, pairCode = demo.pairCode) => call('POST', `/pair/${pairCode}/activities/${activityId}/check-in`, { code });
const staff = (method: 'GET' | 'POST' | 'PATCH', url: string, payload?: Json) =>
  ctx.app.inject({ method, url, headers: bearerOf(admin), ...(payload ? { payload } : {}) });

/** A new participant of the demo accreditation through the public form, answering its required question. */
async function registered(name: string, extra: Json = {}): Promise<{ code: string; name: string }> {
  const form = (await call('GET', `/${demo.id}/form`)).json();
  const role = form.fields.find((f: Json) => f.label === 'Função');
  const res = await call('POST', `/${demo.id}/participants`, { name, email: `${name.toLowerCase().replace(/\W+/g, '.')}@teste.com.br`, answers: { [role.id]: 'Imprensa' }, ...extra });
  expect(res.statusCode, res.body).toBe(201);
  return res.json();
}

beforeAll(async () => {
  ctx = await setup();
  admin = (await login(ctx.app, 'admin@demo.com.br')).accessToken;
  const a = (await ctx.db.query<Json>(`SELECT id, pair_code, business_id FROM accreditations WHERE name = 'Credenciamento Festival de Verão'`)).rows[0];
  const acts = (await ctx.db.query<Json>('SELECT id, name FROM accreditation_activities WHERE accreditation_id = $1', [a.id])).rows;
  demo = {
    id: a.id,
    pairCode: a.pair_code,
    businessId: a.business_id,
    talk: acts.find((r) => r.name === 'Palestra de abertura')!.id,
    workshop: acts.find((r) => r.name === 'Oficina de produção')!.id,
  };
  const created = await staff('POST', '/api/accreditations', { name: 'Credenciamento da Feira', isActive: true });
  expect(created.statusCode, created.body).toBe(201);
  const o = created.json();
  const act = await staff('POST', `/api/accreditations/${o.id}/activities`, { name: 'Sala da feira', isActive: true });
  expect(act.statusCode, act.body).toBe(201);
  const person = await call('POST', `/${o.id}/participants`, { name: 'Pessoa da Feira', email: 'feira@teste.com.br' });
  expect(person.statusCode, person.body).toBe(201);
  other = { id: o.id, pairCode: o.pairCode, activity: act.json().id, code: person.json().code };
});
afterAll(() => ctx?.close());

describe('the pair code', () => {
  it('opens the accreditation: its name and its active activities, nothing of staff', async () => {
    const res = await call('GET', `/pair/${demo.pairCode}`);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.accreditation).toMatchObject({ id: demo.id, name: 'Credenciamento Festival de Verão', business: { name: 'Bilheteria Demo' } });
    expect(body.activities.map((x: Json) => x.name).sort()).toEqual(['Oficina de produção', 'Palestra de abertura']);
    expect(res.body).not.toMatch(/pairCode|credenciador@|password/);
  });

  it('answers a wrong pair code and an inactive accreditation with the same 404, and no read goes through', async () => {
    const wrong = await call('GET', '/pair/AAAAAAAAAAAAAAAA');
    expect(wrong.statusCode).toBe(404);
    expect(wrong.json()).toEqual({ message: 'Link de validação inválido ou credenciamento inativo.', code: '@NOT_FOUND', issues: [] });
    expect((await call('GET', '/pair/curto')).json()).toEqual(wrong.json());

    await ctx.db.query('UPDATE accreditations SET is_active = false WHERE id = $1', [other.id]);
    try {
      const inactive = await call('GET', `/pair/${other.pairCode}`);
      expect(inactive.statusCode).toBe(404);
      expect(inactive.json()).toEqual(wrong.json());
      const read = await accreditRead(other.code, other.pairCode);
      expect(read.statusCode).toBe(404);
      expect((await ctx.db.query<Json>('SELECT accredited_at FROM accreditation_participants WHERE code = $1', [other.code])).rows[0].accredited_at).toBeNull();
      expect((await call('GET', `/${other.id}/form`)).json().message).toBe('Inscrições indisponíveis: o credenciamento não existe ou não está ativo.');
    } finally {
      await ctx.db.query('UPDATE accreditations SET is_active = true WHERE id = $1', [other.id]);
    }
  });
});

describe('accrediting at the entrance', () => {
  it('accredits once (@DEVICE), then says already accredited with when; typed codes may have spaces, dashes and lower case', async () => {
    const p = await registered('Joana Leitora');
    const first = await accreditRead(p.code);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({ result: '@ACCREDITED', message: 'Credenciado', participant: { name: 'Joana Leitora', code: p.code } });
    const typed = `${p.code.slice(0, 5).toLowerCase()}-${p.code.slice(5)} `;
    const second = (await accreditRead(typed)).json();
    expect(second).toMatchObject({ result: '@ALREADY_ACCREDITED', message: 'Já credenciado', participant: { name: 'Joana Leitora' } });
    expect(second.at).toBe(first.json().at);
    expect(JSON.stringify(second)).not.toMatch(/@teste\.com\.br|email|phone|document/);
    const row = (await ctx.db.query<Json>('SELECT accredited_via, accredited_by FROM accreditation_participants WHERE code = $1', [p.code])).rows[0];
    expect(row).toEqual({ accredited_via: '@DEVICE', accredited_by: null });
    // The history says what changed, by nobody of the staff.
    const history = (await ctx.db.query<Json>(`SELECT action, actor_id, after FROM audit_log WHERE resource = 'accreditationParticipants' AND after->>'accreditedVia' = '@DEVICE' ORDER BY id DESC LIMIT 1`)).rows[0];
    expect(history).toMatchObject({ action: '@UPDATE', actor_id: null });
  });

  it('two devices reading one credential at once: exactly one @ACCREDITED', async () => {
    const p = await registered('Duas Leituras');
    const answers = await Promise.all([accreditRead(p.code), accreditRead(p.code), accreditRead(p.code)]);
    const results = answers.map((r) => r.json().result).sort();
    expect(results).toEqual(['@ACCREDITED', '@ALREADY_ACCREDITED', '@ALREADY_ACCREDITED']);
  });

  it('an unknown code, and a code of another accreditation, are unknown here', async () => {
    for (const code of ['ZZZZZZZZZZ', other.code, 'https://exemplo.com/qualquer-coisa']) {
      const res = await accreditRead(code);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ result: '@UNKNOWN', message: 'Código não encontrado' });
    }
    expect((await ctx.db.query<Json>('SELECT accredited_at FROM accreditation_participants WHERE code = $1', [other.code])).rows[0].accredited_at).toBeNull();
    const empty = await accreditRead('   ');
    expect(empty.statusCode).toBe(400);
    expect(empty.json().issues).toEqual([{ field: 'code', message: 'Este campo é obrigatório' }]);
  });
});

describe('entering an activity', () => {
  it('needs the credential, enters once with the time, and counts entries', async () => {
    const p = await registered('Caio Atividade');
    const before = (await call('GET', `/pair/${demo.pairCode}/activities/${demo.talk}`)).json();
    expect(before.activity).toMatchObject({ name: 'Palestra de abertura', isActive: true, capacity: 200 });

    const notYet = (await checkInRead(p.code, demo.talk)).json();
    expect(notYet).toMatchObject({ result: '@NOT_ACCREDITED', message: 'Ainda não credenciado', entries: before.entries });
    await accreditRead(p.code);
    const entered = (await checkInRead(p.code, demo.talk)).json();
    expect(entered).toMatchObject({ result: '@CHECKED_IN', message: 'Entrada liberada', participant: { name: 'Caio Atividade' }, entries: before.entries + 1 });
    const again = (await checkInRead(p.code, demo.talk)).json();
    expect(again).toMatchObject({ result: '@ALREADY_CHECKED_IN', message: 'Já entrou nesta atividade', at: entered.at, entries: before.entries + 1 });
    expect((await call('GET', `/pair/${demo.pairCode}/activities/${demo.talk}`)).json().entries).toBe(before.entries + 1);
    expect((await ctx.db.query<Json>('SELECT via FROM accreditation_checkins WHERE activity_id = $1 ORDER BY at DESC LIMIT 1', [demo.talk])).rows[0].via).toBe('@DEVICE');
  });

  it('refuses an inactive activity and a full one', async () => {
    const p = await registered('Bia Lotada');
    await accreditRead(p.code);
    await ctx.db.query('UPDATE accreditation_activities SET is_active = false WHERE id = $1', [demo.workshop]);
    expect((await checkInRead(p.code, demo.workshop)).json()).toMatchObject({ result: '@ACTIVITY_INACTIVE', message: 'Atividade inativa' });
    // The options list only active activities; the activity's own page still opens and says it is inactive.
    expect((await call('GET', `/pair/${demo.pairCode}`)).json().activities.map((x: Json) => x.id)).not.toContain(demo.workshop);
    expect((await call('GET', `/pair/${demo.pairCode}/activities/${demo.workshop}`)).json().activity.isActive).toBe(false);

    const taken = Number((await ctx.db.query<Json>('SELECT count(*) AS n FROM accreditation_checkins WHERE activity_id = $1', [demo.workshop])).rows[0].n);
    await ctx.db.query('UPDATE accreditation_activities SET is_active = true, capacity = $2 WHERE id = $1', [demo.workshop, Math.max(taken, 1)]);
    if (taken === 0) {
      const first = await registered('Primeiro da Oficina');
      await accreditRead(first.code);
      expect((await checkInRead(first.code, demo.workshop)).json().result).toBe('@CHECKED_IN');
    }
    expect((await checkInRead(p.code, demo.workshop)).json()).toMatchObject({ result: '@ACTIVITY_FULL', message: 'Atividade lotada' });
    await ctx.db.query('UPDATE accreditation_activities SET capacity = 30 WHERE id = $1', [demo.workshop]);
  });

  it("reaches nothing of another accreditation: its activity is a 404, its participant unknown", async () => {
    const res = await call('GET', `/pair/${demo.pairCode}/activities/${other.activity}`);
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe('Atividade não encontrada.');
    expect((await checkInRead(other.code, other.activity)).statusCode).toBe(404);
    expect((await checkInRead(other.code, demo.talk)).json().result).toBe('@UNKNOWN');
    expect((await call('GET', `/pair/${demo.pairCode}/activities/nao-e-um-id`)).statusCode).toBe(404);
  });
});

describe('self-registration', () => {
  it("gives the accreditation's form, in order, without staff data", async () => {
    const res = await call('GET', `/${demo.id}/form`);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.accreditation.name).toBe('Credenciamento Festival de Verão');
    expect(body.fields.map((f: Json) => [f.label, f.kind, f.required])).toEqual([
      ['Função', '@SINGLE', true],
      ['Empresa', '@TEXT', false],
      ['Data de nascimento', '@DATE', false],
    ]);
    expect(res.body).not.toMatch(/pairCode|pair_code/);
    expect((await call('GET', '/00000000-0000-4000-8000-000000000000/form')).statusCode).toBe(404);
  });

  it('registers @SELF_SERVICE with masks stripped, and answers the credential code', async () => {
    const p = await registered('Marina Souza', { phone: '(81) 98765-4321', document: '529.982.247-25' });
    expect(p.code).toMatch(/^[A-Z0-9]{10}$/);
    const row = (await ctx.db.query<Json>('SELECT phone, document, registered_via, accredited_at FROM accreditation_participants WHERE code = $1', [p.code])).rows[0];
    expect(row).toEqual({ phone: '81987654321', document: '52998224725', registered_via: '@SELF_SERVICE', accredited_at: null });
  });

  it('puts each message on its field', async () => {
    const form = (await call('GET', `/${demo.id}/form`)).json();
    const id = (label: string) => form.fields.find((f: Json) => f.label === label).id;
    const res = await call('POST', `/${demo.id}/participants`, {
      name: '  ',
      email: 'nao-e-email',
      phone: '(81) 9876',
      document: '111.111.111-11',
      answers: { [id('Data de nascimento')]: '2001-02-31' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().issues).toEqual([
      { field: 'name', message: 'Este campo é obrigatório' },
      { field: 'email', message: 'E-mail inválido' },
      { field: 'phone', message: 'Telefone inválido' },
      { field: 'document', message: 'CPF inválido' },
      { field: `answers.${id('Função')}`, message: 'Este campo é obrigatório' },
      { field: `answers.${id('Data de nascimento')}`, message: 'Data inválida' },
    ]);
  });

  it('refuses an e-mail already registered, on the e-mail field, whatever its case', async () => {
    await registered('Paula Repetida');
    const form = (await call('GET', `/${demo.id}/form`)).json();
    const res = await call('POST', `/${demo.id}/participants`, { name: 'Outra Paula', email: 'PAULA.REPETIDA@teste.com.br', answers: { [form.fields[0].id]: 'Equipe' } });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({
      message: 'Já existe um participante com este e-mail neste credenciamento',
      code: '@CONFLICT',
      issues: [{ field: 'email', message: 'Já existe um participante com este e-mail neste credenciamento' }],
    });
  });
});

describe("the staff dashboard's counters", () => {
  it('move with a self-registration and its accreditation at the device', async () => {
    const day = { from: new Date(Date.now() - 86_400_000), to: new Date(Date.now() + 86_400_000) };
    const counters = () => dashboardCounters(ctx.db, demo.id, day, day);
    const before = await counters();
    const p = await registered('Contadora Andando');
    const registeredOnly = await counters();
    expect(registeredOnly).toEqual({ ...before, totalParticipants: before.totalParticipants + 1, preEventRegistrants: before.preEventRegistrants + 1 });
    await accreditRead(p.code);
    const plus = (k: keyof typeof before) => registeredOnly[k] + 1;
    expect(await counters()).toEqual({
      ...registeredOnly,
      totalAccreditations: plus('totalAccreditations'),
      accreditationsToday: plus('accreditationsToday'),
      accreditationsByPeriod: plus('accreditationsByPeriod'),
      accreditationsBySelfService: plus('accreditationsBySelfService'),
    });
  });
});

describe('limits per address', () => {
  it('stops failed reads of one address (wrong codes) with 429, while other addresses go on', async () => {
    const from = '10.99.0.1';
    let last = 0;
    for (let i = 0; i < 61; i++) last = (await accreditRead(`ZZZZZZZZ${String(i).padStart(2, '0')}`, demo.pairCode, from)).statusCode;
    expect(last).toBe(429);
    const blocked = await call('GET', `/pair/${demo.pairCode}`, undefined, from);
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().message).toBe('Muitas tentativas. Aguarde alguns minutos e tente novamente.');
    expect((await call('GET', `/pair/${demo.pairCode}`, undefined, '10.99.0.2')).statusCode).toBe(200);
  });

  it('lets many good reads of one device through', async () => {
    const p = await registered('Leituras Repetidas');
    for (let i = 0; i < 70; i++) expect((await accreditRead(p.code, demo.pairCode, '10.99.1.1')).statusCode).toBe(200);
  });

  it('stops self-registrations of one address after 20, but not the corrections of a form', async () => {
    const from = '10.99.2.1';
    const form = (await call('GET', `/${demo.id}/form`)).json();
    for (let i = 0; i < 25; i++) expect((await call('POST', `/${demo.id}/participants`, { name: '', email: 'x' }, from)).statusCode).toBe(400);
    let last = 0;
    for (let i = 0; i < 21; i++) {
      last = (await call('POST', `/${demo.id}/participants`, { name: `Pessoa ${i}`, email: `limite.${i}@teste.com.br`, answers: { [form.fields[0].id]: 'Equipe' } }, from)).statusCode;
      if (i < 20) expect(last).toBe(201);
    }
    expect(last).toBe(429);
  });
});

describe('realtime', () => {
  let socket: Socket | undefined;
  afterAll(() => socket?.disconnect());

  it("tells the business's staff of a self-registration and of an accreditation", async () => {
    await ctx.app.listen({ port: 0, host: '127.0.0.1' });
    const addr = ctx.app.server.address();
    const base = `http://127.0.0.1:${typeof addr === 'object' && addr ? addr.port : 0}`;
    socket = await new Promise<Socket>((resolve, reject) => {
      const s = io(base, { path: '/socket.io', auth: { token: admin }, transports: ['websocket'], reconnection: false });
      s.on('connect', () => resolve(s));
      s.on('connect_error', reject);
    });
    const seen: Json[] = [];
    socket.on('change', (e: Json) => seen.push(e));
    const p = await registered('Tempo Real');
    await accreditRead(p.code);
    await expect.poll(() => seen.filter((e) => e.resource === 'accreditationParticipants').map((e) => e.action)).toEqual(['created', 'updated']);
  });
});
