-- Courtesies (spec 1 sections 2.3, 3, 7; docs/decisions.md, "Courtesies"): a zero-value order of
-- channel @COURTESY with one item and one user ticket, plus this row with who it went to, by
-- what (e-mail or WhatsApp, the contact normalised by src/resources/courtesies/contacts.ts),
-- whether it was redeemed, cancelled, and its delivery state. Cancelling never deletes.
CREATE TABLE IF NOT EXISTS courtesies (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  business_id uuid NOT NULL REFERENCES businesses(id) ON DELETE CASCADE,
  event_id uuid NOT NULL,
  -- Written in the same statement as the order, item and ticket, and none is ever deleted (a
  -- business's rows go by business_id): no foreign keys, whose per-row checks (a row lock on
  -- each referenced row) were half the time of a 10,000-contact send on PGlite.
  order_id uuid NOT NULL,
  order_item_id uuid NOT NULL,
  user_ticket_id uuid NOT NULL,
  ticket_id uuid NOT NULL,
  lot_id uuid NOT NULL,
  send_by text NOT NULL CHECK (send_by IN ('@EMAIL', '@WHATSAPP')),
  contact text NOT NULL,
  name text,
  is_captured boolean NOT NULL DEFAULT false,
  captured_at timestamptz,
  canceled_at timestamptz,
  delivery_status text NOT NULL DEFAULT '@QUEUED' CHECK (delivery_status IN ('@QUEUED', '@SENT', '@FAILED')),
  delivery_error text,
  attempts integer NOT NULL DEFAULT 0,
  -- A queue worker's lease on a queued row while it delivers (any process, PGlite or PostgreSQL).
  claimed_until timestamptz,
  sent_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
-- The event's table, newest first.
CREATE INDEX IF NOT EXISTS courtesies_list_idx ON courtesies (business_id, event_id, created_at DESC, id);
-- "Already sent to this contact" on every send.
CREATE INDEX IF NOT EXISTS courtesies_contact_idx ON courtesies (business_id, event_id, send_by, contact) WHERE canceled_at IS NULL;
-- The delivery queue claims the oldest queued rows.
CREATE INDEX IF NOT EXISTS courtesies_queue_idx ON courtesies (delivery_status, created_at);

-- Every delivery attempt (any channel), readable in the admin at /outbox: without SMTP or a
-- WhatsApp server the message lands here only, so a demo or a test can read what was sent.
-- Also the `outbox` definition's table (read-only), hence business_id and updated_at.
CREATE TABLE IF NOT EXISTS outbox (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  business_id uuid NOT NULL REFERENCES businesses(id) ON DELETE CASCADE,
  channel text NOT NULL CHECK (channel IN ('@EMAIL', '@WHATSAPP')),
  recipient text NOT NULL,
  subject text,
  body text NOT NULL,
  status text NOT NULL CHECK (status IN ('@SENT', '@FAILED', '@OUTBOX')),
  error text,
  courtesy_id uuid REFERENCES courtesies(id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  sent_at timestamptz,
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX IF NOT EXISTS outbox_courtesy_idx ON outbox (courtesy_id);
