/**
 * An import's plan body (zone-plan.ts) as the import worker sends it to the request thread: each
 * record as a number, since the request thread holds the records already (the live ones it sent,
 * the staged ones in the import plan's changes). Copying 20 000 records between threads took
 * longer than making the plan (issue 26, the plan's first page after an import of the root zone).
 */
import { plainRecord } from '../../../src/lib/dns/zone-record.ts';
import type { NewChange } from './zone-drafts.ts';
import type { PlanBody, PlannedChange } from './zone-plan.ts';
import type { StoredRecord } from './zone-rows.ts';

/** A record: above 0 the id of a live record, below 0 the stand-in id (1, 2 …) of the staged change that makes it, negated. */
type RecordRef = number;

export type CompactPlanBody = Omit<PlanBody, 'changes'> & {
  changes: (Omit<PlannedChange, 'before' | 'after'> & { before: RecordRef[]; after: RecordRef[] })[];
};

function refOf(record: StoredRecord): RecordRef {
  if (record.change_id !== undefined) return -record.change_id;
  if (record.id === undefined) throw new Error('a planned record is neither live nor staged');
  return record.id;
}

export function compactPlanBody(body: PlanBody): CompactPlanBody {
  return { ...body, changes: body.changes.map((change) => ({ ...change, before: change.before.map(refOf), after: change.after.map(refOf) })) };
}

/** The plan body again, its records those of `live` and of the import's `changes` (staged in that order, stand-in ids 1, 2 …). */
export function fullPlanBody(compact: CompactPlanBody, live: readonly StoredRecord[], changes: readonly NewChange[]): PlanBody {
  const liveById = new Map(live.map((record) => [record.id, record]));
  const staged = new Map<number, StoredRecord>();
  const recordOf = (ref: RecordRef): StoredRecord => {
    if (ref > 0) {
      const record = liveById.get(ref);
      if (record === undefined) throw new Error(`the plan names live record ${ref}, which the import did not read`);
      return record;
    }
    const known = staged.get(-ref);
    if (known) return known;
    const change = changes[-ref - 1];
    if (change?.record == null) throw new Error(`the plan names staged change ${-ref}, which stages no record`);
    // As draftRecords makes it: an update keeps the live record's id.
    const record: StoredRecord = change.action === 'update' && change.record_id !== null
      ? { ...plainRecord(change.record), id: change.record_id, change_id: -ref }
      : { ...plainRecord(change.record), change_id: -ref };
    staged.set(-ref, record);
    return record;
  };
  return { ...compact, changes: compact.changes.map((change) => ({ ...change, before: change.before.map(recordOf), after: change.after.map(recordOf) })) };
}
