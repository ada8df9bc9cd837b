import { beforeEach, describe, expect, it, vi } from 'vitest';
import { resourceDeclarations } from '~/lib/resources/index';
import { columnsForView } from '~/lib/lists/account-view';
import { earlyListPlan } from '~/lib/lists/early-list-plan';
import { listRequest } from '~/lib/lists/list-request';
import { readListUrlState } from '~/lib/lists/list-url-state';

/** Every `{name}` of a route pattern given a value, as an address would. */
const concreteParameters = (pattern: string) => Object.fromEntries([...pattern.matchAll(/\{([^}]+)\}/g)].map(([, name]) => [name!, '7']));
const dataset: Record<string, string | undefined> = {};
vi.stubGlobal('document', { documentElement: { dataset } });
vi.stubGlobal('window', globalThis);

const getList = vi.fn((query: unknown) => Promise.resolve({ data: [], meta: { total: 0, page: 1, limit: 25 }, query }));
vi.mock('~/lib/data/data', () => ({ getList: (query: unknown) => getList(query) }));
const tokens = { value: undefined as unknown };
vi.mock('~/lib/session/tokens-store', () => ({ $tokens: { get: () => tokens.value } }));
const user = { value: undefined as unknown };
vi.mock('~/lib/session/user-store', () => ({ $user: { get: () => user.value } }));
const { startEarlyList, takeEarlyList, listRouteParameters } = await import('~/lib/lists/early-list');

const listed = resourceDeclarations.filter((declaration) => declaration.routes.list);
const addresses = ['', '?page=3&limit=50&sort=name', '?pql=id%20greater_than%201&fields=id', '?filter[status]=active'];

describe('an early list call is the call the island would make', () => {
  for (const declaration of listed) {
    it(`${declaration.name}: the page's plan asks for exactly what the island asks for`, () => {
      const pattern = declaration.routes.list!;
      const plan = earlyListPlan(declaration, pattern, 'http://api.test');
      const parameters = concreteParameters(pattern);
      for (const search of addresses) {
        const state = readListUrlState(new URLSearchParams(search), declaration.defaultSort);
        for (const allAccounts of [false, true]) {
          const island = columnsForView(declaration, allAccounts);
          expect(listRequest(columnsForView(plan.declaration, allAccounts), state, parameters)).toEqual(listRequest(island, state, parameters));
        }
      }
    });
  }
});

describe('starting and taking the early call', () => {
  const declared = listed.find((declaration) => declaration.name === 'domains')!;
  const plan = earlyListPlan(declared, '/domains', 'http://api.test');
  // The list as the island shows it to a customer.
  const domains = columnsForView(declared, false);
  beforeEach(() => {
    getList.mockClear();
    user.value = undefined;
    delete dataset.leaving;
    tokens.value = { accessToken: 'a', refreshToken: 'r', expires: '2999-01-01 00:00:00' };
  });

  it('is taken once by the same request, and not by another', async () => {
    startEarlyList(plan, { pathname: '/domains', search: '?sort=name' });
    expect(getList).toHaveBeenCalledTimes(1);
    const state = readListUrlState(new URLSearchParams('?sort=name'), domains.defaultSort);
    const other = readListUrlState(new URLSearchParams('?sort=tld'), domains.defaultSort);
    expect(takeEarlyList(listRequest(domains, other, {}))).toBeUndefined();
    const call = takeEarlyList(listRequest(domains, state, {}));
    await expect(call).resolves.toMatchObject({ meta: { total: 0 } });
    expect(takeEarlyList(listRequest(domains, state, {}))).toBeUndefined();
  });

  it('asks for nothing without a session or on a page that is leaving', () => {
    tokens.value = undefined;
    startEarlyList(plan, { pathname: '/domains', search: '' });
    tokens.value = { accessToken: 'a' };
    dataset.leaving = '';
    startEarlyList(plan, { pathname: '/domains', search: '' });
    expect(getList).not.toHaveBeenCalled();
  });

  it('reads route parameters as the island does, trailing slash or not', () => {
    expect(listRouteParameters('/domains/{id}/glue-records', '/domains/42/glue-records/')).toEqual({ id: '42' });
  });

  it('adopts the inline script’s 200 answer for the default address instead of asking again', async () => {
    (globalThis as Record<string, unknown>).__portalEarlyList = Promise.resolve({ status: 200, body: { data: [{ id: 9 }], meta: { total: 1, page: 1, limit: 25 } } });
    startEarlyList(plan, { pathname: '/domains', search: '?context=' + 'a'.repeat(36) });
    const state = readListUrlState(new URLSearchParams(), domains.defaultSort);
    await expect(takeEarlyList(listRequest(domains, state, {}))).resolves.toEqual({ data: [{ id: 9 }], meta: { total: 1, page: 1, limit: 25 } });
    expect(getList).not.toHaveBeenCalled();
  });

  it('asks again, with the account column, for staff in all accounts, whose list the inline script cannot know', async () => {
    const own = 'b'.repeat(36);
    user.value = { id: 1, group_id: own, roles: ['staff'], abilities: ['staff'] };
    (globalThis as Record<string, unknown>).__portalEarlyList = Promise.resolve({ status: 200, body: { data: [{ id: 9 }], meta: { total: 1, page: 1, limit: 25 } } });
    startEarlyList(plan, { pathname: '/domains', search: `?context=${own}` });
    expect(getList).toHaveBeenCalledTimes(1);
    expect((getList.mock.calls[0]![0] as { fields: string[] }).fields).toContain('account.name');
  });

  it('asks through the HTTP client when the inline answer is not a 200', async () => {
    (globalThis as Record<string, unknown>).__portalEarlyList = Promise.resolve({ status: 401 });
    startEarlyList(plan, { pathname: '/domains', search: '' });
    const state = readListUrlState(new URLSearchParams(), domains.defaultSort);
    await takeEarlyList(listRequest(domains, state, {}));
    expect(getList).toHaveBeenCalledTimes(1);
  });
});

describe('the default query the inline script sends', () => {
  it('is the HTTP client’s query for an address without one', () => {
    const domains = listed.find((declaration) => declaration.name === 'domains')!;
    expect(earlyListPlan(domains, '/domains', 'http://api.test').defaultQuery)
      .toBe('limit=25&page=1&sort=-created_at&fields=id%2Cname%2Cunicode_name%2Ctld%2Cstatus%2Cexpires_at%2Cauto_renew%2Cregistry_lock');
  });

  it('is left out for lists nested in a record', () => {
    const glue = listed.find((declaration) => declaration.name === 'glue-records')!;
    expect(earlyListPlan(glue, glue.routes.list!, 'http://api.test').defaultQuery).toBeUndefined();
  });
});

