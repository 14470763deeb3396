/**
 * GET /orders (issue 12): newest first, 10 a page, searched and filtered, fast at a million orders
 * (docs/orders.md, "The list"). Each clause reads an index of migrations 012/013: the page walks
 * (business, created_at) or the status, channel or event index; the search finds a whole order
 * code, a CPF or an e-mail by their indexes, and only a name is a contains-search. Totals follow
 * docs/pagination.md: the unfiltered one is the counter the orders' trigger keeps, a filtered one
 * is counted up to 10,000.
 */
import type { Db } from '../../db/types';
import { badRequest, type Issue } from '../../errors';
import { FILTERED_COUNT_CAP, type Pagination } from '../records/list';
import { countedTotal } from '../records/counts';
import { containsPattern, fold } from '../search';
import { isUuid } from '../ids';
import { onlyDigits } from '../../../src/shared/brazil';
import { orders } from '../../../src/shared/resources/orders/definition';
import { ORDER_FILTER_CODES } from '../../../src/shared/resources/orders/definition';
import { presentOrder, type OrderListRow } from './present';
import { firstParam, intParam, type Query } from '../../routes/queryParams';

const MAX_LIMIT = 100;

export interface OrderListQuery {
  page: number;
  limit: number;
  order: 'ASC' | 'DESC';
  search?: string;
  status?: string;
  channel?: string;
  paymentMethod?: string;
  eventId?: string;
  startAt?: string;
  endAt?: string;
}


/** The query of GET /orders, or a 400 with an issue per bad parameter. */
export function parseOrderListQuery(query: Query): OrderListQuery {
  const issues: Issue[] = [];
  const int = (name: string, fallback: number, max?: number) => intParam(query, name, fallback, issues, max);
  const out: OrderListQuery = { page: int('page', 1), limit: int('limit', orders.list.perPage, MAX_LIMIT), order: 'DESC' };
  const orderBy = firstParam(query.orderBy);
  if (orderBy && orderBy !== 'createdAt') issues.push({ field: 'orderBy', message: 'validation.choice' });
  const order = firstParam(query.order)?.toUpperCase();
  if (order && order !== 'ASC' && order !== 'DESC') issues.push({ field: 'order', message: 'validation.choice' });
  else if (order) out.order = order as 'ASC' | 'DESC';
  for (const [param, codes] of Object.entries(ORDER_FILTER_CODES)) {
    const raw = firstParam(query[param]);
    if (raw === undefined) continue;
    if ((codes as readonly string[]).includes(raw)) out[param as 'status' | 'channel' | 'paymentMethod'] = raw;
    else issues.push({ field: param, message: 'validation.choice' });
  }
  const eventId = firstParam(query.eventId);
  if (eventId !== undefined) {
    if (isUuid(eventId)) out.eventId = eventId;
    else issues.push({ field: 'eventId', message: 'validation.reference' });
  }
  for (const param of ['startAt', 'endAt'] as const) {
    const raw = firstParam(query[param]);
    if (raw === undefined) continue;
    const ms = /^\d{4}-\d{2}-\d{2}/.test(raw) ? Date.parse(raw) : NaN;
    if (Number.isNaN(ms)) issues.push({ field: param, message: 'validation.date' });
    else out[param] = new Date(ms).toISOString();
  }
  if (issues.length) throw badRequest(issues);
  const search = firstParam(query.search);
  if (search) out.search = search.slice(0, 200);
  return out;
}

// Deliberately simple, as the courtesy contacts: one @, a dot in the domain.
const EMAIL = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/;

/**
 * What a search text is: a whole order code (12 hexadecimal characters), a CPF (11 digits, masked
 * or not), a whole e-mail, part of an e-mail, or part of a name. The first three are found through
 * their indexes; the last two are contains-searches (case and accents folded).
 */
export function searchKind(text: string): { kind: 'code' | 'cpf' | 'email' | 'emailPart' | 'name'; value: string } {
  const t = text.trim();
  if (/^[0-9a-f]{12}$/i.test(t)) return { kind: 'code', value: t.toUpperCase() };
  if (/^[\d.\-\s]+$/.test(t) && onlyDigits(t).length === 11) return { kind: 'cpf', value: onlyDigits(t) };
  if (EMAIL.test(t)) return { kind: 'email', value: t.toLowerCase() };
  if (t.includes('@')) return { kind: 'emailPart', value: fold(t) };
  return { kind: 'name', value: fold(t) };
}

function whereOf(businessId: string, q: OrderListQuery): { sql: string; params: unknown[]; filtered: boolean } {
  const params: unknown[] = [businessId];
  const clauses = ['o.business_id = $1'];
  const add = (clause: (n: string) => string, value: unknown) => {
    params.push(value);
    clauses.push(clause(`$${params.length}`));
  };
  if (q.search) {
    const { kind, value } = searchKind(q.search);
    if (kind === 'code') add((n) => `o.code = ${n}`, value);
    else if (kind === 'cpf') add((n) => `o.customer_cpf = ${n}`, value);
    else if (kind === 'email') add((n) => `lower(o.customer_email) = ${n}`, value);
    // The name folded when the order was written (migration 013); e-mails have no accents to fold.
    else if (kind === 'name') add((n) => `o.customer_name_folded LIKE ${n} ESCAPE '\\'`, containsPattern(value));
    else add((n) => `lower(o.customer_email) LIKE ${n} ESCAPE '\\'`, containsPattern(value));
  }
  if (q.status) add((n) => `o.status = ${n}`, q.status);
  if (q.channel) add((n) => `o.channel = ${n}`, q.channel);
  if (q.eventId) add((n) => `o.event_id = ${n}`, q.eventId);
  if (q.paymentMethod) add((n) => `EXISTS (SELECT 1 FROM order_payments p WHERE p.business_id = $1 AND p.method = ${n} AND p.order_id = o.id)`, q.paymentMethod);
  if (q.startAt) add((n) => `o.created_at >= ${n}`, q.startAt);
  if (q.endAt) add((n) => `o.created_at <= ${n}`, q.endAt);
  return { sql: clauses.join(' AND '), params, filtered: clauses.length > 1 };
}

export const LIST_COLUMNS = `o.id, o.code, o.status, o.channel, o.event_id, o.customer_name, o.customer_email, o.customer_cpf, o.customer_phone,
  o.coupon_code, o.coupon_discount, o.discount, o.fees, o.total, o.paid_at, o.canceled_at, o.created_at, o.updated_at`;

/** Event titles, payment methods and live tickets of a page's orders, in one query. */
async function pageExtras(db: Db, businessId: string, ids: string[]) {
  if (!ids.length) return new Map<string, Partial<OrderListRow>>();
  const { rows } = await db.query<Partial<OrderListRow> & { id: string }>(
    `SELECT o.id, e.title AS event_title,
            (SELECT array_agg(DISTINCT p.method ORDER BY p.method) FROM order_payments p WHERE p.order_id = o.id) AS payment_methods,
            (SELECT coalesce(sum(i.quantity - i.canceled_quantity), 0)::int FROM order_items i WHERE i.order_id = o.id) AS tickets
       FROM orders o LEFT JOIN events e ON e.business_id = o.business_id AND e.id = o.event_id
      WHERE o.business_id = $1 AND o.id = ANY($2::uuid[])`,
    [businessId, ids],
  );
  return new Map(rows.map((r) => [r.id, r]));
}

async function unfilteredTotal(db: Db, businessId: string): Promise<number> {
  const total = await countedTotal(db, businessId, 'orders');
  if (total !== null) return total;
  // No base row (no order yet, or the counter rows dropped): count them; the trigger of migration 013 starts it.
  const exact = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM orders WHERE business_id = $1', [businessId]);
  return Number(exact.rows[0]?.n ?? 0);
}

export async function listOrders(db: Db, businessId: string, q: OrderListQuery): Promise<{ data: ReturnType<typeof presentOrder>[]; pagination: Pagination }> {
  const where = whereOf(businessId, q);
  const offset = (q.page - 1) * q.limit;
  const { rows } = await db.query<OrderListRow>(
    `SELECT ${LIST_COLUMNS} FROM orders o WHERE ${where.sql} ORDER BY o.created_at ${q.order}, o.id ${q.order} LIMIT ${q.limit + 1} OFFSET ${offset}`,
    where.params,
  );
  const hasMore = rows.length > q.limit;
  const page = rows.slice(0, q.limit);
  let totalItems: number;
  if (where.filtered) {
    const bounded = await db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM (SELECT 1 FROM orders o WHERE ${where.sql} LIMIT ${FILTERED_COUNT_CAP + 1}) AS bounded`,
      where.params,
    );
    totalItems = Math.min(Number(bounded.rows[0]?.n ?? 0), FILTERED_COUNT_CAP);
  } else {
    totalItems = await unfilteredTotal(db, businessId);
  }
  if (page.length) totalItems = Math.max(totalItems, offset + page.length);
  const extras = await pageExtras(db, businessId, page.map((r) => r.id));
  return {
    data: page.map((r) => presentOrder({ ...r, ...extras.get(r.id) })),
    pagination: {
      currentPage: q.page,
      nextPage: hasMore ? q.page + 1 : null,
      totalPages: Math.ceil(totalItems / q.limit),
      totalItems,
      totalItemsCurrentPage: page.length,
    },
  };
}
