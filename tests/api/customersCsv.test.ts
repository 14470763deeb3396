/**
 * The customers CSV (GET /business/customers/downloadable): what Excel in pt-BR needs (BOM, ';',
 * CRLF, dd/MM/yyyy, 1.234,56), cells that would run as formulas neutralised, the list's filters,
 * an attachment with a pt-BR name, gzip, and a stream of keyset pages that neither skips nor
 * repeats a buyer who buys while it is written, and that breaks (never ends short) on a failure.
 */
import { gunzipSync } from 'node:zlib';
import Papa from 'papaparse';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../server/app';
import { memoryUploads } from '../../server/uploads/uploads';
import { customerCsv } from '../../server/resources/customers/export';
import { customerWhere, exportPageQuery } from '../../server/resources/customers/select';
import { formatDate } from '../../src/shared/dateTime';
import type { Db } from '../../server/db/types';
import { customersTest, type CustomersTest, type Json } from './customersHelper';
import { bearerOf } from './helper';

let t: CustomersTest;
beforeAll(async () => {
  t = await customersTest();
});
afterAll(async () => t?.close());

const URL_CSV = '/api/business/customers/downloadable';
const parse = (text: string) => Papa.parse<string[]>(text.replace(/^\uFEFF/, ''), { delimiter: ';', newline: '\r\n', skipEmptyLines: true }).data;

/** A paid order of `total` cents with `quantity` tickets, written straight into the tables. */
async function order(fields: { name?: string; cpf?: string; email?: string; total: number; quantity?: number; at?: string }) {
  const lot = t.lots[0];
  const { rows: [o] } = await t.ctx.db.query<{ id: string }>(
    `INSERT INTO orders (business_id, event_id, channel, status, customer_name, customer_cpf, customer_email, total, paid_at, created_at)
     VALUES ($1, $2, '@CASHIER', '@PAID', $3, $4, $5, $6, $7, $7) RETURNING id`,
    [t.demoId, lot.eventId, fields.name ?? null, fields.cpf ?? null, fields.email ?? null, fields.total, fields.at ?? new Date().toISOString()],
  );
  const { rows: [l] } = await t.ctx.db.query<{ sector_id: string; ticket_id: string }>('SELECT sector_id, ticket_id FROM lots WHERE id = $1', [lot.id]);
  await t.ctx.db.query(
    `INSERT INTO order_items (business_id, order_id, event_id, sector_id, ticket_id, lot_id, quantity, unit_price) VALUES ($1, $2, $3, $4, $5, $6, $7, 0)`,
    [t.demoId, o.id, lot.eventId, l.sector_id, l.ticket_id, lot.id, fields.quantity ?? 1],
  );
  return o.id;
}

describe('the file', () => {
  it('opens in Excel pt-BR: BOM, header, ; and CRLF, CPF and phone masked, dd/MM/yyyy, 1.234,56, empty cells for what was not given', async () => {
    await order({ name: 'Planilha Completa', cpf: '04813216045', email: 'planilha@exemplo.com.br', total: 123456, quantity: 2, at: '2026-03-05T02:30:00Z' });
    await t.ctx.db.query(`UPDATE orders SET customer_phone = '81987654321' WHERE customer_cpf = '04813216045'`);
    await order({ email: 'planilha.anonima@exemplo.com.br', total: 100000000, at: '2026-03-06T12:00:00Z' });
    const res = await t.get(URL_CSV);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.body.startsWith('\uFEFFNome;CPF;E-mail;Telefone;Pedidos;Ingressos;Total gasto (R$);Última compra\r\n')).toBe(true);
    expect(res.body.endsWith('\r\n')).toBe(true);
    expect(res.body.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
    const lines = res.body.split('\r\n');
    // 02:30 UTC on the 5th is still the 4th in São Paulo.
    expect(lines).toContain('Planilha Completa;048.132.160-45;planilha@exemplo.com.br;(81) 98765-4321;1;2;1.234,56;04/03/2026');
    expect(lines).toContain(';;planilha.anonima@exemplo.com.br;;1;1;1.000.000,00;06/03/2026');
  });

  it('neutralises every cell that would start a formula, and quotes separators and quotes', async () => {
    const names = ['=1+1', '+55 81 9999', '-2+3', '@SUM(A1)', '\tTab', '\rRetorno', '=HYPERLINK("http://x";"clique")', 'Nome; com separador', 'Aspas "duplas"'];
    for (const [i, name] of names.entries()) await order({ name, email: `formula${i}@exemplo.com.br`, total: 100 });
    const rows = parse((await t.get(`${URL_CSV}?search=formula`)).body);
    const byEmail = Object.fromEntries(rows.slice(1).map((r) => [r[2], r[0]]));
    expect(names.map((_, i) => byEmail[`formula${i}@exemplo.com.br`])).toEqual([
      "'=1+1",
      "'+55 81 9999",
      "'-2+3",
      "'@SUM(A1)",
      "'\tTab",
      "'\rRetorno",
      '\'=HYPERLINK("http://x";"clique")',
      'Nome; com separador',
      'Aspas "duplas"',
    ]);
    const body = (await t.get(`${URL_CSV}?search=formula`)).body;
    expect(body).toContain('"\'=HYPERLINK(""http://x"";""clique"")"');
    expect(body).toContain('"\'\rRetorno"');
  });

  it('holds the rows of the current filters, the figures within them, one per buyer of the list', async () => {
    const event = t.lots[1].eventId;
    await t.buy([
      { lotId: t.lots[0].id, customerCpf: '33322211149', customerName: 'Filtro Csv' },
      { lotId: t.lots[1].id, customerCpf: '33322211149', customerName: 'Filtro Csv', quantity: 2 },
    ]);
    const rows = parse((await t.get(`${URL_CSV}?eventId=${event}`)).body).slice(1);
    const listed: Json[] = [];
    for (let page = 1; ; page++) {
      const body = (await t.get(`/api/business/customers?eventId=${event}&limit=100&page=${page}`)).json();
      listed.push(...body.data);
      if (!body.pagination.nextPage) break;
    }
    expect(rows.map((r) => r[2] || r[1]).sort()).toEqual(listed.map((c) => c.email || c.docCPF.replace(/(\d{3})(\d{3})(\d{3})(\d{2})/, '$1.$2.$3-$4')).sort());
    expect(rows.find((r) => r[1] === '333.222.111-49')).toEqual(['Filtro Csv', '333.222.111-49', '', '', '1', '2', expect.any(String), formatDate(new Date())]);
    // Unfiltered: every buyer, as many as the list's total.
    const everyone = parse((await t.get(URL_CSV)).body).slice(1);
    expect(everyone).toHaveLength((await t.get('/api/business/customers')).json().pagination.totalItems);
  });

  it('is an attachment with a pt-BR name of the day, never cached, gzip for a client that takes it', async () => {
    const plain = await t.get(URL_CSV);
    const day = formatDate(new Date()).replace(/\//g, '-');
    expect(plain.headers['content-disposition']).toBe(`attachment; filename="clientes-${day}.csv"; filename*=UTF-8''clientes-${day}.csv`);
    expect(plain.headers['cache-control']).toBe('no-store');
    const zipped = await t.ctx.app.inject({ url: URL_CSV, headers: { ...bearerOf(t.tokens.admin), 'accept-encoding': 'gzip, deflate, br' } });
    expect(zipped.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(zipped.rawPayload).toString('utf8')).toBe(plain.body);
    expect(zipped.rawPayload.length).toBeLessThan(Buffer.byteLength(plain.body) / 3);
  });
});

describe('the stream', () => {
  it('is written in keyset pages, and a buyer who buys meanwhile is neither skipped nor repeated', async () => {
    const pieces = customerCsv(t.ctx.db, t.demoId, {}, 25)[Symbol.asyncIterator]();
    const first = await pieces.next();
    const second = await pieces.next();
    expect(first.value).toMatch(/^\uFEFFNome;/);
    expect(parse(second.value as string)).toHaveLength(25);
    const seen = parse(second.value as string).map((r) => r[2]);
    // An early buyer (already written) and a later one buy again: their rows keep their place.
    const { rows } = await t.ctx.db.query<{ email: string }>(
      `SELECT email FROM customers WHERE business_id = $1 AND email IS NOT NULL ORDER BY created_at DESC, id DESC LIMIT 1`,
      [t.demoId],
    );
    await t.buy([{ customerEmail: seen[0] }, { customerEmail: rows[0].email }]);
    let rest = '';
    let pages = 2;
    for (let next = await pieces.next(); !next.done; next = await pieces.next()) {
      rest += next.value;
      pages++;
    }
    const emails = [...seen, ...parse(rest).map((r) => r[2])].filter(Boolean);
    expect(new Set(emails).size).toBe(emails.length);
    expect(emails).toContain(rows[0].email);
    const total = (await t.get('/api/business/customers')).json().pagination.totalItems;
    expect(pages).toBe(1 + Math.ceil(total / 25) + (total % 25 === 0 ? 1 : 0));
  });

  it('answers an error when the database fails before the first page, and breaks the download when it fails later: never a short file', async () => {
    // More buyers than one page of the export (1,000).
    await t.buy(Array.from({ length: 1001 }, (_, i) => ({ customerEmail: `pagina${i}@exemplo.com.br` })));
    let pages = 0;
    let failAt = 1;
    const failing: Db = {
      ...t.ctx.db,
      async query(sql, params) {
        if (sql.includes('cursor_at') && ++pages >= failAt) throw new Error('conexão perdida');
        return t.ctx.db.query(sql, params);
      },
    };
    const app = await buildApp({ db: failing, jwtSecret: 'test-secret-test-secret-test-secret', uploads: memoryUploads(), logger: false });
    const address = await app.listen({ port: 0, host: '127.0.0.1' });
    try {
      const login = await fetch(`${address}/api/auth/login/local`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ username: 'admin@demo.com.br', password: 'demo1234' }) });
      const { accessToken } = (await login.json()) as { accessToken: string };
      const download = (encoding: string) => fetch(`${address}${URL_CSV}`, { headers: { authorization: `Bearer ${accessToken}`, 'accept-encoding': encoding } });
      for (const encoding of ['identity', 'gzip']) {
        // The first page fails: nothing was sent, the answer is our error.
        [pages, failAt] = [0, 1];
        const early = await download(encoding);
        expect([early.status, early.headers.get('content-encoding'), (await early.json()).code], encoding).toEqual([500, null, '@INTERNAL']);
        // The second page fails: the first went out, and the body is cut, not ended.
        [pages, failAt] = [0, 2];
        const late = await download(encoding);
        expect(late.status).toBe(200);
        await expect(late.text(), encoding).rejects.toThrow();
        expect(pages, encoding).toBe(2);
      }
    } finally {
      await app.close();
    }
  });
});

describe('the cost of a page', () => {
  /** The indexes of `orders` a plan reads, and whether it scans the table whole. */
  function ordersAccess(plan: Json): string[] {
    const out: string[] = [];
    const walk = (node: Json) => {
      if (node['Relation Name'] === 'orders' && node['Node Type'] === 'Seq Scan') out.push('Seq Scan');
      if (typeof node['Index Name'] === 'string' && node['Index Name'].startsWith('orders_')) out.push(node['Index Name']);
      for (const child of node.Plans ?? []) walk(child);
    };
    walk(plan);
    return [...new Set(out)];
  }

  // PGlite never analyses its tables: without statistics the planner ANDed in the business's whole
  // index of orders for each row, so a page cost every order of the business (a quadratic file).
  it("reads each row's orders through the customers' index alone, with or without filters, on tables never analysed", async () => {
    // A business of some size: the planner's guesses without statistics scale with the table.
    await t.buy(Array.from({ length: 20_000 }, (_, i) => ({ customerEmail: `custo.${i}@exemplo.com.br`, channel: '@SITE' as const, paymentType: '@PIX' })));
    const filters = [{}, { eventId: t.lots[0].eventId }, { startAt: '2026-01-01T03:00:00.000Z', endAt: '2026-12-31T03:00:00.000Z' }, { search: 'a' }];
    for (const q of filters) {
      const { sql, params } = exportPageQuery(customerWhere(t.demoId, q), { at: '2020-01-01T00:00:00Z', id: '00000000-0000-0000-0000-000000000000' }, 1000);
      const { rows } = await t.ctx.db.query<{ 'QUERY PLAN': Json }>(`EXPLAIN (FORMAT JSON) ${sql}`, params);
      const plan = rows[0]['QUERY PLAN'];
      const root = (typeof plan === 'string' ? JSON.parse(plan) : plan)[0].Plan;
      expect(ordersAccess(root), JSON.stringify(q)).toEqual(['orders_customer_idx']);
    }
    // 20,000 orders written with their report summaries (migration 023): 25 s on a quiet machine
    // (165 s before migration 029, once the earlier tests' sales had given the refresh a generic plan).
  }, 240_000);
});
