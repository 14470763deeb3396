/**
 * A box-office order as POST /cashier/orders answers it (docs/cashier.md): amounts, buyer,
 * tenders with change, items, and each ticket with the signed text its QR code draws
 * (ticketQrPayload, docs/orders.md "The door"), plus the messages queued to the buyer.
 */
import type { Db } from '../db/types';
import { notFound } from '../errors';
import { ticketQrPayload } from '../door/ticketQr';

type Row = Record<string, unknown>;
const num = (v: unknown) => Number(v ?? 0);

export async function loadCashierOrder(db: Db, businessId: string, orderId: string) {
  const { rows: found } = await db.query(
    `SELECT o.*, e.title AS event_title, s.title AS session_title, trim(u.first_name || ' ' || u.last_name) AS seller_name
       FROM orders o LEFT JOIN events e ON e.business_id = o.business_id AND e.id = o.event_id
       LEFT JOIN sessions s ON s.business_id = o.business_id AND s.id = o.session_id
       LEFT JOIN users u ON u.id = o.seller_id
      WHERE o.business_id = $1 AND o.id = $2`,
    [businessId, orderId],
  );
  const o = found[0];
  if (!o) throw notFound();
  const [{ rows: items }, { rows: tickets }, { rows: payments }, { rows: messages }] = await Promise.all([
    db.query(
      `SELECT oi.id, oi.lot_id, oi.quantity, oi.unit_price, sec.name AS sector, t.title AS ticket, t.type, t.amount_multiple, l.title AS lot
         FROM order_items oi LEFT JOIN sectors sec ON sec.id = oi.sector_id LEFT JOIN tickets t ON t.id = oi.ticket_id LEFT JOIN lots l ON l.id = oi.lot_id
        WHERE oi.business_id = $1 AND oi.order_id = $2 ORDER BY oi.created_at, oi.id`,
      [businessId, orderId],
    ),
    db.query(
      `SELECT ut.id, ut.code, ut.category, ut.holder_name, ut.order_item_id FROM user_tickets ut JOIN order_items oi ON oi.id = ut.order_item_id
        WHERE oi.business_id = $1 AND oi.order_id = $2 ORDER BY oi.created_at, oi.id, ut.created_at, ut.code`,
      [businessId, orderId],
    ),
    db.query(
      `SELECT method, amount, received, change, card_bin, installments, pos_fee FROM order_payments WHERE business_id = $1 AND order_id = $2 ORDER BY created_at, id`,
      [businessId, orderId],
    ),
    db.query(`SELECT channel, contact, delivery_status FROM order_messages WHERE business_id = $1 AND order_id = $2 ORDER BY created_at, channel`, [businessId, orderId]),
  ]);
  const itemOf = new Map(items.map((i: Row) => [i.id, i]));
  return {
    id: o.id,
    code: o.code,
    status: o.status,
    channel: o.channel,
    createdAt: o.created_at,
    paidAt: o.paid_at,
    event: { id: o.event_id, title: o.event_title ?? null },
    session: o.session_id ? { id: o.session_id, title: o.session_title ?? null } : null,
    seller: o.seller_id ? { id: o.seller_id, name: o.seller_name } : null,
    cashSessionId: o.cash_session_id,
    buyer: o.customer_name || o.customer_email || o.customer_phone || o.customer_cpf
      ? { name: o.customer_name, email: o.customer_email, phone: o.customer_phone, cpf: o.customer_cpf }
      : null,
    subtotal: items.reduce((s: number, i: Row) => s + num(i.unit_price) * num(i.quantity), 0),
    couponCode: o.coupon_code ?? null,
    couponDiscount: num(o.coupon_discount),
    discount: num(o.discount),
    total: num(o.total),
    change: payments.reduce((s: number, p: Row) => s + num(p.change), 0),
    payments: payments.map((p: Row) => ({
      method: p.method,
      amount: num(p.amount),
      received: p.received === null ? null : num(p.received),
      change: p.change === null ? null : num(p.change),
      cardBin: p.card_bin ?? null,
      installments: p.installments ?? null,
      posFee: num(p.pos_fee),
    })),
    items: items.map((i: Row) => ({ lotId: i.lot_id, sector: i.sector, ticket: i.ticket, lot: i.lot, unitPrice: num(i.unit_price), quantity: num(i.quantity) })),
    tickets: tickets.map((t: Row) => {
      const item = itemOf.get(t.order_item_id) ?? {};
      return {
        id: t.id,
        code: t.code,
        qr: ticketQrPayload(String(t.code)),
        category: t.category,
        sector: item.sector ?? null,
        ticket: item.ticket ?? null,
        lot: item.lot ?? null,
        // A @MULTIPLE ticket (a table for four) is one QR for amountMultiple people.
        admits: item.type === '@MULTIPLE' ? num(item.amount_multiple) || 1 : 1,
        holderName: t.holder_name ?? null,
      };
    }),
    messages: messages.map((m: Row) => ({ channel: m.channel, contact: m.contact, status: m.delivery_status })),
  };
}
