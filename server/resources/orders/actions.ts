/**
 * Cancelling an unpaid order and resending an order's tickets (issue 12). Both lock the order row,
 * so they run one after the other with a refund of the same order.
 */
import type { Db } from '../../db/types';
import { ApiError, validationError } from '../../errors';
import { COURTESY_SEND_TYPES, isValidContact, normaliseContact, type CourtesySendType } from '../../../src/shared/resources/courtesies/contacts';
import { orderOf, REFUNDABLE_STATUSES } from './store';
import type { Actor } from './refunds';
import { iso } from './present';
import { recordChange } from '../../audit/record';

const E = 'server.orders.errors.';

/**
 * POST /orders/{id}/cancel: only an unpaid order (@PENDING). Every unit is cancelled and its place
 * goes back to its lot, under the lots' locks like every change of places.
 */
export async function cancelOrder(db: Db, actor: Actor, orderId: string): Promise<{ lotIds: string[] }> {
  return db.transaction(async (tx) => {
    const order = await orderOf(tx, actor.businessId, orderId, true);
    if (order.status !== '@PENDING') throw new ApiError(422, '@ORDER_NOT_CANCELABLE', `${E}notCancelable`);
    const { rows: items } = await tx.query<{ lot_id: string }>('SELECT DISTINCT lot_id::text FROM order_items WHERE order_id = $1', [order.id]);
    const lotIds = items.map((i) => i.lot_id).sort();
    if (lotIds.length) await tx.query('SELECT id FROM lots WHERE business_id = $1 AND id = ANY($2::uuid[]) ORDER BY id FOR UPDATE', [actor.businessId, lotIds]);
    await tx.query('UPDATE order_items SET canceled_quantity = quantity WHERE order_id = $1', [order.id]);
    await tx.query(
      `UPDATE user_tickets ut SET canceled_at = now(), cancel_reason = '@CANCELED'
         FROM order_items oi WHERE oi.order_id = $1 AND ut.order_item_id = oi.id AND ut.canceled_at IS NULL`,
      [order.id],
    );
    await tx.query(`UPDATE orders SET status = '@CANCELED', canceled_at = now(), updated_at = now() WHERE id = $1`, [order.id]);
    await recordChange(tx, { businessId: actor.businessId, actorId: actor.userId, resource: 'orders', recordId: order.id, action: '@UPDATE', before: { status: order.status }, after: { status: '@CANCELED' } });
    return { lotIds };
  });
}

export interface ResendInput {
  channel?: CourtesySendType;
  contact?: string;
}

export function parseResendInput(raw: unknown): ResendInput {
  const body = (raw && typeof raw === 'object' && !Array.isArray(raw) ? raw : {}) as Record<string, unknown>;
  const issues: { field: string; message: string }[] = [];
  const out: ResendInput = {};
  if (body.channel !== undefined && body.channel !== null && body.channel !== '') {
    if (typeof body.channel !== 'string' || !(COURTESY_SEND_TYPES as readonly string[]).includes(body.channel)) issues.push({ field: 'channel', message: 'validation.choice' });
    else out.channel = body.channel as CourtesySendType;
  }
  if (body.contact !== undefined && body.contact !== null && body.contact !== '') {
    if (typeof body.contact !== 'string' || body.contact.length > 200) issues.push({ field: 'contact', message: `${E}contactInvalid` });
    else out.contact = body.contact;
  }
  if (issues.length) throw validationError(issues);
  return out;
}

/**
 * POST /orders/{id}/resend: queues a message with the order's tickets (an `order_messages` row,
 * delivered by the queue like a courtesy, server/delivery/orderMessages.ts). By default to the
 * buyer's e-mail, else the buyer's phone by WhatsApp; a contact given replaces it. Only an order
 * with tickets still valid, and not while the same message waits in the queue.
 */
export async function resendOrder(db: Db, actor: Actor, orderId: string, input: ResendInput) {
  return db.transaction(async (tx) => {
    const order = await orderOf(tx, actor.businessId, orderId, true);
    const { rows: live } = await tx.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM order_items oi JOIN user_tickets ut ON ut.order_item_id = oi.id WHERE oi.order_id = $1 AND ut.canceled_at IS NULL',
      [order.id],
    );
    if (!REFUNDABLE_STATUSES.has(order.status) || !live[0]?.n) throw new ApiError(422, '@NOTHING_TO_SEND', `${E}nothingToSend`);
    const given = input.contact?.trim();
    const channel: CourtesySendType | undefined =
      input.channel ?? (given ? (given.includes('@') ? '@EMAIL' : '@WHATSAPP') : order.customer_email ? '@EMAIL' : order.customer_phone ? '@WHATSAPP' : undefined);
    const raw = given ?? (channel === '@EMAIL' ? order.customer_email : order.customer_phone) ?? '';
    if (!channel || !raw) throw validationError([{ field: 'contact', message: `${E}contactRequired` }]);
    if (!isValidContact(channel, raw)) throw validationError([{ field: 'contact', message: `${E}contactInvalid` }]);
    const contact = normaliseContact(channel, raw);
    const { rows: waiting } = await tx.query(`SELECT 1 FROM order_messages WHERE order_id = $1 AND channel = $2 AND contact = $3 AND delivery_status = '@QUEUED'`, [
      order.id,
      channel,
      contact,
    ]);
    if (waiting.length) throw new ApiError(409, '@ALREADY_QUEUED', `${E}alreadyQueued`);
    const { rows } = await tx.query<{ id: string; channel: string; contact: string; delivery_status: string; created_at: Date }>(
      `INSERT INTO order_messages (business_id, order_id, channel, contact, created_by) VALUES ($1, $2, $3, $4, $5)
       RETURNING id, channel, contact, delivery_status, created_at`,
      [actor.businessId, order.id, channel, contact, actor.userId],
    );
    const m = rows[0];
    // In the order's history: the tickets sent again, and where to.
    await recordChange(tx, {
      businessId: actor.businessId, actorId: actor.userId, resource: 'orders', recordId: order.id, action: '@UPDATE',
      before: { resentTo: null }, after: { resentTo: m.contact },
    });
    return { id: m.id, channel: m.channel, contact: m.contact, status: m.delivery_status, createdAt: iso(m.created_at) };
  });
}
