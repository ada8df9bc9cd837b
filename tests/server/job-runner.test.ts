/**
 * The job engine itself (DESIGN.md section 13, bulk jobs), with an action of the test's own: an
 * item whose action throws fails with its writes undone and the job goes on; items of one group
 * run together within the budget; a starter who may no longer act, or an action no longer
 * offered, fails the remaining items; the start-up recovery; the runner's own timer; a job with
 * nothing eligible; nested transactions; CSV quoting.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { inTransaction } from '../../server/api/db/in-transaction.ts';
import { openDatabase } from '../../server/api/db/open-database.ts';
import type { Eligibility, ItemOutcome, JobAction } from '../../server/api/jobs/job-action.ts';
import { jobCatalogueOf, type JobCatalogue } from '../../server/api/jobs/job-catalogue.ts';
import { csvField, jobItemsCsv } from '../../server/api/jobs/job-csv.ts';
import { startJobsApp, type Body, type JobsApp } from './support/jobs-app.ts';
import { addUser } from './support/test-users.ts';

type Row = Record<string, unknown>;

const calls: string[] = [];
const exploding = new Set<number>();
const groups = new Map<number, string>();
let offered = true;

/** Notes each domain; throws (after writing) on the exploding ones; groups run together. */
const touch: JobAction = {
  name: 'touch',
  resource: 'domains',
  permission: 'manage-domains',
  options: { type: 'object', additionalProperties: false, properties: { note: { type: 'string', maxLength: 50 } } },
  check(context, ids) {
    const answer = new Map<number, Eligibility>();
    for (const id of ids) {
      const domain = context.db.prepare('SELECT name, group_id FROM domains WHERE id = ?').get(id);
      if (domain && domain.group_id === context.scope.context) answer.set(id, { eligible: true, label: String(domain.name), group_key: groups.get(id) });
    }
    return answer;
  },
  run(context, item) {
    calls.push(`run ${item.resource_id}`);
    context.db.prepare('UPDATE domains SET notes = ? WHERE id = ?').run(String(context.options.note ?? 'touched'), item.resource_id);
    if (exploding.has(item.resource_id)) throw new Error('boom');
    return { state: 'done', result: { name: item.label, note: 'said "so", twice' } };
  },
  runGroup(context, items) {
    calls.push(`group ${items.map((item) => item.resource_id).join(' ')}`);
    return new Map(items.map((item): [number, ItemOutcome] => [item.id, { state: 'done' }]));
  },
  csvColumns: ['name', 'note'],
};

const catalogue: JobCatalogue = {
  action: (resource, name) => (offered ? jobCatalogueOf([touch]).action(resource, name) : undefined),
  actionsOf: (resource) => (offered ? jobCatalogueOf([touch]).actionsOf(resource) : []),
};

describe('the job runner', () => {
  let jobs: JobsApp;
  let admin: string;
  let group: string;
  let domains: number[];
  const errors: unknown[] = [];

  beforeAll(async () => {
    jobs = await startJobsApp({ domains: 300, itemsPerSecond: 5, catalogue });
    jobs.app.log.error = ((error: unknown) => errors.push(error)) as never;
    admin = await jobs.signIn('admin');
    group = String(jobs.db.prepare("SELECT group_id FROM users WHERE username = 'admin'").get()?.group_id);
    domains = jobs.db.prepare('SELECT id FROM domains WHERE group_id = ? ORDER BY id').all(group).map((row) => Number(row.id));
  });
  afterAll(() => jobs.close());
  beforeEach(() => {
    jobs.clock.advance(1);
    calls.length = 0;
    offered = true;
  });

  let next = 0;
  const take = (count: number) => domains.slice(next, (next += count));
  const row = (sql: string, ...params: (string | number)[]) => jobs.db.prepare(sql).get(...params) as Row;
  const start = async (ids: readonly number[], extra: Body = {}, token = admin) => {
    const answer = await jobs.call<Row & { id: number }>(token, 'POST', `/groups/${group}/jobs`, { action: 'touch', resource: 'domains', ids, ...extra });
    expect(answer.status, answer.text).toBe(201);
    return answer.body.id;
  };
  const itemStates = (jobId: number) => jobs.db.prepare('SELECT state, reason_key FROM job_items WHERE job_id = ? ORDER BY position').all(jobId) as Row[];
  const runDue = () => jobs.app.jobRunner.runDue();

  it('fails an item whose action throws, undoing what it wrote, and goes on with the job', async () => {
    const ids = take(4);
    exploding.add(ids[1]!);
    const jobId = await start(ids, { options: { note: 'bulk' } }, admin);
    expect(runDue()).toBe(4);
    expect(itemStates(jobId)).toEqual([
      { state: 'done', reason_key: null }, { state: 'failed', reason_key: 'error' }, { state: 'done', reason_key: null }, { state: 'done', reason_key: null },
    ]);
    expect(row('SELECT notes FROM domains WHERE id = ?', ids[0]!).notes).toBe('bulk');
    expect(row('SELECT notes FROM domains WHERE id = ?', ids[1]!).notes).not.toBe('bulk');
    expect(row('SELECT reason FROM job_items WHERE job_id = ? AND position = 2', jobId).reason).toBe('Something went wrong; nothing was changed. Try again later.');
    expect(row('SELECT state, done_count, failed_count FROM jobs WHERE id = ?', jobId)).toEqual({ state: 'done', done_count: 3, failed_count: 1 });
    expect(errors).toHaveLength(1);
  });

  it('keeps the budget: at most JOB_ITEMS_PER_SECOND items of an account in any second', async () => {
    const jobId = await start(take(12));
    expect([runDue(), runDue()]).toEqual([5, 0]);
    jobs.clock.advance(0.6);
    expect(runDue()).toBe(0);
    jobs.clock.advance(0.4);
    expect(runDue()).toBe(5);
    jobs.clock.advance(1);
    expect(runDue()).toBe(2);
    expect(row('SELECT state FROM jobs WHERE id = ?', jobId).state).toBe('done');
  });

  it('runs the items of one group together, once the budget has room for the whole group', async () => {
    const ids = take(9);
    for (const id of ids.slice(1, 4)) groups.set(id, 'zone-a');
    for (const id of ids.slice(4, 9)) groups.set(id, 'zone-b');
    groups.set(ids[8]!, 'zone-b');
    const jobId = await start(ids);
    // 1 + 3 fit in the first second; the 5 of zone-b wait for a whole second (5 is the budget).
    expect(runDue()).toBe(4);
    expect(calls).toEqual([`run ${ids[0]}`, `group ${ids.slice(1, 4).join(' ')}`]);
    jobs.clock.advance(1);
    expect(runDue()).toBe(5);
    expect(calls.at(-1)).toBe(`group ${ids.slice(4, 9).join(' ')}`);
    expect(row('SELECT state, done_count FROM jobs WHERE id = ?', jobId)).toEqual({ state: 'done', done_count: 9 });
  });

  it('fails the remaining items when the starter may no longer act, or the action is no longer offered', async () => {
    const userId = addUser(jobs.db, group, 'runner-manager', ['tray-admin', 'domains-admin']);
    const manager = await jobs.signIn('runner-manager');
    const jobId = await start(take(8), {}, manager);
    expect(runDue()).toBe(5);
    jobs.db.prepare('UPDATE users SET roles = ? WHERE id = ?').run(JSON.stringify(['tray-admin', 'domains-viewer']), userId);
    jobs.clock.advance(1);
    expect(runDue()).toBe(0);
    expect(itemStates(jobId).slice(5)).toEqual(Array(3).fill({ state: 'failed', reason_key: 'no_permission' }));
    expect(row('SELECT reason FROM job_items WHERE job_id = ? AND position = 8', jobId).reason).toBe('runner-manager may no longer do this in this account.');
    expect(row('SELECT state, done_count, failed_count FROM jobs WHERE id = ?', jobId)).toEqual({ state: 'done', done_count: 5, failed_count: 3 });

    const gone = await start(take(2));
    offered = false;
    expect(runDue()).toBe(0);
    expect(itemStates(gone)).toEqual(Array(2).fill({ state: 'failed', reason_key: 'unknown_action' }));
  });

  it('finishes a job with nothing eligible as it starts, and says a record not in the account is not found', async () => {
    const foreign = Number(row('SELECT id FROM domains WHERE group_id != ? ORDER BY id LIMIT 1', group).id);
    const jobId = await start([foreign, 99_999_999]);
    expect(row('SELECT state, skipped_count, started_at IS NOT NULL AS started, finished_at IS NOT NULL AS finished FROM jobs WHERE id = ?', jobId))
      .toEqual({ state: 'done', skipped_count: 2, started: 1, finished: 1 });
    expect(jobs.db.prepare('SELECT label, reason_key FROM job_items WHERE job_id = ? ORDER BY position').all(jobId))
      .toEqual([{ label: `#${foreign}`, reason_key: 'not_found' }, { label: '#99999999', reason_key: 'not_found' }]);
    expect(jobs.db.prepare("SELECT action FROM audit_log WHERE resource_type = 'job' AND resource_id = ? ORDER BY id").all(String(jobId)).map((entry) => entry.action))
      .toEqual(['start', 'finish']);
  });

  it('queues again at start-up the items a stopped process left running, and cancels those of a cancelled job', async () => {
    const running = await start(take(3));
    const cancelled = await start(take(3));
    await jobs.call(admin, 'POST', `/groups/${group}/jobs/${cancelled}/cancel`);
    for (const jobId of [running, cancelled]) {
      jobs.db.prepare("UPDATE job_items SET state = 'running' WHERE job_id = ? AND position = 1").run(jobId);
    }
    expect(jobs.app.jobRunner.recover()).toBe(2);
    expect(itemStates(running).map((item) => item.state)).toEqual(['queued', 'queued', 'queued']);
    expect(row('SELECT state, queued_count, running_count FROM jobs WHERE id = ?', running)).toEqual({ state: 'running', queued_count: 3, running_count: 0 });
    expect(itemStates(cancelled).map((item) => item.state)).toEqual(['cancelled', 'cancelled', 'cancelled']);
    expect(row('SELECT state, cancelled_count FROM jobs WHERE id = ?', cancelled)).toEqual({ state: 'cancelled', cancelled_count: 3 });
    runDue();
  });

  it('answers the CSV of an export-like action with its columns, quoted as RFC 4180 says', async () => {
    const ids = take(2);
    const jobId = await start(ids);
    runDue();
    const csv = await jobs.call(admin, 'GET', `/groups/${group}/jobs/${jobId}/items.csv`);
    const names = ids.map((id) => String(row('SELECT name FROM domains WHERE id = ?', id).name));
    expect(csv.text).toBe(`position,item,outcome,reason,name,note\r\n1,${names[0]},done,,${names[0]},"said ""so"", twice"\r\n2,${names[1]},done,,${names[1]},"said ""so"", twice"\r\n`);
    expect(csvField('two\nlines')).toBe('"two\nlines"');
    expect(csvField(['ns1.example.net', 'ns2.example.net'])).toBe('ns1.example.net ns2.example.net');
    expect(jobItemsCsv([])).toBe('position,item,outcome,reason\r\n');
  });
});

describe('the runner\'s own timer', () => {
  it('runs a job started through the API without anyone calling runDue', async () => {
    const jobs = await startJobsApp({ domains: 40, catalogue: jobCatalogueOf([touch]), intervalMs: 20 });
    try {
      const admin = await jobs.signIn('admin');
      const group = String(jobs.db.prepare("SELECT group_id FROM users WHERE username = 'admin'").get()?.group_id);
      const ids = jobs.db.prepare('SELECT id FROM domains WHERE group_id = ? ORDER BY id LIMIT 3').all(group).map((entry) => Number(entry.id));
      const answer = await jobs.call<{ id: number }>(admin, 'POST', `/groups/${group}/jobs`, { action: 'touch', resource: 'domains', ids });
      const state = () => String(jobs.db.prepare('SELECT state FROM jobs WHERE id = ?').get(answer.body.id)?.state);
      for (let wait = 0; wait < 100 && state() !== 'done'; wait++) await new Promise((resolve) => setTimeout(resolve, 20));
      expect(state()).toBe('done');
    } finally {
      await jobs.close();
    }
  });
});

describe('inTransaction', () => {
  it('runs a nested call inside the open transaction; the outermost call commits or rolls back', () => {
    const db = openDatabase(':memory:');
    db.exec('CREATE TABLE notes (text TEXT)');
    inTransaction(db, () => {
      db.prepare("INSERT INTO notes VALUES ('outer')").run();
      inTransaction(db, () => db.prepare("INSERT INTO notes VALUES ('inner')").run());
      expect(db.isTransaction).toBe(true);
    });
    expect(db.prepare('SELECT count(*) AS n FROM notes').get()?.n).toBe(2);
    expect(() => inTransaction(db, () => {
      db.prepare("INSERT INTO notes VALUES ('lost')").run();
      inTransaction(db, () => {
        throw new Error('inner failure');
      });
    })).toThrow('inner failure');
    expect(db.isTransaction).toBe(false);
    expect(db.prepare('SELECT count(*) AS n FROM notes').get()?.n).toBe(2);
    db.close();
  });
});
