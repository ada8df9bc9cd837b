-- Drafts that large imports and discards never copy or delete on the request thread (issue
-- "Nothing done or charged twice", heavy work off the request thread): a draft's state says what
-- it is, so that its 100 000 changes need not move.
-- * open: the user's draft of the zone, at most one a zone and user (as before);
-- * staging: being filled by a large import a slice at a time, seen by no reader until it opens;
-- * discarded: kept as it is for an undo, at most one a zone and user, with when and how many
--   changes (it replaces dns_discarded_drafts, which copied every change into one JSON text);
-- * dropped: gone for every reader; its changes are deleted a slice at a time.
ALTER TABLE dns_zone_drafts ADD COLUMN state TEXT NOT NULL DEFAULT 'open' CHECK (state IN ('open', 'staging', 'discarded', 'dropped'));
ALTER TABLE dns_zone_drafts ADD COLUMN discarded_at TEXT;
ALTER TABLE dns_zone_drafts ADD COLUMN discarded_changes INTEGER;
DROP INDEX dns_zone_drafts_zone_user;
CREATE UNIQUE INDEX dns_zone_drafts_zone_user ON dns_zone_drafts (zone_id, user_id) WHERE state = 'open';
CREATE UNIQUE INDEX dns_zone_drafts_discarded ON dns_zone_drafts (zone_id, user_id) WHERE state = 'discarded';
CREATE INDEX dns_zone_drafts_state ON dns_zone_drafts (state) WHERE state IN ('staging', 'dropped');

-- The drafts kept for an undo come along, each with its changes in their order.
INSERT INTO dns_zone_drafts (group_id, zone_id, user_id, base_serial, origin, restored_serial, state, discarded_at, discarded_changes, created_at, updated_at)
  SELECT group_id, zone_id, user_id, base_serial, origin, restored_serial, 'discarded', discarded_at, change_count, created_at, updated_at
  FROM dns_discarded_drafts ORDER BY id;
INSERT INTO dns_draft_changes (draft_id, action, record_id, name, type, ttl, priority, content, disabled, comment, base, created_at)
  SELECT d.id, j.value ->> 0, j.value ->> 1, j.value ->> 2, j.value ->> 3, j.value ->> 4, j.value ->> 5, j.value ->> 6, j.value ->> 7, j.value ->> 8, j.value ->> 9, k.discarded_at
  FROM dns_discarded_drafts k
  JOIN dns_zone_drafts d ON d.zone_id = k.zone_id AND d.user_id = k.user_id AND d.state = 'discarded'
  JOIN json_each(k.changes) j
  ORDER BY k.id, j.key;
DROP TABLE dns_discarded_drafts;
