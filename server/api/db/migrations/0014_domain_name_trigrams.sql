-- A trigram index of domain names, so `name contains …` (and starts_with, ends_with, `equals *x*`)
-- across every account finds its candidates without reading all domains (DESIGN.md section 10).
-- Its rowid is domains.id. It only narrows: the list query still checks the name with the same
-- LIKE as before, so results stay exact (ASCII-only case folding) while the index folds more.
-- The triggers belong to domains: a migration that rebuilds that table must create them again.
CREATE VIRTUAL TABLE domain_name_trigrams USING fts5 (name, tokenize = 'trigram');

INSERT INTO domain_name_trigrams (rowid, name) SELECT id, name FROM domains;

CREATE TRIGGER domain_name_trigrams_insert AFTER INSERT ON domains BEGIN
  INSERT INTO domain_name_trigrams (rowid, name) VALUES (new.id, new.name);
END;

CREATE TRIGGER domain_name_trigrams_update AFTER UPDATE OF id, name ON domains BEGIN
  DELETE FROM domain_name_trigrams WHERE rowid = old.id;
  INSERT INTO domain_name_trigrams (rowid, name) VALUES (new.id, new.name);
END;

CREATE TRIGGER domain_name_trigrams_delete AFTER DELETE ON domains BEGIN
  DELETE FROM domain_name_trigrams WHERE rowid = old.id;
END;
