/** Bulk jobs (DESIGN.md section 13): read through the generic routes, written only by server/api/jobs/. */
import type { ResourceBinding } from '../resource-binding.ts';

export const jobBindings: readonly ResourceBinding[] = [{ resource: 'jobs', table: 'jobs', auditType: 'job' }];
