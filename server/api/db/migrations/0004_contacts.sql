-- Contacts carry the spec's address (street1..3, city, state, postcode, country_code) and
-- contact details (name, organisation, email, phone, mobile, fax).
CREATE TABLE contacts (
  id INTEGER PRIMARY KEY,
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
CREATE INDEX contacts_group_name ON contacts (group_id, name);
CREATE INDEX contacts_group_created ON contacts (group_id, created_at);
CREATE INDEX contacts_group_country ON contacts (group_id, country_code);
CREATE INDEX contacts_group_status ON contacts (group_id, verification_status);

-- A contact's identity at one registry (e.g. a DENIC or Nominet handle).
CREATE TABLE registry_handles (
  id INTEGER PRIMARY KEY,
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
CREATE INDEX registry_handles_contact ON registry_handles (contact_id);
CREATE INDEX registry_handles_group_created ON registry_handles (group_id, created_at);
