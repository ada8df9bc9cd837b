/**
 * Bulk jobs through the API (issue 13; DESIGN.md section 13, bulk jobs) with the real domain
 * `renew` action: the dry run's eligibility and cost, a job's items reaching their final states
 * in position order within the per-account budget of the test clock, cancel, retry of the failed
 * and skipped items, who may start and see jobs, items as JSON and CSV, items waiting for an
 * approval (the real `unlock`) settling with the approver's decision, and a restart of the API in
 * the middle of a job (and a crash of one item's transaction).
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { openDatabase } from '../../server/api/db/open-database.ts';
import { startJobsApp, type Body, type JobsApp } from './support/jobs-app.ts';
import { addUser, everyAreaAdmin } from './support/test-users.ts';

type Row = Record<string, unknown>;
interface Job extends Row {
  id: number;
  state: string;
  item_count: number;
  queued_count: number;
  done_count: number;
  failed_count: number;
  skipped_count: number;
  cancelled_count: number;
  waiting_count: number;
}
interface DryRun {
  items: Array<{ id: number; label: string; eligible: boolean; reason_key?: string; reason?: string; cost?: { amount: number; currency: string } }>;
  eligible_count: number;
  ineligible_count: number;
  costs: Array<{ amount: number; currency: string }>;
}
interface Item extends Row {
  position: number;
  resource_id: number;
  state: string;
  reason_key: string | null;
  finished_at: string | null;
  approval_request_id: number | null;
}

describe('bulk jobs', () => {
  let jobs: JobsApp;
  let admin: string;
  let group: string;
  let otherGroup: string;
  let seededAudit: number;

  beforeAll(async () => {
    jobs = await startJobsApp({ domains: 1200 });
    admin = await jobs.signIn('admin');
    group = String(jobs.db.prepare("SELECT group_id FROM users WHERE username = 'admin'").get()?.group_id);
    otherGroup = String(jobs.db.prepare("SELECT group_id FROM domains WHERE group_id != ? GROUP BY group_id ORDER BY count(*) DESC LIMIT 1").get(group)?.group_id);
    seededAudit = Number(jobs.db.prepare('SELECT max(id) AS id FROM audit_log').get()?.id ?? 0);
  });
  afterAll(() => jobs.close());
  // Each test starts with the whole budget of a new second.
  beforeEach(() => jobs.clock.advance(1));

  const row = (sql: string, ...params: (string | number | null)[]) => jobs.db.prepare(sql).get(...params) as Row;
  const rows = (sql: string, ...params: (string | number | null)[]) => jobs.db.prepare(sql).all(...params) as Row[];
  const post = <T = Body>(path: string, body?: unknown, token = admin, headers?: Record<string, string>) => jobs.call<T>(token, 'POST', `/groups/${group}/${path}`, body, headers);
  const get = <T = Body>(path: string, token = admin) => jobs.call<T>(token, 'GET', `/groups/${group}/${path}`);
  const runDue = () => jobs.app.jobRunner.runDue();
  const jobOf = (id: number) => row('SELECT * FROM jobs WHERE id = ?', id) as Job;
  const itemsOf = (id: number) => rows('SELECT * FROM job_items WHERE job_id = ? ORDER BY position', id) as Item[];

  const used = new Set<number>();
  /** Domains of the admin's account that renew (by the dry run) and that no earlier test used. */
  const renewable = async (count: number): Promise<number[]> => {
    const candidates = rows(`SELECT d.id FROM domains d WHERE d.group_id = ? AND d.external = 0 AND d.status IN ('active', 'expired')
      AND NOT EXISTS (SELECT 1 FROM approval_requests a WHERE a.domain_id = d.id AND a.status = 'pending') ORDER BY d.id`, group)
      .map((candidate) => Number(candidate.id)).filter((id) => !used.has(id)).slice(0, count * 2);
    const dry = await post<{ data: DryRun }>('jobs', { action: 'renew', resource: 'domains', ids: candidates, dry_run: true });
    const ids = dry.body.data.items.filter((item) => item.eligible).map((item) => item.id).slice(0, count);
    if (ids.length < count) throw new Error(`only ${ids.length} renewable domains left`);
    for (const id of ids) used.add(id);
    return ids;
  };
  const expiries = (ids: readonly number[]) => new Map(ids.map((id) => [id, String(row('SELECT expires_at FROM domains WHERE id = ?', id).expires_at)]));
  const start = async (ids: readonly number[], extra: Body = {}) => {
    const answer = await post<Job>('jobs', { action: 'renew', resource: 'domains', ids, ...extra });
    expect(answer.status, answer.text).toBe(201);
    return answer.body;
  };
  /** Runs the job to its end, a quarter second of the test clock between passes; answers the items run per pass. */
  const runToEnd = (jobId: number): number[] => {
    const passes: number[] = [];
    for (let pass = 0; pass < 400 && jobOf(jobId).state === 'running'; pass++) {
      passes.push(runDue());
      jobs.clock.advance(0.25);
    }
    return passes;
  };

  it('answers a dry run: every record eligible with its cost, or the reason; totals per currency; nothing written', async () => {
    const [first, second] = await renewable(2);
    const external = (await renewable(1))[0]!;
    jobs.db.prepare('UPDATE domains SET external = 1 WHERE id = ?').run(external);
    const gone = (await renewable(1))[0]!;
    jobs.db.prepare("UPDATE domains SET status = 'transferred_out' WHERE id = ?").run(gone);
    const foreign = Number(row("SELECT id FROM domains WHERE group_id = ? AND status = 'active' ORDER BY id LIMIT 1", otherGroup).id);
    const ids = [first!, external, second!, gone, foreign, 99_999_999];
    const jobCount = Number(row('SELECT count(*) AS n FROM jobs').n);

    const answer = await post<{ data: DryRun }>('jobs', { action: 'renew', resource: 'domains', ids, dry_run: true });
    expect(answer.status).toBe(200);
    const dry = answer.body.data;
    expect(dry).toMatchObject({ action: 'renew', resource: 'domains', eligible_count: 2, ineligible_count: 4 });
    expect(dry.items.map((item) => item.id)).toEqual(ids);
    const names = (id: number) => String(row('SELECT name FROM domains WHERE id = ?', id).name);
    expect(dry.items[0]).toMatchObject({ eligible: true, label: names(first!), cost: { currency: expect.any(String) } });
    expect(dry.items[1]).toMatchObject({ eligible: false, label: names(external), reason_key: 'external' });
    expect(dry.items[3]).toMatchObject({ eligible: false, reason_key: 'status', reason: expect.stringContaining('transferred out') });
    expect(dry.items[4]).toMatchObject({ eligible: false, reason_key: 'not_found', label: `#${foreign}` });
    expect(dry.items[5]).toMatchObject({ eligible: false, reason_key: 'not_found', label: '#99999999' });
    const costs = [dry.items[0]!.cost!, dry.items[2]!.cost!];
    expect(costs[0]!.amount).toBeGreaterThan(0);
    // The cost is the renewal price × the domain's renewal period.
    const period = Number(row('SELECT renewal_period_years FROM domains WHERE id = ?', first!).renewal_period_years);
    expect(costs[0]!.amount % period).toBe(0);
    expect(dry.costs).toEqual(costs[0]!.currency === costs[1]!.currency
      ? [{ currency: costs[0]!.currency, amount: costs[0]!.amount + costs[1]!.amount }]
      : costs.map((cost) => ({ currency: cost.currency, amount: cost.amount })));
    expect(Number(row('SELECT count(*) AS n FROM jobs').n)).toBe(jobCount);

    // The reasons are said in the reader's language.
    const japanese = await post<{ data: DryRun }>('jobs', { action: 'renew', resource: 'domains', ids, dry_run: true }, admin, { 'accept-language': 'ja' });
    expect(japanese.body.data.items[3]!.reason).not.toBe(dry.items[3]!.reason);

    // The options are the action's; an unknown action names those offered.
    const tooLong = await post('jobs', { action: 'renew', resource: 'domains', ids, options: { period_years: 11 }, dry_run: true });
    expect(tooLong).toMatchObject({ status: 400, body: { code: 'validation_failed' } });
    const unknown = await post('jobs', { action: 'explode', resource: 'domains', ids, dry_run: true });
    expect(unknown).toMatchObject({ status: 400, body: { code: 'unknown_action', actions: expect.arrayContaining(['renew']) } });
    expect((await post('jobs', { action: 'renew', resource: 'domains', ids: [first, first] })).body).toMatchObject({ code: 'validation_failed' });
    expect((await post('jobs', { action: 'renew', resource: 'domains', ids: [] })).body).toMatchObject({ code: 'validation_failed' });
  });

  it('runs a job\'s items in position order, never more than JOB_ITEMS_PER_SECOND in a second of the clock, each renewed once', async () => {
    const ids = await renewable(45);
    const before = expiries(ids);
    const transactionsBefore = Number(row("SELECT count(*) AS n FROM transactions WHERE kind = 'charge'").n);
    const job = await start(ids);
    expect(job).toMatchObject({ state: 'running', action: 'renew', resource: 'domains', item_count: 45, queued_count: 45, done_count: 0, user_id: expect.any(Number), username: 'admin', retry_of: null });
    expect((job.costs as unknown[]).length).toBeGreaterThan(0);

    const passes = runToEnd(job.id);
    expect(passes.slice(0, 3)).toEqual([20, 0, 0]);
    expect(passes.reduce((sum, count) => sum + count, 0)).toBe(45);
    const done = jobOf(job.id);
    expect(done).toMatchObject({ state: 'done', done_count: 45, queued_count: 0, running_count: 0, failed_count: 0 });
    expect(done.finished_at).toEqual(expect.any(String));

    const items = itemsOf(job.id);
    expect(items.map((item) => item.resource_id)).toEqual(ids);
    const times = items.map((item) => Date.parse(String(item.finished_at)));
    for (let index = 1; index < times.length; index++) expect(times[index]).toBeGreaterThanOrEqual(times[index - 1]!);
    for (const at of times) expect(times.filter((other) => other > at - 1000 && other <= at).length).toBeLessThanOrEqual(20);

    for (const id of ids) {
      const domain = row('SELECT expires_at, renewal_period_years FROM domains WHERE id = ?', id);
      const expected = new Date(before.get(id)!);
      expected.setUTCFullYear(expected.getUTCFullYear() + Number(domain.renewal_period_years));
      expect(domain.expires_at, `domain ${id}`).toBe(expected.toISOString());
    }
    expect(Number(row("SELECT count(*) AS n FROM transactions WHERE kind = 'charge'").n)).toBe(transactionsBefore + 45);
    expect(items.every((item) => item.cost_amount !== null && item.state === 'done')).toBe(true);
    // Each renewal is audited by the action as the starter, from the job; the job's start and finish by the job.
    const renewals = rows("SELECT username, ip, request_id FROM audit_log WHERE resource_type = 'domain' AND action = 'renew' AND request_id = ?", `job-${job.id}`);
    expect(renewals).toHaveLength(45);
    expect(renewals[0]).toMatchObject({ username: 'admin', ip: 'job' });
    expect(rows("SELECT action FROM audit_log WHERE area = 'tray' AND resource_type = 'job' AND resource_id = ? ORDER BY id", String(job.id)).map((entry) => entry.action))
      .toEqual(['start', 'finish']);

    const read = await get<Job>(`jobs/${job.id}`);
    expect(read.body).toMatchObject({ id: job.id, state: 'done', done_count: 45, options: {}, locale: 'en' });
    const list = await get<{ data: Job[] }>('jobs?filter[state]=done&sort=-created_at');
    expect(list.body.data.map((entry) => entry.id)).toContain(job.id);
  });

  it('cancels a job: queued items cancelled, done ones kept; a finished job is a 409', async () => {
    const ids = await renewable(30);
    const job = await start(ids);
    expect(runDue()).toBe(20);
    const cancelled = await post<Job>(`jobs/${job.id}/cancel`);
    expect(cancelled.status).toBe(200);
    expect(cancelled.body).toMatchObject({ state: 'cancelled', done_count: 20, cancelled_count: 10, queued_count: 0, finished_at: expect.any(String) });
    expect(itemsOf(job.id).map((item) => item.state)).toEqual([...Array<string>(20).fill('done'), ...Array<string>(10).fill('cancelled')]);
    jobs.clock.advance(2);
    expect(runDue()).toBe(0);
    expect((await post(`jobs/${job.id}/cancel`)).body).toMatchObject({ statusCode: 409, code: 'job_finished', state: 'cancelled' });
    expect(rows("SELECT action, username FROM audit_log WHERE resource_type = 'job' AND resource_id = ? ORDER BY id", String(job.id)))
      .toEqual([{ action: 'start', username: 'admin' }, { action: 'cancel', username: 'admin' }]);

    const finished = Number(row("SELECT id FROM jobs WHERE state = 'done' ORDER BY id LIMIT 1").id);
    expect((await post(`jobs/${finished}/cancel`)).body).toMatchObject({ statusCode: 409, code: 'job_finished', state: 'done' });
  });

  it('retries the failed and skipped items of a job in a new job that names it', async () => {
    const ids = await renewable(6);
    const ineligible = (await renewable(1))[0]!;
    jobs.db.prepare("UPDATE domains SET status = 'transferred_out' WHERE id = ?").run(ineligible);
    const asked = [ids[0]!, ids[1]!, ids[2]!, ineligible, ids[3]!, ids[4]!, ids[5]!];
    const job = await start(asked);
    expect(job).toMatchObject({ item_count: 7, queued_count: 6, skipped_count: 1 });
    // The second domain is transferred away after the job started, before the runner reaches it.
    const failing = ids[1]!;
    const before = expiries([failing]);
    jobs.db.prepare("UPDATE domains SET status = 'transferred_out' WHERE id = ?").run(failing);
    runToEnd(job.id);
    expect(jobOf(job.id)).toMatchObject({ state: 'done', done_count: 5, failed_count: 1, skipped_count: 1 });
    expect(itemsOf(job.id)[1]).toMatchObject({ resource_id: failing, state: 'failed', reason_key: 'status' });
    expect(expiries([failing])).toEqual(before);

    jobs.db.prepare("UPDATE domains SET status = 'active' WHERE id = ?").run(failing);
    const dry = await post<{ data: DryRun }>(`jobs/${job.id}/retry`, { dry_run: true });
    expect(dry.body.data.items.map((item) => [item.id, item.eligible])).toEqual([[failing, true], [ineligible, false]]);
    const retry = await post<Job>(`jobs/${job.id}/retry`, {});
    expect(retry.status).toBe(201);
    expect(retry.body).toMatchObject({ retry_of: job.id, action: 'renew', resource: 'domains', item_count: 2, queued_count: 1, skipped_count: 1 });
    expect(itemsOf(retry.body.id).map((item) => [item.resource_id, item.state])).toEqual([[failing, 'queued'], [ineligible, 'skipped']]);
    runToEnd(retry.body.id);
    expect(jobOf(retry.body.id)).toMatchObject({ state: 'done', done_count: 1, skipped_count: 1 });
    expect(expiries([failing])).not.toEqual(before);
    expect(Number(row("SELECT count(*) AS n FROM transactions WHERE domain_id = ? AND kind = 'charge' AND created_at >= ?", failing, String(job.created_at)).n)).toBe(1);

    const clean = Number(row("SELECT id FROM jobs WHERE state = 'done' AND failed_count = 0 AND skipped_count = 0 ORDER BY id LIMIT 1").id);
    expect((await post(`jobs/${clean}/retry`, {})).body).toMatchObject({ statusCode: 409, code: 'nothing_to_retry' });
  });

  it('lists a job\'s items by state and page, and as RFC 4180 CSV', async () => {
    const job = Number(row('SELECT job_id FROM job_items WHERE state = \'failed\' ORDER BY id LIMIT 1').job_id);
    const failed = await get<{ data: Item[]; meta: Row }>(`jobs/${job}/items?filter[state]=failed,skipped`);
    expect(failed.body.meta).toMatchObject({ total: 2, page: 1, limit: 25 });
    expect(failed.body.data.map((item) => item.state)).toEqual(['failed', 'skipped']);
    expect(failed.body.data[0]).toMatchObject({ position: 2, reason_key: 'status', reason: expect.any(String), label: expect.any(String) });
    const second = await get<{ data: Item[]; meta: Row }>(`jobs/${job}/items?limit=3&page=2`);
    expect(second.body.data.map((item) => item.position)).toEqual([4, 5, 6]);
    expect((await get(`jobs/${job}/items?filter[state]=bogus`)).body).toMatchObject({ statusCode: 400, code: 'invalid_parameter' });

    const csv = await get(`jobs/${job}/items.csv`);
    expect(csv.status).toBe(200);
    expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(csv.headers['content-disposition']).toBe(`attachment; filename="job-${job}.csv"`);
    const lines = csv.text.split('\r\n');
    expect(lines[0]).toBe('position,item,outcome,reason');
    expect(lines).toHaveLength(7 + 2);
    expect(lines[1]).toMatch(/^1,[^,]+,done,$/);
    // The reason of the failed item holds a comma or not; either way the line parses back to four fields.
    expect(lines[2]).toMatch(/^2,[^,]+,failed,("([^"]|"")*"|[^",]*)$/);
  });

  it('lets only users with manage-tray and the action\'s permission start or cancel a job', async () => {
    addUser(jobs.db, group, 'tray-viewer', ['tray-viewer', 'domains-admin']);
    addUser(jobs.db, group, 'domains-viewer', ['tray-admin', 'domains-viewer']);
    const body = { action: 'renew', resource: 'domains', ids: [...used].slice(0, 2), dry_run: true };
    for (const username of ['viewer', 'tray-viewer', 'domains-viewer']) {
      const token = await jobs.signIn(username);
      const answer = await post('jobs', body, token);
      expect(answer.body, username).toMatchObject({ statusCode: 403, code: 'forbidden' });
      expect((await post('jobs', { ...body, dry_run: false }, token)).status, username).toBe(403);
    }
    expect((await post('jobs', body, await jobs.signIn('domains-viewer'))).body).toMatchObject({ permission: 'manage-domains' });
    const viewer = await jobs.signIn('tray-viewer');
    const running = await start((await renewable(1)));
    expect((await get<{ data: Job[] }>('jobs', viewer)).status).toBe(200);
    expect((await post(`jobs/${running.id}/cancel`, undefined, viewer)).body).toMatchObject({ statusCode: 403, permission: 'manage-tray' });
    expect((await post(`jobs/${running.id}/retry`, {}, viewer)).status).toBe(403);
    runToEnd(running.id);
  });

  it('answers 404 for another account\'s job, on every route', async () => {
    addUser(jobs.db, otherGroup, 'other-admin', everyAreaAdmin);
    const other = await jobs.signIn('other-admin');
    const job = Number(row('SELECT id FROM jobs WHERE group_id = ? ORDER BY id LIMIT 1', group).id);
    const paths = [`jobs/${job}`, `jobs/${job}/items`, `jobs/${job}/items.csv`, `jobs/${job}/log`];
    for (const context of [otherGroup, group]) {
      for (const path of paths) expect((await jobs.call(other, 'GET', `/groups/${context}/${path}`)).status, `${context} ${path}`).toBe(404);
      for (const path of [`jobs/${job}/cancel`, `jobs/${job}/retry`]) expect((await jobs.call(other, 'POST', `/groups/${context}/${path}`, {})).status, `${context} ${path}`).toBe(404);
    }
    const list = await jobs.call<{ data: Job[] }>(other, 'GET', `/groups/${otherGroup}/jobs`);
    expect(list.body.data.map((entry) => entry.id)).not.toContain(job);
    // Nor can another account's records be renewed by id: they are not found.
    const ids = rows("SELECT id FROM domains WHERE group_id = ? AND status = 'active' LIMIT 2", group).map((entry) => Number(entry.id));
    const dry = await jobs.call<{ data: DryRun }>(other, 'POST', `/groups/${otherGroup}/jobs`, { action: 'renew', resource: 'domains', ids, dry_run: true });
    expect(dry.body.data.items.map((item) => item.reason_key)).toEqual(['not_found', 'not_found']);
  });

  it('gives accounts turns: each runs up to its own budget in the same pass', async () => {
    const otherAdmin = await jobs.signIn('other-admin');
    const foreign = rows(`SELECT d.id FROM domains d WHERE d.group_id = ? AND d.external = 0 AND d.status IN ('active', 'expired')
      AND NOT EXISTS (SELECT 1 FROM approval_requests a WHERE a.domain_id = d.id AND a.status = 'pending') ORDER BY d.id LIMIT 60`, otherGroup).map((entry) => Number(entry.id));
    const dry = await jobs.call<{ data: DryRun }>(otherAdmin, 'POST', `/groups/${otherGroup}/jobs`, { action: 'renew', resource: 'domains', ids: foreign, dry_run: true });
    const theirs = dry.body.data.items.filter((item) => item.eligible).map((item) => item.id).slice(0, 25);
    const ours = await renewable(25);
    const mine = await start(ours);
    const other = await jobs.call<Job>(otherAdmin, 'POST', `/groups/${otherGroup}/jobs`, { action: 'renew', resource: 'domains', ids: theirs });
    expect(other.status).toBe(201);
    const firstAudit = Number(row('SELECT max(id) AS id FROM audit_log').id);
    expect(runDue()).toBe(40);
    expect(jobOf(mine.id).done_count).toBe(20);
    expect(jobOf(other.body.id).done_count).toBe(20);
    // One item each in turn: the renewals alternate between the accounts.
    const order = rows("SELECT group_id FROM audit_log WHERE id > ? AND resource_type = 'domain' AND action = 'renew' ORDER BY id", firstAudit).map((entry) => entry.group_id);
    expect(order.slice(0, 6).filter((entry, index) => index > 0 && entry === order[index - 1])).toEqual([]);
    runToEnd(mine.id);
    runToEnd(other.body.id);
  });

  describe('items waiting for an approval', () => {
    const lockedDomains = (count: number) => rows(`SELECT d.id FROM domains d JOIN tlds t ON t.id = d.tld_id WHERE d.group_id = ? AND d.external = 0
      AND d.status = 'active' AND d.registry_lock = 1 AND t.registry_lock_supported = 1
      AND NOT EXISTS (SELECT 1 FROM approval_requests a WHERE a.domain_id = d.id AND a.status = 'pending') ORDER BY d.id`, group)
      .map((entry) => Number(entry.id)).filter((id) => !used.has(id)).slice(0, count);
    const publicId = (approvalId: number | null) => String(row('SELECT public_id FROM approval_requests WHERE id = ?', approvalId).public_id);

    it('settle done when approved, failed when rejected or cancelled, and the job finishes with the last', async () => {
      const ids = lockedDomains(3);
      expect(ids).toHaveLength(3);
      ids.forEach((id) => used.add(id));
      const answer = await post<Job>('jobs', { action: 'unlock', resource: 'domains', ids });
      expect(answer.status, answer.text).toBe(201);
      runDue();
      expect(jobOf(answer.body.id)).toMatchObject({ state: 'waiting', waiting_count: 3, queued_count: 0 });
      const [approved, rejected, cancelled] = itemsOf(answer.body.id);
      expect(approved).toMatchObject({ state: 'waiting', reason_key: 'approval_waiting', approval_request_id: expect.any(Number) });

      const decided = await jobs.app.inject({ method: 'POST', url: `/approvals/${publicId(approved!.approval_request_id)}`, payload: { decision: 'approve' } });
      expect(decided.statusCode).toBe(200);
      expect(itemsOf(answer.body.id)[0]).toMatchObject({ state: 'done', finished_at: expect.any(String) });
      expect(row('SELECT registry_lock FROM domains WHERE id = ?', ids[0]!).registry_lock).toBe(0);
      expect(jobOf(answer.body.id)).toMatchObject({ state: 'waiting', waiting_count: 2, done_count: 1 });

      await jobs.app.inject({ method: 'POST', url: `/approvals/${publicId(rejected!.approval_request_id)}`, payload: { decision: 'reject' } });
      expect(itemsOf(answer.body.id)[1]).toMatchObject({ state: 'failed', reason_key: 'approval_rejected' });
      const cancel = await post(`approval_requests/${cancelled!.approval_request_id}/cancel`, {});
      expect(cancel.status, cancel.text).toBe(200);
      expect(itemsOf(answer.body.id)[2]).toMatchObject({ state: 'failed', reason_key: 'approval_cancelled' });
      expect(jobOf(answer.body.id)).toMatchObject({ state: 'done', done_count: 1, failed_count: 2, waiting_count: 0 });
      expect(rows("SELECT action FROM audit_log WHERE resource_type = 'job' AND resource_id = ? ORDER BY id", String(answer.body.id)).map((entry) => entry.action))
        .toEqual(['start', 'finish']);
    });

    it('settle failed when the request expires, the runner sweeping for a waiting job', async () => {
      const ids = lockedDomains(1);
      ids.forEach((id) => used.add(id));
      const answer = await post<Job>('jobs', { action: 'unlock', resource: 'domains', ids });
      runDue();
      expect(jobOf(answer.body.id).state).toBe('waiting');
      jobs.clock.advance(73 * 3600);
      runDue();
      expect(itemsOf(answer.body.id)[0]).toMatchObject({ state: 'failed', reason_key: 'approval_expired' });
      expect(jobOf(answer.body.id)).toMatchObject({ state: 'done', failed_count: 1 });
      admin = await jobs.signIn('admin');
    });
  });

  it('writes one audit entry per job start, cancel and finish, under the tray', () => {
    const entries = rows("SELECT DISTINCT area, action FROM audit_log WHERE resource_type = 'job' AND id > ?", seededAudit);
    expect(new Set(entries.map((entry) => entry.area))).toEqual(new Set(['tray']));
    expect(new Set(entries.map((entry) => entry.action))).toEqual(new Set(['start', 'cancel', 'finish']));
  });
});

describe('a restart of the API in the middle of a job', () => {
  let jobs: JobsApp;
  afterAll(() => jobs.close());

  it('leaves every item done exactly once or still queued, and the new runner finishes the job', async () => {
    jobs = await startJobsApp({ domains: 300 });
    let admin = await jobs.signIn('admin');
    const group = String(jobs.db.prepare("SELECT group_id FROM users WHERE username = 'admin'").get()?.group_id);
    const candidates = jobs.db.prepare(`SELECT d.id FROM domains d WHERE d.group_id = ? AND d.external = 0 AND d.status IN ('active', 'expired')
      AND NOT EXISTS (SELECT 1 FROM approval_requests a WHERE a.domain_id = d.id AND a.status = 'pending') ORDER BY d.id LIMIT 80`).all(group).map((entry) => Number(entry.id));
    const path = `/groups/${group}/jobs`;
    const dry = await jobs.call<{ data: DryRun }>(admin, 'POST', path, { action: 'renew', resource: 'domains', ids: candidates, dry_run: true });
    const ids = dry.body.data.items.filter((item) => item.eligible).map((item) => item.id).slice(0, 50);
    expect(ids).toHaveLength(50);
    const state = () => new Map(ids.map((id) => [id, {
      expires: String(jobs.db.prepare('SELECT expires_at FROM domains WHERE id = ?').get(id)?.expires_at),
      charges: Number(jobs.db.prepare("SELECT count(*) AS n FROM transactions WHERE domain_id = ? AND kind = 'charge'").get(id)?.n),
      period: Number(jobs.db.prepare('SELECT renewal_period_years FROM domains WHERE id = ?').get(id)?.renewal_period_years),
    }]));
    const before = state();
    const started = await jobs.call<Job>(admin, 'POST', path, { action: 'renew', resource: 'domains', ids });
    expect(started.status).toBe(201);
    const jobId = started.body.id;
    expect(jobs.app.jobRunner.runDue()).toBe(20);
    jobs.clock.advance(1);
    expect(jobs.app.jobRunner.runDue()).toBe(20);
    await jobs.closeApp();

    // A crash: the item the runner had marked running never committed its renewal.
    const crashed = openDatabase(jobs.databasePath);
    crashed.prepare("UPDATE job_items SET state = 'running', started_at = ? WHERE job_id = ? AND position = 41").run(new Date().toISOString(), jobId);
    crashed.prepare('UPDATE jobs SET queued_count = queued_count - 1, running_count = running_count + 1 WHERE id = ?').run(jobId);
    crashed.close();

    await jobs.restart();
    const renewedOnce = (id: number, now: Map<number, { expires: string; charges: number }>) => {
      const then = before.get(id)!;
      const expected = new Date(then.expires);
      expected.setUTCFullYear(expected.getUTCFullYear() + then.period);
      return now.get(id)!.expires === expected.toISOString() && now.get(id)!.charges === then.charges + 1;
    };
    const untouched = (id: number, now: Map<number, { expires: string; charges: number }>) =>
      now.get(id)!.expires === before.get(id)!.expires && now.get(id)!.charges === before.get(id)!.charges;
    const items = jobs.db.prepare('SELECT resource_id, state FROM job_items WHERE job_id = ? ORDER BY position').all(jobId) as Array<{ resource_id: number; state: string }>;
    expect(items.map((item) => item.state)).toEqual([...Array<string>(40).fill('done'), ...Array<string>(10).fill('queued')]);
    const afterRestart = state();
    for (const item of items) {
      expect(item.state === 'done' ? renewedOnce(item.resource_id, afterRestart) : untouched(item.resource_id, afterRestart), `domain ${item.resource_id}`).toBe(true);
    }
    expect(jobs.db.prepare('SELECT state, done_count, queued_count, running_count FROM jobs WHERE id = ?').get(jobId))
      .toEqual({ state: 'running', done_count: 40, queued_count: 10, running_count: 0 });

    jobs.clock.advance(1);
    expect(jobs.app.jobRunner.runDue()).toBe(10);
    expect(jobs.db.prepare('SELECT state, done_count FROM jobs WHERE id = ?').get(jobId)).toEqual({ state: 'done', done_count: 50 });
    const atEnd = state();
    for (const id of ids) expect(renewedOnce(id, atEnd), `domain ${id}`).toBe(true);
    admin = await jobs.signIn('admin');
    expect((await jobs.call<Job>(admin, 'GET', `${path}/${jobId}`)).body).toMatchObject({ state: 'done', done_count: 50, running_count: 0 });
  });
});
