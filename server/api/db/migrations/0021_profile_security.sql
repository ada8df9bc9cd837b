-- The profile's security (issue 14, /my-profile): two-factor sign-in that a user sets up
-- themselves, and the recovery codes that stand in for a lost authenticator.
-- A secret handed out by POST /profile/two_factor waits here until the user's first code
-- confirms it (then it becomes users.totp_secret); one per user, replaced by a new start,
-- worthless after expires_at.
CREATE TABLE two_factor_enrolments (
  user_id INTEGER PRIMARY KEY REFERENCES users (id) ON DELETE CASCADE,
  secret TEXT NOT NULL,
  created_at TEXT NOT NULL,
  expires_at TEXT NOT NULL
);

-- Ten per confirmed enrolment, shown once; only the SHA-256 of the user id and the normalised
-- code is kept (the codes are random, 50 bits each, and tries are throttled). A used code keeps
-- used_at and is never accepted again; a new enrolment or turning two-factor off deletes them.
CREATE TABLE recovery_codes (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  user_id INTEGER NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  code_hash TEXT NOT NULL,
  created_at TEXT NOT NULL,
  used_at TEXT
);
CREATE UNIQUE INDEX recovery_codes_user_hash ON recovery_codes (user_id, code_hash);

-- The profile lists a user's open sessions, newest use first.
CREATE INDEX auth_sessions_user_open ON auth_sessions (user_id, revoked_at, last_used_at);
