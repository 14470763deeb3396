-- Report summaries (migration 023): refreshes of one order are serialised, so a refresh never
-- stores a line computed from a snapshot that missed a concurrent transaction's committed change.
CREATE OR REPLACE FUNCTION report_refresh(ids uuid[]) RETURNS void LANGUAGE plpgsql AS $fn$
DECLARE
  sh smallint := (pg_backend_pid() % 8)::smallint;
  b int;
BEGIN
  -- One refresh of an order at a time, and each sees what the one before it committed: two
  -- transactions touching the same order (a refund and a check-in) both recomputed it from a
  -- snapshot taken before the other committed, and the later one stored a line without the other's
  -- change (PostgreSQL, tests/api/reportSummariesConcurrency.test.ts). The lock is a statement of
  -- its own, so the statements after it (READ COMMITTED: a new snapshot each) see the committed
  -- rows; taken in one order, refreshes cannot deadlock on each other. Held until COMMIT.
  -- By one of 256 buckets of the order id, not by order: a bulk write of 20,000 orders took 20,000
  -- locks and ran out of the lock table (max_locks_per_transaction); two orders of one bucket only
  -- wait for each other's refresh at COMMIT.
  FOR b IN SELECT DISTINCT hashtext(x::text) & 255 FROM unnest(ids) AS x ORDER BY 1 LOOP
    PERFORM pg_advisory_xact_lock(727023, b);
  END LOOP;
  WITH fresh AS MATERIALIZED (SELECT * FROM report_item_rows(ids)),
  kept AS MATERIALIZED (SELECT * FROM report_item_figures WHERE order_id = ANY(ids)),
  gone AS (
    DELETE FROM report_item_figures f WHERE f.order_id = ANY(ids) AND NOT EXISTS (SELECT 1 FROM fresh WHERE fresh.item_id = f.item_id)
  ),
  put AS (
    INSERT INTO report_item_figures SELECT * FROM fresh
    ON CONFLICT (item_id) DO UPDATE SET order_id = excluded.order_id, business_id = excluded.business_id, event_id = excluded.event_id,
      lot_id = excluded.lot_id, sector_id = excluded.sector_id, ticket_id = excluded.ticket_id, channel = excluded.channel, paid = excluded.paid,
      category = excluded.category, day = excluded.day, qty_live = excluded.qty_live, qty_canceled = excluded.qty_canceled, gross = excluded.gross,
      discount = excluded.discount, fees = excluded.fees, ref_tickets = excluded.ref_tickets, ref_fees = excluded.ref_fees,
      ut_total = excluded.ut_total, ut_live = excluded.ut_live, ut_validated = excluded.ut_validated, orders_counted = excluded.orders_counted,
      orders_kept = excluded.orders_kept, revenue = excluded.revenue, pending_orders = excluded.pending_orders, pending_total = excluded.pending_total
  ),
  delta AS MATERIALIZED (
    SELECT business_id, event_id, lot_id, sector_id, ticket_id, channel, paid, category, day, qty_live, qty_canceled, gross, discount, fees,
           ref_tickets, ref_fees, ut_total, ut_live, ut_validated, orders_counted, orders_kept, revenue, pending_orders, pending_total
      FROM fresh
    UNION ALL
    SELECT business_id, event_id, lot_id, sector_id, ticket_id, channel, paid, category, day, -qty_live, -qty_canceled, -gross, -discount, -fees,
           -ref_tickets, -ref_fees, -ut_total, -ut_live, -ut_validated, -orders_counted, -orders_kept, -revenue, -pending_orders, -pending_total
      FROM kept
  ),
  days AS (
    INSERT INTO report_day_sales AS d (business_id, day, event_id, channel, shard, revenue, tickets, orders)
    SELECT business_id, day, event_id, channel, sh, sum(revenue), sum(qty_live), sum(orders_kept)
      FROM delta WHERE paid AND channel <> '@COURTESY'
     GROUP BY business_id, day, event_id, channel
    HAVING sum(revenue) <> 0 OR sum(qty_live) <> 0 OR sum(orders_kept) <> 0
     ORDER BY business_id, day, event_id, channel
    ON CONFLICT (business_id, day, event_id, channel, shard) DO UPDATE
      SET revenue = d.revenue + excluded.revenue, tickets = d.tickets + excluded.tickets, orders = d.orders + excluded.orders
  )
  INSERT INTO report_lot_figures AS f (business_id, event_id, lot_id, sector_id, ticket_id, channel, paid, category, shard,
    qty_live, qty_canceled, gross, discount, fees, ref_tickets, ref_fees, ut_total, ut_live, ut_validated, orders_counted, pending_orders, pending_total)
  SELECT business_id, event_id, lot_id, sector_id, ticket_id, channel, paid, category, sh,
         sum(qty_live), sum(qty_canceled), sum(gross), sum(discount), sum(fees), sum(ref_tickets), sum(ref_fees),
         sum(ut_total), sum(ut_live), sum(ut_validated), sum(orders_counted), sum(pending_orders), sum(pending_total)
    FROM delta
   GROUP BY business_id, event_id, lot_id, sector_id, ticket_id, channel, paid, category
  HAVING sum(qty_live) <> 0 OR sum(qty_canceled) <> 0 OR sum(gross) <> 0 OR sum(discount) <> 0 OR sum(fees) <> 0 OR sum(ref_tickets) <> 0
      OR sum(ref_fees) <> 0 OR sum(ut_total) <> 0 OR sum(ut_live) <> 0 OR sum(ut_validated) <> 0 OR sum(orders_counted) <> 0
      OR sum(pending_orders) <> 0 OR sum(pending_total) <> 0
   ORDER BY event_id, lot_id, sector_id, ticket_id, channel, paid, category
  ON CONFLICT (event_id, lot_id, sector_id, ticket_id, channel, paid, category, shard) DO UPDATE SET
    qty_live = f.qty_live + excluded.qty_live, qty_canceled = f.qty_canceled + excluded.qty_canceled, gross = f.gross + excluded.gross,
    discount = f.discount + excluded.discount, fees = f.fees + excluded.fees, ref_tickets = f.ref_tickets + excluded.ref_tickets,
    ref_fees = f.ref_fees + excluded.ref_fees, ut_total = f.ut_total + excluded.ut_total, ut_live = f.ut_live + excluded.ut_live,
    ut_validated = f.ut_validated + excluded.ut_validated, orders_counted = f.orders_counted + excluded.orders_counted,
    pending_orders = f.pending_orders + excluded.pending_orders, pending_total = f.pending_total + excluded.pending_total;

  WITH fresh AS MATERIALIZED (SELECT * FROM report_method_rows(ids)),
  kept AS MATERIALIZED (SELECT * FROM report_order_methods WHERE order_id = ANY(ids)),
  gone AS (
    DELETE FROM report_order_methods m WHERE m.order_id = ANY(ids)
       AND NOT EXISTS (SELECT 1 FROM fresh WHERE fresh.order_id = m.order_id AND fresh.method = m.method)
  ),
  put AS (
    INSERT INTO report_order_methods SELECT * FROM fresh
    ON CONFLICT (order_id, method) DO UPDATE SET business_id = excluded.business_id, event_id = excluded.event_id, payments = excluded.payments,
      received = excluded.received, refunds = excluded.refunds, refunded = excluded.refunded
  ),
  delta AS (
    SELECT business_id, event_id, method, payments, received, refunds, refunded FROM fresh
    UNION ALL
    SELECT business_id, event_id, method, -payments, -received, -refunds, -refunded FROM kept
  )
  INSERT INTO report_method_figures AS f (business_id, event_id, method, shard, payments, received, refunds, refunded)
  SELECT business_id, event_id, method, sh, sum(payments), sum(received), sum(refunds), sum(refunded)
    FROM delta GROUP BY business_id, event_id, method
  HAVING sum(payments) <> 0 OR sum(received) <> 0 OR sum(refunds) <> 0 OR sum(refunded) <> 0
   ORDER BY event_id, method
  ON CONFLICT (event_id, method, shard) DO UPDATE SET payments = f.payments + excluded.payments, received = f.received + excluded.received,
    refunds = f.refunds + excluded.refunds, refunded = f.refunded + excluded.refunded;
END
$fn$;
