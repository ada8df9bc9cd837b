-- Bulk jobs (issue 13, DESIGN.md section 13): an action the tray starts on many records of one
-- resource, run by the API item by item (server/api/jobs/job-runner.ts). A job keeps the count
-- of its items in each state, so its progress reads without counting items; the runner and the
-- approval decisions change an item and its job's counts in the same transaction.
-- Job states: running (items queued or running), waiting (none queued or running, some waiting
-- for an approval), done (every item final), cancelled (its queued items were cancelled).
-- Item states: queued → running → done | failed; waiting (an approval request decides: done or
-- failed); skipped (ineligible when the job started, never run); cancelled (queued at cancel).
-- costs: what the dry run announced for the eligible items, [{ currency, amount }] in minor units.
-- locale: the starter's language, in which the items' reasons are written.
CREATE TABLE jobs (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  group_id TEXT NOT NULL REFERENCES accounts (id),
  user_id INTEGER REFERENCES users (id) ON DELETE SET NULL,
  username TEXT NOT NULL,
  action TEXT NOT NULL,
  resource TEXT NOT NULL CHECK (resource IN ('domains', 'dns-records', 'contacts', 'ssl-certificates')),
  options TEXT NOT NULL DEFAULT '{}' CHECK (json_valid(options)),
  state TEXT NOT NULL CHECK (state IN ('running', 'waiting', 'done', 'cancelled')),
  locale TEXT NOT NULL DEFAULT 'en' CHECK (locale IN ('en', 'es', 'ja')),
  retry_of INTEGER REFERENCES jobs (id) ON DELETE SET NULL,
  item_count INTEGER NOT NULL CHECK (item_count >= 0),
  queued_count INTEGER NOT NULL DEFAULT 0 CHECK (queued_count >= 0),
  running_count INTEGER NOT NULL DEFAULT 0 CHECK (running_count >= 0),
  waiting_count INTEGER NOT NULL DEFAULT 0 CHECK (waiting_count >= 0),
  done_count INTEGER NOT NULL DEFAULT 0 CHECK (done_count >= 0),
  failed_count INTEGER NOT NULL DEFAULT 0 CHECK (failed_count >= 0),
  skipped_count INTEGER NOT NULL DEFAULT 0 CHECK (skipped_count >= 0),
  cancelled_count INTEGER NOT NULL DEFAULT 0 CHECK (cancelled_count >= 0),
  costs TEXT NOT NULL DEFAULT '[]' CHECK (json_valid(costs)),
  started_at TEXT,
  finished_at TEXT,
  created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
  updated_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
  version INTEGER NOT NULL DEFAULT 1
);
CREATE INDEX jobs_group_created ON jobs (group_id, created_at);
CREATE INDEX jobs_state ON jobs (state, group_id);

-- One record of a job. position: the order of the ids asked, in which items run; label: the
-- record's name when the job started; group_key: items run together in one transaction (a DNS
-- action's zone); reason_key/reason: why failed, skipped or waiting (reason in the job's locale).
CREATE TABLE job_items (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  job_id INTEGER NOT NULL REFERENCES jobs (id) ON DELETE CASCADE,
  group_id TEXT NOT NULL REFERENCES accounts (id),
  position INTEGER NOT NULL CHECK (position >= 1),
  resource_id INTEGER NOT NULL,
  label TEXT NOT NULL,
  group_key TEXT,
  state TEXT NOT NULL CHECK (state IN ('queued', 'running', 'waiting', 'done', 'failed', 'skipped', 'cancelled')),
  reason_key TEXT,
  reason TEXT,
  result TEXT CHECK (result IS NULL OR json_valid(result)),
  cost_amount REAL,
  cost_currency TEXT CHECK (cost_currency IS NULL OR length(cost_currency) = 3),
  approval_request_id INTEGER REFERENCES approval_requests (id),
  started_at TEXT,
  finished_at TEXT,
  created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
  updated_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
  version INTEGER NOT NULL DEFAULT 1,
  UNIQUE (job_id, position)
);
CREATE INDEX job_items_job_state ON job_items (job_id, state, position);
CREATE INDEX job_items_approval ON job_items (approval_request_id) WHERE approval_request_id IS NOT NULL;
CREATE INDEX job_items_group_key ON job_items (job_id, group_key, state) WHERE group_key IS NOT NULL;
