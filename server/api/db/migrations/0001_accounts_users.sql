-- Accounts (groups) and their users. An account's group_id is its own id, so the
-- group scoping rule "group_id = context" applies to accounts like to any other table.
CREATE TABLE accounts (
  id TEXT PRIMARY KEY CHECK (length(id) = 36),
  group_id TEXT NOT NULL CHECK (length(group_id) = 36),
  parent_group_id TEXT REFERENCES accounts (id),
  name TEXT NOT NULL,
  reference TEXT NOT NULL UNIQUE,
  kind TEXT NOT NULL CHECK (kind IN ('provider', 'customer', 'reseller', 'prospect')),
  status TEXT NOT NULL DEFAULT 'active' CHECK (status IN ('active', 'suspended', 'closed')),
  legal_name TEXT,
  country_code TEXT CHECK (country_code IS NULL OR length(country_code) = 2),
  default_currency TEXT NOT NULL DEFAULT 'EUR' CHECK (length(default_currency) = 3),
  pricing_entity_id INTEGER REFERENCES pricing_entities (id) DEFERRABLE INITIALLY DEFERRED,
  account_manager TEXT,
  contact_email TEXT,
  phone TEXT,
  notes TEXT,
  created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
  updated_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
  version INTEGER NOT NULL DEFAULT 1
);
CREATE INDEX accounts_group_name ON accounts (group_id, name);
CREATE INDEX accounts_parent ON accounts (parent_group_id, name);
CREATE INDEX accounts_name ON accounts (name);
CREATE INDEX accounts_created ON accounts (created_at);
CREATE INDEX accounts_status ON accounts (status);

-- roles and abilities hold the stored grants as JSON arrays; the API expands them.
CREATE TABLE users (
  id INTEGER PRIMARY KEY,
  group_id TEXT NOT NULL REFERENCES accounts (id),
  username TEXT NOT NULL,
  email TEXT NOT NULL,
  name TEXT NOT NULL,
  password_hash TEXT,
  totp_secret TEXT,
  sign_in_method TEXT NOT NULL DEFAULT 'password' CHECK (sign_in_method IN ('password', 'sso')),
  status TEXT NOT NULL DEFAULT 'active' CHECK (status IN ('active', 'invited', 'disabled')),
  roles TEXT NOT NULL DEFAULT '[]' CHECK (json_valid(roles)),
  abilities TEXT NOT NULL DEFAULT '[]' CHECK (json_valid(abilities)),
  language TEXT NOT NULL DEFAULT 'en',
  dark_theme INTEGER NOT NULL DEFAULT 0 CHECK (dark_theme IN (0, 1)),
  pulse_configuration TEXT NOT NULL DEFAULT '{}' CHECK (json_valid(pulse_configuration)),
  phone TEXT,
  job_title TEXT,
  last_login_at TEXT,
  password_changed_at TEXT,
  created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
  updated_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
  version INTEGER NOT NULL DEFAULT 1
);
CREATE UNIQUE INDEX users_username ON users (username COLLATE NOCASE);
CREATE UNIQUE INDEX users_email ON users (email COLLATE NOCASE);
CREATE INDEX users_group_name ON users (group_id, name);
CREATE INDEX users_group_created ON users (group_id, created_at);
CREATE INDEX users_group_status ON users (group_id, status);

-- A user's saved list filters (PQL text) per resource.
CREATE TABLE saved_filters (
  id INTEGER PRIMARY KEY,
  group_id TEXT NOT NULL REFERENCES accounts (id),
  user_id INTEGER NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  resource TEXT NOT NULL,
  name TEXT NOT NULL,
  pql TEXT NOT NULL DEFAULT '',
  sort TEXT,
  fields TEXT,
  is_default INTEGER NOT NULL DEFAULT 0 CHECK (is_default IN (0, 1)),
  shared INTEGER NOT NULL DEFAULT 0 CHECK (shared IN (0, 1)),
  created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
  updated_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
  version INTEGER NOT NULL DEFAULT 1
);
CREATE INDEX saved_filters_user ON saved_filters (user_id, resource, name);
CREATE INDEX saved_filters_group_created ON saved_filters (group_id, created_at);
