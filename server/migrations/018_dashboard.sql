-- The dashboard (issue 13; docs/dashboard.md) sums a period's sales, courtesies and entries on each
-- request. These indexes bound each sum by the period instead of the business's whole history:
--  * sales by the day they were paid (site, POS, box office; courtesies are not sales), with what the
--    sums read beside the key;
--  * entries at the door that stand, by when;
--  * courtesies issued (not cancelled) and redeemed, by when.
CREATE INDEX IF NOT EXISTS orders_paid_at_idx ON orders (business_id, paid_at) INCLUDE (channel, status, total, event_id)
  WHERE paid_at IS NOT NULL AND channel <> '@COURTESY';
CREATE INDEX IF NOT EXISTS ticket_checkins_at_idx ON ticket_checkins (business_id, at) WHERE undone_at IS NULL;
CREATE INDEX IF NOT EXISTS courtesies_created_idx ON courtesies (business_id, created_at) WHERE canceled_at IS NULL;
CREATE INDEX IF NOT EXISTS courtesies_captured_idx ON courtesies (business_id, captured_at) WHERE captured_at IS NOT NULL;
