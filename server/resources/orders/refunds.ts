/**
 * Refunds of an order (issue 12; docs/orders.md "Refunds"). The amount is the server's
 * (./refundAmount.ts). A gateway is called outside any transaction (PGlite has one connection):
 *
 * 1. In one transaction, with the order row locked: compute, cancel the chosen tickets (the door
 *    refuses them from now on; one checked in meanwhile stops the refund), and record the refund
 *    @PENDING, holding its amount, so a concurrent refund of the order sees it and cannot return
 *    the same money. A refund without a gateway (cash at the counter) is @DONE in this transaction.
 * 2. Call the gateway with the refund's idempotency key.
 * 3. In a second transaction: @DONE gives the places back to their lots (lot rows locked) and sets
 *    the order's status; @FAILED gives the tickets back to the buyer; @PENDING keeps them cancelled
 *    (money on its way back must not enter) until a retry, with the same key, settles it.
 */
import type { Db } from '../../db/types';
import { ApiError, notFound, validationError } from '../../errors';
import { openColumn } from '../../secrets/active';
import type { GatewayOutcome, PaymentGateways } from '../../payments/gateways';
import { translatePtBR } from '../../../src/shared/catalogue';
import { REFUND_TYPES, type RefundType } from '../../../src/shared/resources/orders/codes';
import { isUuid } from '../ids';
import { recordChange } from '../../audit/record';
import { planRefund, heldMoney, type RefundPlan } from './refundAmount';
import { chooseTender, type Tender } from './tender';
import { orderOf, paymentsOf, refundFactsOf, refundsOf, REFUNDABLE_STATUSES, REFUND_COLUMNS, cents, type OrderRow, type RefundRow } from './store';

const E = 'server.orders.errors.';
export const MAX_REFUND_TICKETS = 1000;
export const MAX_REASON = 500;

export interface RefundInput {
  type: RefundType;
  /** Absent: every unit that can still be refunded. */
  ticketIds?: string[];
  reason: string | null;
}

/** The body of POST /orders/{id}/refunds, or the preview's query: 400 with an issue per bad field. */
export function parseRefundInput(raw: unknown): RefundInput {
  const body = (raw && typeof raw === 'object' && !Array.isArray(raw) ? raw : {}) as Record<string, unknown>;
  const issues: { field: string; message: string }[] = [];
  const type = body.type;
  if (type === undefined || type === null || type === '') issues.push({ field: 'type', message: `${E}typeRequired` });
  else if (typeof type !== 'string' || !(REFUND_TYPES as readonly string[]).includes(type)) issues.push({ field: 'type', message: 'validation.choice' });
  let ticketIds: string[] | undefined;
  if (body.ticketIds !== undefined && body.ticketIds !== null) {
    if (!Array.isArray(body.ticketIds) || body.ticketIds.some((id) => !isUuid(id))) issues.push({ field: 'ticketIds', message: `${E}ticketIdsInvalid` });
    else if (body.ticketIds.length > MAX_REFUND_TICKETS) issues.push({ field: 'ticketIds', message: 'validation.maxValue' });
    else ticketIds = (body.ticketIds as string[]).map((id) => id.toLowerCase());
  }
  let reason: string | null = null;
  if (body.reason !== undefined && body.reason !== null) {
    if (typeof body.reason !== 'string') issues.push({ field: 'reason', message: 'validation.text' });
    else if (body.reason.length > MAX_REASON) issues.push({ field: 'reason', message: `${E}reasonTooLong` });
    // eslint-disable-next-line no-control-regex
    else if (/\u0000/.test(body.reason)) issues.push({ field: 'reason', message: 'validation.text' });
    else reason = body.reason.trim() || null;
  }
  if (issues.length) throw validationError(issues);
  // @FEES takes no tickets: a list sent with it says the caller meant the other option.
  if (type === '@FEES' && ticketIds?.length) throw validationError([{ field: 'ticketIds', message: `${E}feesTakeNoTickets` }]);
  return { type: type as RefundType, ticketIds: type === '@FEES' ? undefined : ticketIds?.length ? ticketIds : undefined, reason };
}

const refused = (code: string, key: string, issues: { field: string; message: string }[] = []) => new ApiError(422, code, key, issues);

/** The ticket code named in a refusal ('ABCD1234EF567890'). */
async function codeOf(db: Db, ticketId: string | undefined): Promise<string> {
  if (!ticketId) return '';
  const { rows } = await db.query<{ code: string }>('SELECT code FROM user_tickets WHERE id = $1', [ticketId]);
  return rows[0]?.code ?? ticketId;
}

interface Planned {
  order: OrderRow;
  plan: RefundPlan;
  tender: Tender;
}

/** The plan of a refund in the caller's transaction (the order row locked by the caller when it will write). */
async function planFor(tx: Db, businessId: string, orderId: string, input: RefundInput, lock: boolean): Promise<Planned & { held: ReturnType<typeof heldMoney> }> {
  const order = await orderOf(tx, businessId, orderId, lock);
  if (order.status === '@PENDING') throw refused('@ORDER_UNPAID', `${E}unpaid`);
  if (!REFUNDABLE_STATUSES.has(order.status)) throw refused('@ORDER_NOT_REFUNDABLE', `${E}notRefundable`);
  const payments = await paymentsOf(tx, order.id);
  const refunds = await refundsOf(tx, order.id);
  const facts = await refundFactsOf(tx, order, payments, refunds);
  const plan = planRefund(facts, input.type, input.ticketIds);
  if ('refusal' in plan) {
    const onTicket = (key: string) => async () => {
      const message = translatePtBR(`${E}${key}`, { code: await codeOf(tx, plan.ticketId) });
      return refused('@TICKET_NOT_REFUNDABLE', message, [{ field: 'ticketIds', message }]);
    };
    const byRefusal: Record<string, () => Promise<ApiError>> = {
      noFees: async () => refused('@NO_FEES', `${E}noFees`),
      noTickets: async () => refused('@NO_TICKETS', `${E}noTickets`, [{ field: 'ticketIds', message: `${E}noTickets` }]),
      nothingToRefund: async () => refused('@NOTHING_TO_REFUND', `${E}nothingToRefund`),
      ticketNotInOrder: async () => refused('@TICKET_NOT_REFUNDABLE', `${E}ticketNotInOrder`, [{ field: 'ticketIds', message: `${E}ticketNotInOrder` }]),
      ticketGone: onTicket('ticketGone'),
      ticketUsed: onTicket('ticketUsed'),
    };
    throw await byRefusal[plan.refusal]();
  }
  const tender = chooseTender(payments, refunds, plan.amount);
  if ('refusal' in tender) {
    const message = translatePtBR(`${E}beyondTender`, {
      method: translatePtBR(`resources.orders.choices.paymentMethod.${tender.method}`),
      amount: (tender.room / 100).toLocaleString('pt-BR', { style: 'currency', currency: 'BRL' }).replace(/\u00a0/g, ' '),
    });
    throw refused('@BEYOND_TENDER', message);
  }
  return { order, plan, tender, held: heldMoney(facts) };
}

/** GET /orders/{id}/refunds/preview: what a refund would return and through what, nothing written. */
export async function previewRefund(db: Db, businessId: string, orderId: string, input: RefundInput) {
  const { plan, tender, held } = await planFor(db, businessId, orderId, input, false);
  return {
    type: input.type,
    amount: plan.amount,
    feesAmount: plan.feesAmount,
    ticketsAmount: plan.amount - plan.feesAmount,
    ticketIds: plan.ticketIds,
    method: tender.method,
    gateway: tender.gateway,
    held,
  };
}

export interface Actor {
  businessId: string;
  userId: string;
}

export interface RefundResult {
  refund: RefundRow;
  /** Lots whose places came back (realtime refresh of open sales trees). */
  lotIds: string[];
}

/** Status of the order once a refund is done: refunded when every unit and all the money are back. */
async function settleOrder(tx: Db, order: OrderRow, refund: RefundRow): Promise<string[]> {
  const { rows: items } = await tx.query<{ id: string; lot_id: string; n: number }>(
    `SELECT oi.id, oi.lot_id::text, count(*)::int AS n FROM user_tickets ut JOIN order_items oi ON oi.id = ut.order_item_id
      WHERE ut.id = ANY($1::uuid[]) AND oi.order_id = $2 GROUP BY oi.id, oi.lot_id`,
    [refund.user_ticket_ids, order.id],
  );
  const lotIds = [...new Set(items.map((i) => i.lot_id))].sort();
  if (lotIds.length) {
    // Places go back to their lots under the lots' locks, as every change of places does (lockLotSold).
    await tx.query('SELECT id FROM lots WHERE business_id = $1 AND id = ANY($2::uuid[]) ORDER BY id FOR UPDATE', [order.business_id, lotIds]);
    await tx.query(
      `UPDATE order_items oi SET canceled_quantity = least(oi.quantity, oi.canceled_quantity + x.n)
         FROM unnest($1::uuid[], $2::int[]) AS x(id, n) WHERE oi.id = x.id`,
      [items.map((i) => i.id), items.map((i) => i.n)],
    );
  }
  await tx.query(
    `UPDATE orders o SET
        status = CASE WHEN NOT EXISTS (SELECT 1 FROM order_items i WHERE i.order_id = o.id AND i.canceled_quantity < i.quantity)
                       AND (SELECT coalesce(sum(r.amount), 0) FROM order_refunds r WHERE r.order_id = o.id AND r.status = '@DONE')
                           >= (SELECT coalesce(sum(p.amount), 0) FROM order_payments p WHERE p.order_id = o.id AND p.status = '@APPROVED')
                      THEN '@REFUNDED' ELSE '@PARTIALLY_REFUNDED' END,
        refund_type = $2, refunded_at = now(), updated_at = now()
      WHERE o.id = $1`,
    [order.id, refund.type],
  );
  return lotIds;
}

/** Records a gateway's answer on a pending refund (in the caller's transaction, order row locked). */
async function finish(tx: Db, order: OrderRow, refundId: string, outcome: GatewayOutcome, actor: Actor): Promise<RefundResult> {
  const { rows } = await tx.query<RefundRow>(`SELECT ${REFUND_COLUMNS} FROM order_refunds WHERE id = $1 AND order_id = $2 FOR UPDATE`, [refundId, order.id]);
  const current = rows[0];
  if (!current) throw notFound();
  // Settled meanwhile (a retry answered first): what it recorded stands.
  if (current.status !== '@PENDING') return { refund: current, lotIds: [] };
  const { rows: updated } = await tx.query<RefundRow>(
    `UPDATE order_refunds SET status = $2, gateway_message = $3, gateway_reference = coalesce($4, gateway_reference), updated_at = now()
      WHERE id = $1 RETURNING ${REFUND_COLUMNS}`,
    [refundId, outcome.status, outcome.message, outcome.reference],
  );
  const refund = updated[0];
  await recordChange(tx, {
    businessId: actor.businessId, actorId: actor.userId, resource: 'orders', recordId: order.id, action: '@UPDATE',
    before: { refundStatus: current.status, refundMessage: current.gateway_message }, after: { refundStatus: refund.status, refundMessage: refund.gateway_message },
  });
  if (outcome.status === '@FAILED' && refund.user_ticket_ids.length) {
    // No money went back: the tickets are the buyer's again.
    await tx.query(`UPDATE user_tickets SET canceled_at = NULL, cancel_reason = NULL WHERE id = ANY($1::uuid[]) AND cancel_reason = '@REFUNDED'`, [refund.user_ticket_ids]);
  }
  const lotIds = outcome.status === '@DONE' ? await settleOrder(tx, order, refund) : [];
  return { refund, lotIds };
}

/** The access token of the payment's account, for the gateway call; a missing one fails the refund with a reason. */
async function tokenOf(tx: Db, businessId: string, accountId: string | null): Promise<string | null> {
  if (!accountId) return null;
  const { rows } = await tx.query<{ secret: string | null }>('SELECT production_api_secret AS secret FROM payment_accounts WHERE business_id = $1 AND id = $2', [
    businessId,
    accountId,
  ]);
  const sealed = rows[0]?.secret;
  return sealed ? openColumn('payment_accounts', 'production_api_secret', sealed) : null;
}

async function callGateway(gateways: PaymentGateways, refund: RefundRow, tender: Pick<Tender, 'gateway' | 'reference' | 'full'>, token: string | null): Promise<GatewayOutcome> {
  if (!token) return { status: '@FAILED', reference: null, message: translatePtBR('server.orders.gateway.noCredentials') };
  return gateways.refund(tender.gateway!, {
    token,
    reference: tender.reference!,
    amount: cents(refund.amount),
    full: tender.full,
    idempotencyKey: refund.idempotency_key,
  });
}

/** POST /orders/{id}/refunds. */
export async function createRefund(db: Db, gateways: PaymentGateways, actor: Actor, orderId: string, input: RefundInput): Promise<RefundResult> {
  const reserved = await db.transaction(async (tx) => {
    const { order, plan, tender } = await planFor(tx, actor.businessId, orderId, input, true);
    if (plan.ticketIds.length) {
      // Conditional, like the door's check-in: of a refund and a scan of one ticket, one wins.
      const { rows } = await tx.query<{ id: string }>(
        `UPDATE user_tickets SET canceled_at = now(), cancel_reason = '@REFUNDED'
          WHERE business_id = $1 AND id = ANY($2::uuid[]) AND canceled_at IS NULL AND validated_at IS NULL RETURNING id`,
        [actor.businessId, plan.ticketIds],
      );
      if (rows.length !== plan.ticketIds.length) {
        const taken = new Set(rows.map((r) => r.id));
        const message = translatePtBR(`${E}ticketUsed`, { code: await codeOf(tx, plan.ticketIds.find((id) => !taken.has(id))) });
        throw new ApiError(409, '@TICKET_NOT_REFUNDABLE', message, [{ field: 'ticketIds', message }]);
      }
    }
    // Cash handed back at the counter leaves the refunder's open cash session, when there is one;
    // FOR SHARE, as a sale does: a session being closed meanwhile counts the refund or never gets it.
    const cashSession = tender.gateway
      ? null
      : ((await tx.query<{ id: string }>('SELECT id FROM cash_sessions WHERE business_id = $1 AND user_id = $2 AND closed_at IS NULL FOR SHARE', [actor.businessId, actor.userId])).rows[0]?.id ?? null);
    const { rows } = await tx.query<RefundRow>(
      `INSERT INTO order_refunds (business_id, order_id, type, amount, fees_amount, user_ticket_ids, reason, status, method, gateway,
                                  payment_id, cash_session_id, created_by)
       VALUES ($1, $2, $3, $4, $5, $6::uuid[], $7, $8, $9, $10, $11, $12, $13) RETURNING ${REFUND_COLUMNS}`,
      [
        actor.businessId, order.id, input.type, plan.amount, plan.feesAmount, plan.ticketIds, input.reason,
        tender.gateway ? '@PENDING' : '@DONE', tender.method, tender.gateway, tender.paymentId, cashSession, actor.userId,
      ],
    );
    const refund = rows[0];
    // In the order's history: the refund asked for (its kind, amount in cents, how it goes back, its state).
    await recordChange(tx, {
      businessId: actor.businessId, actorId: actor.userId, resource: 'orders', recordId: order.id, action: '@UPDATE',
      before: { refundType: null, refundAmount: null, refundStatus: null, refundReason: null },
      after: { refundType: refund.type, refundAmount: cents(refund.amount), refundStatus: refund.status, refundReason: refund.reason },
    });
    const lotIds = tender.gateway ? [] : await settleOrder(tx, order, refund);
    const token = tender.gateway ? await tokenOf(tx, actor.businessId, tender.accountId) : null;
    return { order, refund, tender, token, lotIds };
  });
  if (!reserved.tender.gateway) return { refund: reserved.refund, lotIds: reserved.lotIds };
  const outcome = await callGateway(gateways, reserved.refund, reserved.tender, reserved.token);
  return db.transaction(async (tx) => finish(tx, await orderOf(tx, actor.businessId, orderId, true), reserved.refund.id, outcome, actor));
}

/**
 * POST /orders/{id}/refunds/{refundId}/retry: asks the gateway again about a pending refund, with
 * its own idempotency key, so a refund the gateway already made is not made twice (MercadoPago
 * answers the same refund; a new request would be a second one).
 */
export async function retryRefund(db: Db, gateways: PaymentGateways, actor: Actor, orderId: string, refundId: string): Promise<RefundResult> {
  if (!isUuid(refundId)) throw notFound();
  const ready = await db.transaction(async (tx) => {
    const order = await orderOf(tx, actor.businessId, orderId, true);
    const refunds = await refundsOf(tx, order.id);
    const refund = refunds.find((r) => r.id === refundId.toLowerCase());
    if (!refund) throw notFound();
    if (refund.status !== '@PENDING' || !refund.gateway || !refund.payment_id) throw refused('@REFUND_NOT_PENDING', `${E}notPending`);
    const payment = (await paymentsOf(tx, order.id)).find((p) => p.id === refund.payment_id);
    if (!payment?.gateway_reference) throw refused('@REFUND_NOT_PENDING', `${E}notPending`);
    const before = refunds.filter((r) => r.payment_id === payment.id && r.status !== '@FAILED' && r.id !== refund.id);
    const full = before.length === 0 && cents(refund.amount) === cents(payment.amount);
    return { refund, tender: { gateway: refund.gateway, reference: payment.gateway_reference, full }, token: await tokenOf(tx, actor.businessId, payment.payment_account_id) };
  });
  const outcome = await callGateway(gateways, ready.refund, ready.tender, ready.token);
  return db.transaction(async (tx) => finish(tx, await orderOf(tx, actor.businessId, orderId, true), refundId.toLowerCase(), outcome, actor));
}
