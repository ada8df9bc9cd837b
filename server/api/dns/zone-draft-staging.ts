/**
 * Changes planned as a whole (a zone-file import's, a restore's) staged as the user's draft
 * (issue "Nothing done or charged twice", heavy work off the request thread): 100 000 changes took
 * the request thread for half a second in one statement. The plan writes them as `stageSlice`
 * rows of JSON a slice (changeRow), off the request thread when large (zone-import-plan.ts,
 * zone-restore-plan.ts). More than one slice is staged in a draft no reader sees
 * (ZoneDrafts.beginStaging), a slice per transaction, other requests answered between slices;
 * the last transaction makes it the user's draft (promote), or drops it (stagePlannedDraft).
 */
import type { DatabaseSync } from 'node:sqlite';
import { inTransaction } from '../db/in-transaction.ts';
import type { WriteLease } from '../db/write-lease.ts';
import type { DraftOrigin, DraftRow, ZoneDrafts } from './zone-drafts.ts';
import type { ZoneRow, ZoneRows } from './zone-rows.ts';

/** Changes a slice: some 20–30 ms of inserts. A plan of one slice is staged in its last transaction. */
export const stageSlice = 5_000;

/** How many of `total` changes the slice at `index` holds: `stageSlice`, the last one fewer. */
const sliceLength = (index: number, total: number): number => Math.min(stageSlice, total - index * stageSlice);

/** Changes planned to stage: `stageSlice` a slice, each the JSON array of their rows (changeRow). */
export interface PlannedChanges {
  readonly slices: readonly string[];
  readonly total: number;
}

/** The changes as slices of rows (the plan's side of staging). */
export function slicesOf<T>(changes: readonly T[], row: (change: T) => unknown[]): string[] {
  const slices: string[] = [];
  for (let from = 0; from < changes.length; from += stageSlice) slices.push(JSON.stringify(changes.slice(from, from + stageSlice).map(row)));
  return slices;
}

export interface StagedSlices {
  /** The id the first change of each slice took; the others of the slice took the ids after it. */
  readonly firstIds: number[];
  readonly total: number;
}

/** The slices (of `total` changes in all) staged into `draft` in the transaction open. */
export function stageSlices(drafts: ZoneDrafts, draft: DraftRow, slices: readonly string[], total: number, at: string): StagedSlices {
  const firstIds = slices.map((rows, index) => drafts.stageRows(draft, rows, sliceLength(index, total), at));
  return { firstIds, total };
}

export interface DraftOfOrigin {
  origin: DraftOrigin;
  /** The serial a restore brings back. */
  restoredSerial: number | null;
}

/** The slices staged in a staging draft of the user's, one transaction a slice, other requests answered between them. */
export async function stageInSlices(
  db: DatabaseSync, lease: WriteLease, drafts: ZoneDrafts, zone: ZoneRow, userId: number, planned: PlannedChanges, at: string, kind: DraftOfOrigin,
): Promise<{ draft: DraftRow; staged: StagedSlices }> {
  const draft = inTransaction(db, () => drafts.beginStaging(zone, zone.group_id, userId, at, kind.origin, kind.restoredSerial));
  const firstIds: number[] = [];
  try {
    for (const [index, rows] of planned.slices.entries()) {
      await new Promise((resolve) => setImmediate(resolve));
      // Between slices a worker thread may write (a large publish): the next slice waits for it (db/write-lease.ts).
      await lease.whenFree();
      firstIds.push(inTransaction(db, () => drafts.stageRows(draft, rows, sliceLength(index, planned.total), at)));
    }
  } catch (error) {
    inTransaction(db, () => drafts.discard(draft.id));
    throw error;
  }
  return { draft, staged: { firstIds, total: planned.total } };
}

export interface PlannedDraft extends DraftOfOrigin {
  /** The zone as it was when the changes were planned on its live records. */
  zone: ZoneRow;
  userId: number;
  at: string;
  planned: PlannedChanges;
  /** The user's draft, when it may be replaced (else it throws draft_not_empty), and its counts. */
  replaceable(): { existing: DraftRow | undefined; counts: { total: number } };
  /** The same changes planned again on the records as they are now: someone published meanwhile. */
  replan(now: ZoneRow): PlannedChanges;
  /** In the last transaction, the user's draft made (none when nothing was staged) and how many changes the one it replaced had: the audit entry and what else goes with it. */
  staged(now: ZoneRow, draft: DraftRow | undefined, staged: StagedSlices | null, discarded: number): void;
}

export interface StagingDependencies {
  db: DatabaseSync;
  lease: WriteLease;
  drafts: ZoneDrafts;
  rows: ZoneRows;
}

/**
 * The planned changes as the user's draft, replacing theirs (kept for an undo when it had
 * changes): staged in slices first when more than one, then in one last transaction that plans and
 * stages again if the zone was published meanwhile. A plan that changes nothing leaves no draft.
 */
export async function stagePlannedDraft({ db, lease, drafts, rows }: StagingDependencies, request: PlannedDraft): Promise<void> {
  const { zone, userId, at } = request;
  let planned = request.planned;
  let sliced: { draft: DraftRow; staged: StagedSlices } | null = null;
  if (planned.slices.length > 1) {
    request.replaceable();
    sliced = await stageInSlices(db, lease, drafts, zone, userId, planned, at, request);
  }
  try {
    inTransaction(db, (): void => {
      const now = rows.zoneById(zone.id);
      const moved = now.serial !== zone.serial;
      if (moved) planned = request.replan(now);
      const { existing, counts } = request.replaceable();
      if (existing) drafts.discard(existing.id, counts.total > 0 ? { at } : undefined);
      let staged: StagedSlices | null = null;
      if (sliced && !moved) {
        drafts.promote(sliced.draft, at);
        staged = sliced.staged;
      } else {
        if (sliced) drafts.discard(sliced.draft.id);
        // Begun on the serial it was planned on.
        if (planned.total > 0) staged = stageSlices(drafts, drafts.ensureDraft(now, zone.group_id, userId, at, request.origin, request.restoredSerial), planned.slices, planned.total, at);
      }
      request.staged(now, drafts.draftOf(zone.id, userId), staged, counts.total);
    });
  } catch (error) {
    // The staging draft never became the user's: nothing of it stays.
    const staging = sliced;
    if (staging) inTransaction(db, () => drafts.discard(staging.draft.id));
    throw error;
  }
}
