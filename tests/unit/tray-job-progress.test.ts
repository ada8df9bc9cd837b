/** A bulk job's progress from its counts (DESIGN.md section 13, bulk jobs): the bar, what it is doing, how soon to ask again. */
import { describe, expect, it } from 'vitest';
import {
  countsSignature, finishedCount, itemsSignature, jobActivity, nextStartDelay, parseCosts, parseOptions, pollDelay, progressPercent, retryableCount,
} from '~/lib/tray/job-progress';
import type { JobCounts } from '~/lib/tray/job-types';

const counts = (values: Partial<JobCounts> & { state?: string } = {}): JobCounts & { state: string } => ({
  item_count: 30, queued_count: 0, running_count: 0, waiting_count: 0, done_count: 0, failed_count: 0, skipped_count: 0, cancelled_count: 0, state: 'running', ...values,
});

describe('the progress bar', () => {
  it('counts every item with an outcome that will not change: done, failed, skipped, cancelled', () => {
    const job = counts({ queued_count: 3, running_count: 1, waiting_count: 2, done_count: 20, failed_count: 1, skipped_count: 2, cancelled_count: 1 });
    expect(finishedCount(job)).toBe(24);
    expect(progressPercent(job)).toBe(80);
  });

  it('is whole, between 0 and 100, and full for a job of no items', () => {
    expect(progressPercent(counts({ item_count: 3, done_count: 1 }))).toBe(33);
    expect(progressPercent(counts({ item_count: 3, done_count: 3 }))).toBe(100);
    expect(progressPercent(counts({ item_count: 0 }))).toBe(100);
    expect(progressPercent(counts({ item_count: 2, done_count: 5 }))).toBe(100);
  });
});

describe('what a job is doing', () => {
  it('runs while items are queued or running, even once cancelled', () => {
    expect(jobActivity(counts({ queued_count: 1, state: 'running' }))).toBe('running');
    expect(jobActivity(counts({ running_count: 1, state: 'cancelled', cancelled_count: 29 }))).toBe('running');
  });

  it('waits while only approvals are outstanding', () => {
    expect(jobActivity(counts({ waiting_count: 30, state: 'waiting' }))).toBe('waiting');
    expect(jobActivity(counts({ waiting_count: 2, cancelled_count: 28, state: 'cancelled' }))).toBe('waiting');
  });

  it('is final when nothing will change', () => {
    expect(jobActivity(counts({ done_count: 28, skipped_count: 2, state: 'done' }))).toBe('final');
    expect(jobActivity(counts({ done_count: 2, cancelled_count: 28, state: 'cancelled' }))).toBe('final');
  });

  it('is asked again every second while running, every five while waiting, never once final', () => {
    expect(pollDelay(counts({ queued_count: 1 }))).toBe(1000);
    expect(pollDelay(counts({ waiting_count: 1, state: 'waiting' }))).toBe(5000);
    expect(pollDelay(counts({ done_count: 30, state: 'done' }))).toBeNull();
  });
});

describe('a job answer read as the portal uses it', () => {
  it('offers to retry the failed and skipped items the API still counts retryable, not those a retry did since', () => {
    expect(retryableCount({ ...counts({ failed_count: 2, skipped_count: 3, done_count: 25 }), retryable_count: 5 })).toBe(5);
    expect(retryableCount({ ...counts({ failed_count: 2, skipped_count: 3, done_count: 25 }), retryable_count: 0 })).toBe(0);
  });

  it('changes its counts signature with any count, and only then', () => {
    const before = counts({ queued_count: 10, done_count: 20 });
    expect(countsSignature({ ...before })).toBe(countsSignature(before));
    expect(countsSignature({ ...before, queued_count: 9, done_count: 21 })).not.toBe(countsSignature(before));
  });

  it('reads a page of items again only while what it shows may change', () => {
    const early = counts({ queued_count: 990, done_count: 10 });
    const later = counts({ queued_count: 980, done_count: 20 });
    // Nothing read yet, or a row shown still queued: every change of the counts.
    expect(itemsSignature(later, undefined, undefined)).not.toBe(itemsSignature(early, undefined, undefined));
    expect(itemsSignature(later, undefined, ['done', 'queued'])).not.toBe(itemsSignature(early, undefined, ['done', 'queued']));
    // Every row shown final: the rest of the job runs without reading the page again.
    expect(itemsSignature(later, undefined, ['done', 'failed', 'skipped'])).toBe(itemsSignature(early, undefined, ['done', 'failed', 'skipped']));
    // A state chosen: when that state's count changes, and only then.
    expect(itemsSignature(later, 'failed', ['failed'])).toBe(itemsSignature(early, 'failed', ['failed']));
    expect(itemsSignature(later, 'done', ['done'])).not.toBe(itemsSignature(early, 'done', ['done']));
  });

  it('reads costs and options whether sent as JSON or as stored text', () => {
    expect(parseCosts([{ currency: 'USD', amount: 41200 }])).toEqual([{ currency: 'USD', amount: 41200 }]);
    expect(parseCosts('[{"currency":"EUR","amount":300},{"oops":1}]')).toEqual([{ currency: 'EUR', amount: 300 }]);
    expect(parseCosts('not json')).toEqual([]);
    expect(parseCosts(undefined)).toEqual([]);
    expect(parseOptions('{"period_years":2}')).toEqual({ period_years: 2 });
    expect(parseOptions({ enabled: true })).toEqual({ enabled: true });
    expect(parseOptions('[1]')).toEqual({});
  });
});

describe('the schedule of requests', () => {
  it('waits the wanted time after the last start, never less than the minimum, never negative', () => {
    expect(nextStartDelay(1000, 1200, 1000, 1000)).toBe(800);
    expect(nextStartDelay(1000, 1200, 0, 1000)).toBe(800);
    expect(nextStartDelay(1000, 1200, 5000, 1000)).toBe(4800);
    expect(nextStartDelay(1000, 9000, 1000, 1000)).toBe(0);
  });
});
