/**
 * Approvals from request to decision (DESIGN.md section 13): a material change asks the
 * account's approver by mail (a 128-bit public id in the link, 72 hours), does not apply before
 * the decision, applies on approval and not on rejection; the link works once; an expired link
 * cannot decide and reads expired everywhere (public API, resource lists and records, filters);
 * a wrong id is 404; an order waiting for approval is fulfilled or cancelled; resend and cancel;
 * the public id never reaches the requester; every step is audited and the requester is mailed.
 * Also migration 0019 and the demo seed's requests.
 */
import { copyFileSync, mkdirSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { requestApproval } from '../../server/api/approvals/request-approval.ts';
import { migrate, migrationsDirectory } from '../../server/api/db/migrate.ts';
import { openDatabase } from '../../server/api/db/open-database.ts';
import { latestMails } from '../../server/api/mail/outbox.ts';
import { createAuditTrail } from '../../server/api/resources/audit-trail.ts';
import { callJson } from './support/http-calls.ts';
import { portalOrigin, startTestApi, type TestApi } from './support/test-api.ts';
import { groupOf, signInAs, type SignedInUser } from './support/test-users.ts';

type Body = Record<string, unknown> & { code?: string; status?: string; data?: Record<string, unknown>[]; meta?: { total: number } };
type Row = Record<string, unknown>;

const hour = 3600;
const linkPattern = /https?:\/\/[^\s]+\/approvals\/([A-Za-z0-9_-]+)/;

describe('migration 0019 on a database in use', () => {
  it('keeps every approval request, its indexes and the id sequence, and takes the new kinds', () => {
    const directory = mkdtempSync(join(tmpdir(), 'portal-0019-'));
    try {
      const earlier = join(directory, 'migrations');
      mkdirSync(earlier);
      for (const file of readdirSync(migrationsDirectory).filter((name) => /^\d{4}_/.test(name) && Number(name.slice(0, 4)) < 19)) {
        copyFileSync(join(migrationsDirectory, file), join(earlier, file));
      }
      const db = openDatabase(join(directory, 'portal.sqlite'));
      migrate(db, earlier);
      const account = 'a0000000-0000-4000-8000-000000000001';
      db.prepare("INSERT INTO accounts (id, group_id, name, reference, kind) VALUES (?, ?, 'Test', 'ACC-1', 'customer')").run(account, account);
      db.prepare("INSERT INTO users (group_id, username, email, name) VALUES (?, 'asker', 'asker@example.test', 'Ann Asker')").run(account);
      const insert = db.prepare(`INSERT INTO approval_requests (group_id, public_id, kind, status, approver_name, approver_email, requested_by_user_id, expires_at)
        VALUES (?, ?, 'registrant_change', 'pending', 'Pat', 'pat@example.test', 1, '2030-01-01T00:00:00.000Z')`);
      for (const id of ['one', 'two', 'three']) insert.run(account, id);
      db.prepare("DELETE FROM approval_requests WHERE public_id = 'three'").run();
      // 0019 and the migrations after it.
      expect(migrate(db)[0]).toBe(19);
      expect(db.prepare('SELECT public_id, requested_by_name, payload, amount FROM approval_requests ORDER BY id').all()).toEqual([
        { public_id: 'one', requested_by_name: 'Ann Asker', payload: '{}', amount: null },
        { public_id: 'two', requested_by_name: 'Ann Asker', payload: '{}', amount: null },
      ]);
      const next = db.prepare(`INSERT INTO approval_requests (group_id, public_id, kind, status, approver_name, approver_email, expires_at)
        VALUES (?, 'four', 'domain_deletion', 'pending', 'Pat', 'pat@example.test', '2030-01-01T00:00:00.000Z')`).run(account);
      expect(Number(next.lastInsertRowid)).toBe(4);
      db.prepare(`INSERT INTO approval_requests (group_id, public_id, kind, status, approver_name, approver_email, expires_at)
        VALUES (?, 'five', 'registry_unlock', 'pending', 'Pat', 'pat@example.test', '2030-01-01T00:00:00.000Z')`).run(account);
      expect(db.prepare("SELECT name FROM sqlite_master WHERE type = 'index' AND tbl_name = 'approval_requests' AND sql IS NOT NULL ORDER BY name").all().map((row) => row.name))
        .toEqual(['approval_requests_contact', 'approval_requests_domain', 'approval_requests_group_created', 'approval_requests_group_status', 'approval_requests_order', 'approval_requests_pending_expiry']);
      expect(db.prepare('PRAGMA foreign_key_check').all()).toEqual([]);
      db.close();
    } finally {
      rmSync(directory, { recursive: true, force: true });
    }
  });
});

describe('approval lifecycle', () => {
  let api: TestApi;
  let admin: SignedInUser;
  let viewer: SignedInUser;
  let group: string;
  let approverEmail: string;
  const requesterEmail = 'oliver.hughes@aurorafoods.com';

  beforeAll(async () => {
    // The clock moves by days here: tokens and sessions outlive it.
    api = await startTestApi({ accessTokenTtlSeconds: 30 * 86_400, sessionTtlSeconds: 30 * 86_400 }, { domains: 200 });
    admin = await signInAs(api.baseUrl, 'admin');
    viewer = await signInAs(api.baseUrl, 'viewer');
    group = groupOf(api.db, 'admin');
    approverEmail = String(api.db.prepare('SELECT approver_email FROM accounts WHERE id = ?').get(group)?.approver_email);
  });
  afterAll(() => api.close());

  const call = (method: string, path: string, body?: unknown, user = admin) => callJson<Body>(api.baseUrl, method, `/groups/${group}/${path}`, { token: user.token, body });
  const publicGet = (publicId: string) => callJson<Body>(api.baseUrl, 'GET', `/approvals/${publicId}`);
  const decide = (publicId: string, decision: 'approve' | 'reject', comment?: string) => callJson<Body>(api.baseUrl, 'POST', `/approvals/${publicId}`, { body: { decision, comment } });
  const row = (sql: string, ...params: (string | number)[]) => api.db.prepare(sql).get(...params) as Row;
  const stored = (id: number) => row('SELECT * FROM approval_requests WHERE id = ?', id);
  const lastMailTo = (address: string) => latestMails(api.db, 1, address)[0];
  const linkOf = (body: string) => linkPattern.exec(body)?.[1] ?? '';
  const auditActions = (id: number) =>
    api.db.prepare("SELECT action, username FROM audit_log WHERE resource_type = 'approval_request' AND resource_id = ? ORDER BY id").all(String(id)) as { action: string; username: string }[];

  /** An active domain of the account with no request waiting and a contact it could change to. */
  function domainAndContact(): { domain: Row; contact: Row } {
    const domain = row(`SELECT id, name, registrant_contact_id FROM domains d WHERE group_id = ? AND status = 'active' AND external = 0
      AND NOT EXISTS (SELECT 1 FROM approval_requests a WHERE a.domain_id = d.id AND a.status = 'pending')
      AND NOT EXISTS (SELECT 1 FROM audit_log l WHERE l.resource_type = 'domain' AND l.resource_id = CAST(d.id AS TEXT) AND l.action IN ('update', 'delete_requested'))
      ORDER BY id LIMIT 1`, group);
    const contact = row('SELECT id, name, organisation FROM contacts WHERE group_id = ? AND id != ? ORDER BY id LIMIT 1', group, Number(domain.registrant_contact_id ?? 0));
    return { domain, contact };
  }

  async function askRegistrantChange(): Promise<{ domain: Row; contact: Row; id: number; publicId: string; answer: Body }> {
    const { domain, contact } = domainAndContact();
    const answer = await call('POST', 'domain_contact_changes', { domain_ids: [domain.id], contacts: { registrant_contact_id: contact.id } });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    const result = answer.body.data?.[0] as { outcome: string; approval: { id: number } };
    expect(result.outcome).toBe('approval');
    const id = result.approval.id;
    return { domain, contact, id, publicId: String(stored(id).public_id), answer: answer.body };
  }

  it('the demo seed holds pending requests counted from the start of the demo, an expired and an approved one, with working links in the outbox', async () => {
    const now = api.clock.now();
    // The seed mails only the demo's requests: the approver's outbox names them.
    const mails = latestMails(api.db, 20, approverEmail).filter((mail) => mail.kind === 'approval_request');
    const requests = mails.map((mail) => row('SELECT id, kind, status, created_at, expires_at, public_id FROM approval_requests WHERE public_id = ?', linkOf(mail.body_text)));
    const [unlock, change, approved, expired] = requests;
    expect(requests.map((request) => [request.kind, request.status])).toEqual([
      ['registry_unlock', 'pending'], ['registrant_change', 'pending'], ['registrant_change', 'approved'], ['registrant_change', 'expired'],
    ]);
    for (const pending of [unlock!, change!]) {
      expect(Math.abs(Date.parse(String(pending.created_at)) - now)).toBeLessThan(10 * 60_000);
      expect(Date.parse(String(pending.expires_at)) - Date.parse(String(pending.created_at))).toBe(72 * hour * 1000);
    }
    for (const pending of [unlock!, change!]) {
      const mail = mails.find((candidate) => linkOf(candidate.body_text) === pending.public_id);
      expect(mail?.body_text).toContain(`${portalOrigin}/approvals/${String(pending.public_id)}`);
      expect((await publicGet(String(pending.public_id))).body).toMatchObject({ status: 'pending', account: { name: 'Aurora Foods Group' } });
    }
    expect((await publicGet(String(approved!.public_id))).body).toMatchObject({ status: 'approved', decided_at: expect.any(String) });
    expect((await publicGet(String(expired!.public_id))).body.code).toBe('approval_expired');
  });

  it('a registrant change asks the approver and does not apply before the decision; approving applies it, once', async () => {
    const { domain, contact, id, publicId, answer } = await askRegistrantChange();
    // The public id: 128 random bits, base64url, only in the approver's mail.
    expect(publicId).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(Buffer.from(publicId, 'base64url')).toHaveLength(16);
    expect(JSON.stringify(answer)).not.toContain(publicId);
    const mail = lastMailTo(approverEmail);
    expect(mail).toMatchObject({ kind: 'approval_request', subject: expect.stringContaining(String(domain.name)) });
    expect(mail?.body_text).toContain(`${portalOrigin}/approvals/${publicId}`);
    const request = stored(id);
    expect(Date.parse(String(request.expires_at)) - Date.parse(String(request.created_at))).toBe(72 * hour * 1000);
    expect(request).toMatchObject({ kind: 'registrant_change', status: 'pending', approver_email: approverEmail, requested_by_name: 'Oliver Hughes' });
    expect(row('SELECT registrant_contact_id FROM domains WHERE id = ?', Number(domain.id)).registrant_contact_id).toBe(domain.registrant_contact_id);

    const shown = await publicGet(publicId);
    expect(shown.status).toBe(200);
    expect(shown.body).toMatchObject({
      kind: 'registrant_change', status: 'pending', domain_name: domain.name, requested_by: { name: 'Oliver Hughes' },
      changes: { registrant: { after: expect.stringContaining(String(contact.name)) } },
    });
    expect(shown.body).not.toHaveProperty('approver_email');

    const approved = await decide(publicId, 'approve', 'Fine by legal.');
    expect(approved.status).toBe(200);
    expect(approved.body).toMatchObject({ status: 'approved', decision_comment: 'Fine by legal.', outcome: { applied: true } });
    expect(row('SELECT registrant_contact_id FROM domains WHERE id = ?', Number(domain.id)).registrant_contact_id).toBe(contact.id);

    // The link works once.
    const again = await decide(publicId, 'reject');
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({ code: 'already_decided', status: 'approved' });
    expect((await decide(publicId, 'approve')).status).toBe(409);
    expect((await publicGet(publicId)).body).toMatchObject({ status: 'approved', decision_comment: 'Fine by legal.' });

    expect(auditActions(id)).toEqual([{ action: 'create', username: 'admin' }, { action: 'approve', username: `approver:${approverEmail}` }]);
    expect(row("SELECT username, after FROM audit_log WHERE resource_type = 'domain' AND resource_id = ? AND action = 'update' ORDER BY id DESC LIMIT 1", String(domain.id)))
      .toMatchObject({ username: `approver:${approverEmail}`, after: expect.stringContaining(`"registrant_contact_id":${String(contact.id)}`) });
    const told = lastMailTo(requesterEmail);
    expect(told).toMatchObject({ kind: 'approval_approved', subject: expect.stringContaining('Approved') });
    expect(told?.body_text).toContain('Fine by legal.');
    expect(told?.body_text).not.toContain(publicId);
  });

  it('rejecting applies nothing and tells the requester', async () => {
    const { domain, id, publicId } = await askRegistrantChange();
    const rejected = await decide(publicId, 'reject', 'Not ours.');
    expect(rejected.body).toMatchObject({ status: 'rejected', outcome: { applied: false } });
    expect(row('SELECT registrant_contact_id FROM domains WHERE id = ?', Number(domain.id)).registrant_contact_id).toBe(domain.registrant_contact_id);
    expect(auditActions(id).map((entry) => entry.action)).toEqual(['create', 'reject']);
    expect(lastMailTo(requesterEmail)).toMatchObject({ kind: 'approval_rejected', body_text: expect.stringContaining('Not ours.') });
    expect((await decide(publicId, 'approve')).body.code).toBe('already_decided');
  });

  it('a wrong id is 404 approval_not_found', async () => {
    for (const wrong of ['no-such-request', 'AAAAAAAAAAAAAAAAAAAAAA', 'x'.repeat(90)]) {
      const shown = await publicGet(wrong);
      expect(shown.status).toBe(404);
      expect(shown.body.code).toBe('approval_not_found');
      expect((await decide(wrong, 'approve')).status).toBe(404);
    }
  });

  it('never answers the public id to the requester: group lists, records, filters, logs', async () => {
    const { id, publicId } = await askRegistrantChange();
    const record = await call('GET', `approval_requests/${id}`);
    expect(record.status).toBe(200);
    expect(record.body).toMatchObject({ id, status: 'pending' });
    expect(record.body).not.toHaveProperty('public_id');
    const list = await call('GET', `approval_requests?limit=1000&fields=id,public_id`);
    expect(JSON.stringify(list.body)).not.toContain(publicId);
    const probe = await call('GET', `approval_requests?pql=${encodeURIComponent(`public_id equals "${publicId}"`)}`);
    expect(probe.status).toBe(400);
    expect(probe.body.code).toBe('invalid_query');
    expect((await call('GET', `approval_requests/${id}?fields=id,public_id`)).status).toBe(400);
    const contactId = Number(stored(id).contact_id);
    const contactList = await call('GET', `contacts/${contactId}/approval_requests?limit=1000`);
    expect(contactList.status).toBe(200);
    expect(JSON.stringify(contactList.body)).not.toContain(publicId);
    const log = await call('GET', `approval_requests/${id}/log`);
    expect(log.body.data?.length).toBeGreaterThan(0);
    expect(JSON.stringify(log.body)).not.toContain(publicId);
    expect(row("SELECT count(*) AS n FROM audit_log WHERE before LIKE ?1 OR after LIKE ?1", `%${publicId}%`).n).toBe(0);
    // Nor does a generic update move what the link decides: the resource is read-only.
    expect((await call('PATCH', `approval_requests/${id}`, { version: record.body.version, status: 'approved' })).status).toBe(404);
    expect(stored(id)).toMatchObject({ status: 'pending', approver_email: approverEmail });
  });

  it('approving an order moves it on; rejecting cancels it', async () => {
    const contact = row('SELECT id FROM contacts WHERE group_id = ? ORDER BY id LIMIT 1', group);
    const audit = createAuditTrail(api.db);
    const placeOrder = (name: string) => {
      const now = new Date(api.clock.now()).toISOString();
      const order = api.db.prepare(`INSERT INTO orders (group_id, reference, kind, status, domain_name, amount, currency, created_at, updated_at)
        VALUES (?, ?, 'registration', 'awaiting_approval', ?, 90000, 'GBP', ?, ?)`).run(group, `ORD-T-${name}`, name, now, now);
      const orderId = Number(order.lastInsertRowid);
      const contacts = { registrant_contact_id: contact.id, admin_contact_id: contact.id, tech_contact_id: contact.id, billing_contact_id: contact.id };
      api.db.prepare(`INSERT INTO order_items (group_id, order_id, kind, domain_name, unicode_name, period_years, status, amount, currency, options, created_at, updated_at)
        VALUES (?, ?, 'registration', ?, ?, 1, 'queued', 90000, 'GBP', ?, ?, ?)`)
        .run(group, orderId, name, name, JSON.stringify({ tld: 'com', product_id: null, contacts, nameservers: ['ns1.example.net'], privacy: false, premium: false }), now, now);
      const approval = requestApproval(
        { db: api.db, audit, now, ip: '127.0.0.1', requestId: 'test', portalUrl: portalOrigin },
        { groupId: group, kind: 'order', orderId, domainName: name, changes: { order: { before: null, after: `ORD-T-${name}` } }, amount: 90000, currency: 'GBP', requestedBy: { id: admin.id, username: 'admin', name: 'Oliver Hughes' } },
      );
      expect(approval.public_id).toMatch(/^[A-Za-z0-9_-]{22}$/);
      return { orderId, publicId: approval.public_id };
    };
    const go = placeOrder('approval-lifecycle-go.com');
    const stop = placeOrder('approval-lifecycle-stop.com');
    expect((await publicGet(go.publicId)).body).toMatchObject({ kind: 'order', amount: 90000, currency: 'GBP' });

    expect((await decide(go.publicId, 'approve')).body).toMatchObject({ status: 'approved', outcome: { applied: true } });
    expect(row('SELECT status FROM orders WHERE id = ?', go.orderId).status).toBe('completed');
    expect(row('SELECT status, domain_id FROM order_items WHERE order_id = ?', go.orderId)).toMatchObject({ status: 'completed', domain_id: expect.any(Number) });
    expect(row("SELECT status FROM domains WHERE name = 'approval-lifecycle-go.com'").status).toBe('active');

    expect((await decide(stop.publicId, 'reject')).body).toMatchObject({ status: 'rejected', outcome: { applied: true } });
    expect(row('SELECT status FROM orders WHERE id = ?', stop.orderId).status).toBe('cancelled');
    expect(row('SELECT status FROM order_items WHERE order_id = ?', stop.orderId).status).toBe('cancelled');
    expect(api.db.prepare("SELECT 1 FROM domains WHERE name = 'approval-lifecycle-stop.com'").get()).toBeUndefined();
    const orderActions = api.db.prepare("SELECT action, username FROM audit_log WHERE resource_type = 'order' AND resource_id IN (?, ?) ORDER BY id").all(String(go.orderId), String(stop.orderId));
    expect(orderActions).toEqual(expect.arrayContaining([
      expect.objectContaining({ action: 'complete', username: `approver:${approverEmail}` }),
      expect.objectContaining({ action: 'cancel', username: `approver:${approverEmail}` }),
    ]));
  });

  it('resend mails the same link again; cancel withdraws the request; both only while pending, both audited', async () => {
    const { id, publicId } = await askRegistrantChange();
    const soon = await call('POST', `approval_requests/${id}/resend`);
    expect(soon.status).toBe(429);
    expect(Number(soon.headers.get('retry-after'))).toBeGreaterThan(0);
    api.clock.advance(61);
    const before = latestMails(api.db, 1000, approverEmail).length;
    const resent = await call('POST', `approval_requests/${id}/resend`);
    expect(resent.status, JSON.stringify(resent.body)).toBe(200);
    expect(resent.body).toMatchObject({ id, status: 'pending' });
    expect(latestMails(api.db, 1000, approverEmail)).toHaveLength(before + 1);
    expect(linkOf(lastMailTo(approverEmail)?.body_text ?? '')).toBe(publicId);
    expect(JSON.stringify(resent.body)).not.toContain(publicId);

    expect((await call('POST', `approval_requests/${id}/cancel`, { comment: 'Asked by mistake.' }, viewer)).status).toBe(403);
    const cancelled = await call('POST', `approval_requests/${id}/cancel`, { comment: 'Asked by mistake.' });
    expect(cancelled.status).toBe(200);
    expect(cancelled.body).toMatchObject({ id, status: 'cancelled', decision_comment: 'Asked by mistake.', decided_at: expect.any(String) });
    expect(lastMailTo(approverEmail)).toMatchObject({ kind: 'approval_cancelled' });
    expect((await publicGet(publicId)).body).toMatchObject({ status: 'cancelled' });
    expect((await decide(publicId, 'approve')).body).toMatchObject({ code: 'already_decided', status: 'cancelled' });
    for (const action of ['resend', 'cancel']) {
      const late = await call('POST', `approval_requests/${id}/${action}`);
      expect(late.status, JSON.stringify(late.body)).toBe(409);
      expect(late.body).toMatchObject({ code: 'not_pending', status: 'cancelled' });
    }
    expect(auditActions(id)).toEqual([
      { action: 'create', username: 'admin' }, { action: 'resend', username: 'admin' }, { action: 'cancel', username: 'admin' },
    ]);
    expect((await call('POST', 'approval_requests/999999999/cancel')).status).toBe(404);
  });

  it('expires after 72 hours: the link cannot decide, and the lists, records, filters and the public API all read expired', async () => {
    const { domain, id, publicId } = await askRegistrantChange();
    api.clock.advance(72 * hour - 60);
    expect((await publicGet(publicId)).body.status).toBe('pending');
    expect((await call('GET', `approval_requests/${id}`)).body.status).toBe('pending');
    api.clock.advance(61);

    const shown = await publicGet(publicId);
    expect(shown.status).toBe(404);
    expect(shown.body.code).toBe('approval_expired');
    const late = await decide(publicId, 'approve');
    expect(late.status).toBe(404);
    expect(late.body.code).toBe('approval_expired');
    expect(row('SELECT registrant_contact_id FROM domains WHERE id = ?', Number(domain.id)).registrant_contact_id).toBe(domain.registrant_contact_id);

    expect((await call('GET', `approval_requests/${id}`)).body.status).toBe('expired');
    const expiredList = await call('GET', `approval_requests?filter[status]=expired&limit=1000&fields=id,status`);
    expect(expiredList.body.data?.map((entry) => entry.id)).toContain(id);
    const pendingList = await call('GET', `approval_requests?pql=${encodeURIComponent('status equals pending')}&limit=1000&fields=id`);
    expect(pendingList.body.data?.map((entry) => entry.id)).not.toContain(id);
    // Nothing pending is past its expiry anywhere, whatever the sort.
    const sorted = await call('GET', 'approval_requests?sort=status,-expires_at&limit=1000&fields=id,status,expires_at');
    const now = new Date(api.clock.now()).toISOString();
    expect(sorted.body.data?.filter((entry) => entry.status === 'pending' && String(entry.expires_at) <= now)).toEqual([]);
    const contactId = Number(stored(id).contact_id);
    expect((await call('GET', `contacts/${contactId}/approval_requests/${id}`)).body.status).toBe('expired');

    expect(auditActions(id)).toEqual([{ action: 'create', username: 'admin' }, { action: 'expire', username: 'system' }]);
    expect(lastMailTo(requesterEmail)).toMatchObject({ kind: 'approval_expired', subject: expect.stringContaining('Expired') });
    expect((await call('POST', `approval_requests/${id}/resend`)).body.code).toBe('not_pending');
  });
});
