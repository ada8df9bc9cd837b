/**
 * Nothing done or charged twice (issue 32; DESIGN.md section 13): the same job start while the
 * first is pending is one job; retries sent together are one retry; a retry runs only what is
 * still failed, never an item a retry did since; every domain is charged once per intent under
 * all of these; a write repeated with one Idempotency-Key is answered from the first (the same
 * order, the same renewal), the key with another body is refused, and the database itself holds
 * one charge per job intent, order item and approval refund.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { fingerprintOf } from '../../server/api/http/request-fingerprint.ts';
import { freeNames } from './support/free-names.ts';
import { startJobsApp, type Answer, type Body, type JobsApp } from './support/jobs-app.ts';
import { addUser, everyAreaAdmin } from './support/test-users.ts';

type Row = Record<string, unknown>;
interface Job extends Row {
  id: number;
  state: string;
  retry_of: number | null;
  retryable_count: number;
  failed_count: number;
  done_count: number;
}

describe('once per intent', () => {
  let jobs: JobsApp;
  let admin: string;
  let colleague: string;
  let group: string;

  beforeAll(async () => {
    jobs = await startJobsApp({ domains: 400 });
    admin = await jobs.signIn('admin');
    group = String(jobs.db.prepare("SELECT group_id FROM users WHERE username = 'admin'").get()?.group_id);
    addUser(jobs.db, group, 'intent-colleague', everyAreaAdmin);
    colleague = await jobs.signIn('intent-colleague');
  });
  afterAll(() => jobs.close());
  beforeEach(() => jobs.clock.advance(1));

  const row = (sql: string, ...params: (string | number | null)[]) => jobs.db.prepare(sql).get(...params) as Row;
  const rows = (sql: string, ...params: (string | number | null)[]) => jobs.db.prepare(sql).all(...params) as Row[];
  const post = <T = Body>(path: string, body?: unknown, headers?: Record<string, string>, token = admin) =>
    jobs.call<T>(token, 'POST', `/groups/${group}/${path}`, body, headers);
  const jobOf = (id: number) => row('SELECT * FROM jobs WHERE id = ?', id) as Job;
  const runToEnd = (jobId: number) => {
    for (let pass = 0; pass < 400 && jobOf(jobId).state === 'running'; pass++) {
      jobs.app.jobRunner.runDue();
      jobs.clock.advance(0.25);
    }
    expect(jobOf(jobId).state).not.toBe('running');
  };
  const lastTransaction = () => Number(row('SELECT coalesce(max(id), 0) AS id FROM transactions').id);
  /** Charges per domain written after the marker: every domain asked must have exactly `expected`. */
  const chargesPerDomain = (since: number, ids: readonly number[]) => {
    const counts = new Map(ids.map((id) => [id, 0]));
    for (const charge of rows("SELECT domain_id FROM transactions WHERE id > ? AND kind = 'charge'", since)) {
      const id = Number(charge.domain_id);
      if (counts.has(id)) counts.set(id, counts.get(id)! + 1);
    }
    return [...counts.values()];
  };

  const used = new Set<number>();
  const renewable = async (count: number): Promise<number[]> => {
    const candidates = rows(`SELECT d.id FROM domains d WHERE d.group_id = ? AND d.external = 0 AND d.status IN ('active', 'expired')
      AND NOT EXISTS (SELECT 1 FROM approval_requests a WHERE a.domain_id = d.id AND a.status = 'pending') ORDER BY d.id`, group)
      .map((candidate) => Number(candidate.id)).filter((id) => !used.has(id)).slice(0, count * 3);
    const dry = await post<{ data: { items: Array<{ id: number; eligible: boolean }> } }>('jobs', { action: 'renew', resource: 'domains', ids: candidates, dry_run: true });
    const ids = dry.body.data.items.filter((item) => item.eligible).map((item) => item.id).slice(0, count);
    if (ids.length < count) throw new Error(`only ${ids.length} renewable domains left`);
    for (const id of ids) used.add(id);
    return ids;
  };
  const renew = (ids: readonly number[], headers?: Record<string, string>) => post<Job>('jobs', { action: 'renew', resource: 'domains', ids }, headers);
  const setStatus = (ids: readonly number[], status: string) => {
    for (const id of ids) jobs.db.prepare('UPDATE domains SET status = ? WHERE id = ?').run(status, id);
  };
  /** A finished renew job whose `failing` domains failed (transferred away after the start, back afterwards). */
  const jobWithFailures = async (ids: readonly number[], failing: readonly number[]): Promise<Job> => {
    const started = await renew(ids);
    expect(started.status, started.text).toBe(201);
    setStatus(failing, 'transferred_out');
    runToEnd(started.body.id);
    setStatus(failing, 'active');
    return jobOf(started.body.id);
  };

  describe('the same job started twice', () => {
    it('is one job: two identical starts sent together give 201 and 409 job_pending naming it; each domain renewed and charged once', async () => {
      const ids = await renewable(20);
      const since = lastTransaction();
      const before = Number(row('SELECT count(*) AS n FROM jobs').n);
      const answers = await Promise.all([renew(ids), renew([...ids].reverse())]);
      expect(answers.map((answer) => answer.status).sort()).toEqual([201, 409]);
      const first = answers.find((answer) => answer.status === 201)!.body;
      expect(answers.find((answer) => answer.status === 409)!.body).toMatchObject({ code: 'job_pending', job_id: first.id, state: 'running' });
      expect(Number(row('SELECT count(*) AS n FROM jobs').n)).toBe(before + 1);
      runToEnd(first.id);
      expect(jobOf(first.id)).toMatchObject({ state: 'done', done_count: 20 });
      expect(chargesPerDomain(since, ids)).toEqual(ids.map(() => 1));
    });

    it('is refused only while the first is pending: another set, other options, or the same start after the first finished are new jobs', async () => {
      const ids = await renewable(3);
      const first = await renew(ids);
      expect(first.status).toBe(201);
      expect((await renew(ids.slice(0, 2))).status).toBe(201);
      expect((await post('jobs', { action: 'renew', resource: 'domains', ids, options: { period_years: 1 } })).status).toBe(201);
      expect((await post('jobs', { action: 'renew', resource: 'domains', ids, dry_run: true })).status).toBe(200);
      jobs.db.prepare("UPDATE jobs SET state = 'done' WHERE group_id = ? AND state = 'running'").run(group);
      expect((await renew(ids)).status).toBe(201);
      jobs.db.prepare("UPDATE jobs SET state = 'done' WHERE group_id = ? AND state = 'running'").run(group);
    });

    it('is refused by the database too: two pending jobs of an account never share a start key', () => {
      const pending = jobOf(Number(row("SELECT id FROM jobs WHERE start_key IS NOT NULL ORDER BY id DESC LIMIT 1").id));
      jobs.db.prepare("UPDATE jobs SET state = 'running' WHERE id = ?").run(pending.id);
      try {
        expect(() => jobs.db.prepare(`INSERT INTO jobs (group_id, username, action, resource, state, item_count, start_key)
          VALUES (?, 'admin', 'renew', 'domains', 'running', 0, ?)`).run(group, String(pending.start_key))).toThrow(/UNIQUE/);
      } finally {
        jobs.db.prepare("UPDATE jobs SET state = 'done' WHERE id = ?").run(pending.id);
      }
    });

    it('with one Idempotency-Key is answered from the first: the same job, 201, replayed; no second job even after the first finished', async () => {
      const ids = await renewable(2);
      const key = 'start-intent-1';
      const first = await renew(ids, { 'idempotency-key': key });
      expect(first.status).toBe(201);
      runToEnd(first.body.id);
      const again = await renew(ids, { 'idempotency-key': key });
      expect(again.status).toBe(201);
      expect(again.headers['idempotent-replayed']).toBe('true');
      expect(again.body.id).toBe(first.body.id);
      expect(again.text).toBe(first.text);
      expect(Number(row('SELECT count(*) AS n FROM jobs WHERE id > ?', first.body.id).n)).toBe(0);
    });
  });

  describe('retries', () => {
    it('sent together are one retry job: 201 and 409 job_pending naming it', async () => {
      const ids = await renewable(4);
      const job = await jobWithFailures(ids, [ids[1]!, ids[2]!]);
      expect(job).toMatchObject({ failed_count: 2, retryable_count: 2 });
      const answers = await Promise.all([post<Job>(`jobs/${job.id}/retry`, {}), post<Job>(`jobs/${job.id}/retry`, {})]);
      expect(answers.map((answer) => answer.status).sort()).toEqual([201, 409]);
      const retry = answers.find((answer) => answer.status === 201)!.body;
      expect(answers.find((answer) => answer.status === 409)!.body).toMatchObject({ code: 'job_pending', job_id: retry.id });
      expect(rows('SELECT id FROM jobs WHERE retry_of = ?', job.id)).toHaveLength(1);
      runToEnd(retry.id);
    });

    it('never run an item again once a retry did it: three retries are one renewal and one charge per domain, and "Retry the N failed" is gone', async () => {
      const ids = await renewable(5);
      const since = lastTransaction();
      const failing = [ids[0]!, ids[3]!];
      const job = await jobWithFailures(ids, failing);
      const expiry = (id: number) => String(row('SELECT expires_at FROM domains WHERE id = ?', id).expires_at);
      const retry = await post<Job>(`jobs/${job.id}/retry`, {});
      expect(retry.status).toBe(201);
      expect(retry.body).toMatchObject({ retry_of: job.id, item_count: 2, retryable_count: 0 });
      expect(jobOf(job.id).retryable_count).toBe(0);
      runToEnd(retry.body.id);
      expect(jobOf(retry.body.id)).toMatchObject({ done_count: 2, retryable_count: 0 });
      const renewed = failing.map(expiry);

      for (let again = 0; again < 2; again++) {
        const answer = await post(`jobs/${job.id}/retry`, {});
        expect(answer.body).toMatchObject({ statusCode: 409, code: 'nothing_to_retry' });
      }
      expect((await post(`jobs/${retry.body.id}/retry`, {})).body).toMatchObject({ code: 'nothing_to_retry' });
      expect(failing.map(expiry)).toEqual(renewed);
      // The original still shows its history: two failed items, none retryable.
      expect(jobOf(job.id)).toMatchObject({ failed_count: 2, retryable_count: 0 });
      expect(chargesPerDomain(since, ids)).toEqual(ids.map(() => 1));
      const listed = await jobs.call<Job>(admin, 'GET', `/groups/${group}/jobs/${job.id}`);
      expect(listed.body).toMatchObject({ failed_count: 2, retryable_count: 0 });
    });

    it('take what a retry left failed: a later retry of the original runs only the item that failed again', async () => {
      const ids = await renewable(4);
      const since = lastTransaction();
      const [again, fixed] = [ids[1]!, ids[2]!];
      const job = await jobWithFailures(ids, [again, fixed]);
      const first = await post<Job>(`jobs/${job.id}/retry`, {});
      setStatus([again], 'transferred_out');
      runToEnd(first.body.id);
      setStatus([again], 'active');
      expect(jobOf(first.body.id)).toMatchObject({ done_count: 1, failed_count: 1, retryable_count: 1 });
      expect(jobOf(job.id).retryable_count).toBe(1);

      const second = await post<Job>(`jobs/${job.id}/retry`, {});
      expect(second.status).toBe(201);
      expect(rows('SELECT resource_id FROM job_items WHERE job_id = ?', second.body.id).map((item) => Number(item.resource_id))).toEqual([again]);
      runToEnd(second.body.id);
      expect([job.id, first.body.id, second.body.id].map((id) => jobOf(id).retryable_count)).toEqual([0, 0, 0]);
      expect(chargesPerDomain(since, ids)).toEqual(ids.map(() => 1));
    });

    it('cancelled before they ran leave their items to retry from the original', async () => {
      const ids = await renewable(2);
      const job = await jobWithFailures(ids, [ids[0]!]);
      const retry = await post<Job>(`jobs/${job.id}/retry`, {});
      expect(jobOf(job.id).retryable_count).toBe(0);
      expect((await post(`jobs/${retry.body.id}/cancel`)).status).toBe(200);
      expect(jobOf(job.id).retryable_count).toBe(1);
      const next = await post<Job>(`jobs/${job.id}/retry`, {});
      expect(next.status).toBe(201);
      runToEnd(next.body.id);
      expect(jobOf(job.id).retryable_count).toBe(0);
    });
  });

  describe('Idempotency-Key', () => {
    const contacts = () => {
      const contact = Number(row('SELECT id FROM contacts WHERE group_id = ? ORDER BY id LIMIT 1', group).id);
      return { registrant_contact_id: contact, admin_contact_id: contact, tech_contact_id: contact, billing_contact_id: contact };
    };
    const cart = (names: string[]) => ({ items: names.map((name) => ({ name, period_years: 1 })), contacts: contacts(), nameservers: null, privacy: false });

    it('makes an order submitted twice one order, the second answer the first replayed; another body with that key is refused', async () => {
      const names = freeNames('com', 'intent-order-', 2);
      const orders = Number(row('SELECT count(*) AS n FROM orders').n);
      const since = lastTransaction();
      const headers = { 'idempotency-key': 'order-intent-1' };
      const [first, second] = await Promise.all([post('domain_orders', cart(names), headers), post('domain_orders', cart(names), headers)]);
      expect(first.status, first.text).toBe(201);
      expect(second.status).toBe(201);
      expect(second.text).toBe(first.text);
      expect([first.headers['idempotent-replayed'], second.headers['idempotent-replayed']]).toContain('true');
      expect(Number(row('SELECT count(*) AS n FROM orders').n)).toBe(orders + 1);
      expect(Number(row("SELECT count(*) AS n FROM transactions WHERE id > ? AND kind = 'charge'", since).n)).toBe(2);

      const other = await post('domain_orders', cart([freeNames('com', 'intent-order-other-', 1)[0]!]), headers);
      expect(other.status).toBe(422);
      expect(other.body).toMatchObject({ code: 'idempotency_key_reused' });
      expect(Number(row('SELECT count(*) AS n FROM orders').n)).toBe(orders + 1);
    });

    it('is each user\'s own: the same key from a colleague is another request; a bad key is a 400', async () => {
      const [mine, theirs] = await renewable(2);
      const call = (id: number, token: string) => post('platform_calls', { operation: 'registrar.domain.renew', domain_id: id, period_years: 1 }, { 'idempotency-key': 'shared-key' }, token);
      const since = lastTransaction();
      expect((await call(mine!, admin)).status).toBe(200);
      const colleagues = await call(theirs!, colleague);
      expect(colleagues.status).toBe(200);
      expect(colleagues.headers['idempotent-replayed']).toBeUndefined();
      expect(chargesPerDomain(since, [mine!, theirs!])).toEqual([1, 1]);
      const bad = await post('platform_calls', { operation: 'registrar.domain.info', domain_id: mine }, { 'idempotency-key': 'ñ' });
      expect(bad.body).toMatchObject({ statusCode: 400, code: 'invalid_idempotency_key' });
    });

    it('answers a repeated renewal from the first call: renewed and charged once; a new key is a new renewal', async () => {
      const [id] = await renewable(1);
      const since = lastTransaction();
      const body = { operation: 'registrar.domain.renew', domain_id: id, period_years: 1 };
      const first = await post('platform_calls', body, { 'idempotency-key': 'renew-once' });
      const expires = String(row('SELECT expires_at FROM domains WHERE id = ?', id!).expires_at);
      const again: Answer = await post('platform_calls', { period_years: 1, domain_id: id, operation: 'registrar.domain.renew' }, { 'idempotency-key': 'renew-once' });
      expect(again.status).toBe(first.status);
      expect(again.text).toBe(first.text);
      expect(again.headers['idempotent-replayed']).toBe('true');
      expect(String(row('SELECT expires_at FROM domains WHERE id = ?', id!).expires_at)).toBe(expires);
      expect(chargesPerDomain(since, [id!])).toEqual([1]);
      expect((await post('platform_calls', body, { 'idempotency-key': 'renew-twice' })).status).toBe(200);
      expect(chargesPerDomain(since, [id!])).toEqual([2]);
    });

    it('answers 409 idempotency_key_in_use while the first request is still being answered, and takes over a key abandoned a minute', async () => {
      const body = { operation: 'registrar.domain.info', domain_id: Number(row('SELECT id FROM domains WHERE group_id = ? ORDER BY id LIMIT 1', group).id) };
      const userId = Number(row("SELECT id FROM users WHERE username = 'admin'").id);
      const fingerprint = fingerprintOf({ method: 'POST', path: `/groups/${group}/platform_calls`, body });
      const now = new Date(jobs.clock.now()).toISOString();
      jobs.db.prepare(`INSERT INTO idempotency_keys (user_id, idempotency_key, fingerprint, method, path, created_at, expires_at)
        VALUES (?, 'in-flight', ?, 'POST', 'x', ?, ?)`).run(userId, fingerprint, now, new Date(jobs.clock.now() + 86_400_000).toISOString());
      const busy = await post('platform_calls', body, { 'idempotency-key': 'in-flight' });
      expect(busy.status).toBe(409);
      expect(busy.body).toMatchObject({ code: 'idempotency_key_in_use' });
      expect(busy.headers['retry-after']).toBe('1');
      jobs.clock.advance(61);
      const taken = await post('platform_calls', body, { 'idempotency-key': 'in-flight' });
      expect(taken.status).toBe(200);
      expect(row("SELECT status_code FROM idempotency_keys WHERE idempotency_key = 'in-flight'").status_code).toBe(200);
    });

    it('keeps an answer 24 hours: after that the key is free again', async () => {
      const body = { operation: 'registrar.domain.info', domain_id: Number(row('SELECT id FROM domains WHERE group_id = ? ORDER BY id LIMIT 1', group).id) };
      expect((await post('platform_calls', body, { 'idempotency-key': 'short-lived' })).status).toBe(200);
      expect((await post('platform_calls', body, { 'idempotency-key': 'short-lived' })).headers['idempotent-replayed']).toBe('true');
      jobs.clock.advance(24 * 3600 + 1);
      admin = await jobs.signIn('admin');
      const later = await post('platform_calls', body, { 'idempotency-key': 'short-lived' });
      expect(later.status).toBe(200);
      expect(later.headers['idempotent-replayed']).toBeUndefined();
    });
  });

  describe('the database', () => {
    const charge = (column: 'job_intent_id' | 'order_item_id', value: number, reference: string) =>
      jobs.db.prepare(`INSERT INTO transactions (group_id, reference, kind, status, description, amount, currency, ${column}, transacted_at)
        VALUES (?, ?, 'charge', 'pending', 'test', 100, 'GBP', ?, '2026-11-01T00:00:00Z')`).run(group, reference, value);

    it('refuses a second charge for the same job intent or order item (a credit beside it is fine)', () => {
      const intent = Number(row('SELECT job_intent_id FROM transactions WHERE job_intent_id IS NOT NULL ORDER BY id LIMIT 1').job_intent_id);
      expect(intent).toBeGreaterThan(0);
      expect(() => charge('job_intent_id', intent, 'TEST-DUP-1')).toThrow(/UNIQUE/);
      const orderItem = Number(row('SELECT order_item_id FROM transactions WHERE order_item_id IS NOT NULL ORDER BY id LIMIT 1').order_item_id);
      expect(orderItem).toBeGreaterThan(0);
      expect(() => charge('order_item_id', orderItem, 'TEST-DUP-2')).toThrow(/UNIQUE/);
      jobs.db.prepare(`INSERT INTO transactions (group_id, reference, kind, status, description, amount, currency, job_intent_id, transacted_at)
        VALUES (?, 'TEST-CREDIT', 'credit', 'pending', 'test', -100, 'GBP', ?, '2026-11-01T00:00:00Z')`).run(group, intent);
    });

    it('names the first attempt as the intent of a retry\'s charge', () => {
      const retried = row(`SELECT item.intent_id, item.id FROM job_items item JOIN jobs j ON j.id = item.job_id
        WHERE j.retry_of IS NOT NULL AND item.state = 'done' ORDER BY item.id LIMIT 1`);
      expect(Number(retried.intent_id)).not.toBe(Number(retried.id));
      expect(Number(row("SELECT count(*) AS n FROM transactions WHERE job_intent_id = ? AND kind = 'charge'", Number(retried.intent_id)).n)).toBe(1);
    });
  });
});
