-- A saved filter's name is unique per user and list, ignoring case and surrounding spaces
-- (the API answers a clash with 409 duplicate on the name). Earlier clashes keep the oldest
-- filter's name; later ones get their id added, so nothing is lost.
UPDATE saved_filters SET name = trim(name);
UPDATE saved_filters SET name = name || ' (' || id || ')'
WHERE id NOT IN (SELECT min(id) FROM saved_filters GROUP BY group_id, user_id, resource, name COLLATE NOCASE);
CREATE UNIQUE INDEX saved_filters_user_name ON saved_filters (group_id, user_id, resource, name COLLATE NOCASE);
