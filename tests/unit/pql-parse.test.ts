import { describe, expect, it } from 'vitest';
import { parsePql, pqlOperators, type PqlQuery } from '../../src/lib/pql/index.ts';

function parsed(text: string): PqlQuery {
  const result = parsePql(text);
  if (!result.ok) throw new Error(`expected ${JSON.stringify(text)} to parse: ${result.error.reason} at ${result.error.position}`);
  return result.query;
}

describe('parsePql: conditions', () => {
  it.each(pqlOperators.filter((operator) => operator !== 'between'))('reads the %s operator', (operator) => {
    expect(parsed(`name ${operator} foo`)).toEqual([
      { field: 'name', operator, values: ['foo'], fieldPosition: 0, valuePosition: operator.length + 6 },
    ]);
  });

  it('reads between with its two values', () => {
    expect(parsed('expires_at between 2025-01-01,2025-12-31')).toEqual([
      { field: 'expires_at', operator: 'between', values: ['2025-01-01', '2025-12-31'], fieldPosition: 0, valuePosition: 19 },
    ]);
  });

  it('reads conditions joined by and, with the position of each field and value', () => {
    expect(parsed('name equals foo and status equals active')).toEqual([
      { field: 'name', operator: 'equals', values: ['foo'], fieldPosition: 0, valuePosition: 12 },
      { field: 'status', operator: 'equals', values: ['active'], fieldPosition: 20, valuePosition: 34 },
    ]);
  });

  it('reads dotted field names', () => {
    expect(parsed('contact.address.city equals Paris and _x.y_1.z2 equals 1').map((condition) => condition.field)).toEqual([
      'contact.address.city',
      '_x.y_1.z2',
    ]);
  });

  it('reads a comma-separated list as several items', () => {
    expect(parsed('tld equals com,net,org')[0]?.values).toEqual(['com', 'net', 'org']);
  });

  it('takes keywords in value and field places as plain words', () => {
    expect(parsed('and equals and and x equals between')).toEqual([
      { field: 'and', operator: 'equals', values: ['and'], fieldPosition: 0, valuePosition: 11 },
      { field: 'x', operator: 'equals', values: ['between'], fieldPosition: 19, valuePosition: 28 },
    ]);
  });
});

describe('parsePql: whitespace tolerance', () => {
  it('accepts extra spaces, tabs and newlines between tokens and around the query', () => {
    expect(parsed('  name   equals\tfoo \n and\t\tstatus  equals  active  ')).toEqual([
      { field: 'name', operator: 'equals', values: ['foo'], fieldPosition: 2, valuePosition: 16 },
      { field: 'status', operator: 'equals', values: ['active'], fieldPosition: 27, valuePosition: 43 },
    ]);
  });

  it('accepts whitespace around commas', () => {
    expect(parsed('tld equals com , net ,org,  "a b"')[0]?.values).toEqual(['com', 'net', 'org', 'a b']);
    expect(parsed('x between 1 , 2')[0]?.values).toEqual(['1', '2']);
  });

  it('treats the empty string as no filter', () => {
    expect(parsePql('')).toEqual({ ok: true, query: [] });
  });
});

describe('parsePql: quoting and escapes', () => {
  it.each([
    ['"a b"', 'a b'],
    ['"a,b"', 'a,b'],
    ['""', ''],
    ['"say \\"hi\\""', 'say "hi"'],
    ['"back\\\\slash"', 'back\\slash'],
    ['"\\\\"', '\\'],
    ['"and"', 'and'],
    ['"日本 語"', '日本 語'],
    ['"line\nbreak"', 'line\nbreak'],
  ])('reads the quoted item %s', (text, value) => {
    expect(parsed(`name equals ${text}`)[0]?.values).toEqual([value]);
  });

  it('keeps backslashes in bare items as they are (the wildcard layer reads \\*)', () => {
    expect(parsed('name equals *foo\\*bar*,C:\\temp')[0]?.values).toEqual(['*foo\\*bar*', 'C:\\temp']);
  });

  it('reads unicode and apostrophes in bare items', () => {
    expect(parsed("name equals bücher.de,o'brien.com,😀")[0]?.values).toEqual(['bücher.de', "o'brien.com", '😀']);
  });

  it('mixes quoted and bare items in one list', () => {
    expect(parsed('name equals a,"b c",d')[0]?.values).toEqual(['a', 'b c', 'd']);
  });
});
