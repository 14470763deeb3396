-- Issue 10 item 4: a password reset by e-mail and sessions that end with a password change.
-- Tokens (access, refresh, reset) issued before a user's stamp are void (iat < stamp, in whole
-- seconds as JWT iat is); NULL: the password was never changed.
ALTER TABLE users ADD COLUMN IF NOT EXISTS sessions_valid_after timestamptz;

-- One row per reset link sent: the link's token (a JWT of typ 'reset') names its jti here, and a
-- use marks it, so a link works once. A change of password marks every open link of the user.
CREATE TABLE IF NOT EXISTS password_resets (
  jti uuid PRIMARY KEY,
  user_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  expires_at timestamptz NOT NULL,
  used_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX IF NOT EXISTS password_resets_user_idx ON password_resets (user_id) WHERE used_at IS NULL;
CREATE INDEX IF NOT EXISTS password_resets_expires_idx ON password_resets (expires_at);
