-- The bulk tray (items a user has gathered for a bulk action) and the audit log that every
-- mutation writes (before and after are JSON snapshots of the record, null on create/delete).
CREATE TABLE tray_items (
  id INTEGER PRIMARY KEY,
  group_id TEXT NOT NULL REFERENCES accounts (id),
  user_id INTEGER NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  resource_type TEXT NOT NULL CHECK (resource_type IN ('domain', 'dns_record', 'contact', 'ssl_certificate')),
  resource_id INTEGER NOT NULL,
  label TEXT NOT NULL,
  action TEXT,
  data TEXT NOT NULL DEFAULT '{}' CHECK (json_valid(data)),
  created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
  updated_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
  version INTEGER NOT NULL DEFAULT 1,
  UNIQUE (user_id, resource_type, resource_id)
);
CREATE INDEX tray_items_group_user ON tray_items (group_id, user_id, created_at);

CREATE TABLE audit_log (
  id INTEGER PRIMARY KEY,
  group_id TEXT NOT NULL REFERENCES accounts (id),
  user_id INTEGER REFERENCES users (id) ON DELETE SET NULL,
  username TEXT,
  area TEXT NOT NULL,
  resource_type TEXT NOT NULL,
  resource_id TEXT NOT NULL,
  resource_name TEXT,
  action TEXT NOT NULL,
  before TEXT CHECK (before IS NULL OR json_valid(before)),
  after TEXT CHECK (after IS NULL OR json_valid(after)),
  ip TEXT,
  request_id TEXT,
  created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
  updated_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
  version INTEGER NOT NULL DEFAULT 1
);
CREATE INDEX audit_log_group_area ON audit_log (group_id, area, created_at);
CREATE INDEX audit_log_resource ON audit_log (resource_type, resource_id, created_at);
CREATE INDEX audit_log_group_created ON audit_log (group_id, created_at);
