-- Orders and the approval requests that hold some of them (or a contact change) until a
-- named approver decides through the public /approvals/{public_id} page.
-- Money columns (amount, tax_amount, price …) are integers in the currency's minor unit
-- (cents; whole yen for JPY).
CREATE TABLE orders (
  id INTEGER PRIMARY KEY,
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
CREATE INDEX orders_group_created ON orders (group_id, created_at);
CREATE INDEX orders_group_status ON orders (group_id, status, created_at);
CREATE INDEX orders_group_domain_name ON orders (group_id, domain_name);
CREATE INDEX orders_domain ON orders (domain_id);
CREATE INDEX orders_certificate ON orders (certificate_id);

-- changes is a JSON object { field: { before, after } } describing a material change.
CREATE TABLE approval_requests (
  id INTEGER PRIMARY KEY,
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
CREATE INDEX approval_requests_group_created ON approval_requests (group_id, created_at);
CREATE INDEX approval_requests_group_status ON approval_requests (group_id, status, expires_at);
CREATE INDEX approval_requests_contact ON approval_requests (contact_id);
CREATE INDEX approval_requests_domain ON approval_requests (domain_id);
