/**
 * POST /groups/{context}/domain_additions: a dry run says per line transfer, external or refused
 * with the reason and creates nothing; the real run makes the transfers one order (its domains
 * pending_transfer, charged, audited, the auth codes kept nowhere once used) and creates the
 * external domains.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freeNames } from './support/free-names.ts';
import { callJson } from './support/http-calls.ts';
import { startTestApi, type TestApi } from './support/test-api.ts';
import { signInAs, type SignedInUser } from './support/test-users.ts';

type Json = Record<string, unknown>;
interface Row { line: number; name: string; unicode_name: string; outcome: string; reason_key?: string; reason?: string; reason_values?: Json; price?: { amount: number; currency: string } }
interface Answer { data: Row[]; orders?: (Json & { id: number; kind: string; status: string; items: Json[] })[]; code?: string }

describe('domain additions', () => {
  let api: TestApi;
  let admin: SignedInUser;
  let lines: Json[];
  let names: { transfer: string; ukTransfer: string; idn: string; external: string; externalUnsold: string; own: string; foreign: string };

  const add = (body: unknown, user = admin) => callJson<Answer>(api.baseUrl, 'POST', `/groups/${user.groupId}/domain_additions`, { token: user.token, body });
  const counts = () => Object.fromEntries(['domains', 'orders', 'order_items', 'transactions', 'audit_log', 'dns_zones'].map((table) => [table, Number(api.db.prepare(`SELECT count(*) AS n FROM ${table}`).get()!.n)]));

  beforeAll(async () => {
    api = await startTestApi({ accessTokenTtlSeconds: 86_400 }, { domains: 200 });
    admin = await signInAs(api.baseUrl, 'admin');
    // A TLD the catalogue knows but does not sell: external domains may use it, transfers may not.
    api.db.prepare("UPDATE tlds SET status = 'closed' WHERE name = 'cloud'").run();
    names = {
      transfer: freeNames('com', 'additions-transfer-', 1)[0]!,
      ukTransfer: freeNames('co.uk', 'additions-uk-', 1)[0]!,
      idn: 'additions-bücher.de',
      external: freeNames('net', 'additions-external-', 1)[0]!,
      externalUnsold: 'additions-elsewhere.cloud',
      own: String(api.db.prepare('SELECT name FROM domains WHERE group_id = ? ORDER BY id LIMIT 1').get(admin.groupId)!.name),
      foreign: String(api.db.prepare('SELECT name FROM domains WHERE group_id != ? ORDER BY id LIMIT 1').get(admin.groupId)!.name),
    };
    lines = [
      { name: names.transfer, auth_code: 'Xy7-secret-CODE' },
      { name: names.ukTransfer },
      { name: names.idn, auth_code: 'de-code-123' },
      { name: names.external, external: true },
      { name: names.externalUnsold, external: true },
      { name: 'additions-no-code.org' },
      { name: 'additions bad.com', auth_code: 'x' },
      { name: 'additions.zz', external: true },
      { name: names.own, auth_code: 'abc' },
      { name: names.foreign, external: true },
      { name: names.transfer.toUpperCase(), auth_code: 'again' },
      { name: 'additions-closed.cloud', auth_code: 'abc' },
    ];
  });
  afterAll(() => api.close());

  it('a dry run says per line transfer, external or refused with the reason, and creates nothing', async () => {
    const before = counts();
    const answer = await add({ lines, dry_run: true });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(answer.body).not.toHaveProperty('orders');
    expect(answer.body.data.map((row) => [row.line, row.name, row.outcome, row.reason_key ?? null])).toEqual([
      [0, names.transfer, 'transfer', null],
      [1, names.ukTransfer, 'transfer', null],
      [2, 'xn--additions-bcher-9vb.de', 'transfer', null],
      [3, names.external, 'external', null],
      [4, names.externalUnsold, 'external', null],
      [5, 'additions-no-code.org', 'refused', 'auth_code_missing'],
      [6, 'additions bad.com', 'refused', 'bad_character'],
      [7, 'additions.zz', 'refused', 'unknown_tld'],
      [8, names.own, 'refused', 'in_account'],
      [9, names.foreign, 'refused', 'in_other_account'],
      [10, names.transfer, 'refused', 'duplicate_line'],
      [11, 'additions-closed.cloud', 'refused', 'not_sold'],
    ]);
    const rows = answer.body.data;
    expect(rows[2]!.unicode_name).toBe('additions-bücher.de');
    expect(rows[0]!.price).toEqual({ amount: expect.any(Number), currency: 'GBP' });
    expect(rows[0]!.price!.amount).toBeGreaterThan(0);
    expect(rows[3]).not.toHaveProperty('price');
    expect(rows[5]).toMatchObject({ reason: 'A .org transfer needs the authorisation code (auth code) from the current registrar.', reason_values: { tld: 'org' } });
    expect(rows[10]).toMatchObject({ reason: 'Line 1 names it already.' });
    expect(counts()).toEqual(before);
  });

  it('the real run makes the transfers one order and creates the external domains', async () => {
    const before = counts();
    const answer = await add({ lines });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(answer.body.data.map((row) => row.outcome)).toEqual(['transfer', 'transfer', 'transfer', 'external', 'external', ...Array(7).fill('refused')]);
    expect(answer.body.orders).toHaveLength(1);
    const placed = answer.body.orders![0]!;
    expect(placed).toMatchObject({ kind: 'transfer', status: 'completed', currency: 'GBP' });
    expect(placed.items.map((item) => [item.domain_name, item.kind, item.status])).toEqual([
      [names.transfer, 'transfer', 'completed'], [names.ukTransfer, 'transfer', 'completed'], ['xn--additions-bcher-9vb.de', 'transfer', 'completed'],
    ]);
    expect(placed.amount).toBe(answer.body.data.slice(0, 3).reduce((sum, row) => sum + row.price!.amount, 0));

    const domain = (name: string) => api.db.prepare('SELECT status, external, dns_managed, registrant_contact_id, unicode_name FROM domains WHERE name = ? AND group_id = ?').get(name, admin.groupId);
    expect(domain(names.transfer)).toMatchObject({ status: 'pending_transfer', external: 0, registrant_contact_id: expect.any(Number) });
    expect(domain('xn--additions-bcher-9vb.de')).toMatchObject({ status: 'pending_transfer', unicode_name: 'additions-bücher.de' });
    expect(domain(names.external)).toMatchObject({ status: 'active', external: 1, dns_managed: 0 });
    expect(domain(names.externalUnsold)).toMatchObject({ external: 1 });
    const after = counts();
    expect(after.domains - before.domains).toBe(5);
    expect(after.orders - before.orders).toBe(1);
    expect(after.order_items - before.order_items).toBe(3);
    expect(after.transactions - before.transactions).toBe(3);
    expect(after.dns_zones).toBe(before.dns_zones);

    // The auth codes were used, not kept: not in the items, not in the audit log.
    const stored = api.db.prepare('SELECT options FROM order_items WHERE order_id = ? ORDER BY id').all(placed.id).map((row) => JSON.parse(String(row.options)) as Json);
    expect(JSON.stringify(stored)).not.toContain('Xy7-secret-CODE');
    expect(stored.map((options) => options.auth_code_given ?? false)).toEqual([true, false, true]);
    expect(JSON.stringify(api.db.prepare('SELECT before, after FROM audit_log').all())).not.toContain('Xy7-secret-CODE');
    expect(JSON.stringify(answer.body)).not.toContain('Xy7-secret-CODE');
    const created = api.db.prepare("SELECT resource_name FROM audit_log WHERE resource_type = 'domain' AND action = 'create' AND after LIKE '%\"external\":true%'").all().map((row) => row.resource_name);
    expect(created).toEqual(expect.arrayContaining([names.external, names.externalUnsold]));

    const record = await callJson<Json>(api.baseUrl, 'GET', `/groups/${admin.groupId}/domains?pql=${encodeURIComponent(`name equals ${names.external}`)}`, { token: admin.token });
    expect(record.body.data).toEqual([expect.objectContaining({ name: names.external, external: true })]);
    // Added once: the same lines again are refused as in the account.
    const again = await add({ lines: lines.slice(0, 5), dry_run: true });
    expect(again.body.data.map((row) => row.reason_key)).toEqual(Array(5).fill('in_account'));
  });

  it('checks the body and the permission', async () => {
    expect((await add({ lines: [] })).status).toBe(400);
    expect((await add({ lines: [{ name: 'a.com', extra: 1 }] })).status).toBe(400);
    const viewer = await signInAs(api.baseUrl, 'viewer');
    expect((await add({ lines: [{ name: 'a.com', external: true }], dry_run: true }, viewer)).status).toBe(403);
  });
});
