-- The history's before/after (jsonb) and changed (text[]) are read, never filtered on: their
-- planner statistics served no plan, and computing them was 60% of every ANALYZE of audit_log
-- (245 -> 100 ms at 20,000 rows), which runs at each tenth of growth of the fastest-growing
-- table (server/db/statistics.ts; docs/decisions.md, "Statistics as tables grow").
ALTER TABLE audit_log ALTER COLUMN before SET STATISTICS 0, ALTER COLUMN after SET STATISTICS 0, ALTER COLUMN changed SET STATISTICS 0;
