/**
 * GET /business/reports (spec 2 section 7; docs/dashboard.md): any signed-in user of the business;
 * the answer holds only the widgets the caller's codes show (src/shared/dashboard/widgets.ts).
 * A bad period is a 400 with an issue on its parameter.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Db } from '../db/types';
import { accessContext, authOf } from '../auth/guard';
import { badRequest } from '../errors';
import { schemas } from '../openapi';
import { MAX_PERIOD_DAYS, PERIODS, DEFAULT_PERIOD, parsePeriod } from '../../src/shared/dashboard/period';
import { visibleWidgets, WIDGETS } from '../../src/shared/dashboard/widgets';
import { dashboardReport } from './report';
import { firstParam, type Query } from '../routes/queryParams';


const point = {
  type: 'object',
  properties: {
    key: { type: 'string', description: "a day 'YYYY-MM-DD', a channel code or an event id" },
    label: { type: 'string' },
    value: { type: 'integer', description: 'cents when the graph is @MONEY' },
    count: { type: 'integer', description: 'tickets sold' },
  },
};

const answerSchema = {
  type: 'object',
  properties: {
    period: {
      type: 'object',
      properties: { code: { type: 'string', enum: PERIODS }, startAt: { type: 'string', format: 'date' }, endAt: { type: 'string', format: 'date' } },
    },
    widgets: {
      type: 'array',
      items: {
        type: 'object',
        properties: {
          key: { type: 'string', enum: WIDGETS.map((w) => w.key) },
          type: { type: 'string', enum: ['@MONEY', '@NUMBER', '@GRAPH'] },
          unit: { type: 'string', enum: ['@MONEY', '@NUMBER'], description: 'graphs: what their values are' },
          label: { type: 'string', description: 'pt-BR' },
          value: { type: 'integer', description: 'cents for @MONEY' },
          series: { type: 'array', items: point },
        },
      },
    },
  },
};

export function registerDashboardRoutes(app: FastifyInstance, db: Db, authenticate: (request: FastifyRequest) => Promise<void>): void {
  app.get(
    '/api/business/reports',
    {
      preHandler: authenticate,
      schema: {
        tags: ['business'],
        description:
          "The dashboard's widgets over a period of São Paulo days: revenue today and in the period, tickets sold, average ticket, courtesies issued and redeemed, entries today, sales per day, by channel and the top events. Only the widgets the caller's codes show are answered (money: @PRODUCER; counts: @PRODUCER or @EVENTS.*; none without the events module).",
        querystring: {
          type: 'object',
          properties: {
            period: { type: 'string', enum: PERIODS, default: DEFAULT_PERIOD, description: 'daily: today; weekly: the last 7 days; monthly: this month; yearly: this year; custom: startAt to endAt' },
            startAt: { type: 'string', format: 'date', description: `custom: first day (YYYY-MM-DD, São Paulo), at most ${MAX_PERIOD_DAYS} days before endAt` },
            endAt: { type: 'string', format: 'date', description: 'custom: last day, included' },
          },
        },
        response: { 200: answerSchema, 400: schemas.error, 401: schemas.error },
      },
    },
    async (request) => {
      const q = request.query as Query;
      const parsed = parsePeriod({ period: firstParam(q.period), startAt: firstParam(q.startAt), endAt: firstParam(q.endAt) });
      if ('issues' in parsed) throw badRequest(parsed.issues);
      const auth = authOf(request);
      return dashboardReport(db, auth.bid, parsed.period, visibleWidgets(accessContext(auth)));
    },
  );
}
