/**
 * How a job is said (namespace `tray`): its records ("30 domains"), its action ("Renew"), its
 * title, the snackbar's progress line ("Renewing 12 of 30 domains") and its final line
 * ("Renewed 28 of 30 domains · 2 skipped") with the colour the spec's snackbar gives it
 * (spec section 3; DESIGN.md section 13: green when it went well, red when something failed).
 * Pure: the translate function is handed in.
 */
import { knownText } from '../formatting/known-text.ts';
import type { SnackbarColor } from '../notifications/snackbar-store.ts';
import { isTrayResource, trayKinds } from '../schemas/tray-kinds.ts';
import { finishedCount } from './job-progress.ts';
import type { Job, JobCounts } from './job-types.ts';

export type Translate = (key: string, variables?: Record<string, unknown>) => string;

type JobWords = Pick<Job, 'action' | 'resource' | 'state'> & JobCounts;

/** `30 domains`; a resource the portal does not know reads as records. */
export function recordsText(t: Translate, resource: string, count: number): string {
  const type = isTrayResource(resource) ? trayKinds[resource] : undefined;
  return type ? t(`tray:kinds.${type}.count`, { count }) : t('tray:kinds.records', { count });
}

export function actionLabel(t: Translate, resource: string, action: string): string {
  return knownText(t, `tray:actions.${resource}.${action}.label`) ?? action;
}

/** `Renew: 30 domains`. */
export function jobTitle(t: Translate, job: Pick<Job, 'action' | 'resource' | 'item_count'>): string {
  return t('tray:job.title', { action: actionLabel(t, job.resource, job.action), records: recordsText(t, job.resource, job.item_count) });
}

/** `Renewing 12 of 30 domains`: the items finished so far. */
export function progressText(t: Translate, job: JobWords): string {
  const values = { count: job.item_count, finished: finishedCount(job) };
  return knownText(t, `tray:actions.${job.resource}.${job.action}.progress`, values)
    ?? t('tray:watch.progress', { ...values, action: actionLabel(t, job.resource, job.action) });
}

/** The parts after the final line's head: what did not simply succeed. */
function outcomeParts(t: Translate, job: JobCounts): string[] {
  const parts: string[] = [];
  if (job.failed_count > 0) parts.push(t('tray:watch.failed', { count: job.failed_count }));
  if (job.skipped_count > 0) parts.push(t('tray:watch.skipped', { count: job.skipped_count }));
  if (job.waiting_count > 0) parts.push(t('tray:watch.waiting', { count: job.waiting_count }));
  if (job.cancelled_count > 0) parts.push(t('tray:watch.cancelled', { count: job.cancelled_count }));
  return parts;
}

/** `Renewed 28 of 30 domains · 2 skipped`. */
export function finalText(t: Translate, job: JobWords): string {
  const values = { count: job.item_count, done: job.done_count };
  const head = knownText(t, `tray:actions.${job.resource}.${job.action}.final`, values)
    ?? t('tray:watch.final', { ...values, action: actionLabel(t, job.resource, job.action) });
  return [head, ...outcomeParts(t, job)].join(t('tray:watch.separator'));
}

/** Green when nothing failed (and it was not cancelled), red when something failed, the default colour for a cancelled job. */
export function finalColor(job: JobWords): SnackbarColor {
  if (job.failed_count > 0) return 'red';
  if (job.state === 'cancelled') return 'info';
  return 'green';
}

export function jobStateText(t: Translate, state: string): string {
  return knownText(t, `tray:state.${state}`) ?? state;
}

export function itemStateText(t: Translate, state: string): string {
  return knownText(t, `tray:itemState.${state}`) ?? state;
}
