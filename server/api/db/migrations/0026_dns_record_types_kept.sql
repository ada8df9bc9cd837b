-- rebuilds tables
-- dns_records takes every record type a zone file may hold (issue "DNS you can trust at the
-- edges", items 4 and 5): the types the editor edits, and any other kept as the file wrote it
-- (its mnemonic, `ZONEMD`, or its number, `TYPE65534`). SQLite cannot change a CHECK in place, so
-- the table is rebuilt as 0016 did, keeping ids, the id sequence, rows and every index since.
CREATE TABLE new_dns_records (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  group_id TEXT NOT NULL REFERENCES accounts (id),
  zone_id INTEGER NOT NULL REFERENCES dns_zones (id) ON DELETE CASCADE,
  name TEXT NOT NULL,
  type TEXT NOT NULL CHECK (length(type) BETWEEN 1 AND 20 AND type GLOB '[A-Z]*' AND type NOT GLOB '*[^A-Z0-9-]*'),
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
INSERT INTO sqlite_sequence (name, seq) SELECT 'new_dns_records', 0 WHERE NOT EXISTS (SELECT 1 FROM sqlite_sequence WHERE name = 'new_dns_records');
UPDATE sqlite_sequence SET seq = max(seq, coalesce((SELECT max(seq) FROM sqlite_sequence WHERE name = 'dns_records'), 0)) WHERE name = 'new_dns_records';
DROP TABLE dns_records;
ALTER TABLE new_dns_records RENAME TO dns_records;
CREATE INDEX dns_records_zone ON dns_records (zone_id, name, type);
CREATE INDEX dns_records_group_created ON dns_records (group_id, created_at);
CREATE INDEX dns_records_group_name ON dns_records (group_id, name);
CREATE INDEX dns_records_group_type ON dns_records (group_id, type, name);
CREATE INDEX dns_records_group_type_ttl ON dns_records (group_id, type, ttl);
