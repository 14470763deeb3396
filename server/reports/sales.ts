/**
 * GET /events/{id}/reports/sales: the event's sales (every order but courtesies, whatever its
 * state), newest first, 15 a page (spec 1 section 9), `type` a payment method (absent: every
 * method, 'Todos os meios de pagamento'). Pages walk the orders' event index; the total is exact up
 * to 10,000 as every filtered list's (docs/pagination.md). The CSV (salesCsv.ts) reads the same
 * rows in keyset pages.
 */
import type { Db } from '../db/types';
import { badRequest, type Issue } from '../errors';
import { FILTERED_COUNT_CAP, type Pagination } from '../resources/records/list';
import { ORDER_FILTER_CODES } from '../../src/shared/resources/orders/definition';
import type { SaleRow } from '../../src/shared/reports/types';
import { METHOD_ORDER } from './money';
import { firstParam, intParam, type Query } from '../routes/queryParams';

export const SALES_PAGE = 15;
const MAX_LIMIT = 100;

export interface SalesQuery {
  page: number;
  limit: number;
  /** A payment method code. */
  type?: string;
}


export const SALE_TYPES: readonly string[] = ORDER_FILTER_CODES.paymentMethod;

/** The query of the list (and of the CSV: its page and limit are ignored), or a 400 per bad parameter. */
export function parseSalesQuery(query: Query): SalesQuery {
  const issues: Issue[] = [];
  const int = (name: string, fallback: number, max?: number) => intParam(query, name, fallback, issues, max);
  const out: SalesQuery = { page: int('page', 1), limit: int('limit', SALES_PAGE, MAX_LIMIT) };
  const type = firstParam(query.type);
  if (type !== undefined) {
    if (SALE_TYPES.includes(type)) out.type = type;
    else issues.push({ field: 'type', message: 'validation.choice' });
  }
  if (issues.length) throw badRequest(issues);
  return out;
}

/** The sales of an event: `$1` business, `$2` event, `$3` the method when filtered. */
export function salesWhere(businessId: string, eventId: string, type?: string): { sql: string; params: unknown[] } {
  const params: unknown[] = [businessId, eventId];
  let sql = `o.business_id = $1 AND o.event_id = $2 AND o.channel <> '@COURTESY'`;
  if (type) {
    params.push(type);
    sql += ' AND EXISTS (SELECT 1 FROM order_payments p WHERE p.business_id = $1 AND p.method = $3 AND p.order_id = o.id)';
  }
  return { sql, params };
}

/** A sale's columns, its lines' sums, refunds done and methods (each through the order's own indexes). */
export const SALE_COLUMNS = `o.id, o.code, o.created_at, o.created_at::text AS cursor_at, o.paid_at, o.status, o.channel,
  o.customer_name, o.customer_email, o.customer_cpf, o.customer_phone, o.coupon_discount + o.discount AS discounts, o.fees, o.total,
  lines.gross, lines.tickets,
  (SELECT coalesce(sum(r.amount), 0) FROM order_refunds r WHERE r.order_id = o.id AND r.status = '@DONE') AS refunded,
  (SELECT array_agg(DISTINCT p.method ORDER BY p.method) FROM order_payments p WHERE p.order_id = o.id) AS methods`;

export const SALE_LINES = `CROSS JOIN LATERAL (
  SELECT coalesce(sum(i.unit_price * i.quantity), 0) AS gross, coalesce(sum(i.quantity - i.canceled_quantity), 0) AS tickets
    FROM order_items i WHERE i.order_id = o.id) AS lines`;

export interface SaleDbRow {
  id: string;
  code: string;
  created_at: Date | string;
  cursor_at: string;
  paid_at: Date | string | null;
  status: string;
  channel: string;
  customer_name: string | null;
  customer_email: string | null;
  customer_cpf: string | null;
  customer_phone: string | null;
  discounts: string | number;
  fees: string | number;
  total: string | number;
  gross: string | number;
  tickets: string | number;
  refunded: string | number;
  methods: string[] | null;
}

const iso = (v: Date | string | null) => (v == null ? null : new Date(v).toISOString());

export function presentSale(r: SaleDbRow): SaleRow {
  return {
    id: r.id,
    code: r.code,
    createdAt: iso(r.created_at)!,
    paidAt: iso(r.paid_at),
    status: r.status,
    channel: r.channel,
    buyer: { name: r.customer_name, email: r.customer_email, cpf: r.customer_cpf, phone: r.customer_phone },
    tickets: Number(r.tickets),
    gross: Number(r.gross),
    discounts: Number(r.discounts),
    fees: Number(r.fees),
    total: Number(r.total),
    refunded: Number(r.refunded),
    // In the tenders' order (card, debit, Pix, boleto, cash), as the summary lists them.
    paymentMethods: [...(r.methods ?? [])].sort((a, b) => METHOD_ORDER.indexOf(a) - METHOD_ORDER.indexOf(b)),
  };
}

export async function listSales(db: Db, businessId: string, eventId: string, q: SalesQuery): Promise<{ data: SaleRow[]; pagination: Pagination }> {
  const where = salesWhere(businessId, eventId, q.type);
  const offset = (q.page - 1) * q.limit;
  const [{ rows }, bounded] = await Promise.all([
    db.query<SaleDbRow>(
      `SELECT ${SALE_COLUMNS} FROM orders o ${SALE_LINES} WHERE ${where.sql} ORDER BY o.created_at DESC, o.id DESC LIMIT ${q.limit + 1} OFFSET ${offset}`,
      where.params,
    ),
    db.query<{ n: number }>(`SELECT count(*)::int AS n FROM (SELECT 1 FROM orders o WHERE ${where.sql} LIMIT ${FILTERED_COUNT_CAP + 1}) AS bounded`, where.params),
  ]);
  const page = rows.slice(0, q.limit);
  let totalItems = Math.min(Number(bounded.rows[0]?.n ?? 0), FILTERED_COUNT_CAP);
  if (page.length) totalItems = Math.max(totalItems, offset + page.length);
  return {
    data: page.map(presentSale),
    pagination: {
      currentPage: q.page,
      nextPage: rows.length > q.limit ? q.page + 1 : null,
      totalPages: Math.ceil(totalItems / q.limit),
      totalItems,
      totalItemsCurrentPage: page.length,
    },
  };
}
