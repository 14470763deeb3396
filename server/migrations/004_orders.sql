-- The order model (docs/decisions.md, "Orders"): an order of one event, its items (one per
-- lot bought, with unit price and fees in cents) and the user tickets they issue (one per
-- admission, with the unique code of its QR). Sales of every channel land here: site, POS,
-- cashier and courtesy (a zero-value order). Refunds and validation are columns of their own
-- (refunded_at, fees-only or tickets-and-fees; validated_at), so a sold ticket is never deleted.
-- Events, sectors, tickets and lots are definition tables created after migrations run, so
-- their ids carry no foreign keys; the routes that write orders check them in the business.
CREATE TABLE IF NOT EXISTS orders (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  business_id uuid NOT NULL REFERENCES businesses(id) ON DELETE CASCADE,
  event_id uuid NOT NULL,
  channel text NOT NULL CHECK (channel IN ('@SITE', '@POS', '@CASHIER', '@COURTESY')),
  status text NOT NULL DEFAULT '@PAID' CHECK (status IN ('@PENDING', '@PAID', '@CANCELED', '@REFUNDED')),
  payment_type text,
  customer_name text,
  customer_email text,
  customer_phone text,
  affiliate_id uuid,
  coupon_id uuid,
  pos_id uuid,
  total bigint NOT NULL DEFAULT 0,
  fees bigint NOT NULL DEFAULT 0,
  refund_type text CHECK (refund_type IN ('@FEES', '@TICKETS_AND_FEES')),
  refunded_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX IF NOT EXISTS orders_event_idx ON orders (business_id, event_id, created_at, id);
CREATE INDEX IF NOT EXISTS orders_affiliate_idx ON orders (business_id, affiliate_id) WHERE affiliate_id IS NOT NULL;

CREATE TABLE IF NOT EXISTS order_items (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  business_id uuid NOT NULL REFERENCES businesses(id) ON DELETE CASCADE,
  order_id uuid NOT NULL REFERENCES orders(id) ON DELETE CASCADE,
  event_id uuid NOT NULL,
  sector_id uuid NOT NULL,
  ticket_id uuid NOT NULL,
  lot_id uuid NOT NULL,
  quantity integer NOT NULL CHECK (quantity > 0),
  unit_price bigint NOT NULL DEFAULT 0,
  fees bigint NOT NULL DEFAULT 0,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX IF NOT EXISTS order_items_order_idx ON order_items (order_id);
CREATE INDEX IF NOT EXISTS order_items_sector_idx ON order_items (business_id, sector_id);
CREATE INDEX IF NOT EXISTS order_items_ticket_idx ON order_items (business_id, ticket_id);
CREATE INDEX IF NOT EXISTS order_items_lot_idx ON order_items (business_id, lot_id);

CREATE TABLE IF NOT EXISTS user_tickets (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  business_id uuid NOT NULL REFERENCES businesses(id) ON DELETE CASCADE,
  order_item_id uuid NOT NULL REFERENCES order_items(id) ON DELETE CASCADE,
  event_id uuid NOT NULL,
  lot_id uuid NOT NULL,
  code text NOT NULL UNIQUE,
  holder_name text,
  holder_email text,
  holder_phone text,
  validated_at timestamptz,
  canceled_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX IF NOT EXISTS user_tickets_item_idx ON user_tickets (order_item_id);
CREATE INDEX IF NOT EXISTS user_tickets_lot_idx ON user_tickets (business_id, lot_id);
