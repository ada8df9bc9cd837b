import { describe, expect, it } from 'vitest';
import { contextFromAddress } from '~/lib/data/current-context.ts';
import { fieldsParameter, listQueryParameters } from '~/lib/data/list-query.ts';
import { answer } from './support/fake-api.ts';
import { context, createTestDataProvider } from './support/fake-data-provider.ts';

const listAnswer = () => answer(200, { data: [{ id: 1 }], meta: { total: 1, page: 1, limit: 25 } });

describe('list calls', () => {
  it('GET /groups/{context}/{resource} with limit 25, page 1 and newest first by default', async () => {
    const { data, api } = createTestDataProvider(listAnswer);
    await expect(data.getList({ resource: 'domains' })).resolves.toEqual({ data: [{ id: 1 }], meta: { total: 1, page: 1, limit: 25 } });
    expect(api.sent[0]!.path).toBe(`groups/${context}/domains`);
    expect(Object.fromEntries(api.sent[0]!.query)).toEqual({ limit: '25', page: '1', sort: '-created_at' });
  });

  it('sends page, limit, sort, filters, fields and pql', async () => {
    const { data, api } = createTestDataProvider(listAnswer);
    await data.getList({
      resource: 'domains',
      page: 3,
      limit: 50,
      sort: { key: 'expires_at', order: 'asc' },
      filters: { status: 'active', tld: ['com', 'net'], empty: '', missing: undefined },
      fields: ['name', 'registrant.email', 'registrant.address.city', 'name'],
      pql: 'name equals *shop* and expires_at between 2026-01-01,2026-12-31',
    });
    expect(Object.fromEntries(api.sent[0]!.query)).toEqual({
      limit: '50',
      page: '3',
      sort: 'expires_at',
      'filter[status]': 'active',
      'filter[tld]': 'com,net',
      fields: 'name,registrant,registrant.email,registrant.address.city',
      pql: 'name equals *shop* and expires_at between 2026-01-01,2026-12-31',
    });
    expect(api.sent[0]!.url).toContain('pql=name%20equals%20*shop*%20and');
  });

  it('writes descending sorts with a minus and prints PQL conditions from a filter builder', () => {
    expect(listQueryParameters({ sort: { key: 'name', order: 'desc' } }).sort).toBe('-name');
    expect(listQueryParameters({ sort: 'name' }).sort).toBe('name');
    expect(listQueryParameters({ pql: [{ field: 'name', operator: 'equals', values: ['a b', 'c'] }] }).pql).toBe('name equals "a b",c');
    expect(listQueryParameters({ pql: '  ' }).pql).toBeUndefined();
  });

  it('adds each dotted field’s top-level parent before it, once', () => {
    expect(fieldsParameter(['a', 'b.c', 'b.d', 'e.f.g'])).toBe('a,b,b.c,b.d,e,e.f.g');
    expect(fieldsParameter([])).toBeUndefined();
  });

  it('answers meta from the request when the server leaves it out', async () => {
    const { data } = createTestDataProvider(() => answer(200, { data: [{ id: 1 }, { id: 2 }] }));
    await expect(data.getList({ resource: 'tlds', page: 2, limit: 10 })).resolves.toEqual({
      data: [{ id: 1 }, { id: 2 }],
      meta: { total: 2, page: 2, limit: 10 },
    });
  });

  it('fails without a request when there is no account context', async () => {
    const { data, api } = createTestDataProvider(listAnswer, () => undefined);
    await expect(data.getList({ resource: 'domains' })).rejects.toMatchObject({ status: 0, message: 'No account is selected.' });
    expect(api.sent).toHaveLength(0);
  });
});

describe('the account context', () => {
  it('is the context parameter when it is exactly 36 characters, else the user’s own group', () => {
    expect(contextFromAddress(`?context=${context}&page=2`, 'own')).toBe(context);
    expect(contextFromAddress('?context=short', 'own')).toBe('own');
    expect(contextFromAddress(`?context=${context}x`, 'own')).toBe('own');
    expect(contextFromAddress('', undefined)).toBeUndefined();
  });
});
