/** Staff acting in accounts: finding one by name or reference, the address in it, and the account column of the all-accounts view. */
import { describe, expect, it } from 'vitest';
import { columnsForView } from '~/lib/lists/account-view';
import { earlyListPlan } from '~/lib/lists/early-list-plan';
import { requestedFields } from '~/lib/lists/list-request';
import { readListUrlState } from '~/lib/lists/list-url-state';
import { printPql } from '~/lib/pql';
import { resourceByName } from '~/lib/resources/index';
import { accountSearches, mergeAccountMatches } from '~/lib/accounts/account-search';
import { addressInAccount } from '~/lib/session/context-parameter';
import { answer } from './support/fake-api.ts';
import { context, createTestDataProvider } from './support/fake-data-provider.ts';

const own = '0a0a0a0a-0000-4000-8000-00000000000a';
const other = '6f1d2c9e-4b7a-4d2e-9a51-0c3e8b7f2a10';

describe('finding an account', () => {
  it('asks by name and by reference, and nothing for blank text', () => {
    expect(accountSearches(' Aurora ').map((terms) => printPql(terms))).toEqual(['name equals *Aurora*', 'reference equals *Aurora*']);
    expect(accountSearches('  ')).toEqual([]);
  });

  it('merges the answers: each account once, an exact reference first, then by name, at most the limit', () => {
    const byName = [{ id: 'b', name: 'Beta' }, { id: 'a', name: 'Alpha', reference: 'ACC-1' }];
    const byReference = [{ id: 'c', name: 'Gamma', reference: 'acc-1037' }, { id: 'a', name: 'Alpha', reference: 'ACC-1' }];
    expect(mergeAccountMatches('ACC-1037', [byName, byReference], 10).map((account) => account.id)).toEqual(['c', 'a', 'b']);
    expect(mergeAccountMatches('x', [byName, byReference], 2).map((account) => account.id)).toEqual(['a', 'b']);
  });

  it('lists accounts in the context given, not the current one', async () => {
    const { data, api } = createTestDataProvider(() => answer(200, { data: [], meta: { total: 0, page: 1, limit: 10 } }));
    await data.getList({ resource: 'accounts', context: own, limit: 10 });
    await data.getList({ resource: 'accounts' });
    expect(api.sent.map((call) => call.path)).toEqual([`groups/${own}/accounts`, `groups/${context}/accounts`]);
  });
});

describe('the address in another account', () => {
  it('keeps the page and sets the context; the own account drops it', () => {
    expect(addressInAccount(`https://portal.example/domains?pql=x#top`, other, own)).toBe(`/domains?pql=x&context=${other}#top`);
    expect(addressInAccount(`https://portal.example/domains?context=${other}&page=2`, own, own)).toBe('/domains?page=2');
  });
});

describe('the account column', () => {
  const domains = resourceByName('domains')!;
  const fields = (allAccounts: boolean) => requestedFields(columnsForView(domains, allAccounts), readListUrlState(new URLSearchParams(), domains.defaultSort));

  it('is shown to staff in all accounts, after the name, and asked of the API', () => {
    expect(fields(true).slice(0, 4)).toEqual(['id', 'name', 'unicode_name', 'account.name']);
  });

  it('is neither shown nor offered in one account, nor in a list nested in a record', () => {
    expect(fields(false)).not.toContain('account.name');
    expect(columnsForView(domains, false).columns.some((column) => column.field === 'account.name')).toBe(false);
    const orders = resourceByName('domain-orders')!;
    expect(orders.columns.some((column) => column.field === 'account.name')).toBe(true);
    expect(columnsForView(orders, true).columns.some((column) => column.field === 'account.name')).toBe(false);
  });

  it('stays out of the call the page starts before it knows the user', () => {
    expect(earlyListPlan(domains, '/domains', 'http://api.example').defaultQuery).not.toContain('account');
  });
});
