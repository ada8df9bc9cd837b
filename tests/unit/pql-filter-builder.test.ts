import { describe, expect, it } from 'vitest';
import {
  conditionFromFilter,
  escapeWildcards,
  filterFromCondition,
  parsePql,
  printPql,
  wildcardPattern,
  type PqlOperator,
  type PqlTerm,
} from '../../src/lib/pql/index.ts';

function throughText(term: PqlTerm): PqlTerm {
  const result = parsePql(printPql([term]));
  if (!result.ok) throw new Error(result.error.reason);
  const { field, operator, values } = result.query[0]!;
  return { field, operator, values };
}

describe('conditionFromFilter: how the builder sends its operators', () => {
  it.each([
    ['contains', 'foo', 'name equals *foo*'],
    ['starts_with', 'foo', 'name equals foo*'],
    ['ends_with', 'foo', 'name equals *foo'],
    ['equals', 'foo', 'name equals foo'],
    ['contains', 'a*b', 'name equals *a\\*b*'],
    ['starts_with', 'C:\\tmp', 'name equals C:\\\\tmp*'],
    ['ends_with', '\\*', 'name equals *\\\\\\*'],
    ['equals', '5*', 'name equals 5\\*'],
    ['contains', 'a b', 'name equals "*a b*"'],
    ['contains', 'say "hi"', 'name equals "*say \\"hi\\"*"'],
    ['less_than', 'm', 'name less_than m'],
  ] as const)('%s %j is sent as %s', (operator, value, text) => {
    expect(printPql([conditionFromFilter('name', operator, value)])).toBe(text);
  });

  it('sends a list as a list of patterns', () => {
    expect(printPql([conditionFromFilter('name', 'contains', ['a', 'b,c'])])).toBe('name equals *a*,"*b,c*"');
    expect(printPql([conditionFromFilter('renew_count', 'between', ['1', '5'])])).toBe('renew_count between 1,5');
  });
});

describe('filterFromCondition: the builder shows a query it produced earlier', () => {
  const samples = ['foo', 'a*b', '**', '\\', 'C:\\tmp\\', '\\*', 'x\\\\*y', 'a b', 'a,b', 'say "hi"', '', 'bücher'];
  const operators: PqlOperator[] = ['equals', 'contains', 'starts_with', 'ends_with'];

  for (const operator of operators) {
    it.each(samples.filter((value) => operator === 'equals' || value !== ''))(`round-trips ${operator} %j through PQL text`, (value) => {
      const sent = throughText(conditionFromFilter('name', operator, value));
      expect(filterFromCondition(sent)).toEqual({ field: 'name', operator, values: [value] });
    });
  }

  it('round-trips lists', () => {
    const sent = throughText(conditionFromFilter('name', 'ends_with', ['.com', '*.net']));
    expect(filterFromCondition(sent)).toEqual({ field: 'name', operator: 'ends_with', values: ['.com', '*.net'] });
  });

  it('passes other operators, and word operators typed by hand, through with literal values', () => {
    expect(filterFromCondition({ field: 'n', operator: 'between', values: ['1', '2'] })).toEqual({
      field: 'n',
      operator: 'between',
      values: ['1', '2'],
    });
    expect(filterFromCondition({ field: 'name', operator: 'contains', values: ['a\\*b'] })).toEqual({
      field: 'name',
      operator: 'contains',
      values: ['a\\*b'],
    });
  });

  it('reads a lone * back as starts_with "" (it matches what ends_with "" matches)', () => {
    expect(filterFromCondition({ field: 'name', operator: 'equals', values: ['*'] })).toEqual({
      field: 'name',
      operator: 'starts_with',
      values: [''],
    });
  });

  it.each([[['a*b']], [['*a*b*']], [['*a*', 'b*']], [['*a', 'b']]])('cannot show %j in the builder', (values) => {
    expect(filterFromCondition({ field: 'name', operator: 'equals', values })).toBeUndefined();
  });
});

describe('wildcardPattern', () => {
  it.each([
    ['foo', false, ['foo']],
    ['*foo*', true, ['', 'foo', '']],
    ['foo*', true, ['foo', '']],
    ['*', true, ['', '']],
    ['a*b*c', true, ['a', 'b', 'c']],
    ['a\\*b', false, ['a*b']],
    ['a\\\\*', true, ['a\\', '']],
    ['a\\\\\\*', false, ['a\\*']],
    ['C:\\temp', false, ['C:\\temp']],
    ['end\\', false, ['end\\']],
    ['', false, ['']],
  ])('reads %j', (item, hasWildcards, literals) => {
    expect(wildcardPattern(item)).toEqual({ hasWildcards, literals });
  });

  it.each(['plain', 'a*b', 'C:\\t', '\\*', '\\', '**\\\\'])('escapeWildcards(%j) reads back as one literal', (literal) => {
    expect(wildcardPattern(escapeWildcards(literal))).toEqual({ hasWildcards: false, literals: [literal] });
  });
});
