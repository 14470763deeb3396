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
 * The orders `o` of the customers `match` names (`= c.id`, `= ANY($n)`), reached through the
 * customers' index alone: OFFSET 0 keeps the business and filter conditions outside, since without
 * statistics (PGlite never analyses its tables) the planner ANDed in the business's whole index of
 * orders for each customer, one read of every order of the business per row.
 */
const ordersOfCustomers = (match: string) => `(SELECT * FROM orders WHERE customer_id ${match} OFFSET 0) o`;

/** Orders, tickets still held and money less refunds done, over the orders `o` joined with ORDER_PARTS. */
const FIGURE_SUMS = `count(*)::int AS orders, coalesce(sum(i.tickets), 0)::int AS tickets,
       (coalesce(sum(o.total), 0) - coalesce(sum(r.refunded), 0))::bigint AS spent`;
const ORDER_PARTS = `LEFT JOIN LATERAL (SELECT sum(oi.quantity - oi.canceled_quantity) AS tickets FROM order_items oi WHERE oi.order_id = o.id) i ON true
       LEFT JOIN LATERAL (SELECT sum(rf.amount) AS refunded FROM order_refunds rf WHERE rf.order_id = o.id AND rf.status = '@DONE') r ON true`;

/**
 * One page of the export in one statement: the rows after `after` in (created_at, id) order, each
 * with its figures over its orders within the filter (orders, tickets, spent), summed by one
 * probe of the row's own orders, so a page costs its rows however many orders the filter holds;
 * with a filter, a row none of whose orders is in it is left out. Only the columns the file shows.
 */
export function exportPageQuery(w: Where, after: { at: string; id: string } | undefined, limit: number): { sql: string; params: unknown[] } {
  const params = [...w.params];
  const keyset = after ? [`(c.created_at, c.id) > ($${params.push(after.at)}::timestamptz, $${params.push(after.id)}::uuid)`] : [];
  const where = [...w.clauses, ...(w.orders.length ? ['f.orders > 0'] : []), ...keyset].join(' AND ');
  return {
    sql: `SELECT c.id, c.doc_cpf, c.email, c.profile__full_name, c.profile__phone_number, c.last_order_at,
                 c.created_at::text AS cursor_at, f.orders, f.tickets, f.spent
            FROM customers c
            CROSS JOIN LATERAL (SELECT ${FIGURE_SUMS} FROM ${ordersOfCustomers('= c.id')} ${ORDER_PARTS}
                                 WHERE ${ordersOf(w.orders)}) f
           WHERE ${where} ORDER BY c.created_at, c.id LIMIT ${Number(limit)}`,
    params,
  };
}

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
    `SELECT o.customer_id AS id, ${FIGURE_SUMS}
       FROM ${ordersOfCustomers(`= ANY($${params.length}::uuid[])`)} ${ORDER_PARTS}
      WHERE ${ordersOf(conditions)}
      GROUP BY o.customer_id`,
    params,
  );
  for (const r of rows) out.set(r.id, { ordersCount: Number(r.orders), ticketsCount: Number(r.tickets), totalSpent: Number(r.spent) });
  return out;
}

export const NO_FIGURES: Figures = { ordersCount: 0, ticketsCount: 0, totalSpent: 0 };
