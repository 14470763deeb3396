/** Events (docs/api-contract.md "Events"): list filters, eventDate, drafts, publication, duplicate, sanitising. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearerOf, loginAll, setup, type Json, type TestContext, type UserKey } from './helper';
import { eventDate } from '../../server/resources/events/eventDate';
import { PUBLICATION_FIELDS } from '../../src/shared/resources/events/publication';

let ctx: TestContext;
let tokens: Record<UserKey, string>;
let activeAccount: string;
let inactiveAccount: string;
let otherAccount: string;
let seededDrafts: Json[];

const api = (who: UserKey, method: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE', url: string, payload?: unknown) =>
  ctx.app.inject({ method, url, headers: bearerOf(tokens[who]), ...(payload !== undefined ? { payload: payload as object } : {}) });

beforeAll(async () => {
  ctx = await setup();
  tokens = await loginAll(ctx.app);
  const accounts = (await api('admin', 'GET', '/api/payment-accounts?limit=9999')).json().data as Json[];
  activeAccount = accounts.find((a) => a.isActive)!.id;
  inactiveAccount = accounts.find((a) => !a.isActive)!.id;
  otherAccount = (await api('other', 'GET', '/api/payment-accounts?limit=9999')).json().data[0].id;
  seededDrafts = (await api('admin', 'GET', '/api/events?status=@DRAFT&limit=100')).json().data;
});
afterAll(async () => ctx?.close());

const PNG_1x1 =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==';

/** Every field publication needs, valid. */
const complete = () => ({
  title: 'Show de Teste',
  classification: '@14',
  description: '<p>Uma noite de <strong>música</strong>.</p>',
  startAt: '2031-03-10T23:00:00.000Z',
  endAt: '2031-03-11T02:00:00.000Z',
  location: 'Teatro Municipal',
  address: { zipCode: '01001-000', street: 'Praça da Sé', number: '1', neighborhood: 'Sé', city: 'São Paulo', state: 'SP' },
  paymentAccountId: activeAccount,
});

async function createWithImage(body: Json): Promise<Json> {
  const res = await api('admin', 'POST', '/api/events', body);
  expect(res.statusCode, res.body).toBe(201);
  const put = await api('admin', 'PUT', `/api/events/${res.json().id}/images`, { data: PNG_1x1 });
  expect(put.statusCode, put.body).toBe(200);
  return (await api('admin', 'GET', `/api/events/${res.json().id}`)).json();
}

describe('eventDate', () => {
  it('is the São Paulo day and pt-BR month, one entry when start and end coincide', () => {
    expect(eventDate('2026-12-05T23:00:00Z', '2026-12-07T23:00:00Z')).toEqual({ days: ['05', '07'], months: ['dez'] });
    expect(eventDate('2026-12-05T20:00:00Z', '2026-12-05T23:30:00Z')).toEqual({ days: ['05'], months: ['dez'] });
    // 01:30 UTC on the 6th is still the 5th in São Paulo.
    expect(eventDate('2026-12-06T01:30:00Z', null)).toEqual({ days: ['05'], months: ['dez'] });
    expect(eventDate('2026-01-30T22:00:00Z', '2026-02-02T02:00:00Z')).toEqual({ days: ['30', '01'], months: ['jan', 'fev'] });
    expect(eventDate(null, null)).toEqual({ days: [], months: [] });
    const months = Array.from({ length: 12 }, (_, m) => eventDate(new Date(Date.UTC(2027, m, 15, 15)).toISOString(), null).months[0]);
    expect(months).toEqual(['jan', 'fev', 'mar', 'abr', 'mai', 'jun', 'jul', 'ago', 'set', 'out', 'nov', 'dez']);
  });

  it('every answered event carries it', async () => {
    const list = (await api('admin', 'GET', '/api/events?limit=9999')).json().data as Json[];
    for (const e of list) expect(e.eventDate).toEqual(eventDate(e.startAt, e.endAt));
    const garanhuns = list.find((e) => e.title === 'Festival de Inverno de Garanhuns')!;
    expect(garanhuns.eventDate.days).toHaveLength(2);
    expect(garanhuns.eventDate.months).toHaveLength(2);
  });
});

describe('seeded events and list filters', () => {
  it('Bilheteria Demo has published, past and draft events; the list sorts by startAt DESC, 16 a page', async () => {
    const res = (await api('admin', 'GET', '/api/events')).json();
    expect(res.pagination).toMatchObject({ currentPage: 1, totalItems: 12, totalItemsCurrentPage: 12, nextPage: null });
    const starts = (res.data as Json[]).filter((e) => e.startAt).map((e) => Date.parse(e.startAt));
    expect(starts).toEqual([...starts].sort((a, b) => b - a));
    const published = (res.data as Json[]).filter((e) => !e.isDraft);
    expect(published).toHaveLength(8);
    for (const e of published) {
      expect(e.primaryImage).toMatch(/^\/uploads\/.+\.svg$/);
      expect(e.description).toContain('<h2>');
    }
    expect((res.data as Json[]).some((e) => !e.isDraft && Date.parse(e.startAt) < Date.now())).toBe(true);
  });

  it('status @DRAFT / @PUBLISHED', async () => {
    const drafts = (await api('admin', 'GET', '/api/events?status=@DRAFT&limit=100')).json();
    expect(drafts.data.every((e: Json) => e.isDraft)).toBe(true);
    expect(drafts.pagination.totalItems).toBe(4);
    const published = (await api('admin', 'GET', '/api/events?status=%40PUBLISHED&limit=100')).json();
    expect(published.data.every((e: Json) => !e.isDraft)).toBe(true);
    expect(published.pagination.totalItems).toBe(8);
    expect((await api('admin', 'GET', '/api/events?status=')).json().pagination.totalItems).toBe(12);
  });

  it('startAt (from) and endAt (until) bound the start date', async () => {
    const now = new Date().toISOString();
    const upcoming = (await api('admin', 'GET', `/api/events?startAt=${now}&limit=100`)).json().data as Json[];
    expect(upcoming.length).toBeGreaterThan(0);
    expect(upcoming.every((e) => Date.parse(e.startAt) >= Date.parse(now))).toBe(true);
    const past = (await api('admin', 'GET', `/api/events?endAt=${now}&status=@PUBLISHED&limit=100`)).json().data as Json[];
    expect(past.map((e) => e.title).sort()).toEqual(['Jazz no Parque', 'Réveillon na Orla']);
    const window = (await api('admin', 'GET', `/api/events?startAt=${now}&endAt=${new Date(Date.now() + 15 * 864e5).toISOString()}&limit=100`)).json();
    expect(window.data.map((e: Json) => e.title).sort()).toEqual(['Noite de Samba na Lapa', 'Stand-up: Risadas do Sertão']);
    expect(window.pagination.totalItems).toBe(2);
  });

  it('bad filter values are 400 with a pt-BR issue per parameter', async () => {
    const res = await api('admin', 'GET', '/api/events?status=@OPEN&startAt=amanha&endAt=2026-13-45');
    expect(res.statusCode).toBe(400);
    expect(res.json().issues).toEqual([
      { field: 'status', message: 'Opção inválida' },
      { field: 'startAt', message: 'Data inválida' },
      { field: 'endAt', message: 'Data inválida' },
    ]);
  });

  it('search matches title, location and city ignoring accents', async () => {
    const byCity = (await api('admin', 'GET', '/api/events?search=sao%20paulo&limit=100')).json().data.map((e: Json) => e.title);
    expect(byCity).toContain('Clássicos Brasileiros: Villa-Lobos e Guarnieri');
    expect((await api('admin', 'GET', '/api/events?search=CIRCO')).json().data.map((e: Json) => e.title)).toEqual(['Noite de Samba na Lapa']);
    expect((await api('admin', 'GET', '/api/events?search=forro&status=@DRAFT')).json().data).toEqual([]);
  });

  it('Outra Produtora sees only its own events', async () => {
    const res = (await api('other', 'GET', '/api/events')).json();
    expect(res.pagination.totalItems).toBe(3);
    expect(res.data.map((e: Json) => e.title)).toContain('Sarau da Vila Madalena');
  });
});

describe('drafts and edits', () => {
  it('POST {} creates a draft; isDraft and primaryImage cannot be written through CRUD', async () => {
    const res = await api('admin', 'POST', '/api/events', { isDraft: false, primaryImage: 'https://evil.example/x.png' });
    expect(res.statusCode, res.body).toBe(201);
    const e = res.json();
    expect(e).toMatchObject({ isDraft: true, primaryImage: null, title: null, type: '@IN_PERSON', eventDate: { days: [], months: [] } });
    const patched = await api('admin', 'PATCH', `/api/events/${e.id}`, { title: 'Novo', isDraft: false, primaryImage: 'https://evil.example/x.png' });
    expect(patched.statusCode).toBe(200);
    expect(patched.json()).toMatchObject({ title: 'Novo', isDraft: true, primaryImage: null });
  });

  it('a partial PATCH keeps the other fields and the draft state of a published event', async () => {
    const e = await createWithImage(complete());
    const published = (await api('admin', 'PATCH', `/api/events/${e.id}/publish`)).json();
    const res = await api('admin', 'PATCH', `/api/events/${e.id}`, { updatedAt: published.updatedAt, address: { number: '22' } });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ isDraft: false, title: 'Show de Teste', address: { number: '22', city: 'São Paulo', zipCode: '01001000' }, primaryImage: e.primaryImage });
    const stale = await api('admin', 'PATCH', `/api/events/${e.id}`, { updatedAt: published.updatedAt, title: 'Antigo' });
    expect(stale.statusCode).toBe(409);
  });

  it('bad input on create and edit is 400 with pt-BR issues per field, never 5xx', async () => {
    const res = await api('admin', 'POST', '/api/events', {
      title: 'x'.repeat(121),
      classification: '@99',
      startAt: 'ontem',
      address: { zipCode: '123', state: 'XX', number: '123456' },
      paymentAccountId: 'não-é-id',
      type: { nested: true },
    });
    expect(res.statusCode).toBe(400);
    // A wrong JSON type is one more issue among the others (every failing field at once).
    expect(res.json().issues).toEqual(expect.arrayContaining([{ field: 'type', message: 'Texto inválido' }, { field: 'title', message: 'Tamanho muito grande' }]));
    const res2 = await api('admin', 'POST', '/api/events', {
      title: 'x'.repeat(121),
      classification: '@99',
      startAt: 'ontem',
      address: { zipCode: '123', state: 'XX', number: '123456' },
      paymentAccountId: 'não-é-id',
    });
    expect(res2.statusCode).toBe(400);
    expect(res2.json().issues).toEqual(
      expect.arrayContaining([
        { field: 'title', message: 'Tamanho muito grande' },
        { field: 'classification', message: 'Opção inválida' },
        { field: 'startAt', message: 'Data inválida' },
        { field: 'address.zipCode', message: 'CEP inválido' },
        { field: 'address.state', message: 'Opção inválida' },
        { field: 'address.number', message: 'Tamanho muito grande' },
        { field: 'paymentAccountId', message: 'Registro inválido' },
      ]),
    );
    expect(res2.json().issues).toHaveLength(7);
    // Another business's payment account is not a valid reference.
    const draft = (await api('admin', 'POST', '/api/events', {})).json();
    const foreign = await api('admin', 'PATCH', `/api/events/${draft.id}`, { paymentAccountId: otherAccount });
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json().issues).toEqual([{ field: 'paymentAccountId', message: 'Registro inválido' }]);
    for (const body of ['[1]', '"texto"', '{"startAt": 5}']) {
      const r = await ctx.app.inject({ method: 'PATCH', url: `/api/events/${draft.id}`, headers: { ...bearerOf(tokens.admin), 'content-type': 'application/json' }, payload: body });
      expect(r.statusCode, body).toBe(400);
    }
  });

  it('sanitises the description: scripts, handlers and javascript: links go, formatting stays', async () => {
    const dirty =
      '<h2 onclick="x()">Título</h2><p style="text-align: center; color: red">Olá <strong>mundo</strong> <u>sub</u> <s>riscado</s> <em>it</em></p>' +
      '<script>alert(1)</script><img src="x" onerror="alert(2)"><img src="/uploads/a/b.png" onerror="alert(3)">' +
      '<a href="javascript:alert(4)">mal</a><a href="https://exemplo.com.br" target="_blank">bom</a><iframe src="https://x"></iframe>' +
      '<ul><li>um</li></ul><ol><li>dois</li></ol>';
    const res = await api('admin', 'POST', '/api/events', { description: dirty });
    expect(res.statusCode).toBe(201);
    const html: string = res.json().description;
    expect(html).not.toMatch(/script|onerror|onclick|javascript:|iframe|color/i);
    expect(html).toBe(
      '<h2>Título</h2><p style="text-align:center">Olá <strong>mundo</strong> <u>sub</u> <s>riscado</s> <em>it</em></p>' +
        '<img src="/uploads/a/b.png" /><a>mal</a><a href="https://exemplo.com.br" target="_blank" rel="noopener noreferrer">bom</a>' +
        '<ul><li>um</li></ul><ol><li>dois</li></ol>',
    );
    const patched = await api('admin', 'PATCH', `/api/events/${res.json().id}`, { description: '<p>ok</p><script>x</script>' });
    expect(patched.json().description).toBe('<p>ok</p>');
  });
});

describe('publication', () => {
  const LABELS: Record<string, string> = {
    title: 'Informe o título do evento.',
    classification: 'Escolha a classificação indicativa.',
    description: 'Escreva a descrição do evento.',
    primaryImage: 'Envie a imagem principal.',
    startAt: 'Defina a data de início (e um término depois dela).',
    location: 'Informe o local do evento.',
    localization: 'Preencha CEP, rua, cidade e estado.',
    paymentAccountId: 'Escolha uma conta de pagamento ativa.',
  };

  it('an empty draft fails every field, in the dialog order, with the contract error', async () => {
    const e = (await api('admin', 'POST', '/api/events', {})).json();
    const res = await api('admin', 'PATCH', `/api/events/${e.id}/publish`);
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({
      message: 'Erro ao publicar evento',
      code: '@PUBLICATION',
      issues: Object.keys(PUBLICATION_FIELDS).map((field) => ({ field, message: LABELS[field] })),
    });
    expect((await api('admin', 'GET', `/api/events/${e.id}`)).json().isDraft).toBe(true);
  });

  const missing: [string, Json, string][] = [
    ['title', { title: '' }, 'title'],
    ['classification', { classification: null }, 'classification'],
    ['description', { description: '' }, 'description'],
    ['description (editor default text)', { description: '<p>Insira uma descrição para seu evento.</p>' }, 'description'],
    ['description (only markup)', { description: '<p><script>x</script></p>' }, 'description'],
    ['startAt', { startAt: null, endAt: null }, 'startAt'],
    ['startAt (end before start)', { endAt: '2031-03-09T00:00:00.000Z' }, 'startAt'],
    ['location', { location: '  ' }, 'location'],
    ['localization (zip)', { address: { zipCode: null } }, 'localization'],
    ['localization (street)', { address: { street: '' } }, 'localization'],
    ['localization (city)', { address: { city: '' } }, 'localization'],
    ['localization (state)', { address: { state: null } }, 'localization'],
    ['paymentAccountId', { paymentAccountId: null }, 'paymentAccountId'],
  ];
  for (const [name, patch, field] of missing) {
    it(`fails on ${name} alone`, async () => {
      const e = await createWithImage(complete());
      const edit = await api('admin', 'PATCH', `/api/events/${e.id}`, patch);
      expect(edit.statusCode, edit.body).toBe(200);
      const res = await api('admin', 'PATCH', `/api/events/${e.id}/publish`);
      expect(res.statusCode).toBe(422);
      expect(res.json().issues).toEqual([{ field, message: LABELS[field] }]);
    });
  }

  it('fails on primaryImage alone', async () => {
    const e = (await api('admin', 'POST', '/api/events', complete())).json();
    const res = await api('admin', 'PATCH', `/api/events/${e.id}/publish`);
    expect(res.json().issues).toEqual([{ field: 'primaryImage', message: 'Envie a imagem principal.' }]);
  });

  it('fails on an inactive payment account, and on one no longer in the business', async () => {
    const e = await createWithImage({ ...complete(), paymentAccountId: inactiveAccount });
    const res = await api('admin', 'PATCH', `/api/events/${e.id}/publish`);
    expect(res.statusCode).toBe(422);
    expect(res.json().issues).toEqual([{ field: 'paymentAccountId', message: 'Escolha uma conta de pagamento ativa.' }]);
    // A stale reference (written around the API) is refused as well.
    await ctx.db.query('UPDATE events SET payment_account_id = $1 WHERE id = $2', ['00000000-0000-4000-8000-000000000000', e.id]);
    expect((await api('admin', 'PATCH', `/api/events/${e.id}/publish`)).json().issues).toEqual([{ field: 'paymentAccountId', message: 'Escolha uma conta de pagamento ativa.' }]);
  });

  it('the seeded drafts fail on what each lacks', async () => {
    const failing: Record<string, string[]> = {};
    for (const d of seededDrafts) {
      const res = await api('admin', 'PATCH', `/api/events/${d.id}/publish`);
      expect(res.statusCode).toBe(422);
      failing[d.title ?? '(vazio)'] = res.json().issues.map((i: Json) => i.field);
    }
    expect(failing).toEqual({
      '(vazio)': Object.keys(PUBLICATION_FIELDS),
      'Arraiá do Mineirão': ['primaryImage'],
      'Baile do Ópera de Arame': ['localization', 'paymentAccountId'],
      'Rock Gaúcho Acústico': ['classification', 'description', 'paymentAccountId'],
    });
  });

  it('publishes a complete event, then unpublishes it', async () => {
    const e = await createWithImage(complete());
    const res = await api('admin', 'PATCH', `/api/events/${e.id}/publish`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ id: e.id, isDraft: false, title: 'Show de Teste', eventDate: { days: ['10'], months: ['mar'] } });
    expect(Date.parse(res.json().updatedAt)).toBeGreaterThan(Date.parse(e.updatedAt));
    const un = await api('admin', 'PATCH', `/api/events/${e.id}/unpublish`);
    expect(un.statusCode).toBe(200);
    expect(un.json()).toMatchObject({ id: e.id, isDraft: true });
    expect((await api('admin', 'GET', `/api/events/${e.id}`)).json().isDraft).toBe(true);
  });

  it('unknown and malformed ids are 404', async () => {
    for (const url of ['/api/events/00000000-0000-4000-8000-000000000000/publish', '/api/events/abc/unpublish']) {
      expect((await api('admin', 'PATCH', url)).statusCode).toBe(404);
    }
    expect((await api('admin', 'POST', '/api/events/abc/duplicate')).statusCode).toBe(404);
  });
});

describe('duplicate', () => {
  it('copies fields and images into a new draft, leaving the original untouched', async () => {
    const source = await createWithImage(complete());
    await api('admin', 'PUT', `/api/events/${source.id}/images`, { data: PNG_1x1 });
    const published = (await api('admin', 'PATCH', `/api/events/${source.id}/publish`)).json();
    const before = (await api('admin', 'GET', '/api/events')).json().pagination.totalItems;

    const res = await api('admin', 'POST', `/api/events/${source.id}/duplicate`);
    expect(res.statusCode, res.body).toBe(201);
    const copy = res.json();
    expect(copy.id).not.toBe(source.id);
    const { id, createdAt, updatedAt, title, isDraft, ...rest } = published;
    expect(copy).toMatchObject({ ...rest, title: 'Show de Teste (cópia)', isDraft: true });
    expect(copy.primaryImage).toBe(published.primaryImage);

    const images = (await api('admin', 'GET', `/api/events/${source.id}/images`)).json();
    const copied = (await api('admin', 'GET', `/api/events/${copy.id}/images`)).json();
    expect(copied.images.map((i: Json) => [i.url, i.isPrimary])).toEqual(images.images.map((i: Json) => [i.url, i.isPrimary]));
    expect(copied.images.map((i: Json) => i.id)).not.toEqual(images.images.map((i: Json) => i.id));

    expect((await api('admin', 'GET', `/api/events/${source.id}`)).json()).toEqual(published);
    expect((await api('admin', 'GET', '/api/events')).json().pagination.totalItems).toBe(before + 1);
  });

  it("an untitled event's copy is 'Evento sem nome (cópia)'; a long title stays within 120 characters", async () => {
    const empty = (await api('admin', 'POST', '/api/events', {})).json();
    expect((await api('admin', 'POST', `/api/events/${empty.id}/duplicate`)).json()).toMatchObject({ title: 'Evento sem nome (cópia)', isDraft: true });
    const long = (await api('admin', 'POST', '/api/events', { title: 'a'.repeat(120) })).json();
    const copy = (await api('admin', 'POST', `/api/events/${long.id}/duplicate`)).json();
    expect(copy.title).toBe('a'.repeat(112) + ' (cópia)');
  });
});

describe('permissions', () => {
  type Who = UserKey;
  const WHO: Who[] = ['admin', 'producer', 'cashier', 'events', 'other'];
  let demoEvent: string;
  beforeAll(async () => {
    demoEvent = (await createWithImage(complete())).id;
  });

  const expectStatuses = async (call: (who: Who) => Promise<{ statusCode: number }>, expected: Record<Who, number>) => {
    const got = {} as Record<Who, number>;
    for (const who of WHO) got[who] = (await call(who)).statusCode;
    expect(got).toEqual(expected);
  };

  it('list and show: every user of a business with events; another business gets 404', async () => {
    await expectStatuses((w) => api(w, 'GET', '/api/events'), { admin: 200, producer: 200, cashier: 200, events: 200, other: 200 });
    await expectStatuses((w) => api(w, 'GET', `/api/events/${demoEvent}`), { admin: 200, producer: 200, cashier: 200, events: 200, other: 404 });
    await expectStatuses((w) => api(w, 'GET', `/api/events/${demoEvent}/images`), { admin: 200, producer: 200, cashier: 200, events: 200, other: 404 });
  });

  it('create and duplicate: @EVENTS.CREATE or @PRODUCER', async () => {
    await expectStatuses((w) => api(w, 'POST', '/api/events', {}), { admin: 201, producer: 201, cashier: 403, events: 201, other: 201 });
    await expectStatuses((w) => api(w, 'POST', `/api/events/${demoEvent}/duplicate`), { admin: 201, producer: 201, cashier: 403, events: 201, other: 404 });
  });

  it('edit, publish, unpublish and images: @EVENTS.MODIFY or @PRODUCER', async () => {
    await expectStatuses((w) => api(w, 'PATCH', `/api/events/${demoEvent}`, { location: 'Outro lugar' }), { admin: 200, producer: 200, cashier: 403, events: 200, other: 404 });
    await expectStatuses((w) => api(w, 'PATCH', `/api/events/${demoEvent}/publish`), { admin: 200, producer: 200, cashier: 403, events: 200, other: 404 });
    await expectStatuses((w) => api(w, 'PATCH', `/api/events/${demoEvent}/unpublish`), { admin: 200, producer: 200, cashier: 403, events: 200, other: 404 });
    await expectStatuses((w) => api(w, 'PUT', `/api/events/${demoEvent}/images`, { data: PNG_1x1 }), { admin: 200, producer: 200, cashier: 403, events: 200, other: 404 });
    // Each user tries to delete an image uploaded for the attempt.
    await expectStatuses(
      async (w) => {
        const images = (await api('admin', 'PUT', `/api/events/${demoEvent}/images`, { data: PNG_1x1 })).json().images as Json[];
        return api(w, 'DELETE', `/api/events/${demoEvent}/images?imageId=${images[images.length - 1].id}`);
      },
      { admin: 200, producer: 200, cashier: 403, events: 200, other: 404 },
    );
  });

  it('without a token every event route is 401', async () => {
    for (const [method, url] of [
      ['GET', '/api/events'],
      ['POST', '/api/events'],
      ['PATCH', `/api/events/${demoEvent}/publish`],
      ['PATCH', `/api/events/${demoEvent}/unpublish`],
      ['POST', `/api/events/${demoEvent}/duplicate`],
      ['GET', `/api/events/${demoEvent}/images`],
      ['PUT', `/api/events/${demoEvent}/images`],
      ['DELETE', `/api/events/${demoEvent}/images?imageId=${demoEvent}`],
    ] as const) {
      expect((await ctx.app.inject({ method, url })).statusCode, `${method} ${url}`).toBe(401);
    }
  });
});

describe('OpenAPI', () => {
  it('lists the event, image, CEP and payment-account routes', async () => {
    const doc = (await ctx.app.inject({ url: '/api/docs/json' })).json();
    for (const path of [
      '/api/events',
      '/api/events/{id}',
      '/api/events/{id}/publish',
      '/api/events/{id}/unpublish',
      '/api/events/{id}/duplicate',
      '/api/events/{id}/images',
      '/api/cep/{zipCode}',
      '/api/payment-accounts',
    ]) {
      expect(doc.paths[path], path).toBeDefined();
    }
    expect(Object.keys(doc.paths['/api/events/{id}/images'])).toEqual(expect.arrayContaining(['get', 'put', 'delete']));
    const params = doc.paths['/api/events'].get.parameters.map((p: Json) => p.name);
    expect(params).toEqual(expect.arrayContaining(['status', 'startAt', 'endAt', 'search']));
  });
});
