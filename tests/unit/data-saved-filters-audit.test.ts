import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { Route, SentRequest } from './support/fake-api.ts';

// The page's data provider, on the fake API in a fixed account.
const fake = vi.hoisted(() => ({ route: undefined as unknown as Route, sent: [] as SentRequest[] }));
vi.mock('~/lib/data/data.ts', async () => {
  const { createTestDataProvider } = await import('./support/fake-data-provider.ts');
  const { data, api } = createTestDataProvider((request) => fake.route(request));
  fake.sent = api.sent;
  return { ...data, dataProvider: data };
});

const { answer } = await import('./support/fake-api.ts');
const { context } = await import('./support/fake-data-provider.ts');
const { createSavedFilter, deleteSavedFilter, listSavedFilters } = await import('~/lib/data/saved-filters.ts');
const { loadAuditEntries } = await import('~/lib/data/audit-entries.ts');

const sent = () => fake.sent.map((request) => `${request.method} ${request.path}?${request.query.toString()}`);

beforeEach(() => {
  fake.sent.length = 0;
});

describe('saved filters go through the data provider, in the account', () => {
  it('lists, creates and deletes under groups/{context}/saved_filters', async () => {
    const shops = { id: 4, name: 'Shops', pql: 'name equals *shop*', sort: null, fields: null, own: true };
    const theirs = { id: 9, name: 'Expiring', pql: 'expires_at less_than today+30d', sort: null, fields: null, own: false, shared: true };
    fake.route = (request) => request.method === 'GET'
      ? answer(200, { data: request.query.get('owner') === 'others' ? [theirs] : [shops] })
      : request.method === 'POST' ? answer(201, shops) : answer(204);
    // The user's own filters (every one: a page holds more than a user may keep), then colleagues' shared ones, listed apart by the API.
    await expect(listSavedFilters('domains')).resolves.toEqual([shops, theirs]);
    await expect(createSavedFilter({ resource: 'domains', name: 'Shops', pql: shops.pql, sort: null, fields: null })).resolves.toEqual(shops);
    await expect(deleteSavedFilter(4)).resolves.toBeUndefined();
    expect(sent()).toEqual([
      `GET groups/${context}/saved_filters?resource=domains&owner=me&limit=1000`,
      `GET groups/${context}/saved_filters?resource=domains&owner=others&limit=100`,
      `POST groups/${context}/saved_filters?`,
      `DELETE groups/${context}/saved_filters/4?`,
    ]);
    expect(fake.sent[2]!.json()).toEqual({ resource: 'domains', name: 'Shops', pql: shops.pql, sort: null, fields: null });
  });
});

describe('audit entries go through the data provider', () => {
  beforeEach(() => {
    fake.route = () => answer(200, { data: [{ id: 1, action: 'update', created_at: '2026-01-01 00:00:00' }], meta: { total: 30 } });
  });

  it('a record’s entries come from its log path, newest first, filtered', async () => {
    const page = await loadAuditEntries({ kind: 'record', apiPath: 'domains', id: '7' }, { page: 2, limit: 25, pql: 'action equals update' });
    expect(sent()).toEqual([`GET groups/${context}/domains/7/log?limit=25&page=2&sort=-created_at&pql=action+equals+update`]);
    expect(page.meta).toEqual({ total: 30, page: 2, limit: 25 });
  });

  it('an area’s entries come from audit_log with the resource named', async () => {
    const page = await loadAuditEntries({ kind: 'area', resource: 'contacts' }, { page: 1, limit: 25 });
    expect(sent()).toEqual([`GET groups/${context}/audit_log?resource=contacts&limit=25&page=1&sort=-created_at`]);
    expect(page.data).toHaveLength(1);
  });
});
