/**
 * The tray's and the jobs' calls exactly as the portal makes them (DESIGN.md section 13, bulk
 * jobs), through the data provider on a fake API: paths, query parameters and bodies.
 */
import { describe, expect, it } from 'vitest';
import { createJobsApi } from '~/lib/tray/jobs-api';
import { createTrayItemsApi } from '~/lib/tray/tray-items-api';
import { answer, type SentRequest } from './support/fake-api';
import { context, createTestDataProvider } from './support/fake-data-provider';

const group = `groups/${context}`;
const asked = (request: SentRequest) => `${request.method} ${request.path}?${decodeURIComponent(request.query.toString())}`;

describe('the tray\'s items', () => {
  it('reads the first items of a kind from the declared list, filtered by resource type', async () => {
    const { data, api } = createTestDataProvider(() => answer(200, { data: [{ id: 1, resource_type: 'domain', resource_id: 7, label: 'a.com' }], meta: { total: 12, page: 1, limit: 10 } }));
    const page = await createTrayItemsApi(data).firstItems('domain', 10);
    expect(page.meta.total).toBe(12);
    expect(asked(api.sent[0]!)).toBe(`GET ${group}/tray_items?limit=10&page=1&sort=-created_at&filter[resource_type]=domain`);
  });

  it('reads every record id of a kind, 1000 a page, each once', async () => {
    const pageOf = (page: number, size: number) => Array.from({ length: size }, (_, index) => ({ id: page * 10_000 + index, resource_id: index === 0 ? 1 : page * 1000 + index }));
    const { data, api } = createTestDataProvider((request) => {
      const page = Number(request.query.get('page'));
      return answer(200, { data: pageOf(page, page === 1 ? 1000 : 3), meta: { total: 1003, page, limit: 1000 } });
    });
    const ids = await createTrayItemsApi(data).allRecordIds('dns_record');
    expect(ids).toHaveLength(1002);
    expect(api.sent.map(asked)).toEqual([
      `GET ${group}/tray_items?limit=1000&page=1&sort=-created_at&filter[resource_type]=dns_record&fields=id,resource_id`,
      `GET ${group}/tray_items?limit=1000&page=2&sort=-created_at&filter[resource_type]=dns_record&fields=id,resource_id`,
    ]);
  });

  it('removes one item by its tray item id, a kind, or everything, and says so afterwards', async () => {
    let changed = 0;
    const { data, api } = createTestDataProvider(() => answer(200, { removed: 1, total: 4 }));
    const tray = createTrayItemsApi(data, () => (changed += 1));
    await tray.removeItem(31);
    await tray.removeAll('contact');
    await tray.removeAll();
    expect(api.sent.map(asked)).toEqual([
      `DELETE ${group}/tray_items?ids=31`,
      `DELETE ${group}/tray_items?resource_type=contact`,
      `DELETE ${group}/tray_items?`,
    ]);
    expect(changed).toBe(3);
  });
});

describe('the jobs', () => {
  const job = { id: 9, action: 'renew', resource: 'domains', state: 'running' };

  it('reads a job from the jobs list by id (an unknown one is null, never a 404)', async () => {
    const { data, api } = createTestDataProvider((request) => answer(200, { data: request.query.get('filter[id]') === '9' ? [job] : [], meta: { total: 0, page: 1, limit: 1 } }));
    const jobs = createJobsApi(data);
    await expect(jobs.readJob(9)).resolves.toEqual(job);
    await expect(jobs.readJob(10)).resolves.toBeNull();
    expect(asked(api.sent[0]!)).toBe(`GET ${group}/jobs?limit=1&page=1&sort=-created_at&filter[id]=9`);
  });

  it('reads all watched jobs in one request', async () => {
    const { data, api } = createTestDataProvider(() => answer(200, { data: [job], meta: { total: 1, page: 1, limit: 3 } }));
    await createJobsApi(data).readJobs([9, 11, 12]);
    expect(asked(api.sent[0]!)).toBe(`GET ${group}/jobs?limit=3&page=1&sort=-created_at&filter[id]=9,11,12`);
  });

  it('lists the user\'s own ten newest jobs', async () => {
    const { data, api } = createTestDataProvider(() => answer(200, { data: [], meta: { total: 0, page: 1, limit: 10 } }));
    await createJobsApi(data).ownJobs('7');
    expect(asked(api.sent[0]!)).toBe(`GET ${group}/jobs?limit=10&page=1&sort=-created_at&filter[user_id]=7`);
  });

  it('asks for a dry run, then starts the job with the same request', async () => {
    const dryRun = { action: 'renew', resource: 'domains', items: [], eligible_count: 0, ineligible_count: 0, costs: [] };
    const { data, api } = createTestDataProvider((request) => (request.json() as { dry_run?: boolean }).dry_run ? answer(200, { data: dryRun }) : answer(201, job));
    const jobs = createJobsApi(data);
    const request = { action: 'renew', resource: 'domains', ids: [4, 5], options: { period_years: 2 } };
    await expect(jobs.dryRun(request)).resolves.toEqual(dryRun);
    await expect(jobs.startJob(request)).resolves.toEqual(job);
    expect(api.sent.map((sent) => [asked(sent), sent.json()])).toEqual([
      [`POST ${group}/jobs?`, { action: 'renew', resource: 'domains', ids: [4, 5], options: { period_years: 2 }, dry_run: true }],
      [`POST ${group}/jobs?`, { action: 'renew', resource: 'domains', ids: [4, 5], options: { period_years: 2 } }],
    ]);
  });

  it('retries (dry run first), cancels, and reads items and their CSV', async () => {
    const { data, api } = createTestDataProvider((request) => {
      if (request.path.endsWith('items.csv')) return new Response('position,item,outcome,reason\n1,a.com,done,\n', { status: 200, headers: { 'content-type': 'text/csv; charset=utf-8' } });
      if (request.path.endsWith('/items')) return answer(200, { data: [{ id: 1 }], meta: { total: 120, page: 3, limit: 50 } });
      if ((request.json() as { dry_run?: boolean } | undefined)?.dry_run) return answer(200, { data: { items: [] } });
      return answer(request.path.endsWith('cancel') ? 200 : 201, job);
    });
    const jobs = createJobsApi(data);
    await jobs.retryDryRun(9);
    await jobs.retryJob(9);
    await jobs.cancelJob(9);
    const items = await jobs.jobItems(9, { state: 'failed', page: 3, limit: 50 });
    await jobs.jobItems(9, { page: 1, limit: 50 });
    const csv = await jobs.itemsCsv(9);
    expect(items.meta).toEqual({ total: 120, page: 3, limit: 50 });
    expect(csv).toBe('position,item,outcome,reason\n1,a.com,done,\n');
    expect(api.sent.map((sent) => [asked(sent), sent.json()])).toEqual([
      [`POST ${group}/jobs/9/retry?`, { dry_run: true }],
      [`POST ${group}/jobs/9/retry?`, {}],
      [`POST ${group}/jobs/9/cancel?`, {}],
      [`GET ${group}/jobs/9/items?limit=50&page=3&filter[state]=failed`, undefined],
      [`GET ${group}/jobs/9/items?limit=50&page=1`, undefined],
      [`GET ${group}/jobs/9/items.csv?`, undefined],
    ]);
  });
});
