/**
 * A page of customers (GET /business/customers): newest buyers first, with their figures; totals
 * as docs/pagination.md keeps them (the business's counter unfiltered, counted up to 10,000 when
 * searched or filtered).
 */
import type { Db } from '../../db/types';
import { FILTERED_COUNT_CAP, type Pagination } from '../records/list';
import { countedTotal } from '../records/counts';
import type { CustomerQuery } from './query';
import { customerWhere, figuresOf, listCondition, type Row } from './select';
import { presentCustomer } from './present';

async function unfilteredTotal(db: Db, businessId: string): Promise<number> {
  const total = await countedTotal(db, businessId, 'customers');
  if (total !== null) return total;
  // No base row (no customer yet, or the counter rows dropped): count them once.
  const exact = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM customers WHERE business_id = $1', [businessId]);
  return Number(exact.rows[0]?.n ?? 0);
}

export async function listCustomers(db: Db, businessId: string, q: CustomerQuery): Promise<{ data: Row[]; pagination: Pagination }> {
  const w = customerWhere(businessId, q);
  const where = listCondition(w);
  const dir = q.order === 'ASC' ? 'ASC' : 'DESC';
  const offset = (q.page - 1) * q.limit;
  // One row more than the page tells whether a next page exists, whatever the total says.
  const { rows } = await db.query<Row>(
    `SELECT c.* FROM customers c WHERE ${where} ORDER BY c.last_order_at ${dir}, c.id ${dir} LIMIT ${q.limit + 1} OFFSET ${offset}`,
    w.params,
  );
  const page = rows.slice(0, q.limit);
  const filtered = w.clauses.length > 1 || w.orders.length > 0;
  let totalItems: number;
  if (filtered) {
    const bounded = await db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM (SELECT 1 FROM customers c WHERE ${where} LIMIT ${FILTERED_COUNT_CAP + 1}) AS bounded`,
      w.params,
    );
    totalItems = Math.min(Number(bounded.rows[0]?.n ?? 0), FILTERED_COUNT_CAP);
  } else {
    totalItems = await unfilteredTotal(db, businessId);
  }
  if (page.length) totalItems = Math.max(totalItems, offset + page.length); // never fewer than what was seen
  const figures = await figuresOf(db, w, page.map((r) => String(r.id)));
  return {
    data: page.map((r) => presentCustomer(r, figures.get(String(r.id)))),
    pagination: {
      currentPage: q.page,
      nextPage: rows.length > q.limit ? q.page + 1 : null,
      totalPages: Math.ceil(totalItems / q.limit),
      totalItems,
      totalItemsCurrentPage: page.length,
    },
  };
}
