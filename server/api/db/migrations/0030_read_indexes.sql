-- Indexes for the reads a route cost audit (scripts/bench-routes.ts, 100 000 domains) found over
-- 100 ms (issue "Nothing done or charged twice", every route a bounded cost). A date filter now
-- compares the column itself (src/lib/pql/day-range-sql.ts), so a range of days walks these.
-- * the pulse's registrations (domains by registered_at) and renewals (orders by completed_at);
-- * brand protection's brand domain of each watch: a domain whose label, without hyphens and in
--   lower case, is the brand (watch-answers.ts writes the same expression);
-- * the DNS log and the pulse's publishes: a publish is a restore point with a previous serial;
--   the index holds what a count, a day or a page of them reads, without the restore point's
--   records (most of the table's bytes).
CREATE INDEX domains_group_registered ON domains (group_id, registered_at);
CREATE INDEX domains_registered ON domains (registered_at);
CREATE INDEX orders_group_completed ON orders (group_id, completed_at);
CREATE INDEX orders_completed ON orders (completed_at);
CREATE INDEX dns_zone_versions_publishes ON dns_zone_versions (group_id, created_at, zone_id) WHERE previous_serial IS NOT NULL;
CREATE INDEX domains_group_label ON domains (group_id, lower(replace(substr(name, 1, length(name) - length(tld) - 1), '-', '')));
