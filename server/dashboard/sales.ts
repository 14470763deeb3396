/**
 * The sales the dashboard sums (docs/dashboard.md, "What is counted"): orders of the site, the
 * POS and the box office paid within [from, to) (a sale belongs to the São Paulo day it was
 * paid), each at its total (tickets, fees, less coupon and discount) less its refunds done, with
 * its units still valid (`quantity − canceled_quantity`: a refund takes units back only once
 * done). Courtesies are not sales; pending and cancelled orders were never paid; a refund pending
 * or refused returns nothing. One set-based statement, grouped by day, channel and event at once.
 */
import type { Db } from '../db/types';
import { TIME_ZONE } from '../../src/shared/dateTime';
import { PLAN_EACH_TIME } from '../db/statements';

export interface SalesGroup {
  revenue: number;
  tickets: number;
  /** Paid orders not wholly refunded: what the average ticket divides by. */
  orders: number;
}

export interface Sales {
  total: SalesGroup;
  byDay: Map<string, SalesGroup>;
  byChannel: Map<string, SalesGroup>;
  byEvent: Map<string, SalesGroup>;
}

interface Row {
  day: string | null;
  channel: string | null;
  event_id: string | null;
  g: number;
  revenue: string | number;
  tickets: string | number;
  orders: number;
}

// Each order's refunds and units are read through its own index (LATERAL), never joined against
// the set of orders: without statistics (PGlite has no autovacuum) the planner took that join for
// one row and nested it, which took 49 s on the demo's 3,000 orders. Orders are found by
// `orders_paid_at_idx` (migration 018).
export const SALES_SQL = `
  WITH x AS (
    SELECT to_char(o.paid_at AT TIME ZONE '${TIME_ZONE}', 'YYYY-MM-DD') AS day, o.channel, o.event_id, o.status,
           o.total - coalesce(refunded.amount, 0) AS net, coalesce(units.n, 0) AS tickets
      FROM orders o
      LEFT JOIN LATERAL (
        SELECT sum(r.amount) AS amount FROM order_refunds r WHERE r.order_id = o.id AND r.status = '@DONE'
      ) refunded ON true
      LEFT JOIN LATERAL (
        SELECT sum(i.quantity - i.canceled_quantity) AS n FROM order_items i WHERE i.order_id = o.id
      ) units ON true
     WHERE o.business_id = $1 AND o.paid_at >= $2 AND o.paid_at < $3 AND o.channel <> '@COURTESY'
  )
  SELECT day, channel, event_id, GROUPING(day, channel, event_id) AS g,
         coalesce(sum(net), 0) AS revenue, coalesce(sum(tickets), 0) AS tickets,
         count(*) FILTER (WHERE status <> '@REFUNDED')::int AS orders
    FROM x
   GROUP BY GROUPING SETS ((day), (channel), (event_id), ()) ${PLAN_EACH_TIME}`;

const group = (r: Row): SalesGroup => ({ revenue: Number(r.revenue), tickets: Number(r.tickets), orders: Number(r.orders) });

/** GROUPING(day, channel, event_id): a bit set for each column left out of the row's set. */
const BY_DAY = 0b011;
const BY_CHANNEL = 0b101;
const BY_EVENT = 0b110;

// The same figures from the summary of sales per São Paulo day, event and channel (migration 023,
// kept by every write of orders, lines and refunds): a year of a business is at most 366 days ×
// its events × 3 channels × 8 shards, whatever the number of orders.
export const DAY_SALES_SQL = `
  WITH x AS (
    SELECT to_char(day, 'YYYY-MM-DD') AS day, channel, event_id, revenue, tickets, orders
      FROM report_day_sales WHERE business_id = $1 AND day >= $2::date AND day <= $3::date
  )
  SELECT day, channel, event_id, GROUPING(day, channel, event_id) AS g,
         coalesce(sum(revenue), 0) AS revenue, coalesce(sum(tickets), 0) AS tickets, coalesce(sum(orders), 0)::int AS orders
    FROM x
   GROUP BY GROUPING SETS ((day), (channel), (event_id), ())`;

/** The sales of the São Paulo days `firstDay` to `lastDay` ('YYYY-MM-DD', both included), from the summary. */
export async function salesBetween(db: Db, businessId: string, firstDay: string, lastDay: string): Promise<Sales> {
  return salesOf((await db.query<Row>(DAY_SALES_SQL, [businessId, firstDay, lastDay])).rows);
}

/** The same, summed from the rows over [from, to) (the reconciliation's reference). */
export async function salesBetweenFromRows(db: Db, businessId: string, from: Date, to: Date): Promise<Sales> {
  return salesOf((await db.query<Row>(SALES_SQL, [businessId, from.toISOString(), to.toISOString()])).rows);
}

function salesOf(rows: readonly Row[]): Sales {
  const sales: Sales = { total: { revenue: 0, tickets: 0, orders: 0 }, byDay: new Map(), byChannel: new Map(), byEvent: new Map() };
  for (const r of rows) {
    const g = Number(r.g);
    if (g === BY_DAY) sales.byDay.set(r.day!, group(r));
    else if (g === BY_CHANNEL) sales.byChannel.set(r.channel!, group(r));
    else if (g === BY_EVENT) sales.byEvent.set(r.event_id!, group(r));
    else sales.total = group(r);
  }
  return sales;
}
