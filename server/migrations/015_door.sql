-- The door (issue 12, docs/door.md). Each check-in names the door session (the device's validator
-- token) that made it: a device takes back its own last entry (POST /api/validate/undo), never
-- one of another device sharing the validator's code; found by the index.
ALTER TABLE ticket_checkins ADD COLUMN IF NOT EXISTS door_session uuid;
CREATE INDEX IF NOT EXISTS ticket_checkins_door_session_idx ON ticket_checkins (door_session, at DESC) WHERE door_session IS NOT NULL;
