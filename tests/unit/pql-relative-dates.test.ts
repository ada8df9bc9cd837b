import { readFileSync } from 'node:fs';
import { DatabaseSync } from 'node:sqlite';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  compilePqlToSql,
  conditionFromFilter,
  filterFromCondition,
  parsePql,
  printPql,
  readRelativeDate,
  resolveRelativeDate,
  type PqlError,
  type PqlSqlFields,
  type PqlTerm,
} from '../../src/lib/pql/index.ts';

// 2026-01-31 22:30 UTC: late enough that a zone east of UTC is already on the next day, and on
// a month's last day, so month steps have to clamp.
const now = Date.parse('2026-01-31T22:30:00Z');

const fields: PqlSqlFields = {
  name: { column: 'name', type: 'text' },
  expires_at: { column: 'expires_at', type: 'date' },
  renew_count: { column: 'renew_count', type: 'number' },
  auto_renew: { column: 'auto_renew', type: 'boolean' },
  status: { column: 'status', type: 'enum', values: ['active', 'expired'] },
};

function terms(text: string): PqlTerm[] {
  const parsed = parsePql(text);
  if (!parsed.ok) throw new Error(`parse: ${parsed.error.reason}`);
  return parsed.query.map(({ field, operator, values }) => ({ field, operator, values }));
}

function compiled(text: string, at = now): { where: string; params: (string | number)[] } {
  const parsed = parsePql(text);
  if (!parsed.ok) throw new Error(`parse: ${parsed.error.reason}`);
  const result = compilePqlToSql(parsed.query, fields, { now: at });
  if (!result.ok) throw new Error(`compile: ${result.error.reason}`);
  return result;
}

function compileError(text: string): PqlError {
  const parsed = parsePql(text);
  if (!parsed.ok) throw new Error(`parse: ${parsed.error.reason}`);
  const result = compilePqlToSql(parsed.query, fields, { now });
  if (result.ok) throw new Error(`expected ${text} not to compile`);
  return result.error;
}


/** The reasons a relative date can be refused with, each translated in lists.json. */
const relativeDateKeys = [
  'relativeDateSign',
  'relativeDateCount',
  'relativeDateUnitMissing',
  'relativeDateUnitUnknown',
  'relativeDateTodayUnit',
  'relativeDateOutOfRange',
  'relativeDateNotDateField',
];

describe('relative dates: the grammar', () => {
  it.each([
    ['today', 'today', 0, 'd'],
    ['now', 'now', 0, 'd'],
    ['today+60d', 'today', 60, 'd'],
    ['today-7d', 'today', -7, 'd'],
    ['today+2w', 'today', 2, 'w'],
    ['today+1mo', 'today', 1, 'mo'],
    ['today-1y', 'today', -1, 'y'],
    ['today-0d', 'today', 0, 'd'],
    ['today+007d', 'today', 7, 'd'],
    ['now-24h', 'now', -24, 'h'],
    ['now+30m', 'now', 30, 'm'],
    ['now+1d', 'now', 1, 'd'],
    ['now-2w', 'now', -2, 'w'],
    ['now+6mo', 'now', 6, 'mo'],
    ['now+999999m', 'now', 999999, 'm'],
  ] as const)('reads %s', (item, anchor, amount, unit) => {
    expect(readRelativeDate(item)).toEqual({ kind: 'relative', date: { anchor, amount, unit } });
  });

  it.each(['2026-01-31', '2026-01-31T10:00Z', 'Today', 'NOW', 'yesterday', '', '+5d'])('leaves %j to the other value forms', (item) => {
    expect(readRelativeDate(item)).toEqual({ kind: 'other' });
  });
});

describe('relative dates: parse and print', () => {
  it('keeps relative dates as the items they are, and prints them back unquoted', () => {
    const text = 'expires_at between today,today+60d and created_at greater_than now-24h and expires_at equals today-7d,now+30m';
    expect(terms(text)).toEqual([
      { field: 'expires_at', operator: 'between', values: ['today', 'today+60d'] },
      { field: 'created_at', operator: 'greater_than', values: ['now-24h'] },
      { field: 'expires_at', operator: 'equals', values: ['today-7d', 'now+30m'] },
    ]);
    expect(printPql(terms(text))).toBe(text);
  });

  it('reads "between from and to" as the two ends, and prints it with a comma', () => {
    const parsed = parsePql('expires_at between today and today+60d and status equals active');
    expect(parsed).toEqual({
      ok: true,
      query: [
        { field: 'expires_at', operator: 'between', values: ['today', 'today+60d'], fieldPosition: 0, valuePosition: 19 },
        { field: 'status', operator: 'equals', values: ['active'], fieldPosition: 43, valuePosition: 57 },
      ],
    });
    if (!parsed.ok) return;
    const printed = printPql(parsed.query);
    expect(printed).toBe('expires_at between today,today+60d and status equals active');
    expect(printPql(terms(printed))).toBe(printed);
    expect(terms('x between "a b"  and\t2')).toEqual([{ field: 'x', operator: 'between', values: ['a b', '2'] }]);
  });

  it.each([
    ['x between 1 and', 10, '"between" takes exactly two values (from,to), not 1'],
    ['x between 1 and   ', 10, 'not 1'],
    ['x between 1 and y equals 2', 10, 'not 1'],
    ['x between 1 and 2,3', 10, 'not 3'],
    ['x between 1,2 and 3', 18, 'bad field name "3"'],
    ['x between 1 and "2', 16, 'unterminated quoted value'],
  ])('%j fails at %i: %s', (text, position, reason) => {
    const parsed = parsePql(text);
    expect(parsed.ok).toBe(false);
    if (parsed.ok) return;
    expect(parsed.error.position).toBe(position);
    expect(parsed.error.reason).toContain(reason);
  });
});

describe('relative dates: resolved in UTC at the given instant', () => {
  const resolve = (item: string, at = now) => {
    const read = readRelativeDate(item);
    if (read.kind !== 'relative') throw new Error(`${item} is not a relative date`);
    return resolveRelativeDate(read.date, at);
  };

  it.each([
    ['today', '2026-01-31'],
    ['today+1d', '2026-02-01'],
    ['today-7d', '2026-01-24'],
    ['today+60d', '2026-04-01'],
    ['today+2w', '2026-02-14'],
    ['today+1mo', '2026-02-28'],
    ['today+13mo', '2027-02-28'],
    ['today-2mo', '2025-11-30'],
    ['today+1y', '2027-01-31'],
    ['now', '2026-01-31T22:30:00.000Z'],
    ['now-24h', '2026-01-30T22:30:00.000Z'],
    ['now+30m', '2026-01-31T23:00:00.000Z'],
    ['now+2d', '2026-02-02T22:30:00.000Z'],
    ['now+1mo', '2026-02-28T22:30:00.000Z'],
    ['now-1y', '2025-01-31T22:30:00.000Z'],
  ])('%s is %s', (item, expected) => {
    expect(resolve(item)).toBe(expected);
  });

  it('steps years from 29 February to the 28th, or to the 29th in a leap year', () => {
    const leapDay = Date.parse('2024-02-29T12:00:00Z');
    expect(resolve('today+1y', leapDay)).toBe('2025-02-28');
    expect(resolve('today+4y', leapDay)).toBe('2028-02-29');
    expect(resolve('today-12mo', leapDay)).toBe('2023-02-28');
  });

  it('takes "today" as the UTC date, whatever the zone the clock was read in', () => {
    expect(resolve('today', Date.parse('2026-03-01T23:30:00-05:00'))).toBe('2026-03-02');
  });

  it('gives nothing outside the years 0000 to 9999', () => {
    expect(resolve('today+7973y')).toBe('9999-01-31');
    expect(resolve('today+7974y')).toBeUndefined();
    expect(resolve('now-999999y')).toBeUndefined();
    expect(resolve('now+999999w')).toBeUndefined();
  });
});

describe('relative dates: compiled to SQL', () => {
  it.each([
    // A day range is written on the column itself, so that an index on it serves: `~` sorts after every time of a day.
    ['expires_at between today,today+60d', '(expires_at >= ? AND expires_at < ?)', ['2026-01-31', '2026-04-01~']],
    ['expires_at between today and today+60d', '(expires_at >= ? AND expires_at < ?)', ['2026-01-31', '2026-04-01~']],
    ['expires_at equals today', 'substr(expires_at, 1, 10) = ?', ['2026-01-31']],
    ['expires_at equals today,today+1d', 'substr(expires_at, 1, 10) IN (?, ?)', ['2026-01-31', '2026-02-01']],
    ['expires_at less_than today-7d', 'expires_at < ?', ['2026-01-24']],
    ['expires_at less_than_and_including today', 'expires_at < ?', ['2026-01-31~']],
    ['expires_at greater_than today', 'expires_at > ?', ['2026-01-31~']],
    ['expires_at greater_than_and_including today', 'expires_at >= ?', ['2026-01-31']],
    ['expires_at greater_than now-24h', 'expires_at > ?', ['2026-01-30T22:30:00.000Z']],
    ['expires_at between now-1h,now+30m', 'expires_at BETWEEN ? AND ?', ['2026-01-31T21:30:00.000Z', '2026-01-31T23:00:00.000Z']],
    ['expires_at between 2026-01-01,today', '(expires_at >= ? AND expires_at < ?)', ['2026-01-01', '2026-01-31~']],
    ['name equals today', 'name COLLATE NOCASE = ?', ['today']],
    ['name contains now-playing', "name LIKE ? ESCAPE '\\'", ['%now-playing%']],
  ])('%s', (text, where, params) => {
    expect(compiled(text)).toEqual({ ok: true, where, params });
  });

  it('resolves at the time it is given, so the same text moves with the clock', () => {
    const text = 'expires_at between today,today+60d';
    expect(compiled(text, Date.parse('2026-06-15T00:00:00Z')).params).toEqual(['2026-06-15', '2026-08-14~']);
    expect(compiled(text, Date.parse('2027-01-01T08:00:00Z')).params).toEqual(['2027-01-01', '2027-03-02~']);
  });

  it('uses the current time when no instant is given', () => {
    vi.useFakeTimers({ now: Date.parse('2030-05-05T05:05:05Z'), toFake: ['Date'] });
    const parsed = parsePql('expires_at greater_than_and_including today and expires_at less_than now');
    if (!parsed.ok) throw new Error(parsed.error.reason);
    expect(compilePqlToSql(parsed.query, fields)).toMatchObject({ ok: true, params: ['2030-05-05', '2030-05-05T05:05:05.000Z'] });
  });

  afterEach(() => {
    vi.useRealTimers();
  });

  describe('on SQLite: a date compares by day, an instant by time', () => {
    let database: DatabaseSync;
    beforeAll(() => {
      database = new DatabaseSync(':memory:');
      database.exec('CREATE TABLE domains (name TEXT NOT NULL, expires_at TEXT NOT NULL)');
      const insert = database.prepare('INSERT INTO domains VALUES (?, ?)');
      for (const row of [
        ['yesterday-late.com', '2026-01-30T23:59:59.999Z'],
        ['today-early.com', '2026-01-31T00:00:00.000Z'],
        ['today-before-now.com', '2026-01-31T22:29:59.000Z'],
        ['today-after-now.com', '2026-01-31T22:30:01.000Z'],
        ['day-60.com', '2026-04-01T23:00:00.000Z'],
        ['day-61.com', '2026-04-02T00:00:00.000Z'],
        // Dates written without a time compare by day all the same.
        ['date-only-today.com', '2026-01-31'],
        ['date-only-day-60.com', '2026-04-01'],
      ]) insert.run(...row);
    });
    const names = (text: string) => {
      const { where, params } = compiled(text);
      return database.prepare(`SELECT name FROM domains WHERE ${where} ORDER BY expires_at`).all(...params).map((row) => row.name);
    };

    it.each([
      ['expires_at equals today', ['date-only-today.com', 'today-early.com', 'today-before-now.com', 'today-after-now.com']],
      ['expires_at between today,today+60d', ['date-only-today.com', 'today-early.com', 'today-before-now.com', 'today-after-now.com', 'date-only-day-60.com', 'day-60.com']],
      ['expires_at less_than now', ['yesterday-late.com', 'date-only-today.com', 'today-early.com', 'today-before-now.com']],
      ['expires_at greater_than now and expires_at less_than_and_including today+60d', ['today-after-now.com', 'date-only-day-60.com', 'day-60.com']],
      ['expires_at less_than today', ['yesterday-late.com']],
      ['expires_at less_than_and_including today', ['yesterday-late.com', 'date-only-today.com', 'today-early.com', 'today-before-now.com', 'today-after-now.com']],
      ['expires_at greater_than today+60d', ['day-61.com']],
      ['expires_at greater_than_and_including today+60d', ['date-only-day-60.com', 'day-60.com', 'day-61.com']],
    ])('%s', (text, expected) => {
      expect(names(text)).toEqual(expected);
    });
  });
});

describe('relative dates: errors carry the position, a reason and a reason key', () => {
  it.each([
    ['expires_at equals today+', 18, 'relativeDateCount', 'a whole number'],
    ['expires_at equals now-d', 18, 'relativeDateCount', 'must follow "-"'],
    ['expires_at equals today+1234567d', 18, 'relativeDateCount', 'at most 6 digits'],
    ['expires_at equals today+5x', 18, 'relativeDateUnitUnknown', '"x" is not a unit'],
    ['expires_at equals today+5days', 18, 'relativeDateUnitUnknown', '"days" is not a unit'],
    ['expires_at equals now+1s', 18, 'relativeDateUnitUnknown', 'use m (minutes), h (hours), d (days)'],
    ['expires_at equals today+5', 18, 'relativeDateUnitMissing', 'a unit must follow 5'],
    ['expires_at equals today+5h', 18, 'relativeDateTodayUnit', 'write now+5h'],
    ['expires_at equals today-30m', 18, 'relativeDateTodayUnit', 'write now-30m'],
    ['expires_at equals today5d', 18, 'relativeDateSign', '"+" or "-" must follow "today"'],
    ['expires_at equals nowish', 18, 'relativeDateSign', '"+" or "-" must follow "now"'],
    ['expires_at equals today+999999y', 18, 'relativeDateOutOfRange', 'outside the years 0000 to 9999'],
    ['expires_at between today,today+', 19, 'relativeDateCount', '"today+" is not a relative date'],
    ['expires_at between today and now-', 19, 'relativeDateCount', '"now-" is not a relative date'],
    ['expires_at less_than 2026-01-01,today+1q', 21, 'relativeDateUnitUnknown', '"q" is not a unit'],
    ['renew_count equals today', 19, 'relativeDateNotDateField', 'relative dates such as "today" apply to date fields, not to the number field "renew_count"'],
    ['renew_count greater_than now-1d', 25, 'relativeDateNotDateField', 'not to the number field "renew_count"'],
    ['auto_renew equals now', 18, 'relativeDateNotDateField', 'not to the boolean field "auto_renew"'],
    ['status equals today+1d', 14, 'relativeDateNotDateField', 'not to the enum field "status"'],
  ])('%s fails at %i: %s', (text, position, key, reason) => {
    const error = compileError(text);
    expect(error.position).toBe(position);
    expect(error.key).toBe(key);
    expect(error.reason).toContain(reason);
    expect(relativeDateKeys).toContain(error.key);
  });

  it('gives translations the pieces they quote', () => {
    expect(compileError('expires_at equals today+5x')).toEqual({
      position: 18,
      reason: '"today+5x" is not a relative date: "x" is not a unit; use d (days), w (weeks), mo (months) or y (years) (field "expires_at")',
      key: 'relativeDateUnitUnknown',
      values: { item: 'today+5x', anchor: 'today', unit: 'x', field: 'expires_at' },
    });
    expect(compileError('renew_count equals now')).toEqual({
      position: 19,
      reason: 'relative dates such as "now" apply to date fields, not to the number field "renew_count"',
      key: 'relativeDateNotDateField',
      values: { item: 'now', field: 'renew_count', type: 'number' },
    });
  });

  it('refuses a date and an instant as the two ends of between', () => {
    expect(compileError('expires_at between today,now+1d').reason).toContain('two dates or two date-times, not one of each');
  });

  it('says relative dates exist when a date is not understood, and a word that is no relative date is no number', () => {
    const error = compileError('expires_at equals TODAY');
    expect(error.reason).toContain('nor a relative date such as today+30d');
    expect(error.key).toBe('notADate');
    expect(compileError('renew_count equals nowhere')).toEqual({
      position: 19,
      reason: '"nowhere" is not a number (field "renew_count")',
      key: 'notANumber',
      values: { value: '"nowhere"', field: 'renew_count' },
    });
  });
});

describe('relative dates: the filter builder carries them through', () => {
  it.each([
    ['between', ['today', 'today+60d'], 'expires_at between today,today+60d'],
    ['less_than', ['now-24h'], 'expires_at less_than now-24h'],
    ['equals', ['today', 'today+1d'], 'expires_at equals today,today+1d'],
    ['greater_than_and_including', ['today-1mo'], 'expires_at greater_than_and_including today-1mo'],
  ] as const)('%s %j is sent as %s and shown again as it was', (operator, values, text) => {
    const sent = conditionFromFilter('expires_at', operator, values);
    expect(printPql([sent])).toBe(text);
    expect(filterFromCondition(terms(text)[0]!)).toEqual({ field: 'expires_at', operator, values });
    expect(compiled(text).params.length).toBe(values.length);
  });
});

describe('relative dates: every reason key reads in every portal language', () => {
  const examples = [
    'expires_at equals today5d',
    'expires_at equals today+',
    'expires_at equals now+5',
    'expires_at equals today+5x',
    'expires_at equals today+5h',
    'expires_at equals today+999999y',
    'renew_count equals today',
  ].map(compileError);

  it('has an example of each key', () => {
    expect(new Set(examples.map((error) => error.key))).toEqual(new Set(relativeDateKeys));
  });

  it.each(['en', 'es', 'ja'])('%s: lists.json says each key with only the values the error carries', (locale) => {
    const lists = JSON.parse(readFileSync(new URL(`../../src/content/locales/${locale}/lists.json`, import.meta.url), 'utf8')) as {
      pql: { reasons: Record<string, string> };
    };
    for (const error of examples) {
      const text = lists.pql.reasons[error.key!];
      expect(text, `${locale} ${error.key}`).toBeTruthy();
      const placeholders = [...text!.matchAll(/\{\{(\w+)\}\}/g)].map((match) => match[1]);
      expect(Object.keys(error.values ?? {}), `${locale} ${error.key}`).toEqual(expect.arrayContaining(placeholders));
    }
  });
});
