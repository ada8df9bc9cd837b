-- Invoicing: billing entities (who pays, for which accounts), pricing entities (price lists
-- that accounts are attached to), pricing rules (global or per pricing entity, addressed by
-- rule_name; custom = 1 for hand-written rules with an expression), and transactions.
-- Money columns are integers in the currency's minor unit (whole yen for JPY).
CREATE TABLE billing_entities (
  id INTEGER PRIMARY KEY,
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
CREATE INDEX billing_entities_group_name ON billing_entities (group_id, name);
CREATE INDEX billing_entities_group_created ON billing_entities (group_id, created_at);
CREATE INDEX billing_entities_group_status ON billing_entities (group_id, status);

CREATE TABLE billing_entity_accounts (
  id INTEGER PRIMARY KEY,
  group_id TEXT NOT NULL REFERENCES accounts (id),
  billing_entity_id INTEGER NOT NULL REFERENCES billing_entities (id) ON DELETE CASCADE,
  account_id TEXT NOT NULL REFERENCES accounts (id),
  cost_centre TEXT,
  created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
  updated_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
  version INTEGER NOT NULL DEFAULT 1,
  UNIQUE (billing_entity_id, account_id)
);
CREATE INDEX billing_entity_accounts_account ON billing_entity_accounts (account_id);

CREATE TABLE pricing_entities (
  id INTEGER PRIMARY KEY,
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
CREATE INDEX pricing_entities_group_name ON pricing_entities (group_id, name);
CREATE INDEX pricing_entities_group_created ON pricing_entities (group_id, created_at);

CREATE TABLE pricing_rules (
  id INTEGER PRIMARY KEY,
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
CREATE INDEX pricing_rules_group_name ON pricing_rules (group_id, scope, rule_name);
CREATE INDEX pricing_rules_entity ON pricing_rules (pricing_entity_id, rule_name);
CREATE INDEX pricing_rules_product ON pricing_rules (product_id, rule_name);
CREATE INDEX pricing_rules_group_created ON pricing_rules (group_id, created_at);

CREATE TABLE transactions (
  id INTEGER PRIMARY KEY,
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
CREATE INDEX transactions_group_created ON transactions (group_id, created_at);
CREATE INDEX transactions_group_transacted ON transactions (group_id, transacted_at);
CREATE INDEX transactions_group_status ON transactions (group_id, status);
CREATE INDEX transactions_domain ON transactions (domain_id);
CREATE INDEX transactions_certificate ON transactions (certificate_id);
CREATE INDEX transactions_billing_entity ON transactions (billing_entity_id);
