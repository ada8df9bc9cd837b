/**
 * A zone file's import into the caller's draft (DESIGN.md section 12, `import`), the part that
 * writes nothing: the changes merge or replace stages (src/lib/dns/zone-file/import-changes.ts)
 * for a file already checked on its own (check-zone-file.ts), then the zone those changes would
 * make, checked whole. A zone rule the file breaks there (a CNAME where the zone keeps an A in
 * merge mode …) is an error of the file at the line of its record; so is taking the zone's apex
 * SOA or its last apex NS away (a file that writes them disabled), which the draft routes refuse
 * as protected records. Also the route's limits and its 400 invalid_zone_file.
 */
import { checkZone, type ZoneProblem } from '../../../src/lib/dns/check-zone.ts';
import { problem } from '../../../src/lib/dns/dns-messages.ts';
import { placeZoneProblems } from '../../../src/lib/dns/zone-file/check-zone-file.ts';
import { importChanges, soaKeptNotices, type ImportMode } from '../../../src/lib/dns/zone-file/import-changes.ts';
import type { ParsedRecord } from '../../../src/lib/dns/zone-file/parse-zone-file.ts';
import { byPosition, maxZoneFileErrors, recordProblemAt, type ZoneFileProblem } from '../../../src/lib/dns/zone-file/zone-file-problems.ts';
import { plainRecord, type ZoneRecord } from '../../../src/lib/dns/zone-record.ts';
import { ApiError } from '../http/api-error.ts';
import { draftRecords, type NewChange, type StagedChange } from './zone-drafts.ts';
import type { StoredRecord, ZoneRow } from './zone-rows.ts';

/** 5 MB of zone file as a JSON string: escaped newlines and quotes make it longer (the app's default is 1 MiB). */
export const importBodyLimit = 12 * 1024 * 1024;

/** 400 invalid_zone_file: nothing staged; `errors` (top level, as every error body's details) say where. */
export function invalidZoneFile(errors: readonly ZoneFileProblem[], count = errors.length): ApiError {
  return new ApiError(400, 'invalid_zone_file', `The zone file has ${count} ${count === 1 ? 'problem' : 'problems'}.`, {
    details: { errors: errors.slice(0, maxZoneFileErrors).map(({ line, column, key, values, message }) => ({ line, column, key, values, message })), error_count: count },
  });
}

export interface ImportOutcome {
  /** What the draft stages: one change per live record updated or deleted, one per record created. */
  changes: NewChange[];
  /** The file's problems in the zone it would make, in file order; none, and the changes may be staged. */
  errors: ZoneFileProblem[];
  /** Records of the zone after the import. */
  recordCount: number;
  /** What the import keeps of the zone instead of the file: its SOA primary name server and mailbox. */
  notices: ZoneFileProblem[];
  /** The draft the changes make, with stand-in ids (1, 2 … in order): its records and the zone rules' problems in them, for the plan. */
  draft: { staged: StagedChange[]; records: StoredRecord[]; problems: ZoneProblem[] };
}

const isApex = (record: ZoneRecord, type: string) => record.type === type && record.name === '@';
const served = (record: ZoneRecord, type: string) => isApex(record, type) && !record.disabled;

/** A whole-zone rule broken, at the file's record of that type at the apex (a disabled one), else at the file's start. */
function apexProblem(parsed: readonly ParsedRecord[], type: 'SOA' | 'NS'): ZoneFileProblem {
  const written = parsed.find((each) => isApex(each.record, type));
  const { line, column } = written?.at.type ?? { line: 1, column: 1 };
  return recordProblemAt(line, column, problem('type', type === 'SOA' ? 'soaMissing' : 'apexNsMissing'));
}

export function importOutcome(zone: ZoneRow, live: readonly StoredRecord[], parsed: readonly ParsedRecord[], mode: ImportMode): ImportOutcome {
  const changes: NewChange[] = importChanges(live, parsed.map((each) => each.record), mode);
  // Stand-in ids, 1, 2 … in staging order (the draft gives them their own); each record as the draft stores and reads it.
  const staged: StagedChange[] = changes.map((change, index) => ({ ...change, record: change.record && plainRecord(change.record), base: change.base ?? null, id: index + 1 }));
  const { records } = draftRecords(live, staged);
  const problems = checkZone(records, zone);
  const errors = placeZoneProblems(problems, parsed);

  // importChanges keeps an SOA and apex NS the file lacks; a file may still write them disabled, or move the SOA.
  const liveSoa = new Set(live.filter((record) => isApex(record, 'SOA')).map((record) => record.id));
  const soaTaken = changes.some((change) => change.record_id !== null && liveSoa.has(change.record_id) && (change.action === 'delete' || !change.record || !served(change.record, 'SOA')));
  if (soaTaken || !records.some((record) => served(record, 'SOA'))) errors.push(apexProblem(parsed, 'SOA'));
  if (!records.some((record) => served(record, 'NS'))) errors.push(apexProblem(parsed, 'NS'));
  return { changes, errors: errors.sort(byPosition), recordCount: records.length, notices: soaKeptNotices(live, parsed), draft: { staged, records, problems } };
}
