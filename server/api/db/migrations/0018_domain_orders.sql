-- Domain orders (issue 12): an order's items, one per name, each moving queued → processing →
-- completed (or failed with its reason, or cancelled with its order); who approves an account's
-- material changes and from which order total an order waits for that approval; and domains
-- managed at another registrar, added for DNS and the inventory only (external).
-- domain_name is the A-label, unicode_name the name as people read it; amount is the item's
-- price for its whole period in the currency's minor unit (whole yen for JPY); options holds
-- what fulfilling the item needs (contacts, name servers or null for our DNS, privacy, premium).
CREATE TABLE order_items (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  group_id TEXT NOT NULL REFERENCES accounts (id),
  order_id INTEGER NOT NULL REFERENCES orders (id) ON DELETE CASCADE,
  kind TEXT NOT NULL CHECK (kind IN ('registration', 'transfer')),
  domain_name TEXT NOT NULL,
  unicode_name TEXT NOT NULL,
  period_years INTEGER NOT NULL DEFAULT 1 CHECK (period_years BETWEEN 1 AND 10),
  status TEXT NOT NULL DEFAULT 'queued' CHECK (status IN ('queued', 'processing', 'completed', 'failed', 'cancelled')),
  failure_reason TEXT,
  amount INTEGER NOT NULL DEFAULT 0,
  currency TEXT NOT NULL CHECK (length(currency) = 3),
  domain_id INTEGER REFERENCES domains (id) ON DELETE SET NULL,
  options TEXT NOT NULL DEFAULT '{}' CHECK (json_valid(options)),
  created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
  updated_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
  version INTEGER NOT NULL DEFAULT 1
);
CREATE INDEX order_items_order ON order_items (order_id, id);
CREATE INDEX order_items_group_created ON order_items (group_id, created_at);
-- A name in an open order is not free for another order (the availability check reads it).
CREATE INDEX order_items_name_status ON order_items (domain_name, status);

-- The approver is a contact of the account (approval requests are mailed there); the threshold
-- is in the minor unit of the account's default currency, NULL when orders need no approval.
ALTER TABLE accounts ADD COLUMN approver_name TEXT;
ALTER TABLE accounts ADD COLUMN approver_email TEXT;
ALTER TABLE accounts ADD COLUMN order_approval_threshold INTEGER CHECK (order_approval_threshold IS NULL OR order_approval_threshold >= 0);

ALTER TABLE domains ADD COLUMN external INTEGER NOT NULL DEFAULT 0 CHECK (external IN (0, 1));
