-- Event reports (issue 13; docs/reports.md): what the on-the-fly aggregations of server/reports/
-- read beyond the indexes of migrations 004-016. Every report starts from one event's rows.

-- The event's order lines in one range scan (the summary, consolidated, by channel, borderô and
-- by-period reports group them by lot). 004 indexes items by order, sector, ticket and lot only.
CREATE INDEX IF NOT EXISTS order_items_event_idx ON order_items (business_id, event_id, order_id);

-- Sales of a period (GET /reports/{id}/sectors): the event's orders by the time they were paid.
CREATE INDEX IF NOT EXISTS orders_event_paid_idx ON orders (business_id, event_id, paid_at) WHERE paid_at IS NOT NULL;

-- Refunds done of an event's orders: the money figures read them by order, and 012's index
-- (order_id, created_at) carries no status; this one keeps only what counts.
CREATE INDEX IF NOT EXISTS order_refunds_done_idx ON order_refunds (order_id) WHERE status = '@DONE';
