-- The box office (issue 12, "Frente de caixa"; docs/cashier.md):
--  * the business's discount limit for sellers with @CAN.APPLY.DISCOUNT.ON.SELL (hundredths of a
--    percent of the order after its coupon; default 20 %);
--  * who closed a cash session (its owner, or an @ALL manager closing a drawer left open);
--  * the POS fee of each tender (the event's posFees rate for its method, and the cents it costs
--    the producer: box-office sales charge the ticket price only, docs/decisions.md "Orders");
--  * the sell screen's id of each attempt, so a repeated confirm never sells twice.

ALTER TABLE businesses ADD COLUMN IF NOT EXISTS cashier_discount_limit integer NOT NULL DEFAULT 2000;
ALTER TABLE businesses DROP CONSTRAINT IF EXISTS businesses_cashier_discount_limit_check;
ALTER TABLE businesses ADD CONSTRAINT businesses_cashier_discount_limit_check CHECK (cashier_discount_limit BETWEEN 0 AND 9999);

ALTER TABLE cash_sessions ADD COLUMN IF NOT EXISTS closed_by uuid REFERENCES users(id) ON DELETE SET NULL;
-- A session's history list for one seller (non-managers see only theirs).
CREATE INDEX IF NOT EXISTS cash_sessions_user_idx ON cash_sessions (business_id, user_id, opened_at DESC, id);

ALTER TABLE order_payments ADD COLUMN IF NOT EXISTS pos_fee_rate integer;
ALTER TABLE order_payments ADD COLUMN IF NOT EXISTS pos_fee bigint NOT NULL DEFAULT 0;

-- The sell screen's id of one attempt: a confirm sent twice (a double tap, a retry after a lost
-- answer) finds the order the first one made instead of selling again.
ALTER TABLE orders ADD COLUMN IF NOT EXISTS cashier_request_id uuid;
CREATE UNIQUE INDEX IF NOT EXISTS orders_cashier_request_idx ON orders (business_id, cashier_request_id) WHERE cashier_request_id IS NOT NULL;
