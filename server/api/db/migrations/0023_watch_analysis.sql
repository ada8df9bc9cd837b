-- Watch matches that explain themselves (issue 15; DESIGN.md section 14): the technique that
-- made the look-alike, the facts its risk score is built from, and whether the name sits under a
-- wildcard DNS record (then it is listed but never counted as a look-alike). The risk score's
-- named parts are kept as JSON ([{ id, points }]), written by the same function as the score.
ALTER TABLE watch_domains ADD COLUMN technique TEXT;
ALTER TABLE watch_domains ADD COLUMN resolves INTEGER NOT NULL DEFAULT 0 CHECK (resolves IN (0, 1));
ALTER TABLE watch_domains ADD COLUMN has_certificate INTEGER NOT NULL DEFAULT 0 CHECK (has_certificate IN (0, 1));
ALTER TABLE watch_domains ADD COLUMN wildcard_dns INTEGER NOT NULL DEFAULT 0 CHECK (wildcard_dns IN (0, 1));
ALTER TABLE watch_domains ADD COLUMN risk_factors TEXT CHECK (risk_factors IS NULL OR json_valid(risk_factors));
CREATE INDEX watch_domains_watch_seen ON watch_domains (watch_id, first_seen_at);

-- A case's timeline: opened (with the evidence of its match), notes, status changes, actions.
CREATE TABLE watch_case_actions (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  group_id TEXT NOT NULL REFERENCES accounts (id),
  case_id INTEGER NOT NULL REFERENCES watch_cases (id) ON DELETE CASCADE,
  action TEXT NOT NULL,
  note TEXT,
  evidence TEXT CHECK (evidence IS NULL OR json_valid(evidence)),
  actor_user_id INTEGER REFERENCES users (id) ON DELETE SET NULL,
  at TEXT NOT NULL,
  created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
  updated_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
  version INTEGER NOT NULL DEFAULT 1
);
CREATE INDEX watch_case_actions_case ON watch_case_actions (case_id, at);
