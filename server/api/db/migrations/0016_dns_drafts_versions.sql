-- rebuilds tables
-- The zone editor's draft → plan → publish (DESIGN.md section 12).
-- 1. dns_records takes the 18 record types we serve: SQLite cannot change a CHECK in place, so
--    the table is rebuilt the documented way, keeping ids (AUTOINCREMENT), rows and indexes.
-- 2. A draft per zone and user: the staged changes against the live records (by id), the serial
--    the draft started from, and where it came from (edits, a restore, later an import that
--    merges — creates only — or replaces — deletes every live record and creates its own).
-- 3. Zone versions: the restore points a publish keeps (the whole record set after it, the diff).
CREATE TABLE new_dns_records (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  group_id TEXT NOT NULL REFERENCES accounts (id),
  zone_id INTEGER NOT NULL REFERENCES dns_zones (id) ON DELETE CASCADE,
  name TEXT NOT NULL,
  type TEXT NOT NULL CHECK (type IN (
    'A', 'AAAA', 'ALIAS', 'CAA', 'CNAME', 'DS', 'HTTPS', 'MX', 'NAPTR', 'NS', 'PTR', 'SOA', 'SRV',
    'SSHFP', 'SVCB', 'TLSA', 'TXT', 'URI')),
  ttl INTEGER NOT NULL CHECK (ttl BETWEEN 0 AND 2147483647),
  priority INTEGER CHECK (priority IS NULL OR priority BETWEEN 0 AND 65535),
  content TEXT NOT NULL,
  disabled INTEGER NOT NULL DEFAULT 0 CHECK (disabled IN (0, 1)),
  comment TEXT,
  created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
  updated_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
  version INTEGER NOT NULL DEFAULT 1
);
INSERT INTO new_dns_records (id, group_id, zone_id, name, type, ttl, priority, content, disabled, comment, created_at, updated_at, version)
  SELECT id, group_id, zone_id, name, type, ttl, priority, content, disabled, comment, created_at, updated_at, version FROM dns_records;
-- The id sequence goes along (dropping a table drops its row of sqlite_sequence; renaming
-- carries the new table's), so an id deleted before the rebuild is still never taken again.
INSERT INTO sqlite_sequence (name, seq) SELECT 'new_dns_records', 0 WHERE NOT EXISTS (SELECT 1 FROM sqlite_sequence WHERE name = 'new_dns_records');
UPDATE sqlite_sequence SET seq = max(seq, coalesce((SELECT max(seq) FROM sqlite_sequence WHERE name = 'dns_records'), 0)) WHERE name = 'new_dns_records';
DROP TABLE dns_records;
ALTER TABLE new_dns_records RENAME TO dns_records;
CREATE INDEX dns_records_zone ON dns_records (zone_id, name, type);
CREATE INDEX dns_records_group_created ON dns_records (group_id, created_at);

CREATE TABLE dns_zone_drafts (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  group_id TEXT NOT NULL REFERENCES accounts (id),
  zone_id INTEGER NOT NULL REFERENCES dns_zones (id) ON DELETE CASCADE,
  user_id INTEGER NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  base_serial INTEGER NOT NULL,
  origin TEXT NOT NULL DEFAULT 'edit' CHECK (origin IN ('edit', 'restore', 'import')),
  restored_serial INTEGER,
  created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
  updated_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
  version INTEGER NOT NULL DEFAULT 1
);
CREATE UNIQUE INDEX dns_zone_drafts_zone_user ON dns_zone_drafts (zone_id, user_id);
CREATE INDEX dns_zone_drafts_group_created ON dns_zone_drafts (group_id, created_at);

-- One row per staged change. record_id names the live record an update or delete is about
-- (one change per live record); a create has none. The record's fields are the new values of
-- a create or update, and empty for a delete.
CREATE TABLE dns_draft_changes (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  draft_id INTEGER NOT NULL REFERENCES dns_zone_drafts (id) ON DELETE CASCADE,
  action TEXT NOT NULL CHECK (action IN ('create', 'update', 'delete')),
  record_id INTEGER,
  name TEXT,
  type TEXT,
  ttl INTEGER,
  priority INTEGER,
  content TEXT,
  disabled INTEGER NOT NULL DEFAULT 0 CHECK (disabled IN (0, 1)),
  comment TEXT,
  created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
  CHECK ((action = 'create') = (record_id IS NULL)),
  CHECK (action = 'delete' OR (name IS NOT NULL AND type IS NOT NULL AND ttl IS NOT NULL AND content IS NOT NULL))
);
CREATE UNIQUE INDEX dns_draft_changes_record ON dns_draft_changes (draft_id, record_id) WHERE record_id IS NOT NULL;
CREATE INDEX dns_draft_changes_draft ON dns_draft_changes (draft_id, id);

CREATE TABLE dns_zone_versions (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  group_id TEXT NOT NULL REFERENCES accounts (id),
  zone_id INTEGER NOT NULL REFERENCES dns_zones (id) ON DELETE CASCADE,
  serial INTEGER NOT NULL,
  previous_serial INTEGER,
  records TEXT NOT NULL CHECK (json_valid(records)),
  changes TEXT NOT NULL DEFAULT '[]' CHECK (json_valid(changes)),
  counts TEXT NOT NULL DEFAULT '{}' CHECK (json_valid(counts)),
  record_count INTEGER NOT NULL,
  user_id INTEGER REFERENCES users (id) ON DELETE SET NULL,
  username TEXT,
  created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
  updated_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
  version INTEGER NOT NULL DEFAULT 1
);
CREATE UNIQUE INDEX dns_zone_versions_zone_serial ON dns_zone_versions (zone_id, serial);
CREATE INDEX dns_zone_versions_group_created ON dns_zone_versions (group_id, created_at);
