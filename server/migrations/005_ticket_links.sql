-- What a ticket is linked to (spec 1 section 7): the points of sale that sell it
-- (PUT .../connect-in-pos), the card BINs it is restricted to (PUT /events/{id}/card-bin/tickets/{ticketId})
-- and its hidden link (POST /events/{id}/tickets/{ticketId}/hidden-link). Tickets, points of sale
-- and BINs are definition tables created after migrations run, so the ids carry no foreign keys:
-- the routes check each id in the caller's business, and reads join the linked tables, so a
-- deleted ticket or BIN drops out.
CREATE TABLE IF NOT EXISTS ticket_pos (
  business_id uuid NOT NULL REFERENCES businesses(id) ON DELETE CASCADE,
  ticket_id uuid NOT NULL,
  pos_id uuid NOT NULL,
  PRIMARY KEY (ticket_id, pos_id)
);
CREATE INDEX IF NOT EXISTS ticket_pos_pos_idx ON ticket_pos (business_id, pos_id);

CREATE TABLE IF NOT EXISTS ticket_card_bins (
  business_id uuid NOT NULL REFERENCES businesses(id) ON DELETE CASCADE,
  ticket_id uuid NOT NULL,
  bin_id uuid NOT NULL,
  PRIMARY KEY (ticket_id, bin_id)
);
CREATE INDEX IF NOT EXISTS ticket_card_bins_bin_idx ON ticket_card_bins (business_id, bin_id);

-- One hidden link per ticket: a secret code for the client site that sells the ticket even
-- when it is not shown there. Deactivating keeps the code, so a link printed once can come back.
CREATE TABLE IF NOT EXISTS ticket_hidden_links (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  business_id uuid NOT NULL REFERENCES businesses(id) ON DELETE CASCADE,
  event_id uuid NOT NULL,
  ticket_id uuid NOT NULL UNIQUE,
  code text NOT NULL UNIQUE,
  is_active boolean NOT NULL DEFAULT true,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
