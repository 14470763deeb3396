-- Who changed what (issue 14, DESIGN.md section 7): one row per create, update or delete made
-- through the API, written in the same transaction as the change. Append-only: the triggers
-- below refuse any UPDATE, DELETE or TRUNCATE, so no route, script or bug can rewrite history.
CREATE TABLE IF NOT EXISTS audit_log (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  business_id uuid NOT NULL REFERENCES businesses(id),
  -- The person who made the change; null for the system (seed, scheduled work).
  actor_id uuid REFERENCES users(id),
  -- Definition name or the name of a core entity ('business', 'roles', 'collaborators'...).
  resource text NOT NULL,
  record_id text NOT NULL,
  action text NOT NULL CHECK (action IN ('@CREATE', '@UPDATE', '@DELETE')),
  -- The record before and after, secrets masked; only the changed fields on an update.
  before jsonb,
  after jsonb,
  changed text[] NOT NULL DEFAULT '{}',
  created_at timestamptz NOT NULL DEFAULT clock_timestamp()
);
CREATE INDEX IF NOT EXISTS audit_log_business_idx ON audit_log (business_id, created_at DESC, id DESC);
CREATE INDEX IF NOT EXISTS audit_log_record_idx ON audit_log (business_id, resource, record_id, created_at DESC, id DESC);
CREATE INDEX IF NOT EXISTS audit_log_actor_idx ON audit_log (business_id, actor_id, created_at DESC, id DESC);

CREATE OR REPLACE FUNCTION audit_log_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'audit_log is append-only' USING ERRCODE = 'insufficient_privilege';
END
$$;
DROP TRIGGER IF EXISTS audit_log_no_update ON audit_log;
CREATE TRIGGER audit_log_no_update BEFORE UPDATE OR DELETE ON audit_log FOR EACH ROW EXECUTE FUNCTION audit_log_append_only();
DROP TRIGGER IF EXISTS audit_log_no_truncate ON audit_log;
CREATE TRIGGER audit_log_no_truncate BEFORE TRUNCATE ON audit_log FOR EACH STATEMENT EXECUTE FUNCTION audit_log_append_only();
