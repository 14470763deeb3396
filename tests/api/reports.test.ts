/**
 * The event reports' routes (issue 13) beyond their figures (reportsAgreement.test.ts): who may
 * read them, another business's event, the shapes the pages and PDFs rely on, the sales list's
 * pages and payment filter, the CSV as Excel pt-BR opens it and its keyset pages, the periods, and
 * the borderô's rates with their pt-BR refusals.
 */
import { addDays, dayStart } from '../../src/shared/dashboard/period';
import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { salesCsv } from '../../server/reports/salesCsv';
import { bearerOf, type Json } from './helper';
import { reportFixture, type ReportFixture } from './reportsHelper';

let f: ReportFixture;
const REPORTS = ['', '/consolidated', '/report-pos-and-site', '/consolidated2', '/ticket-usage', '/sales', '/sales/downloadable'];
const url = (path = '', id = () => f.eventId) => `/api/events/${id()}/reports${path}`;
const get = (who: 'admin' | 'producer' | 'cashier' | 'events' | 'other', path: string) => f.t.api(who, 'GET', path);

beforeAll(async () => {
  f = await reportFixture('Forró da Conferência');
}, 120_000);
afterAll(async () => f?.close());

describe('who reads reports', () => {
  it('answers @ALL and @PRODUCER; refuses the cashier and event staff (403) and a caller without a token (401)', async () => {
    const paths = [...REPORTS.map((p) => url(p)), `/api/reports/${f.eventId}`, `/api/reports/${f.eventId}/sectors`, '/api/reports'];
    for (const path of paths) {
      expect((await get('admin', path)).statusCode, path).toBe(200);
      expect((await get('producer', path)).statusCode, path).toBe(200);
      const refused = await get('cashier', path);
      expect(refused.statusCode, path).toBe(403);
      expect(refused.json()).toMatchObject({ code: '@FORBIDDEN', message: expect.any(String) });
      expect((await get('events', path)).statusCode, path).toBe(403);
      expect((await f.t.ctx.app.inject({ url: path })).statusCode, path).toBe(401);
    }
  });

  it("answers 404 for another business's event, a missing one and a malformed id, in pt-BR", async () => {
    const { rows } = await f.t.ctx.db.query<{ id: string }>(`SELECT e.id FROM events e JOIN businesses b ON b.id = e.business_id WHERE b.name = 'Outra Produtora' LIMIT 1`);
    const theirs = rows[0].id;
    for (const path of REPORTS) {
      for (const id of [theirs, '00000000-0000-4000-8000-000000000000', 'nao-e-um-id']) {
        const res = await get('admin', url(path, () => id));
        expect(res.statusCode, `${path} ${id}`).toBe(404);
        expect(res.json()).toEqual({ message: 'Registro não encontrado.', code: '@NOT_FOUND', issues: [] });
      }
    }
    expect((await get('admin', `/api/reports/${theirs}`)).statusCode).toBe(404);
    expect((await get('admin', `/api/reports/${theirs}/sectors`)).statusCode).toBe(404);
    // And the other business's administrator cannot read ours.
    expect((await get('other', url())).statusCode).toBe(404);
    expect((await get('other', url('/sales/downloadable'))).statusCode).toBe(404);
    const list = f.t.ok(await get('other', '/api/reports?limit=100'));
    expect(list.data.some((e: Json) => e.id === f.eventId)).toBe(false);
  });
});

describe('shapes', () => {
  it("answers the usage report in spec 1 section 3's shape, nothing more", async () => {
    const usage = f.t.ok(await get('admin', url('/ticket-usage'))) as unknown as Json[];
    expect(Array.isArray(usage)).toBe(true);
    for (const sector of usage) {
      expect(Object.keys(sector).sort()).toEqual(['sectorId', 'sectorName', 'tickets']);
      for (const ticket of sector.tickets) {
        expect(Object.keys(ticket).sort()).toEqual(['lots', 'ticketName']);
        for (const lot of ticket.lots) {
          expect(Object.keys(lot).sort()).toEqual(['data', 'lotId', 'lotName']);
          expect(Object.keys(lot.data).sort()).toEqual(['canceledTickets', 'courtesy', 'others', 'ticketsSold', 'totalTickets', 'unvalidatedTickets', 'validatedTickets']);
        }
      }
    }
    expect(usage.map((s: Json) => s.sectorName)).toEqual(['Pista', 'Camarote']);
    expect(usage[0].tickets.map((t: Json) => t.ticketName)).toEqual(['Inteira', 'Meia-entrada', 'Solidário']);
  });

  it('lists every sector, ticket and lot in the order staff set, with zeros where nothing sold', async () => {
    const c = f.t.ok(await get('admin', url('/consolidated')));
    expect(c.sectors.map((s: Json) => [s.sectorName, s.tickets.map((t: Json) => [t.ticketName, t.category, t.lots.map((l: Json) => l.lotName)])])).toEqual([
      ['Pista', [['Inteira', '@ENTIRE', ['1º lote sexta', '1º lote sábado']], ['Meia-entrada', '@HALF', ['Meia sexta']], ['Solidário', '@SUPPORTIVE', ['Solidário sexta']]]],
      ['Camarote', [['VIP', '@ENTIRE', ['VIP']], ['Convidados', '@COURTESY', ['Convidados']]]],
    ]);
    expect(c.byPaymentMethod.map((m: Json) => m.method)).toEqual(['@CREDIT_CARD', '@DEBIT_CARD', '@PIX', '@BOLETO', '@CASH']);
    const b = f.t.ok(await get('admin', url('/consolidated2')));
    expect(b.event).toMatchObject({ title: 'Forró da Conferência' });
    expect(b.sessions[0]).toMatchObject({ sessionId: f.sessions.friday, sessionTitle: 'Sexta', halfQuota: { places: 200, quota: 80 } });
    expect(b.sessions.at(-1)).toMatchObject({ sessionId: null, sessionTitle: null, rows: [{ sectorName: 'Camarote', placesAvailable: 50 }] });
  });
});

describe('the sales list', () => {
  it('pages 15 at a time, newest first, and filters by payment method', async () => {
    const all = f.t.ok(await get('admin', url('/sales')));
    expect(all.pagination).toMatchObject({ currentPage: 1, totalItems: 14, totalPages: 1, totalItemsCurrentPage: 14, nextPage: null });
    const stamps = all.data.map((s: Json) => s.createdAt);
    expect([...stamps].sort().reverse()).toEqual(stamps);
    expect(all.data.every((s: Json) => s.channel !== '@COURTESY')).toBe(true);
    const page2 = f.t.ok(await get('admin', url('/sales?limit=5&page=2')));
    expect(page2.data.map((s: Json) => s.id)).toEqual(all.data.slice(5, 10).map((s: Json) => s.id));
    expect(page2.pagination).toMatchObject({ currentPage: 2, nextPage: 3, totalPages: 3, totalItemsCurrentPage: 5 });

    const cash = f.t.ok(await get('admin', url('/sales?type=@CASH')));
    expect(cash.data).toHaveLength(1);
    expect(cash.data[0]).toMatchObject({ channel: '@CASHIER', paymentMethods: ['@CREDIT_CARD', '@CASH'], discounts: 1000, total: 19000 });
    const pix = f.t.ok(await get('admin', url('/sales?type=@PIX')));
    expect(pix.data.every((s: Json) => s.paymentMethods.includes('@PIX'))).toBe(true);
    expect(pix.pagination.totalItems).toBe(pix.data.length);
  });

  it('refuses a payment type it does not know, and pages out of range, in pt-BR under the parameter', async () => {
    expect(f.t.issues(await get('admin', url('/sales?type=@CHEQUE')))).toEqual({ type: 'Opção inválida' });
    expect(f.t.issues(await get('admin', url('/sales?page=0&limit=101')))).toEqual({ page: expect.any(String), limit: expect.any(String) });
    expect(f.t.issues(await get('admin', url('/sales/downloadable?type=x')))).toEqual({ type: 'Opção inválida' });
  });
});

describe('the sales CSV', () => {
  it('opens in Excel pt-BR: BOM, semicolons, dd/MM/yyyy HH:mm, 1.234,56, formulas neutralised; an attachment of the event never cached', async () => {
    const res = await f.t.ctx.app.inject({ url: url('/sales/downloadable'), headers: bearerOf(f.t.tokens.admin) });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['cache-control']).toBe('no-store');
    expect(String(res.headers['content-disposition'])).toMatch(/^attachment; filename="relatorio-de-vendas-forro-da-conferencia-\d{2}-\d{2}-\d{4}\.csv"/);
    expect(res.body.startsWith('\uFEFFPedido;Data;Situação;Canal;Comprador;CPF;E-mail;Telefone;Ingressos;Meios de pagamento;Valor dos ingressos (R$);Descontos (R$);Taxas (R$);Total (R$);Estornado (R$)\r\n')).toBe(true);
    const lines = res.body.replace(/^\uFEFF/, '').trim().split('\r\n').slice(1);
    const cashier = lines.find((l) => l.includes(';Bilheteria;') && l.includes('Dinheiro'))!.split(';');
    expect(cashier[2]).toBe('Pago');
    expect(cashier[1]).toMatch(/^\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}$/);
    expect(cashier[9]).toBe('Cartão de crédito, Dinheiro');
    expect(cashier.slice(10)).toEqual(['200,00', '10,00', '0,00', '190,00', '0,00']);
    // A buyer named like a formula is written as text.
    expect(lines.some((l) => l.includes(`;"'=HYPERLINK(""x"")";`))).toBe(true);
    expect(lines.find((l) => l.includes('529.982.247-25'))).toBeTruthy();

    const zipped = await f.t.ctx.app.inject({ url: url('/sales/downloadable'), headers: { ...bearerOf(f.t.tokens.admin), 'accept-encoding': 'gzip' } });
    expect(zipped.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(zipped.rawPayload).toString('utf8')).toBe(res.body);

    const cash = (await get('admin', url('/sales/downloadable?type=@CASH'))).body.trim().split('\r\n');
    expect(cash).toHaveLength(2);
  });

  it('reads keyset pages that neither skip nor repeat a sale, orders of one instant included', async () => {
    const pieces: string[] = [];
    for await (const piece of salesCsv(f.t.ctx.db, f.biz, f.eventId, undefined, 3)) pieces.push(piece);
    // BOM and header, then ceil(14 / 3) pages.
    expect(pieces).toHaveLength(1 + 5);
    const whole = (await get('admin', url('/sales/downloadable'))).body;
    expect(pieces.join('')).toBe(whole);
    const codes = whole.trim().split('\r\n').slice(1).map((l) => l.split(';')[0]);
    expect(new Set(codes).size).toBe(14);
  });
});

describe('periods', () => {
  it("defaults to this month in São Paulo, the dashboard's days, and takes @DAILY, @WEEKLY, @YEARLY and @CUSTOM days", async () => {
    const monthly = f.t.ok(await get('admin', `/api/reports/${f.eventId}/sectors`));
    expect(monthly.period).toBe('@MONTHLY');
    // The same days as the dashboard's 'monthly': from the 1st of this month (São Paulo) to today.
    const dashboard = f.t.ok(await get('admin', '/api/business/reports'));
    expect(dashboard.period.code).toBe('monthly');
    expect(dashboard.period.startAt).toMatch(/-01$/);
    expect(monthly.startAt).toBe(dayStart(dashboard.period.startAt).toISOString());
    expect(Date.parse(monthly.endAt) + 1).toBe(dayStart(addDays(dashboard.period.endAt, 1)).getTime());
    for (const [code, name] of [['@WEEKLY', 'weekly'], ['@YEARLY', 'yearly']] as const) {
      const days = f.t.ok(await get('admin', `/api/business/reports?period=${name}`)).period;
      const r = f.t.ok(await get('admin', `/api/reports/${f.eventId}/sectors?period=${code}`));
      expect(r.startAt, code).toBe(dayStart(days.startAt).toISOString());
    }
    for (const period of ['@DAILY', '@WEEKLY', '@YEARLY']) {
      const r = f.t.ok(await get('admin', `/api/reports/${f.eventId}/sectors?period=${period}`));
      expect(r.totals.sold, period).toBe(monthly.totals.sold);
    }
    const custom = f.t.ok(await get('admin', `/api/reports/${f.eventId}/sectors?period=@CUSTOM&startAt=2026-03-01&endAt=2026-03-31`));
    // Midnight in São Paulo (UTC−3) on both ends.
    expect(custom).toMatchObject({ startAt: '2026-03-01T03:00:00.000Z', endAt: '2026-04-01T02:59:59.999Z' });
    expect(custom.sectors.map((s: Json) => s.sectorName)).toEqual(['Pista', 'Camarote']);
  });

  it('refuses a period it does not know and a custom one without days or backwards, in pt-BR', async () => {
    const base = `/api/reports/${f.eventId}/sectors`;
    expect(f.t.issues(await get('admin', `${base}?period=@HOURLY`))).toEqual({ period: 'Opção inválida' });
    expect(f.t.issues(await get('admin', `${base}?period=@CUSTOM`))).toEqual({ startAt: 'Este campo é obrigatório', endAt: 'Este campo é obrigatório' });
    expect(f.t.issues(await get('admin', `${base}?period=@CUSTOM&startAt=2026-02-30&endAt=2026-03-01`))).toEqual({ startAt: expect.any(String) });
    expect(f.t.issues(await get('admin', `${base}?period=@CUSTOM&startAt=2026-03-10&endAt=2026-03-01`))).toEqual({ endAt: 'A data final deve ser igual ou posterior à inicial.' });
  });
});

describe("the borderô's rates", () => {
  const patch = (who: 'admin' | 'producer' | 'events' | 'cashier', body: unknown) => f.t.api(who, 'PATCH', url('/deductions'), body);

  it('are set by report editors, stored on the event and used at once; the generic event PATCH cannot set them', async () => {
    expect(f.t.ok(await patch('producer', { issRate: 250, ecadRate: 0, gatewayRate: 10000 }))).toEqual({ issRate: 250, ecadRate: 0, gatewayRate: 10000 });
    const b = f.t.ok(await get('admin', url('/consolidated2')));
    expect(b.rates).toMatchObject({ issRate: 250, ecadRate: 0, gatewayRate: 10000 });
    expect(b.totals.deductions.gatewayFee).toBe(b.totals.gatewayRevenue);
    const event = f.t.ok(await get('admin', `/api/events/${f.eventId}`));
    expect(event).toMatchObject({ issRate: 250, ecadRate: 0, gatewayRate: 10000 });
    await f.t.api('admin', 'PATCH', `/api/events/${f.eventId}`, { issRate: 9000, updatedAt: event.updatedAt });
    expect(f.t.ok(await get('admin', `/api/events/${f.eventId}`)).issRate).toBe(250);
    expect((await patch('events', { issRate: 0, ecadRate: 0, gatewayRate: 0 })).statusCode).toBe(403);
    expect((await patch('cashier', { issRate: 0, ecadRate: 0, gatewayRate: 0 })).statusCode).toBe(403);
  });

  it('are refused outside 0 to 100%, missing or not numbers, each under its field in pt-BR', async () => {
    expect(f.t.issues(await patch('admin', { issRate: 10001, ecadRate: -1, gatewayRate: 'dois' }))).toEqual({
      issRate: 'A alíquota deve ser de no máximo 100%.',
      ecadRate: 'A alíquota não pode ser negativa.',
      gatewayRate: 'Informe uma alíquota válida, como 2,5.',
    });
    expect(f.t.issues(await patch('admin', {}))).toEqual({
      issRate: 'Informe a alíquota (0 quando não houver).',
      ecadRate: 'Informe a alíquota (0 quando não houver).',
      gatewayRate: 'Informe a alíquota (0 quando não houver).',
    });
    expect(f.t.issues(await patch('admin', { issRate: 2.5, ecadRate: 0, gatewayRate: 0 }))).toEqual({ issRate: 'Informe uma alíquota válida, como 2,5.' });
    const other = await f.t.ctx.db.query<{ id: string }>(`SELECT e.id FROM events e JOIN businesses b ON b.id = e.business_id WHERE b.name = 'Outra Produtora' LIMIT 1`);
    expect((await f.t.api('admin', 'PATCH', `/api/events/${other.rows[0].id}/reports/deductions`, { issRate: 0, ecadRate: 0, gatewayRate: 0 })).statusCode).toBe(404);
  });
});
