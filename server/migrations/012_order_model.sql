-- The order model grows into sales, money and the door (issue 12; docs/orders.md):
--  * orders get a code staff can read out, the buyer's CPF, the event session, discounts, who
--    sold it and in which cash session, and the states of a partial refund;
--  * payments (one or more tenders per order), refunds (each a request to a gateway or a cash
--    return, with its own state), check-ins (every entry and its undo), resends, and cash sessions;
--  * order_items.canceled_quantity: units of the line cancelled by a refund, so `sold` stays one
--    sum over order items (server/resources/lots/sold.ts) and a refund returns its places.

-- Orders -------------------------------------------------------------------------------------
ALTER TABLE orders DROP CONSTRAINT IF EXISTS orders_status_check;
ALTER TABLE orders ADD CONSTRAINT orders_status_check
  CHECK (status IN ('@PENDING', '@PAID', '@CANCELED', '@REFUNDED', '@PARTIALLY_REFUNDED'));
ALTER TABLE orders ADD COLUMN IF NOT EXISTS code text;
ALTER TABLE orders ADD COLUMN IF NOT EXISTS customer_cpf text;
ALTER TABLE orders ADD COLUMN IF NOT EXISTS session_id uuid;
-- Cents. coupon_discount comes from coupon_id's rule; discount is a manual discount at the box office.
ALTER TABLE orders ADD COLUMN IF NOT EXISTS coupon_code text;
ALTER TABLE orders ADD COLUMN IF NOT EXISTS coupon_discount bigint NOT NULL DEFAULT 0;
ALTER TABLE orders ADD COLUMN IF NOT EXISTS discount bigint NOT NULL DEFAULT 0;
ALTER TABLE orders ADD COLUMN IF NOT EXISTS seller_id uuid REFERENCES users(id) ON DELETE SET NULL;
ALTER TABLE orders ADD COLUMN IF NOT EXISTS cash_session_id uuid;
ALTER TABLE orders ADD COLUMN IF NOT EXISTS paid_at timestamptz;
ALTER TABLE orders ADD COLUMN IF NOT EXISTS canceled_at timestamptz;

-- Twelve hexadecimal capitals, random: what a buyer reads over the phone and staff search by. A
-- default, so every writer (seed, courtesies, box office, site) gets one; 16^12 codes keep a clash
-- (refused by the unique index) below one in 500 even at a million orders of one business.
UPDATE orders SET code = upper(substr(md5(id::text), 1, 12)) WHERE code IS NULL;
ALTER TABLE orders ALTER COLUMN code SET DEFAULT upper(substr(md5(gen_random_uuid()::text), 1, 12));
ALTER TABLE orders ALTER COLUMN code SET NOT NULL;
UPDATE orders SET paid_at = created_at WHERE paid_at IS NULL AND status IN ('@PAID', '@REFUNDED');
CREATE UNIQUE INDEX IF NOT EXISTS orders_code_idx ON orders (business_id, code);
CREATE INDEX IF NOT EXISTS orders_list_idx ON orders (business_id, created_at DESC, id);
CREATE INDEX IF NOT EXISTS orders_cpf_idx ON orders (business_id, customer_cpf) WHERE customer_cpf IS NOT NULL;
CREATE INDEX IF NOT EXISTS orders_email_idx ON orders (business_id, lower(customer_email)) WHERE customer_email IS NOT NULL;
CREATE INDEX IF NOT EXISTS orders_cash_session_idx ON orders (cash_session_id) WHERE cash_session_id IS NOT NULL;

ALTER TABLE order_items ADD COLUMN IF NOT EXISTS canceled_quantity integer NOT NULL DEFAULT 0;
ALTER TABLE order_items DROP CONSTRAINT IF EXISTS order_items_canceled_quantity_check;
ALTER TABLE order_items ADD CONSTRAINT order_items_canceled_quantity_check CHECK (canceled_quantity BETWEEN 0 AND quantity);

-- Issued tickets ------------------------------------------------------------------------------
-- The ticket's category when sold (@ENTIRE, @HALF, @COURTESY, @SUPPORTIVE, @OTHERS): the door
-- warns on meia-entrada even if the ticket's category is edited later. NULL on older rows: read
-- the ticket's current category.
ALTER TABLE user_tickets ADD COLUMN IF NOT EXISTS category text;
ALTER TABLE user_tickets ADD COLUMN IF NOT EXISTS holder_cpf text;
ALTER TABLE user_tickets ADD COLUMN IF NOT EXISTS validated_by uuid;
-- Why a ticket was cancelled: '@REFUNDED' (a refund of tickets) or '@CANCELED' (its order was cancelled).
ALTER TABLE user_tickets ADD COLUMN IF NOT EXISTS cancel_reason text;
ALTER TABLE user_tickets DROP CONSTRAINT IF EXISTS user_tickets_cancel_reason_check;
ALTER TABLE user_tickets ADD CONSTRAINT user_tickets_cancel_reason_check CHECK (cancel_reason IN ('@REFUNDED', '@CANCELED'));
CREATE INDEX IF NOT EXISTS user_tickets_event_idx ON user_tickets (business_id, event_id);

-- Cash sessions (the box office) -------------------------------------------------------------
CREATE TABLE IF NOT EXISTS cash_sessions (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  business_id uuid NOT NULL REFERENCES businesses(id) ON DELETE CASCADE,
  user_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  opening_float bigint NOT NULL DEFAULT 0 CHECK (opening_float >= 0),
  opened_at timestamptz NOT NULL DEFAULT now(),
  closed_at timestamptz,
  -- {"@CASH": cents, "@CREDIT_CARD": cents, ...} as counted at closing, and as the server expected.
  counted jsonb,
  expected jsonb,
  note text,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
-- One open cash session per person per business.
CREATE UNIQUE INDEX IF NOT EXISTS cash_sessions_open_idx ON cash_sessions (business_id, user_id) WHERE closed_at IS NULL;
CREATE INDEX IF NOT EXISTS cash_sessions_list_idx ON cash_sessions (business_id, opened_at DESC, id);

-- Payments: one row per tender --------------------------------------------------------------
CREATE TABLE IF NOT EXISTS order_payments (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  business_id uuid NOT NULL REFERENCES businesses(id) ON DELETE CASCADE,
  order_id uuid NOT NULL REFERENCES orders(id) ON DELETE CASCADE,
  method text NOT NULL CHECK (method IN ('@CREDIT_CARD', '@DEBIT_CARD', '@PIX', '@BOLETO', '@CASH')),
  -- What the tender paid of the order; for cash, `received` is what was handed over and `change` what went back.
  amount bigint NOT NULL CHECK (amount >= 0),
  received bigint,
  change bigint,
  installments integer,
  card_bin text,
  -- A gateway payment: the account (payment_accounts) and the gateway's own id of the payment or charge.
  gateway text CHECK (gateway IN ('@MERCADOPAGO', '@PAGSEGURO')),
  payment_account_id uuid,
  gateway_reference text,
  status text NOT NULL DEFAULT '@APPROVED' CHECK (status IN ('@PENDING', '@APPROVED', '@REFUSED')),
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX IF NOT EXISTS order_payments_order_idx ON order_payments (order_id);
CREATE INDEX IF NOT EXISTS order_payments_method_idx ON order_payments (business_id, method);

-- One payment for each older paid order: its payment type and total.
INSERT INTO order_payments (business_id, order_id, method, amount, created_at)
SELECT o.business_id, o.id, o.payment_type, o.total, o.created_at FROM orders o
 WHERE o.payment_type IN ('@CREDIT_CARD', '@DEBIT_CARD', '@PIX', '@BOLETO', '@CASH') AND o.total > 0
   AND NOT EXISTS (SELECT 1 FROM order_payments p WHERE p.order_id = o.id);

-- Refunds ------------------------------------------------------------------------------------
CREATE TABLE IF NOT EXISTS order_refunds (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  business_id uuid NOT NULL REFERENCES businesses(id) ON DELETE CASCADE,
  order_id uuid NOT NULL REFERENCES orders(id) ON DELETE CASCADE,
  -- The spec's two options: fees only, or tickets and fees.
  type text NOT NULL CHECK (type IN ('@FEES', '@TICKETS_AND_FEES')),
  amount bigint NOT NULL CHECK (amount >= 0),
  user_ticket_ids uuid[] NOT NULL DEFAULT '{}',
  reason text,
  -- @DONE: money returned (gateway accepted, or cash handed back); @PENDING: the gateway is processing;
  -- @FAILED: refused, gateway_message says why (pt-BR).
  status text NOT NULL CHECK (status IN ('@PENDING', '@DONE', '@FAILED')),
  method text CHECK (method IN ('@CREDIT_CARD', '@DEBIT_CARD', '@PIX', '@BOLETO', '@CASH')),
  gateway text CHECK (gateway IN ('@MERCADOPAGO', '@PAGSEGURO')),
  gateway_reference text,
  gateway_message text,
  idempotency_key uuid NOT NULL DEFAULT gen_random_uuid(),
  cash_session_id uuid,
  created_by uuid REFERENCES users(id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX IF NOT EXISTS order_refunds_order_idx ON order_refunds (order_id, created_at);

-- Older refunded orders: a done refund of their type (tickets and fees when none was recorded)
-- and, for tickets, every unit cancelled.
INSERT INTO order_refunds (business_id, order_id, type, amount, status, method, created_at, updated_at)
SELECT o.business_id, o.id, coalesce(o.refund_type, '@TICKETS_AND_FEES'),
       CASE WHEN o.refund_type = '@FEES' THEN o.fees ELSE o.total END, '@DONE',
       CASE WHEN o.payment_type IN ('@CREDIT_CARD', '@DEBIT_CARD', '@PIX', '@BOLETO', '@CASH') THEN o.payment_type END,
       coalesce(o.refunded_at, o.updated_at), coalesce(o.refunded_at, o.updated_at)
  FROM orders o WHERE o.status = '@REFUNDED' AND NOT EXISTS (SELECT 1 FROM order_refunds r WHERE r.order_id = o.id);
-- A fees-only refund leaves the tickets valid: the order is partially refunded, not refunded.
UPDATE orders SET status = '@PARTIALLY_REFUNDED' WHERE status = '@REFUNDED' AND refund_type = '@FEES';
UPDATE user_tickets ut SET canceled_at = coalesce(o.refunded_at, o.updated_at), cancel_reason = '@REFUNDED'
  FROM order_items oi JOIN orders o ON o.id = oi.order_id
 WHERE ut.order_item_id = oi.id AND o.status = '@REFUNDED' AND ut.canceled_at IS NULL;
UPDATE user_tickets ut SET canceled_at = coalesce(o.canceled_at, o.updated_at), cancel_reason = '@CANCELED'
  FROM order_items oi JOIN orders o ON o.id = oi.order_id
 WHERE ut.order_item_id = oi.id AND o.status = '@CANCELED' AND ut.canceled_at IS NULL;
UPDATE order_items oi SET canceled_quantity = oi.quantity
  FROM orders o WHERE o.id = oi.order_id AND o.status IN ('@REFUNDED', '@CANCELED');

-- Check-ins: every entry at the door and its undo ---------------------------------------------
CREATE TABLE IF NOT EXISTS ticket_checkins (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  business_id uuid NOT NULL REFERENCES businesses(id) ON DELETE CASCADE,
  user_ticket_id uuid NOT NULL REFERENCES user_tickets(id) ON DELETE CASCADE,
  event_id uuid NOT NULL,
  session_id uuid,
  validator_id uuid,
  at timestamptz NOT NULL DEFAULT now(),
  undone_at timestamptz
);
CREATE INDEX IF NOT EXISTS ticket_checkins_ticket_idx ON ticket_checkins (user_ticket_id, at);
CREATE INDEX IF NOT EXISTS ticket_checkins_event_idx ON ticket_checkins (business_id, event_id, at);
INSERT INTO ticket_checkins (business_id, user_ticket_id, event_id, at)
SELECT ut.business_id, ut.id, ut.event_id, ut.validated_at FROM user_tickets ut
 WHERE ut.validated_at IS NOT NULL AND NOT EXISTS (SELECT 1 FROM ticket_checkins c WHERE c.user_ticket_id = ut.id);

-- Resends of an order's tickets (the timeline shows each) -------------------------------------
CREATE TABLE IF NOT EXISTS order_messages (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  business_id uuid NOT NULL REFERENCES businesses(id) ON DELETE CASCADE,
  order_id uuid NOT NULL REFERENCES orders(id) ON DELETE CASCADE,
  channel text NOT NULL CHECK (channel IN ('@EMAIL', '@WHATSAPP')),
  contact text NOT NULL,
  -- The delivery's state, as courtesies keep theirs: @QUEUED until the queue took it, then what happened.
  delivery_status text NOT NULL DEFAULT '@QUEUED' CHECK (delivery_status IN ('@QUEUED', '@SENT', '@FAILED', '@OUTBOX')),
  delivery_error text,
  attempts integer NOT NULL DEFAULT 0,
  -- The delivery queue's lease, as on courtesies (server/delivery/queue.ts).
  claimed_until timestamptz,
  sent_at timestamptz,
  created_by uuid REFERENCES users(id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX IF NOT EXISTS order_messages_order_idx ON order_messages (order_id, created_at);
CREATE INDEX IF NOT EXISTS order_messages_queue_idx ON order_messages (delivery_status, created_at);
ALTER TABLE outbox ADD COLUMN IF NOT EXISTS order_message_id uuid REFERENCES order_messages(id) ON DELETE SET NULL;
