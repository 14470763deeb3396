/**
 * The SQL of the customers list and export: which rows (the business, the search, the buyers of
 * the filtered orders) and their figures, summed from those orders when read (docs/customers.md).
 */
import type { Db } from '../../db/types';
import { TRANSLATE_FROM, TRANSLATE_TO, containsPattern, fold, foldedContains } from '../search';
import type { CustomerQuery } from './query';

export type Row = Record<string, unknown>;

type Filters = Pick<CustomerQuery, 'search' | 'eventId' | 'startAt' | 'endAt'>;

export interface Where {
  /** Conditions on `c` (customers), parameters from $1 (the business). */
  clauses: string[];
  params: unknown[];
  /** Conditions on `o` (orders) of the filters, with their parameters in `params`; none without filters. */
  orders: string[];
  filters: Filters;
}

/** Conditions on `o` (orders) of the event and days, their values pushed onto `params`. */
function orderConditions(q: Filters, params: unknown[]): string[] {
  const out: string[] = [];
  if (q.eventId) out.push(`o.event_id = $${params.push(q.eventId)}`);
  if (q.startAt) out.push(`o.created_at >= $${params.push(q.startAt)}`);
  if (q.endAt) out.push(`o.created_at <= $${params.push(q.endAt)}`);
  return out;
}

/** Rows of the business matching the search; `orders` narrows to the filtered orders. */
export function customerWhere(businessId: string, q: Filters): Where {
  const params: unknown[] = [businessId];
  const clauses = ['c.business_id = $1'];
  const search = q.search?.trim();
  if (search) {
    params.push(TRANSLATE_FROM, TRANSLATE_TO, containsPattern(fold(search)));
    const [from, to, pattern] = [params.length - 2, params.length - 1, params.length].map((i) => `$${i}`);
    const ors = [foldedContains('c.profile__full_name', from, to, pattern), foldedContains('c.email', from, to, pattern)];
    // CPFs and phones are stored as digits: '123.456' finds them too.
    const digits = search.replace(/\D/g, '');
    if (digits) {
      params.push(containsPattern(digits));
      ors.push(`c.doc_cpf LIKE $${params.length}`, `c.profile__phone_number LIKE $${params.length}`);
    }
    clauses.push(`(${ors.join(' OR ')})`);
  }
  return { clauses, params, orders: orderConditions(q, params), filters: q };
}

/** The orders that make a row's figures: its own (every one attached is paid and not a courtesy), filtered. */
const ordersOf = (conditions: readonly string[]) => ['o.business_id = $1', ...conditions].join(' AND ');

/**
 * The list's condition: the planner may hash the filter's buyers (a small event among many
 * customers) or walk the customers' index probing each one (a broad filter).
 */
export const listCondition = (w: Where) =>
  [...w.clauses, ...(w.orders.length ? [`c.id IN (SELECT o.customer_id FROM orders o WHERE ${ordersOf(w.orders)} AND o.customer_id IS NOT NULL)`] : [])].join(' AND ');

/**
 * The export's: one probe per row walked in index order, so each page costs its rows however
 * many orders the filter holds (a scalar subquery is never flattened into a hash of them all).
 */
export const exportCondition = (w: Where) =>
  [...w.clauses, ...(w.orders.length ? [`(SELECT true FROM orders o WHERE o.customer_id = c.id AND ${ordersOf(w.orders)} LIMIT 1)`] : [])].join(' AND ');

export interface Figures {
  ordersCount: number;
  ticketsCount: number;
  /** Cents: what the orders cost, less the refunds done. */
  totalSpent: number;
}

/**
 * Figures of the given rows over their orders within the filter: orders, tickets still held
 * (units a refund or cancel took back do not count) and money paid less refunds done (a refund
 * still processing at the gateway has returned nothing yet).
 */
export async function figuresOf(db: Db, w: Where, ids: readonly string[]): Promise<Map<string, Figures>> {
  const out = new Map<string, Figures>();
  if (!ids.length) return out;
  // Parameters of their own: the search's would be unused here, which PostgreSQL refuses.
  const params: unknown[] = [w.params[0]];
  const conditions = orderConditions(w.filters, params);
  params.push(ids);
  const { rows } = await db.query<{ id: string; orders: number; tickets: number; spent: number }>(
    `SELECT o.customer_id AS id, count(*)::int AS orders, coalesce(sum(i.tickets), 0)::int AS tickets,
            (sum(o.total) - coalesce(sum(r.refunded), 0))::bigint AS spent
       FROM orders o
       LEFT JOIN LATERAL (SELECT sum(oi.quantity - oi.canceled_quantity) AS tickets FROM order_items oi WHERE oi.order_id = o.id) i ON true
       LEFT JOIN LATERAL (SELECT sum(rf.amount) AS refunded FROM order_refunds rf WHERE rf.order_id = o.id AND rf.status = '@DONE') r ON true
      WHERE ${ordersOf(conditions)} AND o.customer_id = ANY($${params.length}::uuid[])
      GROUP BY o.customer_id`,
    params,
  );
  for (const r of rows) out.set(r.id, { ordersCount: Number(r.orders), ticketsCount: Number(r.tickets), totalSpent: Number(r.spent) });
  return out;
}

export const NO_FIGURES: Figures = { ordersCount: 0, ticketsCount: 0, totalSpent: 0 };
