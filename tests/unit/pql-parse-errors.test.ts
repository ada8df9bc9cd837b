import { describe, expect, it } from 'vitest';
import { parsePql } from '../../src/lib/pql/index.ts';

describe('parsePql: errors give the exact position and a reason', () => {
  it.each([
    // empty query (the empty string itself is no filter)
    ['   ', 3, 'empty query'],
    ['\t\n', 2, 'empty query'],
    // bad field name: the position of the first offending character
    ['Name equals foo', 0, 'bad field name "Name"'],
    ['1name equals foo', 0, 'bad field name'],
    ['na-me equals foo', 2, 'bad field name "na-me"'],
    ['name..x equals foo', 5, 'bad field name'],
    ['name. equals foo', 5, 'bad field name'],
    ['"name" equals foo', 0, 'bad field name'],
    // missing or unknown operator
    ['name', 4, 'missing operator after the field "name"'],
    ['name   ', 7, 'missing operator'],
    ['name like foo', 5, 'unknown operator "like"'],
    ['name EQUALS foo', 5, 'operators are lowercase'],
    ['name equals"x"', 5, 'unknown operator'],
    // missing value
    ['name equals', 11, 'missing value after "equals"'],
    ['name equals   ', 14, 'missing value after "equals"'],
    ['name equals a,', 14, 'missing value after ","'],
    ['name equals a,  ', 16, 'missing value after ","'],
    ['name equals a,,b', 14, 'missing value before ","'],
    ['name equals ,a', 12, 'missing value before ","'],
    // quotes and escapes
    ['name equals "abc', 12, 'unterminated quoted value'],
    ['name equals "abc\\"', 12, 'unterminated quoted value'],
    ['name equals "abc\\', 12, 'unterminated quoted value'],
    ['name equals a,"b', 14, 'unterminated quoted value'],
    ['name equals "a\\nb"', 14, 'bad escape "\\n"'],
    ['name equals "\\*"', 13, 'bad escape "\\*"'],
    ['name equals fo"o"', 14, 'double quote inside an unquoted value'],
    ['name equals "foo"bar', 17, 'after the closing quote'],
    // between
    ['x between 1', 10, '"between" takes exactly two values (from,to), not 1'],
    ['x between 1,2,3', 10, 'not 3'],
    // trailing garbage and missing "and"
    ['name equals foo bar', 16, 'unexpected "bar" after the value'],
    ['name equals foo "bar"', 16, 'unexpected'],
    ['name equals foo status equals x', 16, 'missing "and" before the next condition'],
    ['name equals foo AND status equals x', 16, 'write "and" in lowercase'],
    ['name equals foo and', 19, 'expected a condition after "and"'],
    ['name equals foo and  ', 21, 'expected a condition after "and"'],
    ['name equals foo and and', 23, 'missing operator after the field "and"'],
    ['name equals foo andstatus equals x', 16, 'missing "and"'],
    ['name equals foo andstatus', 16, 'unexpected "andstatus"'],
  ])('%j fails at %i: %s', (text, position, reason) => {
    const result = parsePql(text);
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.error.position).toBe(position);
    expect(result.error.reason).toContain(reason);
  });

  it('lists the operators when one is unknown', () => {
    const result = parsePql('name is foo');
    expect(result).toEqual({
      ok: false,
      error: {
        position: 5,
        reason:
          'unknown operator "is": expected one of equals, less_than, less_than_and_including, greater_than, greater_than_and_including, between, contains, starts_with, ends_with',
        key: 'unknownOperator',
        values: { word: '"is"', operators: 'equals, less_than, less_than_and_including, greater_than, greater_than_and_including, between, contains, starts_with, ends_with' },
      },
    });
  });

  it('shortens long pieces of input quoted in a reason', () => {
    const result = parsePql(`${'x'.repeat(5000)} equals 1`.replace(/^x/, 'X'));
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.error.reason.length).toBeLessThan(200);
  });

  it('answers non-text input (a repeated ?pql= parameter arrives as an array) with an error', () => {
    expect(parsePql(['a equals 1', 'b equals 2'] as unknown as string)).toEqual({
      ok: false,
      error: { position: 0, reason: 'the query must be text', key: 'notText', values: {} },
    });
  });
});
