/**
 * GET /groups/{context}/spend, the invoicing overview (DESIGN.md section 14), over a seeded
 * database: spend per month and currency equals a sum worked out here from every transaction row
 * (charges and adjustments as signed, credits and refunds taken off, payments and void ones left
 * out), for a customer and for staff in all accounts; every month of the period is answered; the
 * account's billing and pricing entities; the 10 latest transactions; who may read it.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callJson } from './support/http-calls.ts';
import { startTestApi, type TestApi } from './support/test-api.ts';
import { signInAs, type SignedInUser } from './support/test-users.ts';

type Row = Record<string, unknown>;
interface Spend {
  months: { month: string; amounts: Record<string, number> }[];
  currencies: string[];
  totals: Record<string, number>;
  billing_entities: { id: number; name: string }[];
  pricing_entity: { id: number; name: string } | null;
  latest_transactions: Row[];
}

describe('the invoicing overview', () => {
  let api: TestApi;
  let admin: SignedInUser;
  let staff: SignedInUser;

  const monthsBack = (count: number) => {
    const now = new Date(api.clock.now());
    return Array.from({ length: count }, (_, index) => {
      const date = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - (count - 1) + index, 1));
      return date.toISOString().slice(0, 7);
    });
  };

  /** Spend per month and currency summed here, row by row. */
  function expectedMonths(group: string | undefined, count: number): Record<string, Record<string, number>> {
    const rows = api.db.prepare(`SELECT kind, status, amount, currency, transacted_at FROM transactions${group === undefined ? '' : ' WHERE group_id = ?'}`)
      .all(...(group === undefined ? [] : [group]));
    const months = monthsBack(count);
    const result: Record<string, Record<string, number>> = Object.fromEntries(months.map((month) => [month, {}]));
    for (const row of rows) {
      const month = String(row.transacted_at).slice(0, 7);
      if (!(month in result) || row.status === 'void' || row.kind === 'payment') continue;
      const amount = row.kind === 'credit' || row.kind === 'refund' ? -Math.abs(Number(row.amount)) : Number(row.amount);
      const amounts = result[month]!;
      amounts[String(row.currency)] = (amounts[String(row.currency)] ?? 0) + amount;
    }
    return result;
  }

  const spend = async (user: SignedInUser, query = '') => {
    const answer = await callJson<{ data: Spend }>(api.baseUrl, 'GET', `/groups/${user.groupId}/spend${query}`, { token: user.token });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    return answer.body.data;
  };
  const asRecord = (data: Spend) => Object.fromEntries(data.months.map((entry) => [entry.month, entry.amounts]));

  beforeAll(async () => {
    api = await startTestApi({ jobRunnerIntervalMs: 0 }, { domains: 400 });
    admin = await signInAs(api.baseUrl, 'admin');
    staff = await signInAs(api.baseUrl, 'staff');
    // A credit written with a positive amount and a void charge this month: the first is taken off, the second counts for nothing.
    const at = new Date(api.clock.now()).toISOString();
    const insert = api.db.prepare(`INSERT INTO transactions (group_id, reference, kind, status, description, amount, currency, transacted_at, created_at, updated_at)
      VALUES (?, ?, ?, ?, 'test', ?, 'GBP', ?, ?, ?)`);
    insert.run(admin.groupId, 'TX-TEST-1', 'credit', 'paid', 500, at, at, at);
    insert.run(admin.groupId, 'TX-TEST-2', 'charge', 'void', 9999, at, at, at);
    insert.run(admin.groupId, 'TX-TEST-3', 'charge', 'pending', 2000, at, at, at);
  }, 60_000);
  afterAll(() => api.close());

  it('sums spend per month and currency as the rows say, for a customer and for staff in all accounts', async () => {
    for (const [user, group] of [[admin, admin.groupId], [staff, undefined]] as const) {
      const data = await spend(user);
      expect(data.months.map((entry) => entry.month)).toEqual(monthsBack(12));
      expect(asRecord(data)).toEqual(expectedMonths(group, 12));
      const currencies = [...new Set(data.months.flatMap((entry) => Object.keys(entry.amounts)))].sort();
      expect(data.currencies).toEqual(currencies);
      for (const currency of currencies) {
        expect(data.totals[currency]).toBe(data.months.reduce((sum, entry) => sum + (entry.amounts[currency] ?? 0), 0));
      }
    }
    const admins = await spend(admin);
    expect(admins.months.at(-1)!.amounts.GBP).toBe(expectedMonths(admin.groupId, 1)[monthsBack(1)[0]!]!.GBP);
    expect(admins.currencies).toEqual(['GBP']);
    expect((await spend(staff)).currencies.length).toBeGreaterThan(1);
  });

  it('answers as many months as asked, and refuses other numbers', async () => {
    expect((await spend(admin, '?months=24')).months).toHaveLength(24);
    expect(asRecord(await spend(admin, '?months=3'))).toEqual(expectedMonths(admin.groupId, 3));
    for (const months of ['0', '37', 'x', '1.5']) {
      const refused = await callJson(api.baseUrl, 'GET', `/groups/${admin.groupId}/spend?months=${months}`, { token: admin.token });
      expect(refused.status, months).toBe(400);
      expect(refused.body).toMatchObject({ code: 'invalid_parameter' });
    }
  });

  it('names the account\'s billing entities and pricing entity', async () => {
    const data = await spend(admin);
    const billing = api.db.prepare(`SELECT be.id, be.name FROM billing_entity_accounts bea JOIN billing_entities be ON be.id = bea.billing_entity_id
      WHERE bea.account_id = ? ORDER BY bea.id`).all(admin.groupId).map((row) => ({ id: Number(row.id), name: String(row.name) }));
    expect(billing.length).toBeGreaterThan(0);
    expect(data.billing_entities).toEqual(billing);
    const pricing = api.db.prepare('SELECT pe.id, pe.name FROM accounts a JOIN pricing_entities pe ON pe.id = a.pricing_entity_id WHERE a.id = ?').get(admin.groupId);
    expect(data.pricing_entity).toEqual({ id: Number(pricing?.id), name: String(pricing?.name) });
  });

  it('lists the 10 latest transactions in scope', async () => {
    const data = await spend(admin);
    const expected = api.db.prepare('SELECT id FROM transactions WHERE group_id = ? ORDER BY transacted_at DESC, id DESC LIMIT 10').all(admin.groupId).map((row) => Number(row.id));
    expect(data.latest_transactions.map((row) => row.id)).toEqual(expected);
    expect(data.latest_transactions[0]).toMatchObject({ reference: expect.any(String), amount: expect.any(Number), currency: expect.any(String) });
    const all = await spend(staff);
    const newest = api.db.prepare('SELECT id FROM transactions ORDER BY transacted_at DESC, id DESC LIMIT 10').all().map((row) => Number(row.id));
    expect(all.latest_transactions.map((row) => row.id)).toEqual(newest);
    // Staff in all accounts see whose each one is.
    expect(all.latest_transactions[0]).toHaveProperty(['account', 'name'], expect.any(String));
  });

  it('needs view-invoicing', async () => {
    const brand = await signInAs(api.baseUrl, 'brand');
    const refused = await callJson(api.baseUrl, 'GET', `/groups/${brand.groupId}/spend`, { token: brand.token });
    expect(refused.status).toBe(403);
  });
});
