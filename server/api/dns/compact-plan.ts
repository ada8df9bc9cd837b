/**
 * An import's plan as the import makes it (zone-import-plan.ts, in the worker for a large file):
 * each record a number, since the request thread holds the records already (the live ones it
 * read, the staged ones it stores). Copying 100 000 records between threads, or making them all
 * again, held the request thread longer than making the plan took (issue 26, the plan's first
 * page after an import; issue 32, no request holds the API): a page of the plan is made when it
 * is asked for.
 */
import type { DraftRow, StagedChange } from './zone-drafts.ts';
import { planHead, type PlanBody, type PlannedChange, type PlanPages } from './zone-plan.ts';
import type { StoredRecord, ZoneRow } from './zone-rows.ts';

/** A record: above 0 the id of a live record, below 0 the stand-in id (1, 2 … in staging order) of the staged change that makes it, negated. */
type RecordRef = number;

export type CompactPlanBody = Omit<PlanBody, 'changes'> & {
  changes: (Omit<PlannedChange, 'before' | 'after'> & { before: RecordRef[]; after: RecordRef[] })[];
};

function refOf(record: StoredRecord): RecordRef {
  if (record.change_id !== undefined) return -record.change_id;
  if (record.id === undefined) throw new Error('a planned record is neither live nor staged');
  return record.id;
}

/** The body of a plan made with stand-in change ids (1, 2 … in staging order). */
export function compactPlanBody(body: PlanBody): CompactPlanBody {
  return { ...body, changes: body.changes.map((change) => ({ ...change, before: change.before.map(refOf), after: change.after.map(refOf) })) };
}

/**
 * The plan of `draft`, just filled with `staged` (the import's changes in the order they were
 * planned, with the ids the draft gave them), its records those of `live` and `staged`.
 */
export function importedPlanPages(zone: ZoneRow, draft: DraftRow, compact: CompactPlanBody, live: readonly StoredRecord[], staged: readonly StagedChange[]): PlanPages {
  const liveById = new Map(live.map((record) => [record.id, record]));
  const stagedOf = (standIn: number): StagedChange => {
    const change = staged[standIn - 1];
    if (change === undefined) throw new Error(`the plan names staged change ${standIn} of ${staged.length}`);
    return change;
  };
  const recordOf = (ref: RecordRef): StoredRecord => {
    if (ref > 0) {
      const record = liveById.get(ref);
      if (record === undefined) throw new Error(`the plan names live record ${ref}, which the import did not read`);
      return record;
    }
    const change = stagedOf(-ref);
    if (change.record === null) throw new Error(`the plan names staged change ${change.id}, which stages no record`);
    // As draftRecords makes it: an update keeps the live record's id.
    return change.action === 'update' && change.record_id !== null ? { ...change.record, id: change.record_id, change_id: change.id } : { ...change.record, change_id: change.id };
  };
  const changeOf = (change: CompactPlanBody['changes'][number]): PlannedChange => ({
    ...change, before: change.before.map(recordOf), after: change.after.map(recordOf), change_ids: change.change_ids.map((standIn) => stagedOf(standIn).id),
  });
  const { changes, ...body } = compact;
  return {
    head: planHead(zone, draft, body, staged.length),
    total: changes.length,
    changes: (from, to) => changes.slice(from, to).map(changeOf),
  };
}
