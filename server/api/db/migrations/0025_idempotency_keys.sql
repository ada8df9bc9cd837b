-- Nothing done or charged twice (issue 32; DESIGN.md section 13): money and registry actions
-- happen once per intent.

-- Idempotency-Key (server/api/http/idempotency.ts): a user's key on a write that starts work or
-- charges, with the fingerprint of what was asked (method, path, body) and, once answered, the
-- answer replayed to every repeat of the same request. Keys are the user's own (another user's
-- equal key is another key); a pending row (no status yet) is a request still being answered.
CREATE TABLE idempotency_keys (
  user_id INTEGER NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  idempotency_key TEXT NOT NULL,
  fingerprint TEXT NOT NULL,
  method TEXT NOT NULL,
  path TEXT NOT NULL,
  status_code INTEGER,
  content_type TEXT,
  body TEXT,
  created_at TEXT NOT NULL,
  expires_at TEXT NOT NULL,
  PRIMARY KEY (user_id, idempotency_key)
);
CREATE INDEX idempotency_keys_expiry ON idempotency_keys (expires_at);

-- Retries (server/api/jobs/job-retries.ts). intent_id: the first attempt at a record in a chain
-- of retries (its own id for a first attempt); retried_by: the item of the next attempt, once a
-- retry took this one (the latest attempt is the one not retried). A job's retryable_count: its
-- failed and skipped items whose latest attempt is still failed or skipped ("Retry the N failed").
ALTER TABLE job_items ADD COLUMN intent_id INTEGER REFERENCES job_items (id);
ALTER TABLE job_items ADD COLUMN retried_by INTEGER REFERENCES job_items (id);
UPDATE job_items SET intent_id = id;
CREATE INDEX job_items_intent ON job_items (intent_id, retried_by);
ALTER TABLE jobs ADD COLUMN retryable_count INTEGER NOT NULL DEFAULT 0 CHECK (retryable_count >= 0);
UPDATE jobs SET retryable_count = failed_count + skipped_count;

-- A second identical start while the first is pending is refused (409 job_pending): start_key is
-- the action, resource, options and the set of ids asked; two running or waiting jobs of an
-- account never share one.
ALTER TABLE jobs ADD COLUMN start_key TEXT;
CREATE UNIQUE INDEX jobs_one_pending_start ON jobs (group_id, start_key) WHERE start_key IS NOT NULL AND state IN ('running', 'waiting');

-- One charge per item per intent, held by the database: a charge names the job item (the intent,
-- job_items.intent_id: every retry of a record charges under its first attempt) or the order item
-- that caused it, and each names at most one charge; a refund names the approval that applied it.
-- job_intent_id has no foreign key on purpose: the guard stays when old jobs are deleted.
ALTER TABLE transactions ADD COLUMN job_intent_id INTEGER;
ALTER TABLE transactions ADD COLUMN order_item_id INTEGER REFERENCES order_items (id) ON DELETE SET NULL;
ALTER TABLE transactions ADD COLUMN approval_request_id INTEGER REFERENCES approval_requests (id) ON DELETE SET NULL;
CREATE UNIQUE INDEX transactions_one_charge_per_job_intent ON transactions (job_intent_id) WHERE job_intent_id IS NOT NULL AND kind = 'charge';
CREATE UNIQUE INDEX transactions_one_charge_per_order_item ON transactions (order_item_id) WHERE order_item_id IS NOT NULL AND kind = 'charge';
CREATE UNIQUE INDEX transactions_one_refund_per_approval ON transactions (approval_request_id) WHERE approval_request_id IS NOT NULL AND kind = 'refund';
