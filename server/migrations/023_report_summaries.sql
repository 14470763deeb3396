-- Report summaries (issue 13, "Correct at scale"; docs/reports.md, "Summary tables").
--
-- The reports and the dashboard read small summary tables instead of every line of an event.
-- They are kept in the same transaction as every write of orders, lines, issued tickets,
-- payments and refunds, whoever makes it (site, box office, door, refunds, seeds, imports):
--
--   1. statement triggers on those five tables note the orders a statement touched in
--      report_dirty (one set-based insert per statement, however many rows), and the
--      transaction once in report_flush;
--   2. the deferred constraint trigger of that one report_flush row runs at COMMIT:
--      report_refresh(orders) recomputes those orders' lines (report_item_rows: the same sharing
--      of an order's discounts, fees and refunds among its lines as server/reports/money.ts)
--      and adds the difference with what was kept to the summaries.
--
-- Each order is recomputed whole, from its rows, so the summaries never depend on which statement
-- changed what. The summary rows are sharded by backend (8 shards): two cashiers selling in the
-- same lot add to different rows, and they hold them only from the refresh at COMMIT to the end
-- of the commit. Rows are upserted in key order (no deadlock between two refreshes).
-- report_drift() recomputes everything from the rows and answers any difference.

-- Per order line: its share of its order's figures. '' is "not recorded" in key columns.
CREATE TABLE IF NOT EXISTS report_item_figures (
  item_id uuid PRIMARY KEY,
  order_id uuid NOT NULL,
  business_id uuid NOT NULL,
  event_id uuid NOT NULL,
  lot_id uuid NOT NULL,
  sector_id uuid NOT NULL,
  ticket_id uuid NOT NULL,
  channel text NOT NULL,
  paid boolean NOT NULL,
  -- the category the tickets had when sold; '' when not recorded (read the ticket's)
  category text NOT NULL,
  -- the São Paulo day the order was paid
  day date,
  qty_live bigint NOT NULL,
  qty_canceled bigint NOT NULL,
  gross bigint NOT NULL,
  discount bigint NOT NULL,
  fees bigint NOT NULL,
  ref_tickets bigint NOT NULL,
  ref_fees bigint NOT NULL,
  ut_total bigint NOT NULL,
  ut_live bigint NOT NULL,
  ut_validated bigint NOT NULL,
  -- order-level figures, on the order's first line (smallest id)
  orders_counted bigint NOT NULL,
  orders_kept bigint NOT NULL,
  revenue bigint NOT NULL,
  pending_orders bigint NOT NULL,
  pending_total bigint NOT NULL
);
CREATE INDEX IF NOT EXISTS report_item_figures_order_idx ON report_item_figures (order_id);

-- Per order and payment method: approved payments and refunds done (sales only).
CREATE TABLE IF NOT EXISTS report_order_methods (
  order_id uuid NOT NULL,
  method text NOT NULL,
  business_id uuid NOT NULL,
  event_id uuid NOT NULL,
  payments bigint NOT NULL,
  received bigint NOT NULL,
  refunds bigint NOT NULL,
  refunded bigint NOT NULL,
  PRIMARY KEY (order_id, method)
);

-- The summaries the reports read.
CREATE TABLE IF NOT EXISTS report_lot_figures (
  business_id uuid NOT NULL,
  event_id uuid NOT NULL,
  lot_id uuid NOT NULL,
  sector_id uuid NOT NULL,
  ticket_id uuid NOT NULL,
  channel text NOT NULL,
  paid boolean NOT NULL,
  category text NOT NULL,
  shard smallint NOT NULL,
  qty_live bigint NOT NULL DEFAULT 0,
  qty_canceled bigint NOT NULL DEFAULT 0,
  gross bigint NOT NULL DEFAULT 0,
  discount bigint NOT NULL DEFAULT 0,
  fees bigint NOT NULL DEFAULT 0,
  ref_tickets bigint NOT NULL DEFAULT 0,
  ref_fees bigint NOT NULL DEFAULT 0,
  ut_total bigint NOT NULL DEFAULT 0,
  ut_live bigint NOT NULL DEFAULT 0,
  ut_validated bigint NOT NULL DEFAULT 0,
  orders_counted bigint NOT NULL DEFAULT 0,
  pending_orders bigint NOT NULL DEFAULT 0,
  pending_total bigint NOT NULL DEFAULT 0,
  PRIMARY KEY (event_id, lot_id, sector_id, ticket_id, channel, paid, category, shard)
);

CREATE TABLE IF NOT EXISTS report_day_sales (
  business_id uuid NOT NULL,
  day date NOT NULL,
  event_id uuid NOT NULL,
  channel text NOT NULL,
  shard smallint NOT NULL,
  revenue bigint NOT NULL DEFAULT 0,
  tickets bigint NOT NULL DEFAULT 0,
  orders bigint NOT NULL DEFAULT 0,
  PRIMARY KEY (business_id, day, event_id, channel, shard)
);

CREATE TABLE IF NOT EXISTS report_method_figures (
  business_id uuid NOT NULL,
  event_id uuid NOT NULL,
  method text NOT NULL,
  shard smallint NOT NULL,
  payments bigint NOT NULL DEFAULT 0,
  received bigint NOT NULL DEFAULT 0,
  refunds bigint NOT NULL DEFAULT 0,
  refunded bigint NOT NULL DEFAULT 0,
  PRIMARY KEY (event_id, method, shard)
);

-- Orders touched by the transaction, waiting for the refresh at COMMIT.
CREATE TABLE IF NOT EXISTS report_dirty (
  tx bigint NOT NULL DEFAULT txid_current(),
  order_id uuid NOT NULL
);
CREATE INDEX IF NOT EXISTS report_dirty_tx_idx ON report_dirty (tx);

-- What the summaries should hold for the lines of some orders, from the rows. Mirrors
-- ITEM_MONEY of server/reports/money.ts (the reconciliation and tests/api/reportsAgreement.test.ts
-- compare the two).
CREATE OR REPLACE FUNCTION report_item_rows(ids uuid[]) RETURNS SETOF report_item_figures LANGUAGE sql STABLE AS $fn$
  WITH ord AS MATERIALIZED (
    SELECT o.id, o.business_id, o.event_id, o.channel, o.status, o.paid_at, o.total, o.fees, o.coupon_discount + o.discount AS disc
      FROM orders o WHERE o.id = ANY(ids)
  ),
  item AS MATERIALIZED (
    SELECT i.id, i.order_id, i.lot_id, i.sector_id, i.ticket_id, i.quantity, i.canceled_quantity, i.unit_price,
           i.unit_price * i.quantity AS gross,
           row_number() OVER (PARTITION BY i.order_id ORDER BY i.id) AS line
      FROM order_items i WHERE i.order_id = ANY(ids)
  ),
  ref AS MATERIALIZED (
    SELECT r.id, r.order_id, r.amount - r.fees_amount AS tickets_part, r.fees_amount AS fees_part, r.user_ticket_ids
      FROM order_refunds r JOIN ord ON ord.id = r.order_id
     WHERE r.status = '@DONE' AND r.amount > 0 AND ord.paid_at IS NOT NULL
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
    SELECT 'discount' AS kind, item.order_id AS key, item.id AS item_id, ord.disc AS amount, item.gross AS w, item.quantity::bigint AS n
      FROM item JOIN ord ON ord.id = item.order_id WHERE ord.disc <> 0 AND ord.paid_at IS NOT NULL
    UNION ALL
    SELECT 'fees', item.order_id, item.id, ord.fees, item.gross, item.quantity
      FROM item JOIN ord ON ord.id = item.order_id WHERE ord.fees <> 0 AND ord.paid_at IS NOT NULL
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
           CASE WHEN tw > 0 THEN div(amount::numeric * w, tw) ELSE div(amount::numeric * n, tn) END AS base
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
  unit AS (
    SELECT ut.order_item_id, min(ut.category) AS category, count(*) AS total,
           count(*) FILTER (WHERE ut.canceled_at IS NULL) AS live,
           count(*) FILTER (WHERE ut.canceled_at IS NULL AND ut.validated_at IS NOT NULL) AS validated
      FROM user_tickets ut JOIN item ON item.id = ut.order_item_id GROUP BY ut.order_item_id
  ),
  back AS (
    SELECT r.order_id, sum(r.amount) AS amount FROM order_refunds r JOIN ord ON ord.id = r.order_id WHERE r.status = '@DONE' GROUP BY r.order_id
  )
  SELECT item.id, item.order_id, ord.business_id, ord.event_id, item.lot_id, item.sector_id, item.ticket_id, ord.channel,
         ord.paid_at IS NOT NULL, coalesce(u.category, ''), (ord.paid_at AT TIME ZONE 'America/Sao_Paulo')::date,
         (item.quantity - item.canceled_quantity)::bigint, item.canceled_quantity::bigint, item.gross::bigint,
         coalesce(s.discount, 0)::bigint, coalesce(s.fees, 0)::bigint, coalesce(s.ref_tickets, 0)::bigint, coalesce(s.ref_fees, 0)::bigint,
         coalesce(u.total, 0)::bigint, coalesce(u.live, 0)::bigint, coalesce(u.validated, 0)::bigint,
         (item.line = 1 AND ord.paid_at IS NOT NULL AND ord.status <> '@CANCELED')::int::bigint,
         (item.line = 1 AND ord.paid_at IS NOT NULL AND ord.channel <> '@COURTESY' AND ord.status <> '@REFUNDED')::int::bigint,
         CASE WHEN item.line = 1 AND ord.paid_at IS NOT NULL AND ord.channel <> '@COURTESY' THEN ord.total - coalesce(back.amount, 0) ELSE 0 END::bigint,
         (item.line = 1 AND ord.status = '@PENDING')::int::bigint,
         CASE WHEN item.line = 1 AND ord.status = '@PENDING' THEN ord.total ELSE 0 END::bigint
    FROM item JOIN ord ON ord.id = item.order_id
    LEFT JOIN shared s ON s.item_id = item.id
    LEFT JOIN unit u ON u.order_item_id = item.id
    LEFT JOIN back ON back.order_id = item.order_id
$fn$;

-- Approved payments and refunds done per method of some orders (sales that were paid).
CREATE OR REPLACE FUNCTION report_method_rows(ids uuid[]) RETURNS SETOF report_order_methods LANGUAGE sql STABLE AS $fn$
  WITH ord AS MATERIALIZED (
    SELECT o.id, o.business_id, o.event_id FROM orders o
     WHERE o.id = ANY(ids) AND o.paid_at IS NOT NULL AND o.channel <> '@COURTESY'
  ),
  paid AS (
    SELECT p.order_id, p.method, count(*) AS payments, sum(p.amount) AS received
      FROM order_payments p JOIN ord ON ord.id = p.order_id WHERE p.status = '@APPROVED' GROUP BY 1, 2
  ),
  back AS (
    SELECT r.order_id, coalesce(r.method, p.method, '') AS method, count(*) AS refunds, sum(r.amount) AS refunded
      FROM order_refunds r JOIN ord ON ord.id = r.order_id LEFT JOIN order_payments p ON p.id = r.payment_id
     WHERE r.status = '@DONE' GROUP BY 1, 2
  )
  SELECT coalesce(paid.order_id, back.order_id), coalesce(paid.method, back.method), ord.business_id, ord.event_id,
         coalesce(paid.payments, 0)::bigint, coalesce(paid.received, 0)::bigint, coalesce(back.refunds, 0)::bigint, coalesce(back.refunded, 0)::bigint
    FROM paid FULL JOIN back ON back.order_id = paid.order_id AND back.method = paid.method
    JOIN ord ON ord.id = coalesce(paid.order_id, back.order_id)
$fn$;

-- Recomputes some orders and adds the difference to the summaries (in key order).
CREATE OR REPLACE FUNCTION report_refresh(ids uuid[]) RETURNS void LANGUAGE plpgsql AS $fn$
DECLARE
  sh smallint := (pg_backend_pid() % 8)::smallint;
BEGIN
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

-- One row per transaction that touched an order: its deferred trigger is the refresh at COMMIT
-- (a constraint trigger fires per row; one row, so one refresh however many statements wrote).
CREATE TABLE IF NOT EXISTS report_flush (tx bigint NOT NULL);

-- Notes orders for the refresh at COMMIT, and the transaction once (the setting is the
-- transaction's own: rolled back with it, reset at its end).
CREATE OR REPLACE FUNCTION report_note(ids uuid[]) RETURNS void LANGUAGE plpgsql AS $fn$
BEGIN
  IF ids IS NULL OR cardinality(ids) = 0 THEN RETURN; END IF;
  INSERT INTO report_dirty (order_id) SELECT unnest(ids);
  IF current_setting('report.flush_tx', true) IS DISTINCT FROM txid_current()::text THEN
    INSERT INTO report_flush (tx) VALUES (txid_current());
    PERFORM set_config('report.flush_tx', txid_current()::text, true);
  END IF;
END
$fn$;

-- At COMMIT: every order the transaction touched, recomputed at once.
CREATE OR REPLACE FUNCTION report_dirty_flush() RETURNS trigger LANGUAGE plpgsql AS $fn$
DECLARE
  ids uuid[];
BEGIN
  -- Writes after this (SET CONSTRAINTS ... IMMEDIATE, then more statements) note the transaction again.
  PERFORM set_config('report.flush_tx', '', true);
  DELETE FROM report_flush WHERE tx = txid_current();
  WITH d AS (DELETE FROM report_dirty WHERE tx = txid_current() RETURNING order_id)
  SELECT array_agg(DISTINCT order_id) INTO ids FROM d;
  IF ids IS NOT NULL THEN PERFORM report_refresh(ids); END IF;
  RETURN NULL;
END
$fn$;
DROP TRIGGER IF EXISTS report_dirty_flush ON report_dirty;
DROP TRIGGER IF EXISTS report_flush_at_commit ON report_flush;
CREATE CONSTRAINT TRIGGER report_flush_at_commit AFTER INSERT ON report_flush DEFERRABLE INITIALLY DEFERRED
  FOR EACH ROW EXECUTE FUNCTION report_dirty_flush();

-- The statement triggers: which orders a statement touched. Updates that change nothing the
-- reports read (a holder's name, a delivery status) note nothing.
CREATE OR REPLACE FUNCTION report_note_orders() RETURNS trigger LANGUAGE plpgsql AS $fn$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM report_note(array(SELECT DISTINCT id FROM new_rows));
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM report_note(array(SELECT DISTINCT id FROM old_rows));
  ELSE
    PERFORM report_note(array(
      SELECT DISTINCT n.id FROM new_rows n JOIN old_rows o ON o.id = n.id
       WHERE (n.business_id, n.event_id, n.channel, n.status, n.paid_at, n.total, n.fees, n.coupon_discount, n.discount)
             IS DISTINCT FROM (o.business_id, o.event_id, o.channel, o.status, o.paid_at, o.total, o.fees, o.coupon_discount, o.discount)));
  END IF;
  RETURN NULL;
END
$fn$;

CREATE OR REPLACE FUNCTION report_note_items() RETURNS trigger LANGUAGE plpgsql AS $fn$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM report_note(array(SELECT DISTINCT order_id FROM new_rows));
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM report_note(array(SELECT DISTINCT order_id FROM old_rows));
  ELSE
    PERFORM report_note(array(
    SELECT DISTINCT x.order_id FROM (
      SELECT n.order_id FROM new_rows n JOIN old_rows o ON o.id = n.id
       WHERE (n.order_id, n.lot_id, n.sector_id, n.ticket_id, n.quantity, n.canceled_quantity, n.unit_price)
             IS DISTINCT FROM (o.order_id, o.lot_id, o.sector_id, o.ticket_id, o.quantity, o.canceled_quantity, o.unit_price)
      UNION ALL
      SELECT o.order_id FROM new_rows n JOIN old_rows o ON o.id = n.id WHERE n.order_id <> o.order_id
    ) x));
  END IF;
  RETURN NULL;
END
$fn$;

CREATE OR REPLACE FUNCTION report_note_tickets() RETURNS trigger LANGUAGE plpgsql AS $fn$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM report_note(array(SELECT DISTINCT i.order_id FROM (SELECT DISTINCT order_item_id FROM new_rows) u JOIN order_items i ON i.id = u.order_item_id));
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM report_note(array(SELECT DISTINCT i.order_id FROM (SELECT DISTINCT order_item_id FROM old_rows) u JOIN order_items i ON i.id = u.order_item_id));
  ELSE
    PERFORM report_note(array(
    SELECT DISTINCT i.order_id FROM (
      SELECT n.order_item_id FROM new_rows n JOIN old_rows o ON o.id = n.id
       WHERE (n.order_item_id, n.category, n.canceled_at IS NULL, n.validated_at IS NULL)
             IS DISTINCT FROM (o.order_item_id, o.category, o.canceled_at IS NULL, o.validated_at IS NULL)
      UNION
      SELECT o.order_item_id FROM new_rows n JOIN old_rows o ON o.id = n.id WHERE n.order_item_id <> o.order_item_id
    ) u JOIN order_items i ON i.id = u.order_item_id));
  END IF;
  RETURN NULL;
END
$fn$;

-- Payments and refunds: any change of their order's (status, amount, method) counts.
CREATE OR REPLACE FUNCTION report_note_money() RETURNS trigger LANGUAGE plpgsql AS $fn$
BEGIN
  IF TG_OP = 'DELETE' THEN
    PERFORM report_note(array(SELECT DISTINCT order_id FROM old_rows));
  ELSE
    PERFORM report_note(array(SELECT DISTINCT order_id FROM new_rows));
  END IF;
  RETURN NULL;
END
$fn$;

DO $do$
DECLARE
  t record;
BEGIN
  FOR t IN SELECT * FROM (VALUES ('orders', 'report_note_orders'), ('order_items', 'report_note_items'), ('user_tickets', 'report_note_tickets'),
                                 ('order_payments', 'report_note_money'), ('order_refunds', 'report_note_money')) AS x(tab, fn) LOOP
    EXECUTE format('DROP TRIGGER IF EXISTS report_note_insert ON %I', t.tab);
    EXECUTE format('CREATE TRIGGER report_note_insert AFTER INSERT ON %I REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION %I()', t.tab, t.fn);
    EXECUTE format('DROP TRIGGER IF EXISTS report_note_update ON %I', t.tab);
    EXECUTE format('CREATE TRIGGER report_note_update AFTER UPDATE ON %I REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION %I()', t.tab, t.fn);
    EXECUTE format('DROP TRIGGER IF EXISTS report_note_delete ON %I', t.tab);
    EXECUTE format('CREATE TRIGGER report_note_delete AFTER DELETE ON %I REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION %I()', t.tab, t.fn);
  END LOOP;
END
$do$;

-- Rebuilds the summaries of a business (all when NULL) from the rows: the backfill, and the
-- repair after report_drift() found a difference.
CREATE OR REPLACE FUNCTION report_rebuild(bid uuid) RETURNS void LANGUAGE plpgsql AS $fn$
DECLARE
  ids uuid[];
BEGIN
  DELETE FROM report_item_figures WHERE bid IS NULL OR business_id = bid;
  DELETE FROM report_order_methods WHERE bid IS NULL OR business_id = bid;
  DELETE FROM report_lot_figures WHERE bid IS NULL OR business_id = bid;
  DELETE FROM report_day_sales WHERE bid IS NULL OR business_id = bid;
  DELETE FROM report_method_figures WHERE bid IS NULL OR business_id = bid;
  SELECT array_agg(id) INTO ids FROM orders WHERE bid IS NULL OR business_id = bid;
  IF ids IS NOT NULL THEN
    INSERT INTO report_item_figures SELECT * FROM report_item_rows(ids);
    INSERT INTO report_order_methods SELECT * FROM report_method_rows(ids);
  END IF;
  INSERT INTO report_lot_figures (business_id, event_id, lot_id, sector_id, ticket_id, channel, paid, category, shard,
    qty_live, qty_canceled, gross, discount, fees, ref_tickets, ref_fees, ut_total, ut_live, ut_validated, orders_counted, pending_orders, pending_total)
  SELECT business_id, event_id, lot_id, sector_id, ticket_id, channel, paid, category, 0,
         sum(qty_live), sum(qty_canceled), sum(gross), sum(discount), sum(fees), sum(ref_tickets), sum(ref_fees),
         sum(ut_total), sum(ut_live), sum(ut_validated), sum(orders_counted), sum(pending_orders), sum(pending_total)
    FROM report_item_figures WHERE bid IS NULL OR business_id = bid
   GROUP BY business_id, event_id, lot_id, sector_id, ticket_id, channel, paid, category;
  INSERT INTO report_day_sales (business_id, day, event_id, channel, shard, revenue, tickets, orders)
  SELECT business_id, day, event_id, channel, 0, sum(revenue), sum(qty_live), sum(orders_kept)
    FROM report_item_figures WHERE (bid IS NULL OR business_id = bid) AND paid AND channel <> '@COURTESY'
   GROUP BY business_id, day, event_id, channel;
  INSERT INTO report_method_figures (business_id, event_id, method, shard, payments, received, refunds, refunded)
  SELECT business_id, event_id, method, 0, sum(payments), sum(received), sum(refunds), sum(refunded)
    FROM report_order_methods WHERE bid IS NULL OR business_id = bid
   GROUP BY business_id, event_id, method;
END
$fn$;

-- Every difference between the summaries of a business (all when NULL) and the rows:
-- (what, key, kept, recomputed), kept and recomputed as text (the row's figures), NULL when absent.
CREATE OR REPLACE FUNCTION report_drift(bid uuid) RETURNS TABLE (what text, key text, kept text, recomputed text) LANGUAGE plpgsql STABLE AS $fn$
DECLARE
  ids uuid[];
BEGIN
  SELECT coalesce(array_agg(id), '{}') INTO ids FROM orders WHERE bid IS NULL OR business_id = bid;
  RETURN QUERY
  WITH fresh AS MATERIALIZED (SELECT * FROM report_item_rows(ids)),
  kept AS MATERIALIZED (SELECT * FROM report_item_figures WHERE bid IS NULL OR business_id = bid),
  item_diff AS (
    SELECT 'item'::text, coalesce(k.item_id, f.item_id)::text,
           CASE WHEN k.item_id IS NOT NULL THEN row(k.*)::text END, CASE WHEN f.item_id IS NOT NULL THEN row(f.*)::text END
      FROM kept k FULL JOIN fresh f ON f.item_id = k.item_id
     WHERE row(k.*) IS DISTINCT FROM row(f.*)
  ),
  lots_want AS (
    SELECT business_id, event_id, lot_id, sector_id, ticket_id, channel, paid, category,
           row(sum(qty_live), sum(qty_canceled), sum(gross), sum(discount), sum(fees), sum(ref_tickets), sum(ref_fees),
               sum(ut_total), sum(ut_live), sum(ut_validated), sum(orders_counted), sum(pending_orders), sum(pending_total))::text AS v
      FROM fresh GROUP BY 1, 2, 3, 4, 5, 6, 7, 8
  ),
  lots_have AS (
    SELECT business_id, event_id, lot_id, sector_id, ticket_id, channel, paid, category,
           row(sum(qty_live), sum(qty_canceled), sum(gross), sum(discount), sum(fees), sum(ref_tickets), sum(ref_fees),
               sum(ut_total), sum(ut_live), sum(ut_validated), sum(orders_counted), sum(pending_orders), sum(pending_total))::text AS v
      FROM report_lot_figures WHERE bid IS NULL OR business_id = bid GROUP BY 1, 2, 3, 4, 5, 6, 7, 8
  ),
  lot_diff AS (
    SELECT 'lot'::text, concat_ws('/', coalesce(h.event_id, w.event_id), coalesce(h.lot_id, w.lot_id), coalesce(h.sector_id, w.sector_id),
           coalesce(h.ticket_id, w.ticket_id), coalesce(h.channel, w.channel), coalesce(h.paid, w.paid), coalesce(h.category, w.category)),
           h.v, w.v
      FROM lots_have h FULL JOIN lots_want w USING (business_id, event_id, lot_id, sector_id, ticket_id, channel, paid, category)
     WHERE h.v IS DISTINCT FROM w.v AND coalesce(h.v, w.v) <> '(0,0,0,0,0,0,0,0,0,0,0,0,0)'
  ),
  days_want AS (
    SELECT business_id, day, event_id, channel, row(sum(revenue), sum(qty_live), sum(orders_kept))::text AS v
      FROM fresh WHERE paid AND channel <> '@COURTESY' GROUP BY 1, 2, 3, 4
  ),
  days_have AS (
    SELECT business_id, day, event_id, channel, row(sum(revenue), sum(tickets), sum(orders))::text AS v
      FROM report_day_sales WHERE bid IS NULL OR business_id = bid GROUP BY 1, 2, 3, 4
  ),
  day_diff AS (
    SELECT 'day'::text, concat_ws('/', coalesce(h.day, w.day), coalesce(h.event_id, w.event_id), coalesce(h.channel, w.channel)), h.v, w.v
      FROM days_have h FULL JOIN days_want w USING (business_id, day, event_id, channel)
     WHERE h.v IS DISTINCT FROM w.v AND coalesce(h.v, w.v) <> '(0,0,0)'
  ),
  methods_fresh AS MATERIALIZED (SELECT * FROM report_method_rows(ids)),
  methods_want AS (
    SELECT business_id, event_id, method, row(sum(payments), sum(received), sum(refunds), sum(refunded))::text AS v FROM methods_fresh GROUP BY 1, 2, 3
  ),
  methods_have AS (
    SELECT business_id, event_id, method, row(sum(payments), sum(received), sum(refunds), sum(refunded))::text AS v
      FROM report_method_figures WHERE bid IS NULL OR business_id = bid GROUP BY 1, 2, 3
  ),
  method_diff AS (
    SELECT 'method'::text, concat_ws('/', coalesce(h.event_id, w.event_id), coalesce(h.method, w.method)), h.v, w.v
      FROM methods_have h FULL JOIN methods_want w USING (business_id, event_id, method)
     WHERE h.v IS DISTINCT FROM w.v AND coalesce(h.v, w.v) <> '(0,0,0,0)'
  )
  SELECT * FROM item_diff UNION ALL SELECT * FROM lot_diff UNION ALL SELECT * FROM day_diff UNION ALL SELECT * FROM method_diff;
END
$fn$;

-- The backfill: every order there is.
SELECT report_rebuild(NULL);
