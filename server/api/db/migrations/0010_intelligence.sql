-- Intelligence: research items about prospects. Modules are the provider's analyses
-- (shared catalogue, no group_id); templates preset modules and patterns; results are the
-- domains found, patterns the name patterns searched.
CREATE TABLE intelligence_modules (
  id INTEGER PRIMARY KEY,
  code TEXT NOT NULL UNIQUE,
  name TEXT NOT NULL,
  description TEXT NOT NULL,
  status TEXT NOT NULL DEFAULT 'active' CHECK (status IN ('active', 'beta', 'retired')),
  created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
  updated_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
  version INTEGER NOT NULL DEFAULT 1
);

-- module_codes and patterns are JSON arrays.
CREATE TABLE intelligence_templates (
  id INTEGER PRIMARY KEY,
  group_id TEXT NOT NULL REFERENCES accounts (id),
  name TEXT NOT NULL,
  description TEXT,
  module_codes TEXT NOT NULL DEFAULT '[]' CHECK (json_valid(module_codes)),
  patterns TEXT NOT NULL DEFAULT '[]' CHECK (json_valid(patterns)),
  created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
  updated_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
  version INTEGER NOT NULL DEFAULT 1
);
CREATE INDEX intelligence_templates_group_name ON intelligence_templates (group_id, name);

CREATE TABLE intelligence_items (
  id INTEGER PRIMARY KEY,
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
CREATE INDEX intelligence_items_group_name ON intelligence_items (group_id, name);
CREATE INDEX intelligence_items_group_created ON intelligence_items (group_id, created_at);
CREATE INDEX intelligence_items_group_status ON intelligence_items (group_id, status);

CREATE TABLE intelligence_patterns (
  id INTEGER PRIMARY KEY,
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
CREATE INDEX intelligence_patterns_item ON intelligence_patterns (item_id, pattern);

CREATE TABLE intelligence_results (
  id INTEGER PRIMARY KEY,
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
CREATE INDEX intelligence_results_item ON intelligence_results (item_id, domain_name);
