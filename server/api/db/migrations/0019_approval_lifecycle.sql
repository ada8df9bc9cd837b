-- rebuilds tables
-- Approvals that do what they approve (DESIGN.md section 13): a request now carries what
-- approving applies (payload: the contacts of a registrant change, the refund of a deletion …),
-- what it costs (amount, currency: minor units) and who asked by name (requested_by_name, kept
-- when the user is deleted). Deletions and registry unlocks are approved too, so kind takes
-- 'domain_deletion' and 'registry_unlock': SQLite cannot change a CHECK in place, so the table is
-- rebuilt the documented way, keeping ids (AUTOINCREMENT and its sequence), rows and indexes.
-- Nothing refers to approval_requests, and it has no triggers or views.
CREATE TABLE new_approval_requests (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  group_id TEXT NOT NULL REFERENCES accounts (id),
  public_id TEXT NOT NULL UNIQUE,
  kind TEXT NOT NULL CHECK (kind IN (
    'registrant_change', 'transfer_out', 'order', 'contact_update', 'ssl_approval', 'domain_deletion', 'registry_unlock')),
  status TEXT NOT NULL CHECK (status IN ('pending', 'approved', 'rejected', 'expired', 'cancelled')),
  domain_id INTEGER REFERENCES domains (id) ON DELETE SET NULL,
  domain_name TEXT,
  contact_id INTEGER REFERENCES contacts (id) ON DELETE SET NULL,
  order_id INTEGER REFERENCES orders (id) ON DELETE SET NULL,
  approver_name TEXT NOT NULL,
  approver_email TEXT NOT NULL,
  requested_by_user_id INTEGER REFERENCES users (id) ON DELETE SET NULL,
  requested_by_name TEXT,
  changes TEXT NOT NULL DEFAULT '{}' CHECK (json_valid(changes)),
  payload TEXT NOT NULL DEFAULT '{}' CHECK (json_valid(payload)),
  amount INTEGER,
  currency TEXT CHECK (currency IS NULL OR length(currency) = 3),
  expires_at TEXT NOT NULL,
  decided_at TEXT,
  decision_comment TEXT,
  created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
  updated_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
  version INTEGER NOT NULL DEFAULT 1
);
INSERT INTO new_approval_requests (id, group_id, public_id, kind, status, domain_id, domain_name, contact_id, order_id, approver_name, approver_email,
  requested_by_user_id, requested_by_name, changes, expires_at, decided_at, decision_comment, created_at, updated_at, version)
  SELECT a.id, a.group_id, a.public_id, a.kind, a.status, a.domain_id, a.domain_name, a.contact_id, a.order_id, a.approver_name, a.approver_email,
    a.requested_by_user_id, (SELECT u.name FROM users u WHERE u.id = a.requested_by_user_id), a.changes, a.expires_at, a.decided_at, a.decision_comment,
    a.created_at, a.updated_at, a.version
  FROM approval_requests a;
-- The id sequence goes along (dropping a table drops its row of sqlite_sequence; renaming
-- carries the new table's), so an id deleted before the rebuild is still never taken again.
INSERT INTO sqlite_sequence (name, seq) SELECT 'new_approval_requests', 0
  WHERE NOT EXISTS (SELECT 1 FROM sqlite_sequence WHERE name = 'new_approval_requests');
UPDATE sqlite_sequence SET seq = max(seq,
    coalesce((SELECT max(seq) FROM sqlite_sequence WHERE name = 'approval_requests'), 0),
    coalesce((SELECT max(CAST(resource_id AS INTEGER)) FROM audit_log WHERE resource_type = 'approval_request'), 0))
  WHERE name = 'new_approval_requests';
DROP TABLE approval_requests;
ALTER TABLE new_approval_requests RENAME TO approval_requests;
CREATE INDEX approval_requests_group_created ON approval_requests (group_id, created_at);
CREATE INDEX approval_requests_group_status ON approval_requests (group_id, status, expires_at);
CREATE INDEX approval_requests_contact ON approval_requests (contact_id);
CREATE INDEX approval_requests_domain ON approval_requests (domain_id, status);
CREATE INDEX approval_requests_order ON approval_requests (order_id);
-- The expiry sweep (approvals/approval-expiry.ts) finds overdue pending requests of every account.
CREATE INDEX approval_requests_pending_expiry ON approval_requests (status, expires_at);
