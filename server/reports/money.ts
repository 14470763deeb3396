/**
 * What counts, in SQL, for every report (docs/reports.md, "What counts"). One place, so a later
 * step can answer the same figures from summary tables without touching the routes.
 *
 * - An order counts once it was paid (`paid_at` set): paid, partly refunded and refunded orders.
 *   Pending and cancelled-unpaid orders never count. Courtesies (channel @COURTESY) are paid at
 *   zero: they count as courtesies, never as sales.
 * - Units: sold = quantity − canceled_quantity of sales (what refunds done took back leaves);
 *   refunded = canceled_quantity of sales; courtesies = the same difference on courtesy orders.
 * - Money: gross = unit price × quantity; discounts (coupon and manual) and service fees are the
 *   order's; refunded = refunds @DONE (a pending refund has not returned money yet, a failed one
 *   never will); net = gross − discounts + fees − refunded.
 *
 * An order's discounts, fees and refunds belong to the order, not to a lot: ITEM_MONEY shares
 * them among its lines (see `shares` below), so per-lot figures add up to the event's exactly.
 */

/**
 * ONE RULE FOR PERIODS AND FOR "NET" (docs/reports.md, "Periods" and "Three figures, three names"):
 *
 * - Periods: the reports' @DAILY/@WEEKLY/@MONTHLY/@YEARLY are the dashboard's daily/weekly/
 *   monthly/yearly, the same São Paulo days: today; the last 7 days; this calendar month from its
 *   1st (the default of both, spec 1 section 9); this year from 1 January. `REPORT_DAYS` below is
 *   that rule (src/shared/dashboard/period.ts, shared with the pages).
 * - Money after refunds has three names, never one for two things:
 *   - **Faturamento** (`net` of these reports, `revenue` of the dashboard): what buyers paid and
 *     kept paid, `gross − discounts + fees − refunded` (`COLLECTED`); the ticket office's service
 *     fees included, card and POS costs not deducted.
 *   - **Receita líquida** (the borderô's `netRevenue`): the tickets' money kept less the borderô's
 *     deductions (service fee absorbed by the producer, gateway, ISS, ECAD).
 *   - **Vendas líquidas** (the settlement's `sales.net`, server/balances/netSales.ts): the tickets'
 *     money kept less the box office's POS fees: what the producer's settlement starts from.
 */
export { namedPeriod as REPORT_DAYS } from '../../src/shared/dashboard/period';
import { netOf } from '../../src/shared/reports/money';
export { netOf as COLLECTED };

/** Orders of the event that count: `$1` business, `$2` event, `extra` more conditions on `o`. */
export const countedOrders = (extra = '') => `
  SELECT o.id, o.channel, o.status, o.fees, o.coupon_discount + o.discount AS disc
    FROM orders o
   WHERE o.business_id = $1 AND o.event_id = $2 AND o.paid_at IS NOT NULL ${extra}`;

/**
 * CTEs ending in `item_money`: one row per order line of the counted orders, with its lot, its
 * order's channel, and its share of the order's discounts and fees and of each refund done.
 *
 * Sharing: an amount of an order (its discounts, its fees) goes to its lines in proportion to
 * their face value; a refund goes to the lines of the units it names (in proportion to those
 * units' prices), or to every line of the order when it names none (a fees-only refund, older
 * refunds). Each line gets the floor of its proportion; what the floors leave goes to the line
 * with the smallest id. When every weight is zero (free tickets), units are the weights.
 */
/**
 * floor(amount × w / tw), by units (n / tn) when the weights add up to zero: in bigint while the
 * product fits (amounts and weights under R$ 10 million), in numeric beyond, which on every line
 * cost about a quarter of the consolidated report at a million tickets.
 */
const floorShare = (amount: string, w: string, tw: string, n: string, tn: string) =>
  `CASE WHEN ${tw} > 0 AND ${amount} < 1000000000 AND ${w} < 1000000000 THEN (${amount}::bigint * ${w}::bigint) / ${tw}::bigint
        WHEN ${tw} > 0 THEN div(${amount}::numeric * ${w}, ${tw})
        ELSE div(${amount}::numeric * ${n}, ${tn}) END`;

export const ITEM_MONEY = (extra = '') => `
  ord AS MATERIALIZED (${countedOrders(extra)}),
  item AS MATERIALIZED (
    SELECT i.id, i.order_id, ord.channel, i.sector_id, i.ticket_id, i.lot_id, i.quantity, i.canceled_quantity, i.unit_price,
           i.unit_price * i.quantity AS gross
      FROM order_items i JOIN ord ON ord.id = i.order_id
     WHERE i.business_id = $1 AND i.event_id = $2
  ),
  ref AS MATERIALIZED (
    SELECT r.id, r.order_id, r.amount - r.fees_amount AS tickets_part, r.fees_amount AS fees_part, r.user_ticket_ids
      FROM order_refunds r JOIN ord ON ord.id = r.order_id
     WHERE r.status = '@DONE' AND r.amount > 0
  ),
  named AS (
    SELECT ref.id AS refund_id, item.id AS item_id, sum(item.unit_price) AS value, count(*) AS units
      FROM ref CROSS JOIN LATERAL unnest(ref.user_ticket_ids) AS x(ut_id)
      JOIN user_tickets ut ON ut.id = x.ut_id
      JOIN item ON item.id = ut.order_item_id
     GROUP BY ref.id, item.id
  ),
  targets AS (
    SELECT refund_id, item_id, value, units FROM named
    UNION ALL
    SELECT ref.id, item.id, item.gross, item.quantity FROM ref JOIN item ON item.order_id = ref.order_id
     WHERE NOT EXISTS (SELECT 1 FROM named WHERE named.refund_id = ref.id)
  ),
  parts AS (
    SELECT 'discount' AS kind, item.order_id AS key, item.id AS item_id, ord.disc AS amount, item.gross AS w, item.quantity AS n
      FROM item JOIN ord ON ord.id = item.order_id WHERE ord.disc <> 0
    UNION ALL
    SELECT 'fees', item.order_id, item.id, ord.fees, item.gross, item.quantity
      FROM item JOIN ord ON ord.id = item.order_id WHERE ord.fees <> 0
    UNION ALL
    SELECT 'refTickets', ref.id, t.item_id, ref.tickets_part, t.value, t.units FROM targets t JOIN ref ON ref.id = t.refund_id WHERE ref.tickets_part <> 0
    UNION ALL
    SELECT 'refFees', ref.id, t.item_id, ref.fees_part, t.value, t.units FROM targets t JOIN ref ON ref.id = t.refund_id WHERE ref.fees_part <> 0
  ),
  weighed AS (
    SELECT kind, key, item_id, amount, w, n, sum(w) OVER k AS tw, sum(n) OVER k AS tn, row_number() OVER (k ORDER BY item_id) AS rn
      FROM parts WINDOW k AS (PARTITION BY kind, key)
  ),
  based AS (
    SELECT kind, key, item_id, amount, rn,
           ${floorShare('amount', 'w', 'tw', 'n', 'tn')} AS base
      FROM weighed
  ),
  shares AS (
    SELECT kind, item_id, base + CASE WHEN rn = 1 THEN amount - sum(base) OVER (PARTITION BY kind, key) ELSE 0 END AS share
      FROM based
  ),
  shared AS (
    SELECT item_id,
           sum(share) FILTER (WHERE kind = 'discount') AS discount,
           sum(share) FILTER (WHERE kind = 'fees') AS fees,
           sum(share) FILTER (WHERE kind = 'refTickets') AS ref_tickets,
           sum(share) FILTER (WHERE kind = 'refFees') AS ref_fees
      FROM shares GROUP BY item_id
  ),
  item_money AS (
    SELECT item.*, coalesce(s.discount, 0) AS discount, coalesce(s.fees, 0) AS fees,
           coalesce(s.ref_tickets, 0) AS ref_tickets, coalesce(s.ref_fees, 0) AS ref_fees
      FROM item LEFT JOIN shared s ON s.item_id = item.id
  )`;

/**
 * Aggregates of LineFigures over `item_money` rows (within a GROUP BY): sales and courtesies told
 * apart by channel. Selected as text-safe numbers (bigint sums arrive as strings from pg).
 */
export const LINE_AGGREGATES = `
  coalesce(sum(quantity - canceled_quantity) FILTER (WHERE channel <> '@COURTESY'), 0)::bigint AS sold,
  coalesce(sum(quantity - canceled_quantity) FILTER (WHERE channel = '@COURTESY'), 0)::bigint AS courtesies,
  coalesce(sum(canceled_quantity) FILTER (WHERE channel <> '@COURTESY'), 0)::bigint AS refunded_tickets,
  coalesce(sum(gross) FILTER (WHERE channel <> '@COURTESY'), 0)::bigint AS gross,
  coalesce(sum(discount) FILTER (WHERE channel <> '@COURTESY'), 0)::bigint AS discounts,
  coalesce(sum(fees) FILTER (WHERE channel <> '@COURTESY'), 0)::bigint AS fees,
  coalesce(sum(ref_tickets + ref_fees) FILTER (WHERE channel <> '@COURTESY'), 0)::bigint AS refunded`;

export interface LineRow {
  sold: string | number;
  courtesies: string | number;
  refunded_tickets: string | number;
  gross: string | number;
  discounts: string | number;
  fees: string | number;
  refunded: string | number;
}

/** A row of LINE_AGGREGATES as LineFigures, net computed. */
export function lineOf(r: LineRow | undefined) {
  const n = (v: unknown) => Number(v ?? 0);
  const line = {
    sold: n(r?.sold),
    courtesies: n(r?.courtesies),
    refundedTickets: n(r?.refunded_tickets),
    gross: n(r?.gross),
    discounts: n(r?.discounts),
    fees: n(r?.fees),
    refunded: n(r?.refunded),
  };
  return { ...line, net: netOf(line) };
}

/**
 * Money per payment method of the counted orders: approved payments, and refunds done through
 * each (the refund's method, else its payment's; null when neither was recorded).
 */
export const METHOD_SQL = `
  WITH ord AS MATERIALIZED (${countedOrders("AND o.channel <> '@COURTESY'")}),
  paid AS (
    SELECT p.method, count(*)::bigint AS payments, sum(p.amount)::bigint AS received
      FROM order_payments p JOIN ord ON ord.id = p.order_id WHERE p.status = '@APPROVED' GROUP BY p.method
  ),
  back AS (
    SELECT coalesce(r.method, p.method) AS method, sum(r.amount)::bigint AS refunded
      FROM order_refunds r JOIN ord ON ord.id = r.order_id LEFT JOIN order_payments p ON p.id = r.payment_id
     WHERE r.status = '@DONE' GROUP BY 1
  )
  SELECT coalesce(paid.method, back.method) AS method, coalesce(paid.payments, 0) AS payments,
         coalesce(paid.received, 0) AS received, coalesce(back.refunded, 0) AS refunded
    FROM paid FULL JOIN back ON coalesce(back.method, '') = coalesce(paid.method, '')`;

/** The order of methods in answers: the tenders' own order, then what was not recorded. */
export const METHOD_ORDER = ['@CREDIT_CARD', '@DEBIT_CARD', '@PIX', '@BOLETO', '@CASH'];
