/**
 * POST /groups/{context}/domain_orders and GET …/orders/{id}/items: an order moves through its
 * states (items queued → processing → completed; the domain created with its zone; the price
 * charged; every step audited); an order at or above the account's approval threshold waits in
 * awaiting_approval behind an approval request (approving moves it on, rejecting cancels it);
 * a name that became unavailable refuses the whole cart and nothing is created; fulfilOrder and
 * cancelOrder on their own.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cancelOrder, fulfilOrder, type OrderDeps } from '../../server/api/orders/fulfil-order.ts';
import { createAuditTrail } from '../../server/api/resources/audit-trail.ts';
import { freeNames, heldName, premiumNames } from './support/free-names.ts';
import { callJson } from './support/http-calls.ts';
import { startTestApi, type TestApi } from './support/test-api.ts';
import { signInAs, type SignedInUser } from './support/test-users.ts';

type Json = Record<string, unknown>;
interface Item extends Json { id: number; status: string; domain_name: string; domain_id: number | null; amount: number; currency: string; failure_reason: string | null; options: Json }
interface Order extends Json { id: number; reference: string; status: string; amount: number; currency: string; items: Item[] }

describe('domain orders', () => {
  let api: TestApi;
  let admin: SignedInUser;
  let contactId: number;
  let contacts: Record<string, number>;

  const order = (body: unknown, user = admin) => callJson<{ data: Order[]; code?: string; items?: Json[] }>(api.baseUrl, 'POST', `/groups/${user.groupId}/domain_orders`, { token: user.token, body });
  const cart = (names: string[], extra: Json = {}) => ({ items: names.map((name) => ({ name, period_years: 1 })), contacts, nameservers: null, privacy: true, ...extra });
  const count = (table: string) => Number(api.db.prepare(`SELECT count(*) AS n FROM ${table}`).get()!.n);

  beforeAll(async () => {
    api = await startTestApi({ accessTokenTtlSeconds: 86_400 }, { domains: 200 });
    admin = await signInAs(api.baseUrl, 'admin');
    contactId = Number(api.db.prepare('SELECT id FROM contacts WHERE group_id = ? ORDER BY id LIMIT 1').get(admin.groupId)!.id);
    contacts = { registrant_contact_id: contactId, admin_contact_id: contactId, tech_contact_id: contactId, billing_contact_id: contactId };
  });
  afterAll(() => api.close());

  it('the seed gives every account an approver among its contacts and an order threshold (500.00 GBP for the demo customer)', () => {
    const account = api.db.prepare('SELECT approver_name, approver_email, order_approval_threshold, default_currency FROM accounts WHERE id = ?').get(admin.groupId)!;
    expect(account).toMatchObject({ order_approval_threshold: 50_000, default_currency: 'GBP' });
    expect(api.db.prepare('SELECT 1 AS found FROM contacts WHERE group_id = ? AND name = ? AND email = ?').get(admin.groupId, account.approver_name, account.approver_email)).toBeDefined();
    expect(count('accounts WHERE approver_email IS NULL OR order_approval_threshold IS NULL')).toBe(0);
  });

  it('moves a cheap order through its states: items queued → processing → completed, domain and zone created, price charged, each step audited', async () => {
    const [name] = freeNames('com', 'orders-cheap-', 1);
    const auditBefore = Number(api.db.prepare('SELECT coalesce(max(id), 0) AS id FROM audit_log').get()!.id);
    const answer = await order(cart([name!], { items: [{ name: name!, period_years: 2 }] }));
    expect(answer.status, JSON.stringify(answer.body)).toBe(201);
    expect(answer.body.data).toHaveLength(1);
    const placed = answer.body.data[0]!;
    expect(placed).toMatchObject({ kind: 'registration', status: 'completed', currency: 'GBP', domain_name: name, period_years: 2, completed_at: expect.any(String), approval: null });
    expect(placed.items).toEqual([expect.objectContaining({ domain_name: name, unicode_name: name, status: 'completed', period_years: 2, amount: placed.amount, domain_id: expect.any(Number) })]);
    const item = placed.items[0]!;

    const domain = api.db.prepare('SELECT * FROM domains WHERE id = ?').get(item.domain_id)!;
    expect(domain).toMatchObject({ name, group_id: admin.groupId, status: 'active', dns_managed: 1, external: 0, registrant_contact_id: contactId, tech_contact_id: contactId });
    expect(JSON.parse(String(domain.nameservers))).toEqual(['ns1.meridian-dns.net', 'ns2.meridian-dns.net', 'ns3.meridian-dns.eu']);
    expect(Date.parse(String(domain.expires_at)) - Date.parse(String(domain.registered_at))).toBeGreaterThan(2 * 364 * 86_400_000);
    const zone = api.db.prepare('SELECT id, domain_id FROM dns_zones WHERE name = ?').get(name!)!;
    expect(zone.domain_id).toBe(item.domain_id);
    expect(api.db.prepare('SELECT type FROM dns_records WHERE zone_id = ? ORDER BY id').all(zone.id).map((row) => row.type)).toEqual(['SOA', 'NS', 'NS', 'NS']);
    const transaction = api.db.prepare('SELECT kind, amount, currency, order_id, domain_id, period_years FROM transactions WHERE order_id = ?').get(placed.id);
    expect(transaction).toEqual({ kind: 'charge', amount: placed.amount, currency: 'GBP', order_id: placed.id, domain_id: item.domain_id, period_years: 2 });

    const steps = api.db.prepare('SELECT resource_type, action, after FROM audit_log WHERE id > ? ORDER BY id').all(auditBefore);
    expect(steps.map((step) => `${step.resource_type}:${step.action}`)).toEqual([
      'order:create', 'order_item:create', 'order_item:process', 'domain:create', 'dns_zone:create', 'order_item:complete', 'transaction:create', 'order:complete',
    ]);
    expect(JSON.parse(String(steps[2]!.after))).toEqual({ status: 'processing' });

    const read = await callJson<Order>(api.baseUrl, 'GET', `/groups/${admin.groupId}/orders/${placed.id}`, { token: admin.token });
    expect(read.body).toMatchObject({ id: placed.id, reference: placed.reference, status: 'completed' });
    const items = await callJson<{ data: Item[] }>(api.baseUrl, 'GET', `/groups/${admin.groupId}/orders/${placed.id}/items`, { token: admin.token });
    expect(items.body.data).toEqual(placed.items);
    const recheck = await callJson<{ data: { state: string }[] }>(api.baseUrl, 'POST', `/groups/${admin.groupId}/domain_checks`, { token: admin.token, body: { names: [name] } });
    expect(recheck.body.data[0]!.state).toBe('registered_here');
  });

  it('delegates to the name servers given, without a zone of ours', async () => {
    const [name] = freeNames('de', 'orders-ns-', 1);
    const answer = await order(cart([name!], { nameservers: ['NS1.Example-DNS.net.', 'ns2.example-dns.net', 'ns1.example-dns.net'], privacy: false }));
    expect(answer.status, JSON.stringify(answer.body)).toBe(201);
    const domain = api.db.prepare('SELECT dns_managed, nameservers, privacy FROM domains WHERE name = ?').get(name!)!;
    expect(domain).toMatchObject({ dns_managed: 0, privacy: 0 });
    expect(JSON.parse(String(domain.nameservers))).toEqual(['ns1.example-dns.net', 'ns2.example-dns.net']);
    expect(api.db.prepare('SELECT 1 FROM dns_zones WHERE name = ?').get(name!)).toBeUndefined();
  });

  it('makes an order at or above the threshold wait in awaiting_approval; approving moves it on', async () => {
    const names = premiumNames('io', 2);
    const before = count('domains');
    const answer = await order(cart(names));
    expect(answer.status, JSON.stringify(answer.body)).toBe(201);
    const placed = answer.body.data[0]!;
    expect(placed.amount).toBeGreaterThanOrEqual(50_000);
    expect(placed).toMatchObject({ status: 'awaiting_approval', completed_at: null });
    expect(placed.items.map((item) => item.status)).toEqual(['queued', 'queued']);
    expect(count('domains')).toBe(before);

    const request = api.db.prepare("SELECT id, public_id, kind, status, order_id, approver_email, amount, currency, changes FROM approval_requests WHERE order_id = ?").get(placed.id)!;
    expect(request).toMatchObject({ kind: 'order', status: 'pending', amount: placed.amount, currency: 'GBP' });
    expect(String(request.changes)).toContain(names[0]!);
    expect(placed.approval).toEqual({ id: request.id, status: 'pending', approver_name: expect.any(String), expires_at: expect.any(String) });
    expect(JSON.stringify(answer.body)).not.toContain(String(request.public_id));
    const mail = api.db.prepare('SELECT to_address, body_text FROM mail_outbox ORDER BY id DESC LIMIT 1').get()!;
    expect(mail.to_address).toBe(request.approver_email);
    expect(String(mail.body_text)).toContain(`/approvals/${String(request.public_id)}`);
    // The names wait in the order: another cart cannot take them, this account sees them as its own.
    const again = await order(cart([names[0]!]));
    expect(again.status).toBe(409);
    expect(again.body.items).toEqual([expect.objectContaining({ name: names[0], state: 'registered_here', reason_key: 'in_account' })]);

    const decided = await callJson<Json>(api.baseUrl, 'POST', `/approvals/${String(request.public_id)}`, { body: { decision: 'approve' } });
    expect(decided.status, JSON.stringify(decided.body)).toBe(200);
    const items = await callJson<{ data: Item[] }>(api.baseUrl, 'GET', `/groups/${admin.groupId}/orders/${placed.id}/items`, { token: admin.token });
    expect(items.body.data.map((item) => item.status)).toEqual(['completed', 'completed']);
    expect(api.db.prepare('SELECT status FROM orders WHERE id = ?').get(placed.id)!.status).toBe('completed');
    expect(count('domains')).toBe(before + 2);
  });

  it('cancels a waiting order when its approval is rejected', async () => {
    const names = premiumNames('ai', 2);
    const answer = await order(cart(names));
    const placed = answer.body.data[0]!;
    expect(placed.status).toBe('awaiting_approval');
    const request = api.db.prepare('SELECT public_id FROM approval_requests WHERE order_id = ?').get(placed.id)!;
    const decided = await callJson<Json>(api.baseUrl, 'POST', `/approvals/${String(request.public_id)}`, { body: { decision: 'reject', comment: 'Too dear.' } });
    expect(decided.status, JSON.stringify(decided.body)).toBe(200);
    expect(api.db.prepare('SELECT status FROM orders WHERE id = ?').get(placed.id)!.status).toBe('cancelled');
    expect(api.db.prepare('SELECT status FROM order_items WHERE order_id = ?').all(placed.id).map((row) => row.status)).toEqual(['cancelled', 'cancelled']);
    expect(api.db.prepare('SELECT count(*) AS n FROM domains WHERE name IN (?, ?)').get(names[0]!, names[1]!)!.n).toBe(0);
  });

  it('refuses the whole cart when a name became unavailable, and creates nothing', async () => {
    const [free, taken] = freeNames('net', 'orders-race-', 2);
    const check = await callJson<{ data: { state: string }[] }>(api.baseUrl, 'POST', `/groups/${admin.groupId}/domain_checks`, { token: admin.token, body: { names: [free, taken] } });
    expect(check.body.data.map((row) => row.state)).toEqual(['available', 'available']);
    // Someone else registers one of them before the cart is ordered.
    const other = api.db.prepare("SELECT d.group_id, d.tld_id FROM domains d WHERE d.group_id != ? AND d.tld = 'net' LIMIT 1").get(admin.groupId)
      ?? api.db.prepare("SELECT (SELECT id FROM accounts WHERE id != ? AND kind = 'customer' LIMIT 1) AS group_id, (SELECT id FROM tlds WHERE name = 'net') AS tld_id").get(admin.groupId)!;
    api.db.prepare(`INSERT INTO domains (group_id, name, unicode_name, tld, tld_id, status, registered_at, expires_at) VALUES (?, ?, ?, 'net', ?, 'active', ?, ?)`)
      .run(other.group_id, taken!, taken!, other.tld_id, '2026-11-01T00:00:00.000Z', '2027-11-01T00:00:00.000Z');
    const held = heldName('org', 'orders-held-');
    const counts = () => ({ orders: count('orders'), items: count('order_items'), domains: count('domains'), transactions: count('transactions'), audit: count('audit_log'), approvals: count('approval_requests') });
    const before = counts();
    const answer = await order(cart([free!, taken!, held]));
    expect(answer.status).toBe(409);
    expect(answer.body.code).toBe('not_available');
    expect(answer.body.items).toEqual([
      expect.objectContaining({ name: taken, state: 'registered', reason_key: 'taken' }),
      expect.objectContaining({ name: held, state: 'registered' }),
    ]);
    expect(counts()).toEqual(before);
  });

  it('checks the cart: duplicates, periods, name servers, contacts, the permission', async () => {
    const [name, other] = freeNames('jp', 'orders-rules-', 2);
    expect((await order(cart([name!, name!.toUpperCase()]))).body.code).toBe('duplicate_items');
    const period = await order(cart([other!], { items: [{ name: other!, period_years: 3 }] }));
    expect(period.status).toBe(400);
    expect(period.body).toMatchObject({ code: 'invalid_period', items: [{ name: other, period_years: 3, min: 1, max: 1 }] });
    expect((await order(cart([name!], { nameservers: ['ns1.example.net', 'ns1.example.net.'] }))).body.code).toBe('invalid_nameserver');
    expect((await order(cart([name!], { nameservers: ['ns1.example.net', 'bad_host.example.net'] }))).body.code).toBe('invalid_nameserver');
    const foreignContact = Number(api.db.prepare('SELECT id FROM contacts WHERE group_id != ? LIMIT 1').get(admin.groupId)!.id);
    const foreign = await order(cart([name!], { contacts: { ...contacts, admin_contact_id: foreignContact } }));
    expect(foreign.body).toMatchObject({ code: 'invalid_reference', field: 'admin_contact_id' });
    expect((await order({ items: [{ name }] })).status).toBe(400);
    const viewer = await signInAs(api.baseUrl, 'viewer');
    expect((await order(cart([name!]), viewer)).status).toBe(403);
    const foreignOrder = Number(api.db.prepare('SELECT id FROM orders WHERE group_id != ? LIMIT 1').get(admin.groupId)!.id);
    expect((await callJson(api.baseUrl, 'GET', `/groups/${admin.groupId}/orders/${foreignOrder}/items`, { token: admin.token })).status).toBe(404);
    expect(count(`order_items WHERE domain_name = '${name}'`)).toBe(0);
  });

  it('fulfilOrder fails an item whose name was taken meanwhile; cancelOrder cancels what is left; both audited', async () => {
    const names = premiumNames('co', 2);
    const placed = (await order(cart(names))).body.data[0]!;
    expect(placed.status).toBe('awaiting_approval');
    const deps: OrderDeps = { db: api.db, audit: createAuditTrail(api.db), now: new Date(api.clock.now()).toISOString(), ip: '127.0.0.1', requestId: 'test', username: 'tester', userId: null };
    const other = String(api.db.prepare("SELECT id FROM accounts WHERE id != ? AND kind = 'customer' LIMIT 1").get(admin.groupId)!.id);
    api.db.prepare(`INSERT INTO domains (group_id, name, unicode_name, tld, tld_id, status, registered_at, expires_at) VALUES (?, ?, ?, 'co', (SELECT id FROM tlds WHERE name = 'co'), 'active', ?, ?)`)
      .run(other, names[1]!, names[1]!, deps.now, deps.now);
    fulfilOrder(deps, placed.id);
    const items = api.db.prepare('SELECT domain_name, status, failure_reason FROM order_items WHERE order_id = ? ORDER BY id').all(placed.id);
    expect(items).toEqual([
      { domain_name: names[0], status: 'completed', failure_reason: null },
      { domain_name: names[1], status: 'failed', failure_reason: `${names[1]} was registered by someone else meanwhile.` },
    ]);
    expect(api.db.prepare('SELECT status, failure_reason FROM orders WHERE id = ?').get(placed.id)).toMatchObject({ status: 'completed', failure_reason: expect.stringContaining('1 of 2 items failed') });
    expect(api.db.prepare("SELECT count(*) AS n FROM audit_log WHERE resource_type = 'order_item' AND action = 'fail' AND username = 'tester'").get()!.n).toBe(1);
    // A finished order stays as it is.
    cancelOrder(deps, placed.id, 'Too late.');
    expect(api.db.prepare('SELECT status FROM orders WHERE id = ?').get(placed.id)!.status).toBe('completed');

    const waiting = (await order(cart(premiumNames('tech', 1)))).body.data[0]!;
    cancelOrder(deps, waiting.id, 'Changed our mind.');
    expect(api.db.prepare('SELECT status, failure_reason FROM orders WHERE id = ?').get(waiting.id)).toEqual({ status: 'cancelled', failure_reason: 'Changed our mind.' });
    expect(api.db.prepare('SELECT status FROM order_items WHERE order_id = ?').get(waiting.id)!.status).toBe('cancelled');
    expect(api.db.prepare("SELECT action FROM audit_log WHERE resource_type = 'order' AND resource_id = ? ORDER BY id").all(String(waiting.id)).map((row) => row.action)).toEqual(['create', 'cancel']);
  });
});
