-- Sign-in state. Tokens are never stored in clear: token_hash is the SHA-256 (hex) of the
-- token. A sign-in session is one refresh-token family; revoking it ends every token in it.
CREATE TABLE auth_sessions (
  id TEXT PRIMARY KEY,
  user_id INTEGER NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  group_id TEXT NOT NULL,
  method TEXT NOT NULL CHECK (method IN ('password', 'two_factor', 'sso')),
  sso_account_id TEXT,
  ip TEXT,
  user_agent TEXT,
  created_at TEXT NOT NULL,
  last_used_at TEXT NOT NULL,
  expires_at TEXT NOT NULL,
  revoked_at TEXT,
  revoke_reason TEXT
);
CREATE INDEX auth_sessions_user ON auth_sessions (user_id, created_at);

-- purpose 'two_factor' marks the limited token that is only good for POST /two_factor_codes.
CREATE TABLE access_tokens (
  token_hash TEXT PRIMARY KEY,
  session_id TEXT REFERENCES auth_sessions (id) ON DELETE CASCADE,
  user_id INTEGER NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  purpose TEXT NOT NULL CHECK (purpose IN ('access', 'two_factor')),
  created_at TEXT NOT NULL,
  expires_at TEXT NOT NULL,
  revoked_at TEXT
);
CREATE INDEX access_tokens_session ON access_tokens (session_id);
CREATE INDEX access_tokens_expires ON access_tokens (expires_at);

CREATE TABLE refresh_tokens (
  token_hash TEXT PRIMARY KEY,
  session_id TEXT NOT NULL REFERENCES auth_sessions (id) ON DELETE CASCADE,
  created_at TEXT NOT NULL,
  expires_at TEXT NOT NULL,
  used_at TEXT
);
CREATE INDEX refresh_tokens_session ON refresh_tokens (session_id);

CREATE TABLE password_resets (
  token_hash TEXT PRIMARY KEY,
  user_id INTEGER NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  created_at TEXT NOT NULL,
  expires_at TEXT NOT NULL,
  used_at TEXT,
  ip TEXT
);
CREATE INDEX password_resets_user ON password_resets (user_id, created_at);

-- Outgoing mail is stored, never sent: tests and `node scripts/outbox.ts` read it.
CREATE TABLE mail_outbox (
  id INTEGER PRIMARY KEY,
  user_id INTEGER REFERENCES users (id) ON DELETE SET NULL,
  kind TEXT NOT NULL,
  to_address TEXT NOT NULL,
  subject TEXT NOT NULL,
  body_text TEXT NOT NULL,
  created_at TEXT NOT NULL
);
CREATE INDEX mail_outbox_to ON mail_outbox (to_address, id);

-- Every sign-in event. group_id is null when the username matched no user.
CREATE TABLE authentication_log (
  id INTEGER PRIMARY KEY,
  group_id TEXT,
  user_id INTEGER REFERENCES users (id) ON DELETE SET NULL,
  username TEXT NOT NULL,
  event TEXT NOT NULL,
  outcome TEXT NOT NULL CHECK (outcome IN ('success', 'failure')),
  method TEXT NOT NULL,
  reason TEXT,
  session_id TEXT,
  ip TEXT,
  user_agent TEXT,
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL,
  version INTEGER NOT NULL DEFAULT 1
);
CREATE INDEX authentication_log_group_created ON authentication_log (group_id, created_at);
CREATE INDEX authentication_log_user_created ON authentication_log (user_id, created_at);

-- Storage of the OpenID Connect provider (sessions, grants, codes, tokens, interactions).
CREATE TABLE oidc_payloads (
  model TEXT NOT NULL,
  id TEXT NOT NULL,
  payload TEXT NOT NULL,
  grant_id TEXT,
  user_code TEXT,
  uid TEXT,
  expires_at INTEGER,
  consumed_at INTEGER,
  PRIMARY KEY (model, id)
);
CREATE INDEX oidc_payloads_grant ON oidc_payloads (grant_id);
CREATE INDEX oidc_payloads_uid ON oidc_payloads (model, uid);
CREATE INDEX oidc_payloads_user_code ON oidc_payloads (model, user_code);
CREATE INDEX oidc_payloads_expires ON oidc_payloads (expires_at);

-- Generated once per database: the provider's signing keys and cookie keys.
CREATE TABLE server_secrets (
  name TEXT PRIMARY KEY,
  value TEXT NOT NULL,
  created_at TEXT NOT NULL
);
