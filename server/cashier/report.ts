/**
 * A cash session's report (GET /cashier/sessions/{id}; docs/cashier.md): per tender what was
 * taken, given back as change, refunded, expected and counted, the totals of its sales and the
 * list of its orders. Blind while open: the seller counts the drawer without seeing what the
 * server expects, so the money figures of an open session are for the manager (@ALL) only.
 */
import type { Db } from '../db/types';
import { expectedOf, presentSession, tenderFigures, visibleSession, type PerTender, type SessionCaller } from './sessions';

type Row = Record<string, unknown>;

/** A printable shift has hundreds of sales at most; the report lists the newest 1.000. */
export const REPORT_ORDERS = 1000;

const num = (v: unknown) => Number(v ?? 0);

export async function sessionReport(db: Db, caller: SessionCaller, id: string) {
  const row = await visibleSession(db, caller, id);
  const open = !row.closed_at;
  const blind = open && !caller.manager;
  const [figures, { rows: totals }, { rows: orders }] = await Promise.all([
    tenderFigures(db, caller.businessId, id),
    db.query(
      `SELECT count(*)::int AS orders, coalesce(sum(o.total), 0)::bigint AS total, coalesce(sum(o.coupon_discount), 0)::bigint AS coupon_discount,
              coalesce(sum(o.discount), 0)::bigint AS discount,
              coalesce(sum((SELECT sum(oi.unit_price * oi.quantity) FROM order_items oi WHERE oi.order_id = o.id)), 0)::bigint AS subtotal,
              coalesce(sum((SELECT sum(oi.quantity) FROM order_items oi WHERE oi.order_id = o.id)), 0)::int AS tickets
         FROM orders o WHERE o.business_id = $1 AND o.cash_session_id = $2`,
      [caller.businessId, id],
    ),
    db.query(
      `SELECT o.id, o.code, o.created_at, o.status, o.total, o.customer_name, e.title AS event_title,
              (SELECT sum(oi.quantity) FROM order_items oi WHERE oi.order_id = o.id)::int AS tickets,
              ARRAY(SELECT p.method FROM order_payments p WHERE p.order_id = o.id ORDER BY p.amount DESC, p.id) AS methods
         FROM orders o LEFT JOIN events e ON e.business_id = o.business_id AND e.id = o.event_id
        WHERE o.business_id = $1 AND o.cash_session_id = $2 ORDER BY o.created_at DESC, o.id LIMIT ${REPORT_ORDERS + 1}`,
      [caller.businessId, id],
    ),
  ]);
  const expected: PerTender = open ? expectedOf(Number(row.opening_float), figures) : (row.expected as PerTender);
  const counted = (row.counted as PerTender | null) ?? null;
  const money = (v: number) => (blind ? null : v);
  const t = totals[0] ?? {};
  return {
    ...presentSession(row),
    blind,
    tenders: figures.map((f) => ({
      method: f.method,
      payments: f.count,
      sales: money(f.sales),
      received: money(f.received),
      change: money(f.change),
      refunds: money(f.refunds),
      posFees: money(f.posFees),
      expected: money(num(expected?.[f.method])),
      counted: counted ? num(counted[f.method]) : null,
      difference: counted && !blind ? num(counted[f.method]) - num(expected?.[f.method]) : null,
    })),
    totals: {
      orders: num(t.orders),
      tickets: num(t.tickets),
      subtotal: money(num(t.subtotal)),
      couponDiscount: money(num(t.coupon_discount)),
      discount: money(num(t.discount)),
      total: money(num(t.total)),
      posFees: money(figures.reduce((s, f) => s + f.posFees, 0)),
    },
    orders: orders.slice(0, REPORT_ORDERS).map((o: Row) => ({
      id: o.id,
      code: o.code,
      createdAt: o.created_at,
      status: o.status,
      event: o.event_title ?? null,
      buyerName: o.customer_name ?? null,
      tickets: num(o.tickets),
      total: money(num(o.total)),
      methods: o.methods,
    })),
    ordersTruncated: orders.length > REPORT_ORDERS,
  };
}

/** The history (GET /cashier/sessions): the manager's lists every seller, a seller's only theirs; newest first. */
export async function listSessions(db: Db, caller: SessionCaller, page: number, limit: number) {
  const values: unknown[] = [caller.businessId];
  let where = 's.business_id = $1';
  if (!caller.manager) where += ` AND s.user_id = $${values.push(caller.userId)}`;
  const [{ rows: count }, { rows }] = await Promise.all([
    db.query<{ n: number }>(`SELECT count(*)::int AS n FROM cash_sessions s WHERE ${where}`, values),
    db.query(
      `SELECT s.id, s.user_id, s.opening_float, s.opened_at, s.closed_at, s.counted, s.expected, s.note, s.closed_by,
              trim(u.first_name || ' ' || u.last_name) AS user_name, trim(cb.first_name || ' ' || cb.last_name) AS closed_by_name,
              (SELECT count(*) FROM orders o WHERE o.business_id = s.business_id AND o.cash_session_id = s.id)::int AS orders,
              (SELECT coalesce(sum(o.total), 0) FROM orders o WHERE o.business_id = s.business_id AND o.cash_session_id = s.id)::bigint AS total
         FROM cash_sessions s JOIN users u ON u.id = s.user_id LEFT JOIN users cb ON cb.id = s.closed_by
        WHERE ${where} ORDER BY s.opened_at DESC, s.id LIMIT ${limit} OFFSET ${(page - 1) * limit}`,
      values,
    ),
  ]);
  const totalItems = Number(count[0].n);
  const totalPages = Math.ceil(totalItems / limit);
  return {
    data: rows.map((r) => {
      const blind = !r.closed_at && !caller.manager;
      const expected = r.expected as PerTender | null;
      const counted = r.counted as PerTender | null;
      const difference = expected && counted ? Object.keys(expected).reduce((s, k) => s + num(counted[k as keyof PerTender]) - num(expected[k as keyof PerTender]), 0) : null;
      return { ...presentSession(r), orders: num(r.orders), total: blind ? null : num(r.total), difference };
    }),
    pagination: { currentPage: page, nextPage: page < totalPages ? page + 1 : null, totalPages, totalItems, totalItemsCurrentPage: rows.length },
  };
}
