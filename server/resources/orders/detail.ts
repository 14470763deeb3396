/**
 * GET /orders/{id}: the whole order for its page (issue 12): buyer, items, payments, refunds, the
 * tickets with the payload their QR codes draw (server/door/ticketQr.ts), the deliveries of its
 * tickets, a timeline (created, paid, cancelled, each refund, each check-in and undo, each message),
 * what is still held, and which actions the order's state allows (`can`; permissions are the
 * caller's to add).
 */
import type { Db } from '../../db/types';
import { notFound } from '../../errors';
import { ticketQrPayload } from '../../door/ticketQr';
import { isUuid } from '../ids';
import { heldMoney } from './refundAmount';
import { LIST_COLUMNS } from './list';
import { iso, presentOrder, type OrderListRow } from './present';
import { cents, paymentsOf, refundFactsOf, REFUNDABLE_STATUSES, refundColumns, type OrderRow, type RefundRow } from './store';

type Row = Record<string, unknown>;
const str = (v: unknown) => (v == null ? null : String(v));

export interface TimelineEntry {
  type: '@CREATED' | '@PAID' | '@CANCELED' | '@REFUND' | '@CHECKIN' | '@CHECKIN_UNDONE' | '@MESSAGE';
  at: string;
  [detail: string]: unknown;
}

const TYPE_ORDER = ['@CREATED', '@PAID', '@MESSAGE', '@CHECKIN', '@CHECKIN_UNDONE', '@REFUND', '@CANCELED'];

export async function orderDetail(db: Db, businessId: string, id: string) {
  if (!isUuid(id)) throw notFound();
  const { rows: heads } = await db.query<OrderListRow & OrderRow & Row>(
    `SELECT ${LIST_COLUMNS}, o.business_id, o.session_id, e.title AS event_title, e.start_at AS event_start_at, s.title AS session_title,
            trim(concat(u.first_name, ' ', u.last_name)) AS seller_name,
            (SELECT array_agg(DISTINCT p.method ORDER BY p.method) FROM order_payments p WHERE p.order_id = o.id) AS payment_methods,
            (SELECT coalesce(sum(i.quantity - i.canceled_quantity), 0)::int FROM order_items i WHERE i.order_id = o.id) AS tickets
       FROM orders o
       LEFT JOIN events e ON e.business_id = o.business_id AND e.id = o.event_id
       LEFT JOIN sessions s ON s.business_id = o.business_id AND s.id = o.session_id
       LEFT JOIN users u ON u.id = o.seller_id
      WHERE o.business_id = $1 AND o.id = $2`,
    [businessId, id],
  );
  const head = heads[0];
  if (!head) throw notFound();
  const orderId = head.id;

  const items = (
    await db.query<Row>(
      `SELECT oi.id, oi.sector_id, oi.ticket_id, oi.lot_id, oi.quantity, oi.canceled_quantity, oi.unit_price, oi.fees,
              s.name AS sector_name, t.title AS ticket_title, l.title AS lot_title
         FROM order_items oi
         LEFT JOIN sectors s ON s.business_id = oi.business_id AND s.id = oi.sector_id
         LEFT JOIN tickets t ON t.business_id = oi.business_id AND t.id = oi.ticket_id
         LEFT JOIN lots l ON l.business_id = oi.business_id AND l.id = oi.lot_id
        WHERE oi.order_id = $1 ORDER BY oi.created_at, oi.id`,
      [orderId],
    )
  ).rows;
  const tickets = (
    await db.query<Row>(
      `SELECT ut.id, ut.code, ut.order_item_id, coalesce(ut.category, t.category) AS category, ut.holder_name, ut.holder_email,
              ut.holder_phone, ut.holder_cpf, ut.validated_at, ut.canceled_at, ut.cancel_reason
         FROM order_items oi JOIN user_tickets ut ON ut.order_item_id = oi.id
         LEFT JOIN tickets t ON t.business_id = oi.business_id AND t.id = oi.ticket_id
        WHERE oi.order_id = $1 ORDER BY ut.code, ut.id`,
      [orderId],
    )
  ).rows;
  const payments = await paymentsOf(db, orderId);
  const paymentDetails = (
    await db.query<Row>(
      `SELECT id, received, change, installments, card_bin, created_at FROM order_payments WHERE order_id = $1`,
      [orderId],
    )
  ).rows;
  const refunds = (
    await db.query<RefundRow & { created_by_name: string | null }>(
      `SELECT ${refundColumns('r')}, trim(concat(u.first_name, ' ', u.last_name)) AS created_by_name
         FROM order_refunds r LEFT JOIN users u ON u.id = r.created_by WHERE r.order_id = $1 ORDER BY r.created_at, r.id`,
      [orderId],
    )
  ).rows;
  const checkins = (
    await db.query<Row>(
      `SELECT c.id, c.user_ticket_id, ut.code, c.at, c.undone_at, c.validator_id
         FROM order_items oi JOIN user_tickets ut ON ut.order_item_id = oi.id JOIN ticket_checkins c ON c.user_ticket_id = ut.id
        WHERE oi.order_id = $1 ORDER BY c.at, c.id`,
      [orderId],
    )
  ).rows;
  const messages = (
    await db.query<Row>(
      `SELECT m.id, m.channel, m.contact, m.delivery_status, m.delivery_error, m.attempts, m.sent_at, m.created_at,
              trim(concat(u.first_name, ' ', u.last_name)) AS created_by_name
         FROM order_messages m LEFT JOIN users u ON u.id = m.created_by WHERE m.order_id = $1 ORDER BY m.created_at, m.id`,
      [orderId],
    )
  ).rows;

  const facts = await refundFactsOf(db, head, payments, refunds);
  const held = heldMoney(facts);
  const refundable = REFUNDABLE_STATUSES.has(head.status) && held.total > 0;
  const itemOf = new Map(items.map((i) => [String(i.id), i]));
  const live = tickets.filter((t) => !t.canceled_at);

  const timeline: TimelineEntry[] = [{ type: '@CREATED', at: iso(head.created_at)! }];
  if (head.paid_at) timeline.push({ type: '@PAID', at: iso(head.paid_at)! });
  if (head.canceled_at) timeline.push({ type: '@CANCELED', at: iso(head.canceled_at)! });
  for (const r of refunds) {
    timeline.push({ type: '@REFUND', at: iso(r.created_at)!, refundId: r.id, refundType: r.type, amount: cents(r.amount), status: r.status, message: r.gateway_message });
  }
  for (const c of checkins) {
    timeline.push({ type: '@CHECKIN', at: iso(c.at as Date)!, ticketCode: c.code, validatorId: str(c.validator_id) });
    if (c.undone_at) timeline.push({ type: '@CHECKIN_UNDONE', at: iso(c.undone_at as Date)!, ticketCode: c.code });
  }
  for (const m of messages) {
    timeline.push({ type: '@MESSAGE', at: iso(m.created_at as Date)!, channel: m.channel, contact: m.contact, status: m.delivery_status, sentAt: iso(m.sent_at as Date | null) });
  }
  timeline.sort((a, b) => a.at.localeCompare(b.at) || TYPE_ORDER.indexOf(a.type) - TYPE_ORDER.indexOf(b.type));

  const detailsOf = new Map(paymentDetails.map((p) => [String(p.id), p]));
  return {
    ...presentOrder(head),
    event: { id: head.event_id, title: head.event_title ?? null, startAt: iso(head.event_start_at as Date | null) },
    session: head.session_id ? { id: String(head.session_id), title: str(head.session_title) } : null,
    sellerName: str(head.seller_name) || null,
    items: items.map((i) => ({
      id: i.id,
      sector: { id: i.sector_id, name: str(i.sector_name) },
      ticket: { id: i.ticket_id, title: str(i.ticket_title) },
      lot: { id: i.lot_id, title: str(i.lot_title) },
      unitPrice: cents(i.unit_price as number),
      quantity: Number(i.quantity),
      canceledQuantity: Number(i.canceled_quantity),
      fees: cents(i.fees as number),
    })),
    payments: payments.map((p) => {
      const d = detailsOf.get(p.id) ?? {};
      return {
        id: p.id,
        method: p.method,
        amount: cents(p.amount),
        status: p.status,
        received: d.received == null ? null : cents(d.received as number),
        change: d.change == null ? null : cents(d.change as number),
        installments: d.installments == null ? null : Number(d.installments),
        cardBin: str(d.card_bin),
        gateway: p.gateway,
        gatewayReference: p.gateway_reference,
        createdAt: iso(d.created_at as Date),
      };
    }),
    refunds: refunds.map((r) => ({
      id: r.id,
      type: r.type,
      amount: cents(r.amount),
      feesAmount: cents(r.fees_amount),
      status: r.status,
      method: r.method,
      gateway: r.gateway,
      gatewayReference: r.gateway_reference,
      gatewayMessage: r.gateway_message,
      reason: r.reason,
      ticketIds: r.user_ticket_ids,
      createdByName: r.created_by_name || null,
      createdAt: iso(r.created_at),
      updatedAt: iso(r.updated_at),
      canRetry: r.status === '@PENDING' && Boolean(r.gateway),
    })),
    issuedTickets: tickets.map((t) => {
      const item = itemOf.get(String(t.order_item_id));
      return {
        id: t.id,
        code: t.code,
        // What the ticket's QR code holds; none for a cancelled ticket, which the door refuses anyway.
        qr: t.canceled_at ? null : ticketQrPayload(String(t.code)),
        category: str(t.category),
        holderName: str(t.holder_name),
        holderEmail: str(t.holder_email),
        holderPhone: str(t.holder_phone),
        holderCpf: str(t.holder_cpf),
        sectorName: str(item?.sector_name),
        ticketTitle: str(item?.ticket_title),
        lotTitle: str(item?.lot_title),
        unitPrice: cents(item?.unit_price as number),
        checkedInAt: iso(t.validated_at as Date | null),
        canceledAt: iso(t.canceled_at as Date | null),
        cancelReason: str(t.cancel_reason),
      };
    }),
    messages: messages.map((m) => ({
      id: m.id,
      channel: m.channel,
      contact: m.contact,
      status: m.delivery_status,
      error: str(m.delivery_error),
      attempts: Number(m.attempts),
      sentAt: iso(m.sent_at as Date | null),
      createdAt: iso(m.created_at as Date),
      createdByName: str(m.created_by_name) || null,
    })),
    timeline,
    paid: facts.paid,
    refunded: refunds.filter((r) => r.status === '@DONE').reduce((a, r) => a + cents(r.amount), 0),
    refundPending: refunds.filter((r) => r.status === '@PENDING').reduce((a, r) => a + cents(r.amount), 0),
    held,
    can: {
      refundFees: refundable && held.fees > 0,
      refundTickets: refundable && facts.units.some((u) => !u.gone && !u.used),
      cancel: head.status === '@PENDING',
      resend: REFUNDABLE_STATUSES.has(head.status) && live.length > 0,
    },
  };
}
