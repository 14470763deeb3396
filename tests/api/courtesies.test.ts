/** Courtesies (docs/api-contract.md, "Courtesies"): validation, alreadySent and force, places left in the lot, one transaction, list, stats, resend, cancel, permissions. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { lotsUrl, salesTest, type Json, type SalesTest } from './salesTreeHelper';

let t: SalesTest;
let eventId: string;
let ticketId: string;
let lotId: string;
let otherTicket: { ticketId: string; lotId: string };

beforeAll(async () => {
  t = await salesTest();
  eventId = await t.event('Noite das Cortesias');
  const sector = await t.sector(eventId);
  ticketId = (await t.ticket(eventId, sector.id)).id;
  lotId = (await t.lot(eventId, sector.id, ticketId)).id;
  // A ticket of another event: not valid here.
  const elsewhere = await t.event('Outro Evento');
  const s2 = await t.sector(elsewhere);
  const t2 = (await t.ticket(elsewhere, s2.id)).id;
  otherTicket = { ticketId: t2, lotId: (await t.lot(elsewhere, s2.id, t2)).id };
});
afterAll(async () => t?.close());

const url = (id = eventId) => `/api/events/${id}/send-courtesy`;
const send = (body: Json, who: Parameters<SalesTest['api']>[0] = 'admin', id = eventId) => t.api(who, 'POST', url(id), body);
const email = (contacts: string[], extra: Json = {}) => ({ ticketId, lotId, type: '@EMAIL', contacts, ...extra });
const sectorOf = async () => t.ok(await t.api('admin', 'GET', `/api/events/${eventId}/sectors`)).data[0] as Json;
const count = async (sql: string, params: unknown[] = []) => Number((await t.ctx.db.query<{ n: number }>(sql, params)).rows[0].n);

describe('send validation (spec 1 section 5)', () => {
  it('answers every message of the spec', async () => {
    expect(t.issues(await send({}))).toEqual({
      ticketId: 'Ticket é obrigatório',
      lotId: 'Selecione um ingresso',
      type: 'Tipo é obrigatório',
      contacts: 'Contato é obrigatório',
    });
    expect(t.issues(await send({ ticketId: 'x', lotId: 'y', type: '@SMS', contacts: [] }))).toEqual({
      ticketId: 'ID do ingresso inválido',
      lotId: 'ID do ingresso inválido',
      type: 'Opção inválida',
      contacts: 'Contato é obrigatório',
    });
    expect(t.issues(await send(email(['ana@exemplo.com', '  ', 'nao-e-email', ''])))).toEqual({
      'contacts.1': 'Contato é obrigatório',
      'contacts.2': 'E-mail inválido',
      'contacts.3': 'Contato é obrigatório',
    });
    expect(t.issues(await send({ ticketId, lotId, type: '@WHATSAPP', contacts: ['11987654321', '98765-4321'] }))).toEqual({ 'contacts.1': 'Telefone inválido' });
    expect(t.issues(await send(email(['a@b.com'], { names: ['x', 'y'] })))).toEqual({ names: 'Informe um nome (ou nenhum) para cada contato.' });
  });

  it('a ticket or lot not of this event is invalid', async () => {
    expect(t.issues(await send(email(['ana@exemplo.com'], { ticketId: otherTicket.ticketId })))).toEqual({ ticketId: 'ID do ingresso inválido' });
    expect(t.issues(await send(email(['ana@exemplo.com'], { lotId: otherTicket.lotId })))).toEqual({ lotId: 'ID do ingresso inválido' });
  });

  it('a request whose 3rd contact is invalid creates nothing', async () => {
    const before = await count('SELECT count(*)::int AS n FROM courtesies');
    const orders = await count("SELECT count(*)::int AS n FROM orders WHERE channel = '@COURTESY'");
    expect(t.issues(await send(email(['um@exemplo.com', 'dois@exemplo.com', 'tres@', 'quatro@exemplo.com'])))).toEqual({ 'contacts.2': 'E-mail inválido' });
    expect(await count('SELECT count(*)::int AS n FROM courtesies')).toBe(before);
    expect(await count("SELECT count(*)::int AS n FROM orders WHERE channel = '@COURTESY'")).toBe(orders);
  });

  it('a write that fails on one contact leaves no order, item, ticket or courtesy of the send, and takes no place', async () => {
    // The database refuses the third courtesy row, after the orders, items and tickets of all three were written.
    await t.ctx.db.query(`CREATE FUNCTION refuse_contact() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN IF NEW.contact = 'falha@exemplo.com' THEN RAISE EXCEPTION 'refused by the test'; END IF; RETURN NEW; END $$`);
    await t.ctx.db.query('CREATE TRIGGER refuse_contact BEFORE INSERT ON courtesies FOR EACH ROW EXECUTE FUNCTION refuse_contact()');
    try {
      const tables = ['orders', 'order_items', 'user_tickets', 'courtesies'];
      const counts = () => Promise.all(tables.map((table) => count(`SELECT count(*)::int AS n FROM ${table}`)));
      const sold = async () => t.ok(await t.api('admin', 'GET', `${lotsUrl(eventId, (await sectorOf()).id, ticketId)}/${lotId}`)).sold;
      const before = { rows: await counts(), sold: await sold() };
      const res = await send(email(['primeira@exemplo.com', 'segunda@exemplo.com', 'falha@exemplo.com']));
      expect(res.statusCode).toBe(500);
      expect(res.body).not.toMatch(/refused by the test|at .*\.ts/);
      expect({ rows: await counts(), sold: await sold() }).toEqual(before);
      expect(await count("SELECT count(*)::int AS n FROM courtesies WHERE contact IN ('primeira@exemplo.com', 'segunda@exemplo.com')")).toBe(0);
    } finally {
      await t.ctx.db.query('DROP TRIGGER refuse_contact ON courtesies');
      await t.ctx.db.query('DROP FUNCTION refuse_contact()');
    }
    // The same contacts go through once the database accepts them.
    expect(t.ok(await send(email(['primeira@exemplo.com', 'segunda@exemplo.com'])), 201)).toMatchObject({ created: 2 });
  });
});

describe('sending', () => {
  let sendEvent: string;
  let tl: { ticketId: string; lotId: string };
  beforeAll(async () => {
    sendEvent = await t.event('Festa do Envio');
    const s = await t.sector(sendEvent);
    const tk = (await t.ticket(sendEvent, s.id)).id;
    tl = { ticketId: tk, lotId: (await t.lot(sendEvent, s.id, tk)).id };
  });

  it('creates a zero-value order, item, user ticket and queued courtesy per contact, normalised', async () => {
    const res = t.ok(await send({ ...tl, type: '@EMAIL', contacts: [' Ana@Exemplo.com ', 'bia@exemplo.com', 'ANA@exemplo.com'], names: ['Ana', null, 'dup'] }, 'admin', sendEvent), 201);
    expect(res).toEqual({ created: 2, alreadySent: [] });
    const { rows } = await t.ctx.db.query<Json>(
      `SELECT c.contact, c.name, c.delivery_status, o.channel, o.status, o.payment_type, o.total, oi.quantity, oi.unit_price, ut.code
         FROM courtesies c JOIN orders o ON o.id = c.order_id JOIN order_items oi ON oi.id = c.order_item_id JOIN user_tickets ut ON ut.id = c.user_ticket_id
        WHERE c.event_id = $1 ORDER BY c.contact`,
      [sendEvent],
    );
    expect(rows.map((r) => [r.contact, r.name, r.delivery_status, r.channel, r.status, r.payment_type, Number(r.total), r.quantity, Number(r.unit_price)])).toEqual([
      ['ana@exemplo.com', 'Ana', '@QUEUED', '@COURTESY', '@PAID', '@COURTESY', 0, 1, 0],
      ['bia@exemplo.com', null, '@QUEUED', '@COURTESY', '@PAID', '@COURTESY', 0, 1, 0],
    ]);
    expect(rows[0].code).toMatch(/^[0-9A-F]{16}$/);
    expect(rows[0].code).not.toBe(rows[1].code);
  });

  it('reports contacts already served and skips them unless force', async () => {
    const first = t.ok(await send({ ...tl, type: '@WHATSAPP', contacts: ['(81) 99876-5432'] }, 'admin', sendEvent), 201);
    expect(first.created).toBe(1);
    const again = t.ok(await send({ ...tl, type: '@WHATSAPP', contacts: ['81998765432', '5581912345678'] }, 'admin', sendEvent), 201);
    expect(again.created).toBe(1);
    expect(again.alreadySent).toEqual([{ contact: '5581998765432', courtesyId: expect.any(String), createdAt: expect.any(String) }]);
    // The same e-mail by WhatsApp is another contact; by e-mail it is served.
    expect(t.ok(await send({ ...tl, type: '@EMAIL', contacts: ['ANA@exemplo.com'] }, 'admin', sendEvent), 201)).toMatchObject({ created: 0 });
    const forced = t.ok(await send({ ...tl, type: '@WHATSAPP', contacts: ['81998765432'], force: true }, 'admin', sendEvent), 201);
    expect(forced.created).toBe(1);
    expect(forced.alreadySent).toHaveLength(1);
    expect(await count(`SELECT count(*)::int AS n FROM courtesies WHERE event_id = $1 AND contact = '5581998765432'`, [sendEvent])).toBe(2);
  });

  it('a cancelled courtesy does not count as served', async () => {
    const created = t.ok(await send({ ...tl, type: '@EMAIL', contacts: ['cancelada@exemplo.com'] }, 'admin', sendEvent), 201);
    expect(created.created).toBe(1);
    const list = t.ok(await t.api('admin', 'GET', `${url(sendEvent)}?search=cancelada`));
    t.ok(await t.api('admin', 'DELETE', `${url(sendEvent)}/${list.data[0].id}`));
    expect(t.ok(await send({ ...tl, type: '@EMAIL', contacts: ['cancelada@exemplo.com'] }, 'admin', sendEvent), 201)).toEqual({ created: 1, alreadySent: [] });
  });
});

describe('places left in the lot', () => {
  /** A new event with one lot of `quantity` places, `sold` of them sold on the site (paid). */
  async function lotOf(quantity: number, sold = 0) {
    const ev = await t.event('Festa Lotada');
    const s = await t.sector(ev);
    const tk = (await t.ticket(ev, s.id)).id;
    const lot = await t.lot(ev, s.id, tk, { quantity });
    if (sold) await t.sell(lot.id, sold);
    const body = (contacts: string[], extra: Json = {}) => ({ ticketId: tk, lotId: lot.id, type: '@EMAIL', contacts, ...extra });
    const figures = async () => {
      const l = t.ok(await t.api('admin', 'GET', `${lotsUrl(ev, s.id, tk)}/${lot.id}`));
      return { sold: l.sold, status: l.status };
    };
    const created = () => count('SELECT count(*)::int AS n FROM courtesies WHERE event_id = $1', [ev]);
    return { ev, lotId: lot.id as string, body, figures, created };
  }
  const emails = (prefix: string, n: number) => Array.from({ length: n }, (_, i) => `${prefix}${i}@exemplo.com`);
  const refusal = (res: Awaited<ReturnType<typeof send>>) => {
    expect(res.statusCode, res.body).toBe(409);
    const answer = res.json();
    expect(answer.issues).toEqual([{ field: 'lotId', message: answer.message }]);
    expect(answer.code).toBe('@LOT_SOLD_OUT');
    return answer.message as string;
  };

  it('refuses a send larger than the places left, with the count, and creates nothing', async () => {
    const lot = await lotOf(5, 2);
    const orders = await count("SELECT count(*)::int AS n FROM orders WHERE channel = '@COURTESY'");
    const tickets = await count('SELECT count(*)::int AS n FROM user_tickets');
    expect(refusal(await send(lot.body(emails('quatro', 4)), 'admin', lot.ev))).toBe('O lote não tem ingressos suficientes: restam 3.');
    expect(await lot.created()).toBe(0);
    expect(await count("SELECT count(*)::int AS n FROM orders WHERE channel = '@COURTESY'")).toBe(orders);
    expect(await count('SELECT count(*)::int AS n FROM user_tickets')).toBe(tickets);
    expect(await lot.figures()).toEqual({ sold: 2, status: '@ON_SALE' });
  });

  it('accepts an exact fit; then one place short says sold out, and one left is singular', async () => {
    const lot = await lotOf(5, 2);
    expect(t.ok(await send(lot.body(emails('cabe', 3)), 'admin', lot.ev), 201)).toEqual({ created: 3, alreadySent: [] });
    expect(await lot.figures()).toEqual({ sold: 5, status: '@SOLD_OUT' });
    expect(refusal(await send(lot.body(['mais.um@exemplo.com']), 'admin', lot.ev))).toBe('O lote está esgotado.');
    const two = await lotOf(2, 1);
    expect(refusal(await send(two.body(emails('dois', 2)), 'admin', two.ev))).toBe('O lote não tem ingressos suficientes: resta 1.');
    expect(t.ok(await send(two.body(['um@exemplo.com']), 'admin', two.ev), 201).created).toBe(1);
  });

  it('contacts already served take no place unless forced; a cancelled courtesy gives its place back', async () => {
    const lot = await lotOf(2);
    t.ok(await send(lot.body(['ana@exemplo.com', 'bia@exemplo.com']), 'admin', lot.ev), 201);
    // Full: a send of served contacts only creates nothing and is not refused.
    expect(t.ok(await send(lot.body(['ana@exemplo.com']), 'admin', lot.ev), 201)).toMatchObject({ created: 0, alreadySent: [{ contact: 'ana@exemplo.com' }] });
    expect(refusal(await send(lot.body(['ana@exemplo.com'], { force: true }), 'admin', lot.ev))).toBe('O lote está esgotado.');
    const list = t.ok(await t.api('admin', 'GET', `${url(lot.ev)}?search=bia`));
    t.ok(await t.api('admin', 'DELETE', `${url(lot.ev)}/${list.data[0].id}`));
    expect(await lot.figures()).toEqual({ sold: 1, status: '@ON_SALE' });
    expect(t.ok(await send(lot.body(['carla@exemplo.com']), 'admin', lot.ev), 201).created).toBe(1);
    expect(await lot.figures()).toEqual({ sold: 2, status: '@SOLD_OUT' });
  });

  it('pending orders hold places; cancelled and refunded ones do not', async () => {
    const lot = await lotOf(4);
    await t.sell(lot.lotId, 1, { status: '@PENDING' });
    await t.sell(lot.lotId, 2, { status: '@CANCELED' });
    await t.sell(lot.lotId, 1, { status: '@REFUNDED' });
    expect(refusal(await send(lot.body(emails('pend', 4)), 'admin', lot.ev))).toBe('O lote não tem ingressos suficientes: restam 3.');
    expect(t.ok(await send(lot.body(emails('pend', 3)), 'admin', lot.ev), 201).created).toBe(3);
  });

  it('two sends at once that together exceed the places: one is created, the other refused', async () => {
    const lot = await lotOf(5);
    const [a, b] = await Promise.all([send(lot.body(emails('a', 3)), 'admin', lot.ev), send(lot.body(emails('b', 3)), 'admin', lot.ev)]);
    const codes = [a.statusCode, b.statusCode].sort();
    expect(codes, `${a.body} ${b.body}`).toEqual([201, 409]);
    const refused = a.statusCode === 409 ? a : b;
    expect(refusal(refused)).toBe('O lote não tem ingressos suficientes: restam 2.');
    expect(await lot.created()).toBe(3);
    expect(await lot.figures()).toEqual({ sold: 3, status: '@ON_SALE' });
  });

  it('many sends at once never oversell', async () => {
    const lot = await lotOf(7);
    const answers = await Promise.all(Array.from({ length: 6 }, (_, i) => send(lot.body(emails(`m${i}.`, 2)), 'admin', lot.ev)));
    expect(answers.map((r) => r.statusCode).sort()).toEqual([201, 201, 201, 409, 409, 409]);
    for (const r of answers.filter((x) => x.statusCode === 409)) expect(refusal(r)).toBe('O lote não tem ingressos suficientes: resta 1.');
    expect(await lot.created()).toBe(6);
  });
});

describe('a large send', () => {
  it('accepts 10,000 contacts in one request (above the 1 MiB default body limit) and queues them all', async () => {
    const ev = await t.event('Festa Grande');
    const s = await t.sector(ev);
    const tk = await t.ticket(ev, s.id);
    const lot = await t.lot(ev, s.id, tk.id, { quantity: 20000 });
    const contacts = Array.from({ length: 10_000 }, (_, i) => `convidado.numero.${i}@empresa-parceira.com.br`);
    const names = contacts.map((_, i) => `Convidado Número ${i} da Empresa Parceira de Eventos Culturais`);
    expect(JSON.stringify({ contacts, names }).length).toBeGreaterThan(1024 * 1024);
    expect(t.ok(await send({ ticketId: tk.id, lotId: lot.id, type: '@EMAIL', contacts, names }, 'admin', ev), 201)).toEqual({ created: 10_000, alreadySent: [] });
    expect(await count('SELECT count(DISTINCT c.user_ticket_id)::int AS n FROM courtesies c WHERE c.event_id = $1', [ev])).toBe(10_000);
    const again = t.ok(await send({ ticketId: tk.id, lotId: lot.id, type: '@EMAIL', contacts: contacts.slice(0, 3) }, 'admin', ev), 201);
    expect(again.created).toBe(0);
    expect(again.alreadySent).toHaveLength(3);
  });
});

describe('list, get, stats, resend, cancel', () => {
  let ev: string;
  let ids: Record<string, string>;
  beforeAll(async () => {
    ev = await t.event('Festa da Lista');
    const s = await t.sector(ev, 'Camarote');
    const tk = await t.ticket(ev, s.id, { title: 'Cortesia VIP' });
    const lot = await t.lot(ev, s.id, tk.id, { title: '1º lote' });
    const emails = Array.from({ length: 12 }, (_, i) => `convidado${String(i).padStart(2, '0')}@exemplo.com`);
    t.ok(await send({ ticketId: tk.id, lotId: lot.id, type: '@EMAIL', contacts: emails, names: emails.map((_, i) => (i === 3 ? 'João Gonçalves' : `Convidado ${i}`)) }, 'admin', ev), 201);
    t.ok(await send({ ticketId: tk.id, lotId: lot.id, type: '@WHATSAPP', contacts: ['11987654321', '1133334444'] }, 'admin', ev), 201);
    const all = t.ok(await t.api('admin', 'GET', `${url(ev)}?limit=100`)).data as Json[];
    ids = Object.fromEntries(all.map((c) => [c.contact, c.id]));
  });

  it('pages 10 at a time, newest first, with the full shape', async () => {
    const page1 = t.ok(await t.api('admin', 'GET', url(ev)));
    expect(page1.data).toHaveLength(10);
    expect(page1.pagination).toEqual({ currentPage: 1, nextPage: 2, totalPages: 2, totalItems: 14, totalItemsCurrentPage: 10 });
    // The WhatsApp request came second: newest first.
    expect(page1.data[0].sendBy).toBe('@WHATSAPP');
    const c = page1.data.find((x: Json) => x.contact === '5511987654321');
    expect(c).toMatchObject({
      eventId: ev,
      name: null,
      sendBy: '@WHATSAPP',
      isCaptured: false,
      capturedAt: null,
      canceledAt: null,
      deliveryError: null,
      redeemUrl: `https://bilheteria-demo.com.br/ativar-cortesia?courtesyId=${c.id}`,
      userTicket: { id: expect.any(String), code: expect.any(String), orderItem: { sector: { name: 'Camarote' }, ticket: { title: 'Cortesia VIP' }, lot: { title: '1º lote' } } },
    });
    const page2 = t.ok(await t.api('admin', 'GET', `${url(ev)}?page=2`));
    expect(page2.data).toHaveLength(4);
    expect(page2.pagination.nextPage).toBeNull();
    expect(t.issues(await t.api('admin', 'GET', `${url(ev)}?limit=500&isCaptured=talvez&type=@SMS`))).toEqual({
      limit: 'Valor acima do máximo permitido',
      isCaptured: 'Valor inválido',
      type: 'Opção inválida',
    });
  });

  it('filters by type and redeemed, and searches contact and name ignoring accents and case', async () => {
    expect(t.ok(await t.api('admin', 'GET', `${url(ev)}?type=@WHATSAPP`)).pagination.totalItems).toBe(2);
    expect(t.ok(await t.api('admin', 'GET', `${url(ev)}?type=@EMAIL`)).pagination.totalItems).toBe(12);
    const joao = t.ok(await t.api('admin', 'GET', `${url(ev)}?search=joao goncalves`)).data;
    expect(joao.map((c: Json) => c.contact)).toEqual(['convidado03@exemplo.com']);
    expect(t.ok(await t.api('admin', 'GET', `${url(ev)}?search=CONVIDADO1`)).pagination.totalItems).toBe(2);
    expect(t.ok(await t.api('admin', 'GET', `${url(ev)}?search=551133`)).data.map((c: Json) => c.contact)).toEqual(['551133334444']);
    expect(t.ok(await t.api('admin', 'GET', `${url(ev)}?search=${encodeURIComponent('(11) 98765')}`)).data.map((c: Json) => c.contact)).toEqual(['5511987654321']);
    t.ok(await t.api('anonymous' as never, 'GET', `/api/public/courtesies/${ids['convidado00@exemplo.com']}`));
    t.ok(await t.ctx.app.inject({ method: 'POST', url: `/api/public/courtesies/${ids['convidado00@exemplo.com']}/redeem` }));
    expect(t.ok(await t.api('admin', 'GET', `${url(ev)}?isCaptured=true`)).data.map((c: Json) => c.contact)).toEqual(['convidado00@exemplo.com']);
    expect(t.ok(await t.api('admin', 'GET', `${url(ev)}?isCaptured=false&type=@EMAIL`)).pagination.totalItems).toBe(11);
  });

  it('gets one courtesy; 404 for another event, a malformed or unknown id', async () => {
    const id = ids['convidado05@exemplo.com'];
    expect(t.ok(await t.api('admin', 'GET', `${url(ev)}/${id}`))).toMatchObject({ id, contact: 'convidado05@exemplo.com', name: 'Convidado 5' });
    expect((await t.api('admin', 'GET', `${url(eventId)}/${id}`)).statusCode).toBe(404);
    expect((await t.api('admin', 'GET', `${url(ev)}/nao-e-uuid`)).statusCode).toBe(404);
    expect((await t.api('admin', 'GET', `${url(ev)}/00000000-0000-4000-8000-000000000000`)).statusCode).toBe(404);
  });

  it('cancels (order and ticket too, never deleted), idempotently; a redeemed one cannot be cancelled', async () => {
    const id = ids['convidado06@exemplo.com'];
    const cancelled = t.ok(await t.api('admin', 'DELETE', `${url(ev)}/${id}`));
    expect(cancelled.canceledAt).toEqual(expect.any(String));
    expect(t.ok(await t.api('admin', 'DELETE', `${url(ev)}/${id}`)).canceledAt).toBe(cancelled.canceledAt);
    const { rows } = await t.ctx.db.query<Json>(
      'SELECT o.status, ut.canceled_at FROM courtesies c JOIN orders o ON o.id = c.order_id JOIN user_tickets ut ON ut.id = c.user_ticket_id WHERE c.id = $1',
      [id],
    );
    expect(rows[0].status).toBe('@CANCELED');
    expect(rows[0].canceled_at).not.toBeNull();
    const redeemed = await t.api('admin', 'DELETE', `${url(ev)}/${ids['convidado00@exemplo.com']}`);
    expect(redeemed.statusCode).toBe(409);
    expect(redeemed.json().message).toBe('Esta cortesia já foi resgatada e não pode ser cancelada.');
    // Resending a cancelled one is refused.
    const resend = await t.api('admin', 'POST', `${url(ev)}/${id}/resend`);
    expect(resend.statusCode).toBe(409);
    expect(resend.json().message).toBe('Esta cortesia foi cancelada.');
  });

  it('counts the non-cancelled ones in the reports; without SMTP or WhatsApp they are in the outbox, not sent', async () => {
    await t.ctx.app.courtesyQueue.drain();
    const channels = { '@EMAIL': false, '@WHATSAPP': false };
    expect(t.ok(await t.api('admin', 'GET', `${url(ev)}/reports`))).toEqual({ totalCaptured: 1, totalCourtesiesSent: 13, totalUncaptured: 12, queued: 0, sent: 0, failed: 0, outbox: 13, channels });
  });

  it('resends one and all (not cancelled, not redeemed) through the queue', async () => {
    const id = ids['convidado07@exemplo.com'];
    const before = await count('SELECT count(*)::int AS n FROM outbox WHERE courtesy_id = $1', [id]);
    t.ok(await t.api('admin', 'POST', `${url(ev)}/${id}/resend`));
    await t.ctx.app.courtesyQueue.drain();
    const after = t.ok(await t.api('admin', 'GET', `${url(ev)}/${id}`));
    expect(after).toMatchObject({ deliveryStatus: '@OUTBOX', attempts: 2, sentAt: null });
    expect(await count('SELECT count(*)::int AS n FROM outbox WHERE courtesy_id = $1', [id])).toBe(before + 1);
    expect(t.ok(await t.api('admin', 'POST', `${url(ev)}/resend-all`))).toEqual({ queued: 12 });
    await t.ctx.app.courtesyQueue.drain();
    expect(t.ok(await t.api('admin', 'GET', `${url(ev)}/reports`))).toMatchObject({ queued: 0, sent: 0, outbox: 13 });
  });
});

describe('permissions', () => {
  const body = () => email(['perm@exemplo.com']);
  it('@ALL, @PRODUCER and @EVENTS.MODIFY send; @CAN.SELL cannot; another business gets 404', async () => {
    expect((await send(body(), 'admin')).statusCode).toBe(201);
    expect((await send(email(['perm2@exemplo.com']), 'producer')).statusCode).toBe(201);
    expect((await send(email(['perm3@exemplo.com']), 'events')).statusCode).toBe(201);
    expect((await send(email(['perm4@exemplo.com']), 'cashier')).statusCode).toBe(403);
    expect((await send(email(['perm5@exemplo.com']), 'other')).statusCode).toBe(404);
    expect((await t.api('other', 'GET', url())).statusCode).toBe(404);
    expect((await t.api('other', 'GET', `${url()}/reports`)).statusCode).toBe(404);
    expect((await t.ctx.app.inject({ method: 'GET', url: url() })).statusCode).toBe(401);
  });

  it('the cashier reads but cannot cancel or resend', async () => {
    const list = t.ok(await t.api('cashier', 'GET', url()));
    const id = list.data[0].id;
    expect((await t.api('cashier', 'DELETE', `${url()}/${id}`)).statusCode).toBe(403);
    expect((await t.api('cashier', 'POST', `${url()}/${id}/resend`)).statusCode).toBe(403);
    expect((await t.api('cashier', 'POST', `${url()}/resend-all`)).statusCode).toBe(403);
  });

  it('the outbox is read by @ALL only and cannot be written', async () => {
    await t.ctx.app.courtesyQueue.drain();
    const out = t.ok(await t.api('admin', 'GET', '/api/outbox?search=perm@exemplo.com'));
    expect(out.data[0]).toMatchObject({ channel: '@EMAIL', recipient: 'perm@exemplo.com', status: '@OUTBOX', subject: 'Sua cortesia para Noite das Cortesias' });
    expect(out.data[0].body).toContain('/ativar-cortesia?courtesyId=');
    const filtered = t.ok(await t.api('admin', 'GET', '/api/outbox?channel=@WHATSAPP&status=@OUTBOX&limit=100')).data as Json[];
    expect(filtered.length).toBeGreaterThan(0);
    expect(filtered.every((m) => m.channel === '@WHATSAPP' && m.status === '@OUTBOX' && m.subject === null)).toBe(true);
    expect((await t.api('producer', 'GET', '/api/outbox')).statusCode).toBe(403);
    // No create, edit or delete action: no such routes (issue 10 item 11).
    expect((await t.api('admin', 'PATCH', `/api/outbox/${out.data[0].id}`, { recipient: 'x' })).statusCode).toBe(404);
    expect((await t.api('admin', 'DELETE', `/api/outbox/${out.data[0].id}`)).statusCode).toBe(404);
    expect((await t.api('admin', 'POST', '/api/outbox', { channel: '@EMAIL', recipient: 'x', body: 'y', status: '@SENT' })).statusCode).toBe(404);
    expect((await t.api('other', 'GET', `/api/outbox/${out.data[0].id}`)).statusCode).toBe(404);
  });
});

describe('seed', () => {
  it('demo events have courtesies in every state', async () => {
    const { rows } = await t.ctx.db.query<Json>(
      `SELECT send_by, is_captured, canceled_at IS NOT NULL AS canceled, delivery_status FROM courtesies c JOIN events e ON e.id = c.event_id
        WHERE e.title = 'Festival de Forró de Caruaru'`,
    );
    const has = (f: (r: Json) => boolean) => rows.some(f);
    expect(has((r) => r.is_captured)).toBe(true);
    expect(has((r) => !r.is_captured && !r.canceled)).toBe(true);
    expect(has((r) => r.canceled)).toBe(true);
    expect(has((r) => r.delivery_status === '@FAILED')).toBe(true);
    // No SMTP in a demo: what was tried stayed in the outbox, none 'sent'.
    expect([has((r) => r.delivery_status === '@OUTBOX'), has((r) => r.delivery_status === '@SENT')]).toEqual([true, false]);
    expect(has((r) => r.send_by === '@EMAIL') && has((r) => r.send_by === '@WHATSAPP')).toBe(true);
  });
});
