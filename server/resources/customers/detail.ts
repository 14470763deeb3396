/**
 * One customer (GET /business/customers/{id}): the row, their figures over every paid order, and
 * their newest orders for the page to link to. Another business's customer is a 404, like an
 * unknown id: the row is read by id and the caller's business together.
 */
import type { Db } from '../../db/types';
import { notFound } from '../../errors';
import { isUuid } from '../ids';
import { customerWhere, figuresOf, type Row } from './select';
import { presentCustomer } from './present';

/** Orders shown on the customer's page; the rest are in the orders list (search by CPF or e-mail). */
export const CUSTOMER_ORDERS_SHOWN = 50;

interface OrderRow {
  id: string;
  code: string;
  created_at: Date | string;
  status: string;
  channel: string;
  event_id: string;
  event_title: string | null;
  total: number;
  refunded: number;
  tickets: number;
}

export async function getCustomer(db: Db, businessId: string, id: string): Promise<Row> {
  if (!isUuid(id)) throw notFound();
  const { rows } = await db.query<Row>('SELECT c.* FROM customers c WHERE c.business_id = $1 AND c.id = $2', [businessId, id]);
  if (!rows[0]) throw notFound();
  const figures = await figuresOf(db, customerWhere(businessId, {}), [id]);
  const orders = await db.query<OrderRow>(
    `SELECT o.id, o.code, o.created_at, o.status, o.channel, o.event_id, e.title AS event_title, o.total,
            coalesce((SELECT sum(rf.amount) FROM order_refunds rf WHERE rf.order_id = o.id AND rf.status = '@DONE'), 0)::bigint AS refunded,
            coalesce((SELECT sum(oi.quantity - oi.canceled_quantity) FROM order_items oi WHERE oi.order_id = o.id), 0)::int AS tickets
       FROM orders o LEFT JOIN events e ON e.business_id = o.business_id AND e.id = o.event_id
      WHERE o.business_id = $1 AND o.customer_id = $2
      ORDER BY o.created_at DESC, o.id DESC LIMIT ${CUSTOMER_ORDERS_SHOWN + 1}`,
    [businessId, id],
  );
  return {
    ...presentCustomer(rows[0], figures.get(id)),
    orders: orders.rows.slice(0, CUSTOMER_ORDERS_SHOWN).map((o) => ({
      id: o.id,
      code: o.code,
      createdAt: new Date(o.created_at).toISOString(),
      status: o.status,
      channel: o.channel,
      event: { id: o.event_id, title: o.event_title },
      ticketsCount: Number(o.tickets),
      total: Number(o.total),
      refunded: Number(o.refunded),
    })),
    moreOrders: orders.rows.length > CUSTOMER_ORDERS_SHOWN,
  };
}
