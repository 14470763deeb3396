-- Images of an event (GET/PUT/DELETE /api/events/{id}/images). A table of its own rather than
-- a definition: it has no CRUD routes of its own, and its answer shape is the contract's.
-- The events table is created from its definition after migrations run, so event_id carries
-- no foreign key; the image routes check the event in the business, and events have no delete.
-- `path` is the upload key; duplicated events share files, so a file is removed only when no
-- row refers to it any more.
CREATE TABLE IF NOT EXISTS event_images (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  business_id uuid NOT NULL REFERENCES businesses(id) ON DELETE CASCADE,
  event_id uuid NOT NULL,
  path text NOT NULL,
  is_primary boolean NOT NULL DEFAULT false,
  position integer NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);

CREATE INDEX IF NOT EXISTS event_images_event_idx ON event_images (business_id, event_id, position, id);
-- At most one primary image per event.
CREATE UNIQUE INDEX IF NOT EXISTS event_images_one_primary ON event_images (event_id) WHERE is_primary;
CREATE INDEX IF NOT EXISTS event_images_path_idx ON event_images (path);
