/**
 * The report summaries (migration 023; docs/reports.md, "Summary tables"): what the reports read
 * instead of every line of the event. `report_lot_figures` holds, per lot, sector, ticket,
 * channel, paid or not and category at sale, the sums of the lines' figures (their shares of
 * their orders' discounts, fees and refunds already made, as ITEM_MONEY makes them); the rows of
 * one event are a few per lot, whatever the number of orders.
 *
 * Each report built from them has a twin `...FromRows` that sums the rows themselves (the
 * reconciliation's reference and tests/api/reportsAgreement.test.ts's).
 */
import type { Db } from '../db/types';
import { lineOf, METHOD_ORDER } from './money';
import type { MethodLine } from '../../src/shared/reports/types';

/** One summary row of an event: a lot, its session, a channel, paid or not, the category the tickets had when sold. */
export interface SummaryRow {
  lotId: string;
  /** false when the lot was deleted since */
  lotExists: boolean;
  sessionId: string | null;
  sectorId: string;
  ticketId: string;
  channel: string;
  paid: boolean;
  category: string | null;
  qtyLive: number;
  qtyCanceled: number;
  gross: number;
  discount: number;
  fees: number;
  refTickets: number;
  refFees: number;
  utTotal: number;
  utLive: number;
  utValidated: number;
  ordersCounted: number;
  pendingOrders: number;
  pendingTotal: number;
}

const MEASURES = [
  ['qty_live', 'qtyLive'],
  ['qty_canceled', 'qtyCanceled'],
  ['gross', 'gross'],
  ['discount', 'discount'],
  ['fees', 'fees'],
  ['ref_tickets', 'refTickets'],
  ['ref_fees', 'refFees'],
  ['ut_total', 'utTotal'],
  ['ut_live', 'utLive'],
  ['ut_validated', 'utValidated'],
  ['orders_counted', 'ordersCounted'],
  ['pending_orders', 'pendingOrders'],
  ['pending_total', 'pendingTotal'],
] as const;

// The shards added up; the category of lines sold before it was recorded is the ticket's.
// A lot deleted since leaves the borderô (it had no session to put it in), as in the rows' query.
const SUMMARY_SQL = `
  SELECT f.lot_id, l.id IS NOT NULL AS lot_exists, l.session_id, f.sector_id, f.ticket_id, f.channel, f.paid, coalesce(nullif(f.category, ''), t.category) AS category,
         ${MEASURES.map(([c]) => `sum(f.${c})::text AS ${c}`).join(', ')}
    FROM report_lot_figures f
    LEFT JOIN lots l ON l.business_id = $1 AND l.id = f.lot_id
    LEFT JOIN tickets t ON t.business_id = $1 AND t.id = f.ticket_id
   WHERE f.business_id = $1 AND f.event_id = $2
   GROUP BY f.lot_id, l.id, l.session_id, f.sector_id, f.ticket_id, f.channel, f.paid, coalesce(nullif(f.category, ''), t.category)`;

export async function summaryRows(db: Db, businessId: string, eventId: string): Promise<SummaryRow[]> {
  const { rows } = await db.query<Record<string, string | boolean | null>>(SUMMARY_SQL, [businessId, eventId]);
  return rows.map((r) => {
    const out = {
      lotId: String(r.lot_id),
      lotExists: Boolean(r.lot_exists),
      sessionId: (r.session_id as string | null) ?? null,
      sectorId: String(r.sector_id),
      ticketId: String(r.ticket_id),
      channel: String(r.channel),
      paid: Boolean(r.paid),
      category: (r.category as string | null) ?? null,
    } as SummaryRow;
    for (const [column, key] of MEASURES) out[key] = Number(r[column] ?? 0);
    return out;
  });
}

/** A set of summary rows as a report line (LINE_AGGREGATES of server/reports/money.ts): paid rows only. */
export function lineOfRows(rows: readonly SummaryRow[]) {
  const paid = rows.filter((r) => r.paid);
  const sales = paid.filter((r) => r.channel !== '@COURTESY');
  const sum = (list: readonly SummaryRow[], f: (r: SummaryRow) => number) => list.reduce((a, r) => a + f(r), 0);
  return lineOf({
    sold: sum(sales, (r) => r.qtyLive),
    courtesies: sum(paid.filter((r) => r.channel === '@COURTESY'), (r) => r.qtyLive),
    refunded_tickets: sum(sales, (r) => r.qtyCanceled),
    gross: sum(sales, (r) => r.gross),
    discounts: sum(sales, (r) => r.discount),
    fees: sum(sales, (r) => r.fees),
    refunded: sum(sales, (r) => r.refTickets + r.refFees),
  });
}

/** Rows grouped by a key. */
export function groupRows<K>(rows: readonly SummaryRow[], key: (r: SummaryRow) => K): Map<K, SummaryRow[]> {
  const out = new Map<K, SummaryRow[]>();
  for (const r of rows) {
    const k = key(r);
    const list = out.get(k);
    if (list) list.push(r);
    else out.set(k, [r]);
  }
  return out;
}

const rank = (m: string | null) => (m === null ? METHOD_ORDER.length + 1 : METHOD_ORDER.includes(m) ? METHOD_ORDER.indexOf(m) : METHOD_ORDER.length);

/** Money per payment method, from `report_method_figures` (METHOD_SQL's figures). */
export async function methodLinesFromSummaries(db: Db, businessId: string, eventId: string): Promise<MethodLine[]> {
  const { rows } = await db.query<{ method: string; payments: string; received: string; refunds: string; refunded: string }>(
    `SELECT method, sum(payments)::text AS payments, sum(received)::text AS received, sum(refunds)::text AS refunds, sum(refunded)::text AS refunded
       FROM report_method_figures WHERE business_id = $1 AND event_id = $2 GROUP BY method`,
    [businessId, eventId],
  );
  return rows
    .filter((r) => Number(r.payments) !== 0 || Number(r.refunds) !== 0)
    .map((r) => {
      const received = Number(r.received);
      const refunded = Number(r.refunded);
      return { method: r.method === '' ? null : r.method, payments: Number(r.payments), received, refunded, net: received - refunded };
    })
    .sort((a, b) => rank(a.method) - rank(b.method) || String(a.method).localeCompare(String(b.method)));
}

/** A difference between the summaries and the rows (report_drift of migration 023). */
export interface Drift {
  what: 'item' | 'lot' | 'day' | 'method';
  key: string;
  kept: string | null;
  recomputed: string | null;
}

/** Recomputes the summaries of a business (every business when null) from the rows; empty when they agree. */
export async function reportDrift(db: Db, businessId: string | null): Promise<Drift[]> {
  const { rows } = await db.query<Drift>('SELECT what, key, kept, recomputed FROM report_drift($1::uuid)', [businessId]);
  return rows;
}

/** Rebuilds the summaries of a business (every business when null) from the rows. */
export async function rebuildSummaries(db: Db, businessId: string | null): Promise<void> {
  await db.query('SELECT report_rebuild($1::uuid)', [businessId]);
}
