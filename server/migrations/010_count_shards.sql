-- List totals in shards (docs/pagination.md): writes to one list add to one of several rows
-- picked at random instead of all waiting on one row until they commit. Shard 0 is the base row,
-- present once the list was counted; the total is the sum of the list's rows.
ALTER TABLE resource_counts ADD COLUMN shard smallint NOT NULL DEFAULT 0;
ALTER TABLE resource_counts DROP CONSTRAINT resource_counts_pkey;
ALTER TABLE resource_counts ADD PRIMARY KEY (business_id, resource, parent_key, shard);
