-- Brand watch: a watch monitors terms, collects look-alike domains, opens cases about
-- them, and notifies its contacts. Templates hold reusable watch settings (JSON).
CREATE TABLE watch_templates (
  id INTEGER PRIMARY KEY,
  group_id TEXT NOT NULL REFERENCES accounts (id),
  name TEXT NOT NULL,
  description TEXT,
  settings TEXT NOT NULL DEFAULT '{}' CHECK (json_valid(settings)),
  created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
  updated_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
  version INTEGER NOT NULL DEFAULT 1
);
CREATE INDEX watch_templates_group_name ON watch_templates (group_id, name);

CREATE TABLE watches (
  id INTEGER PRIMARY KEY,
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
CREATE INDEX watches_group_name ON watches (group_id, name);
CREATE INDEX watches_group_created ON watches (group_id, created_at);
CREATE INDEX watches_group_status ON watches (group_id, status);

CREATE TABLE watch_terms (
  id INTEGER PRIMARY KEY,
  group_id TEXT NOT NULL REFERENCES accounts (id),
  watch_id INTEGER NOT NULL REFERENCES watches (id) ON DELETE CASCADE,
  term TEXT NOT NULL,
  match_type TEXT NOT NULL CHECK (match_type IN ('exact', 'contains', 'fuzzy', 'homoglyph', 'typo')),
  status TEXT NOT NULL DEFAULT 'active' CHECK (status IN ('active', 'paused')),
  created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
  updated_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
  version INTEGER NOT NULL DEFAULT 1
);
CREATE INDEX watch_terms_watch ON watch_terms (watch_id, term);

CREATE TABLE watch_cases (
  id INTEGER PRIMARY KEY,
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
CREATE INDEX watch_cases_watch ON watch_cases (watch_id, created_at);
CREATE INDEX watch_cases_group_status ON watch_cases (group_id, status);

CREATE TABLE watch_domains (
  id INTEGER PRIMARY KEY,
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
CREATE INDEX watch_domains_watch ON watch_domains (watch_id, name);
CREATE INDEX watch_domains_group_status ON watch_domains (group_id, status);

CREATE TABLE watch_contacts (
  id INTEGER PRIMARY KEY,
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
CREATE INDEX watch_contacts_watch ON watch_contacts (watch_id, name);
