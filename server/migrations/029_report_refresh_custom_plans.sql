-- Report summaries (migrations 023 and 025): report_refresh plans its statements for the ids it
-- is given, as customers_sync does (016). After five calls PL/pgSQL may keep a generic plan, in
-- which `= ANY(ids)` is a parameter searched element by element for every row instead of a
-- constant hashed once: a bulk write of orders grew quadratic once a server had refreshed a few
-- sales (4,000 orders 12 s instead of 4 s on PGlite; 20,000 orders 165 s instead of 25 s).
ALTER FUNCTION report_refresh(uuid[]) SET plan_cache_mode = force_custom_plan;
