import { DatabaseSync } from 'node:sqlite';
import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { compilePqlToSql, parsePql, type PqlSqlFields } from '../../src/lib/pql/index.ts';

const names = [
  'example.com', 'Example.org', 'EXAMPLE.NET', 'shop.example.com', 'bücher.de', 'BÜCHER.at', '50%off.shop', 'under_score.io',
  'star*name.dev', 'back\\slash.test', "o'brien.com", 'say"quote.io', 'aurora-foods.com', 'auroRA-FOODS.co.uk', 'seafood.net',
  'foo.com', 'fo.com', 'ünïcödé.jp', 'emoji😀name.app', 'ab', 'abc', 'abcd', 'ABCD.EU', 'kestrel.dev', 'now-playing.tv',
];

const withIndex: PqlSqlFields = {
  name: { column: 't.name', type: 'text', trigramIndex: { table: 'names_trigrams', rowid: 't.id' } },
};
const withoutIndex: PqlSqlFields = { name: { column: 't.name', type: 'text' } };

let database: DatabaseSync;

beforeAll(() => {
  database = new DatabaseSync(':memory:');
  database.exec(`CREATE TABLE names (id INTEGER PRIMARY KEY, name TEXT NOT NULL);
    CREATE VIRTUAL TABLE names_trigrams USING fts5 (name, tokenize = 'trigram');`);
  const insert = database.prepare('INSERT INTO names (name) VALUES (?)');
  const index = database.prepare('INSERT INTO names_trigrams (rowid, name) VALUES (?, ?)');
  for (const name of names) index.run(Number(insert.run(name).lastInsertRowid), name);
});

function compiled(text: string, fields: PqlSqlFields, trigramIndexes = true) {
  const parsed = parsePql(text);
  if (!parsed.ok) throw new Error(parsed.error.reason);
  const result = compilePqlToSql(parsed.query, fields, { trigramIndexes });
  if (!result.ok) throw new Error(result.error.reason);
  return result;
}

function matches(text: string, fields: PqlSqlFields, trigramIndexes = true): string[] {
  const { where, params } = compiled(text, fields, trigramIndexes);
  return database.prepare(`SELECT name FROM names t WHERE ${where} ORDER BY id`).all(...params).map((row) => String(row.name));
}

describe('LIKE matches on a field with a trigram index', () => {
  it.each([
    ['name contains food', "(t.id IN (SELECT rowid FROM names_trigrams WHERE names_trigrams MATCH ?) AND t.name LIKE ? ESCAPE '\\')", ['"food"', '%food%']],
    ['name starts_with aurora', "(t.id IN (SELECT rowid FROM names_trigrams WHERE names_trigrams MATCH ?) AND t.name LIKE ? ESCAPE '\\')", ['"aurora"', 'aurora%']],
    ['name equals *.com', "(t.id IN (SELECT rowid FROM names_trigrams WHERE names_trigrams MATCH ?) AND t.name LIKE ? ESCAPE '\\')", ['".com"', '%.com']],
    ['name equals "*say\\"quote*io*"', "(t.id IN (SELECT rowid FROM names_trigrams WHERE names_trigrams MATCH ?) AND t.name LIKE ? ESCAPE '\\')", ['"say""quote"', '%say"quote%io%']],
    ['name equals *ab*cd*', "t.name LIKE ? ESCAPE '\\'", ['%ab%cd%']],
    ['name contains fo', "t.name LIKE ? ESCAPE '\\'", ['%fo%']],
    ['name contains "foo\0bar"', "t.name LIKE ? ESCAPE '\\'", ['%foo\0bar%']],
    ['name equals foo.com', 't.name COLLATE NOCASE = ?', ['foo.com']],
  ])('%s finds candidates through the index only when a literal part has 3 characters or more', (text, where, params) => {
    expect(compiled(text, withIndex)).toEqual({ ok: true, where, params });
  });

  it('leaves the index out when asked to', () => {
    expect(compiled('name contains food', withIndex, false)).toEqual(compiled('name contains food', withoutIndex));
  });

  it.each([
    'name contains food', 'name contains FOOD', 'name contains büch', 'name contains BÜCH', 'name contains ünï', 'name contains %off',
    'name contains r_s', 'name contains e_s', 'name contains "say\\"q"', 'name contains \\sl', 'name equals *\\**', 'name contains 😀na',
    'name starts_with EXAMPLE', 'name ends_with .COM', 'name equals *ex*le*com', 'name contains abc,kes,xyz', 'name contains ab',
    'name contains playing and name starts_with now',
  ])('%s matches exactly what the plain LIKE matches', (text) => {
    expect(matches(text, withIndex)).toEqual(matches(text, withoutIndex));
  });

  it('matches exactly what the plain LIKE matches for any needle, and SQLite never refuses the index query', () => {
    const piece = fc.oneof(
      fc.constantFrom(...names).chain((name) => fc.tuple(fc.nat(name.length), fc.nat(6)).map(([start, length]) => name.slice(start, start + length))),
      fc.string({ unit: fc.constantFrom('a', 'O', 'ü', 'Ü', '"', '%', '_', '\\', '*', '\0', ' ', '😀', '\ud800', 'ﬀ', 'K'), maxLength: 6 }),
    );
    fc.assert(
      fc.property(fc.constantFrom('contains', 'starts_with', 'ends_with'), piece, (operator, needle) => {
        if (needle === '') return;
        const text = `name ${operator} "${needle.replaceAll('\\', '\\\\').replaceAll('"', '\\"')}"`;
        expect(matches(text, withIndex)).toEqual(matches(text, withoutIndex));
      }),
      { numRuns: 1500 },
    );
  });
});
