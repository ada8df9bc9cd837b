import { describe, expect, it } from 'vitest';
import { logFilterPql, logFilterProblem, readLogFilter, readLogPage, writeLogFilter } from '~/lib/lists/log-filter';
import { parsePql } from '~/lib/pql';

describe('a log filter', () => {
  it('becomes PQL the API reads: exact action, part of a username, inclusive days', () => {
    expect(logFilterPql({})).toBeUndefined();
    expect(logFilterPql({ action: 'update', user: 'oli' })).toBe('action equals update and username equals *oli*');
    expect(logFilterPql({ from: '2026-01-01', to: '2026-01-31' })).toBe('created_at between 2026-01-01,2026-01-31');
    expect(logFilterPql({ from: '2026-01-01' })).toBe('created_at greater_than_and_including 2026-01-01');
    expect(logFilterPql({ to: '2026-01-31' })).toBe('created_at less_than_and_including 2026-01-31');
  });

  it('escapes wildcards and quotes what the user typed', () => {
    const pql = logFilterPql({ user: 'a*b c' })!;
    const parsed = parsePql(pql);
    expect(parsed.ok && parsed.query[0]).toMatchObject({ field: 'username', operator: 'equals', values: ['*a\\*b c*'] });
  });

  it('refuses days that are not dates or run backwards', () => {
    expect(logFilterProblem({ from: '2026-02-30' })).toBe('invalidFrom');
    expect(logFilterProblem({ to: 'yesterday' })).toBe('invalidTo');
    expect(logFilterProblem({ from: '2026-02-01', to: '2026-01-01' })).toBe('fromAfterTo');
    expect(logFilterProblem({ from: '2026-01-01', to: '2026-01-01' })).toBeUndefined();
  });

  it('round-trips through the address, keeping other parameters and leaving out page 1', () => {
    const search = writeLogFilter({ action: 'delete', user: ' ', to: '2026-03-01' }, 1, new URLSearchParams('context=abc&page=4&user=old'));
    expect(search.toString()).toBe('context=abc&action=delete&to=2026-03-01');
    expect(readLogFilter(search)).toEqual({ action: 'delete', to: '2026-03-01' });
    expect(readLogPage(writeLogFilter({}, 3, search))).toBe(3);
    expect(readLogPage(new URLSearchParams('page=-2'))).toBe(1);
  });
});
