-- Traffic focus (issue 15): visits per month of each domain an intelligence item found, one row
-- per result and month ('YYYY-MM'). The seed writes 12 months per result around its
-- monthly_visits; the traffic focus sums them per month and per domain.
CREATE TABLE intelligence_traffic (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  group_id TEXT NOT NULL REFERENCES accounts (id),
  item_id INTEGER NOT NULL REFERENCES intelligence_items (id) ON DELETE CASCADE,
  result_id INTEGER NOT NULL REFERENCES intelligence_results (id) ON DELETE CASCADE,
  month TEXT NOT NULL CHECK (month GLOB '[0-9][0-9][0-9][0-9]-[0-1][0-9]'),
  visits INTEGER NOT NULL DEFAULT 0 CHECK (visits >= 0),
  created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
  updated_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
  version INTEGER NOT NULL DEFAULT 1,
  UNIQUE (result_id, month)
);
CREATE INDEX intelligence_traffic_item_month ON intelligence_traffic (item_id, month);
