/** Rows of one order as the refunds, the actions and the detail read them (migration 012, docs/orders.md). */
import type { Db } from '../../db/types';
import { notFound } from '../../errors';
import { isUuid } from '../ids';
import type { RefundFacts } from './refundAmount';

export interface OrderRow {
  id: string;
  business_id: string;
  event_id: string;
  code: string;
  status: string;
  channel: string;
  customer_name: string | null;
  customer_email: string | null;
  customer_phone: string | null;
  customer_cpf: string | null;
  fees: string | number;
  coupon_discount: string | number;
  discount: string | number;
  total: string | number;
}

export interface PaymentRow {
  id: string;
  method: string;
  amount: string | number;
  status: string;
  gateway: '@MERCADOPAGO' | '@PAGSEGURO' | null;
  payment_account_id: string | null;
  gateway_reference: string | null;
}

export interface RefundRow {
  id: string;
  order_id: string;
  type: '@FEES' | '@TICKETS_AND_FEES';
  amount: string | number;
  fees_amount: string | number;
  status: '@PENDING' | '@DONE' | '@FAILED';
  payment_id: string | null;
  method: string | null;
  gateway: '@MERCADOPAGO' | '@PAGSEGURO' | null;
  gateway_reference: string | null;
  gateway_message: string | null;
  idempotency_key: string;
  user_ticket_ids: string[];
  reason: string | null;
  created_at: Date | string;
  updated_at: Date | string;
}

const ORDER_COLUMNS = `id, business_id, event_id, code, status, channel, customer_name, customer_email, customer_phone, customer_cpf,
  fees, coupon_discount, discount, total`;

/**
 * The order of the caller's business, its row locked until the transaction ends (`lock`): a refund,
 * a cancel and a resend of one order run one after the other. Another business's order, or a
 * malformed id, is a 404.
 */
export async function orderOf(db: Db, businessId: string, id: string, lock = false): Promise<OrderRow> {
  if (!isUuid(id)) throw notFound();
  const { rows } = await db.query<OrderRow>(
    `SELECT ${ORDER_COLUMNS} FROM orders WHERE business_id = $1 AND id = $2${lock ? ' FOR UPDATE' : ''}`,
    [businessId, id],
  );
  if (!rows[0]) throw notFound();
  return rows[0];
}

export const cents = (v: string | number | null | undefined) => Number(v ?? 0);

export async function paymentsOf(db: Db, orderId: string): Promise<PaymentRow[]> {
  return (
    await db.query<PaymentRow>(
      `SELECT id, method, amount, status, gateway, payment_account_id, gateway_reference
         FROM order_payments WHERE order_id = $1 ORDER BY created_at, id`,
      [orderId],
    )
  ).rows;
}

/** The columns of a RefundRow, of the table aliased `alias` when given. */
export const refundColumns = (alias = '') => {
  const a = alias ? `${alias}.` : '';
  return `${a}id, ${a}order_id, ${a}type, ${a}amount, ${a}fees_amount, ${a}status, ${a}payment_id, ${a}method, ${a}gateway, ${a}gateway_reference,
  ${a}gateway_message, ${a}idempotency_key::text AS idempotency_key, ${a}user_ticket_ids::text[] AS user_ticket_ids, ${a}reason, ${a}created_at, ${a}updated_at`;
};
export const REFUND_COLUMNS = refundColumns();

export async function refundsOf(db: Db, orderId: string): Promise<RefundRow[]> {
  return (await db.query<RefundRow>(`SELECT ${REFUND_COLUMNS} FROM order_refunds WHERE order_id = $1 ORDER BY created_at, id`, [orderId])).rows;
}

interface UnitRow {
  id: string;
  unit_price: string | number;
  gone: boolean;
  used: boolean;
}

/** What the refund arithmetic needs (./refundAmount.ts), read in the order's transaction. */
export async function refundFactsOf(db: Db, order: OrderRow, payments: readonly PaymentRow[], refunds: readonly RefundRow[]): Promise<RefundFacts> {
  const { rows } = await db.query<UnitRow>(
    `SELECT ut.id, oi.unit_price, ut.canceled_at IS NOT NULL AS gone, ut.validated_at IS NOT NULL AS used
       FROM order_items oi JOIN user_tickets ut ON ut.order_item_id = oi.id
      WHERE oi.order_id = $1 ORDER BY ut.code, ut.id`,
    [order.id],
  );
  return {
    fees: cents(order.fees),
    discounts: cents(order.coupon_discount) + cents(order.discount),
    paid: payments.filter((p) => p.status === '@APPROVED').reduce((a, p) => a + cents(p.amount), 0),
    units: rows.map((u) => ({ id: u.id, unitPrice: cents(u.unit_price), gone: u.gone, used: u.used })),
    refunds: refunds.filter((r) => r.status !== '@FAILED').map((r) => ({ amount: cents(r.amount), feesAmount: cents(r.fees_amount) })),
  };
}

/** Orders whose money may go back: paid, or partly refunded already. */
export const REFUNDABLE_STATUSES = new Set(['@PAID', '@PARTIALLY_REFUNDED']);
