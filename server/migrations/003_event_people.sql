-- Producers and line-up of an event (POST .../producers/add, PATCH .../lineup/add): links, not
-- resources, so tables of their own rather than definitions. Events, producers and artists are
-- created from their definitions after migrations run, so the ids carry no foreign keys; the
-- routes check each id in the caller's business, and reads join the linked tables (a deleted
-- artist drops out of every line-up).
CREATE TABLE IF NOT EXISTS event_producers (
  business_id uuid NOT NULL REFERENCES businesses(id) ON DELETE CASCADE,
  event_id uuid NOT NULL,
  producer_id uuid NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (event_id, producer_id)
);
CREATE INDEX IF NOT EXISTS event_producers_business_idx ON event_producers (business_id, event_id);

CREATE TABLE IF NOT EXISTS event_lineup (
  business_id uuid NOT NULL REFERENCES businesses(id) ON DELETE CASCADE,
  event_id uuid NOT NULL,
  artist_id uuid NOT NULL,
  position integer NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (event_id, artist_id)
);
CREATE INDEX IF NOT EXISTS event_lineup_order_idx ON event_lineup (business_id, event_id, position);
CREATE INDEX IF NOT EXISTS event_lineup_artist_idx ON event_lineup (artist_id);
