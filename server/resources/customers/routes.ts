/**
 * Customers (spec 2 section 7; docs/api-contract.md, "Customers"): the list, the CSV and one
 * customer with their orders. Every route checks the definition's codes (list or show) and reads
 * only the caller's business; the CSV is a list, so it needs what the list needs.
 */
import type { FastifyRequest } from 'fastify';
import type { ResourceRouteContext } from '../../routes/extraRoutes';
import { authOf } from '../../auth/guard';
import { paginationSchema } from '../../openapi';
import { customerQuerySchema, parseCustomerQuery } from './query';
import { listCustomers } from './list';
import { CUSTOMER_ORDERS_SHOWN, getCustomer } from './detail';
import { csvFileName } from './csv';
import { attachment } from '../../csv/cells';
import { customerCsv, csvStream, startCsv } from './export';

type Query = Record<string, string | string[] | undefined>;

const ORDER_SCHEMA = {
  type: 'object',
  properties: {
    id: { type: 'string', format: 'uuid' },
    code: { type: 'string' },
    createdAt: { type: 'string', format: 'date-time' },
    status: { type: 'string' },
    channel: { type: 'string' },
    event: { type: 'object', properties: { id: { type: 'string', format: 'uuid' }, title: { type: ['string', 'null'] } } },
    ticketsCount: { type: 'integer', description: 'units still valid (refunded or cancelled ones left out)' },
    total: { type: 'integer', description: 'cents' },
    refunded: { type: 'integer', description: 'cents returned by refunds done' },
  },
};


export function registerCustomerRoutes(ctx: ResourceRouteContext): void {
  const { app, db, base, tags, record, errors, guard } = ctx;
  const bid = (request: FastifyRequest) => authOf(request).bid;

  app.get(
    base,
    {
      preHandler: guard('list'),
      schema: {
        tags,
        description: 'The buyers of the business (paid orders of the site, POS and box office; courtesy guests are not buyers), one per CPF, else per e-mail, newest buyers first; figures over their orders within the filters',
        querystring: customerQuerySchema(true),
        response: { 200: { type: 'object', properties: { data: { type: 'array', items: record }, pagination: paginationSchema } }, ...errors },
      },
    },
    async (request) => listCustomers(db, bid(request), parseCustomerQuery(request.query as Query)),
  );

  app.get(
    `${base}/downloadable`,
    {
      preHandler: guard('list'),
      schema: {
        tags,
        description: "The list's rows as a CSV that Excel opens in pt-BR (UTF-8 with BOM, ';', dates dd/MM/yyyy, money 1.234,56; cells that would run as formulas neutralised), streamed; gzip when accepted",
        querystring: customerQuerySchema(false),
        produces: ['text/csv'],
        response: { 200: { type: 'string', description: 'text/csv; charset=utf-8' }, ...errors },
      },
    },
    async (request, reply) => {
      const q = parseCustomerQuery(request.query as Query);
      const gzip = /\bgzip\b/.test(String(request.headers['accept-encoding'] ?? ''));
      const pieces = await startCsv(customerCsv(db, bid(request), q));
      reply
        .header('Content-Type', 'text/csv; charset=utf-8')
        .header('Content-Disposition', attachment(csvFileName()))
        // Every buyer's CPF and e-mail: no cache on the way or on disk keeps a copy.
        .header('Cache-Control', 'no-store')
        .header('Vary', 'Accept-Encoding');
      if (gzip) reply.header('Content-Encoding', 'gzip');
      return reply.send(csvStream(pieces, gzip));
    },
  );

  app.get(
    `${base}/:id`,
    {
      preHandler: guard('show'),
      schema: {
        tags,
        params: { type: 'object', properties: { id: { type: 'string', format: 'uuid' } } },
        description: `One customer with their figures over every paid order and their ${CUSTOMER_ORDERS_SHOWN} newest orders (moreOrders: there are older ones)`,
        response: {
          200: {
            type: 'object',
            properties: {
              ...(record.properties as object),
              orders: { type: 'array', items: ORDER_SCHEMA },
              moreOrders: { type: 'boolean' },
            },
          },
          ...errors,
        },
      },
    },
    async (request) => getCustomer(db, bid(request), (request.params as { id: string }).id),
  );
}
