/**
 * The box office's API (docs/cashier.md, docs/api-contract.md "Box office"): cash sessions
 * (open, current, close, report, history), what is on sale, coupon checks, the sale, and the
 * business's discount limit. Every route is guarded by the shared cashier rules and reads and
 * writes only the caller's business; a session is its seller's (the manager, @ALL, reads and
 * closes any).
 */
import { recordChange } from '../audit/record';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Db } from '../db/types';
import type { ChangeEvent } from '../realtime';
import { authOf } from '../auth/guard';
import { badRequest, notFound, validationError, type Issue } from '../errors';
import { isUuid } from '../resources/ids';
import { definitionSchema, paginationSchema, schemas } from '../openapi';
import { validate } from '../../src/shared/schema';
import { managesEverySession } from '../../src/shared/resources/cashier/access';
import { cashClosing, cashOpening, cashierSettings } from '../../src/shared/resources/cashier/forms';
import { normaliseCouponCode, parseSaleBody } from '../../src/shared/resources/cashier/saleInput';
import { CASHIER_TENDERS } from '../../src/shared/resources/cashier/money';
import { cashierGuards } from './guard';
import { closeSession, currentSession, openSession, presentSession, type PerTender, type SessionCaller } from './sessions';
import { listSessions, sessionReport } from './report';
import { eventCatalog, eventsOnSale } from './catalog';
import { presentCoupon, usableCoupon } from './coupon';
import { sell } from './sale';
import { loadCashierOrder } from './order';
import { saleBodySchema } from './schemas';

export interface CashierDeps {
  db: Db;
  authenticate: (request: FastifyRequest) => Promise<void>;
  emitChange: (businessId: string, event: ChangeEvent) => void;
}

const MAX_LIMIT = 100;
const anyObject = { type: 'object', additionalProperties: true };
const errors = { 400: schemas.error, 401: schemas.error, 403: schemas.error, 404: schemas.error, 409: schemas.error };
const idParams = { type: 'object', properties: { id: { type: 'string', format: 'uuid' } } };
const eventParams = { type: 'object', properties: { eventId: { type: 'string', format: 'uuid' } } };

const callerOf = (request: FastifyRequest): SessionCaller => {
  const auth = authOf(request);
  return { businessId: auth.bid, userId: auth.sub, manager: managesEverySession(auth.perms) };
};

async function checked<T = Record<string, unknown>>(def: Parameters<typeof validate>[0], body: unknown): Promise<T> {
  const result = await validate(def, body);
  if (!result.ok) throw validationError(result.issues);
  return result.value as T;
}

function pageQuery(query: Record<string, string | undefined>): { page: number; limit: number } {
  const issues: Issue[] = [];
  const int = (name: string, fallback: number, max: number) => {
    const raw = query[name];
    if (raw === undefined || raw === '') return fallback;
    if (!/^\d{1,9}$/.test(raw) || Number(raw) < 1 || Number(raw) > max) {
      issues.push({ field: name, message: /^\d{1,9}$/.test(raw) && Number(raw) > max ? 'validation.maxValue' : 'validation.integer' });
      return fallback;
    }
    return Number(raw);
  };
  const out = { page: int('page', 1, 1e9), limit: int('limit', 10, MAX_LIMIT) };
  if (issues.length) throw badRequest(issues);
  return out;
}

export function registerCashierRoutes(app: FastifyInstance, { db, authenticate, emitChange }: CashierDeps): void {
  const guard = cashierGuards(authenticate);
  const tags = ['cashier'];
  const base = '/api/cashier';

  async function eventOf(request: FastifyRequest): Promise<string> {
    const { eventId } = request.params as { eventId: string };
    if (!isUuid(eventId)) throw notFound();
    const { rows } = await db.query('SELECT 1 FROM events WHERE business_id = $1 AND id = $2', [authOf(request).bid, eventId]);
    if (!rows[0]) throw notFound();
    return eventId.toLowerCase();
  }
  const sessionId = (request: FastifyRequest) => {
    const { id } = request.params as { id: string };
    if (!isUuid(id)) throw notFound();
    return id.toLowerCase();
  };

  app.get(
    `${base}/settings`,
    { preHandler: guard('show', 'cashierSettings'), schema: { tags, description: "The business's discount limit (hundredths of a percent of the order after its coupon)", response: { 200: anyObject, ...errors } } },
    async (request) => {
      const { rows } = await db.query<{ limit: number }>('SELECT cashier_discount_limit AS "limit" FROM businesses WHERE id = $1', [authOf(request).bid]);
      return { discountLimit: Number(rows[0].limit) };
    },
  );

  app.patch(
    `${base}/settings`,
    {
      preHandler: guard('edit', 'cashierSettings'),
      schema: { tags, description: 'Sets the discount limit of sellers with @CAN.APPLY.DISCOUNT.ON.SELL (@ALL only)', body: definitionSchema(cashierSettings, 'create'), response: { 200: anyObject, ...errors } },
    },
    async (request) => {
      const { discountLimit } = await checked<{ discountLimit: number }>(cashierSettings, request.body);
      await db.transaction(async (tx) => {
        const { rows } = await tx.query<{ limit: number }>('SELECT cashier_discount_limit AS "limit" FROM businesses WHERE id = $1 FOR UPDATE', [authOf(request).bid]);
        await tx.query('UPDATE businesses SET cashier_discount_limit = $2, updated_at = now() WHERE id = $1', [authOf(request).bid, discountLimit]);
        await recordChange(tx, {
          businessId: authOf(request).bid, actorId: authOf(request).sub, resource: 'business', recordId: authOf(request).bid, action: '@UPDATE',
          before: { cashierDiscountLimit: rows[0]?.limit ?? null }, after: { cashierDiscountLimit: discountLimit },
        });
      });
      return { discountLimit };
    },
  );

  app.get(
    `${base}/sessions/current`,
    { preHandler: guard('show'), schema: { tags, description: "The caller's open cash session with its sales and tickets so far, or null", response: { 200: { ...anyObject, type: ['object', 'null'] }, ...errors } } },
    async (request) => {
      const caller = callerOf(request);
      const row = await currentSession(db, caller);
      if (!row) return null;
      const { rows } = await db.query<{ orders: number; tickets: number }>(
        `SELECT count(DISTINCT o.id)::int AS orders, coalesce(sum(oi.quantity), 0)::int AS tickets
           FROM orders o LEFT JOIN order_items oi ON oi.order_id = o.id WHERE o.business_id = $1 AND o.cash_session_id = $2`,
        [caller.businessId, row.id],
      );
      return { ...presentSession(row), orders: Number(rows[0].orders), tickets: Number(rows[0].tickets) };
    },
  );

  app.get(
    `${base}/sessions`,
    {
      preHandler: guard('list'),
      schema: {
        tags,
        description: "Cash sessions, newest first: every seller's for @ALL, the caller's own for the others",
        querystring: { type: 'object', properties: { page: { type: 'integer', minimum: 1 }, limit: { type: 'integer', minimum: 1, maximum: MAX_LIMIT, default: 10 } } },
        response: { 200: { type: 'object', properties: { data: { type: 'array', items: anyObject }, pagination: paginationSchema } }, ...errors },
      },
    },
    async (request) => {
      const { page, limit } = pageQuery(request.query as Record<string, string | undefined>);
      return listSessions(db, callerOf(request), page, limit);
    },
  );

  app.post(
    `${base}/sessions`,
    {
      preHandler: guard('create'),
      schema: { tags, description: 'Opens a cash session for the caller with its change fund (cents); 409 @CASH_SESSION_OPEN when one is open', body: definitionSchema(cashOpening, 'create'), response: { 201: anyObject, ...errors } },
    },
    async (request, reply) => {
      const { openingFloat } = await checked<{ openingFloat: number }>(cashOpening, request.body);
      const caller = callerOf(request);
      const row = await openSession(db, caller, openingFloat);
      emitChange(caller.businessId, { resource: 'cashSessions', id: String(row.id), action: 'created' });
      return reply.status(201).send({ ...presentSession(row), orders: 0, tickets: 0 });
    },
  );

  app.get(
    `${base}/sessions/:id`,
    {
      preHandler: guard('show'),
      schema: { tags, params: idParams, description: 'The report of a session: per tender taken, change, refunds, expected and counted (money hidden from its seller while open), totals and orders', response: { 200: anyObject, ...errors } },
    },
    async (request) => sessionReport(db, callerOf(request), sessionId(request)),
  );

  app.post(
    `${base}/sessions/:id/close`,
    {
      preHandler: guard('edit'),
      schema: {
        tags,
        params: idParams,
        description: 'Closes the session with what was counted per tender; answers the report (counted against expected). Its seller or @ALL; 409 @CASH_SESSION_CLOSED',
        body: definitionSchema(cashClosing, 'create'),
        response: { 200: anyObject, ...errors },
      },
    },
    async (request) => {
      const id = sessionId(request);
      const value = await checked<{ counted: PerTender; note?: string | null }>(cashClosing, request.body);
      const caller = callerOf(request);
      await closeSession(db, caller, id, Object.fromEntries(CASHIER_TENDERS.map((t) => [t, value.counted[t]])) as PerTender, value.note ?? null);
      emitChange(caller.businessId, { resource: 'cashSessions', id, action: 'updated' });
      return sessionReport(db, caller, id);
    },
  );

  app.get(
    `${base}/events`,
    { preHandler: guard('show'), schema: { tags, description: 'Published events not over that have lots shown in the cashier, with their sessions and POS fees', response: { 200: { type: 'array', items: anyObject }, ...errors } } },
    async (request) => eventsOnSale(db, authOf(request).bid),
  );

  app.get(
    `${base}/events/:eventId/lots`,
    {
      preHandler: guard('show'),
      schema: { tags, params: eventParams, description: "The event's lots shown in the cashier by sector and ticket: price, places left, status, session, and the card BINs a ticket is restricted to", response: { 200: { type: 'array', items: anyObject }, ...errors } },
    },
    async (request) => eventCatalog(db, authOf(request).bid, await eventOf(request)),
  );

  app.get(
    `${base}/events/:eventId/coupon`,
    {
      preHandler: guard('show'),
      schema: {
        tags,
        params: eventParams,
        querystring: { type: 'object', properties: { code: { type: 'string', maxLength: 120 } } },
        description: 'A coupon of the event usable now: 400 unknown or outside its window, 409 @COUPON_USED_UP',
        response: { 200: anyObject, ...errors },
      },
    },
    async (request) => {
      const eventId = await eventOf(request);
      const raw = (request.query as { code?: unknown }).code;
      const code = typeof raw === 'string' ? normaliseCouponCode(raw).slice(0, 120) : '';
      if (!code) throw validationError([{ field: 'code', message: 'validation.required' }]);
      return presentCoupon(await usableCoupon(db, authOf(request).bid, eventId, code));
    },
  );

  app.post(
    `${base}/orders`,
    {
      preHandler: guard('create'),
      schema: {
        tags,
        description:
          "Sells in the caller's open cash session (409 @NO_CASH_SESSION without one): places taken atomically (409 @LOT_SOLD_OUT, @LOT_NOT_ON_SALE), coupon (409 @COUPON_USED_UP), discount within the limit (403 without a discount code), tenders that pay the total (cash may give change), card BINs of restricted tickets. 201 with the order and its tickets' QR payloads; a repeated requestId answers 200 with the order already made",
        body: saleBodySchema,
        response: { 200: anyObject, 201: anyObject, ...errors },
      },
    },
    async (request, reply) => {
      const { input, issues } = await parseSaleBody(request.body);
      if (!input) throw validationError(issues);
      const auth = authOf(request);
      const result = await sellOnce(db, { businessId: auth.bid, userId: auth.sub, permissions: auth.perms }, input);
      if (!result.repeated) {
        if (result.messages) app.courtesyQueue.kick();
        for (const id of result.lotIds) emitChange(auth.bid, { resource: 'lots', id, action: 'updated' });
        if (result.couponId) emitChange(auth.bid, { resource: 'coupons', id: result.couponId, action: 'updated' });
        emitChange(auth.bid, { resource: 'orders', id: result.orderId, action: 'created' });
        emitChange(auth.bid, { resource: 'cashSessions', id: result.cashSessionId, action: 'updated' });
      }
      return reply.status(result.repeated ? 200 : 201).send(await loadCashierOrder(db, auth.bid, result.orderId));
    },
  );
}

/** A sale; when the same requestId raced in and won the unique index, the order it made. */
async function sellOnce(db: Db, seller: Parameters<typeof sell>[1], input: Parameters<typeof sell>[2]) {
  try {
    return await sell(db, seller, input);
  } catch (err) {
    const e = err as { code?: string; message?: string; constraint?: string };
    const sameRequest = e.code === '23505' && `${e.constraint ?? ''} ${e.message ?? ''}`.includes('orders_cashier_request_idx');
    if (!sameRequest) throw err;
    return sell(db, seller, input);
  }
}

