-- The orders area (issue 12, docs/orders.md "The orders area"): what the list, the refunds and the
-- buyer's page need beyond migration 012.

-- Refunds ------------------------------------------------------------------------------------
-- The part of a refund's amount that was service fee: a fees-only refund must not return fees a
-- tickets refund already returned, and the other way round.
ALTER TABLE order_refunds ADD COLUMN IF NOT EXISTS fees_amount bigint NOT NULL DEFAULT 0;
-- The tender the money goes back through (a gateway payment, or the cash of the counter).
ALTER TABLE order_refunds ADD COLUMN IF NOT EXISTS payment_id uuid REFERENCES order_payments(id) ON DELETE SET NULL;
UPDATE order_refunds r SET fees_amount = CASE WHEN r.type = '@FEES' THEN r.amount ELSE least(r.amount, o.fees) END
  FROM orders o WHERE o.id = r.order_id AND r.fees_amount = 0;
ALTER TABLE order_refunds DROP CONSTRAINT IF EXISTS order_refunds_fees_amount_check;
ALTER TABLE order_refunds ADD CONSTRAINT order_refunds_fees_amount_check CHECK (fees_amount BETWEEN 0 AND amount);
-- Older refunds of an order paid by one tender went back through it.
UPDATE order_refunds r SET payment_id = p.id FROM order_payments p
 WHERE p.order_id = r.order_id AND r.payment_id IS NULL
   AND (SELECT count(*) FROM order_payments x WHERE x.order_id = r.order_id) = 1;

-- The buyer's page ---------------------------------------------------------------------------
-- The secret of the link an order's message carries (/ingressos#<token>): 64 hexadecimal
-- characters drawn when the first message is delivered, never the order id.
ALTER TABLE orders ADD COLUMN IF NOT EXISTS public_token text;
CREATE UNIQUE INDEX IF NOT EXISTS orders_public_token_idx ON orders (public_token) WHERE public_token IS NOT NULL;

-- The list at a million orders ---------------------------------------------------------------
-- Filters by status and channel read their own index, newest first, and count within it.
CREATE INDEX IF NOT EXISTS orders_status_idx ON orders (business_id, status, created_at, id);
CREATE INDEX IF NOT EXISTS orders_channel_idx ON orders (business_id, channel, created_at, id);
-- "Paid by Pix" walks the payments of that method, not every order; 012's (business_id, method) is
-- its prefix, kept twice by every payment otherwise.
CREATE INDEX IF NOT EXISTS order_payments_method_order_idx ON order_payments (business_id, method, order_id);
DROP INDEX IF EXISTS order_payments_method_idx;
-- A whole e-mail, any case: 012's index is partial, and PostgreSQL keeps no statistics a query can
-- use for a partial index's expression, so it guessed 0.5% of the orders shared the e-mail and
-- walked the whole list newest first instead (1.3 s at a million orders). Without the predicate the
-- expression has statistics (one order or a few per e-mail) and the index is read.
CREATE INDEX IF NOT EXISTS orders_email_lower_idx ON orders (business_id, lower(customer_email));
DROP INDEX IF EXISTS orders_email_idx;
-- A search by part of a name compares each row's name folded (case and accents): folding it once when
-- the order is written costs the insert a few microseconds; folding it in the query cost every search
-- about 18 µs per row on PGlite (18 s to count through a million orders). The characters are those of
-- server/resources/search.ts.
ALTER TABLE orders ADD COLUMN IF NOT EXISTS customer_name_folded text
  GENERATED ALWAYS AS (lower(translate(customer_name, 'áàâãäåéèêëíìîïóòôõöúùûüçñýÿÁÀÂÃÄÅÉÈÊËÍÌÎÏÓÒÔÕÖÚÙÛÜÇÑÝ', 'aaaaaaeeeeiiiiooooouuuucnyyAAAAAAEEEEIIIIOOOOOUUUUCNY'))) STORED;
-- The framework's list index (server/db/syncResources.ts) is (business_id, created_at, id): the
-- same columns as 012's orders_list_idx, which every insert would otherwise keep twice.
CREATE INDEX IF NOT EXISTS orders_list_created_at_idx ON orders (business_id, created_at, id);
DROP INDEX IF EXISTS orders_list_idx;

-- The unfiltered total of the list, kept for every writer (site, box office, courtesies, seed):
-- resource_counts as docs/pagination.md keeps it (migration 010: a list's total is the sum of its
-- shards, shard 0 the base), by a statement trigger (one row per statement, however many orders
-- it inserts). The trigger writes the base alone: an order insert already holds its lots' rows.
DELETE FROM resource_counts WHERE resource = 'orders';
INSERT INTO resource_counts (business_id, resource, parent_key, shard, count)
SELECT business_id, 'orders', '', 0, count(*) FROM orders GROUP BY business_id;

-- A business without a base row (its first order, or its counter rows dropped as docs/pagination.md
-- allows) is counted from the table, which an AFTER trigger already sees with the new rows.
CREATE OR REPLACE FUNCTION orders_count_inserted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO resource_counts (business_id, resource, parent_key, shard, count)
  SELECT i.business_id, 'orders', '', 0,
         CASE WHEN EXISTS (SELECT 1 FROM resource_counts rc
                            WHERE rc.business_id = i.business_id AND rc.resource = 'orders' AND rc.parent_key = '' AND rc.shard = 0)
              THEN i.n ELSE (SELECT count(*) FROM orders o WHERE o.business_id = i.business_id) END
    FROM (SELECT business_id, count(*) AS n FROM inserted GROUP BY business_id) i
  ON CONFLICT (business_id, resource, parent_key, shard) DO UPDATE SET count = resource_counts.count + EXCLUDED.count;
  RETURN NULL;
END $$;

-- Only an update on delete: a business being deleted takes its counter with it.
CREATE OR REPLACE FUNCTION orders_count_deleted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE resource_counts rc SET count = rc.count - d.n
    FROM (SELECT business_id, count(*) AS n FROM deleted GROUP BY business_id) d
   WHERE rc.business_id = d.business_id AND rc.resource = 'orders' AND rc.parent_key = '' AND rc.shard = 0;
  RETURN NULL;
END $$;

DROP TRIGGER IF EXISTS orders_count_insert ON orders;
CREATE TRIGGER orders_count_insert AFTER INSERT ON orders REFERENCING NEW TABLE AS inserted
  FOR EACH STATEMENT EXECUTE FUNCTION orders_count_inserted();
DROP TRIGGER IF EXISTS orders_count_delete ON orders;
CREATE TRIGGER orders_count_delete AFTER DELETE ON orders REFERENCING OLD TABLE AS deleted
  FOR EACH STATEMENT EXECUTE FUNCTION orders_count_deleted();
