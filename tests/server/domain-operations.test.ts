/**
 * Operations on domains (DESIGN.md section 13): the registry lock (unlocking through an
 * approval), the transfer lock and WHOIS privacy as platform calls; deleting domains (each
 * through its own approval, the domain in pending_delete only once approved, a refund within
 * the add grace period); changing the contacts of many domains (admin, technical and billing at
 * once, the registrant through an approval). Per-domain results, refusals, audit entries, mails.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { latestMails } from '../../server/api/mail/outbox.ts';
import { callJson } from './support/http-calls.ts';
import { startTestApi, type TestApi } from './support/test-api.ts';
import { groupOf, signInAs, type SignedInUser } from './support/test-users.ts';

type Row = Record<string, unknown>;
type Body = Record<string, unknown> & { code?: string; data?: Row[] };
type Platform = { platform: { status: string; result: { actionResult: boolean; message: string; code: number; result: Row | null } } };

const linkPattern = /\/approvals\/([A-Za-z0-9_-]+)/;

describe('domain operations', () => {
  let api: TestApi;
  let admin: SignedInUser;
  let viewer: SignedInUser;
  let group: string;
  let approverEmail: string;
  /** The seed's own audit entries end here. */
  let seededAudit: number;

  beforeAll(async () => {
    api = await startTestApi({ platformCallLimit: 1000 }, { domains: 300 });
    admin = await signInAs(api.baseUrl, 'admin');
    viewer = await signInAs(api.baseUrl, 'viewer');
    group = groupOf(api.db, 'admin');
    approverEmail = String(api.db.prepare('SELECT approver_email FROM accounts WHERE id = ?').get(group)?.approver_email);
    seededAudit = Number(api.db.prepare('SELECT max(id) AS id FROM audit_log').get()?.id ?? 0);
  });
  afterAll(() => api.close());

  const call = (method: string, path: string, body?: unknown, user = admin) => callJson<Body>(api.baseUrl, method, `/groups/${group}/${path}`, { token: user.token, body });
  const platform = async (body: Row, user = admin) => (await callJson<Platform>(api.baseUrl, 'POST', `/groups/${group}/platform_calls`, { token: user.token, body })).body.platform;
  const decide = (publicId: string, decision: 'approve' | 'reject') => callJson<Body>(api.baseUrl, 'POST', `/approvals/${publicId}`, { body: { decision } });
  const row = (sql: string, ...params: (string | number)[]) => api.db.prepare(sql).get(...params) as Row;
  const publicIdOf = (approvalId: number) => String(row('SELECT public_id FROM approval_requests WHERE id = ?', approvalId).public_id);
  const domainActions = (id: unknown) =>
    api.db.prepare("SELECT action, username FROM audit_log WHERE resource_type = 'domain' AND resource_id = ? AND id > ? ORDER BY id").all(String(id), seededAudit) as { action: string; username: string }[];
  const used = new Set<number>();
  /** A domain of the account not used by an earlier test. */
  const freshDomain = (condition: string): Row => {
    const found = api.db.prepare(`SELECT d.id, d.name, d.registry_lock, d.transfer_lock, d.privacy, d.registrant_contact_id, d.admin_contact_id, d.tech_contact_id
      FROM domains d JOIN tlds t ON t.id = d.tld_id WHERE d.group_id = ? AND d.external = 0 AND ${condition}
      AND NOT EXISTS (SELECT 1 FROM approval_requests a WHERE a.domain_id = d.id AND a.status = 'pending') ORDER BY d.id`).all(group) as Row[];
    const domain = found.find((candidate) => !used.has(Number(candidate.id)));
    if (!domain) throw new Error(`no fresh domain where ${condition}`);
    used.add(Number(domain.id));
    return domain;
  };

  it('unlocks through an approval: the lock holds until the approver approves, and the requester never sees the link', async () => {
    const domain = freshDomain("d.status = 'active' AND t.registry_lock_supported = 1 AND d.registry_lock = 1");
    const asked = await platform({ operation: 'registrar.domain.unlock', domain_id: domain.id });
    expect(asked).toMatchObject({ status: 'success', result: { code: 200, result: { name: domain.name, registry_lock: true, approval: { status: 'pending' } } } });
    expect(asked.result.message).toMatch(/waits for approval by/);
    const approval = asked.result.result?.approval as { id: number; expires_at: string };
    const publicId = publicIdOf(approval.id);
    expect(JSON.stringify(asked)).not.toContain(publicId);
    expect(row('SELECT registry_lock FROM domains WHERE id = ?', Number(domain.id)).registry_lock).toBe(1);
    expect(row('SELECT kind FROM approval_requests WHERE id = ?', approval.id).kind).toBe('registry_unlock');
    expect(linkPattern.exec(latestMails(api.db, 1, approverEmail)[0]?.body_text ?? '')?.[1]).toBe(publicId);

    const again = await platform({ operation: 'registrar.domain.unlock', domain_id: domain.id });
    expect(again.result.result?.approval).toMatchObject({ id: approval.id });
    expect(row("SELECT count(*) AS n FROM approval_requests WHERE domain_id = ? AND kind = 'registry_unlock' AND status = 'pending'", Number(domain.id)).n).toBe(1);
    // The auth code still waits for the unlock.
    expect((await platform({ operation: 'registrar.domain.auth_code', domain_id: domain.id })).result.code).toBe(409);

    expect((await decide(publicId, 'approve')).body).toMatchObject({ status: 'approved', outcome: { applied: true } });
    expect(row('SELECT registry_lock FROM domains WHERE id = ?', Number(domain.id)).registry_lock).toBe(0);
    expect((await platform({ operation: 'registrar.domain.auth_code', domain_id: domain.id })).status).toBe('success');
    expect(domainActions(domain.id)).toEqual([
      { action: 'unlock_requested', username: 'admin' }, { action: 'unlock', username: `approver:${approverEmail}` }, { action: 'auth_code', username: 'admin' },
    ]);
    expect(latestMails(api.db, 1, 'oliver.hughes@aurorafoods.com')[0]).toMatchObject({ kind: 'approval_approved' });
    // Locking again is immediate.
    expect(await platform({ operation: 'registrar.domain.lock', domain_id: domain.id })).toMatchObject({ status: 'success', result: { result: { registry_lock: true } } });
  });

  it('refuses every registry operation on a domain managed at another registrar, in the reader\'s language, and changes nothing', async () => {
    const domain = freshDomain("d.status = 'active'");
    api.db.prepare('UPDATE domains SET external = 1 WHERE id = ?').run(Number(domain.id));
    const before = row('SELECT version, expires_at, registry_lock, privacy FROM domains WHERE id = ?', Number(domain.id));
    for (const operation of ['registrar.domain.info', 'registrar.domain.renew', 'registrar.domain.lock', 'registrar.domain.unlock', 'registrar.domain.auth_code']) {
      const answer = await platform({ operation, domain_id: domain.id });
      expect(answer).toMatchObject({ status: 'failure', result: { code: 409, message: `${String(domain.name)} is managed at another registrar: registry actions are not available for it here.` } });
    }
    const privacy = await callJson<Platform>(api.baseUrl, 'POST', `/groups/${group}/platform_calls`, {
      token: admin.token, body: { operation: 'registrar.domain.privacy', domain_id: domain.id, enabled: true }, headers: { 'accept-language': 'ja' },
    });
    expect(privacy.body.platform.result.message).toBe(`${String(domain.name)} は他のレジストラで管理されているため、ここではレジストリの操作はできません。`);
    expect(row('SELECT version, expires_at, registry_lock, privacy FROM domains WHERE id = ?', Number(domain.id))).toEqual(before);
  });

  it('a rejected unlock leaves the lock on', async () => {
    const domain = freshDomain("d.status = 'active' AND t.registry_lock_supported = 1 AND d.registry_lock = 1");
    const approval = (await platform({ operation: 'registrar.domain.unlock', domain_id: domain.id })).result.result?.approval as { id: number };
    expect((await decide(publicIdOf(approval.id), 'reject')).body.status).toBe('rejected');
    expect(row('SELECT registry_lock FROM domains WHERE id = ?', Number(domain.id)).registry_lock).toBe(1);
  });

  it('sets the transfer lock and WHOIS privacy at once, refusing what the registry forbids', async () => {
    const domain = freshDomain("d.status = 'active' AND d.registry_lock = 0 AND t.privacy_supported = 1");
    const off = await platform({ operation: 'registrar.domain.transfer_lock', domain_id: domain.id, enabled: false });
    expect(off).toMatchObject({ status: 'success', result: { code: 200, result: { transfer_lock: false } } });
    expect(row('SELECT transfer_lock FROM domains WHERE id = ?', Number(domain.id)).transfer_lock).toBe(0);
    expect((await platform({ operation: 'registrar.domain.transfer_lock', domain_id: domain.id, enabled: false })).result.message).toMatch(/already off/);
    expect((await platform({ operation: 'registrar.domain.transfer_lock', domain_id: domain.id, enabled: true })).result.result).toMatchObject({ transfer_lock: true });
    const privacy = !domain.privacy;
    expect(await platform({ operation: 'registrar.domain.privacy', domain_id: domain.id, enabled: privacy })).toMatchObject({ status: 'success', result: { result: { privacy } } });
    expect(row('SELECT privacy FROM domains WHERE id = ?', Number(domain.id)).privacy).toBe(privacy ? 1 : 0);
    expect(domainActions(domain.id).map((entry) => entry.action)).toEqual(['transfer_lock', 'transfer_lock', 'privacy']);

    const locked = freshDomain("d.status = 'active' AND d.registry_lock = 1");
    expect((await platform({ operation: 'registrar.domain.transfer_lock', domain_id: locked.id, enabled: false })).result.code).toBe(409);
    const noPrivacy = api.db.prepare("SELECT d.id FROM domains d JOIN tlds t ON t.id = d.tld_id WHERE d.group_id = ? AND d.status = 'active' AND t.privacy_supported = 0 LIMIT 1").get(group);
    if (noPrivacy) expect((await platform({ operation: 'registrar.domain.privacy', domain_id: noPrivacy.id, enabled: true })).result.code).toBe(422);
    const missing = await callJson<Body>(api.baseUrl, 'POST', `/groups/${group}/platform_calls`, { token: admin.token, body: { operation: 'registrar.domain.privacy', domain_id: domain.id } });
    expect(missing.status).toBe(400);
    expect((await callJson<Body>(api.baseUrl, 'POST', `/groups/${group}/platform_calls`, { token: viewer.token, body: { operation: 'registrar.domain.privacy', domain_id: domain.id, enabled: true } })).status).toBe(403);
  });

  it('deletes domains only through their approvals: a dry run first, per-domain refusals, pending_delete on approval', async () => {
    const first = freshDomain("d.status = 'active' AND d.registry_lock = 0");
    const second = freshDomain("d.status = 'active' AND d.registry_lock = 0");
    const locked = freshDomain("d.status = 'active' AND d.registry_lock = 1");
    const foreign = row('SELECT id FROM domains WHERE group_id != ? LIMIT 1', group);
    const requests = () => Number(row('SELECT count(*) AS n FROM approval_requests').n);
    const before = requests();

    const dry = await call('POST', 'domain_deletions', { domain_ids: [first.id, locked.id, foreign.id, first.id], dry_run: true });
    expect(dry.status).toBe(200);
    expect(dry.body.data).toEqual([
      expect.objectContaining({ domain_id: first.id, name: first.name, outcome: 'approval', redemption_days: expect.any(Number), refund: null }),
      expect.objectContaining({ domain_id: locked.id, outcome: 'refused', reason_key: 'registry_locked' }),
      expect.objectContaining({ domain_id: foreign.id, name: null, outcome: 'refused', reason_key: 'not_found' }),
      expect.objectContaining({ domain_id: first.id, outcome: 'refused', reason_key: 'duplicate' }),
    ]);
    expect(dry.body.data?.[0]?.redemption_days).toBeGreaterThan(0);
    expect(requests()).toBe(before);
    expect((await call('POST', 'domain_deletions', { domain_ids: [first.id] })).body.code).toBe('reason_required');
    expect((await call('POST', 'domain_deletions', { domain_ids: [first.id], reason: 'Brand retired' }, viewer)).status).toBe(403);

    const asked = await call('POST', 'domain_deletions', { domain_ids: [first.id, second.id], reason: 'Brand retired' });
    const [one, two] = asked.body.data as { outcome: string; approval: { id: number } }[];
    expect([one?.outcome, two?.outcome]).toEqual(['approval', 'approval']);
    expect(one?.approval.id).not.toBe(two?.approval.id);
    expect(requests()).toBe(before + 2);
    expect(row('SELECT status FROM domains WHERE id = ?', Number(first.id)).status).toBe('active');
    expect((await call('POST', 'domain_deletions', { domain_ids: [first.id], reason: 'Again' })).body.data?.[0]).toMatchObject({ outcome: 'refused', reason_key: 'approval_pending' });
    expect(JSON.stringify(asked.body)).not.toContain(publicIdOf(one!.approval.id));

    const shown = await callJson<Body>(api.baseUrl, 'GET', `/approvals/${publicIdOf(one!.approval.id)}`);
    expect(shown.body).toMatchObject({ kind: 'domain_deletion', domain_name: first.name, changes: { reason: { after: 'Brand retired' } } });
    expect((await decide(publicIdOf(one!.approval.id), 'approve')).body).toMatchObject({ status: 'approved', outcome: { applied: true } });
    expect(row('SELECT status, auto_renew FROM domains WHERE id = ?', Number(first.id))).toEqual({ status: 'pending_delete', auto_renew: 0 });
    expect((await decide(publicIdOf(two!.approval.id), 'reject')).body.status).toBe('rejected');
    expect(row('SELECT status FROM domains WHERE id = ?', Number(second.id)).status).toBe('active');
    expect(domainActions(first.id)).toEqual([{ action: 'delete_requested', username: 'admin' }, { action: 'delete', username: `approver:${approverEmail}` }]);
    expect(domainActions(second.id).map((entry) => entry.action)).toEqual(['delete_requested']);
    // Deleted already: refused now.
    expect((await call('POST', 'domain_deletions', { domain_ids: [first.id], dry_run: true })).body.data?.[0]).toMatchObject({ outcome: 'refused', reason_key: 'status' });
  });

  it('refunds a deletion within the 5-day add grace period', async () => {
    const domain = freshDomain("d.status = 'active' AND d.registry_lock = 0");
    const now = new Date(api.clock.now());
    const registered = new Date(now.getTime() - 2 * 86_400_000).toISOString();
    api.db.prepare('UPDATE domains SET registered_at = ? WHERE id = ?').run(registered, Number(domain.id));
    api.db.prepare(`INSERT INTO transactions (group_id, reference, kind, status, description, domain_id, amount, currency, transacted_at, created_at, updated_at)
      VALUES (?, 'CHG-GRACE-1', 'charge', 'pending', 'Registration', ?, 1290, 'GBP', ?, ?, ?)`).run(group, Number(domain.id), registered, registered, registered);
    const asked = await call('POST', 'domain_deletions', { domain_ids: [domain.id], reason: 'Typo in the name' });
    expect(asked.body.data?.[0]).toMatchObject({ outcome: 'approval', redemption_days: 0, refund: { amount: 1290, currency: 'GBP' } });
    const approvalId = (asked.body.data?.[0]?.approval as { id: number }).id;
    expect((await decide(publicIdOf(approvalId), 'approve')).body).toMatchObject({ status: 'approved', outcome: { applied: true, message: expect.stringContaining('refunded') } });
    expect(row("SELECT kind, amount, currency FROM transactions WHERE domain_id = ? AND kind = 'refund'", Number(domain.id))).toEqual({ kind: 'refund', amount: -1290, currency: 'GBP' });
    expect(row("SELECT username FROM audit_log WHERE resource_type = 'transaction' AND action = 'create' ORDER BY id DESC LIMIT 1").username).toBe(`approver:${approverEmail}`);
  });

  it('changes admin, technical and billing contacts at once and the registrant only through an approval', async () => {
    const first = freshDomain("d.status = 'active'");
    const second = freshDomain("d.status = 'active'");
    const contacts = api.db.prepare('SELECT id, name FROM contacts WHERE group_id = ? ORDER BY id DESC LIMIT 3').all(group) as Row[];
    const [registrant, admin2, tech] = contacts;
    const foreignContact = row('SELECT id FROM contacts WHERE group_id != ? LIMIT 1', group);

    const answer = await call('POST', 'domain_contact_changes', {
      domain_ids: [first.id, second.id], contacts: { registrant_contact_id: registrant!.id, admin_contact_id: admin2!.id, tech_contact_id: tech!.id },
    });
    expect(answer.status).toBe(200);
    for (const [index, domain] of [first, second].entries()) {
      const result = answer.body.data?.[index] as { outcome: string; applied: string[]; approval: { id: number } };
      const expectRegistrant = domain.registrant_contact_id !== registrant!.id;
      expect(result).toMatchObject({ domain_id: domain.id, name: domain.name, outcome: expectRegistrant ? 'approval' : 'done' });
      expect(result.applied).toEqual(['admin', 'tech'].filter((role) => domain[`${role}_contact_id`] !== (role === 'admin' ? admin2!.id : tech!.id)));
      const now = row('SELECT registrant_contact_id, admin_contact_id, tech_contact_id FROM domains WHERE id = ?', Number(domain.id));
      expect(now).toEqual({ registrant_contact_id: domain.registrant_contact_id, admin_contact_id: admin2!.id, tech_contact_id: tech!.id });
      if (expectRegistrant) {
        const request = row('SELECT kind, contact_id, changes FROM approval_requests WHERE id = ?', result.approval.id);
        expect(request).toMatchObject({ kind: 'registrant_change', contact_id: registrant!.id });
        expect(JSON.parse(String(request.changes))).toMatchObject({ registrant: { after: expect.stringContaining(String(registrant!.name)) } });
        expect((await decide(publicIdOf(result.approval.id), 'approve')).body.status).toBe('approved');
        expect(row('SELECT registrant_contact_id FROM domains WHERE id = ?', Number(domain.id)).registrant_contact_id).toBe(registrant!.id);
      }
    }
    const actions = domainActions(first.id).map((entry) => `${entry.action}:${entry.username}`);
    expect(actions[0]).toBe('update:admin');

    const third = freshDomain("d.status = 'active'");
    const other = row('SELECT id FROM contacts WHERE group_id = ? AND id != ? ORDER BY id LIMIT 1', group, Number(third.registrant_contact_id ?? 0));
    const waiting = await call('POST', 'domain_contact_changes', { domain_ids: [third.id], contacts: { registrant_contact_id: other.id } });
    expect(waiting.body.data?.[0]).toMatchObject({ outcome: 'approval', applied: [] });
    const refused = await call('POST', 'domain_contact_changes', {
      domain_ids: [third.id, 99_999_999], contacts: { registrant_contact_id: contacts[2]!.id, billing_contact_id: other.id },
    });
    expect(refused.body.data).toEqual([
      expect.objectContaining({ domain_id: third.id, outcome: 'refused', reason_key: 'approval_pending', applied: [] }),
      expect.objectContaining({ domain_id: 99_999_999, name: null, outcome: 'refused', reason_key: 'not_found' }),
    ]);
    const foreign = await call('POST', 'domain_contact_changes', { domain_ids: [third.id], contacts: { billing_contact_id: foreignContact.id } });
    expect(foreign.body.data?.[0]).toMatchObject({ outcome: 'refused', reason_key: 'contact_not_found' });
    const billingOnly = await call('POST', 'domain_contact_changes', { domain_ids: [third.id], contacts: { billing_contact_id: other.id } });
    expect(billingOnly.body.data?.[0]).toMatchObject({ outcome: 'done' });
    expect((await call('POST', 'domain_contact_changes', { domain_ids: [third.id], contacts: {} })).status).toBe(400);
    expect((await call('POST', 'domain_contact_changes', { domain_ids: [third.id], contacts: { billing_contact_id: other.id } }, viewer)).status).toBe(403);
  });
});
