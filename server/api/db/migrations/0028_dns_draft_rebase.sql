-- No lost update in the zone editor (DESIGN.md section 12):
-- 1. Each staged update or delete keeps the live record as it was when staged (`base`, the
--    record's JSON), so a change to a record someone else changed or deleted since is a conflict
--    the user resolves, never a silent revert. Changes staged before this migration have none and
--    rebase as before (only a deleted record is a conflict for them).
-- 2. A discarded draft is kept, one per zone and user, until the next discard: the undo brings
--    it back while the user has begun no other.
ALTER TABLE dns_draft_changes ADD COLUMN base TEXT CHECK (base IS NULL OR json_valid(base));

CREATE TABLE dns_discarded_drafts (
  zone_id INTEGER NOT NULL REFERENCES dns_zones (id) ON DELETE CASCADE,
  user_id INTEGER NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  group_id TEXT NOT NULL REFERENCES accounts (id),
  base_serial INTEGER NOT NULL,
  origin TEXT NOT NULL,
  restored_serial INTEGER,
  changes TEXT NOT NULL CHECK (json_valid(changes)),
  change_count INTEGER NOT NULL,
  discarded_at TEXT NOT NULL,
  PRIMARY KEY (zone_id, user_id)
);

-- 3. A publish that restores an earlier version says which: the zone's DNS log labels it.
ALTER TABLE dns_zone_versions ADD COLUMN restored_serial INTEGER;
