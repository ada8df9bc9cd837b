/**
 * The account column (`account.name`): staff in all accounts see whose each record is, can sort
 * and filter by it; it is declared on every top-level list of an account's records.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { resourceBindings } from '../../server/api/resources/bindings/index.ts';
import { resourceDeclarations } from '../../src/lib/resources/index.ts';
import { callJson } from './support/http-calls.ts';
import { startTestApi, type TestApi } from './support/test-api.ts';
import { signInAs, type SignedInUser } from './support/test-users.ts';

type Row = { id: number; name: string; account?: { name: string } };
type ListBody = { data: Row[]; meta: { total: number } };

describe('the account column', () => {
  let api: TestApi;
  let staff: SignedInUser;
  let admin: SignedInUser;
  const accountName = (id: string) => String(api.db.prepare('SELECT name FROM accounts WHERE id = ?').get(id)?.name);
  beforeAll(async () => {
    api = await startTestApi();
    staff = await signInAs(api.baseUrl, 'staff');
    admin = await signInAs(api.baseUrl, 'admin');
  });
  afterAll(() => api.close());

  const list = (user: SignedInUser, query: string) =>
    callJson<ListBody>(api.baseUrl, 'GET', `/groups/${user.groupId}/domains?${query}`, { token: user.token });

  it('names each record’s account for staff in all accounts, who can sort and filter by it', async () => {
    const sorted = await list(staff, 'fields=id,name,account,account.name&sort=account.name&limit=1000');
    expect(sorted.status).toBe(200);
    const names = sorted.body.data.map((row) => row.account?.name ?? '');
    expect(new Set(names).size).toBeGreaterThan(1);
    expect(names).toEqual([...names].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));

    const aurora = accountName(admin.groupId);
    const filtered = await list(staff, `fields=id,account,account.name&pql=${encodeURIComponent('account.name contains aurora')}&limit=1000`);
    const inAurora = Number(api.db.prepare('SELECT count(*) AS n FROM domains WHERE group_id = ?').get(admin.groupId)?.n);
    expect(filtered.body.meta.total).toBe(inAurora);
    expect(new Set(filtered.body.data.map((row) => row.account?.name))).toEqual(new Set([aurora]));
  });

  it('is the customer’s own account for a customer', async () => {
    const answer = await list(admin, 'fields=id,account,account.name&limit=5');
    expect(answer.body.data.map((row) => row.account?.name)).toEqual(Array(5).fill(accountName(admin.groupId)));
  });

  it('is declared on every top-level list of an account’s records, and only there', () => {
    // A per-user list (the tray's) holds the caller's records of the context's account only: one account, no column.
    const catalogue = new Set(resourceBindings.filter((binding) => binding.catalogue || binding.perUser).map((binding) => binding.resource));
    const withColumn = resourceDeclarations.filter((declaration) => declaration.columns.some((column) => column.allAccountsOnly && column.field === 'account.name'));
    const accountLists = resourceDeclarations.filter(
      (declaration) => declaration.routes.list && !declaration.parent && !catalogue.has(declaration.name) && declaration.name !== 'accounts',
    );
    expect(withColumn.filter((declaration) => !declaration.parent).map((declaration) => declaration.name).sort()).toEqual(accountLists.map((declaration) => declaration.name).sort());
  });
});
