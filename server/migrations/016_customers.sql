-- Customers (issue 12, spec 2 "Clientes"; docs/customers.md): one row per person who paid for an
-- order of the business, kept by triggers on orders, so every writer (site, box office, POS, the
-- seed, an import) keeps it without knowing it exists.
--  * A person is their CPF when an order carries one; else their e-mail, lowercased (both as the
--    order stored them: CPF digits, e-mails checked by its writer; the orders' indexes find them). An order
--    with an e-mail and no CPF belongs to the CPF given with that e-mail on the business's other
--    paid orders when exactly one was; with none, or with two (a family sharing an address), to
--    the e-mail's own row. Two CPFs never merge.
--  * Courtesies (guests, not buyers) and unpaid orders make nobody a customer.
--  * The row holds who the person is and what the list sorts and searches by (their newest
--    order's name, e-mail and phone, and its date); what they bought (orders, tickets, money
--    less refunds) is summed from the orders when a page is read, so it never drifts.

CREATE TABLE IF NOT EXISTS customers (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  business_id uuid NOT NULL REFERENCES businesses(id) ON DELETE CASCADE,
  -- 'cpf:<11 digits>', or 'email:<lowercased e-mail>' for a buyer known by no CPF.
  person_key text NOT NULL,
  doc_cpf text,
  email text,
  profile__full_name text,
  -- Spec 2's profile shape: first word and the rest of the name.
  profile__first_name text GENERATED ALWAYS AS (nullif(split_part(btrim(profile__full_name), ' ', 1), '')) STORED,
  profile__last_name text GENERATED ALWAYS AS (
    nullif(btrim(substr(btrim(profile__full_name), length(split_part(btrim(profile__full_name), ' ', 1)) + 1)), '')
  ) STORED,
  profile__phone_number text,
  -- The newest paid order's date: the list's order (newest buyers first).
  last_order_at timestamptz NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX IF NOT EXISTS customers_person_idx ON customers (business_id, person_key);
-- The name server/db/syncResources.ts gives the definition's list index, so it is not built twice.
CREATE INDEX IF NOT EXISTS customers_list_last_order_at_idx ON customers (business_id, last_order_at, id);
-- The CSV export's pages: a row's creation never changes, so a buyer who buys again while the
-- file is written is neither skipped nor written twice (docs/customers.md).
CREATE INDEX IF NOT EXISTS customers_created_idx ON customers (business_id, created_at, id);

ALTER TABLE orders ADD COLUMN IF NOT EXISTS customer_id uuid REFERENCES customers(id) ON DELETE SET NULL;
CREATE INDEX IF NOT EXISTS orders_customer_idx ON orders (customer_id, created_at) WHERE customer_id IS NOT NULL;


-- Who is affected when orders change: (business, CPF digits, lowercased e-mail) of each order.
-- customers_sync re-decides whose every order naming one of those CPFs or e-mails is, and
-- refreshes the rows involved; set-based, so a seed or an import of thousands of orders costs a
-- few statements, and one sale a few index reads.
CREATE OR REPLACE FUNCTION customers_sync(bs uuid[], cpfs text[], es text[]) RETURNS void
LANGUAGE plpgsql SET plan_cache_mode = force_custom_plan AS $$
DECLARE
  lock_key text;
  ids uuid[];
  businesses uuid[];
  persons text[];
  touched uuid[];
BEGIN
  IF coalesce(cardinality(bs), 0) = 0 THEN
    RETURN;
  END IF;
  -- A few keys: each is locked (sorted, so two writers never wait on each other in a circle)
  -- under the business's shared lock. Many (a seed, the backfill): the business's exclusive
  -- lock instead, since thousands of key locks would overflow PostgreSQL's lock table.
  IF cardinality(bs) > 32 THEN
    FOR lock_key IN SELECT DISTINCT b::text FROM unnest(bs) AS b ORDER BY 1 LOOP
      PERFORM pg_advisory_xact_lock(727015, hashtext(lock_key));
    END LOOP;
  ELSE
    FOR lock_key IN SELECT DISTINCT b::text FROM unnest(bs) AS b ORDER BY 1 LOOP
      PERFORM pg_advisory_xact_lock_shared(727015, hashtext(lock_key));
    END LOOP;
    FOR lock_key IN
      SELECT DISTINCT b::text || '/' || v FROM unnest(bs, cpfs, es) AS k(b, cpf, e),
             LATERAL (VALUES ('cpf:' || k.cpf), ('email:' || k.e)) AS x(v)
       WHERE v IS NOT NULL ORDER BY 1
    LOOP
      PERFORM pg_advisory_xact_lock(727016, hashtext(lock_key));
    END LOOP;
  END IF;

  WITH k AS (SELECT DISTINCT b, cpf, e FROM unnest(bs, cpfs, es) AS k(b, cpf, e)),
  affected AS (
    SELECT o.id, o.business_id, o.customer_id,
           nullif(o.customer_cpf, '') AS cpf,
           nullif(lower(o.customer_email), '') AS e,
           (o.channel <> '@COURTESY' AND o.paid_at IS NOT NULL) AS counted
      FROM orders o
     WHERE o.id IN (SELECT o2.id FROM orders o2 JOIN (SELECT DISTINCT b, cpf FROM k WHERE cpf IS NOT NULL) kc
                      ON o2.business_id = kc.b AND o2.customer_cpf = kc.cpf
                    UNION
                    SELECT o3.id FROM orders o3 JOIN (SELECT DISTINCT b, e FROM k WHERE e IS NOT NULL) ke
                      ON o3.business_id = ke.b AND lower(o3.customer_email) = ke.e)
  ),
  owners AS (
    SELECT business_id, e, min(cpf) AS cpf FROM affected
     WHERE counted AND cpf IS NOT NULL AND e IS NOT NULL
     GROUP BY business_id, e HAVING count(DISTINCT cpf) = 1
  ),
  decided AS (
    SELECT a.id, a.business_id, a.customer_id,
           CASE WHEN NOT a.counted OR (a.cpf IS NULL AND a.e IS NULL) THEN NULL
                WHEN a.cpf IS NOT NULL THEN 'cpf:' || a.cpf
                ELSE coalesce('cpf:' || w.cpf, 'email:' || a.e) END AS person
      FROM affected a LEFT JOIN owners w ON a.cpf IS NULL AND w.business_id = a.business_id AND w.e = a.e
  )
  SELECT array_agg(id), array_agg(business_id), array_agg(person), array_agg(DISTINCT customer_id) FILTER (WHERE customer_id IS NOT NULL)
    INTO ids, businesses, persons, touched
    FROM decided;
  IF ids IS NULL THEN
    RETURN;
  END IF;

  INSERT INTO customers (business_id, person_key, doc_cpf, last_order_at)
  SELECT DISTINCT b, p, CASE WHEN p LIKE 'cpf:%' THEN substr(p, 5) END, now()
    FROM unnest(businesses, persons) AS t(b, p) WHERE p IS NOT NULL
  ON CONFLICT (business_id, person_key) DO NOTHING;

  WITH target AS (
    SELECT t.id, c.id AS customer_id
      FROM unnest(ids, businesses, persons) AS t(id, b, p)
      LEFT JOIN customers c ON c.business_id = t.b AND c.person_key = t.p
  ), moved AS (
    UPDATE orders o SET customer_id = target.customer_id FROM target
     WHERE o.id = target.id AND o.customer_id IS DISTINCT FROM target.customer_id
    RETURNING o.customer_id
  )
  SELECT array_agg(DISTINCT x) INTO touched
    FROM (SELECT unnest(coalesce(touched, '{}')) AS x UNION SELECT customer_id FROM moved WHERE customer_id IS NOT NULL) s;

  -- The rows involved, locked in id order (never in a circle with another writer), then read
  -- from their orders: newest name, e-mail and phone, newest date; a row left without orders goes.
  PERFORM 1 FROM customers WHERE id = ANY(touched) ORDER BY id FOR UPDATE;
  UPDATE customers c
     SET last_order_at = s.last_at, email = s.email, profile__full_name = s.name,
         profile__phone_number = s.phone, updated_at = now()
    FROM (SELECT customer_id, max(created_at) AS last_at,
                 (array_agg(lower(btrim(customer_email)) ORDER BY created_at DESC) FILTER (WHERE nullif(btrim(customer_email), '') IS NOT NULL))[1] AS email,
                 (array_agg(btrim(customer_name) ORDER BY created_at DESC) FILTER (WHERE nullif(btrim(customer_name), '') IS NOT NULL))[1] AS name,
                 (array_agg(btrim(customer_phone) ORDER BY created_at DESC) FILTER (WHERE nullif(btrim(customer_phone), '') IS NOT NULL))[1] AS phone
            FROM orders WHERE customer_id = ANY(touched) GROUP BY customer_id) s
   WHERE c.id = s.customer_id;
  DELETE FROM customers c WHERE c.id = ANY(touched) AND NOT EXISTS (SELECT 1 FROM orders o WHERE o.customer_id = c.id);
END $$;

-- The keys of a set of orders, for customers_sync: only orders that count (paid, not a courtesy,
-- with a CPF or an e-mail) can make or move a customer.
CREATE OR REPLACE FUNCTION orders_customer_inserted() RETURNS trigger
LANGUAGE plpgsql SET plan_cache_mode = force_custom_plan AS $$
DECLARE
  bs uuid[];
  cpfs text[];
  es text[];
BEGIN
  SELECT array_agg(business_id), array_agg(cpf), array_agg(e) INTO bs, cpfs, es
    FROM (SELECT DISTINCT business_id, nullif(customer_cpf, '') AS cpf,
                 nullif(lower(customer_email), '') AS e
            FROM inserted WHERE channel <> '@COURTESY' AND paid_at IS NOT NULL) s
   WHERE cpf IS NOT NULL OR e IS NOT NULL;
  PERFORM customers_sync(bs, cpfs, es);
  RETURN NULL;
END $$;

CREATE OR REPLACE FUNCTION orders_customer_deleted() RETURNS trigger
LANGUAGE plpgsql SET plan_cache_mode = force_custom_plan AS $$
DECLARE
  bs uuid[];
  cpfs text[];
  es text[];
BEGIN
  SELECT array_agg(business_id), array_agg(cpf), array_agg(e) INTO bs, cpfs, es
    FROM (SELECT DISTINCT business_id, nullif(customer_cpf, '') AS cpf,
                 nullif(lower(customer_email), '') AS e
            FROM removed WHERE customer_id IS NOT NULL) s;
  PERFORM customers_sync(bs, cpfs, es);
  RETURN NULL;
END $$;

-- Only updates that change who bought, whether the order counts, or what the row shows; the
-- trigger's own move of customer_id changes none of them, so it stops there.
CREATE OR REPLACE FUNCTION orders_customer_updated() RETURNS trigger
LANGUAGE plpgsql SET plan_cache_mode = force_custom_plan AS $$
DECLARE
  bs uuid[];
  cpfs text[];
  es text[];
BEGIN
  WITH changed AS (
    SELECT o.business_id AS ob, o.customer_cpf AS ocpf, o.customer_email AS oe, o.customer_id AS oid,
           n.business_id AS nb, n.customer_cpf AS ncpf, n.customer_email AS ne, n.channel AS nch, n.paid_at AS npaid
      FROM before_rows o JOIN after_rows n ON n.id = o.id
     WHERE (o.business_id, o.channel, o.paid_at, o.created_at, o.customer_cpf, o.customer_email, o.customer_name, o.customer_phone)
           IS DISTINCT FROM (n.business_id, n.channel, n.paid_at, n.created_at, n.customer_cpf, n.customer_email, n.customer_name, n.customer_phone)
  )
  SELECT array_agg(b), array_agg(cpf), array_agg(e) INTO bs, cpfs, es
    FROM (SELECT DISTINCT b, nullif(cpf, '') AS cpf, nullif(lower(e), '') AS e
            FROM (SELECT ob, ocpf, oe FROM changed WHERE oid IS NOT NULL
                  UNION ALL
                  SELECT nb, ncpf, ne FROM changed WHERE nch <> '@COURTESY' AND npaid IS NOT NULL) AS x(b, cpf, e)) s
   WHERE cpf IS NOT NULL OR e IS NOT NULL;
  PERFORM customers_sync(bs, cpfs, es);
  RETURN NULL;
END $$;

DROP TRIGGER IF EXISTS orders_customer_insert ON orders;
CREATE TRIGGER orders_customer_insert AFTER INSERT ON orders REFERENCING NEW TABLE AS inserted
  FOR EACH STATEMENT EXECUTE FUNCTION orders_customer_inserted();
DROP TRIGGER IF EXISTS orders_customer_update ON orders;
CREATE TRIGGER orders_customer_update AFTER UPDATE ON orders REFERENCING OLD TABLE AS before_rows NEW TABLE AS after_rows
  FOR EACH STATEMENT EXECUTE FUNCTION orders_customer_updated();
DROP TRIGGER IF EXISTS orders_customer_delete ON orders;
CREATE TRIGGER orders_customer_delete AFTER DELETE ON orders REFERENCING OLD TABLE AS removed
  FOR EACH STATEMENT EXECUTE FUNCTION orders_customer_deleted();

-- The unfiltered total of the list (docs/pagination.md: the sum of the list's shards, shard 0 the
-- base), kept by statement triggers on the rows, which write the base alone. A business without a
-- base row (its first customer, or its counter rows dropped) is counted from the table, which an
-- AFTER trigger already sees with the new rows.
CREATE OR REPLACE FUNCTION customers_count_inserted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO resource_counts (business_id, resource, parent_key, shard, count)
  SELECT i.business_id, 'customers', '', 0,
         CASE WHEN EXISTS (SELECT 1 FROM resource_counts rc
                            WHERE rc.business_id = i.business_id AND rc.resource = 'customers' AND rc.parent_key = '' AND rc.shard = 0)
              THEN i.n ELSE (SELECT count(*) FROM customers c WHERE c.business_id = i.business_id) END
    FROM (SELECT business_id, count(*) AS n FROM inserted GROUP BY business_id) i
  ON CONFLICT (business_id, resource, parent_key, shard) DO UPDATE SET count = resource_counts.count + EXCLUDED.count;
  RETURN NULL;
END $$;

-- Only an update on delete: a business being deleted takes its counter with it.
CREATE OR REPLACE FUNCTION customers_count_deleted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE resource_counts rc SET count = rc.count - d.n
    FROM (SELECT business_id, count(*) AS n FROM removed GROUP BY business_id) d
   WHERE rc.business_id = d.business_id AND rc.resource = 'customers' AND rc.parent_key = '' AND rc.shard = 0;
  RETURN NULL;
END $$;

DROP TRIGGER IF EXISTS customers_count_insert ON customers;
CREATE TRIGGER customers_count_insert AFTER INSERT ON customers REFERENCING NEW TABLE AS inserted
  FOR EACH STATEMENT EXECUTE FUNCTION customers_count_inserted();
DROP TRIGGER IF EXISTS customers_count_delete ON customers;
CREATE TRIGGER customers_count_delete AFTER DELETE ON customers REFERENCING OLD TABLE AS removed
  FOR EACH STATEMENT EXECUTE FUNCTION customers_count_deleted();

-- Orders already stored, in one pass.
SELECT customers_sync(array_agg(business_id), array_agg(cpf), array_agg(e))
  FROM (SELECT DISTINCT business_id, nullif(customer_cpf, '') AS cpf,
               nullif(lower(customer_email), '') AS e
          FROM orders WHERE channel <> '@COURTESY' AND paid_at IS NOT NULL) s
 WHERE cpf IS NOT NULL OR e IS NOT NULL;
