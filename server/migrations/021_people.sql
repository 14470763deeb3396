-- People (issue 14): collaborators without a role ("Sem cargo"), the business a login opens,
-- and invites to join a business. docs/people.md.

-- A collaborator whose role was removed stays in the business with no permission codes.
ALTER TABLE collaborators ALTER COLUMN role_id DROP NOT NULL;
-- When the user last opened this business (login or switch): the next login opens the latest.
ALTER TABLE collaborators ADD COLUMN IF NOT EXISTS last_used_at timestamptz;
CREATE INDEX IF NOT EXISTS collaborators_role_idx ON collaborators (business_id, role_id);

-- An invite: an e-mail and a role; the link's token is kept as its SHA-256 only.
-- Pending while accepted_at and revoked_at are null and expires_at is ahead.
CREATE TABLE IF NOT EXISTS invites (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  business_id uuid NOT NULL REFERENCES businesses(id) ON DELETE CASCADE,
  email text NOT NULL,
  role_id uuid NOT NULL REFERENCES roles(id) ON DELETE CASCADE,
  token_hash text NOT NULL UNIQUE,
  invited_by uuid REFERENCES users(id) ON DELETE SET NULL,
  expires_at timestamptz NOT NULL,
  accepted_at timestamptz,
  accepted_by uuid REFERENCES users(id) ON DELETE SET NULL,
  revoked_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX IF NOT EXISTS invites_business_idx ON invites (business_id, created_at DESC);
CREATE INDEX IF NOT EXISTS invites_email_idx ON invites (business_id, lower(email));
