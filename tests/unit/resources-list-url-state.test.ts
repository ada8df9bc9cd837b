import { describe, expect, it } from 'vitest';
import { readListUrlState, withFilterString, writeListUrlState } from '~/lib/lists/list-url-state';

const sort = '-created_at';

describe('list state in the address bar', () => {
  it('reads the defaults of the spec from an empty address', () => {
    expect(readListUrlState(new URLSearchParams(''), sort)).toEqual({ page: 1, limit: 25, sort, fields: undefined, pql: undefined, filters: {} });
  });

  it('reads every parameter, and refuses nonsense numbers', () => {
    const state = readListUrlState(new URLSearchParams('page=3&limit=50&sort=name&fields=name,registrant.name&pql=tld equals com&filter[status]=active'), sort);
    expect(state).toEqual({ page: 3, limit: 50, sort: 'name', fields: ['name', 'registrant.name'], pql: 'tld equals com', filters: { status: 'active' } });
    expect(readListUrlState(new URLSearchParams('page=-1&limit=abc'), sort)).toMatchObject({ page: 1, limit: 25 });
    expect(readListUrlState(new URLSearchParams('limit=100000'), sort).limit).toBe(1000);
  });

  it('writes only what differs from the defaults and keeps the context', () => {
    const current = new URLSearchParams('context=abc&page=9');
    const written = writeListUrlState({ page: 2, limit: 25, sort, fields: undefined, pql: 'name contains shop', filters: {} }, current, sort);
    expect(written.toString()).toBe('context=abc&pql=name+contains+shop&page=2');
  });

  it('round-trips a state through the address', () => {
    const state = { page: 4, limit: 100, sort: '-expires_at', fields: ['name', 'expires_at'], pql: 'auto_renew equals false', filters: { tld: 'de' } };
    expect(readListUrlState(writeListUrlState(state, new URLSearchParams(), sort), sort)).toEqual(state);
  });

  it('clears page, limit, sort, fields and legacy filters when a filter string is set', () => {
    expect(withFilterString(' status equals active ', sort)).toEqual({ page: 1, limit: 25, sort, fields: undefined, pql: 'status equals active', filters: {} });
    const url = writeListUrlState(withFilterString('status equals active', sort), new URLSearchParams('context=abc&page=4&filter[tld]=de&sort=name'), sort);
    expect(url.toString()).toBe('context=abc&pql=status+equals+active');
  });
});
