/**
 * The bulk jobs' action catalogue (DESIGN.md section 13, bulk jobs): each action's dry-run
 * eligibility (every reason, in the job's language) and cost, and what running an item does to a
 * real database, called as the runner calls it (the starter's scope, ip `job`, requestId
 * `job-<id>`). Domain actions here; DNS, SSL and contact actions in job-actions-records.test.ts.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { validateData } from '../../src/lib/validation/json-schema/validate-data.ts';
import { inTransaction } from '../../server/api/db/in-transaction.ts';
import { jobAction, jobActions } from '../../server/api/jobs/actions/index.ts';
import { actionMessages } from '../../server/api/jobs/actions/job-messages.ts';
import { placeholdersOf } from '../../server/api/platform/platform-messages.ts';
import { renewalPrice } from '../../server/api/platform/renewal-price.ts';
import type { Eligibility, ItemOutcome, JobAction, JobContext } from '../../server/api/jobs/job-action.ts';
import { openJobDatabase, type JobDatabase } from './support/job-contexts.ts';

type Row = Record<string, unknown>;

describe('job actions on domains', () => {
  let jobs: JobDatabase;
  let group: string;
  let otherGroup: string;
  /** The seed's own audit entries end here. */
  let seededAudit: number;

  beforeAll(() => {
    jobs = openJobDatabase();
    group = String(jobs.db.prepare("SELECT group_id FROM users WHERE username = 'admin'").get()?.group_id);
    otherGroup = String(jobs.db.prepare("SELECT group_id FROM users WHERE username = 'paul.wagner'").get()?.group_id);
    seededAudit = Number(jobs.db.prepare('SELECT max(id) AS id FROM audit_log').get()?.id ?? 0);
  });
  afterAll(() => jobs.close());

  const row = (sql: string, ...params: (string | number | null)[]) => jobs.db.prepare(sql).get(...params) as Row;
  const run = (sql: string, ...params: (string | number | null)[]) => jobs.db.prepare(sql).run(...params);
  const used = new Set<number>();
  /** A domain of the admin's account no earlier test used. */
  const freshDomain = (condition = '1 = 1', groupId = group): Row => {
    const found = jobs.db.prepare(`SELECT d.*, t.registry_lock_supported, t.privacy_supported, t.max_period_years FROM domains d JOIN tlds t ON t.id = d.tld_id
      WHERE d.group_id = ? AND ${condition} AND NOT EXISTS (SELECT 1 FROM approval_requests a WHERE a.domain_id = d.id AND a.status = 'pending') ORDER BY d.id`).all(groupId) as Row[];
    const domain = found.find((candidate) => !used.has(Number(candidate.id)));
    if (!domain) throw new Error(`no fresh domain where ${condition}`);
    used.add(Number(domain.id));
    return domain;
  };
  const action = (resource: string, name: string): JobAction => {
    const found = jobAction(resource, name);
    if (!found) throw new Error(`no action ${resource}:${name}`);
    return found;
  };
  const item = (id: number, label = `#${id}`) => ({ id: 1000 + id, resource_id: id, label, intent_id: 1000 + id });
  const auditOf = (type: string, id: unknown) =>
    jobs.db.prepare('SELECT action, username, ip, request_id FROM audit_log WHERE resource_type = ? AND resource_id = ? AND id > ? ORDER BY id').all(type, String(id), seededAudit) as Row[];
  const checkOne = (context: JobContext, target: JobAction, id: number): Eligibility => target.check(context, [id]).get(id)!;

  it('says every reason in English, Spanish and Japanese with the same placeholders', () => {
    for (const [key, templates] of Object.entries(actionMessages)) {
      const english = placeholdersOf(templates.en).sort();
      expect(placeholdersOf(templates.es).sort(), key).toEqual(english);
      expect(placeholdersOf(templates.ja).sort(), key).toEqual(english);
    }
  });

  it('declares each action once per resource, with a closed options schema', () => {
    const keys = jobActions.map((found) => `${found.resource}:${found.name}`);
    expect(new Set(keys).size).toBe(keys.length);
    for (const found of jobActions) expect(found.options).toMatchObject({ type: 'object', additionalProperties: false });
  });

  describe('renew', () => {
    const renew = () => action('domains', 'renew');

    it('answers every id: eligible with the renewal price × years, or the reason, in the job\'s language', () => {
      const active = freshDomain("d.status = 'active' AND d.external = 0 AND t.max_period_years >= 2 AND d.expires_at < strftime('%Y-%m-%dT%H:%M:%fZ', 'now', '+5 years')");
      const expired = freshDomain("d.status = 'expired' AND d.external = 0");
      const transferring = freshDomain("d.status = 'pending_transfer'");
      const external = freshDomain("d.status = 'active'");
      run('UPDATE domains SET external = 1 WHERE id = ?', Number(external.id));
      const foreign = freshDomain("d.status = 'active'", otherGroup);
      const context = jobs.contextOf('admin', { period_years: 2 });
      const ids = [Number(active.id), Number(expired.id), Number(transferring.id), Number(external.id), Number(foreign.id), 99_999_999];
      const answer = renew().check(context, ids);
      expect([...answer.keys()]).toEqual(ids);

      const price = renewalPrice(jobs.services.statements, group, Number(active.product_id));
      const eligible = answer.get(Number(active.id))!;
      expect(eligible).toMatchObject({ eligible: true, label: active.name, cost: { currency: 'GBP' } });
      expect(eligible.eligible && eligible.cost!.amount).toBeGreaterThan(0);
      expect(eligible.eligible && eligible.note).toMatch(/^2 years; expires on \d{4}-\d\d-\d\d afterwards\.$/);
      expect(eligible.eligible && eligible.cost).toEqual({ amount: price.amountPerYear * 2, currency: price.currency });
      expect(answer.get(Number(expired.id))).toMatchObject({ eligible: true, label: expired.name });
      expect(answer.get(Number(transferring.id))).toEqual({
        eligible: false, label: transferring.name, reason_key: 'status', reason: `${String(transferring.name)} cannot be renewed while it is being transferred.`,
      });
      expect(answer.get(Number(external.id))).toMatchObject({ eligible: false, reason_key: 'external', reason: `${String(external.name)} is managed at another registrar: registry actions are not available for it here.` });
      expect(answer.get(Number(foreign.id))).toEqual({ eligible: false, label: `#${String(foreign.id)}`, reason_key: 'not_found', reason: 'No such record in this account.' });
      expect(answer.get(99_999_999)).toMatchObject({ eligible: false, reason_key: 'not_found' });

      const spanish = renew().check(jobs.contextOf('admin', {}, { locale: 'es' }), [Number(transferring.id)]).get(Number(transferring.id));
      expect(spanish).toMatchObject({ reason: `${String(transferring.name)} no se puede renovar mientras esté pendiente de transferencia.` });
      const japanese = renew().check(jobs.contextOf('admin', {}, { locale: 'ja-JP' }), [Number(transferring.id)]).get(Number(transferring.id));
      expect(japanese).toMatchObject({ reason: `${String(transferring.name)} は「移管待ち」のため、更新できません。` });
    });

    it('refuses a period the TLD does not take, a renewal beyond ten years and a domain whose deletion waits', () => {
      const short = freshDomain("d.status = 'active' AND d.external = 0 AND t.max_period_years < 10");
      const farAhead = freshDomain("d.status = 'active' AND d.external = 0 AND t.max_period_years = 10");
      run("UPDATE domains SET expires_at = strftime('%Y-%m-%dT%H:%M:%fZ', 'now', '+9 years') WHERE id = ?", Number(farAhead.id));
      const deleting = freshDomain("d.status = 'active' AND d.external = 0");
      run(`INSERT INTO approval_requests (group_id, public_id, kind, status, domain_id, domain_name, approver_name, approver_email, requested_by_name, changes, payload, expires_at, created_at, updated_at)
        VALUES (?, 'test-deletion-waits', 'domain_deletion', 'pending', ?, ?, 'Approver', 'approver@example.test', 'Test', '{}', '{}', '2999-01-01T00:00:00.000Z', '2020-01-01T00:00:00.000Z', '2020-01-01T00:00:00.000Z')`,
      group, Number(deleting.id), String(deleting.name));
      const context = jobs.contextOf('admin', { period_years: 10 });
      const answer = renew().check(context, [Number(short.id), Number(farAhead.id)]);
      expect(answer.get(Number(short.id))).toMatchObject({
        eligible: false, reason_key: 'period_out_of_range', reason: `.${String(short.tld)} renews for 1 to ${String(short.max_period_years)} years, not 10.`,
      });
      expect(answer.get(Number(farAhead.id))).toMatchObject({ eligible: false, reason_key: 'too_far_ahead', reason: `${String(farAhead.name)} cannot be registered more than 10 years ahead.` });
      expect(checkOne(jobs.contextOf('admin'), renew(), Number(deleting.id))).toMatchObject({
        eligible: false, reason_key: 'approval_pending', reason: `The deletion of ${String(deleting.name)} waits for approval: it is not renewed.`,
      });
      // Run checks again: the deletion still waits.
      expect(renew().run!(jobs.contextOf('admin'), item(Number(deleting.id)))).toMatchObject({ state: 'failed', reason_key: 'approval_pending' });
    });

    it('runs registrar.domain.renew as the starter: done with the charged amount as cost, audited under the job', () => {
      const domain = freshDomain("d.status = 'active' AND d.external = 0 AND d.renewal_period_years = 1 AND d.expires_at < strftime('%Y-%m-%dT%H:%M:%fZ', 'now', '+5 years')");
      const context = jobs.contextOf('admin', {}, { jobId: 7 });
      const announced = checkOne(context, renew(), Number(domain.id));
      const outcome = renew().run!(context, item(Number(domain.id), String(domain.name)));
      expect(outcome.state).toBe('done');
      const done = outcome as Extract<ItemOutcome, { state: 'done' }>;
      const transaction = row("SELECT id, amount, currency, period_years, kind, status FROM transactions WHERE domain_id = ? ORDER BY id DESC LIMIT 1", Number(domain.id));
      expect(done.cost).toEqual({ amount: Number(transaction.amount), currency: String(transaction.currency) });
      expect(announced.eligible && announced.cost).toEqual(done.cost);
      expect(done.result).toMatchObject({ name: domain.name, period_years: 1, transaction: { id: Number(transaction.id) } });
      const expires = String(row('SELECT expires_at FROM domains WHERE id = ?', Number(domain.id)).expires_at);
      expect(expires.slice(0, 4)).toBe(String(Number(String(domain.expires_at).slice(0, 4)) + 1));
      expect(auditOf('domain', domain.id)).toEqual([{ action: 'renew', username: 'admin', ip: 'job', request_id: 'job-7' }]);
      expect(auditOf('transaction', transaction.id)).toEqual([{ action: 'create', username: 'admin', ip: 'job', request_id: 'job-7' }]);
    });

    it('checks again when it runs: what changed since the dry run fails with the reason, nothing thrown', () => {
      const domain = freshDomain("d.status = 'active' AND d.external = 0");
      const context = jobs.contextOf('admin', {}, { locale: 'ja' });
      expect(checkOne(context, renew(), Number(domain.id)).eligible).toBe(true);
      run("UPDATE domains SET status = 'redemption' WHERE id = ?", Number(domain.id));
      expect(renew().run!(context, item(Number(domain.id)))).toEqual({ state: 'failed', reason_key: 'status', reason: `${String(domain.name)} は「償還期間中」のため、更新できません。` });
      run('UPDATE domains SET status = \'active\', external = 1 WHERE id = ?', Number(domain.id));
      expect(renew().run!(context, item(Number(domain.id)))).toMatchObject({ state: 'failed', reason_key: 'external' });
      run('UPDATE domains SET group_id = ? WHERE id = ?', otherGroup, Number(domain.id));
      expect(renew().run!(context, item(Number(domain.id)))).toMatchObject({ state: 'failed', reason_key: 'not_found' });
      expect(auditOf('domain', domain.id)).toEqual([]);
    });
  });

  describe('lock and unlock', () => {
    it('locks at once where the TLD offers a registry lock; refuses what is locked already, unsupported, finished or not ours', () => {
      const open = freshDomain("d.status = 'active' AND d.external = 0 AND t.registry_lock_supported = 1 AND d.registry_lock = 0");
      const locked = freshDomain("d.status = 'active' AND d.external = 0 AND t.registry_lock_supported = 1 AND d.registry_lock = 1");
      const unsupported = freshDomain("d.status = 'active' AND d.external = 0 AND t.registry_lock_supported = 0");
      const finished = freshDomain("d.external = 0 AND t.registry_lock_supported = 1 AND d.registry_lock = 0");
      run("UPDATE domains SET status = 'transferred_out' WHERE id = ?", Number(finished.id));
      const context = jobs.contextOf('admin');
      const answer = action('domains', 'lock').check(context, [Number(open.id), Number(locked.id), Number(unsupported.id), Number(finished.id)]);
      expect(answer.get(Number(open.id))).toEqual({ eligible: true, label: open.name });
      expect(answer.get(Number(locked.id))).toMatchObject({ eligible: false, reason_key: 'already_locked', reason: `${String(locked.name)} is already locked.` });
      expect(answer.get(Number(unsupported.id))).toMatchObject({ eligible: false, reason_key: 'lock_unsupported', reason: `The .${String(unsupported.tld)} registry offers no registry lock.` });
      expect(answer.get(Number(finished.id))).toMatchObject({ eligible: false, reason_key: 'status', reason: `${String(finished.name)} is transferred out; its registry lock cannot change.` });

      expect(inTransaction(jobs.db, () => action('domains', 'lock').run!(context, item(Number(open.id))))).toMatchObject({ state: 'done', result: { registry_lock: true } });
      expect(row('SELECT registry_lock FROM domains WHERE id = ?', Number(open.id)).registry_lock).toBe(1);
      expect(auditOf('domain', open.id)).toEqual([{ action: 'lock', username: 'admin', ip: 'job', request_id: 'job-1' }]);
      // Locked meanwhile by someone else: the item is as asked, done.
      expect(action('domains', 'lock').run!(context, item(Number(locked.id)))).toMatchObject({ state: 'done', result: { unchanged: true } });
    });

    it('unlocks through an approval: the item waits on the request the operation made; a second unlock is refused while it waits', () => {
      const locked = freshDomain("d.status = 'active' AND d.external = 0 AND t.registry_lock_supported = 1 AND d.registry_lock = 1");
      const open = freshDomain("d.status = 'active' AND d.external = 0 AND t.registry_lock_supported = 1 AND d.registry_lock = 0");
      const unlock = action('domains', 'unlock');
      const context = jobs.contextOf('admin', {}, { locale: 'es' });
      expect(unlock.check(context, [Number(open.id)]).get(Number(open.id))).toMatchObject({ eligible: false, reason_key: 'already_unlocked', reason: `${String(open.name)} ya está desbloqueado.` });
      expect(checkOne(context, unlock, Number(locked.id))).toEqual({ eligible: true, label: locked.name });

      const outcome = inTransaction(jobs.db, () => unlock.run!(context, item(Number(locked.id))));
      expect(outcome).toMatchObject({ state: 'waiting', reason: expect.stringMatching(/^El desbloqueo de .+ espera la aprobación de /) });
      const approvalId = (outcome as Extract<ItemOutcome, { state: 'waiting' }>).approval_request_id;
      expect(row('SELECT kind, status, domain_id FROM approval_requests WHERE id = ?', approvalId)).toEqual({ kind: 'registry_unlock', status: 'pending', domain_id: Number(locked.id) });
      expect(row('SELECT registry_lock FROM domains WHERE id = ?', Number(locked.id)).registry_lock).toBe(1);
      expect(auditOf('domain', locked.id).map((entry) => entry.action)).toEqual(['unlock_requested']);
      expect(checkOne(jobs.contextOf('admin'), unlock, Number(locked.id))).toMatchObject({
        eligible: false, reason_key: 'approval_pending', reason: expect.stringMatching(new RegExp(`^Unlocking ${String(locked.name).replaceAll('.', '\\.')} already waits for approval by `)),
      });
    });
  });

  describe('transfer lock and privacy', () => {
    it('sets the transfer lock; refuses it under the registry lock and when it is so already', () => {
      const target = freshDomain("d.status = 'active' AND d.external = 0 AND d.registry_lock = 0 AND d.transfer_lock = 1");
      const registryLocked = freshDomain("d.status = 'active' AND d.external = 0 AND d.registry_lock = 1 AND d.transfer_lock = 1");
      const already = freshDomain("d.status = 'active' AND d.external = 0 AND d.registry_lock = 0");
      run('UPDATE domains SET transfer_lock = 0 WHERE id = ?', Number(already.id));
      const transferLock = action('domains', 'transfer_lock');
      const context = jobs.contextOf('admin', { enabled: false });
      const answer = transferLock.check(context, [Number(target.id), Number(registryLocked.id), Number(already.id)]);
      expect(answer.get(Number(target.id))).toEqual({ eligible: true, label: target.name });
      expect(answer.get(Number(registryLocked.id))).toMatchObject({ eligible: false, reason_key: 'registry_locked', reason: `${String(registryLocked.name)} is locked at the registry; unlock it before changing its transfer lock.` });
      expect(answer.get(Number(already.id))).toMatchObject({ eligible: false, reason_key: 'unchanged', reason: `The transfer lock of ${String(already.name)} is already off.` });
      expect(inTransaction(jobs.db, () => transferLock.run!(context, item(Number(target.id))))).toMatchObject({ state: 'done', result: { transfer_lock: false } });
      expect(row('SELECT transfer_lock FROM domains WHERE id = ?', Number(target.id)).transfer_lock).toBe(0);
      expect(auditOf('domain', target.id)).toEqual([{ action: 'transfer_lock', username: 'admin', ip: 'job', request_id: 'job-1' }]);
    });

    it('turns WHOIS privacy on where the TLD allows it', () => {
      const target = freshDomain("d.status = 'active' AND d.external = 0 AND t.privacy_supported = 1 AND d.privacy = 0");
      const unsupported = freshDomain("d.status = 'active' AND d.external = 0 AND t.privacy_supported = 0");
      const privacy = action('domains', 'privacy');
      const context = jobs.contextOf('admin', { enabled: true }, { locale: 'ja' });
      expect(privacy.check(context, [Number(unsupported.id)]).get(Number(unsupported.id))).toMatchObject({
        eligible: false, reason_key: 'privacy_unsupported', reason: `.${String(unsupported.tld)} のレジストリは WHOIS プライバシーを認めていません。`,
      });
      expect(checkOne(context, privacy, Number(target.id)).eligible).toBe(true);
      expect(privacy.run!(context, item(Number(target.id)))).toMatchObject({ state: 'done', result: { privacy: true, message: `${String(target.name)} の WHOIS プライバシーをオンにしました。` } });
      expect(checkOne(context, privacy, Number(target.id))).toMatchObject({ eligible: false, reason_key: 'unchanged' });
    });
  });

  describe('nameservers', () => {
    const nameservers = () => action('domains', 'nameservers');

    it('takes 2 to 13 host names', () => {
      const valid = (options: unknown) => validateData(nameservers().options, options, 'en').valid;
      expect(valid({ nameservers: ['ns1.example.net', 'ns2.example.net.'] })).toBe(true);
      expect(valid({ nameservers: ['ns1.example.net'] })).toBe(false);
      expect(valid({ nameservers: ['ns1.example.net', 'not a host'] })).toBe(false);
      expect(valid({ nameservers: ['ns1.example.net', 'ns1.example.net'] })).toBe(false);
      expect(valid({})).toBe(false);
    });

    it('writes the list as registrations do (lower case, no final dot) with an audit update; refuses locked, finished and unchanged domains', () => {
      const target = freshDomain("d.status = 'active' AND d.external = 0 AND d.registry_lock = 0");
      const locked = freshDomain("d.status = 'active' AND d.external = 0 AND d.registry_lock = 1");
      const deleting = freshDomain("d.external = 0 AND d.registry_lock = 0");
      run("UPDATE domains SET status = 'pending_delete' WHERE id = ?", Number(deleting.id));
      const same = freshDomain("d.status = 'active' AND d.external = 0 AND d.registry_lock = 0");
      run('UPDATE domains SET nameservers = ? WHERE id = ?', JSON.stringify(['ns2.example.net', 'ns1.example.net']), Number(same.id));
      const context = jobs.contextOf('admin', { nameservers: ['ns1.example.net.', 'ns2.example.net'] });
      const answer = nameservers().check(context, [Number(target.id), Number(locked.id), Number(deleting.id), Number(same.id)]);
      expect(answer.get(Number(target.id))).toEqual({ eligible: true, label: target.name });
      expect(answer.get(Number(locked.id))).toMatchObject({ eligible: false, reason_key: 'registry_locked' });
      expect(answer.get(Number(deleting.id))).toMatchObject({ eligible: false, reason_key: 'status', reason: `${String(deleting.name)} is pending deletion; its name servers cannot change.` });
      expect(answer.get(Number(same.id))).toMatchObject({ eligible: false, reason_key: 'unchanged', reason: `${String(same.name)} already uses these name servers.` });

      const before = row('SELECT nameservers, version FROM domains WHERE id = ?', Number(target.id));
      expect(inTransaction(jobs.db, () => nameservers().run!(context, item(Number(target.id))))).toMatchObject({ state: 'done', result: { nameservers: ['ns1.example.net', 'ns2.example.net'] } });
      expect(row('SELECT nameservers, version FROM domains WHERE id = ?', Number(target.id))).toEqual({ nameservers: '["ns1.example.net","ns2.example.net"]', version: Number(before.version) + 1 });
      const entry = jobs.db.prepare("SELECT action, before, after, ip FROM audit_log WHERE resource_type = 'domain' AND resource_id = ? AND id > ?").get(String(target.id), seededAudit) as Row;
      expect(entry).toEqual({ action: 'update', before: JSON.stringify({ nameservers: JSON.parse(String(before.nameservers)) }), after: '{"nameservers":["ns1.example.net","ns2.example.net"]}', ip: 'job' });
    });
  });

  describe('contacts', () => {
    const contacts = () => action('domains', 'contacts');
    const contactOf = (groupId: string, not: unknown[] = []) =>
      Number((jobs.db.prepare(`SELECT id FROM contacts WHERE group_id = ? AND id NOT IN (SELECT value FROM json_each(?)) ORDER BY id LIMIT 1`).get(groupId, JSON.stringify(not)) as Row).id);

    it('changes admin, technical and billing contacts at once; refuses a foreign contact, a finished or external domain, and nothing to change', () => {
      const target = freshDomain("d.status = 'active' AND d.external = 0");
      const admin = contactOf(group, [target.admin_contact_id]);
      const same = freshDomain("d.status = 'active' AND d.external = 0");
      run('UPDATE domains SET admin_contact_id = ? WHERE id = ?', admin, Number(same.id));
      const transferring = freshDomain("d.status = 'pending_transfer' AND d.external = 0");
      const external = freshDomain("d.status = 'active'");
      run('UPDATE domains SET external = 1 WHERE id = ?', Number(external.id));
      const context = jobs.contextOf('admin', { contacts: { admin_contact_id: admin } });
      const answer = contacts().check(context, [Number(target.id), Number(same.id), Number(transferring.id), Number(external.id)]);
      expect(answer.get(Number(target.id))).toEqual({ eligible: true, label: target.name });
      expect(answer.get(Number(same.id))).toMatchObject({ eligible: false, reason_key: 'unchanged', reason: `${String(same.name)} already has these contacts.` });
      expect(answer.get(Number(transferring.id))).toMatchObject({ eligible: false, reason_key: 'status', reason: `${String(transferring.name)} is being transferred; its contacts cannot change.` });
      expect(answer.get(Number(external.id))).toMatchObject({ eligible: false, reason_key: 'external', reason: `${String(external.name)} is managed at another registrar; change its contacts there.` });
      const foreign = contactOf(otherGroup);
      expect(checkOne(jobs.contextOf('admin', { contacts: { tech_contact_id: foreign } }), contacts(), Number(target.id))).toMatchObject({
        eligible: false, reason_key: 'contact_not_found', reason: `Contact ${foreign} is not in the account of ${String(target.name)}.`,
      });

      expect(inTransaction(jobs.db, () => contacts().run!(context, item(Number(target.id))))).toEqual({ state: 'done', result: { name: target.name, applied: ['admin'] } });
      expect(row('SELECT admin_contact_id FROM domains WHERE id = ?', Number(target.id)).admin_contact_id).toBe(admin);
      expect(auditOf('domain', target.id)).toEqual([{ action: 'update', username: 'admin', ip: 'job', request_id: 'job-1' }]);
    });

    it('a new registrant waits for the approver: the item waits on the request; another registrant change is refused meanwhile', () => {
      const target = freshDomain("d.status = 'active' AND d.external = 0");
      const registrant = contactOf(group, [target.registrant_contact_id]);
      const tech = contactOf(group, [target.registrant_contact_id, target.tech_contact_id, registrant]);
      const context = jobs.contextOf('admin', { contacts: { registrant_contact_id: registrant, tech_contact_id: tech } }, { locale: 'ja' });
      const outcome = inTransaction(jobs.db, () => contacts().run!(context, item(Number(target.id))));
      expect(outcome).toMatchObject({ state: 'waiting', reason: expect.stringMatching(new RegExp(`^${String(target.name).replaceAll('.', '\\.')} の新しい登録者は .+ さんの承認を待っています`)) });
      const approvalId = (outcome as Extract<ItemOutcome, { state: 'waiting' }>).approval_request_id;
      expect(row('SELECT kind, contact_id FROM approval_requests WHERE id = ?', approvalId)).toEqual({ kind: 'registrant_change', contact_id: registrant });
      expect(row('SELECT registrant_contact_id, tech_contact_id FROM domains WHERE id = ?', Number(target.id))).toEqual({ registrant_contact_id: target.registrant_contact_id, tech_contact_id: tech });
      expect(checkOne(jobs.contextOf('admin', { contacts: { registrant_contact_id: registrant } }), contacts(), Number(target.id))).toMatchObject({
        eligible: false, reason_key: 'approval_pending', reason: `A registrant change of ${String(target.name)} already waits for approval.`,
      });
    });
  });

  describe('dns_template', () => {
    const template = () => action('domains', 'dns_template');
    const zoneOf = (domainId: unknown) => row('SELECT id, name, serial FROM dns_zones WHERE domain_id = ?', Number(domainId));
    const recordsOf = (zoneId: unknown) => jobs.db.prepare('SELECT name, type, priority, content FROM dns_records WHERE zone_id = ? ORDER BY name, type, content').all(Number(zoneId)) as Row[];

    it('takes a built-in template only', () => {
      expect(validateData(template().options, { template: 'no-mail' }, 'en').valid).toBe(true);
      expect(validateData(template().options, { template: 'no-mail', confirm: ['mass_delete'] }, 'en').valid).toBe(true);
      expect(validateData(template().options, { template: 'spam-farm' }, 'en').valid).toBe(false);
    });

    it('plans each zone in the dry run, then applies the template through the starter\'s draft and publishes it', () => {
      const domain = freshDomain('EXISTS (SELECT 1 FROM dns_zones z WHERE z.domain_id = d.id)');
      const zone = zoneOf(domain.id);
      const context = jobs.contextOf('admin', { template: 'no-mail' });
      const checked = template().check(context, [Number(domain.id)]);
      expect(checked.get(Number(domain.id))).toMatchObject({ eligible: true, label: domain.name, note: expect.stringMatching(/^\d+ records to add, \d+ to remove\.$/) });
      const [planned] = template().groups!(context, checked);
      expect(planned).toMatchObject({ key: String(zone.id), label: zone.name, warnings: [] });
      expect(planned!.counts.create + planned!.counts.modify).toBeGreaterThan(0);
      expect(row("SELECT count(*) AS n FROM dns_zone_drafts WHERE state <> 'dropped'").n).toBe(0);

      const outcome = inTransaction(jobs.db, () => template().run!(context, item(Number(domain.id))));
      expect(outcome).toMatchObject({ state: 'done', result: { zone: zone.name, template: 'no-mail' } });
      const serial = Number(zoneOf(domain.id).serial);
      expect(serial).toBeGreaterThan(Number(zone.serial));
      expect(recordsOf(zone.id)).toEqual(expect.arrayContaining([
        { name: '@', type: 'MX', priority: 0, content: '.' },
        { name: '@', type: 'TXT', priority: null, content: '"v=spf1 -all"' },
        { name: '_dmarc', type: 'TXT', priority: null, content: '"v=DMARC1; p=reject"' },
      ]));
      expect(recordsOf(zone.id).filter((found) => found.type === 'MX')).toHaveLength(1);
      expect(row("SELECT count(*) AS n FROM dns_zone_drafts WHERE zone_id = ? AND state <> 'dropped'", Number(zone.id)).n).toBe(0);
      expect(auditOf('dns_zone', zone.id)).toEqual([{ action: 'publish', username: 'admin', ip: 'job', request_id: 'job-1' }]);
      expect(checkOne(context, template(), Number(domain.id))).toMatchObject({ eligible: false, reason_key: 'unchanged', reason: `${String(zone.name)} already holds the records of this template.` });
    });

    it('refuses a domain without a zone, a zone whose draft holds the starter\'s changes, and a zone the result would break', () => {
      const bare = freshDomain('NOT EXISTS (SELECT 1 FROM dns_zones z WHERE z.domain_id = d.id)');
      const drafted = freshDomain('EXISTS (SELECT 1 FROM dns_zones z WHERE z.domain_id = d.id)');
      const broken = freshDomain('EXISTS (SELECT 1 FROM dns_zones z WHERE z.domain_id = d.id)');
      const context = jobs.contextOf('admin', { template: 'google-workspace' });
      const zone = zoneOf(drafted.id);
      const userId = context.scope.auth.user.id;
      run(`INSERT INTO dns_zone_drafts (group_id, zone_id, user_id, base_serial, origin, created_at, updated_at) VALUES (?, ?, ?, ?, 'edit', '2026-01-01T00:00:00.000Z', '2026-01-01T00:00:00.000Z')`,
        group, Number(zone.id), userId, Number(zone.serial));
      const draftId = Number(row("SELECT id FROM dns_zone_drafts WHERE zone_id = ? AND user_id = ? AND state = 'open'", Number(zone.id), userId).id);
      run(`INSERT INTO dns_draft_changes (draft_id, action, record_id, name, type, ttl, priority, content, disabled, comment, created_at)
        VALUES (?, 'create', NULL, 'test', 'A', 3600, NULL, '192.0.2.1', 0, NULL, '2026-01-01T00:00:00.000Z')`, draftId);
      const brokenZone = zoneOf(broken.id);
      run(`INSERT INTO dns_records (group_id, zone_id, name, type, ttl, content, created_at, updated_at) VALUES
        (?, ?, 'ftp', 'A', 3600, '192.0.2.7', '2026-01-01T00:00:00.000Z', '2026-01-01T00:00:00.000Z'),
        (?, ?, 'ftp', 'CNAME', 3600, 'files.example.net.', '2026-01-01T00:00:00.000Z', '2026-01-01T00:00:00.000Z')`, group, Number(brokenZone.id), group, Number(brokenZone.id));
      const answer = template().check(context, [Number(bare.id), Number(drafted.id), Number(broken.id)]);
      expect(answer.get(Number(bare.id))).toMatchObject({ eligible: false, reason_key: 'no_zone', reason: `${String(bare.name)} has no DNS zone here.` });
      expect(answer.get(Number(drafted.id))).toMatchObject({ eligible: false, reason_key: 'draft_not_empty', reason: `Your draft of ${String(zone.name)} holds 1 unpublished changes: publish or discard it first.` });
      expect(answer.get(Number(broken.id))).toMatchObject({ eligible: false, reason_key: 'zone_problems', reason: expect.stringContaining(`The change would break a rule of ${String(brokenZone.name)}: ftp CNAME: `) });
      expect(inTransaction(jobs.db, () => template().run!(context, item(Number(drafted.id))))).toMatchObject({ state: 'failed', reason_key: 'draft_not_empty' });
      expect(row('SELECT count(*) AS n FROM dns_draft_changes WHERE draft_id = ?', draftId).n).toBe(1);
      const spanish = template().check(jobs.contextOf('admin', { template: 'google-workspace' }, { locale: 'es' }), [Number(broken.id)]).get(Number(broken.id));
      expect(spanish).toMatchObject({ reason: expect.stringContaining(`El cambio rompería una regla de ${String(brokenZone.name)}: ftp CNAME: `) });
    });

    it('publishes a plan with warnings only when the job confirms them; otherwise fails and leaves nothing staged', () => {
      const domain = freshDomain('EXISTS (SELECT 1 FROM dns_zones z WHERE z.domain_id = d.id)');
      const zone = zoneOf(domain.id);
      // Many mail servers: the null MX deletes more than 30 % of the zone.
      for (const index of [1, 2, 3, 4, 5, 6, 7, 8]) {
        run(`INSERT INTO dns_records (group_id, zone_id, name, type, ttl, priority, content, created_at, updated_at) VALUES (?, ?, '@', 'MX', 3600, ?, ?, '2026-01-01T00:00:00.000Z', '2026-01-01T00:00:00.000Z')`,
          group, Number(zone.id), index * 10, `mx${index}.example.net.`);
      }
      const unconfirmed = jobs.contextOf('admin', { template: 'no-mail' });
      const [planned] = template().groups!(unconfirmed, template().check(unconfirmed, [Number(domain.id)]));
      expect(planned!.warnings).toEqual([{ code: 'mass_delete', message: expect.stringMatching(/^\d+ of the zone's \d+ records \(\d+ %\) would be deleted\.$/) }]);
      const japanese = template().groups!(jobs.contextOf('admin', { template: 'no-mail' }, { locale: 'ja' }), template().check(unconfirmed, [Number(domain.id)]));
      expect(japanese[0]!.warnings[0]!.message).toMatch(/^ゾーンの \d+ 件のレコードのうち \d+ 件（\d+ %）が削除されます。$/);

      const records = recordsOf(zone.id);
      expect(inTransaction(jobs.db, () => template().run!(unconfirmed, item(Number(domain.id))))).toMatchObject({
        state: 'failed', reason_key: 'confirmation_required', reason: expect.stringMatching(new RegExp(`^Publishing ${String(zone.name).replaceAll('.', '\\.')} needs a confirmation the job was not given: .+ would be deleted\\.$`)),
      });
      expect(recordsOf(zone.id)).toEqual(records);
      expect(row("SELECT count(*) AS n FROM dns_zone_drafts WHERE zone_id = ? AND state <> 'dropped'", Number(zone.id)).n).toBe(0);
      const confirmed = jobs.contextOf('admin', { template: 'no-mail', confirm: ['mass_delete'] });
      expect(inTransaction(jobs.db, () => template().run!(confirmed, item(Number(domain.id))))).toMatchObject({ state: 'done' });
      expect(recordsOf(zone.id).filter((found) => found.type === 'MX')).toEqual([{ name: '@', type: 'MX', priority: 0, content: '.' }]);
    });
  });

  describe('export', () => {
    it('exports every domain of the account (an external one too) with its fields as the CSV columns', () => {
      const domain = freshDomain("d.status = 'active'");
      run('UPDATE domains SET external = 1 WHERE id = ?', Number(domain.id));
      const exporter = action('domains', 'export');
      expect(exporter.permission).toBe('view-domains');
      expect(exporter.csvColumns).toEqual(['name', 'status', 'expires_at', 'registry_lock', 'transfer_lock', 'privacy', 'nameservers', 'auto_renew']);
      const context = jobs.contextOf('viewer');
      expect(exporter.check(context, [Number(domain.id), 99_999_999])).toEqual(new Map([
        [Number(domain.id), { eligible: true, label: domain.name }],
        [99_999_999, { eligible: false, label: '#99999999', reason_key: 'not_found', reason: 'No such record in this account.' }],
      ]));
      const outcome = exporter.run!(context, item(Number(domain.id)));
      expect(outcome).toEqual({
        state: 'done',
        result: {
          name: domain.name, status: 'active', expires_at: domain.expires_at, registry_lock: domain.registry_lock === 1, transfer_lock: domain.transfer_lock === 1,
          privacy: domain.privacy === 1, nameservers: (JSON.parse(String(domain.nameservers)) as string[]).join(' '), auto_renew: domain.auto_renew === 1,
        },
      });
      expect(Object.keys((outcome as { result: object }).result)).toEqual(exporter.csvColumns);
    });
  });

  describe('10 000 ids', () => {
    it('checks 10 000 domains well under a second, in chunks', () => {
      const template = freshDomain("d.status = 'active' AND d.external = 0");
      const columns = (jobs.db.prepare("SELECT name FROM pragma_table_info('domains') WHERE name NOT IN ('id', 'name', 'unicode_name')").all() as Row[]).map((column) => String(column.name));
      run(`WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < 10000)
        INSERT INTO domains (name, unicode_name, ${columns.join(', ')}) SELECT 'bulk-' || i || '-' || d.name, 'bulk-' || i || '-' || d.unicode_name, ${columns.map((column) => `d.${column}`).join(', ')}
        FROM n, domains d WHERE d.id = ?`, Number(template.id));
      const ids = (jobs.db.prepare("SELECT id FROM domains WHERE name LIKE 'bulk-%' ORDER BY id").all() as Row[]).map((found) => Number(found.id));
      expect(ids).toHaveLength(10_000);
      const timings: Record<string, number> = {};
      for (const [name, options] of [['renew', {}], ['lock', {}], ['nameservers', { nameservers: ['ns1.example.net', 'ns2.example.net'] }], ['contacts', { contacts: { billing_contact_id: Number(template.admin_contact_id ?? template.registrant_contact_id) } }], ['dns_template', { template: 'parking' }], ['export', {}]] as const) {
        const context = jobs.contextOf('admin', options);
        const started = performance.now();
        const answer = action('domains', name).check(context, ids);
        timings[name] = Math.round(performance.now() - started);
        expect(answer.size).toBe(10_000);
      }
      const context = jobs.contextOf('admin');
      const started = performance.now();
      const renewed = 50;
      inTransaction(jobs.db, () => {
        for (const id of ids.slice(0, renewed)) expect(action('domains', 'renew').run!(context, item(id)).state).toBe('done');
      });
      timings.renew_run_each = Math.round(((performance.now() - started) / renewed) * 100) / 100;
      console.info('check() of 10 000 domain ids, ms:', JSON.stringify(timings));
      for (const [name, took] of Object.entries(timings)) expect(took, name).toBeLessThan(1000);
    });
  });
});
