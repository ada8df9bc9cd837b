-- Domains, their DNS zones and records, DNSSEC, glue records, and registry blocks.
-- nameservers, tags, ipv4_addresses and ipv6_addresses are JSON arrays of strings.
CREATE TABLE domains (
  id INTEGER PRIMARY KEY,
  group_id TEXT NOT NULL REFERENCES accounts (id),
  name TEXT NOT NULL UNIQUE,
  unicode_name TEXT NOT NULL,
  tld TEXT NOT NULL,
  tld_id INTEGER NOT NULL REFERENCES tlds (id),
  status TEXT NOT NULL CHECK (status IN (
    'active', 'pending', 'pending_transfer', 'expired', 'redemption', 'pending_delete',
    'suspended', 'transferred_out')),
  registered_at TEXT NOT NULL,
  expires_at TEXT NOT NULL,
  auto_renew INTEGER NOT NULL DEFAULT 1 CHECK (auto_renew IN (0, 1)),
  renewal_period_years INTEGER NOT NULL DEFAULT 1,
  registry_lock INTEGER NOT NULL DEFAULT 0 CHECK (registry_lock IN (0, 1)),
  transfer_lock INTEGER NOT NULL DEFAULT 1 CHECK (transfer_lock IN (0, 1)),
  privacy INTEGER NOT NULL DEFAULT 0 CHECK (privacy IN (0, 1)),
  dnssec_enabled INTEGER NOT NULL DEFAULT 0 CHECK (dnssec_enabled IN (0, 1)),
  dns_managed INTEGER NOT NULL DEFAULT 1 CHECK (dns_managed IN (0, 1)),
  nameservers TEXT NOT NULL DEFAULT '[]' CHECK (json_valid(nameservers)),
  registrant_contact_id INTEGER REFERENCES contacts (id),
  admin_contact_id INTEGER REFERENCES contacts (id),
  tech_contact_id INTEGER REFERENCES contacts (id),
  billing_contact_id INTEGER REFERENCES contacts (id),
  product_id INTEGER REFERENCES products (id),
  registrar_template_id INTEGER REFERENCES registrar_templates (id),
  tags TEXT NOT NULL DEFAULT '[]' CHECK (json_valid(tags)),
  notes TEXT,
  created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
  updated_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
  version INTEGER NOT NULL DEFAULT 1
);
CREATE INDEX domains_group_name ON domains (group_id, name);
CREATE INDEX domains_group_expires ON domains (group_id, expires_at);
CREATE INDEX domains_group_created ON domains (group_id, created_at);
CREATE INDEX domains_group_status ON domains (group_id, status, expires_at);
CREATE INDEX domains_group_tld ON domains (group_id, tld);
CREATE INDEX domains_registrant ON domains (registrant_contact_id);
CREATE INDEX domains_expires ON domains (expires_at);

CREATE TABLE dns_zones (
  id INTEGER PRIMARY KEY,
  group_id TEXT NOT NULL REFERENCES accounts (id),
  domain_id INTEGER REFERENCES domains (id) ON DELETE SET NULL,
  name TEXT NOT NULL UNIQUE,
  kind TEXT NOT NULL DEFAULT 'forward' CHECK (kind IN ('forward', 'reverse')),
  status TEXT NOT NULL DEFAULT 'active' CHECK (status IN ('active', 'pending', 'disabled')),
  serial INTEGER NOT NULL,
  default_ttl INTEGER NOT NULL DEFAULT 3600,
  primary_nameserver TEXT NOT NULL,
  hostmaster TEXT NOT NULL,
  dnssec_status TEXT NOT NULL DEFAULT 'unsigned' CHECK (dnssec_status IN ('unsigned', 'signing', 'signed', 'unsigning')),
  published_at TEXT,
  created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
  updated_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
  version INTEGER NOT NULL DEFAULT 1
);
CREATE INDEX dns_zones_group_name ON dns_zones (group_id, name);
CREATE INDEX dns_zones_group_created ON dns_zones (group_id, created_at);
CREATE INDEX dns_zones_domain ON dns_zones (domain_id);

-- name is relative to the zone ('@' for the apex); content is the record data in
-- presentation format without the priority, which MX and SRV keep in priority.
CREATE TABLE dns_records (
  id INTEGER PRIMARY KEY,
  group_id TEXT NOT NULL REFERENCES accounts (id),
  zone_id INTEGER NOT NULL REFERENCES dns_zones (id) ON DELETE CASCADE,
  name TEXT NOT NULL,
  type TEXT NOT NULL CHECK (type IN (
    'A', 'AAAA', 'CNAME', 'MX', 'TXT', 'NS', 'SRV', 'CAA', 'DS', 'TLSA', 'HTTPS', 'SVCB', 'PTR', 'SOA')),
  ttl INTEGER NOT NULL CHECK (ttl BETWEEN 0 AND 2147483647),
  priority INTEGER CHECK (priority IS NULL OR priority BETWEEN 0 AND 65535),
  content TEXT NOT NULL,
  disabled INTEGER NOT NULL DEFAULT 0 CHECK (disabled IN (0, 1)),
  comment TEXT,
  created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
  updated_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
  version INTEGER NOT NULL DEFAULT 1
);
CREATE INDEX dns_records_zone ON dns_records (zone_id, name, type);
CREATE INDEX dns_records_group_created ON dns_records (group_id, created_at);

CREATE TABLE dnssec_keys (
  id INTEGER PRIMARY KEY,
  group_id TEXT NOT NULL REFERENCES accounts (id),
  zone_id INTEGER NOT NULL REFERENCES dns_zones (id) ON DELETE CASCADE,
  domain_id INTEGER REFERENCES domains (id) ON DELETE SET NULL,
  key_type TEXT NOT NULL CHECK (key_type IN ('KSK', 'ZSK', 'CSK')),
  key_tag INTEGER NOT NULL CHECK (key_tag BETWEEN 0 AND 65535),
  flags INTEGER NOT NULL CHECK (flags IN (256, 257)),
  protocol INTEGER NOT NULL DEFAULT 3,
  algorithm INTEGER NOT NULL,
  public_key TEXT NOT NULL,
  status TEXT NOT NULL DEFAULT 'active' CHECK (status IN ('published', 'active', 'retired', 'revoked')),
  activated_at TEXT,
  retire_at TEXT,
  created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
  updated_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
  version INTEGER NOT NULL DEFAULT 1
);
CREATE INDEX dnssec_keys_zone ON dnssec_keys (zone_id);
CREATE INDEX dnssec_keys_domain ON dnssec_keys (domain_id);
CREATE INDEX dnssec_keys_group_created ON dnssec_keys (group_id, created_at);

-- DS data as submitted to the parent registry for a domain.
CREATE TABLE ds_records (
  id INTEGER PRIMARY KEY,
  group_id TEXT NOT NULL REFERENCES accounts (id),
  domain_id INTEGER NOT NULL REFERENCES domains (id) ON DELETE CASCADE,
  dnssec_key_id INTEGER REFERENCES dnssec_keys (id) ON DELETE SET NULL,
  key_tag INTEGER NOT NULL CHECK (key_tag BETWEEN 0 AND 65535),
  algorithm INTEGER NOT NULL,
  digest_type INTEGER NOT NULL CHECK (digest_type IN (1, 2, 4)),
  digest TEXT NOT NULL,
  status TEXT NOT NULL DEFAULT 'active' CHECK (status IN ('pending', 'submitted', 'active', 'removed')),
  submitted_at TEXT,
  created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
  updated_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
  version INTEGER NOT NULL DEFAULT 1
);
CREATE INDEX ds_records_domain ON ds_records (domain_id);
CREATE INDEX ds_records_group_created ON ds_records (group_id, created_at);

CREATE TABLE glue_records (
  id INTEGER PRIMARY KEY,
  group_id TEXT NOT NULL REFERENCES accounts (id),
  domain_id INTEGER NOT NULL REFERENCES domains (id) ON DELETE CASCADE,
  hostname TEXT NOT NULL UNIQUE,
  ipv4_addresses TEXT NOT NULL DEFAULT '[]' CHECK (json_valid(ipv4_addresses)),
  ipv6_addresses TEXT NOT NULL DEFAULT '[]' CHECK (json_valid(ipv6_addresses)),
  status TEXT NOT NULL DEFAULT 'active' CHECK (status IN ('active', 'pending', 'failed')),
  created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
  updated_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
  version INTEGER NOT NULL DEFAULT 1
);
CREATE INDEX glue_records_domain ON glue_records (domain_id);
CREATE INDEX glue_records_group_created ON glue_records (group_id, created_at);

-- Brand blocks bought from block providers (DPML, AdultBlock, GlobalBlock …).
CREATE TABLE blocks (
  id INTEGER PRIMARY KEY,
  group_id TEXT NOT NULL REFERENCES accounts (id),
  label TEXT NOT NULL,
  kind TEXT NOT NULL CHECK (kind IN ('dpml', 'dpml_plus', 'adult_block', 'adult_block_plus', 'global_block', 'global_block_plus')),
  provider TEXT NOT NULL,
  product_id INTEGER REFERENCES products (id),
  status TEXT NOT NULL CHECK (status IN ('pending', 'active', 'expired', 'cancelled')),
  trademark_name TEXT,
  trademark_number TEXT,
  trademark_jurisdiction TEXT,
  tld_count INTEGER NOT NULL DEFAULT 0,
  starts_at TEXT,
  expires_at TEXT,
  auto_renew INTEGER NOT NULL DEFAULT 1 CHECK (auto_renew IN (0, 1)),
  notes TEXT,
  created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
  updated_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
  version INTEGER NOT NULL DEFAULT 1
);
CREATE INDEX blocks_group_label ON blocks (group_id, label);
CREATE INDEX blocks_group_expires ON blocks (group_id, expires_at);
CREATE INDEX blocks_group_created ON blocks (group_id, created_at);
CREATE INDEX blocks_group_status ON blocks (group_id, status);
