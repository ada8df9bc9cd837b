/**
 * The bulk job calls (DESIGN.md section 13, bulk jobs), through the data provider only
 * (docs/ARCHITECTURE.md, "Layers"). A job is read from the jobs list filtered by its id rather
 * than from `jobs/{id}`: an unknown or foreign id then answers an empty list, which the job view
 * and the watcher say in place, instead of a 404 that the HTTP client turns into the error screen.
 */
import { dataProvider } from '../data/data.ts';
import { listResultOf, type DataProvider } from '../data/data-provider.ts';
import type { ListResult } from '../data/data-types.ts';
import type { DryRun, Job, JobItem, JobItemState, JobRequest } from './job-types.ts';

export const jobsPath = 'jobs';
/** How many of the user's own jobs the tray lists. */
export const ownJobsShown = 10;

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** `{ data: x }` → x; anything else as it came. */
function unwrap<T>(answer: unknown): T {
  return (isRecord(answer) && isRecord(answer.data) ? answer.data : answer) as T;
}

export interface JobItemsQuery {
  state?: JobItemState | undefined;
  page: number;
  limit: number;
}

export function createJobsApi(data: Pick<DataProvider, 'call' | 'getList'>) {
  const jobPath = (id: number, ...rest: string[]) => [jobsPath, String(id), ...rest].join('/');
  return {
    /** One job, or null when the account has none of that id. */
    async readJob(id: number, signal?: AbortSignal): Promise<Job | null> {
      const { data: rows } = await data.getList<Job>({ resource: jobsPath, filters: { id }, limit: 1, ...(signal ? { signal } : {}) });
      return rows.find((job) => job.id === id) ?? null;
    },
    /** The jobs of these ids that exist in the account, in one request. */
    async readJobs(ids: readonly number[], signal?: AbortSignal): Promise<Job[]> {
      if (ids.length === 0) return [];
      const { data: rows } = await data.getList<Job>({ resource: jobsPath, filters: { id: ids }, limit: ids.length, ...(signal ? { signal } : {}) });
      return rows;
    },
    /** The user's own jobs, newest first. */
    ownJobs(userId: string, signal?: AbortSignal): Promise<ListResult<Job>> {
      return data.getList<Job>({ resource: jobsPath, filters: { user_id: userId }, sort: '-created_at', limit: ownJobsShown, ...(signal ? { signal } : {}) });
    },
    /** What the job would do, record by record, without doing it. */
    async dryRun(request: JobRequest, signal?: AbortSignal): Promise<DryRun> {
      return unwrap<DryRun>(await data.call('POST', jobsPath, { body: { ...request, dry_run: true }, ...(signal ? { signal } : {}) }));
    },
    /** Starts the job; it runs at once. */
    async startJob(request: JobRequest): Promise<Job> {
      return unwrap<Job>(await data.call('POST', jobsPath, { body: request }));
    },
    /** What retrying the failed and skipped items of a job would do. */
    async retryDryRun(id: number, signal?: AbortSignal): Promise<DryRun> {
      return unwrap<DryRun>(await data.call('POST', jobPath(id, 'retry'), { body: { dry_run: true }, ...(signal ? { signal } : {}) }));
    },
    /** Starts the retry: a new job of the failed and skipped items. */
    async retryJob(id: number): Promise<Job> {
      return unwrap<Job>(await data.call('POST', jobPath(id, 'retry'), { body: {} }));
    },
    async cancelJob(id: number): Promise<Job> {
      return unwrap<Job>(await data.call('POST', jobPath(id, 'cancel'), { body: {} }));
    },
    /** One page of a job's items, in position order, optionally of one state. */
    async jobItems(id: number, query: JobItemsQuery, signal?: AbortSignal): Promise<ListResult<JobItem>> {
      const answer = await data.call('GET', jobPath(id, 'items'), {
        query: { limit: query.limit, page: query.page, ...(query.state ? { 'filter[state]': query.state } : {}) },
        ...(signal ? { signal } : {}),
      });
      return listResultOf<JobItem>(answer, { page: query.page, limit: query.limit });
    },
    /** The items as CSV text (position, item, outcome, reason; an export's fields after them). */
    async itemsCsv(id: number): Promise<string> {
      const answer = await data.call<unknown>('GET', jobPath(id, 'items.csv'));
      return typeof answer === 'string' ? answer : '';
    },
  };
}

export type JobsApi = ReturnType<typeof createJobsApi>;

/** The page's job calls. */
export const jobsApi: JobsApi = createJobsApi(dataProvider);
