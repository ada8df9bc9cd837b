/**
 * The API on a seeded SQLite file for bulk-job tests (DESIGN.md section 13, bulk jobs): called
 * in-process (`inject`, no port), with the test clock and (unless asked for) the runner's timer
 * off, so a test moves time and calls `runDue()` itself; the file outlives the app, so a second app can be built on it
 * (a restart).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { DatabaseSync } from 'node:sqlite';
import type { FastifyInstance } from 'fastify';
import { buildApiServer } from '../../../server/api/app.ts';
import { openDatabase } from '../../../server/api/db/open-database.ts';
import type { JobCatalogue } from '../../../server/api/jobs/job-catalogue.ts';
import { createSeededDatabase, demoPassword, portalOrigin } from './test-api.ts';
import { createTestClock, type TestClock } from './test-clock.ts';

export type Body = Record<string, unknown>;

export interface Answer<T = Body> {
  status: number;
  headers: Record<string, unknown>;
  body: T;
  text: string;
}

export interface JobsApp {
  app: FastifyInstance;
  /** A second connection for looking into (and changing) the database. */
  db: DatabaseSync;
  clock: TestClock;
  databasePath: string;
  signIn(username: string): Promise<string>;
  call<T = Body>(token: string, method: 'GET' | 'POST' | 'DELETE', url: string, body?: unknown, headers?: Record<string, string>): Promise<Answer<T>>;
  /** Closes the app (and the second connection) but keeps the file. */
  closeApp(): Promise<void>;
  /** Builds a new app on the same file, as a restarted API would be. */
  restart(): Promise<void>;
  close(): Promise<void>;
}

export interface JobsAppOptions {
  domains?: number;
  itemsPerSecond?: number;
  catalogue?: JobCatalogue;
  /** The runner's own timer (JOB_RUNNER_INTERVAL_MS); off unless given. */
  intervalMs?: number;
}

export async function startJobsApp(options: JobsAppOptions = {}): Promise<JobsApp> {
  const directory = mkdtempSync(join(tmpdir(), 'portal-jobs-app-'));
  const databasePath = createSeededDatabase(directory, options.domains ?? 40);
  const clock = createTestClock();
  const build = () => buildApiServer({
    databasePath,
    env: {},
    clock: clock.now,
    jobCatalogue: options.catalogue,
    config: { portalOrigins: [portalOrigin], environmentName: 'test-env', platformCallLimit: 100_000, jobRunnerIntervalMs: options.intervalMs ?? 0, jobItemsPerSecond: options.itemsPerSecond ?? 20 },
  });
  const jobs: JobsApp = {
    app: build(),
    db: openDatabase(databasePath),
    clock,
    databasePath,
    async signIn(username) {
      const answer = await jobs.app.inject({ method: 'POST', url: '/login', payload: { username, password: demoPassword } });
      if (answer.statusCode !== 200) throw new Error(`${username} could not sign in: ${answer.statusCode} ${answer.body}`);
      return String((answer.json() as Body).access_token);
    },
    async call(token, method, url, body, headers = {}) {
      const answer = await jobs.app.inject({ method, url, headers: { authorization: `Bearer ${token}`, ...headers }, ...(body === undefined ? {} : { payload: body as Body }) });
      const isJson = String(answer.headers['content-type'] ?? '').startsWith('application/json');
      return { status: answer.statusCode, headers: answer.headers, text: answer.body, body: (isJson && answer.body ? answer.json() : {}) as never };
    },
    async closeApp() {
      jobs.db.close();
      await jobs.app.close();
    },
    async restart() {
      jobs.app = build();
      await jobs.app.ready();
      jobs.db = openDatabase(databasePath);
    },
    async close() {
      if (jobs.db.isOpen) jobs.db.close();
      await jobs.app.close();
      rmSync(directory, { recursive: true, force: true });
    },
  };
  await jobs.app.ready();
  return jobs;
}
