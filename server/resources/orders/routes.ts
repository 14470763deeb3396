/**
 * The orders' routes (issue 12; docs/api-contract.md "Orders"): the list and the record (the
 * definition's list and show codes), and the actions on one order guarded by orderActionAccess:
 * refund preview, refund, retry of a pending refund, cancel of an unpaid order, resend of the
 * tickets. Every route scopes by the caller's business: another business's order is a 404.
 */
import type { FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import type { ResourceRouteContext } from '../../routes/extraRoutes';
import { canAccessResource, type ResourceAction } from '../../../src/shared/permissions';
import { orderActionAccess } from '../../../src/shared/resources/orders/access';
import { ORDER_FILTER_CODES } from '../../../src/shared/resources/orders/definition';
import { REFUND_TYPES } from '../../../src/shared/resources/orders/codes';
import { COURTESY_SEND_TYPES } from '../../../src/shared/resources/courtesies/contacts';
import { accessContext, authOf } from '../../auth/guard';
import { forbidden, validationError } from '../../errors';
import { paginationSchema } from '../../openapi';
import { resourceAccess, withAccess } from '../../security/routeAccess';
import { isUuid } from '../ids';
import { listOrders, parseOrderListQuery } from './list';
import { orderDetail } from './detail';
import { orderListSchema } from './present';
import { createRefund, parseRefundInput, previewRefund, retryRefund, MAX_REASON, type RefundResult } from './refunds';
import { cancelOrder, parseResendInput, resendOrder } from './actions';
import { registerPublicOrderRoutes } from './public';

type Query = Record<string, string | string[] | undefined>;

const uuid = { type: 'string', format: 'uuid' };
const idParams = { type: 'object', properties: { id: uuid } };
const anyObject = { type: 'object', additionalProperties: true };

const refundSchema = {
  type: 'object',
  properties: {
    id: uuid,
    type: { type: 'string', enum: REFUND_TYPES },
    amount: { type: 'integer', description: 'cents' },
    feesAmount: { type: 'integer', description: 'cents of it that were service fee' },
    status: { type: 'string', enum: ['@PENDING', '@DONE', '@FAILED'] },
    method: { type: ['string', 'null'] },
    gateway: { type: ['string', 'null'] },
    gatewayMessage: { type: ['string', 'null'], description: 'pt-BR: why it failed or waits' },
    ticketIds: { type: 'array', items: uuid },
  },
};

export function registerOrderRoutes(ctx: ResourceRouteContext): void {
  const { app, db, base, errors, guard, authenticate, scopeOf, emitChange } = ctx;
  const tags = ['orders'];
  const actionGuard = (action: ResourceAction): preHandlerAsyncHookHandler =>
    withAccess(async function (this: unknown, request, reply) {
      await authenticate.call(this as never, request, reply);
      if (!canAccessResource(orderActionAccess, action, accessContext(authOf(request)))) throw forbidden();
    } as preHandlerAsyncHookHandler, resourceAccess('orderActions', orderActionAccess, action));
  const actor = (request: FastifyRequest) => ({ businessId: scopeOf(request).businessId, userId: authOf(request).sub });
  const idOf = (request: FastifyRequest) => (request.params as { id: string }).id;

  /** Open order pages and lists refresh; sales trees too when places came back. */
  const changed = (request: FastifyRequest, id: string, lotIds: readonly string[] = []) => {
    const businessId = scopeOf(request).businessId;
    emitChange(businessId, { resource: 'orders', id, action: 'updated' });
    for (const lotId of lotIds) emitChange(businessId, { resource: 'lots', id: lotId, action: 'updated' });
  };
  const answerRefund = (request: FastifyRequest, result: RefundResult) => {
    changed(request, idOf(request), result.lotIds);
    const r = result.refund;
    return {
      id: r.id,
      type: r.type,
      amount: Number(r.amount),
      feesAmount: Number(r.fees_amount),
      status: r.status,
      method: r.method,
      gateway: r.gateway,
      gatewayMessage: r.gateway_message,
      ticketIds: r.user_ticket_ids,
    };
  };

  app.get(
    base,
    {
      preHandler: guard('list'),
      schema: {
        tags,
        description:
          'Orders of the business, newest first. `search`: a whole order code, a CPF (masked or not) or a whole e-mail are found through their indexes; other text is a contains-search in the buyer name (or in the e-mail when it has an @). Filtered totals are exact up to 10,000.',
        querystring: {
          type: 'object',
          properties: {
            page: { type: 'integer', minimum: 1, default: 1 },
            limit: { type: 'integer', minimum: 1, maximum: 100, default: 10 },
            search: { type: 'string' },
            status: { type: 'string', enum: ORDER_FILTER_CODES.status },
            channel: { type: 'string', enum: ORDER_FILTER_CODES.channel },
            paymentMethod: { type: 'string', enum: ORDER_FILTER_CODES.paymentMethod, description: 'orders with a payment of this method' },
            eventId: uuid,
            startAt: { type: 'string', format: 'date-time', description: 'created at or after' },
            endAt: { type: 'string', format: 'date-time', description: 'created at or before' },
            order: { type: 'string', enum: ['ASC', 'DESC'], default: 'DESC' },
          },
        },
        response: { 200: { type: 'object', properties: { data: { type: 'array', items: orderListSchema }, pagination: paginationSchema } }, ...errors },
      },
    },
    async (request) => listOrders(db, scopeOf(request).businessId, parseOrderListQuery(request.query as Query)),
  );

  app.get(
    `${base}/:id`,
    {
      preHandler: guard('show'),
      schema: {
        tags,
        description: 'The whole order: buyer, items, payments, refunds, issued tickets with their QR payload, messages, timeline, what is still held and which actions its state allows (`can`)',
        params: idParams,
        response: { 200: { ...orderListSchema, additionalProperties: true }, ...errors },
      },
    },
    async (request) => orderDetail(db, scopeOf(request).businessId, idOf(request)),
  );

  app.get(
    `${base}/:id/refunds/preview`,
    {
      preHandler: actionGuard('show'),
      schema: {
        tags,
        description: 'What a refund would return (computed by the server, nothing written): amount, its fees part, the tickets, and the tender (gateway or cash)',
        params: idParams,
        querystring: {
          type: 'object',
          properties: {
            type: { type: 'string', enum: REFUND_TYPES },
            ticketIds: { type: 'string', description: 'comma-separated ids of the tickets (@TICKETS_AND_FEES); absent: every ticket that can be refunded' },
          },
        },
        response: { 200: anyObject, ...errors, 422: errors[400] },
      },
    },
    async (request) => {
      const q = request.query as Query;
      const ids = (Array.isArray(q.ticketIds) ? q.ticketIds.join(',') : q.ticketIds)?.split(',').map((s) => s.trim()).filter(Boolean);
      const input = parseRefundInput({ type: Array.isArray(q.type) ? q.type[0] : q.type, ticketIds: ids?.length ? ids : undefined });
      return previewRefund(db, scopeOf(request).businessId, idOf(request), input);
    },
  );

  app.post(
    `${base}/:id/refunds`,
    {
      preHandler: actionGuard('create'),
      schema: {
        tags,
        description:
          'Refunds fees only (@FEES) or tickets and fees (@TICKETS_AND_FEES, the chosen tickets or all). Through the gateway of the payment (MercadoPago, PagBank) when paid through one: @DONE, @PENDING (processing, or no answer: retry) or @FAILED with the reason; otherwise cash at the counter, @DONE. 422 when the order has nothing of that kind to refund.',
        params: idParams,
        body: {
          type: 'object',
          required: ['type'],
          properties: {
            type: { type: 'string', enum: REFUND_TYPES },
            ticketIds: { type: 'array', items: uuid },
            reason: { type: 'string', maxLength: MAX_REASON },
          },
        },
        response: { 201: refundSchema, ...errors, 409: errors[400], 422: errors[400] },
      },
    },
    async (request, reply) => {
      const input = parseRefundInput(request.body);
      const result = await createRefund(db, app.paymentGateways, actor(request), idOf(request), input);
      return reply.status(201).send(answerRefund(request, result));
    },
  );

  app.post(
    `${base}/:id/refunds/retry`,
    {
      preHandler: actionGuard('create'),
      schema: {
        tags,
        description: 'Asks the gateway again about a pending refund, with the same idempotency key (never a second refund)',
        params: idParams,
        body: { type: 'object', required: ['refundId'], properties: { refundId: uuid } },
        response: { 200: refundSchema, ...errors, 422: errors[400] },
      },
    },
    async (request) => {
      const refundId = (request.body as { refundId?: unknown } | undefined)?.refundId;
      if (!isUuid(refundId)) throw validationError([{ field: 'refundId', message: 'validation.reference' }]);
      return answerRefund(request, await retryRefund(db, app.paymentGateways, actor(request), idOf(request), refundId));
    },
  );

  app.post(
    `${base}/:id/cancel`,
    {
      preHandler: actionGuard('edit'),
      schema: { tags, description: 'Cancels an unpaid order (@PENDING): its places return to their lots; 422 otherwise', params: idParams, response: { 200: anyObject, ...errors, 422: errors[400] } },
    },
    async (request) => {
      const { lotIds } = await cancelOrder(db, actor(request), idOf(request));
      changed(request, idOf(request), lotIds);
      return orderDetail(db, scopeOf(request).businessId, idOf(request));
    },
  );

  app.post(
    `${base}/:id/resend`,
    {
      preHandler: actionGuard('edit'),
      schema: {
        tags,
        description: "Queues the order's tickets for delivery: to the buyer's e-mail (else WhatsApp) or to the contact given. 409 while the same message waits in the queue.",
        params: idParams,
        body: { type: 'object', properties: { channel: { type: 'string', enum: COURTESY_SEND_TYPES }, contact: { type: 'string' } } },
        response: { 201: anyObject, ...errors, 409: errors[400], 422: errors[400] },
      },
    },
    async (request, reply) => {
      const input = parseResendInput(request.body);
      const message = await resendOrder(db, actor(request), idOf(request), input);
      app.courtesyQueue.kick();
      changed(request, idOf(request));
      return reply.status(201).send(message);
    },
  );

  registerPublicOrderRoutes(app, db);
}
