-- A large zone-file import fills its draft in slices, so that other requests are answered
-- between them (issue "Nothing done or charged twice", heavy work off the request thread):
-- the draft is `staging` until its last change is in, invisible to every reader of drafts, and
-- becomes the user's draft in one short transaction. One draft a zone and user, as before,
-- among those not staging.
ALTER TABLE dns_zone_drafts ADD COLUMN staging INTEGER NOT NULL DEFAULT 0 CHECK (staging IN (0, 1));
DROP INDEX dns_zone_drafts_zone_user;
CREATE UNIQUE INDEX dns_zone_drafts_zone_user ON dns_zone_drafts (zone_id, user_id) WHERE staging = 0;
