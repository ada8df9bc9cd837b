/**
 * A zone-file import planned, without the database (issue 32, item 3: heavy work off the request
 * thread): the file checked on its own (checkZoneFile), its bad lines left out when the caller
 * asked (skip_invalid, M1 of the DNS review), then what merge or replace stages over the live
 * records and the zone that makes (importOutcome), and the plan of that draft, which the user
 * reviews next (issue 26: the plan's first page as quick as the records' first page). The same code runs in the import worker
 * (zone-import-worker.ts) for a large file and on the request thread for a small one.
 */
import { checkZoneFile } from '../../../src/lib/dns/zone-file/check-zone-file.ts';
import type { ImportMode } from '../../../src/lib/dns/zone-file/import-changes.ts';
import { byPosition, type ZoneFileProblem } from '../../../src/lib/dns/zone-file/zone-file-problems.ts';
import type { NewChange } from './zone-drafts.ts';
import { importOutcome } from './zone-import.ts';
import { compactPlanBody, type CompactPlanBody } from './compact-plan.ts';
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
  /** The file's problems (or the zone's it would make): nothing may be staged. */
  | { readonly kind: 'invalid'; readonly errors: ZoneFileProblem[] }
  | {
      readonly kind: 'planned';
      readonly changes: NewChange[];
      /** Records the file holds, once each. */
      readonly records: number;
      readonly notices: ZoneFileProblem[];
      /** The bad lines left out (skip_invalid), each with its problem. */
      readonly skipped: ZoneFileProblem[];
      /** The plan of the draft the changes make, compact (compact-plan.ts): the user reviews it next. */
      readonly plan: CompactPlanBody;
    };

/** Only what the answer and the audit use: a problem's place, key, values and English. */
const plain = ({ line, column, key, values, message }: ZoneFileProblem): ZoneFileProblem => ({ line, column, key, values, message });

export function planZoneImport({ zone, live, text, mode, skipInvalid }: ImportPlanRequest): ImportPlan {
  const checked = checkZoneFile(text, { name: zone.name }, { zoneRules: false });
  // A file with no good record may not go in, bad lines left out or not.
  const skipped = skipInvalid && checked.records.length > 0 ? checked.errors : [];
  if (checked.errors.length > 0 && skipped.length === 0) return { kind: 'invalid', errors: checked.errors.map(plain) };
  const outcome = importOutcome(zone, live, checked.records, mode);
  if (outcome.errors.length > 0) return { kind: 'invalid', errors: outcome.errors.map(plain) };
  return {
    kind: 'planned',
    changes: outcome.changes,
    records: checked.records.length,
    notices: [...checked.notices, ...outcome.notices].sort(byPosition).map(plain),
    skipped: skipped.map(plain),
    plan: compactPlanBody(planBody(zone, live, outcome.draft.records, outcome.draft.staged, () => outcome.draft.problems)),
  };
}
