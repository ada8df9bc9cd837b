/**
 * A bulk job's context built as the runner builds it (DESIGN.md section 13, bulk jobs): the
 * starter's scope from the user row (requestAuthFor(user, 'job-<id>')), the account as context,
 * the resource services' statements and audit trail, ip `job`, requestId `job-<id>`.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { DatabaseSync } from 'node:sqlite';
import { requestAuthFor } from '../../../server/api/auth/authenticate.ts';
import { createUserStore } from '../../../server/api/auth/user-store.ts';
import { openDatabase } from '../../../server/api/db/open-database.ts';
import type { JobContext } from '../../../server/api/jobs/job-action.ts';
import { createResourceServices, type ResourceServices } from '../../../server/api/resources/resource-services.ts';
import { createSeededDatabase, portalOrigin } from './test-api.ts';

export interface JobDatabase {
  db: DatabaseSync;
  services: ResourceServices;
  /** The context of a job started by `username` in `groupId` (default: the user's own account). */
  contextOf(username: string, options?: Record<string, unknown>, extra?: { locale?: string; groupId?: string; jobId?: number; now?: string }): JobContext;
  close(): void;
}

/** A seeded database of its own, opened once (no server: actions are called directly). */
export function openJobDatabase(domains = 300): JobDatabase {
  const directory = mkdtempSync(join(tmpdir(), 'portal-jobs-'));
  const db = openDatabase(createSeededDatabase(directory, domains));
  const services = createResourceServices(db, () => new Date().toISOString());
  const users = createUserStore(db);
  return {
    db,
    services,
    contextOf(username, options = {}, extra = {}) {
      const row = db.prepare('SELECT id FROM users WHERE username = ?').get(username);
      const user = row ? users.byId(Number(row.id)) : undefined;
      if (!user) throw new Error(`no user ${username}`);
      const jobId = extra.jobId ?? 1;
      const auth = requestAuthFor(user, `job-${jobId}`);
      const context = extra.groupId ?? user.group_id;
      const isStaff = auth.can('staff');
      return {
        db, statements: services.statements, audit: services.audit,
        scope: { auth, context, isStaff, allAccounts: isStaff && context === user.group_id },
        now: extra.now ?? new Date().toISOString(), ip: 'job', requestId: `job-${jobId}`, portalUrl: portalOrigin,
        locale: extra.locale ?? 'en', options, jobId,
      };
    },
    close() {
      db.close();
      rmSync(directory, { recursive: true, force: true });
    },
  };
}
