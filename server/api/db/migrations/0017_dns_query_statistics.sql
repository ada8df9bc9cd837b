-- DNS query statistics: one row per zone and day, the day's answered queries counted twice,
-- once by the record type asked for and once by the response code, so each group of columns
-- sums to the day's total. Kept compact (about 90 rows per zone) rather than one row per key.
CREATE TABLE dns_query_statistics (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  group_id TEXT NOT NULL REFERENCES accounts (id),
  zone_id INTEGER NOT NULL REFERENCES dns_zones (id) ON DELETE CASCADE,
  day TEXT NOT NULL CHECK (day GLOB '[0-9][0-9][0-9][0-9]-[0-9][0-9]-[0-9][0-9]'),
  type_a INTEGER NOT NULL DEFAULT 0 CHECK (type_a >= 0),
  type_aaaa INTEGER NOT NULL DEFAULT 0 CHECK (type_aaaa >= 0),
  type_cname INTEGER NOT NULL DEFAULT 0 CHECK (type_cname >= 0),
  type_mx INTEGER NOT NULL DEFAULT 0 CHECK (type_mx >= 0),
  type_txt INTEGER NOT NULL DEFAULT 0 CHECK (type_txt >= 0),
  type_ns INTEGER NOT NULL DEFAULT 0 CHECK (type_ns >= 0),
  type_soa INTEGER NOT NULL DEFAULT 0 CHECK (type_soa >= 0),
  type_https INTEGER NOT NULL DEFAULT 0 CHECK (type_https >= 0),
  type_other INTEGER NOT NULL DEFAULT 0 CHECK (type_other >= 0),
  rcode_noerror INTEGER NOT NULL DEFAULT 0 CHECK (rcode_noerror >= 0),
  rcode_nxdomain INTEGER NOT NULL DEFAULT 0 CHECK (rcode_nxdomain >= 0),
  rcode_servfail INTEGER NOT NULL DEFAULT 0 CHECK (rcode_servfail >= 0),
  rcode_refused INTEGER NOT NULL DEFAULT 0 CHECK (rcode_refused >= 0),
  created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
  updated_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
  version INTEGER NOT NULL DEFAULT 1,
  UNIQUE (zone_id, day)
);

-- The account-wide record search (/domains/search/records) lists an account's records sorted by
-- name or filtered by type without reading other accounts' rows.
CREATE INDEX dns_records_group_name ON dns_records (group_id, name);
CREATE INDEX dns_records_group_type ON dns_records (group_id, type, name);
