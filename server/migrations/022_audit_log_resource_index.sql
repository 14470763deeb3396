-- The history filtered by resource alone (GET /api/audit-log?resource=events), newest first, reads
-- this index instead of sorting every row of the resource (issue 14, docs/history.md).
CREATE INDEX IF NOT EXISTS audit_log_resource_idx ON audit_log (business_id, resource, created_at DESC, id DESC);
