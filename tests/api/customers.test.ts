/**
 * Customers (issue 12, spec 2): who is one person (CPF, else e-mail; an e-mail-only order joins the
 * one CPF given with it), who counts (paid orders of the site, POS and box office; not courtesy
 * guests, not unpaid orders), the figures (refunds subtracted), filters, search, one customer with
 * their orders, permissions and business isolation.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { customersTest, createRival, RIVAL, type CustomersTest, type Json } from './customersHelper';
import { USERS } from './helper';

let t: CustomersTest;
beforeAll(async () => {
  t = await customersTest();
});
afterAll(async () => t?.close());

const byEmail = (rows: Json[], email: string) => rows.filter((r) => r.email === email);

describe('one row per person', () => {
  it('groups the orders of one CPF, whatever e-mail and name each gave, showing the newest', async () => {
    const cpf = '12345678909';
    await t.buy([
      { customerCpf: cpf, customerEmail: 'grupo.cpf.antigo@exemplo.com.br', customerName: 'Joana Antiga', createdAt: '2026-01-10T15:00:00Z' },
      { customerCpf: cpf, customerEmail: 'grupo.cpf.novo@exemplo.com.br', customerName: 'Joana Nova', createdAt: '2026-02-10T15:00:00Z', quantity: 2 },
    ]);
    const rows = await t.rows('search=123.456.789-09');
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      docCPF: cpf,
      email: 'grupo.cpf.novo@exemplo.com.br',
      profile: { fullName: 'Joana Nova', firstName: 'Joana', lastName: 'Nova' },
      ordersCount: 2,
      ticketsCount: 3,
      totalSpent: t.lots[0].price * 3,
      lastOrderAt: '2026-02-10T15:00:00.000Z',
    });
  });

  it('groups orders without CPF by e-mail, ignoring case', async () => {
    await t.buy([
      { customerEmail: 'Grupo.Email@Exemplo.com.br', customerName: 'Caio' },
      { customerEmail: 'grupo.email@exemplo.com.br', customerName: 'Caio Prado' },
    ]);
    const rows = await t.rows('search=grupo.email@');
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ email: 'grupo.email@exemplo.com.br', docCPF: null, ordersCount: 2 });
  });

  it('puts an e-mail-only order with the one CPF given with that e-mail, and apart again when a second CPF shares it', async () => {
    const email = 'familia@exemplo.com.br';
    await t.buy([{ customerEmail: email, customerName: 'Sem CPF', createdAt: '2026-03-01T12:00:00Z' }]);
    expect((await t.rows('search=familia@')).map((r) => [r.docCPF, r.ordersCount])).toEqual([[null, 1]]);

    // A CPF given with the same e-mail: the earlier order is that person's too.
    await t.buy([{ customerEmail: email, customerCpf: '11144477735', customerName: 'Mãe', createdAt: '2026-03-02T12:00:00Z' }]);
    expect((await t.rows('search=familia@')).map((r) => [r.docCPF, r.ordersCount])).toEqual([['11144477735', 2]]);

    // A second CPF with that e-mail: it is shared, so the e-mail alone names nobody in particular.
    await t.buy([{ customerEmail: email, customerCpf: '39053344705', customerName: 'Filho', createdAt: '2026-03-03T12:00:00Z' }]);
    const rows = await t.rows('search=familia@');
    expect(rows.map((r) => [r.docCPF, r.ordersCount]).sort()).toEqual([
      ['11144477735', 1],
      ['39053344705', 1],
      [null, 1],
    ].sort());
    // Two CPFs never merge, and the list counts each row once.
    const res = await t.get('/api/business/customers?search=familia@');
    expect(res.json().pagination.totalItems).toBe(3);
  });

  it('decides the same when sales of one person run at once (PostgreSQL runs them concurrently)', async () => {
    const email = 'corrida@exemplo.com.br';
    await t.buy([{ customerEmail: email, customerName: 'Corrida' }]);
    await Promise.all([
      t.buy([{ customerEmail: email, customerCpf: '45317828791' }]),
      t.buy([{ customerEmail: email, customerCpf: '60715489033' }]),
      ...Array.from({ length: 8 }, () => t.buy([{ customerCpf: '83727185003', customerEmail: `corrida.nova@exemplo.com.br` }])),
      ...Array.from({ length: 4 }, () => t.buy([{ customerEmail: 'corrida.sem.cpf@exemplo.com.br' }])),
    ]);
    const rows = await t.rows('search=corrida');
    expect(rows.map((r) => [r.docCPF, r.email, r.ordersCount]).sort()).toEqual(
      [
        ['45317828791', email, 1],
        ['60715489033', email, 1],
        [null, email, 1],
        ['83727185003', 'corrida.nova@exemplo.com.br', 8],
        [null, 'corrida.sem.cpf@exemplo.com.br', 4],
      ].sort(),
    );
  });

  it('keeps the unfiltered total in step with the rows', async () => {
    const before = (await t.get('/api/business/customers')).json().pagination.totalItems;
    const { rows } = await t.ctx.db.query<{ n: number }>('SELECT count(*)::int AS n FROM customers WHERE business_id = $1', [t.demoId]);
    expect(before).toBe(rows[0].n);
    await t.buy([{ customerEmail: 'total.novo@exemplo.com.br' }, { customerEmail: 'total.novo@exemplo.com.br' }]);
    expect((await t.get('/api/business/customers')).json().pagination.totalItems).toBe(before + 1);
  });

  it('keeps it right when the counter rows were dropped, or a shard beside the base holds part of it (docs/pagination.md)', async () => {
    const exact = async () => (await t.ctx.db.query<{ n: number }>('SELECT count(*)::int AS n FROM customers WHERE business_id = $1', [t.demoId])).rows[0].n;
    const total = async () => (await t.get('/api/business/customers')).json().pagination.totalItems;
    await t.ctx.db.query(`DELETE FROM resource_counts WHERE business_id = $1 AND resource = 'customers'`, [t.demoId]);
    expect(await total()).toBe(await exact());
    await t.buy([{ customerEmail: 'contador.sumido@exemplo.com.br' }]);
    expect(await total()).toBe(await exact());
    await t.ctx.db.query(`UPDATE resource_counts SET count = count - 1 WHERE business_id = $1 AND resource = 'customers' AND shard = 0`, [t.demoId]);
    await t.ctx.db.query(`INSERT INTO resource_counts (business_id, resource, parent_key, shard, count) VALUES ($1, 'customers', '', 5, 1)`, [t.demoId]);
    expect(await total()).toBe(await exact());
    await t.buy([{ customerEmail: 'contador.fatiado@exemplo.com.br' }]);
    expect(await total()).toBe(await exact());
  });
});

describe('who counts', () => {
  it('leaves out courtesy guests and orders never paid, and counts an order once it is paid', async () => {
    const [, pending] = await t.buy([
      { channel: '@COURTESY', customerEmail: 'convidado@exemplo.com.br', customerName: 'Convidado' },
      { status: '@PENDING', customerEmail: 'pendente@exemplo.com.br', customerName: 'Pendente' },
      { status: '@CANCELED', customerEmail: 'cancelado@exemplo.com.br', customerName: 'Cancelado' },
    ]);
    for (const who of ['convidado@', 'pendente@', 'cancelado@']) expect(await t.rows(`search=${who}`)).toEqual([]);
    // Paid later (a site checkout confirmed): the buyer appears.
    await t.ctx.db.query(`UPDATE orders SET status = '@PAID', paid_at = now() WHERE id = $1`, [pending]);
    expect(byEmail(await t.rows('search=pendente@'), 'pendente@exemplo.com.br')).toHaveLength(1);
  });

  it('counts site and POS buyers as the box office ones', async () => {
    await t.buy([
      { channel: '@SITE', paymentType: '@PIX', customerEmail: 'canais@exemplo.com.br' },
      { channel: '@POS', paymentType: '@CREDIT_CARD', customerEmail: 'canais@exemplo.com.br' },
    ]);
    expect((await t.rows('search=canais@'))[0].ordersCount).toBe(2);
  });
});

describe('figures', () => {
  it('subtract refunds done (tickets and fees, or fees only), not one still processing, and leave out tickets given back', async () => {
    const price = t.lots[0].price;
    const [kept, refunded, feesOnly, partly, processing] = await t.buy(
      Array.from({ length: 5 }, () => ({ customerCpf: '86288366757', customerEmail: 'estornos@exemplo.com.br', quantity: 2 })),
    );
    void kept;
    // Every ticket and fee back (the seed's own refund shape).
    await t.ctx.db.query(`UPDATE order_items SET canceled_quantity = quantity WHERE order_id = $1`, [refunded]);
    await t.ctx.db.query(`INSERT INTO order_refunds (business_id, order_id, type, amount, status) VALUES ($1, $2, '@TICKETS_AND_FEES', $3, '@DONE')`, [t.demoId, refunded, price * 2]);
    await t.ctx.db.query(`UPDATE orders SET status = '@REFUNDED' WHERE id = $1`, [refunded]);
    // A fees-only refund of 5,00: the tickets stay valid.
    await t.ctx.db.query(`INSERT INTO order_refunds (business_id, order_id, type, amount, status) VALUES ($1, $2, '@FEES', 500, '@DONE')`, [t.demoId, feesOnly]);
    // One of two tickets back.
    await t.ctx.db.query(`UPDATE order_items SET canceled_quantity = 1 WHERE order_id = $1`, [partly]);
    await t.ctx.db.query(`INSERT INTO order_refunds (business_id, order_id, type, amount, status) VALUES ($1, $2, '@TICKETS_AND_FEES', $3, '@DONE')`, [t.demoId, partly, price]);
    // Processing at the gateway (nothing returned yet), and a refusal.
    await t.ctx.db.query(`INSERT INTO order_refunds (business_id, order_id, type, amount, status) VALUES ($1, $2, '@TICKETS_AND_FEES', $3, '@PENDING')`, [t.demoId, processing, price * 2]);
    await t.ctx.db.query(`INSERT INTO order_refunds (business_id, order_id, type, amount, status) VALUES ($1, $2, '@FEES', 300, '@FAILED')`, [t.demoId, processing]);

    const [row] = await t.rows('search=86288366757');
    expect(row).toMatchObject({ ordersCount: 5, ticketsCount: 2 + 0 + 2 + 1 + 2, totalSpent: price * 10 - price * 2 - 500 - price });
    // The customer's page says the same.
    const one = (await t.get(`/api/business/customers/${row.id}`)).json();
    expect(one).toMatchObject({ ordersCount: 5, ticketsCount: 7, totalSpent: row.totalSpent });
    expect(one.orders.find((o: Json) => o.id === refunded)).toMatchObject({ status: '@REFUNDED', ticketsCount: 0, refunded: price * 2 });
  });
});

describe('filters and search', () => {
  const cpf = '71428793860';
  beforeAll(async () => {
    await t.buy([
      { lotId: t.lots[0].id, customerCpf: cpf, customerName: 'Filtra Dois Eventos', createdAt: '2025-05-10T15:00:00Z' },
      { lotId: t.lots[1].id, customerCpf: cpf, customerName: 'Filtra Dois Eventos', createdAt: '2025-06-10T15:00:00Z', quantity: 3 },
      { lotId: t.lots[1].id, customerEmail: 'so.segundo@exemplo.com.br', customerName: 'Só do Segundo', createdAt: '2025-06-11T15:00:00Z' },
    ]);
  });

  it('by event: its buyers only, with only its orders in their figures', async () => {
    const rows = await t.rows(`eventId=${t.lots[0].eventId}&search=Filtra`);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ ordersCount: 1, ticketsCount: 1, totalSpent: t.lots[0].price });
    const second = await t.rows(`eventId=${t.lots[1].eventId}&search=${cpf}`);
    expect(second[0]).toMatchObject({ ordersCount: 1, ticketsCount: 3, totalSpent: t.lots[1].price * 3 });
    expect(await t.rows(`eventId=${t.lots[0].eventId}&search=so.segundo@`)).toEqual([]);
    // Without filters, everything they bought.
    expect((await t.rows(`search=${cpf}`))[0]).toMatchObject({ ordersCount: 2, ticketsCount: 4 });
  });

  it('by the days of the orders (São Paulo midnights from the browser), bounds included', async () => {
    const june = await t.rows(`startAt=2025-06-01T03:00:00.000Z&endAt=2025-07-01T02:59:59.999Z&search=${cpf}`);
    expect(june[0]).toMatchObject({ ordersCount: 1, ticketsCount: 3 });
    expect(await t.rows(`startAt=2025-06-10T15:00:00.001Z&endAt=2025-06-10T16:00:00.000Z&search=${cpf}`)).toEqual([]);
    expect((await t.rows(`endAt=2025-05-10T15:00:00.000Z&search=${cpf}`))[0]).toMatchObject({ ordersCount: 1, ticketsCount: 1 });
  });

  it('finds by name without accents or case, by e-mail, by CPF typed with its mask and by phone', async () => {
    await t.buy([{ customerCpf: '16899535009', customerName: 'Conceição Araújo', customerEmail: 'busca.conceicao@exemplo.com.br' }]);
    await t.ctx.db.query(`UPDATE orders SET customer_phone = '5581987654321' WHERE customer_cpf = '16899535009'`);
    for (const search of ['conceicao araujo', 'CONCEIÇÃO', 'busca.conceicao@', '168.995.350', '16899535009', '(81) 98765-4321']) {
      const rows = await t.rows(`search=${encodeURIComponent(search)}`);
      expect(rows.map((r) => r.docCPF), search).toEqual(['16899535009']);
    }
    // A WhatsApp number with the country code reads as the national number.
    expect((await t.rows('search=16899535009'))[0].profile.phoneNumber).toBe('81987654321');
  });

  it('pages newest buyer first, with the total counted within the filter', async () => {
    const res = await t.get(`/api/business/customers?eventId=${t.lots[1].eventId}&limit=1`);
    const body = res.json();
    expect(body.data).toHaveLength(1);
    expect(body.pagination).toMatchObject({ currentPage: 1, nextPage: 2, totalItemsCurrentPage: 1 });
    const all = await t.rows(`eventId=${t.lots[1].eventId}`);
    expect(body.pagination.totalItems).toBe(all.length);
    const dates = all.map((r) => r.lastOrderAt);
    expect(dates).toEqual([...dates].sort().reverse());
    const oldest = await t.rows(`eventId=${t.lots[1].eventId}&order=ASC`);
    expect(oldest.map((r) => r.id)).toEqual(all.map((r) => r.id).reverse());
  });

  it('refuses bad parameters in pt-BR, each on its field', async () => {
    const res = await t.get('/api/business/customers?page=0&limit=500&eventId=abc&startAt=ontem&endAt=1&orderBy=email&order=UP');
    expect(res.statusCode).toBe(400);
    const issues = Object.fromEntries(res.json().issues.map((i: Json) => [i.field, i.message]));
    expect(Object.keys(issues).sort()).toEqual(['endAt', 'eventId', 'limit', 'order', 'orderBy', 'page', 'startAt']);
    expect(issues.startAt).toBe('Data inválida');
    for (const url of ['/api/business/customers/downloadable?eventId=1', `/api/business/customers?search=${'x'.repeat(5000)}`, '/api/business/customers?search=%00%27']) {
      const r = await t.get(url);
      expect(r.statusCode, url).toBeLessThan(500);
    }
  });
});

describe('one customer', () => {
  it('answers the row, its figures and its orders, newest first, with their event', async () => {
    const [older, newer] = await t.buy([
      { customerCpf: '24843803483', customerName: 'Detalhe', createdAt: '2026-04-01T10:00:00Z' },
      { lotId: t.lots[1].id, customerCpf: '24843803483', customerName: 'Detalhe', createdAt: '2026-04-02T10:00:00Z' },
    ]);
    const [row] = await t.rows('search=24843803483');
    const res = await t.get(`/api/business/customers/${row.id}`);
    expect(res.statusCode).toBe(200);
    const one = res.json();
    expect(one.orders.map((o: Json) => o.id)).toEqual([newer, older]);
    const { rows: codes } = await t.ctx.db.query<{ code: string }>('SELECT code FROM orders WHERE id = $1', [newer]);
    expect(one.orders[0]).toMatchObject({ code: codes[0].code, status: '@PAID', channel: '@CASHIER', event: { id: t.lots[1].eventId }, total: t.lots[1].price });
    expect(typeof one.orders[0].event.title).toBe('string');
    expect(one.moreOrders).toBe(false);
  });

  it('is a 404 for an unknown or malformed id', async () => {
    for (const id of ['00000000-0000-4000-8000-000000000000', 'nao-e-um-id', "1' or '1'='1"]) {
      const res = await t.get(`/api/business/customers/${encodeURIComponent(id)}`);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ code: '@NOT_FOUND', message: expect.any(String) });
    }
  });
});

describe('who may read', () => {
  it('only @ALL of a ticket office: the other demo users get 403, without a token 401', async () => {
    const [row] = await t.rows('search=24843803483');
    for (const url of ['/api/business/customers', '/api/business/customers/downloadable', `/api/business/customers/${row.id}`]) {
      expect((await t.get(url)).statusCode, url).toBe(200);
      for (const who of ['producer', 'cashier', 'events', 'other'] as const) {
        const res = await t.get(url, who);
        expect(res.statusCode, `${url} as ${who}`).toBe(403);
        expect(res.json().code).toBe('@FORBIDDEN');
      }
      expect((await t.ctx.app.inject({ url })).statusCode).toBe(401);
    }
  });
});

describe('another business', () => {
  it("never reaches the demo's buyers: its list is its own, the demo's ids are 404, the same CPF is another row", async () => {
    const rivalId = await createRival(t.ctx);
    const cpf = '93541134780';
    await t.buy([{ customerCpf: cpf, customerName: 'Cliente Demo', customerEmail: 'isolado@exemplo.com.br' }]);
    const [demoRow] = await t.rows(`search=${cpf}`);
    // The rival has no lots: an order of its own written straight into its tables.
    const { rows: [event] } = await t.ctx.db.query<{ id: string }>(`INSERT INTO events (business_id, title) VALUES ($1, 'Evento Rival') RETURNING id`, [rivalId]);
    await t.ctx.db.query(
      `INSERT INTO orders (business_id, event_id, channel, status, customer_cpf, customer_name, total, paid_at) VALUES ($1, $2, '@CASHIER', '@PAID', $3, 'Cliente Rival', 1000, now())`,
      [rivalId, event.id, cpf],
    );

    const rivalRows = await t.rows(`search=${cpf}`, RIVAL);
    expect(rivalRows).toHaveLength(1);
    expect(rivalRows[0]).toMatchObject({ profile: { fullName: 'Cliente Rival' }, email: null, totalSpent: 1000 });
    expect(rivalRows[0].id).not.toBe(demoRow.id);
    const everything = (await t.get('/api/business/customers?limit=100', RIVAL)).json();
    expect(everything.pagination.totalItems).toBe(1);

    const res = await t.get(`/api/business/customers/${demoRow.id}`, RIVAL);
    expect(res.statusCode).toBe(404);
    const csv = await t.get('/api/business/customers/downloadable', RIVAL);
    expect(csv.body).toContain('Cliente Rival');
    expect(csv.body).not.toContain('Cliente Demo');
    expect(csv.body.trim().split('\r\n')).toHaveLength(2);
    // The demo's view is untouched.
    expect((await t.rows(`search=${cpf}`)).map((r) => r.profile.fullName)).toEqual(['Cliente Demo']);
    expect(USERS.admin).not.toBe(RIVAL);
  });
});
