-- Issue 11 goal 5: what several API processes on one PostgreSQL must share.

-- The rate limits of the public routes (login, refresh, password reset, courtesy links): one row
-- per limit and key (a client address, an e-mail), holding the times of the attempts still inside
-- the window, at most the limit's allowance (server/auth/limiter.ts). `expires_at` is when the
-- newest of them leaves the window: from then on the row says nothing and is swept.
CREATE TABLE IF NOT EXISTS rate_limits (
  scope text NOT NULL,
  key text NOT NULL,
  hits timestamptz[] NOT NULL DEFAULT '{}',
  expires_at timestamptz NOT NULL,
  PRIMARY KEY (scope, key)
);
CREATE INDEX IF NOT EXISTS rate_limits_expires_idx ON rate_limits (expires_at);

-- socket.io's PostgreSQL adapter (server/realtimeAdapter.ts) passes messages over NOTIFY's
-- 8000-byte limit through this table, and sweeps it itself. Unused on PGlite (one process).
CREATE TABLE IF NOT EXISTS socket_io_attachments (
  id bigserial UNIQUE,
  created_at timestamptz DEFAULT now(),
  payload bytea
);
