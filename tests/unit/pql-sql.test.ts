import { DatabaseSync } from 'node:sqlite';
import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  compilePqlToSql,
  conditionFromFilter,
  parsePql,
  pqlMaxSqlParameters,
  pqlOperators,
  printPql,
  type PqlError,
  type PqlSqlFields,
} from '../../src/lib/pql/index.ts';

// name, expires_at, renew_count, auto_renew, status
const domains: [string, string, number, 0 | 1, string][] = [
  ['example.com', '2025-01-15T08:00:00Z', 0, 1, 'active'],
  ['example.net', '2025-02-01T00:00:00Z', 1, 0, 'active'],
  ['Example.org', '2025-03-01T12:30:00Z', 2, 1, 'active'],
  ['shop.example.com', '2025-03-01T23:59:59Z', 5, 1, 'pending'],
  ['bücher.de', '2025-04-10T09:00:00Z', 3, 0, 'active'],
  ['50%off.shop', '2025-05-05T05:05:05Z', 0, 0, 'expired'],
  ['under_score.io', '2025-06-30T00:00:00Z', 7, 1, 'active'],
  ['star*name.dev', '2025-07-04T10:00:00Z', 1, 0, 'suspended'],
  ['back\\slash.test', '2025-08-08T08:08:08Z', 2, 1, 'suspended'],
  ['alpha.com', '2024-12-31T23:00:00Z', 10, 1, 'expired'],
  ['beta.com', '2026-01-01T00:00:00Z', 4, 0, 'active'],
  ['gamma.net', '2026-02-14T14:00:00Z', 6, 1, 'active'],
  ['delta.org', '2025-03-02T00:00:00Z', 0, 0, 'pending'],
  ['epsilon.io', '2025-09-09T09:09:09Z', 9, 1, 'active'],
  ['zeta.com', '2025-10-10T10:10:10Z', 1, 0, 'suspended'],
  ['eta.net', '2025-11-11T11:11:11Z', 2, 1, 'active'],
  ['theta.org', '2025-12-12T12:12:12Z', 3, 0, 'expired'],
  ['iota.dev', '2025-03-15T00:00:00Z', 8, 1, 'active'],
  ['kappa.shop', '2025-01-01T00:00:00Z', 0, 0, 'active'],
  ["o'brien.com", '2025-05-20T15:00:00Z', 1, 1, 'pending'],
];

const fields: PqlSqlFields = {
  name: { column: 'name', type: 'text' },
  expires_at: { column: 'expires_at', type: 'date' },
  renew_count: { column: 'renew_count', type: 'number' },
  auto_renew: { column: 'auto_renew', type: 'boolean' },
  status: { column: 'status', type: 'enum', values: ['active', 'pending', 'expired', 'suspended'] },
  label: { column: "name || ' ' || status", type: 'text' },
};

let database: DatabaseSync;

beforeAll(() => {
  database = new DatabaseSync(':memory:');
  database.exec(
    'CREATE TABLE domains (name TEXT NOT NULL, expires_at TEXT NOT NULL, renew_count INTEGER NOT NULL, auto_renew INTEGER NOT NULL, status TEXT NOT NULL)',
  );
  const insert = database.prepare('INSERT INTO domains VALUES (?, ?, ?, ?, ?)');
  for (const row of domains) insert.run(...row);
});

function compiled(text: string): { where: string; params: (string | number)[] } {
  const parsed = parsePql(text);
  if (!parsed.ok) throw new Error(`parse: ${parsed.error.reason}`);
  const result = compilePqlToSql(parsed.query, fields);
  if (!result.ok) throw new Error(`compile: ${result.error.reason}`);
  return result;
}

/** The names of the matching rows, in code-unit order. */
function rows(text: string): string[] {
  const { where, params } = compiled(text);
  const found = database.prepare(`SELECT name FROM domains WHERE ${where}`).all(...params);
  return found.map((row) => String(row['name'])).sort();
}

function compileError(text: string): PqlError {
  const parsed = parsePql(text);
  if (!parsed.ok) throw new Error(`parse: ${parsed.error.reason}`);
  const result = compilePqlToSql(parsed.query, fields);
  if (result.ok) throw new Error(`expected ${text} not to compile`);
  return result.error;
}

describe('compilePqlToSql on SQLite: text', () => {
  it.each([
    ['name equals example.com', ['example.com']],
    ['name equals EXAMPLE.COM', ['example.com']],
    ['name equals example.org', ['Example.org']],
    ['name equals BÜCHER.de', []], // NOCASE folds ASCII only
    ['name equals bücher.de', ['bücher.de']],
    ['name equals example.com,BETA.com,nope.com', ['beta.com', 'example.com']],
    ['name equals *.com', ['alpha.com', 'beta.com', 'example.com', "o'brien.com", 'shop.example.com', 'zeta.com']],
    ['name equals example*', ['Example.org', 'example.com', 'example.net']],
    ['name equals *EXAMPLE*', ['Example.org', 'example.com', 'example.net', 'shop.example.com']],
    ['name equals *a*a*', ['alpha.com', 'back\\slash.test', 'gamma.net', 'kappa.shop', 'star*name.dev']],
    ['name equals *%*', ['50%off.shop']],
    ['name equals *_*', ['under_score.io']],
    ['name equals *\\**', ['star*name.dev']],
    ['name equals star\\*name.dev', ['star*name.dev']],
    ['name equals star*.dev', ['star*name.dev']],
    ['name equals *\\\\*', ['back\\slash.test']],
    ['name equals back\\\\slash.test', ['back\\slash.test']],
    ['name equals alpha.com,*.org', ['Example.org', 'alpha.com', 'delta.org', 'theta.org']],
    ['name contains EXAMPLE', ['Example.org', 'example.com', 'example.net', 'shop.example.com']],
    ['name contains %', ['50%off.shop']],
    ['name contains r*n', ['star*name.dev']],
    ['name contains a*b', []],
    ['name starts_with ex', ['Example.org', 'example.com', 'example.net']],
    ['name ends_with .org', ['Example.org', 'delta.org', 'theta.org']],
    ['name ends_with .io,.dev', ['epsilon.io', 'iota.dev', 'star*name.dev', 'under_score.io']],
    ['name less_than b', ['50%off.shop', 'alpha.com']],
    ['name less_than B', ['50%off.shop', 'alpha.com']],
    ['name greater_than_and_including theta.org', ['theta.org', 'under_score.io', 'zeta.com']],
    ['name between D,EXAMPLE.NET', ['delta.org', 'epsilon.io', 'eta.net', 'example.com', 'example.net']],
    ['label ends_with "com pending"', ["o'brien.com", 'shop.example.com']],
  ])('%s', (text, expected) => {
    expect(rows(text)).toEqual([...expected].sort());
  });

  it('sends what the filter builder makes with the meaning the user meant', () => {
    const sent = (operator: 'contains' | 'starts_with' | 'ends_with' | 'equals', value: string) =>
      rows(printPql([conditionFromFilter('name', operator, value)]));
    expect(sent('contains', 'r*n')).toEqual(['star*name.dev']);
    expect(sent('contains', 'k\\s')).toEqual(['back\\slash.test']);
    expect(sent('starts_with', 'STAR*')).toEqual(['star*name.dev']);
    expect(sent('ends_with', '.com')).toEqual(rows('name equals *.com'));
    expect(sent('equals', 'star*name.dev')).toEqual(['star*name.dev']);
    expect(sent('equals', 'star*')).toEqual([]);
  });
});

describe('compilePqlToSql on SQLite: numbers, booleans, enums, dates', () => {
  it.each([
    ['renew_count equals 0', ['50%off.shop', 'delta.org', 'example.com', 'kappa.shop']],
    ['renew_count equals 9,10', ['alpha.com', 'epsilon.io']],
    ['renew_count equals 1.0', ["o'brien.com", 'example.net', 'star*name.dev', 'zeta.com']],
    ['renew_count less_than 1', ['50%off.shop', 'delta.org', 'example.com', 'kappa.shop']],
    ['renew_count less_than_and_including 0', ['50%off.shop', 'delta.org', 'example.com', 'kappa.shop']],
    ['renew_count greater_than 7', ['alpha.com', 'epsilon.io', 'iota.dev']],
    ['renew_count greater_than_and_including 7', ['alpha.com', 'epsilon.io', 'iota.dev', 'under_score.io']],
    ['renew_count greater_than 8.5', ['alpha.com', 'epsilon.io']],
    ['renew_count greater_than -1 and renew_count less_than 1', ['50%off.shop', 'delta.org', 'example.com', 'kappa.shop']],
    ['renew_count between 3,5', ['beta.com', 'bücher.de', 'shop.example.com', 'theta.org']],
    ['auto_renew equals true and renew_count greater_than 6', ['alpha.com', 'epsilon.io', 'iota.dev', 'under_score.io']],
    ['auto_renew equals false and status equals pending', ['delta.org']],
    ['status equals pending,suspended', ["o'brien.com", 'back\\slash.test', 'delta.org', 'shop.example.com', 'star*name.dev', 'zeta.com']],
    ['status equals EXPIRED', ['50%off.shop', 'alpha.com', 'theta.org']],
    ['expires_at equals 2025-03-01', ['Example.org', 'shop.example.com']],
    ['expires_at equals 2025-03-01T12:30:00Z', ['Example.org']],
    ['expires_at equals 2025-03-02,2025-03-15', ['delta.org', 'iota.dev']],
    ['expires_at less_than 2025-01-15', ['alpha.com', 'kappa.shop']],
    ['expires_at less_than_and_including 2025-01-15', ['alpha.com', 'example.com', 'kappa.shop']],
    ['expires_at greater_than 2025-12-12', ['beta.com', 'gamma.net']],
    ['expires_at greater_than_and_including 2025-12-12', ['beta.com', 'gamma.net', 'theta.org']],
    ['expires_at between 2025-03-01,2025-03-15', ['Example.org', 'delta.org', 'iota.dev', 'shop.example.com']],
    ['expires_at greater_than_and_including 2025-03-01T12:30:00Z and expires_at less_than 2025-03-02', ['Example.org', 'shop.example.com']],
    ['expires_at less_than 2025-01-01T00:00:00Z', ['alpha.com']],
    ['expires_at between 2025-01-01T00:00:00Z,2025-01-15T08:00:00Z', ['example.com', 'kappa.shop']],
    ['name ends_with .com and auto_renew equals true and renew_count greater_than 0', ["o'brien.com", 'alpha.com', 'shop.example.com']],
  ])('%s', (text, expected) => {
    expect(rows(text)).toEqual([...expected].sort());
  });

  it('compiles the empty query to 1=1, which matches every row', () => {
    expect(compilePqlToSql([], fields)).toEqual({ ok: true, where: '1=1', params: [] });
    expect(rows('')).toHaveLength(domains.length);
  });
});

describe('compilePqlToSql: the SQL it writes', () => {
  it.each([
    ['name equals a', 'name COLLATE NOCASE = ?', ['a']],
    ['name equals a,b', 'name COLLATE NOCASE IN (?, ?)', ['a', 'b']],
    ['name equals a,*b%_\\\\*,c', "(name COLLATE NOCASE IN (?, ?) OR name LIKE ? ESCAPE '\\')", ['a', 'c', '%b\\%\\_\\\\%']],
    ['name contains x and renew_count between 1,2', "name LIKE ? ESCAPE '\\' AND renew_count BETWEEN ? AND ?", ['%x%', 1, 2]],
    ['renew_count less_than 1,2', '(renew_count < ? OR renew_count < ?)', [1, 2]],
    ['auto_renew equals true,false', 'auto_renew IN (?, ?)', [1, 0]],
    ['expires_at equals 2025-01-01,2025-01-01T10:00', '(substr(expires_at, 1, 10) = ? OR expires_at = ?)', ['2025-01-01', '2025-01-01T10:00']],
    ['label starts_with x', "(name || ' ' || status) LIKE ? ESCAPE '\\'", ['x%']],
  ])('%s', (text, where, params) => {
    expect(compiled(text)).toEqual({ ok: true, where, params });
  });
});

describe('compilePqlToSql: hostile values are only ever bound', () => {
  it.each([
    'name equals "x\' OR 1=1 --"',
    'name equals "x\' OR \'1\'=\'1"',
    'name equals "example.com\' --"',
    'name contains "\'; DROP TABLE domains; --"',
    'name equals "*\' OR 1=1 --*"',
    'label equals "a\') OR (1=1"',
  ])('%s matches nothing and leaves the table alone', (text) => {
    const { where } = compiled(text);
    expect(where).not.toContain("'x");
    expect(where).not.toContain('1=1');
    expect(rows(text)).toEqual([]);
    expect(rows('')).toHaveLength(domains.length);
  });

  it.each([
    ['status equals "active\' OR 1=1 --"', 14],
    ['renew_count equals "1 OR 1=1"', 19],
    ['expires_at equals "2025-01-01\' OR 1=1"', 18],
    ['auto_renew equals "true OR 1=1"', 18],
  ])('%s is refused as a bad value', (text, position) => {
    expect(compileError(text).position).toBe(position);
  });
});

describe('compilePqlToSql: errors', () => {
  it('names an unknown field at its position and reveals no column expression', () => {
    expect(compileError('name equals a and secret_column equals x')).toEqual({
      position: 18, reason: 'unknown field "secret_column"', key: 'unknownField', values: { field: '"secret_column"' },
    });
    expect(compileError('constructor equals x')).toEqual({ position: 0, reason: 'unknown field "constructor"', key: 'unknownField', values: { field: '"constructor"' } });
    expect(compileError('__proto__ equals x').reason).toBe('unknown field "__proto__"');
  });

  it.each([
    ['renew_count equals abc', 19, '"abc" is not a number'],
    ['renew_count equals 1e3', 19, 'is not a number'],
    ['renew_count equals 1,x', 19, '"x" is not a number'],
    [`renew_count equals ${'9'.repeat(400)}`, 19, 'too large'],
    ['renew_count equals 1*', 19, 'wildcards (*) apply only to text fields'],
    ['auto_renew equals yes', 18, 'is not true or false'],
    ['status equals gone', 14, '"gone" is not a value of "status"; expected one of active, pending, expired, suspended'],
    ['status equals act*', 14, 'wildcards'],
    ['expires_at equals 2025-02-30', 18, 'not an ISO date'],
    ['expires_at equals 2025-13-01', 18, 'not an ISO date'],
    ['expires_at equals 2025-01-01T25:00', 18, 'not an ISO date'],
    ['expires_at equals 01/02/2025', 18, 'not an ISO date'],
    ['expires_at between 2025-01-01,2025-02-01T00:00', 19, 'two dates or two date-times'],
    ['auto_renew less_than true', 0, '"less_than" does not apply to the boolean field "auto_renew"'],
    ['status between active,pending', 0, 'does not apply to the enum field "status"'],
    ['status contains act', 0, '"contains" does not apply to the enum field "status"'],
    ['renew_count starts_with 1', 0, 'does not apply to the number field'],
    ['expires_at ends_with -01', 0, 'does not apply to the date field'],
    [`name equals ${'x'.repeat(1001)}`, 12, 'longer than 1000 characters'],
  ])('%s fails at %i: %s', (text, position, reason) => {
    const error = compileError(text);
    expect(error.position).toBe(position);
    expect(error.reason).toContain(reason);
  });

  it('refuses hand-made conditions the parser would not produce', () => {
    const condition = { field: 'renew_count', fieldPosition: 3, valuePosition: 7 };
    expect(compilePqlToSql([{ ...condition, operator: 'equals', values: [] }], fields)).toEqual({
      ok: false,
      error: { position: 7, reason: 'missing value for "renew_count"', key: 'missingFieldValue', values: { field: 'renew_count' } },
    });
    expect(compilePqlToSql([{ ...condition, operator: 'between', values: ['1', '2', '3'] }], fields)).toEqual({
      ok: false,
      error: { position: 7, reason: '"between" takes exactly two values (from,to), not 3', key: 'betweenTwoValues', values: { given: '3' } },
    });
  });

  it(`binds at most ${pqlMaxSqlParameters} values, and SQLite runs a query that uses them all`, () => {
    const items = (count: number) => Array.from({ length: count }, (_, index) => `*${index}x*`).join(',');
    expect(rows(`name equals ${items(pqlMaxSqlParameters)}`)).toEqual([]);
    expect(compileError(`name equals ${items(pqlMaxSqlParameters + 1)}`)).toEqual({
      position: 12,
      reason: `too many values: a query may have at most ${pqlMaxSqlParameters}`,
      key: 'tooManyValues',
      values: { max: String(pqlMaxSqlParameters) },
    });
    const conditions = Array.from({ length: pqlMaxSqlParameters }, () => 'name equals *a*').join(' and ');
    expect(rows(conditions)).toEqual(rows('name equals *a*'));
  });

  it('whatever compiles also runs on SQLite without an error', () => {
    const value = fc.oneof(
      fc.constantFrom('0', '1', '-2.5', 'true', 'false', 'active', 'EXPIRED', '2025-03-01', '2025-03-01T12:30:00Z', '*', '\\*', '%', '_', "'", 'a*b'),
      fc.string({ unit: 'binary', maxLength: 8 }),
    );
    const condition = fc.record({
      field: fc.constantFrom(...Object.keys(fields)),
      operator: fc.constantFrom(...pqlOperators),
      values: fc.array(value, { minLength: 1, maxLength: 4 }),
      fieldPosition: fc.constant(0),
      valuePosition: fc.constant(0),
    });
    fc.assert(
      fc.property(fc.array(condition, { maxLength: 4 }), (query) => {
        const result = compilePqlToSql(query, fields);
        if (result.ok) database.prepare(`SELECT count(*) FROM domains WHERE ${result.where}`).get(...result.params);
      }),
      { numRuns: 1000 },
    );
  });
});
