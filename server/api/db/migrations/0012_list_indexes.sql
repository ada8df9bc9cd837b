-- Indexes for the list calls (measured with scripts/bench-api.ts on 100 000 domains).
-- Staff working in their own account list every account's records, so the default sorts
-- need indexes without group_id. The usual domain filter (status, expiry, name) is covered,
-- with created_at for the default order, so counting a PQL match and picking a page's ids
-- read the index alone; it replaces domains_group_status, which it extends. (Indexing the
-- expiry as substr(expires_at, 1, 10), the form date-only PQL values compare with, made the
-- planner pick this index over the created_at order for a customer's first page: slower.)
DROP INDEX domains_group_status;
CREATE INDEX domains_group_filter ON domains (group_id, status, expires_at, name, created_at);
CREATE INDEX domains_filter ON domains (status, expires_at, name, created_at);
CREATE INDEX domains_created ON domains (created_at);
CREATE INDEX orders_created ON orders (created_at);
CREATE INDEX transactions_created ON transactions (created_at);
CREATE INDEX audit_log_created ON audit_log (created_at);
CREATE INDEX authentication_log_created ON authentication_log (created_at);
ANALYZE;
