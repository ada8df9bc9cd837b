/**
 * An import's plan as the import makes it (zone-import-plan.ts, in the worker for a large file),
 * its record-set changes as JSON text a chunk at a time: handing 100 000 planned records from
 * the worker to the request thread as objects, or making them there, held the request thread for
 * half a second (issue 26, the plan's first page after an import; issue 32, no request holds the
 * API). A page is read from its chunks when it is asked for, the stand-in change ids (1, 2 … in
 * staging order) replaced by those the draft gave.
 */
import type { DraftRow } from './zone-drafts.ts';
import { planHead, type PlanBody, type PlannedChange, type PlanPages } from './zone-plan.ts';
import type { ZoneRow } from './zone-rows.ts';

/** Record-set changes a chunk holds. */
export const planChunk = 100;

export interface ImportedPlan {
  /** What the plan says besides its changes: counts, warnings, problems, records. */
  readonly body: Omit<PlanBody, 'changes'>;
  readonly total: number;
  /** The changes, `planChunk` a chunk, each the JSON of its PlannedChange[] with stand-in change ids. */
  readonly chunks: string[];
}

export function importedPlan(body: PlanBody): ImportedPlan {
  const { changes, ...rest } = body;
  const chunks: string[] = [];
  for (let from = 0; from < changes.length; from += planChunk) chunks.push(JSON.stringify(changes.slice(from, from + planChunk)));
  return { body: rest, total: changes.length, chunks };
}

/**
 * The plan of `draft`, just filled with the import's `staged` changes: stand-in k is the change
 * staged k-th, and the changes were staged `sliceSize` a statement, the first of each slice
 * taking the id in `firstIds`, the others the ids after it.
 */
export function importedPlanPages(zone: ZoneRow, draft: DraftRow, plan: ImportedPlan, staged: { firstIds: readonly number[]; sliceSize: number; total: number }): PlanPages {
  const { firstIds, sliceSize } = staged;
  const idOf = (standIn: number): number => {
    const first = firstIds[Math.floor((standIn - 1) / sliceSize)];
    if (first === undefined) throw new Error(`the plan names staged change ${standIn}, which was not staged`);
    return first + ((standIn - 1) % sliceSize);
  };
  const withIds = (change: PlannedChange): PlannedChange => ({
    ...change,
    after: change.after.map((record) => (record.change_id === undefined ? record : { ...record, change_id: idOf(record.change_id) })),
    change_ids: change.change_ids.map(idOf),
  });
  return {
    head: planHead(zone, draft, plan.body, staged.total),
    total: plan.total,
    changes(from, to) {
      const start = Math.max(0, from);
      const end = Math.min(plan.total, to);
      const read: PlannedChange[] = [];
      for (let chunk = Math.floor(start / planChunk); chunk * planChunk < end; chunk++) {
        const offset = chunk * planChunk;
        const changes = JSON.parse(plan.chunks[chunk]) as PlannedChange[];
        for (let index = Math.max(start - offset, 0); index < changes.length && offset + index < end; index++) read.push(withIds(changes[index]));
      }
      return read;
    },
  };
}
