import { describe, expect, it } from 'vitest';
import { parsePql, printPql, printPqlItem, type PqlQuery, type PqlTerm } from '../../src/lib/pql/index.ts';

function parsed(text: string): PqlQuery {
  const result = parsePql(text);
  if (!result.ok) throw new Error(`expected ${JSON.stringify(text)} to parse: ${result.error.reason}`);
  return result.query;
}

describe('printPql', () => {
  it('prints single spaces, "and" between conditions and commas without spaces', () => {
    expect(printPql(parsed('  name   equals\tfoo , bar \n and x.y between 1 ,2 '))).toBe('name equals foo,bar and x.y between 1,2');
  });

  it('prints every operator', () => {
    const terms: PqlTerm[] = [
      { field: 'a', operator: 'equals', values: ['1'] },
      { field: 'a', operator: 'less_than', values: ['1'] },
      { field: 'a', operator: 'less_than_and_including', values: ['1'] },
      { field: 'a', operator: 'greater_than', values: ['1'] },
      { field: 'a', operator: 'greater_than_and_including', values: ['1'] },
      { field: 'a', operator: 'between', values: ['1', '2'] },
      { field: 'a', operator: 'contains', values: ['x'] },
      { field: 'a', operator: 'starts_with', values: ['x'] },
      { field: 'a', operator: 'ends_with', values: ['x'] },
    ];
    expect(printPql(terms)).toBe(
      'a equals 1 and a less_than 1 and a less_than_and_including 1 and a greater_than 1 and ' +
        'a greater_than_and_including 1 and a between 1,2 and a contains x and a starts_with x and a ends_with x',
    );
  });

  it('prints the empty query as the empty string, which parses back to no filter', () => {
    expect(printPql([])).toBe('');
    expect(parsePql(printPql([]))).toEqual({ ok: true, query: [] });
  });

  it.each([
    ['foo', 'foo'],
    ['', '""'],
    ['a b', '"a b"'],
    ['a,b', '"a,b"'],
    ['tab\there', '"tab\there"'],
    ['line\nbreak', '"line\nbreak"'],
    ['say "hi"', '"say \\"hi\\""'],
    ['a"b\\c', '"a\\"b\\\\c"'],
    // a backslash alone does not need quotes: bare items keep backslashes literally
    ['C:\\temp', 'C:\\temp'],
    ['*foo\\*bar*', '*foo\\*bar*'],
    ['and', 'and'],
    ['bücher.de', 'bücher.de'],
    ["o'brien", "o'brien"],
  ])('prints the item %j as %s', (item, text) => {
    expect(printPqlItem(item)).toBe(text);
    expect(parsed(`x equals ${text}`)[0]?.values).toEqual([item]);
  });

  it.each([
    'name equals foo',
    '  name   equals  "a b" ,c and  status equals active ',
    'name equals "" and x between "1 0",2',
    'name equals "say \\"hi\\"","back\\\\slash" and name contains *a\\*b*',
    'contact.email ends_with "@example.com" and renew_count greater_than_and_including 3',
  ])('is stable for %j', (text) => {
    const printed = printPql(parsed(text));
    const reparsed = parsed(printed);
    expect(reparsed.map(({ field, operator, values }) => ({ field, operator, values }))).toEqual(
      parsed(text).map(({ field, operator, values }) => ({ field, operator, values })),
    );
    expect(printPql(reparsed)).toBe(printed);
  });
});
