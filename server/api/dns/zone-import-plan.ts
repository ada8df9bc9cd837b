/**
 * A zone-file import planned, without the database (issue 32, item 3: heavy work off the request
 * thread): the file checked on its own (checkZoneFile), its bad lines left out when the caller
 * asked (skip_invalid, M1 of the DNS review), then what merge or replace stages over the live
 * records and the zone that makes (importOutcome), and the plan of that draft, which the user
 * reviews next (issue 26: the plan's first page as quick as the records' first page). The same
 * code runs in the import worker (zone-import-worker.ts) for a large file and on the request
 * thread for a small one.
 */
import { checkZoneFile } from '../../../src/lib/dns/zone-file/check-zone-file.ts';
import type { ImportMode } from '../../../src/lib/dns/zone-file/import-changes.ts';
import { byPosition, maxZoneFileErrors, type ZoneFileProblem } from '../../../src/lib/dns/zone-file/zone-file-problems.ts';
import { importOutcome } from './zone-import.ts';
import { importedPlan, type ImportedPlan } from './imported-plan.ts';
import { basedOn, changeRow, lastPerRecord, type StagedAction } from './zone-drafts.ts';
import { slicesOf } from './zone-draft-staging.ts';
import { planBody } from './zone-plan.ts';
import type { StoredRecord, ZoneRow } from './zone-rows.ts';

export interface ImportPlanRequest {
  readonly zone: ZoneRow;
  readonly live: readonly StoredRecord[];
  readonly text: string;
  readonly mode: ImportMode;
  readonly skipInvalid: boolean;
}

export type ImportPlan =
  /** The file's problems (or the zone's it would make), the first `maxZoneFileErrors`: nothing may be staged. */
  | { readonly kind: 'invalid'; readonly errors: ZoneFileProblem[]; readonly errorCount: number }
  | {
      readonly kind: 'planned';
      /** The changes to stage (one a record), `stageSlice` a slice, each slice the JSON of the rows ZoneDrafts.stageRows inserts. */
      readonly slices: string[];
      readonly counts: Record<StagedAction | 'total', number>;
      /** Records the file holds, once each. */
      readonly records: number;
      /** The first `maxZoneFileErrors` notices, and how many in all. */
      readonly notices: ZoneFileProblem[];
      readonly noticeCount: number;
      /** The bad lines left out (skip_invalid), each with its problem: the first `maxZoneFileErrors`, and how many in all. */
      readonly skipped: ZoneFileProblem[];
      readonly skippedCount: number;
      /** The plan of the draft the changes make, which the user reviews next; null when a record's changes had to be merged (the plan is then made when asked for). */
      readonly plan: ImportedPlan | null;
    };

/** Only what the answer and the audit use: a problem's place, key, values and English. */
const plain = ({ line, column, key, values, message }: ZoneFileProblem): ZoneFileProblem => ({ line, column, key, values, message });
const firstOf = (problems: readonly ZoneFileProblem[]) => problems.slice(0, maxZoneFileErrors).map(plain);

/**
 * What the request thread stages and answers, as text and counts: handing it 100 000 changes as
 * objects took it longer than staging them (issue 32, heavy work off the request thread).
 */
export function planZoneImport({ zone, live, text, mode, skipInvalid }: ImportPlanRequest): ImportPlan {
  const checked = checkZoneFile(text, { name: zone.name }, { zoneRules: false });
  // A file with no good record may not go in, bad lines left out or not.
  const skipped = skipInvalid && checked.records.length > 0 ? checked.errors : [];
  if (checked.errors.length > 0 && skipped.length === 0) return { kind: 'invalid', errors: firstOf(checked.errors), errorCount: checked.errors.length };
  const outcome = importOutcome(zone, live, checked.records, mode);
  if (outcome.errors.length > 0) return { kind: 'invalid', errors: firstOf(outcome.errors), errorCount: outcome.errors.length };
  const toStage = lastPerRecord(basedOn(outcome.changes, live));
  const slices = slicesOf(toStage, changeRow);
  const counts = { create: 0, update: 0, delete: 0, total: toStage.length };
  for (const change of toStage) counts[change.action] += 1;
  const notices = [...checked.notices, ...outcome.notices].sort(byPosition);
  // The plan's stand-in change ids are the changes' places among those staged: so only when staging kept every change.
  const plan = toStage.length === outcome.changes.length ? importedPlan(planBody(zone, live, outcome.draft.records, outcome.draft.staged, () => outcome.draft.problems)) : null;
  return { kind: 'planned', slices, counts, records: checked.records.length, notices: firstOf(notices), noticeCount: notices.length, skipped: firstOf(skipped), skippedCount: skipped.length, plan };
}
