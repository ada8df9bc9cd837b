/**
 * Large zone work off the request thread (issue 32, heavy work off the request thread): a draft of
 * 20 000 changes (the root zone's import) took the request thread for over a second to plan,
 * apply and keep as a restore point, and restoring that zone's empty version most of a second
 * to plan and stage; the API answers every user on one thread. One worker thread
 * (zone-worker.ts, started with the first large job and kept, unref'd) on its own connection:
 *   - publishes a draft of `offThreadChanges` changes or more, holding the write lease
 *     (db/write-lease.ts) so that the request thread's writers wait for it instead of blocking on
 *     SQLite's lock, while readers go on;
 *   - plans a restore of as many records (the version's and the zone's), reading only; the
 *     request thread stages the plan a slice at a time (zone-draft-staging.ts).
 * Smaller work, and a database in memory (no second connection), runs in place, by the same code.
 */
import type { WriteLease } from '../db/write-lease.ts';
import type { Caller } from '../resources/resource-store.ts';
import { scopeData, type ScopeData } from '../threads/scope-data.ts';
import { createWorkerCalls } from '../threads/worker-calls.ts';
import { answerOf, type AnswerOrRefusal } from '../threads/worker-refusals.ts';
import type { ZoneDrafts } from './zone-drafts.ts';
import type { ConflictAuthors } from './zone-plan.ts';
import type { PublishRequest, PublishResult, ZonePublisher } from './zone-publish.ts';
import { planZoneRestore, type RestoreChanges } from './zone-restore-plan.ts';
import type { ZoneRow, ZoneRows } from './zone-rows.ts';
import type { ZoneVersions } from './zone-versions.ts';

/** Changes, or records, of about 50 ms in place: below, handing the work over would cost more than it saves. */
export const offThreadChanges = 1_000;

/** Work asked of the worker: a publish (the caller as data, the server clock's now), or a restore's plan. */
export type ZoneJob =
  | { kind: 'publish'; zoneId: number; scope: ScopeData; ip: string | null; requestId: string | null; request: PublishRequest; now: number }
  | { kind: 'restore'; zoneId: number; serial: number };

/** A restore planned: the serial of the live zone it was planned on, and the changes; null when the zone has no such version. */
export type RestorePlan = (RestoreChanges & { serial: number }) | null;

export interface ZoneThread {
  /** `changeCount`: the draft's staged changes, which decide where it is published. */
  publish(zone: ZoneRow, caller: Caller, request: PublishRequest, now: Date, changeCount: number): Promise<PublishResult>;
  /** What restoring the version `serial` stages over the live records. */
  planRestore(zone: ZoneRow, serial: number): Promise<RestorePlan>;
  close(): Promise<void>;
}

export interface ZoneThreadDependencies {
  databasePath: string;
  lease: WriteLease;
  publisher: ZonePublisher;
  drafts: ZoneDrafts;
  rows: ZoneRows;
  versions: ZoneVersions;
  authorsIn(zone: ZoneRow): ConflictAuthors;
}

export function createZoneThread({ databasePath, lease, publisher, drafts, rows, versions, authorsIn }: ZoneThreadDependencies): ZoneThread {
  const worker = createWorkerCalls<ZoneJob, AnswerOrRefusal<unknown>, unknown>(new URL('./zone-worker.ts', import.meta.url), 'zone', answerOf, { databasePath });
  const inPlace = (size: number) => databasePath === ':memory:' || size < offThreadChanges;
  return {
    async publish(zone, caller, request, now, changeCount) {
      if (inPlace(changeCount)) return publisher.publish(zone, caller, request, now, authorsIn(zone));
      const job: ZoneJob = { kind: 'publish', zoneId: zone.id, scope: scopeData(caller.scope), ip: caller.ip, requestId: caller.requestId, request, now: now.getTime() };
      try {
        return (await lease.hold(() => worker.call(job))) as PublishResult;
      } finally {
        // The published draft's changes go from this thread, a slice at a time.
        drafts.sweepDropped();
      }
    },
    async planRestore(zone, serial) {
      const size = versions.recordCountOf(zone.id, serial);
      if (size === undefined) return null;
      if (!inPlace(size + rows.liveCount(zone.id))) return (await worker.call({ kind: 'restore', zoneId: zone.id, serial })) as RestorePlan;
      const records = versions.recordsOf(zone.id, serial)!;
      return { serial: zone.serial, ...planZoneRestore(zone, rows.liveRecords(zone.id), records) };
    },
    close: () => worker.close(),
  };
}
