-- rebuilds tables
-- Record ids are never reused: a record created after a delete used to take the deleted one's
-- id (SQLite reuses the highest rowid), and with it the deleted record's audit history. Every
-- table with an integer id gets AUTOINCREMENT. SQLite cannot change a primary key in place, so
-- each table is rebuilt the documented way (sqlite.org/lang_altertable.html, "making other
-- kinds of table schema changes"): create the new table, copy, drop the old one, rename, and
-- create its indexes again. The first line makes migrate.ts run this with foreign keys off and
-- check every reference before it commits. There are no triggers or views to recreate.

CREATE TABLE new_users (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
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
INSERT INTO new_users (id, group_id, username, email, name, password_hash, totp_secret, sign_in_method, status, roles, abilities, language, dark_theme, pulse_configuration, phone, job_title, last_login_at, password_changed_at, created_at, updated_at, version)
  SELECT id, group_id, username, email, name, password_hash, totp_secret, sign_in_method, status, roles, abilities, language, dark_theme, pulse_configuration, phone, job_title, last_login_at, password_changed_at, created_at, updated_at, version FROM users;
DROP TABLE users;
ALTER TABLE new_users RENAME TO users;
CREATE UNIQUE INDEX users_username ON users (username COLLATE NOCASE);
CREATE UNIQUE INDEX users_email ON users (email COLLATE NOCASE);
CREATE INDEX users_group_name ON users (group_id, name);
CREATE INDEX users_group_created ON users (group_id, created_at);
CREATE INDEX users_group_status ON users (group_id, status);

CREATE TABLE new_saved_filters (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
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
INSERT INTO new_saved_filters (id, group_id, user_id, resource, name, pql, sort, fields, is_default, shared, created_at, updated_at, version)
  SELECT id, group_id, user_id, resource, name, pql, sort, fields, is_default, shared, created_at, updated_at, version FROM saved_filters;
DROP TABLE saved_filters;
ALTER TABLE new_saved_filters RENAME TO saved_filters;
CREATE INDEX saved_filters_user ON saved_filters (user_id, resource, name);
CREATE INDEX saved_filters_group_created ON saved_filters (group_id, created_at);

CREATE TABLE new_mail_outbox (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  user_id INTEGER REFERENCES users (id) ON DELETE SET NULL,
  kind TEXT NOT NULL,
  to_address TEXT NOT NULL,
  subject TEXT NOT NULL,
  body_text TEXT NOT NULL,
  created_at TEXT NOT NULL
);
INSERT INTO new_mail_outbox (id, user_id, kind, to_address, subject, body_text, created_at)
  SELECT id, user_id, kind, to_address, subject, body_text, created_at FROM mail_outbox;
DROP TABLE mail_outbox;
ALTER TABLE new_mail_outbox RENAME TO mail_outbox;
CREATE INDEX mail_outbox_to ON mail_outbox (to_address, id);

CREATE TABLE new_authentication_log (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
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
INSERT INTO new_authentication_log (id, group_id, user_id, username, event, outcome, method, reason, session_id, ip, user_agent, created_at, updated_at, version)
  SELECT id, group_id, user_id, username, event, outcome, method, reason, session_id, ip, user_agent, created_at, updated_at, version FROM authentication_log;
DROP TABLE authentication_log;
ALTER TABLE new_authentication_log RENAME TO authentication_log;
CREATE INDEX authentication_log_group_created ON authentication_log (group_id, created_at);
CREATE INDEX authentication_log_user_created ON authentication_log (user_id, created_at);
CREATE INDEX authentication_log_created ON authentication_log (created_at);

CREATE TABLE new_tlds (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  name TEXT NOT NULL UNIQUE,
  unicode_name TEXT NOT NULL,
  label_count INTEGER NOT NULL CHECK (label_count >= 1),
  kind TEXT NOT NULL CHECK (kind IN ('generic', 'country_code', 'second_level', 'sponsored', 'brand')),
  country_code TEXT CHECK (country_code IS NULL OR length(country_code) = 2),
  registry_operator TEXT NOT NULL,
  registry_backend TEXT,
  whois_server TEXT,
  rdap_url TEXT,
  status TEXT NOT NULL DEFAULT 'active' CHECK (status IN ('active', 'restricted', 'closed')),
  dnssec_supported INTEGER NOT NULL DEFAULT 1 CHECK (dnssec_supported IN (0, 1)),
  registry_lock_supported INTEGER NOT NULL DEFAULT 0 CHECK (registry_lock_supported IN (0, 1)),
  privacy_supported INTEGER NOT NULL DEFAULT 1 CHECK (privacy_supported IN (0, 1)),
  idn_supported INTEGER NOT NULL DEFAULT 0 CHECK (idn_supported IN (0, 1)),
  local_presence_required INTEGER NOT NULL DEFAULT 0 CHECK (local_presence_required IN (0, 1)),
  auth_code_required INTEGER NOT NULL DEFAULT 1 CHECK (auth_code_required IN (0, 1)),
  min_period_years INTEGER NOT NULL DEFAULT 1,
  max_period_years INTEGER NOT NULL DEFAULT 10,
  grace_period_days INTEGER NOT NULL DEFAULT 30,
  redemption_period_days INTEGER NOT NULL DEFAULT 30,
  created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
  updated_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
  version INTEGER NOT NULL DEFAULT 1
);
INSERT INTO new_tlds (id, name, unicode_name, label_count, kind, country_code, registry_operator, registry_backend, whois_server, rdap_url, status, dnssec_supported, registry_lock_supported, privacy_supported, idn_supported, local_presence_required, auth_code_required, min_period_years, max_period_years, grace_period_days, redemption_period_days, created_at, updated_at, version)
  SELECT id, name, unicode_name, label_count, kind, country_code, registry_operator, registry_backend, whois_server, rdap_url, status, dnssec_supported, registry_lock_supported, privacy_supported, idn_supported, local_presence_required, auth_code_required, min_period_years, max_period_years, grace_period_days, redemption_period_days, created_at, updated_at, version FROM tlds;
DROP TABLE tlds;
ALTER TABLE new_tlds RENAME TO tlds;
CREATE INDEX tlds_kind ON tlds (kind, name);
CREATE INDEX tlds_status ON tlds (status);
CREATE INDEX tlds_created ON tlds (created_at);

CREATE TABLE new_products (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  code TEXT NOT NULL UNIQUE,
  name TEXT NOT NULL,
  kind TEXT NOT NULL CHECK (kind IN ('domain', 'ssl', 'dns', 'block', 'watch', 'intelligence', 'service')),
  tld_id INTEGER REFERENCES tlds (id),
  supplier TEXT,
  validation_level TEXT CHECK (validation_level IS NULL OR validation_level IN ('DV', 'OV', 'EV')),
  period_unit TEXT NOT NULL DEFAULT 'year' CHECK (period_unit IN ('month', 'year', 'once')),
  min_period INTEGER NOT NULL DEFAULT 1,
  max_period INTEGER NOT NULL DEFAULT 10,
  description TEXT,
  status TEXT NOT NULL DEFAULT 'active' CHECK (status IN ('active', 'retired', 'coming_soon')),
  created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
  updated_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
  version INTEGER NOT NULL DEFAULT 1
);
INSERT INTO new_products (id, code, name, kind, tld_id, supplier, validation_level, period_unit, min_period, max_period, description, status, created_at, updated_at, version)
  SELECT id, code, name, kind, tld_id, supplier, validation_level, period_unit, min_period, max_period, description, status, created_at, updated_at, version FROM products;
DROP TABLE products;
ALTER TABLE new_products RENAME TO products;
CREATE INDEX products_name ON products (name);
CREATE INDEX products_kind ON products (kind, name);
CREATE INDEX products_tld ON products (tld_id);
CREATE INDEX products_status ON products (status);
CREATE INDEX products_created ON products (created_at);

CREATE TABLE new_registrar_templates (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  name TEXT NOT NULL,
  tld_id INTEGER REFERENCES tlds (id),
  registrar TEXT NOT NULL,
  description TEXT,
  settings TEXT NOT NULL DEFAULT '{}' CHECK (json_valid(settings)),
  status TEXT NOT NULL DEFAULT 'active' CHECK (status IN ('active', 'draft', 'retired')),
  created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
  updated_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
  version INTEGER NOT NULL DEFAULT 1
);
INSERT INTO new_registrar_templates (id, name, tld_id, registrar, description, settings, status, created_at, updated_at, version)
  SELECT id, name, tld_id, registrar, description, settings, status, created_at, updated_at, version FROM registrar_templates;
DROP TABLE registrar_templates;
ALTER TABLE new_registrar_templates RENAME TO registrar_templates;
CREATE INDEX registrar_templates_name ON registrar_templates (name);
CREATE INDEX registrar_templates_tld ON registrar_templates (tld_id);
CREATE INDEX registrar_templates_created ON registrar_templates (created_at);

CREATE TABLE new_redirects (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  from_path TEXT NOT NULL UNIQUE,
  to_path TEXT NOT NULL,
  status_code INTEGER NOT NULL DEFAULT 301 CHECK (status_code IN (301, 302, 307, 308)),
  active INTEGER NOT NULL DEFAULT 1 CHECK (active IN (0, 1)),
  note TEXT,
  created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
  updated_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
  version INTEGER NOT NULL DEFAULT 1
);
INSERT INTO new_redirects (id, from_path, to_path, status_code, active, note, created_at, updated_at, version)
  SELECT id, from_path, to_path, status_code, active, note, created_at, updated_at, version FROM redirects;
DROP TABLE redirects;
ALTER TABLE new_redirects RENAME TO redirects;

CREATE TABLE new_contacts (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  group_id TEXT NOT NULL REFERENCES accounts (id),
  label TEXT NOT NULL,
  kind TEXT NOT NULL DEFAULT 'organisation' CHECK (kind IN ('person', 'organisation')),
  name TEXT NOT NULL,
  organisation TEXT,
  email TEXT NOT NULL,
  phone TEXT,
  mobile TEXT,
  fax TEXT,
  street1 TEXT NOT NULL,
  street2 TEXT,
  street3 TEXT,
  city TEXT NOT NULL,
  state TEXT,
  postcode TEXT,
  country_code TEXT NOT NULL CHECK (length(country_code) = 2 AND country_code = lower(country_code)),
  vat_number TEXT,
  company_number TEXT,
  verification_status TEXT NOT NULL DEFAULT 'verified'
    CHECK (verification_status IN ('verified', 'pending', 'failed', 'not_required')),
  disclose INTEGER NOT NULL DEFAULT 0 CHECK (disclose IN (0, 1)),
  notes TEXT,
  created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
  updated_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
  version INTEGER NOT NULL DEFAULT 1
);
INSERT INTO new_contacts (id, group_id, label, kind, name, organisation, email, phone, mobile, fax, street1, street2, street3, city, state, postcode, country_code, vat_number, company_number, verification_status, disclose, notes, created_at, updated_at, version)
  SELECT id, group_id, label, kind, name, organisation, email, phone, mobile, fax, street1, street2, street3, city, state, postcode, country_code, vat_number, company_number, verification_status, disclose, notes, created_at, updated_at, version FROM contacts;
DROP TABLE contacts;
ALTER TABLE new_contacts RENAME TO contacts;
CREATE INDEX contacts_group_name ON contacts (group_id, name);
CREATE INDEX contacts_group_created ON contacts (group_id, created_at);
CREATE INDEX contacts_group_country ON contacts (group_id, country_code);
CREATE INDEX contacts_group_status ON contacts (group_id, verification_status);

CREATE TABLE new_registry_handles (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  group_id TEXT NOT NULL REFERENCES accounts (id),
  contact_id INTEGER NOT NULL REFERENCES contacts (id) ON DELETE CASCADE,
  tld_id INTEGER REFERENCES tlds (id),
  registry TEXT NOT NULL,
  handle TEXT NOT NULL,
  status TEXT NOT NULL DEFAULT 'active' CHECK (status IN ('active', 'pending', 'failed', 'deleted')),
  synced_at TEXT,
  created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
  updated_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
  version INTEGER NOT NULL DEFAULT 1,
  UNIQUE (registry, handle)
);
INSERT INTO new_registry_handles (id, group_id, contact_id, tld_id, registry, handle, status, synced_at, created_at, updated_at, version)
  SELECT id, group_id, contact_id, tld_id, registry, handle, status, synced_at, created_at, updated_at, version FROM registry_handles;
DROP TABLE registry_handles;
ALTER TABLE new_registry_handles RENAME TO registry_handles;
CREATE INDEX registry_handles_contact ON registry_handles (contact_id);
CREATE INDEX registry_handles_group_created ON registry_handles (group_id, created_at);

CREATE TABLE new_domains (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
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
INSERT INTO new_domains (id, group_id, name, unicode_name, tld, tld_id, status, registered_at, expires_at, auto_renew, renewal_period_years, registry_lock, transfer_lock, privacy, dnssec_enabled, dns_managed, nameservers, registrant_contact_id, admin_contact_id, tech_contact_id, billing_contact_id, product_id, registrar_template_id, tags, notes, created_at, updated_at, version)
  SELECT id, group_id, name, unicode_name, tld, tld_id, status, registered_at, expires_at, auto_renew, renewal_period_years, registry_lock, transfer_lock, privacy, dnssec_enabled, dns_managed, nameservers, registrant_contact_id, admin_contact_id, tech_contact_id, billing_contact_id, product_id, registrar_template_id, tags, notes, created_at, updated_at, version FROM domains;
DROP TABLE domains;
ALTER TABLE new_domains RENAME TO domains;
CREATE INDEX domains_group_name ON domains (group_id, name);
CREATE INDEX domains_group_expires ON domains (group_id, expires_at);
CREATE INDEX domains_group_created ON domains (group_id, created_at);
CREATE INDEX domains_group_tld ON domains (group_id, tld);
CREATE INDEX domains_registrant ON domains (registrant_contact_id);
CREATE INDEX domains_expires ON domains (expires_at);
CREATE INDEX domains_group_filter ON domains (group_id, status, expires_at, name, created_at);
CREATE INDEX domains_filter ON domains (status, expires_at, name, created_at);
CREATE INDEX domains_created ON domains (created_at);

CREATE TABLE new_dns_zones (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
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
INSERT INTO new_dns_zones (id, group_id, domain_id, name, kind, status, serial, default_ttl, primary_nameserver, hostmaster, dnssec_status, published_at, created_at, updated_at, version)
  SELECT id, group_id, domain_id, name, kind, status, serial, default_ttl, primary_nameserver, hostmaster, dnssec_status, published_at, created_at, updated_at, version FROM dns_zones;
DROP TABLE dns_zones;
ALTER TABLE new_dns_zones RENAME TO dns_zones;
CREATE INDEX dns_zones_group_name ON dns_zones (group_id, name);
CREATE INDEX dns_zones_group_created ON dns_zones (group_id, created_at);
CREATE INDEX dns_zones_domain ON dns_zones (domain_id);

CREATE TABLE new_dns_records (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
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
INSERT INTO new_dns_records (id, group_id, zone_id, name, type, ttl, priority, content, disabled, comment, created_at, updated_at, version)
  SELECT id, group_id, zone_id, name, type, ttl, priority, content, disabled, comment, created_at, updated_at, version FROM dns_records;
DROP TABLE dns_records;
ALTER TABLE new_dns_records RENAME TO dns_records;
CREATE INDEX dns_records_zone ON dns_records (zone_id, name, type);
CREATE INDEX dns_records_group_created ON dns_records (group_id, created_at);

CREATE TABLE new_dnssec_keys (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
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
INSERT INTO new_dnssec_keys (id, group_id, zone_id, domain_id, key_type, key_tag, flags, protocol, algorithm, public_key, status, activated_at, retire_at, created_at, updated_at, version)
  SELECT id, group_id, zone_id, domain_id, key_type, key_tag, flags, protocol, algorithm, public_key, status, activated_at, retire_at, created_at, updated_at, version FROM dnssec_keys;
DROP TABLE dnssec_keys;
ALTER TABLE new_dnssec_keys RENAME TO dnssec_keys;
CREATE INDEX dnssec_keys_zone ON dnssec_keys (zone_id);
CREATE INDEX dnssec_keys_domain ON dnssec_keys (domain_id);
CREATE INDEX dnssec_keys_group_created ON dnssec_keys (group_id, created_at);

CREATE TABLE new_ds_records (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
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
INSERT INTO new_ds_records (id, group_id, domain_id, dnssec_key_id, key_tag, algorithm, digest_type, digest, status, submitted_at, created_at, updated_at, version)
  SELECT id, group_id, domain_id, dnssec_key_id, key_tag, algorithm, digest_type, digest, status, submitted_at, created_at, updated_at, version FROM ds_records;
DROP TABLE ds_records;
ALTER TABLE new_ds_records RENAME TO ds_records;
CREATE INDEX ds_records_domain ON ds_records (domain_id);
CREATE INDEX ds_records_group_created ON ds_records (group_id, created_at);

CREATE TABLE new_glue_records (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
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
INSERT INTO new_glue_records (id, group_id, domain_id, hostname, ipv4_addresses, ipv6_addresses, status, created_at, updated_at, version)
  SELECT id, group_id, domain_id, hostname, ipv4_addresses, ipv6_addresses, status, created_at, updated_at, version FROM glue_records;
DROP TABLE glue_records;
ALTER TABLE new_glue_records RENAME TO glue_records;
CREATE INDEX glue_records_domain ON glue_records (domain_id);
CREATE INDEX glue_records_group_created ON glue_records (group_id, created_at);

CREATE TABLE new_blocks (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
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
INSERT INTO new_blocks (id, group_id, label, kind, provider, product_id, status, trademark_name, trademark_number, trademark_jurisdiction, tld_count, starts_at, expires_at, auto_renew, notes, created_at, updated_at, version)
  SELECT id, group_id, label, kind, provider, product_id, status, trademark_name, trademark_number, trademark_jurisdiction, tld_count, starts_at, expires_at, auto_renew, notes, created_at, updated_at, version FROM blocks;
DROP TABLE blocks;
ALTER TABLE new_blocks RENAME TO blocks;
CREATE INDEX blocks_group_label ON blocks (group_id, label);
CREATE INDEX blocks_group_expires ON blocks (group_id, expires_at);
CREATE INDEX blocks_group_created ON blocks (group_id, created_at);
CREATE INDEX blocks_group_status ON blocks (group_id, status);

CREATE TABLE new_ssl_organisations (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  group_id TEXT NOT NULL REFERENCES accounts (id),
  name TEXT NOT NULL,
  registration_number TEXT,
  duns_number TEXT,
  contact_name TEXT NOT NULL,
  email TEXT NOT NULL,
  phone TEXT,
  street1 TEXT NOT NULL,
  street2 TEXT,
  street3 TEXT,
  city TEXT NOT NULL,
  state TEXT,
  postcode TEXT,
  country_code TEXT NOT NULL CHECK (length(country_code) = 2 AND country_code = lower(country_code)),
  validation_status TEXT NOT NULL DEFAULT 'pending'
    CHECK (validation_status IN ('not_started', 'pending', 'validated', 'expired', 'rejected')),
  validated_until TEXT,
  created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
  updated_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
  version INTEGER NOT NULL DEFAULT 1
);
INSERT INTO new_ssl_organisations (id, group_id, name, registration_number, duns_number, contact_name, email, phone, street1, street2, street3, city, state, postcode, country_code, validation_status, validated_until, created_at, updated_at, version)
  SELECT id, group_id, name, registration_number, duns_number, contact_name, email, phone, street1, street2, street3, city, state, postcode, country_code, validation_status, validated_until, created_at, updated_at, version FROM ssl_organisations;
DROP TABLE ssl_organisations;
ALTER TABLE new_ssl_organisations RENAME TO ssl_organisations;
CREATE INDEX ssl_organisations_group_name ON ssl_organisations (group_id, name);
CREATE INDEX ssl_organisations_group_created ON ssl_organisations (group_id, created_at);
CREATE INDEX ssl_organisations_group_status ON ssl_organisations (group_id, validation_status);

CREATE TABLE new_ssl_certificates (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  group_id TEXT NOT NULL REFERENCES accounts (id),
  domain_id INTEGER REFERENCES domains (id) ON DELETE SET NULL,
  organisation_id INTEGER REFERENCES ssl_organisations (id),
  product_id INTEGER REFERENCES products (id),
  common_name TEXT NOT NULL,
  sans TEXT NOT NULL DEFAULT '[]' CHECK (json_valid(sans)),
  validation_level TEXT NOT NULL CHECK (validation_level IN ('DV', 'OV', 'EV')),
  status TEXT NOT NULL CHECK (status IN (
    'requested', 'pending_validation', 'pending_issuance', 'issued', 'expired', 'revoked',
    'cancelled', 'rejected')),
  issuer TEXT NOT NULL,
  serial_number TEXT,
  fingerprint_sha256 TEXT,
  key_algorithm TEXT NOT NULL CHECK (key_algorithm IN ('RSA-2048', 'RSA-3072', 'RSA-4096', 'ECDSA-P256', 'ECDSA-P384')),
  signature_algorithm TEXT NOT NULL,
  period_months INTEGER NOT NULL,
  requested_at TEXT NOT NULL,
  issued_at TEXT,
  expires_at TEXT,
  auto_renew INTEGER NOT NULL DEFAULT 1 CHECK (auto_renew IN (0, 1)),
  approver_email TEXT,
  revoked_at TEXT,
  revocation_reason TEXT,
  created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
  updated_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
  version INTEGER NOT NULL DEFAULT 1
);
INSERT INTO new_ssl_certificates (id, group_id, domain_id, organisation_id, product_id, common_name, sans, validation_level, status, issuer, serial_number, fingerprint_sha256, key_algorithm, signature_algorithm, period_months, requested_at, issued_at, expires_at, auto_renew, approver_email, revoked_at, revocation_reason, created_at, updated_at, version)
  SELECT id, group_id, domain_id, organisation_id, product_id, common_name, sans, validation_level, status, issuer, serial_number, fingerprint_sha256, key_algorithm, signature_algorithm, period_months, requested_at, issued_at, expires_at, auto_renew, approver_email, revoked_at, revocation_reason, created_at, updated_at, version FROM ssl_certificates;
DROP TABLE ssl_certificates;
ALTER TABLE new_ssl_certificates RENAME TO ssl_certificates;
CREATE INDEX ssl_certificates_group_name ON ssl_certificates (group_id, common_name);
CREATE INDEX ssl_certificates_group_expires ON ssl_certificates (group_id, expires_at);
CREATE INDEX ssl_certificates_group_created ON ssl_certificates (group_id, created_at);
CREATE INDEX ssl_certificates_group_status ON ssl_certificates (group_id, status);
CREATE INDEX ssl_certificates_domain ON ssl_certificates (domain_id);

CREATE TABLE new_ssl_certificate_files (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  group_id TEXT NOT NULL REFERENCES accounts (id),
  certificate_id INTEGER NOT NULL REFERENCES ssl_certificates (id) ON DELETE CASCADE,
  kind TEXT NOT NULL CHECK (kind IN ('csr', 'certificate', 'intermediate', 'root', 'pkcs7')),
  filename TEXT NOT NULL,
  content_type TEXT NOT NULL,
  content TEXT NOT NULL,
  size_bytes INTEGER NOT NULL,
  created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
  updated_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
  version INTEGER NOT NULL DEFAULT 1
);
INSERT INTO new_ssl_certificate_files (id, group_id, certificate_id, kind, filename, content_type, content, size_bytes, created_at, updated_at, version)
  SELECT id, group_id, certificate_id, kind, filename, content_type, content, size_bytes, created_at, updated_at, version FROM ssl_certificate_files;
DROP TABLE ssl_certificate_files;
ALTER TABLE new_ssl_certificate_files RENAME TO ssl_certificate_files;
CREATE INDEX ssl_certificate_files_certificate ON ssl_certificate_files (certificate_id, kind);

CREATE TABLE new_ssl_validations (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  group_id TEXT NOT NULL REFERENCES accounts (id),
  certificate_id INTEGER NOT NULL REFERENCES ssl_certificates (id) ON DELETE CASCADE,
  domain_name TEXT NOT NULL,
  method TEXT NOT NULL CHECK (method IN ('dns_cname', 'dns_txt', 'http_file', 'email')),
  status TEXT NOT NULL CHECK (status IN ('pending', 'valid', 'invalid', 'expired')),
  record_name TEXT,
  record_value TEXT,
  http_url TEXT,
  http_content TEXT,
  approver_email TEXT,
  message TEXT,
  checked_at TEXT,
  validated_at TEXT,
  expires_at TEXT,
  created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
  updated_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
  version INTEGER NOT NULL DEFAULT 1
);
INSERT INTO new_ssl_validations (id, group_id, certificate_id, domain_name, method, status, record_name, record_value, http_url, http_content, approver_email, message, checked_at, validated_at, expires_at, created_at, updated_at, version)
  SELECT id, group_id, certificate_id, domain_name, method, status, record_name, record_value, http_url, http_content, approver_email, message, checked_at, validated_at, expires_at, created_at, updated_at, version FROM ssl_validations;
DROP TABLE ssl_validations;
ALTER TABLE new_ssl_validations RENAME TO ssl_validations;
CREATE INDEX ssl_validations_certificate ON ssl_validations (certificate_id, domain_name);

CREATE TABLE new_orders (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  group_id TEXT NOT NULL REFERENCES accounts (id),
  reference TEXT NOT NULL UNIQUE,
  kind TEXT NOT NULL CHECK (kind IN (
    'registration', 'transfer', 'renewal', 'restore', 'trade', 'ssl', 'block', 'deletion')),
  status TEXT NOT NULL CHECK (status IN (
    'draft', 'pending', 'awaiting_approval', 'processing', 'completed', 'failed', 'cancelled')),
  domain_id INTEGER REFERENCES domains (id) ON DELETE SET NULL,
  domain_name TEXT,
  certificate_id INTEGER REFERENCES ssl_certificates (id) ON DELETE SET NULL,
  block_id INTEGER REFERENCES blocks (id) ON DELETE SET NULL,
  product_id INTEGER REFERENCES products (id),
  period_years INTEGER,
  amount INTEGER NOT NULL DEFAULT 0,
  currency TEXT NOT NULL CHECK (length(currency) = 3),
  created_by_user_id INTEGER REFERENCES users (id) ON DELETE SET NULL,
  submitted_at TEXT,
  completed_at TEXT,
  failure_reason TEXT,
  notes TEXT,
  created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
  updated_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
  version INTEGER NOT NULL DEFAULT 1
);
INSERT INTO new_orders (id, group_id, reference, kind, status, domain_id, domain_name, certificate_id, block_id, product_id, period_years, amount, currency, created_by_user_id, submitted_at, completed_at, failure_reason, notes, created_at, updated_at, version)
  SELECT id, group_id, reference, kind, status, domain_id, domain_name, certificate_id, block_id, product_id, period_years, amount, currency, created_by_user_id, submitted_at, completed_at, failure_reason, notes, created_at, updated_at, version FROM orders;
DROP TABLE orders;
ALTER TABLE new_orders RENAME TO orders;
CREATE INDEX orders_group_created ON orders (group_id, created_at);
CREATE INDEX orders_group_status ON orders (group_id, status, created_at);
CREATE INDEX orders_group_domain_name ON orders (group_id, domain_name);
CREATE INDEX orders_domain ON orders (domain_id);
CREATE INDEX orders_certificate ON orders (certificate_id);
CREATE INDEX orders_created ON orders (created_at);

CREATE TABLE new_approval_requests (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  group_id TEXT NOT NULL REFERENCES accounts (id),
  public_id TEXT NOT NULL UNIQUE,
  kind TEXT NOT NULL CHECK (kind IN ('registrant_change', 'transfer_out', 'order', 'contact_update', 'ssl_approval')),
  status TEXT NOT NULL CHECK (status IN ('pending', 'approved', 'rejected', 'expired', 'cancelled')),
  domain_id INTEGER REFERENCES domains (id) ON DELETE SET NULL,
  domain_name TEXT,
  contact_id INTEGER REFERENCES contacts (id) ON DELETE SET NULL,
  order_id INTEGER REFERENCES orders (id) ON DELETE SET NULL,
  approver_name TEXT NOT NULL,
  approver_email TEXT NOT NULL,
  requested_by_user_id INTEGER REFERENCES users (id) ON DELETE SET NULL,
  changes TEXT NOT NULL DEFAULT '{}' CHECK (json_valid(changes)),
  expires_at TEXT NOT NULL,
  decided_at TEXT,
  decision_comment TEXT,
  created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
  updated_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
  version INTEGER NOT NULL DEFAULT 1
);
INSERT INTO new_approval_requests (id, group_id, public_id, kind, status, domain_id, domain_name, contact_id, order_id, approver_name, approver_email, requested_by_user_id, changes, expires_at, decided_at, decision_comment, created_at, updated_at, version)
  SELECT id, group_id, public_id, kind, status, domain_id, domain_name, contact_id, order_id, approver_name, approver_email, requested_by_user_id, changes, expires_at, decided_at, decision_comment, created_at, updated_at, version FROM approval_requests;
DROP TABLE approval_requests;
ALTER TABLE new_approval_requests RENAME TO approval_requests;
CREATE INDEX approval_requests_group_created ON approval_requests (group_id, created_at);
CREATE INDEX approval_requests_group_status ON approval_requests (group_id, status, expires_at);
CREATE INDEX approval_requests_contact ON approval_requests (contact_id);
CREATE INDEX approval_requests_domain ON approval_requests (domain_id);

CREATE TABLE new_billing_entities (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  group_id TEXT NOT NULL REFERENCES accounts (id),
  name TEXT NOT NULL,
  legal_name TEXT NOT NULL,
  vat_number TEXT,
  email TEXT NOT NULL,
  phone TEXT,
  street1 TEXT NOT NULL,
  street2 TEXT,
  street3 TEXT,
  city TEXT NOT NULL,
  state TEXT,
  postcode TEXT,
  country_code TEXT NOT NULL CHECK (length(country_code) = 2 AND country_code = lower(country_code)),
  currency TEXT NOT NULL CHECK (length(currency) = 3),
  payment_terms_days INTEGER NOT NULL DEFAULT 30,
  invoice_delivery TEXT NOT NULL DEFAULT 'email' CHECK (invoice_delivery IN ('email', 'portal', 'post')),
  status TEXT NOT NULL DEFAULT 'active' CHECK (status IN ('active', 'on_hold', 'closed')),
  created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
  updated_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
  version INTEGER NOT NULL DEFAULT 1
);
INSERT INTO new_billing_entities (id, group_id, name, legal_name, vat_number, email, phone, street1, street2, street3, city, state, postcode, country_code, currency, payment_terms_days, invoice_delivery, status, created_at, updated_at, version)
  SELECT id, group_id, name, legal_name, vat_number, email, phone, street1, street2, street3, city, state, postcode, country_code, currency, payment_terms_days, invoice_delivery, status, created_at, updated_at, version FROM billing_entities;
DROP TABLE billing_entities;
ALTER TABLE new_billing_entities RENAME TO billing_entities;
CREATE INDEX billing_entities_group_name ON billing_entities (group_id, name);
CREATE INDEX billing_entities_group_created ON billing_entities (group_id, created_at);
CREATE INDEX billing_entities_group_status ON billing_entities (group_id, status);

CREATE TABLE new_billing_entity_accounts (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  group_id TEXT NOT NULL REFERENCES accounts (id),
  billing_entity_id INTEGER NOT NULL REFERENCES billing_entities (id) ON DELETE CASCADE,
  account_id TEXT NOT NULL REFERENCES accounts (id),
  cost_centre TEXT,
  created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
  updated_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
  version INTEGER NOT NULL DEFAULT 1,
  UNIQUE (billing_entity_id, account_id)
);
INSERT INTO new_billing_entity_accounts (id, group_id, billing_entity_id, account_id, cost_centre, created_at, updated_at, version)
  SELECT id, group_id, billing_entity_id, account_id, cost_centre, created_at, updated_at, version FROM billing_entity_accounts;
DROP TABLE billing_entity_accounts;
ALTER TABLE new_billing_entity_accounts RENAME TO billing_entity_accounts;
CREATE INDEX billing_entity_accounts_account ON billing_entity_accounts (account_id);

CREATE TABLE new_pricing_entities (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  group_id TEXT NOT NULL REFERENCES accounts (id),
  name TEXT NOT NULL,
  currency TEXT NOT NULL CHECK (length(currency) = 3),
  description TEXT,
  discount_percent REAL NOT NULL DEFAULT 0,
  status TEXT NOT NULL DEFAULT 'active' CHECK (status IN ('active', 'draft', 'retired')),
  created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
  updated_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
  version INTEGER NOT NULL DEFAULT 1
);
INSERT INTO new_pricing_entities (id, group_id, name, currency, description, discount_percent, status, created_at, updated_at, version)
  SELECT id, group_id, name, currency, description, discount_percent, status, created_at, updated_at, version FROM pricing_entities;
DROP TABLE pricing_entities;
ALTER TABLE new_pricing_entities RENAME TO pricing_entities;
CREATE INDEX pricing_entities_group_name ON pricing_entities (group_id, name);
CREATE INDEX pricing_entities_group_created ON pricing_entities (group_id, created_at);

CREATE TABLE new_pricing_rules (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  group_id TEXT NOT NULL REFERENCES accounts (id),
  scope TEXT NOT NULL CHECK (scope IN ('global', 'entity')),
  pricing_entity_id INTEGER REFERENCES pricing_entities (id) ON DELETE CASCADE,
  rule_name TEXT NOT NULL,
  custom INTEGER NOT NULL DEFAULT 0 CHECK (custom IN (0, 1)),
  product_id INTEGER REFERENCES products (id),
  tld_id INTEGER REFERENCES tlds (id),
  action TEXT NOT NULL CHECK (action IN ('registration', 'renewal', 'transfer', 'restore', 'trade', 'ssl', 'block', 'any')),
  price INTEGER,
  currency TEXT NOT NULL CHECK (length(currency) = 3),
  markup_percent REAL,
  min_period_years INTEGER,
  max_period_years INTEGER,
  priority INTEGER NOT NULL DEFAULT 100,
  expression TEXT,
  description TEXT,
  status TEXT NOT NULL DEFAULT 'active' CHECK (status IN ('active', 'scheduled', 'expired', 'draft')),
  starts_at TEXT,
  ends_at TEXT,
  created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
  updated_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
  version INTEGER NOT NULL DEFAULT 1,
  CHECK ((scope = 'global') = (pricing_entity_id IS NULL))
);
INSERT INTO new_pricing_rules (id, group_id, scope, pricing_entity_id, rule_name, custom, product_id, tld_id, action, price, currency, markup_percent, min_period_years, max_period_years, priority, expression, description, status, starts_at, ends_at, created_at, updated_at, version)
  SELECT id, group_id, scope, pricing_entity_id, rule_name, custom, product_id, tld_id, action, price, currency, markup_percent, min_period_years, max_period_years, priority, expression, description, status, starts_at, ends_at, created_at, updated_at, version FROM pricing_rules;
DROP TABLE pricing_rules;
ALTER TABLE new_pricing_rules RENAME TO pricing_rules;
CREATE INDEX pricing_rules_group_name ON pricing_rules (group_id, scope, rule_name);
CREATE INDEX pricing_rules_entity ON pricing_rules (pricing_entity_id, rule_name);
CREATE INDEX pricing_rules_product ON pricing_rules (product_id, rule_name);
CREATE INDEX pricing_rules_group_created ON pricing_rules (group_id, created_at);

CREATE TABLE new_transactions (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  group_id TEXT NOT NULL REFERENCES accounts (id),
  reference TEXT NOT NULL UNIQUE,
  kind TEXT NOT NULL CHECK (kind IN ('charge', 'credit', 'refund', 'payment', 'adjustment')),
  status TEXT NOT NULL CHECK (status IN ('pending', 'invoiced', 'paid', 'void', 'refunded')),
  description TEXT NOT NULL,
  domain_id INTEGER REFERENCES domains (id) ON DELETE SET NULL,
  certificate_id INTEGER REFERENCES ssl_certificates (id) ON DELETE SET NULL,
  order_id INTEGER REFERENCES orders (id) ON DELETE SET NULL,
  product_id INTEGER REFERENCES products (id),
  billing_entity_id INTEGER REFERENCES billing_entities (id),
  amount INTEGER NOT NULL,
  tax_amount INTEGER NOT NULL DEFAULT 0,
  currency TEXT NOT NULL CHECK (length(currency) = 3),
  invoice_number TEXT,
  period_years INTEGER,
  transacted_at TEXT NOT NULL,
  created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
  updated_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
  version INTEGER NOT NULL DEFAULT 1
);
INSERT INTO new_transactions (id, group_id, reference, kind, status, description, domain_id, certificate_id, order_id, product_id, billing_entity_id, amount, tax_amount, currency, invoice_number, period_years, transacted_at, created_at, updated_at, version)
  SELECT id, group_id, reference, kind, status, description, domain_id, certificate_id, order_id, product_id, billing_entity_id, amount, tax_amount, currency, invoice_number, period_years, transacted_at, created_at, updated_at, version FROM transactions;
DROP TABLE transactions;
ALTER TABLE new_transactions RENAME TO transactions;
CREATE INDEX transactions_group_created ON transactions (group_id, created_at);
CREATE INDEX transactions_group_transacted ON transactions (group_id, transacted_at);
CREATE INDEX transactions_group_status ON transactions (group_id, status);
CREATE INDEX transactions_domain ON transactions (domain_id);
CREATE INDEX transactions_certificate ON transactions (certificate_id);
CREATE INDEX transactions_billing_entity ON transactions (billing_entity_id);
CREATE INDEX transactions_created ON transactions (created_at);

CREATE TABLE new_watch_templates (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  group_id TEXT NOT NULL REFERENCES accounts (id),
  name TEXT NOT NULL,
  description TEXT,
  settings TEXT NOT NULL DEFAULT '{}' CHECK (json_valid(settings)),
  created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
  updated_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
  version INTEGER NOT NULL DEFAULT 1
);
INSERT INTO new_watch_templates (id, group_id, name, description, settings, created_at, updated_at, version)
  SELECT id, group_id, name, description, settings, created_at, updated_at, version FROM watch_templates;
DROP TABLE watch_templates;
ALTER TABLE new_watch_templates RENAME TO watch_templates;
CREATE INDEX watch_templates_group_name ON watch_templates (group_id, name);

CREATE TABLE new_watches (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  group_id TEXT NOT NULL REFERENCES accounts (id),
  name TEXT NOT NULL,
  brand TEXT NOT NULL,
  template_id INTEGER REFERENCES watch_templates (id) ON DELETE SET NULL,
  status TEXT NOT NULL CHECK (status IN ('active', 'paused', 'closed')),
  frequency TEXT NOT NULL DEFAULT 'daily' CHECK (frequency IN ('hourly', 'daily', 'weekly')),
  owner_user_id INTEGER REFERENCES users (id) ON DELETE SET NULL,
  last_run_at TEXT,
  next_run_at TEXT,
  notes TEXT,
  created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
  updated_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
  version INTEGER NOT NULL DEFAULT 1
);
INSERT INTO new_watches (id, group_id, name, brand, template_id, status, frequency, owner_user_id, last_run_at, next_run_at, notes, created_at, updated_at, version)
  SELECT id, group_id, name, brand, template_id, status, frequency, owner_user_id, last_run_at, next_run_at, notes, created_at, updated_at, version FROM watches;
DROP TABLE watches;
ALTER TABLE new_watches RENAME TO watches;
CREATE INDEX watches_group_name ON watches (group_id, name);
CREATE INDEX watches_group_created ON watches (group_id, created_at);
CREATE INDEX watches_group_status ON watches (group_id, status);

CREATE TABLE new_watch_terms (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  group_id TEXT NOT NULL REFERENCES accounts (id),
  watch_id INTEGER NOT NULL REFERENCES watches (id) ON DELETE CASCADE,
  term TEXT NOT NULL,
  match_type TEXT NOT NULL CHECK (match_type IN ('exact', 'contains', 'fuzzy', 'homoglyph', 'typo')),
  status TEXT NOT NULL DEFAULT 'active' CHECK (status IN ('active', 'paused')),
  created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
  updated_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
  version INTEGER NOT NULL DEFAULT 1
);
INSERT INTO new_watch_terms (id, group_id, watch_id, term, match_type, status, created_at, updated_at, version)
  SELECT id, group_id, watch_id, term, match_type, status, created_at, updated_at, version FROM watch_terms;
DROP TABLE watch_terms;
ALTER TABLE new_watch_terms RENAME TO watch_terms;
CREATE INDEX watch_terms_watch ON watch_terms (watch_id, term);

CREATE TABLE new_watch_cases (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  group_id TEXT NOT NULL REFERENCES accounts (id),
  watch_id INTEGER NOT NULL REFERENCES watches (id) ON DELETE CASCADE,
  reference TEXT NOT NULL UNIQUE,
  title TEXT NOT NULL,
  domain_name TEXT,
  status TEXT NOT NULL CHECK (status IN ('open', 'investigating', 'action_taken', 'closed')),
  severity TEXT NOT NULL CHECK (severity IN ('low', 'medium', 'high', 'critical')),
  action TEXT NOT NULL DEFAULT 'monitor' CHECK (action IN ('monitor', 'cease_and_desist', 'udrp', 'urs', 'takedown', 'acquire', 'none')),
  assignee_user_id INTEGER REFERENCES users (id) ON DELETE SET NULL,
  opened_at TEXT NOT NULL,
  closed_at TEXT,
  notes TEXT,
  created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
  updated_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
  version INTEGER NOT NULL DEFAULT 1
);
INSERT INTO new_watch_cases (id, group_id, watch_id, reference, title, domain_name, status, severity, action, assignee_user_id, opened_at, closed_at, notes, created_at, updated_at, version)
  SELECT id, group_id, watch_id, reference, title, domain_name, status, severity, action, assignee_user_id, opened_at, closed_at, notes, created_at, updated_at, version FROM watch_cases;
DROP TABLE watch_cases;
ALTER TABLE new_watch_cases RENAME TO watch_cases;
CREATE INDEX watch_cases_watch ON watch_cases (watch_id, created_at);
CREATE INDEX watch_cases_group_status ON watch_cases (group_id, status);

CREATE TABLE new_watch_domains (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  group_id TEXT NOT NULL REFERENCES accounts (id),
  watch_id INTEGER NOT NULL REFERENCES watches (id) ON DELETE CASCADE,
  case_id INTEGER REFERENCES watch_cases (id) ON DELETE SET NULL,
  name TEXT NOT NULL,
  tld TEXT NOT NULL,
  matched_term TEXT NOT NULL,
  similarity INTEGER NOT NULL CHECK (similarity BETWEEN 0 AND 100),
  risk_score INTEGER NOT NULL CHECK (risk_score BETWEEN 0 AND 100),
  registrar_name TEXT,
  registrant_country_code TEXT,
  registered_at TEXT,
  has_mx INTEGER NOT NULL DEFAULT 0 CHECK (has_mx IN (0, 1)),
  has_website INTEGER NOT NULL DEFAULT 0 CHECK (has_website IN (0, 1)),
  status TEXT NOT NULL CHECK (status IN ('new', 'reviewed', 'ignored', 'escalated')),
  first_seen_at TEXT NOT NULL,
  last_seen_at TEXT NOT NULL,
  created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
  updated_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
  version INTEGER NOT NULL DEFAULT 1
);
INSERT INTO new_watch_domains (id, group_id, watch_id, case_id, name, tld, matched_term, similarity, risk_score, registrar_name, registrant_country_code, registered_at, has_mx, has_website, status, first_seen_at, last_seen_at, created_at, updated_at, version)
  SELECT id, group_id, watch_id, case_id, name, tld, matched_term, similarity, risk_score, registrar_name, registrant_country_code, registered_at, has_mx, has_website, status, first_seen_at, last_seen_at, created_at, updated_at, version FROM watch_domains;
DROP TABLE watch_domains;
ALTER TABLE new_watch_domains RENAME TO watch_domains;
CREATE INDEX watch_domains_watch ON watch_domains (watch_id, name);
CREATE INDEX watch_domains_group_status ON watch_domains (group_id, status);

CREATE TABLE new_watch_contacts (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  group_id TEXT NOT NULL REFERENCES accounts (id),
  watch_id INTEGER NOT NULL REFERENCES watches (id) ON DELETE CASCADE,
  contact_id INTEGER REFERENCES contacts (id) ON DELETE SET NULL,
  name TEXT NOT NULL,
  email TEXT NOT NULL,
  role TEXT NOT NULL CHECK (role IN ('owner', 'legal', 'notify', 'agent')),
  notify INTEGER NOT NULL DEFAULT 1 CHECK (notify IN (0, 1)),
  created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
  updated_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
  version INTEGER NOT NULL DEFAULT 1
);
INSERT INTO new_watch_contacts (id, group_id, watch_id, contact_id, name, email, role, notify, created_at, updated_at, version)
  SELECT id, group_id, watch_id, contact_id, name, email, role, notify, created_at, updated_at, version FROM watch_contacts;
DROP TABLE watch_contacts;
ALTER TABLE new_watch_contacts RENAME TO watch_contacts;
CREATE INDEX watch_contacts_watch ON watch_contacts (watch_id, name);

CREATE TABLE new_intelligence_modules (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  code TEXT NOT NULL UNIQUE,
  name TEXT NOT NULL,
  description TEXT NOT NULL,
  status TEXT NOT NULL DEFAULT 'active' CHECK (status IN ('active', 'beta', 'retired')),
  created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
  updated_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
  version INTEGER NOT NULL DEFAULT 1
);
INSERT INTO new_intelligence_modules (id, code, name, description, status, created_at, updated_at, version)
  SELECT id, code, name, description, status, created_at, updated_at, version FROM intelligence_modules;
DROP TABLE intelligence_modules;
ALTER TABLE new_intelligence_modules RENAME TO intelligence_modules;

CREATE TABLE new_intelligence_templates (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  group_id TEXT NOT NULL REFERENCES accounts (id),
  name TEXT NOT NULL,
  description TEXT,
  module_codes TEXT NOT NULL DEFAULT '[]' CHECK (json_valid(module_codes)),
  patterns TEXT NOT NULL DEFAULT '[]' CHECK (json_valid(patterns)),
  created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
  updated_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
  version INTEGER NOT NULL DEFAULT 1
);
INSERT INTO new_intelligence_templates (id, group_id, name, description, module_codes, patterns, created_at, updated_at, version)
  SELECT id, group_id, name, description, module_codes, patterns, created_at, updated_at, version FROM intelligence_templates;
DROP TABLE intelligence_templates;
ALTER TABLE new_intelligence_templates RENAME TO intelligence_templates;
CREATE INDEX intelligence_templates_group_name ON intelligence_templates (group_id, name);

CREATE TABLE new_intelligence_items (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  group_id TEXT NOT NULL REFERENCES accounts (id),
  name TEXT NOT NULL,
  primary_domain TEXT NOT NULL,
  industry TEXT,
  country_code TEXT CHECK (country_code IS NULL OR length(country_code) = 2),
  template_id INTEGER REFERENCES intelligence_templates (id) ON DELETE SET NULL,
  status TEXT NOT NULL CHECK (status IN ('new', 'analysing', 'ready', 'archived')),
  domains_found INTEGER NOT NULL DEFAULT 0,
  risk_score INTEGER CHECK (risk_score IS NULL OR risk_score BETWEEN 0 AND 100),
  owner_user_id INTEGER REFERENCES users (id) ON DELETE SET NULL,
  last_run_at TEXT,
  notes TEXT,
  created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
  updated_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
  version INTEGER NOT NULL DEFAULT 1
);
INSERT INTO new_intelligence_items (id, group_id, name, primary_domain, industry, country_code, template_id, status, domains_found, risk_score, owner_user_id, last_run_at, notes, created_at, updated_at, version)
  SELECT id, group_id, name, primary_domain, industry, country_code, template_id, status, domains_found, risk_score, owner_user_id, last_run_at, notes, created_at, updated_at, version FROM intelligence_items;
DROP TABLE intelligence_items;
ALTER TABLE new_intelligence_items RENAME TO intelligence_items;
CREATE INDEX intelligence_items_group_name ON intelligence_items (group_id, name);
CREATE INDEX intelligence_items_group_created ON intelligence_items (group_id, created_at);
CREATE INDEX intelligence_items_group_status ON intelligence_items (group_id, status);

CREATE TABLE new_intelligence_patterns (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  group_id TEXT NOT NULL REFERENCES accounts (id),
  item_id INTEGER NOT NULL REFERENCES intelligence_items (id) ON DELETE CASCADE,
  pattern TEXT NOT NULL,
  kind TEXT NOT NULL CHECK (kind IN ('exact', 'prefix', 'suffix', 'contains', 'typo')),
  match_count INTEGER NOT NULL DEFAULT 0,
  status TEXT NOT NULL DEFAULT 'active' CHECK (status IN ('active', 'paused')),
  created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
  updated_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
  version INTEGER NOT NULL DEFAULT 1
);
INSERT INTO new_intelligence_patterns (id, group_id, item_id, pattern, kind, match_count, status, created_at, updated_at, version)
  SELECT id, group_id, item_id, pattern, kind, match_count, status, created_at, updated_at, version FROM intelligence_patterns;
DROP TABLE intelligence_patterns;
ALTER TABLE new_intelligence_patterns RENAME TO intelligence_patterns;
CREATE INDEX intelligence_patterns_item ON intelligence_patterns (item_id, pattern);

CREATE TABLE new_intelligence_results (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  group_id TEXT NOT NULL REFERENCES accounts (id),
  item_id INTEGER NOT NULL REFERENCES intelligence_items (id) ON DELETE CASCADE,
  module_id INTEGER REFERENCES intelligence_modules (id),
  domain_name TEXT NOT NULL,
  tld TEXT NOT NULL,
  category TEXT NOT NULL CHECK (category IN ('portfolio', 'similar', 'typo', 'unrelated')),
  registrar_name TEXT,
  registrant_organisation TEXT,
  expires_at TEXT,
  registry_lock INTEGER NOT NULL DEFAULT 0 CHECK (registry_lock IN (0, 1)),
  has_ssl INTEGER NOT NULL DEFAULT 0 CHECK (has_ssl IN (0, 1)),
  ssl_issuer TEXT,
  ssl_expires_at TEXT,
  monthly_visits INTEGER,
  created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
  updated_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
  version INTEGER NOT NULL DEFAULT 1
);
INSERT INTO new_intelligence_results (id, group_id, item_id, module_id, domain_name, tld, category, registrar_name, registrant_organisation, expires_at, registry_lock, has_ssl, ssl_issuer, ssl_expires_at, monthly_visits, created_at, updated_at, version)
  SELECT id, group_id, item_id, module_id, domain_name, tld, category, registrar_name, registrant_organisation, expires_at, registry_lock, has_ssl, ssl_issuer, ssl_expires_at, monthly_visits, created_at, updated_at, version FROM intelligence_results;
DROP TABLE intelligence_results;
ALTER TABLE new_intelligence_results RENAME TO intelligence_results;
CREATE INDEX intelligence_results_item ON intelligence_results (item_id, domain_name);

CREATE TABLE new_tray_items (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
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
INSERT INTO new_tray_items (id, group_id, user_id, resource_type, resource_id, label, action, data, created_at, updated_at, version)
  SELECT id, group_id, user_id, resource_type, resource_id, label, action, data, created_at, updated_at, version FROM tray_items;
DROP TABLE tray_items;
ALTER TABLE new_tray_items RENAME TO tray_items;
CREATE INDEX tray_items_group_user ON tray_items (group_id, user_id, created_at);

CREATE TABLE new_audit_log (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
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
INSERT INTO new_audit_log (id, group_id, user_id, username, area, resource_type, resource_id, resource_name, action, before, after, ip, request_id, created_at, updated_at, version)
  SELECT id, group_id, user_id, username, area, resource_type, resource_id, resource_name, action, before, after, ip, request_id, created_at, updated_at, version FROM audit_log;
DROP TABLE audit_log;
ALTER TABLE new_audit_log RENAME TO audit_log;
CREATE INDEX audit_log_group_area ON audit_log (group_id, area, created_at);
CREATE INDEX audit_log_resource ON audit_log (resource_type, resource_id, created_at);
CREATE INDEX audit_log_group_created ON audit_log (group_id, created_at);
CREATE INDEX audit_log_created ON audit_log (created_at);

-- Ids already used by records deleted before this migration stay used: each table's sequence
-- starts after the highest id its audit entries name.
CREATE TEMP TABLE audited_tables (table_name TEXT NOT NULL, resource_type TEXT NOT NULL);
INSERT INTO audited_tables (table_name, resource_type) VALUES
  ('domains', 'domain'),
  ('dns_records', 'dns_record'),
  ('dns_zones', 'dns_zone'),
  ('dnssec_keys', 'dnssec_key'),
  ('ds_records', 'ds_record'),
  ('glue_records', 'glue_record'),
  ('orders', 'order'),
  ('transactions', 'transaction'),
  ('approval_requests', 'approval_request'),
  ('contacts', 'contact'),
  ('registry_handles', 'registry_handle'),
  ('ssl_certificates', 'ssl_certificate'),
  ('ssl_certificate_files', 'ssl_certificate_file'),
  ('ssl_validations', 'ssl_validation'),
  ('ssl_organisations', 'ssl_organisation'),
  ('tlds', 'tld'),
  ('products', 'product'),
  ('registrar_templates', 'registrar_template'),
  ('blocks', 'block'),
  ('users', 'user'),
  ('billing_entities', 'billing_entity'),
  ('billing_entity_accounts', 'billing_entity_account'),
  ('pricing_entities', 'pricing_entity'),
  ('pricing_rules', 'pricing_rule'),
  ('watches', 'watch'),
  ('watch_cases', 'watch_case'),
  ('watch_domains', 'watch_domain'),
  ('watch_terms', 'watch_term'),
  ('watch_contacts', 'watch_contact'),
  ('watch_templates', 'watch_template'),
  ('intelligence_items', 'intelligence_item'),
  ('intelligence_modules', 'intelligence_module'),
  ('intelligence_templates', 'intelligence_template'),
  ('intelligence_results', 'intelligence_result'),
  ('intelligence_patterns', 'intelligence_pattern'),
  ('saved_filters', 'saved_filter');
INSERT INTO sqlite_sequence (name, seq)
  SELECT DISTINCT table_name, 0 FROM audited_tables WHERE table_name NOT IN (SELECT name FROM sqlite_sequence);
UPDATE sqlite_sequence SET seq = max(seq, coalesce((
  SELECT max(CAST(a.resource_id AS INTEGER)) FROM audit_log a JOIN audited_tables t ON t.resource_type = a.resource_type
  WHERE t.table_name = sqlite_sequence.name), 0))
WHERE name IN (SELECT table_name FROM audited_tables);
DROP TABLE audited_tables;

ANALYZE;

