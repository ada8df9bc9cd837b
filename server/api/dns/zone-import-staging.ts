/**
 * An import's changes staged a slice at a time (issue "Nothing done or charged twice", heavy work
 * off the request thread): 100 000 changes took the request thread for half a second in one
 * statement. The import plan writes them as `stageSlice` rows of JSON a slice, off the request
 * thread (zone-import-plan.ts). A large import stages them in a draft no reader sees
 * (ZoneDrafts.beginStaging), a slice per transaction, other requests answered between slices;
 * the import's last transaction makes it the user's draft (promote), or drops it.
 */
import type { DatabaseSync } from 'node:sqlite';
import { inTransaction } from '../db/in-transaction.ts';
import type { DraftRow, ZoneDrafts } from './zone-drafts.ts';
import type { ZoneRow } from './zone-rows.ts';

/** Changes a slice: some 20–30 ms of inserts. An import of one slice is staged in its last transaction. */
export const stageSlice = 5_000;

/** How many of `total` changes the slice at `index` holds: `stageSlice`, the last one fewer. */
const sliceLength = (index: number, total: number): number => Math.min(stageSlice, total - index * stageSlice);

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

/** The slices staged in a staging draft of the user's, one transaction a slice, other requests answered between them. */
export async function stageInSlices(db: DatabaseSync, drafts: ZoneDrafts, zone: ZoneRow, userId: number, slices: readonly string[], total: number, at: string): Promise<{ draft: DraftRow; staged: StagedSlices }> {
  const draft = inTransaction(db, () => drafts.beginStaging(zone, zone.group_id, userId, at, 'import'));
  const firstIds: number[] = [];
  try {
    for (const [index, rows] of slices.entries()) {
      await new Promise((resolve) => setImmediate(resolve));
      firstIds.push(inTransaction(db, () => drafts.stageRows(draft, rows, sliceLength(index, total), at)));
    }
  } catch (error) {
    inTransaction(db, () => drafts.discard(draft.id));
    throw error;
  }
  return { draft, staged: { firstIds, total } };
}
