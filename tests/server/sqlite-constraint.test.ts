/**
 * SQLite's constraint failures, as SQLite really reports them, become API errors that name
 * fields and never quote SQLite (table.column lists, index names, CHECK expressions).
 */
import { DatabaseSync } from 'node:sqlite';
import { describe, expect, it } from 'vitest';
import { constraintError } from '../../server/api/resources/sqlite-constraint.ts';

function failureOf(sql: string): unknown {
  const db = new DatabaseSync(':memory:');
  db.exec(`PRAGMA foreign_keys = ON;
    CREATE TABLE owners (id INTEGER PRIMARY KEY);
    CREATE TABLE things (
      id INTEGER PRIMARY KEY,
      name TEXT NOT NULL,
      code TEXT CHECK (length(code) = 2),
      settings TEXT CHECK (settings IS NULL OR json_valid(settings)),
      owner_id INTEGER REFERENCES owners (id),
      registry TEXT, handle TEXT,
      UNIQUE (registry, handle),
      CONSTRAINT no_x CHECK (name != 'x')
    );
    CREATE UNIQUE INDEX things_name ON things (name COLLATE NOCASE);
    CREATE UNIQUE INDEX things_lower_code ON things (lower(code));
    INSERT INTO owners (id) VALUES (1);
    INSERT INTO things (id, name, code, registry, handle) VALUES (1, 'first', 'ab', 'r', 'h');`);
  try {
    db.exec(sql);
    return undefined;
  } catch (error) {
    return error;
  } finally {
    db.close();
  }
}

const storageText = /things|owners|constraint failed|json_valid|length\(|index|CHECK|no_x|UNIQUE|NOT NULL/i;

describe('SQLite constraint failures as API errors', () => {
  it.each([
    ['a unique column', "INSERT INTO things (name) VALUES ('FIRST')", 409, 'duplicate', ['name']],
    ['a unique pair', "INSERT INTO things (name, registry, handle) VALUES ('second', 'r', 'h')", 409, 'duplicate', ['registry', 'handle']],
    ['a unique expression index', "INSERT INTO things (name, code) VALUES ('second', 'AB')", 409, 'duplicate', []],
    ['a taken id', "INSERT INTO things (id, name) VALUES (1, 'second')", 409, 'duplicate', ['id']],
    ['a missing value', 'INSERT INTO things (name) VALUES (NULL)', 400, 'constraint_failed', ['name']],
    ['a CHECK expression', "INSERT INTO things (name, code) VALUES ('second', 'abc')", 400, 'constraint_failed', undefined],
    ['a JSON CHECK', "INSERT INTO things (name, settings) VALUES ('second', '[')", 400, 'constraint_failed', undefined],
    ['a named CHECK', "INSERT INTO things (name) VALUES ('x')", 400, 'constraint_failed', undefined],
    ['a reference to nothing', "INSERT INTO things (name, owner_id) VALUES ('second', 2)", 409, 'in_use', undefined],
  ] as const)('%s', (_name, sql, status, code, fields) => {
    const error = constraintError(failureOf(sql));
    expect(error?.toBody()).toMatchObject({ statusCode: status, code, ...(fields ? { fields } : {}) });
    expect(error?.message).not.toMatch(storageText);
  });

  it('leaves other errors to the caller', () => {
    expect(constraintError(failureOf('SELECT nope FROM things'))).toBeNull();
    expect(constraintError(new Error('UNIQUE constraint failed: things.name'))).toBeNull();
    expect(constraintError('UNIQUE constraint failed')).toBeNull();
  });
});
