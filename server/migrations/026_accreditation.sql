-- Accreditation (issue 15, docs/accreditation.md). Accreditations, their activities and their
-- participant form are definition tables (created after migrations run), so their ids carry no
-- foreign keys here; the routes check them in the business.

-- The people who work an accreditation: their own login (/accreditation/{id}/login), a password
-- set through an e-mailed link (kept as its SHA-256 only, 7 days), active or not.
CREATE TABLE IF NOT EXISTS accreditation_users (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  business_id uuid NOT NULL REFERENCES businesses(id) ON DELETE CASCADE,
  accreditation_id uuid NOT NULL,
  first_name text NOT NULL,
  last_name text,
  email text NOT NULL,
  avatar text,
  password_hash text,
  password_token_hash text UNIQUE,
  password_token_expires_at timestamptz,
  is_active boolean NOT NULL DEFAULT true,
  sessions_valid_after timestamptz NOT NULL DEFAULT '-infinity',
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX IF NOT EXISTS accreditation_users_email_idx ON accreditation_users (accreditation_id, lower(email));
CREATE INDEX IF NOT EXISTS accreditation_users_business_idx ON accreditation_users (business_id, accreditation_id, created_at);

-- A login of the accreditation area: an opaque token in an HttpOnly cookie, kept as its SHA-256.
CREATE TABLE IF NOT EXISTS accreditation_sessions (
  token_hash text PRIMARY KEY,
  user_id uuid NOT NULL REFERENCES accreditation_users(id) ON DELETE CASCADE,
  expires_at timestamptz NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX IF NOT EXISTS accreditation_sessions_user_idx ON accreditation_sessions (user_id);

-- A participant: the fixed fields every form asks, the answers to the accreditation's questions
-- (by field id), how they registered, and their credential: a code (its QR) unique in the
-- accreditation, handed once (accredited_at), by an accreditation user or the paired device.
CREATE TABLE IF NOT EXISTS accreditation_participants (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  business_id uuid NOT NULL REFERENCES businesses(id) ON DELETE CASCADE,
  accreditation_id uuid NOT NULL,
  name text NOT NULL,
  email text NOT NULL,
  phone text,
  document text,
  answers jsonb NOT NULL DEFAULT '{}'::jsonb,
  code text NOT NULL,
  registered_via text NOT NULL CHECK (registered_via IN ('@BACK_OFFICE', '@ON_SITE', '@SELF_SERVICE')),
  registered_by uuid REFERENCES accreditation_users(id) ON DELETE SET NULL,
  accredited_at timestamptz,
  accredited_via text CHECK (accredited_via IN ('@STAFF', '@DEVICE')),
  accredited_by uuid REFERENCES accreditation_users(id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  CHECK ((accredited_at IS NULL) = (accredited_via IS NULL))
);
CREATE UNIQUE INDEX IF NOT EXISTS accreditation_participants_code_idx ON accreditation_participants (accreditation_id, code);
-- One registration per e-mail in an accreditation: a second self-registration finds the first.
CREATE UNIQUE INDEX IF NOT EXISTS accreditation_participants_email_idx ON accreditation_participants (accreditation_id, lower(email));
CREATE INDEX IF NOT EXISTS accreditation_participants_list_idx ON accreditation_participants (business_id, accreditation_id, created_at DESC, id);
-- The dashboard's counters of accreditations by day and period read this index only.
CREATE INDEX IF NOT EXISTS accreditation_participants_accredited_idx
  ON accreditation_participants (accreditation_id, accredited_at, accredited_via) WHERE accredited_at IS NOT NULL;
CREATE INDEX IF NOT EXISTS accreditation_participants_channel_idx ON accreditation_participants (accreditation_id, registered_via);
CREATE INDEX IF NOT EXISTS accreditation_participants_document_idx ON accreditation_participants (accreditation_id, document) WHERE document IS NOT NULL;

-- An accredited participant's entry into an activity: once per activity.
CREATE TABLE IF NOT EXISTS accreditation_checkins (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  business_id uuid NOT NULL REFERENCES businesses(id) ON DELETE CASCADE,
  accreditation_id uuid NOT NULL,
  participant_id uuid NOT NULL REFERENCES accreditation_participants(id) ON DELETE CASCADE,
  activity_id uuid NOT NULL,
  via text NOT NULL CHECK (via IN ('@STAFF', '@DEVICE')),
  by_user uuid REFERENCES accreditation_users(id) ON DELETE SET NULL,
  at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (participant_id, activity_id)
);
CREATE INDEX IF NOT EXISTS accreditation_checkins_activity_idx ON accreditation_checkins (activity_id, at);
