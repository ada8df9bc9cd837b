-- The provider's catalogue, shared by every account (no group_id): top-level domains,
-- products, registrar templates, and the portal's path redirects.
CREATE TABLE tlds (
  id INTEGER PRIMARY KEY,
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
CREATE INDEX tlds_kind ON tlds (kind, name);
CREATE INDEX tlds_status ON tlds (status);
CREATE INDEX tlds_created ON tlds (created_at);

CREATE TABLE products (
  id INTEGER PRIMARY KEY,
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
CREATE INDEX products_name ON products (name);
CREATE INDEX products_kind ON products (kind, name);
CREATE INDEX products_tld ON products (tld_id);
CREATE INDEX products_status ON products (status);
CREATE INDEX products_created ON products (created_at);

-- settings: JSON with the defaults a registration through this template uses
-- (nameservers, contact roles, privacy, auto_renew, registry-specific extensions).
CREATE TABLE registrar_templates (
  id INTEGER PRIMARY KEY,
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
CREATE INDEX registrar_templates_name ON registrar_templates (name);
CREATE INDEX registrar_templates_tld ON registrar_templates (tld_id);
CREATE INDEX registrar_templates_created ON registrar_templates (created_at);

CREATE TABLE redirects (
  id INTEGER PRIMARY KEY,
  from_path TEXT NOT NULL UNIQUE,
  to_path TEXT NOT NULL,
  status_code INTEGER NOT NULL DEFAULT 301 CHECK (status_code IN (301, 302, 307, 308)),
  active INTEGER NOT NULL DEFAULT 1 CHECK (active IN (0, 1)),
  note TEXT,
  created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
  updated_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
  version INTEGER NOT NULL DEFAULT 1
);
