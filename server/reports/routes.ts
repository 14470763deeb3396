/**
 * The event reports' API (issue 13; docs/api-contract.md "Reports", docs/reports.md): the paths of
 * spec 1 section 7 under /api. Every route is guarded by reportAccess (the pages decide with the
 * same object) and reads the caller's business only: another business's event is a 404. The
 * figures come from the exported functions of server/reports/, one per report.
 */
import type { FastifyInstance, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import type { Db } from '../db/types';
import type { ChangeEvent } from '../realtime';
import { canAccessResource, type ResourceAction } from '../../src/shared/permissions';
import { reportAccess } from '../../src/shared/reports/access';
import { REPORT_PERIODS, resolvePeriod } from '../../src/shared/reports/periods';
import { DEDUCTION_NAMES, reportDeductions } from '../../src/shared/resources/events/deductions';
import { validate } from '../../src/shared/schema';
import { accessContext, authOf } from '../auth/guard';
import { badRequest, forbidden, validationError } from '../errors';
import { definitionSchema, paginationSchema, schemas } from '../openapi';
import { resourceAccess, withAccess } from '../security/routeAccess';
import { attachment } from '../csv/cells';
import { csvStream, startCsv } from '../csv/stream';
import { eventSummary } from './summary';
import { consolidatedReport } from './consolidated';
import { channelReport } from './channels';
import { borderoReport } from './bordero';
import { ticketUsageReport } from './ticketUsage';
import { listSales, parseSalesQuery, SALE_TYPES, SALES_PAGE } from './sales';
import { salesCsv, salesCsvFileName } from './salesCsv';
import { sectorsByPeriod } from './sectorsByPeriod';
import { eventReportHeader, listEventReports, parseHeaderQuery, REPORTS_PAGE } from './eventHeaders';
import { loadEvent } from './event';
import { saveDeductions } from './deductions';
import { firstParam, type Query } from '../routes/queryParams';

export interface ReportDeps {
  db: Db;
  authenticate: (request: FastifyRequest) => Promise<void>;
  emitChange: (businessId: string, event: ChangeEvent) => void;
}


const tags = ['reports'];
const errors = { 400: schemas.error, 401: schemas.error, 403: schemas.error, 404: schemas.error };
const idParams = { type: 'object', properties: { id: { type: 'string', format: 'uuid' } } };
const anyObject = { type: 'object', additionalProperties: true };
const cents = (description: string) => ({ type: 'integer', description: `${description} (cents)` });
const line = {
  sold: { type: 'integer', description: 'units of paid sales still valid' },
  courtesies: { type: 'integer', description: 'courtesy units not cancelled' },
  refundedTickets: { type: 'integer', description: 'units of paid sales refunded (refunds done)' },
  gross: cents('face value of the units sold, refunded ones included'),
  discounts: cents('coupons and manual discounts'),
  fees: cents('service fees the buyers paid'),
  refunded: cents('money returned by refunds done'),
  net: cents('gross − discounts + fees − refunded'),
};
const lineSchema = { type: 'object', properties: line };
const methodSchema = {
  type: 'array',
  items: { type: 'object', properties: { method: { type: ['string', 'null'] }, payments: { type: 'integer' }, received: cents('approved payments'), refunded: cents('refunds done'), net: cents('received − refunded') } },
};
const treeSchema = {
  type: 'array',
  items: {
    type: 'object',
    properties: {
      sectorId: { type: 'string', format: 'uuid' },
      sectorName: { type: 'string' },
      ...line,
      tickets: {
        type: 'array',
        items: {
          type: 'object',
          properties: {
            ticketId: { type: 'string', format: 'uuid' },
            ticketName: { type: 'string' },
            category: { type: ['string', 'null'] },
            ...line,
            lots: { type: 'array', items: { type: 'object', properties: { lotId: { type: 'string', format: 'uuid' }, lotName: { type: 'string' }, price: cents('unit price'), ...line } } },
          },
        },
      },
    },
  },
};
const usageSchema = {
  type: 'array',
  items: {
    type: 'object',
    properties: {
      sectorId: { type: 'string', format: 'uuid' },
      sectorName: { type: 'string' },
      tickets: {
        type: 'array',
        items: {
          type: 'object',
          properties: {
            ticketName: { type: 'string' },
            lots: {
              type: 'array',
              items: {
                type: 'object',
                properties: {
                  lotId: { type: 'string', format: 'uuid' },
                  lotName: { type: 'string' },
                  data: {
                    type: 'object',
                    properties: Object.fromEntries(
                      ['totalTickets', 'ticketsSold', 'courtesy', 'others', 'validatedTickets', 'unvalidatedTickets', 'canceledTickets'].map((k) => [k, { type: 'integer' }]),
                    ),
                  },
                },
              },
            },
          },
        },
      },
    },
  },
};
const periodQuery = {
  type: 'object',
  properties: {
    period: { type: 'string', enum: [...REPORT_PERIODS], default: '@MONTHLY', description: 'São Paulo days, as the dashboard: @DAILY today, @WEEKLY the last 7 days, @MONTHLY this month from its 1st, @YEARLY this year from 1 January; @CUSTOM: startAt to endAt' },
    startAt: { type: 'string', description: '@CUSTOM: first day (yyyy-mm-dd, or an instant read as its São Paulo day)' },
    endAt: { type: 'string', description: '@CUSTOM: last day' },
  },
};
const deductionsSchema = definitionSchema(reportDeductions, 'create');

export function registerReportRoutes(app: FastifyInstance, { db, authenticate, emitChange }: ReportDeps): void {
  const guard = (action: ResourceAction): preHandlerAsyncHookHandler =>
    withAccess(async function (this: unknown, request: FastifyRequest) {
      await authenticate.call(this as never, request);
      if (!canAccessResource(reportAccess, action, accessContext(authOf(request)))) throw forbidden();
    } as preHandlerAsyncHookHandler, resourceAccess('reports', reportAccess, action));
  const bid = (request: FastifyRequest) => authOf(request).bid;
  const idOf = (request: FastifyRequest) => (request.params as { id: string }).id;
  const base = '/api/events/:id/reports';
  const show = guard('show');
  /** GET of one event's report: the reader's guard, the event's id, the report function's answer. */
  const eventReport = (
    url: string,
    description: string,
    response: object,
    report: (db: Db, businessId: string, eventId: string) => Promise<unknown>,
  ) =>
    app.get(url, { preHandler: show, schema: { tags, params: idParams, description, response: { 200: response, ...errors } } }, async (request) =>
      report(db, bid(request), idOf(request)),
    );

  eventReport(base, "The event's summary: money (gross, discounts, fees, refunded, net), tickets (sold, courtesies, refunded, checked in), orders waiting for payment, and the same money by payment method and by channel", anyObject, eventSummary);

  eventReport(`${base}/consolidated`, "Per sector > ticket > lot (every lot, zeros included): units sold, courtesies and refunded, money gross, discounts, fees, refunded and net (an order's amounts shared among its lines); the event's money by payment method", { type: 'object', properties: { eventId: { type: 'string' }, sectors: treeSchema, totals: lineSchema, byPaymentMethod: methodSchema } }, consolidatedReport);

  eventReport(`${base}/report-pos-and-site`, 'The consolidated figures split by channel: site, POS, box office and courtesies, each with its sector > ticket > lot tree', { type: 'object', properties: { eventId: { type: 'string' }, channels: { type: 'array', items: { type: 'object', properties: { channel: { type: 'string' }, totals: lineSchema, sectors: treeSchema } } }, totals: lineSchema } }, channelReport);

  eventReport(`${base}/consolidated2`, "The borderô: per session and sector, places available, tickets sold (inteira, meia, others), courtesies issued and used, refunds, gross revenue, deductions (service fee absorbed by the producer, gateway fee, ISS, ECAD at the event's rates) and net revenue; each session's meia-entrada against the 40% of Lei 12.933/2013", anyObject, borderoReport);

  app.patch(
    `${base}/deductions`,
    {
      preHandler: guard('edit'),
      schema: {
        tags,
        params: idParams,
        body: deductionsSchema,
        description: "The borderô's rates of the event, in hundredths of a percent (0 to 10000): ISS, ECAD and the gateway fee",
        response: { 200: deductionsSchema, ...errors },
      },
    },
    async (request) => {
      const body = request.body;
      if (typeof body !== 'object' || body === null || Array.isArray(body)) throw badRequest();
      const result = await validate(reportDeductions, body);
      if (!result.ok) throw validationError(result.issues);
      const event = await loadEvent(db, bid(request), idOf(request));
      const saved = await saveDeductions(db, bid(request), event.id, result.value as Record<(typeof DEDUCTION_NAMES)[number], number>, authOf(request).sub);
      emitChange(bid(request), { resource: 'events', id: event.id, action: 'updated' });
      return saved;
    },
  );

  eventReport(`${base}/ticket-usage`, "Spec 1 section 3's usage report: per sector, its tickets, their lots and each lot's data", usageSchema, ticketUsageReport);

  const salesQuery = (withPages: boolean) => ({
    type: 'object',
    properties: {
      ...(withPages ? { page: { type: 'integer', minimum: 1, default: 1 }, limit: { type: 'integer', minimum: 1, maximum: 100, default: SALES_PAGE } } : {}),
      type: { type: 'string', enum: [...SALE_TYPES], description: "a payment method; absent: every method ('Todos os meios de pagamento')" },
    },
  });

  app.get(
    `${base}/sales`,
    {
      preHandler: show,
      schema: {
        tags,
        params: idParams,
        querystring: salesQuery(true),
        description: 'The sales of the event (every order but courtesies, whatever its state), newest first; totals exact up to 10,000',
        response: { 200: { type: 'object', properties: { data: { type: 'array', items: anyObject }, pagination: paginationSchema } }, ...errors },
      },
    },
    async (request) => {
      const q = parseSalesQuery(request.query as Query);
      const event = await loadEvent(db, bid(request), idOf(request));
      return listSales(db, bid(request), event.id, q);
    },
  );

  app.get(
    `${base}/sales/downloadable`,
    {
      preHandler: show,
      schema: {
        tags,
        params: idParams,
        querystring: salesQuery(false),
        description: "Every sale of the list as a CSV that Excel opens in pt-BR (UTF-8 with BOM, ';', dd/MM/yyyy HH:mm, 1.234,56; formula cells neutralised), streamed page by page; gzip when accepted",
        produces: ['text/csv'],
        response: { 200: { type: 'string', description: 'text/csv; charset=utf-8' }, ...errors },
      },
    },
    async (request, reply) => {
      const q = parseSalesQuery(request.query as Query);
      const event = await loadEvent(db, bid(request), idOf(request));
      const gzip = /\bgzip\b/.test(String(request.headers['accept-encoding'] ?? ''));
      const pieces = await startCsv(salesCsv(db, bid(request), event.id, q.type));
      reply
        .header('Content-Type', 'text/csv; charset=utf-8')
        .header('Content-Disposition', attachment(salesCsvFileName(event.title)))
        // Buyers' CPFs and e-mails: no cache on the way or on disk keeps a copy.
        .header('Cache-Control', 'no-store')
        .header('Vary', 'Accept-Encoding');
      if (gzip) reply.header('Content-Encoding', 'gzip');
      return reply.send(csvStream(pieces, gzip));
    },
  );

  app.get(
    '/api/reports',
    {
      preHandler: guard('list'),
      schema: {
        tags,
        querystring: {
          type: 'object',
          properties: { page: { type: 'integer', minimum: 1, default: 1 }, limit: { type: 'integer', minimum: 1, maximum: 100, default: REPORTS_PAGE }, search: { type: 'string' } },
        },
        description: "The business's events, the latest first, each with its headline figures (orders, sold, courtesies, checked in, places, gross, net)",
        response: { 200: { type: 'object', properties: { data: { type: 'array', items: anyObject }, pagination: paginationSchema } }, ...errors },
      },
    },
    async (request) => listEventReports(db, bid(request), parseHeaderQuery(request.query as Query)),
  );

  app.get(
    '/api/reports/:id',
    { preHandler: show, schema: { tags, params: idParams, description: "One event and its headline figures (the /reports page's card)", response: { 200: anyObject, ...errors } } },
    async (request) => eventReportHeader(db, bid(request), idOf(request)),
  );

  app.get(
    '/api/reports/:id/sectors',
    {
      preHandler: show,
      schema: {
        tags,
        params: idParams,
        querystring: periodQuery,
        description: 'Per sector, the figures of the orders paid within the period (default @MONTHLY: this month in São Paulo, from its 1st to today, as the dashboard monthly)',
        response: { 200: anyObject, ...errors },
      },
    },
    async (request) => {
      const q = request.query as Query;
      const resolved = resolvePeriod({ period: firstParam(q.period), startAt: firstParam(q.startAt), endAt: firstParam(q.endAt) });
      if (!resolved.ok) throw badRequest(resolved.issues);
      return sectorsByPeriod(db, bid(request), idOf(request), resolved.range);
    },
  );
}
